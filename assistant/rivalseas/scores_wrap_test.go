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

// TestRivalSeasBreakdownSaysVPForEveryPart: the final scores' breakdown
// gives every part in VP, credits too (rules 7: each credit is 1 VP), and
// the total; a breakdown wider than 80 columns goes on at "+", each part
// whole. Worked out by hand (stock: Bluewave 7, Viva Verde 5): Ann 3
// Bluewave = 21 VP + 85 credits + 3 + 1 = 110 VP; Bob 9 Bluewave and 9
// Viva Verde = 63 + 45 = 108 VP + 120 credits + 12 + 6 = 246 VP; Cy
// nothing but 9 credits, 9 VP (77 columns: one line). Before,
// the credits read "credits 85" and the total "= 110", without VP.
func TestRivalSeasBreakdownSaysVPForEveryPart(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	res := rs.Score(rs.ScoreInput{
		Stock: map[rs.CompanyID]int{rs.Bluewave: 7, rs.VivaVerde: 5, rs.RoastCo: 3, rs.Goldcoast: 3},
		Players: []rs.ScorePlayer{
			{Name: "Ann", Credits: 85, Shares: map[rs.CompanyID]int{rs.Bluewave: 3}, InvestmentVP: 3, Ship: 1},
			{Name: "Bob", Credits: 120, Shares: map[rs.CompanyID]int{rs.Bluewave: 9, rs.VivaVerde: 9}, InvestmentVP: 12, Ship: 6, StackPosition: 1},
			{Name: "Cy", Credits: 9, StackPosition: 2},
		},
	})
	var out strings.Builder
	RenderScores(&out, res)
	for _, tc := range []struct{ who, want string }{
		{"Bob, wrapped at 80", "1. Bob: 246 VP\n   shares 108 VP (18 shares) + credits 120 VP + investments 12 VP\n   + ship 6 VP = 246 VP\n"},
		{"Ann, 81 columns: wrapped", "2. Ann: 110 VP\n   shares 21 VP (3 shares) + credits 85 VP + investments 3 VP\n   + ship 1 VP = 110 VP\n"},
		{"Cy, one line", "3. Cy: 9 VP\n   shares 0 VP (0 shares) + credits 9 VP + investments 0 VP + ship 0 VP = 9 VP\n"},
	} {
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("%s: no %q in\n%s", tc.who, tc.want, out.String())
		}
	}
}
