package boxes

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/boxes"
)

// TestBrowserBoxesTableOnATabletFitsAWholeGame: the whole 4-player game
// of TestBrowserBoxesTableFitsAWholeGame, with the table page open on
// tablets held upright, 768x1024 and 600x960. After every move each page
// fits its screen with no scrolling and shows no text under 16 px (12.5
// px at 600 px wide: TableScreens.Check). Screenshots at the start,
// during the first secret auction, mid-game and at the final scores:
// boxes-tablet-MOMENT-WxH.png.
func TestBrowserBoxesTableOnATabletFitsAWholeGame(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee"}, boxes.Options{Auctioneer: 0}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	screens := roomtest.TableScreensAt(t, browser, "boxes-tablet", r, &r.OnChange, roomtest.Tablets...)
	rnd := rand.New(rand.NewPCG(7, 49))
	shot := map[string]bool{}
	moves := 0
	for tries := 0; r.State().Phase != boxes.Over || len(r.State().Missing()) > 0; tries++ {
		if tries == 100000 {
			t.Fatalf("no end after %d tries (%d moves)", tries, moves)
		}
		m := boxes.RandomMove(r.State(), rnd)
		if _, err := r.Do(m); err != nil {
			continue
		}
		moves++
		screens.Check(r.Public().Version, fmt.Sprintf("after move %d (%s)", moves, m.Type))
		now := r.State()
		switch {
		case !shot["auction"] && now.Phase == boxes.Sealed && len(now.Secret.Waiting()) == 1:
			shot["auction"] = true
			screens.Shot("auction")
		case !shot["mid"] && now.Container == 3:
			shot["mid"] = true
			screens.Shot("mid")
		}
	}
	r.ScoresShown()
	screens.Check(r.Public().Version, "the final scores")
	screens.Shot("end")
	t.Logf("%d moves, %d checks, fitting level changes by page %v, layouts %v", moves, screens.Checks, screens.Relevels, screens.Layouts)
}
