package minicontainers

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	mc "tallyman/engines/minicontainers"
)

// TestMiniRanksCompetition: Mini Containers ranks as every game's scores
// do, in standard competition ranking: Ann and Bob both out of cards share
// the win (mini-containers.txt, "End of the game"; docs/rules-decisions.md, a shared win),
// so Cy, the next, is 3rd, not 2nd. One winner: the others are 2nd. No
// winner (the Automa row ran out, "no player wins"): everyone is 2nd,
// behind the Automa.
func TestMiniRanksCompetition(t *testing.T) {
	players := []mc.Player{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy", Hand: 4}}
	for _, tc := range []struct {
		name    string
		winners []int
		ranks   []int
	}{
		{"a shared win", []int{0, 1}, []int{1, 1, 3}},
		{"one winner", []int{1}, []int{2, 1, 2}},
		{"no winner", nil, []int{2, 2, 2}},
	} {
		res := FinalResult(&mc.State{Players: players, Winners: tc.winners, Phase: mc.Over})
		var got []int
		for _, p := range res.Players {
			got = append(got, p.Rank)
		}
		if !reflect.DeepEqual(got, tc.ranks) {
			t.Errorf("%s: ranks %v, want %v", tc.name, got, tc.ranks)
		}
	}
}

// TestMiniReplayScoresFitEightyColumns: `tallyman replay` of a finished
// game into a file (80 columns) writes the end of the game wrapped at 80
// with every name whole on a line: the line of a win shared by two
// 40-letter names (one 37 letters with spaces) ran to column 97; one of
// 39 Chinese letters (78 columns) goes whole on a line of its own after
// "Winners (shared):", its comma with it (80 columns), and in its rank's
// line (95 columns) after "1.", its colon with it. The cards left are by
// hand: the winners none, Cy 4.
func TestMiniReplayScoresFitEightyColumns(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	const wolfe = "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
	const mary = "Mary Ann Wolfeschlegelsteinhausenberg"     // 37 letters
	wang := strings.Repeat("王小明", 13)                        // 39 letters: 78 columns
	for _, tc := range []struct {
		name    string
		players []mc.Player
		first   string // the first winner's rank line
		want    []string
	}{
		{"two 40-letter winners", []mc.Player{{Name: wolfe}, {Name: mary}, {Name: "Cy", Hand: 4}}, "1. " + wolfe + ": 0 cards left\n", []string{
			"Winners (shared): " + wolfe + ",",
			mary,
		}},
		{"a winner of 78 columns", []mc.Player{{Name: wang}, {Name: "Ann"}, {Name: "Cy", Hand: 4}}, "1.\n" + wang + ":\n0 cards left\n", []string{
			"Winners (shared):",
			wang + ",",
			"Ann",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			writeScores(&out, FinalResult(&mc.State{Players: tc.players, Winners: []int{0, 1}, Phase: mc.Over}))
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			for _, l := range lines {
				if prompt.Width(l) > 80 {
					t.Errorf("a line of %d columns: %q", prompt.Width(l), l)
				}
			}
			if got := lines[max(len(lines)-len(tc.want), 0):]; !reflect.DeepEqual(got, tc.want) {
				t.Errorf("the winners' lines %q, want %q in\n%s", got, tc.want, out.String())
			}
			for _, want := range []string{tc.first, "3. Cy: 4 cards left\n"} {
				if !strings.Contains(out.String(), want) {
					t.Errorf("no %q in\n%s", want, out.String())
				}
			}
		})
	}
}
