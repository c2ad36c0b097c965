package rivalseas

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	rs "tallyman/engines/rivalseas"
)

// TestBrowserRivalTableFitsAWholeGame (issue 25): a whole game with the
// most players (4: rival-seas.txt), played by the engine's random moves
// through the room, with the table page open on a 1920x1080 TV and a
// 1366x768 laptop screen. After every move both pages fit their screen
// with no scrolling and the TV shows no text under 20 px. Screenshots at
// the start, at the first dividend, mid-game and at the final scores:
// rivalseas-MOMENT-WxH.png.
func TestBrowserRivalTableFitsAWholeGame(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	screens := roomtest.TableScreens(t, browser, "rivalseas", r, &r.OnChange)
	rnd := rand.New(rand.NewPCG(7, 49))
	shot := map[string]bool{}
	moves := 0
	for ; r.State().Phase != rs.PhaseOver; moves++ {
		if moves == 3000 {
			t.Fatal("no end after 3000 moves")
		}
		m := rs.RandomMove(r.State(), rnd)
		if _, err := r.Do(m); err != nil {
			t.Fatalf("move %d (%+v): %v", moves, m, err)
		}
		screens.Check(r.Public().Version, fmt.Sprintf("after move %d (%s)", moves+1, m.Type))
		s := r.State()
		switch {
		case !shot["dividend"] && s.Pending != nil && s.Pending.Kind == rs.PendingDividend:
			shot["dividend"] = true
			screens.Shot("dividend")
		case !shot["mid"] && moves > 150:
			shot["mid"] = true
			screens.Shot("mid")
		}
	}
	screens.Shot("end")
	t.Logf("%d moves, %d checks", moves, screens.Checks)
}
