package roomtest

import (
	"context"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
)

// TableScreens serves room (its changes reach the pages through
// onChange, as Serve) and opens its table page in browser on the TV and
// the laptop screen (phonetest.OpenTableScreens: screenshots
// NAME-MOMENT-WxH.png), checked to fit and shot as "start" before any
// move: the start of every game's whole-game table-screen test (issue 25).
func TableScreens(t *testing.T, browser context.Context, name string, room phones.Room, onChange *func()) *phonetest.TableScreens {
	t.Helper()
	return TableScreensAt(t, browser, name, room, onChange, phonetest.TV, phonetest.Laptop)
}

// Tablets are the screens of a tablet stood upright on the table that a
// game's table page must fit through a whole game: 768x1024 and 600x960
// (no text under 16 px and 12.5 px: phonetest.MinTabletText).
var Tablets = [][2]int64{phonetest.Tablet, {600, 960}}

// TableScreensAt is TableScreens at the sizes given (CSS pixels, width
// first: Tablets, for a tablet's whole-game test).
func TableScreensAt(t *testing.T, browser context.Context, name string, room phones.Room, onChange *func(), sizes ...[2]int64) *phonetest.TableScreens {
	t.Helper()
	srv, ts := Serve(t, room, onChange)
	screens := phonetest.OpenTableScreensAt(t, browser, name, ts.URL+srv.TablePath(), sizes...)
	screens.Check(room.Public().Version, "the start")
	screens.Shot("start")
	return screens
}
