package stats

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/termtest"
)

// TestTextOnANarrowTerminal: at 50 columns the report's tables too wide
// for the terminal are a block a row (the Games table of 76 columns, a
// player's games of 77), the Players table of 48 stays in columns, and
// no line is wider than 50. (The terminal broke "Avg margi" / "n" and
// "Rat" / "e".) Worked by hand from handPlays: Alpha played twice, won
// with 10 and 9 (average 9.5), by 3 (10 over Bob's 7; Ann and Cy
// shared it) and 4 (average 3.5), the longest 20m on 2026-03-02; Ann
// (also "ann ") at Alpha 2 plays, 1 win shared, 50%, scores 10 and 5
// (average 7.5, best 10, last 5).
func TestTextOnANarrowTerminal(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	out := termtest.NewSized(t, 50)
	WriteText(out, Compute(handPlays(), nil, Names{}, Filter{}))
	text := ansi.Strip(out.String())
	for _, want := range []string{
		"\nPlayers           Plays   Wins  Shared  Win rate\n",
		"\nGames\n  Alpha:\n    Plays 2, Avg win 9.5, Avg margin 3.5,\n    Longest 20m on 2026-03-02\n",
		"\nAnn (also ann )\n  Alpha:\n    Plays 2, Wins 1, Shared 1, Rate 50%,\n    Average 7.5, Best 10, Last 5\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q:\n%s", want, text)
		}
	}
	for i, l := range strings.Split(text, "\n") {
		if w := ansi.StringWidth(l); w > 50 {
			t.Errorf("line %d is %d columns: %q", i+1, w, l)
		}
	}
}
