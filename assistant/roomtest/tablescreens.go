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
	srv, ts := Serve(t, room, onChange)
	screens := phonetest.OpenTableScreens(t, browser, name, ts.URL+srv.TablePath())
	screens.Check(room.Public().Version, "the start")
	screens.Shot("start")
	return screens
}
