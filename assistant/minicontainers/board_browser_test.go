package minicontainers

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// TestBrowserMiniTableFitsAWholeGame (issue 25): a whole game with the
// most players (6, tallyman's limit: mc.Standard.MaxPlayers), played by
// the engine's random moves through the room (a move it refuses is drawn
// again), with the table page open on a 1920x1080 TV and a 1366x768
// laptop screen. After every move both pages fit their screen with no
// scrolling and the TV shows no text under 20 px. Screenshots at the
// start, mid-game and at the end: minicontainers-MOMENT-WxH.png.
func TestBrowserMiniTableFitsAWholeGame(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	names := []string{"Ann", "Bob", "Cy", "Dee", "Eve", "Fay"}
	if len(names) != mc.Standard.MaxPlayers {
		t.Fatalf("%d players, the most is %d", len(names), mc.Standard.MaxPlayers)
	}
	g, err := NewGame(t.TempDir(), names, mc.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	screens := roomtest.TableScreens(t, browser, "minicontainers", r, &r.OnChange)
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
		if moves == 20 {
			screens.Shot("mid")
		}
	}
	screens.Shot("end")
	t.Logf("%d moves, %d checks", moves, screens.Checks)
}
