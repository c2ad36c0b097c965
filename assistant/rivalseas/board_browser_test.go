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
// most players (4: rival-seas.txt), the longest names in three scripts
// and the demo tiles (a random game, seed 78, that ends in a tie on VP),
// played by the engine's random moves through the room, with the table
// page open on a 1920x1080 TV and a 1366x768 laptop screen. After every
// move both pages fit their screen with no scrolling and the TV shows no
// text under 20 px. At the bonus-slot choice, the start of round 1, just
// after the halfway production, at a dividend and at the end the TV
// leaves out none of the board's parts (so every company's container
// value, the containers on its hex and its navigation points, the demand
// slots, the sea tiles and every player's upgrades are on the screen); it
// shows the bonus slots on offer during the setup (rival-seas.txt 4 step
// 1), the container market with its slots and the bag (Setup steps 3 and
// 5) once the game is on, what the halfway production made (6), and at
// the end the tie-break of the two players on the same VP (7: the most
// shares). In mid-game, the board too wide to leave a column beside it,
// the TV still shows some of the latest moves (under the board). The
// fitting settles on each screen: its level changes a handful of times
// after the start (3: round 1, the board once too wide for a column
// beside it, the end; at most 6 allowed), not every few moves as a line
// of latest moves more or less changes the height, and it asks for at
// most 1.1 layouts a check (each a layout of the whole screen:
// docs/performance.md, "a page's redraw").
// Screenshots: rivalseas-MOMENT-WxH.png.
func TestBrowserRivalTableFitsAWholeGame(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r := testersRoom(t)
	screens := roomtest.TableScreens(t, browser, "rivalseas", r, &r.OnChange)
	tv := tvBoard(t, screens.Pages[0]) // the 1920x1080 page
	tv.whole(r.Public().Version, "bonus", "Bonus slots", "slot 1: 1 nav point", "free", "Random stack")
	rnd := rand.New(rand.NewPCG(78, 1))
	shot := map[string]bool{}
	moves := 0
	for ; r.State().Phase != rs.PhaseOver; moves++ {
		if moves == 3000 {
			t.Fatal("no end after 3000 moves")
		}
		before := r.State()
		m := rs.RandomMove(before, rnd)
		if _, err := r.Do(m); err != nil {
			t.Fatalf("move %d (%+v): %v", moves, m, err)
		}
		screens.Check(r.Public().Version, fmt.Sprintf("after move %d (%s)", moves+1, m.Type))
		s := r.State()
		switch {
		case !shot["round1"] && s.Phase == rs.PhasePlay:
			shot["round1"] = true
			tv.whole(r.Public().Version, "round1", "Container market", "Slots", "Bag ", "Next", "Sea tiles", "Nav points")
		case !shot["halfway"] && s.Halfway && !before.Halfway:
			shot["halfway"] = true
			tv.whole(r.Public().Version, "halfway", "Produced (halfway, round 1)")
		case !shot["dividend"] && s.Pending != nil && s.Pending.Kind == rs.PendingDividend:
			shot["dividend"] = true
			tv.whole(r.Public().Version, "dividend", "Waiting for")
			screens.Shot("dividend")
		case !shot["mid"] && moves > 150:
			shot["mid"] = true
			screens.Shot("mid")
			tv.latest("mid")
		}
	}
	res := rs.FinalScore(r.State())
	if len(res.TieBreaks) == 0 || res.TieBreaks[0].By != "shares" {
		t.Fatalf("this game was to end in a tie broken by shares: %+v", res.TieBreaks)
	}
	tv.whole(r.Public().Version, "end", res.TieBreaks[0].Text)
	screens.Shot("end")
	t.Logf("%d moves, %d checks", moves, screens.Checks)
	for i, p := range screens.Pages {
		t.Logf("%s: %d level changes, %d layouts", p.Name, screens.Relevels[i], screens.Layouts[i])
		if screens.Relevels[i] > 6 || float64(screens.Layouts[i]) > 1.1*float64(screens.Checks) {
			t.Errorf("%s: the fitting level changed %d times and fitting asked for %d layouts in %d checks (at most 6 changes and 1.1 layouts a check)",
				p.Name, screens.Relevels[i], screens.Layouts[i], screens.Checks)
		}
	}
}
