package container

import (
	"testing"
)

// TestSailHarborEventOrder (README walk, finding 8): sailing to an
// opponent's harbor and buying there on arrival tells the sail first and
// the purchase after it, in both editions ("Bob sailed to Ann's harbor",
// then "Bob loaded 1 container from Ann's ... for $3"): the ship
// arrives before it buys (classic rules "Sail to a player's harbor and buy
// containers"; Off-Shore actions text "Sail", "Anchor actions").
func TestSailHarborEventOrder(t *testing.T) {
	for _, edition := range []string{EditionClassic, EditionOffshore} {
		s, _, err := Setup([]string{"Ann", "Bob", "Cleo"}, Options{Edition: edition, DealCards: true}, 3)
		if err != nil {
			t.Fatal(err)
		}
		me := s.Current
		h := (me + 1) % 3
		c := s.Players[h].Factories[0]
		s.Players[h].WarehouseStore = []Lot{{Color: c, Price: 3}}
		s.Players[me].Ship = Ship{At: OpenSea}
		_, ev, err := Apply(s, Move{Type: SailHarbor, Player: me, From: h, Buy: []Purchase{{Color: c, Price: 3}}})
		if err != nil {
			t.Fatalf("%s: %v", edition, err)
		}
		if len(ev) < 2 || ev[0].Kind != "sail" || ev[1].Kind != "ship_buy" {
			t.Fatalf("%s: events %+v", edition, ev)
		}
		want := s.Players[me].Name + " sailed to " + s.Players[h].Name + "'s harbor"
		if ev[0].Text != want {
			t.Errorf("%s: first event %q, want %q", edition, ev[0].Text, want)
		}
	}
}
