package minicontainers

import (
	"reflect"
	"testing"

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
