package minicontainers

import (
	"testing"

	mc "tallyman/engines/minicontainers"
)

// TestRecyclingTileSaysOneCard: a recycling centre's tile on the table
// screen counts its cards in the number they take ("1 card", not "1
// cards": a try-out's TV), as the Automa row's mark does.
func TestRecyclingTileSaysOneCard(t *testing.T) {
	for _, tc := range []struct {
		cards int
		want  string
	}{
		{0, "0 cards, Ann"},
		{1, "1 card, Ann"},
		{2, "2 cards, Ann"},
	} {
		s := &mc.State{Players: []mc.Player{{Name: "Ann"}}, Row: []mc.Container{{Kind: mc.RecyclingCentre, Cards: tc.cards, By: 0}}}
		if got := rowArea(s).Parts[0].Spaces[0].Note; got != tc.want {
			t.Errorf("%d cards: the tile says %q, want %q", tc.cards, got, tc.want)
		}
	}
}
