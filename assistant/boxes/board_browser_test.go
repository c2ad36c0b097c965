package boxes

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/boxes"
)

// TestBrowserBoxesTableFitsAWholeGame (issue 25): a whole game with the
// most players (4: boxes.txt, "Contents"), played by the engine's random
// moves through the room (a move it refuses is drawn again), with the
// table page open on a 1920x1080 TV and a 1366x768 laptop screen. After
// every move both pages fit their screen with no scrolling and the TV
// shows no text under 20 px. Screenshots at the start, during the first
// secret auction, at its reveal, mid-game and at the final scores:
// boxes-MOMENT-WxH.png.
func TestBrowserBoxesTableFitsAWholeGame(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee"}, boxes.Options{Auctioneer: 0}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	screens := roomtest.TableScreens(t, browser, "boxes", r, &r.OnChange)
	rnd := rand.New(rand.NewPCG(7, 49))
	shot := map[string]bool{}
	moves := 0
	for tries := 0; r.State().Phase != boxes.Over || len(r.State().Missing()) > 0; tries++ {
		if tries == 100000 {
			t.Fatalf("no end after %d tries (%d moves)", tries, moves)
		}
		s := r.State()
		m := boxes.RandomMove(s, rnd)
		if _, err := r.Do(m); err != nil {
			continue
		}
		moves++
		// Containers 2 to 5: the middle of the game, counted for
		// ExpectFilled below.
		screens.CountFill = r.State().Container >= 2 && r.State().Container <= 5
		screens.Check(r.Public().Version, fmt.Sprintf("after move %d (%s)", moves, m.Type))
		now := r.State()
		switch {
		case !shot["auction"] && now.Phase == boxes.Sealed && len(now.Secret.Waiting()) == 1:
			shot["auction"] = true
			screens.Shot("auction")
		case !shot["reveal"] && shot["auction"] && s.Phase == boxes.Sealed && now.Phase != boxes.Sealed:
			shot["reveal"] = true
			screens.Shot("reveal")
		case !shot["mid"] && now.Container == 3:
			shot["mid"] = true
			screens.Shot("mid")
		}
	}
	screens.ExpectFilled(0.15, "containers 2 to 5", phonetest.TV, phonetest.Laptop)
	screens.CountFill = false
	r.ScoresShown()
	screens.Check(r.Public().Version, "the final scores")
	screens.Shot("end")
	t.Logf("%d moves, %d checks", moves, screens.Checks)
}
