package minicontainers

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// TestBrowserMiniTableOnATabletFitsAWholeGame: the whole 6-player game of
// TestBrowserMiniTableFitsAWholeGame, with the table page open on
// tablets held upright, 768x1024 and 600x960. After every move each page
// fits its screen with no scrolling and shows no text under 16 px (12.5
// px at 600 px wide: TableScreens.Check). Screenshots at the start, at
// moves 20 and 60, and at the end: minicontainers-tablet-MOMENT-WxH.png.
func TestBrowserMiniTableOnATabletFitsAWholeGame(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee", "Eve", "Fay"}, mc.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	screens := roomtest.TableScreensAt(t, browser, "minicontainers-tablet", r, &r.OnChange, roomtest.Tablets...)
	rnd := rand.New(rand.NewPCG(7, 49))
	moves := 0
	for tries := 0; r.State().Phase != mc.Over; tries++ {
		if tries == 100000 {
			t.Fatalf("no end after %d tries (%d moves)", tries, moves)
		}
		m := mc.RandomMove(r.State(), rnd)
		if _, err := r.Do(m); err != nil {
			continue
		}
		moves++
		screens.Check(r.Public().Version, fmt.Sprintf("after move %d (%s)", moves, m.Type))
		switch moves {
		case 20:
			screens.Shot("mid")
		case 60:
			screens.Shot("late")
		}
	}
	screens.Shot("end")
	t.Logf("%d moves, %d checks, fitting level changes by page %v, layouts %v", moves, screens.Checks, screens.Relevels, screens.Layouts)
}
