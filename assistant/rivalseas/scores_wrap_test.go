package rivalseas

import (
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	rs "tallyman/engines/rivalseas"
)

// TestRivalSeasFinalScoresFitEightyColumns: the end of the game, as the
// laptop's end screen and `tallyman replay` into a file (80 columns)
// write it, wrapped at 80 with every name whole on a line: the win shared
// by two 40-letter names ran to column 100 on one line; "Winners
// (shared):" and the first name with its comma take 59 columns, so the
// second (40 letters, two spaces) goes whole on the next line, as it does
// in the tie-break's line after "Tie-break: Wolfe… and" (55 columns;
// wrapped at 78, "Alexandra" was left on it). The
// rank line of a name of 39 Chinese letters (78 columns, "3. " before it,
// ": 20 VP" after) is broken after "3." and after its colon. By hand: no
// shares, no investments, an empty ship: each total is the credits, 30,
// 30 and 20 VP; the two on 30 have 0 shares and the same place in the
// pile: they stay tied.
func TestRivalSeasFinalScoresFitEightyColumns(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	const (
		wolfe = "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
		alex  = "Alexandra Montgomery-Fitzwilliam Hartley" // 40 letters, two spaces
	)
	wang := strings.Repeat("王小明", 13) // 39 letters: 78 columns
	res := rs.Score(rs.ScoreInput{Players: []rs.ScorePlayer{
		{Name: wolfe, Credits: 30},
		{Name: alex, Credits: 30},
		{Name: wang, Credits: 20, StackPosition: 1},
	}})
	var out strings.Builder
	RenderScores(&out, res)
	for _, l := range strings.Split(out.String(), "\n") {
		if prompt.Width(l) > 80 {
			t.Errorf("a line of %d columns: %q", prompt.Width(l), l)
		}
	}
	for _, want := range []string{
		"\n1. " + wolfe + ": 30 VP\n",
		"\n1. " + alex + ": 30 VP\n",
		"\n3.\n" + wang + ":\n20 VP\n",
		"\nTie-break: " + wolfe + " and\n" + alex + " stay tied on 30 VP, 0 shares and the\nsame place in the pile: they share the rank.\n",
		"\nWinners (shared): " + wolfe + ",\n" + alex + "\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
}
