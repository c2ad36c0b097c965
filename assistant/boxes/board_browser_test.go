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
	tableGame{
		names: []string{"Ann", "Bob", "Cy", "Dee"}, prefix: "boxes", seed: [2]uint64{7, 49},
		sizes: [][2]int64{phonetest.TV, phonetest.Laptop}, filled: true,
		moment: func(before, now *boxes.State, shot map[string]bool) string {
			switch {
			case !shot["auction"] && now.Phase == boxes.Sealed && len(now.Secret.Waiting()) == 1:
				return "auction"
			case !shot["reveal"] && shot["auction"] && before.Phase == boxes.Sealed && now.Phase != boxes.Sealed:
				return "reveal"
			case !shot["mid"] && now.Container == 3:
				return "mid"
			}
			return ""
		},
	}.play(t)
}

// tableGame is a whole 4-player Boxes game (the most players: boxes.txt,
// "Contents") played by the engine's random moves (seed) through the
// room, a move it refuses drawn again, with the table page open at sizes
// (prefix names the screenshots). After every move each page fits its
// screen (TableScreens.Check); with filled, the pages at 1920x1080 and
// 1366x768 also fill the screen through containers 2 to 5 (ExpectFilled).
// moment names a screenshot to take after a move (before and now are
// the states around it; shot, those taken: a moment passes on to the
// next once shot), each taken once, and the final scores are shot as
// "end".
type tableGame struct {
	names  []string
	prefix string
	seed   [2]uint64
	sizes  [][2]int64
	filled bool
	moment func(before, now *boxes.State, shot map[string]bool) string
}

// play plays the game and returns the screenshots taken.
func (tg tableGame) play(t *testing.T) map[string]bool {
	t.Helper()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), tg.names, boxes.Options{Auctioneer: 0}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	screens := roomtest.TableScreensAt(t, browser, tg.prefix, r, &r.OnChange, tg.sizes...)
	rnd := rand.New(rand.NewPCG(tg.seed[0], tg.seed[1]))
	shot := map[string]bool{}
	moves := 0
	for tries := 0; r.State().Phase != boxes.Over || len(r.State().Missing()) > 0; tries++ {
		if tries == 100000 {
			t.Fatalf("no end after %d tries (%d moves)", tries, moves)
		}
		before := r.State()
		m := boxes.RandomMove(before, rnd)
		if _, err := r.Do(m); err != nil {
			continue
		}
		moves++
		now := r.State()
		screens.CountFill = tg.filled && now.Container >= 2 && now.Container <= 5
		screens.Check(r.Public().Version, fmt.Sprintf("after move %d (%s)", moves, m.Type))
		if name := tg.moment(before, now, shot); name != "" && !shot[name] {
			shot[name] = true
			screens.Shot(name)
		}
	}
	if tg.filled {
		screens.ExpectFilled(0.15, "containers 2 to 5", phonetest.TV, phonetest.Laptop)
		screens.CountFill = false
	}
	r.ScoresShown()
	screens.Check(r.Public().Version, "the final scores")
	screens.Shot("end")
	t.Logf("%d moves, %d checks, fitting level changes by page %v, layouts %v", moves, screens.Checks, screens.Relevels, screens.Layouts)
	return shot
}
