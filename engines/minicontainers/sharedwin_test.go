package minicontainers

import (
	"slices"
	"strings"
	"testing"
)

// TestSharedWinWhenALostRoundEmptiesTwo: mini-containers.txt, "End of the
// game": "Whenever a player managed to get rid of all his cards, the game
// end immediately. This player is the winner". When Ann loses the round
// ("Disposing Trash Cards": she takes all remaining cards in all players'
// mini-decks), Bob and Cy, who set nothing aside, are left with no card at
// all at the same moment. The text names no tie-break, so both win, said
// plainly (docs/rules-decisions.md).
func TestSharedWinWhenALostRoundEmptiesTwo(t *testing.T) {
	s := threeUp(t, Options{})
	s.Players[1].Aside = 0 // Bob tries all 4 of his cards this round
	s.Players[2].Aside = 0 // Cy tries both of hers
	// Ann reveals grey 7 on her first turn: only the grey 6 (container 3)
	// is grey, with room for 6. She loses: 1 + her 2 + Bob's 4 + Cy's 2.
	s, ev := do(t, s, rev(0, trash(Grey, 7), -1))
	if s.Phase != Over || !slices.Equal(s.Winners, []int{1, 2}) {
		t.Fatalf("phase %s winners %v", s.Phase, s.Winners)
	}
	if p := s.Players[0]; p.Cards() != 8+3+4+2 {
		t.Errorf("Ann holds %d cards, want 17", p.Cards())
	}
	if !hasEvent(ev, "Bob and Cy have no cards left and share the win") {
		t.Errorf("events %v", ev)
	}
	if w := s.Waiting(); !strings.Contains(w, "Bob and Cy share the win") {
		t.Errorf("waiting: %q", w)
	}
	// One player out of cards alone still wins alone (TestWinAndRoundEnd).
}
