package boxes

import (
	"testing"

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
	tableGame{
		names: []string{"Ann", "Bob", "Cy", "Dee"}, prefix: "boxes-tablet", seed: [2]uint64{7, 49},
		sizes: roomtest.Tablets,
		moment: func(_, now *boxes.State, shot map[string]bool) string {
			switch {
			case !shot["auction"] && now.Phase == boxes.Sealed && len(now.Secret.Waiting()) == 1:
				return "auction"
			case !shot["mid"] && now.Container == 3:
				return "mid"
			}
			return ""
		},
	}.play(t)
}
