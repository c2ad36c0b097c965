package container

import (
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// TestContainerFinalScoresFitEightyColumns: the end of the game of both
// editions, as the laptop's end screen and `tallyman replay` into a file
// (80 columns) write it, wrapped at 80 with every name whole on a line:
// the win shared by two 40-letter names ran to column 100 on one line;
// "Winners (shared):" and the first name with its comma take 59 columns,
// so the second (40 letters, two spaces) goes whole on the next line. The
// rank line of a name of 39 Chinese letters (78 columns, "3. " before it,
// ": $20" after) is broken after "3." and after its colon. By hand: empty
// islands, nothing stored, no loans: each total is the cash, $30, $30 and
// $20; Off-Shore's tie-break, the factory containers, is 2 to 2: shared.
func TestContainerFinalScoresFitEightyColumns(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	const (
		wolfe = "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
		alex  = "Alexandra Montgomery-Fitzwilliam Hartley" // 40 letters, two spaces
	)
	wang := strings.Repeat("王小明", 13) // 39 letters: 78 columns
	for _, tc := range []struct {
		name  string
		rules container.Rules
		cards [5]container.Card
	}{
		{"classic", container.Classic, container.Cards},
		{"Off-Shore", container.Offshore, container.OffshoreCards},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := container.Score([]container.ScoreInput{
				{Name: wolfe, Cash: 30, Card: tc.cards[0], Factory: 2},
				{Name: alex, Cash: 30, Card: tc.cards[1], Factory: 2},
				{Name: wang, Cash: 20, Card: tc.cards[2], Factory: 2},
			}, tc.rules)
			var out strings.Builder
			RenderScores(&out, res)
			for _, l := range strings.Split(out.String(), "\n") {
				if prompt.Width(l) > 80 {
					t.Errorf("a line of %d columns: %q", prompt.Width(l), l)
				}
			}
			for _, want := range []string{
				"\n1. " + wolfe + ": $30\n",
				"\n1. " + alex + ": $30\n",
				"\n3.\n" + wang + ":\n$20\n",
				"\nWinners (shared): " + wolfe + ",\n" + alex + "\n",
			} {
				if !strings.Contains(out.String(), want) {
					t.Errorf("no %q in\n%s", want, out.String())
				}
			}
		})
	}
}
