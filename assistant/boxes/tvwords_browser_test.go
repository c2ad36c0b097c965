package boxes

import (
	"testing"

	"tallyman/assistant/phones/phonetest"
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
	shot := tableGame{
		names:  []string{"🦊 Foxy", "Bartholomew Maximilian Fitzgerald-Smythe", "שרה", "Dee"},
		prefix: "boxes-tryout", seed: [2]uint64{11, 5},
		sizes: [][2]int64{phonetest.TV, phonetest.Laptop, phonetest.Tablet}, filled: true,
		moment: func(_, now *boxes.State, shot map[string]bool) string {
			switch {
			case !shot["torecord"] && len(now.Sales) > 0 && now.Sales[0].Cards == nil:
				return "torecord"
			case !shot["auction"] && now.Phase == boxes.Sealed && len(now.Secret.Waiting()) == 1:
				return "auction"
			case !shot["mid"] && now.Container == 3:
				return "mid"
			}
			return ""
		},
	}.play(t)
	if !shot["torecord"] {
		t.Errorf("container 1 was never shown with its cards to record")
	}
}
