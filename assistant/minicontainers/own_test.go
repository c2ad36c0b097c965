package minicontainers

import (
	"testing"

	mc "tallyman/engines/minicontainers"
)

// TestOwnSaysEachMoveAsThePlayerWould: the phone's undo question names
// the move a player made as they would say it at the table
// (mini-containers.txt), each kind with what it did, and nothing the seat
// does not know. Bob (seat 1) holds 12 cards at the decks, 4 in his
// mini-deck at disposal; the row is an orange 7 (3 in it), a thrift shop
// and a recycling centre; Automa place 2 shows orange 5 (yellow 6 +
// orange 7).
func TestOwnSaysEachMoveAsThePlayerWould(t *testing.T) {
	t.Parallel()
	orange5 := &mc.Card{Type: mc.Orange, Volume: 5, Containers: [2]mc.Type{mc.Yellow, mc.Orange}}
	waste := &mc.Card{Kind: mc.WasteCollection}
	state := func(phase mc.Phase) *mc.State {
		return &mc.State{
			Players: []mc.Player{{Name: "Ann", Deck: 3}, {Name: "Bob", Hand: 12, Deck: 4}},
			Row: []mc.Container{
				{Type: mc.Orange, Size: 7, Fill: 3},
				{Kind: mc.ThriftShop},
				{Kind: mc.RecyclingCentre},
			},
			Automa: []mc.Place{{Up: true, Closed: 1}, {Up: true, Open: orange5, Closed: 1}},
			Phase:  phase,
		}
	}
	for _, tc := range []struct {
		name  string
		phase mc.Phase
		move  mc.Move
		want  string
	}{
		{"cards dealt face up", mc.Deal, mc.Move{Type: mc.DealHand, Player: 1, Volumes: []int{7, 6, 7, 5, 0, 6}},
			"the 6 cards dealt to you face up (trash adding up to 31)"},
		{"an Automa card entered", mc.Containers, mc.Move{Type: mc.RowCard, Player: mc.AutomaSeat, Index: 1, Card: orange5},
			"the card you entered at Automa place 2: orange 5 (yellow 6 + orange 7)"},
		{"the Automa's tied card as containers", mc.Containers, mc.Move{Type: mc.AutomaPlay, Player: mc.AutomaSeat, Index: 1},
			"your choice among the Automa's tied cards: place 2, played as containers (yellow 6 + orange 7)"},
		{"the Automa's tied card as trash", mc.Disposal, mc.Move{Type: mc.AutomaPlay, Player: mc.AutomaSeat, Index: 1},
			"your choice among the Automa's tied cards: orange 5 from place 2, played as trash"},
		{"a card as containers", mc.Containers, mc.Move{Type: mc.PlayContainer, Player: 1, Card: orange5},
			"you played yellow 6 + orange 7 as containers"},
		{"a thrift shop", mc.Containers, mc.Move{Type: mc.PlayContainer, Player: 1, Card: &mc.Card{Kind: mc.ThriftShop}},
			"you played a thrift shop instead of containers"},
		{"the Dummy's containers", mc.Containers, mc.Move{Type: mc.DummyPlay, Player: mc.DummySeat, Card: orange5},
			"the Dummy's card you entered: yellow 6 + orange 7 as containers"},
		{"the Dummy's waste card at the containers", mc.Containers, mc.Move{Type: mc.DummyPlay, Player: mc.DummySeat, Card: waste},
			"the Dummy's card you entered: a waste collection card, discarded"},
		{"the Dummy's trash", mc.Disposal, mc.Move{Type: mc.DummyPlay, Player: mc.DummySeat, Card: orange5},
			"the Dummy's card you entered: orange 5 as trash"},
		{"a mini-deck", mc.Decks, mc.Move{Type: mc.FormDeck, Player: 1, Size: 5},
			"your mini-deck of 5 cards, with 7 set aside"},
		{"a recycling pick", mc.Recycling, mc.Move{Type: mc.Pick, Player: 1, Number: 6},
			"your recycling pick of 6"},
		{"a pick without a number", mc.Recycling, mc.Move{Type: mc.Pick, Player: 1},
			"your recycling pick of a card without a number"},
		{"the bonus used", mc.Bonus, mc.Move{Type: mc.BonusPlay, Player: 1, Use: true},
			"your recycling bonus: the top card of your mini-deck played on the recycling centre"},
		{"the bonus turned down", mc.Bonus, mc.Move{Type: mc.BonusPlay, Player: 1},
			"you turned down the recycling bonus"},
		{"a card revealed onto a container", mc.Disposal, mc.Move{Type: mc.Reveal, Player: 1, Card: &mc.Card{Type: mc.Orange, Volume: 4}, Target: 0},
			"you revealed orange 4 and played it on container 1 (orange 7)"},
		{"a card revealed onto the thrift shop", mc.Disposal, mc.Move{Type: mc.Reveal, Player: 1, Card: orange5, Target: 1},
			"you revealed orange 5 and played it on container 2 (a thrift shop)"},
		{"a waste collection card revealed", mc.Disposal, mc.Move{Type: mc.Reveal, Player: 1, Card: waste, Target: 0},
			"you revealed a waste collection card and played it on container 1 (orange 7)"},
		{"a card that fits nowhere", mc.Disposal, mc.Move{Type: mc.Reveal, Player: 1, Card: &mc.Card{Type: mc.Blue, Volume: 7}, Target: -1},
			"you revealed blue 7, which no container took: you lost the round"},
		{"a pass", mc.Disposal, mc.Move{Type: mc.Pass, Player: 1},
			"you passed, setting aside the 4 cards of your mini-deck and 1 from the draw pile"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Own(state(tc.phase), tc.move); got != tc.want {
				t.Errorf("Own = %q, want %q", got, tc.want)
			}
		})
	}
}
