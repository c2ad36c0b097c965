package boxes

import (
	"bytes"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/engines/boxes"
)

// TestBoxesFinalScoresFitEightyColumns: the end of the game, as the
// laptop's end screen and `tallyman replay` into a file (80 columns)
// write it, wrapped at 80 with every name whole on a line: the win shared
// by two 40-letter names ran to column 100 on one line; "Winners
// (shared):" and the first name with its comma take 59 columns, so the
// second (40 letters, two spaces) goes whole on the next line. The rank
// line of a name of 39 Chinese letters (78 columns, "3. " before it,
// ": 900 ECU" after) is broken after "3." and after its colon. Totals by
// hand: notes 500 + cards 250 + 1 set × 250 = 1,000 ECU; notes 900.
func TestBoxesFinalScoresFitEightyColumns(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	const (
		wolfe = "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
		alex  = "Alexandra Montgomery-Fitzwilliam Hartley" // 40 letters, two spaces
	)
	wang := strings.Repeat("王小明", 13) // 39 letters: 78 columns
	res := boxes.Result{Players: []boxes.ScoreLine{
		{Name: wolfe, Cash: 500, CardsValue: 250, Sets: 1, SetBonus: 250, Total: 1000, Rank: 1},
		{Name: alex, Cash: 500, CardsValue: 250, Sets: 1, SetBonus: 250, Total: 1000, Rank: 1},
		{Name: wang, Cash: 900, Total: 900, Rank: 3},
	}, Winners: []string{wolfe, alex}}
	var out bytes.Buffer
	RenderScores(&out, res, 4)
	for _, l := range strings.Split(out.String(), "\n") {
		if prompt.Width(l) > 80 {
			t.Errorf("a line of %d columns: %q", prompt.Width(l), l)
		}
	}
	for _, want := range []string{
		"\n1. " + wolfe + ": 1,000 ECU\n",
		"\n1. " + alex + ": 1,000 ECU\n",
		"\n3.\n" + wang + ":\n900 ECU\n",
		"\nWinners (shared): " + wolfe + ",\n" + alex + "\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
}
