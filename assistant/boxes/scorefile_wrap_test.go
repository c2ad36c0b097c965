package boxes

import (
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/termtest"
)

// TestScoreFileFitsTheTerminal: `tallyman score boxes` with three long
// names fits a terminal of 80 and of 60 columns, every name whole on a
// line it fits (the Chinese name, 78 columns, cannot be at 60): the table
// ran to column 130 and the winners line, unwrapped, to 100. The file
// holds the whole deck (Boxes rules, Card Summary), 2 containers each;
// by hand, set size 3 (3 players): each 40-letter name has notes 3,400
// and cards 2 × 250 + 50 + 100 + 150 + 200 + 8 × 10 = 1,080, its 6 cards
// of one colour 2 sets (+500): 4,980, a shared win. The other columns
// take 50 columns: at 80 the names, wider than the 30 left, go whole
// above their rows; at 60, the 10 left, too.
func TestScoreFileFitsTheTerminal(t *testing.T) {
	const (
		wolfe = "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
		alex  = "Alexandra Montgomery-Fitzwilliam Hartley" // 40 letters, two spaces
	)
	wang := strings.Repeat("王小明", 13) // 39 letters: 78 columns
	cards := func(colour string) string {
		return fmt.Sprintf(`["%[1]s-250", "%[1]s-250", "blank", "blank", "blank", "blank", "blank", "blank", "%[1]s-50", "%[1]s-100", "%[1]s-150", "%[1]s-200", "10", "10", "10", "10", "10", "10", "10", "10"]`, colour)
	}
	file := fmt.Sprintf(`{"players": [{"name": %q, "cash": 3400, "cards": %s}, {"name": %q, "cash": 3400, "cards": %s},
 {"name": %q, "cash": 0, "cards": ["yellow-250", "yellow-250", "green-250", "green-250", "blank", "blank", "gold", "gold",
  "yellow-50", "yellow-100", "yellow-150", "yellow-200", "green-50", "green-100", "green-150", "green-200", "10", "10", "10", "10"]}]}`,
		wolfe, cards("red"), alex, cards("blue"), wang)
	for _, tc := range []struct {
		cols int
		has  []string
	}{
		{80, []string{
			"\nrank  player  notes  cards  sets  set bonus  total (ECU)\n" + wolfe + "\n   1           3400   1080     2        500         4980\n" + alex + "\n   1           3400   1080     2        500         4980\n" + wang + "\n",
			"\nWinners (shared): " + wolfe + ",\n" + alex + "\n",
		}},
		{60, []string{
			"\n" + wolfe + "\n   1           3400   1080     2        500         4980\n",
			"\nSets of 3 cards of one colour with at least one 250 card,\n+250 ECU each.\n",
			"\nWinners (shared): " + wolfe + ",\n" + alex + "\n",
		}},
	} {
		t.Run(fmt.Sprint(tc.cols), func(t *testing.T) {
			out := termtest.NewSized(t, tc.cols)
			if err := ScoreFile(out, []byte(file), false, 0); err != nil {
				t.Fatal(err)
			}
			text := "\n" + out.String()
			for _, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
				if prompt.Width(l) > tc.cols {
					t.Errorf("a line of %d columns: %q", prompt.Width(l), l)
				}
			}
			for _, want := range tc.has {
				if !strings.Contains(text, want) {
					t.Errorf("no %q in\n%s", want, text)
				}
			}
		})
	}
}
