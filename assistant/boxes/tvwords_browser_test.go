package boxes

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/boxes"
)

// TestBrowserBoxesTableKeepsItsWordsWholeWithTryOutNames (a new user's
// try-out: the box of container 1 read "cards t…" for "cards to
// record"): a whole 4-player game with the try-out's names (emoji, a
// 40-letter name of three words, Hebrew, a short one) on the table page
// at 1920x1080, 1366x768 and on a tablet held upright, 768x1024. After
// every move each page fits its screen with no scrolling, and no text is
// cut short whose every word its box could hold (TableScreens.Check): a
// mark wraps between its words instead. Screenshots while container 1's
// cards are still to record, at the first secret auction, mid-game and
// at the final scores: boxes-tryout-MOMENT-WxH.png.
func TestBrowserBoxesTableKeepsItsWordsWholeWithTryOutNames(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	names := []string{"🦊 Foxy", "Bartholomew Maximilian Fitzgerald-Smythe", "שרה", "Dee"}
	g, err := NewGame(t.TempDir(), names, boxes.Options{Auctioneer: 0}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	screens := roomtest.TableScreensAt(t, browser, "boxes-tryout", r, &r.OnChange, phonetest.TV, phonetest.Laptop, phonetest.Tablet)
	rnd := rand.New(rand.NewPCG(11, 5))
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
		// Containers 2 to 5: the middle of the game, counted for
		// ExpectFilled below.
		screens.CountFill = r.State().Container >= 2 && r.State().Container <= 5
		screens.Check(r.Public().Version, fmt.Sprintf("after move %d (%s)", moves, m.Type))
		now := r.State()
		switch {
		case !shot["torecord"] && len(now.Sales) > 0 && now.Sales[0].Cards == nil:
			shot["torecord"] = true
			screens.Shot("torecord")
		case !shot["auction"] && now.Phase == boxes.Sealed && len(now.Secret.Waiting()) == 1:
			shot["auction"] = true
			screens.Shot("auction")
		case !shot["mid"] && now.Container == 3:
			shot["mid"] = true
			screens.Shot("mid")
		}
	}
	if !shot["torecord"] {
		t.Errorf("container 1 was never shown with its cards to record")
	}
	screens.ExpectFilled(0.15, "containers 2 to 5", phonetest.TV, phonetest.Laptop)
	screens.CountFill = false
	r.ScoresShown()
	screens.Check(r.Public().Version, "the final scores")
	screens.Shot("end")
	t.Logf("%d moves, %d checks", moves, screens.Checks)
}
