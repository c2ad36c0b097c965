package boxes

import (
	"bytes"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/termtest"
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

// TestBoxesFinalScoresBreakdownFitsFiftyColumns: on a terminal 50
// columns wide each player's breakdown is wrapped at spaces, the lines
// after its first two columns further in, each amount whole with its
// unit and "1 set of 3 cards" whole (the terminal broke "1 set of 3 c"
// / "ards"). By hand: notes 1,400 + cards 890 + 1 set × 250 = 2,540 ECU;
// "    notes 1,400 ECU + cards 890 ECU + 1 set of 3" would be 48 columns
// but cuts the set's words, so the line ends after "890 ECU +" (39).
func TestBoxesFinalScoresBreakdownFitsFiftyColumns(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	res := boxes.Result{Players: []boxes.ScoreLine{
		{Name: "Ann", Cash: 1400, CardsValue: 890, Sets: 1, SetBonus: 250, Total: 2540, Rank: 1},
	}, Winners: []string{"Ann"}}
	out := termtest.NewSized(t, 50)
	RenderScores(out, res, 3)
	want := "\n1. Ann: 2,540 ECU\n    notes 1,400 ECU + cards 890 ECU +\n      1 set of 3 cards × 250 = 250 ECU\n"
	if !strings.Contains(out.String(), want) {
		t.Errorf("no %q in\n%s", want, out.String())
	}
}
