package container

import (
	"testing"

	"tallyman/assistant/container/view"
	"tallyman/engines/container"
)

// TestOwnNamesTheCardTheSeatEntered: the undo question of a seat's value
// card names the card it entered, as the player knows it (container.txt,
// "End-game scoring": card 3 is $10 black, $5/$10 white, $6 orange, $4
// tan, $2 brown; Off-Shore names its scoring card by the two-value
// colour: the notes' third card is the yellow one), and an Off-Shore
// discard names the colour; the other moves keep their words (a sealed
// bid, a warehouse), containers in words, never quick entry's "brown@2"
// (a phone's "someone made your move for you" says them).
func TestOwnNamesTheCardTheSeatEntered(t *testing.T) {
	t.Parallel()
	names := []string{"Ann", "Bob", "Cy"}
	classic, _, err := container.Setup(names, container.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	offshore, _, err := container.Setup(names, container.Options{Edition: container.EditionOffshore, DealCards: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		s    *container.State
		m    container.Move
		want string
	}{
		{"a classic value card", classic, container.Move{Type: container.SetCard, Player: 1, Card: 3},
			"you entered your value card, card 3: $10 black, $5/$10 white, $6 orange, $4 tan, $2 brown"},
		{"another classic value card", classic, container.Move{Type: container.SetCard, Player: 1, Card: 1},
			"you entered your value card, card 1: $10 white, $5/$10 orange, $6 tan, $4 brown, $2 black"},
		{"an Off-Shore scoring card", offshore, container.Move{Type: container.SetCard, Player: 1, Card: 3},
			"you entered your scoring card, the yellow card"},
		{"an Off-Shore discard", offshore, container.Move{Type: container.ChooseDiscard, Player: 1, Color: container.Yellow},
			"you chose to discard your yellow containers from your scoring area"},
		{"a sealed bid", classic, container.Move{Type: container.Bid, Player: 1, Amount: 7},
			"your sealed bid of $7"},
		{"a warehouse", classic, container.Move{Type: container.BuyWarehouse, Player: 1},
			"you bought a warehouse"},
		{"containers produced, in words", classic, container.Move{Type: container.Produce, Player: 1,
			Lots: []container.Lot{{Color: container.Brown, Price: 2}, {Color: container.Orange, Price: 3}}},
			"you produced a brown container at $2, an orange container at $3"},
		{"containers loaded, in words", classic, container.Move{Type: container.BuyAtHarbor, Player: 1,
			Buy: []container.Purchase{{Color: container.White, Price: 6}}},
			"you loaded a white container at $6"},
		{"an Off-Shore Factory Purchase, in words", offshore, container.Move{Type: container.StockWarehouse, Player: 1, From: 0,
			Buy: []container.Purchase{{Color: container.Yellow, Price: 4}}},
			"you made a Factory Purchase of a yellow container at $4 from Ann"},
		{"an Off-Shore bank stake, in words", offshore, container.Move{Type: container.CallBank, Player: 1, Lot: "cash-1",
			Stake: []container.Stake{{District: "factory", Color: container.Yellow, Price: 2}}},
			"you called the bank: 1 container (a yellow container at $2 from the factory) on cash lot I"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := view.Own(tc.s, tc.m); got != tc.want {
				t.Errorf("Own = %q, want %q", got, tc.want)
			}
		})
	}
}
