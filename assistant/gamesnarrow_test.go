package assistant

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/termtest"
)

// TestGamesFitANarrowTerminal: `tallyman games` on a terminal narrower
// than 80 columns fits it. At 50 the finished Boxes game's id (26
// columns) leaves no room for its turn "6 (over)" (8) and the day
// played (16) on its line, so they go under it; at 26 there is no room
// for the columns at all (they take 30: "ID", "6 (over)" and the day,
// two spaces apart), and each game is a block: its id, then "Turn 6
// (over), last played" and the day and time, kept together, wrapped
// under it. (At 50 the terminal broke the day and time: "2026-12-05 1"
// / "1:49".)
func TestGamesFitANarrowTerminal(t *testing.T) {
	dir := fixtureGames(t, "boxes-20260404-190000-0005")
	list, err := SavedGames(dir)
	if err != nil || len(list) != 1 {
		t.Fatal(list, err)
	}
	last := list[0].LastPlayed.Local().Format("2006-01-02 15:04")
	for _, tc := range []struct {
		cols int
		want string
	}{
		{50, fmt.Sprintf("ID  TURN      LAST PLAYED\nboxes-20260404-190000-0005\n    6 (over)  %s\n  Boxes: ", last)},
		{26, fmt.Sprintf("boxes-20260404-190000-0005\n  Turn 6 (over), last\n  played %s\n  Boxes: ", last)},
	} {
		out := termtest.NewSized(t, tc.cols)
		if err := ListGames(out, dir, false, false); err != nil {
			t.Fatal(err)
		}
		text := ansi.Strip(out.String())
		if !strings.HasPrefix(text, tc.want) {
			t.Errorf("at %d columns:\n%s\nwant it to begin\n%s", tc.cols, text, tc.want)
		}
		for _, l := range strings.Split(text, "\n") {
			if w := ansi.StringWidth(l); w > tc.cols && !strings.HasPrefix(l, "boxes-") && !strings.Contains(l, dir) {
				t.Errorf("at %d columns a line of %d: %q", tc.cols, w, l)
			}
		}
	}
}
