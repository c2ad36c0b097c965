package container

import (
	"strings"
	"testing"
)

// TestOffshoreCallBankThenEndingProduce: notes, "Off-Shore Bank": "No Call
// Bank on a turn in which you won a bank auction, nor on the turn that
// triggers the game end." The pair is forbidden in either order: a Call
// Bank after the Produce that empties a second colour is refused (the
// existing check), and so is the Produce that empties it after a Call Bank
// the same turn; the refusal names the rule. A Produce that leaves the
// supply with one empty colour stays allowed after a Call Bank.
func TestOffshoreCallBankThenEndingProduce(t *testing.T) {
	s := offFixture(t, 3)
	exhaust(s, Green)
	s.Removed[Blue] += s.Supply[Blue] - 1
	s.Supply[Blue] = 1 // Ann's factory makes the last blue: a second empty colour
	called := apply(t, s, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1})
	refused(t, called, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))}, "no Call Bank on the turn that triggers the game end")
	refused(t, called, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))}, note("Off-Shore Bank"))

	// The other order, as before.
	produced := apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))})
	refused(t, produced, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1}, "triggers the game end")

	// With blue's supply at 2 the Produce ends nothing and is accepted.
	calm := offFixture(t, 3)
	exhaust(calm, Green)
	calm.Removed[Blue] += calm.Supply[Blue] - 2
	calm.Supply[Blue] = 2
	calm = apply(t, calm, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1})
	if n := apply(t, calm, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))}); n.EndTriggered {
		t.Error("one empty colour triggered the end")
	}
}

// TestCountAndArticle: the words helpers say "1 container", "2
// containers", "0 loans", "1 factory", "3 factories", "an orange", "a tan"
// (issue 13, item 14: no "1 container(s)", no "a orange").
func TestCountAndArticle(t *testing.T) {
	tests := []struct{ got, want string }{
		{Count(1, "container"), "1 container"},
		{Count(2, "container"), "2 containers"},
		{Count(0, "loan"), "0 loans"},
		{Count(1, "factory", "factories"), "1 factory"},
		{Count(3, "factory", "factories"), "3 factories"},
		{WithArticle("orange"), "an orange"},
		{WithArticle("tan"), "a tan"},
		{WithArticle("yellow"), "a yellow"},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%q, want %q", tc.got, tc.want)
		}
	}
}

// TestEventWordsOneOfAKind (issue 13, item 14): the log says "1 container",
// "1 loan", "an orange" (container.txt's colours; one of a kind is
// singular), in both editions.
func TestEventWordsOneOfAKind(t *testing.T) {
	s := fixture(t, 3)
	s.Players[ann].Turns = 2
	putWarehouse(t, s, bob, lot(Tan, 3))
	offshore := offFixture(t, 3)
	putWarehouse(t, offshore, bob, lot(Red, 3))
	withLoan := fixture(t, 3)
	setLoans(withLoan, bob, 1)
	withLoan.Players[bob].Cash = 20
	holding := offFixture(t, 3)
	holding.Players[ann].Holding = counts(Blue, 1)
	holding.Supply[Blue]--
	tests := []struct {
		name string
		s    *State
		m    Move
		want string
	}{
		{"classic stock", s, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Color: Brown, Price: 2, To: 4}}}, "Ann bought 1 container from Bob's factory store for $2"},
		{"classic sail", s, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Color: Tan, Price: 3}}}, "Ann loaded 1 container from Bob's warehouse store for $3"},
		{"domestic sale", s, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Orange, 2))}, "Ann returned an orange container"},
		{"interest", withLoan, Move{Type: EndTurn, Player: ann}, "Bob paid $1 interest on 1 loan"},
		{"offshore purchase", offshore, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Color: Yellow, Price: 2, To: 5}}}, "Ann bought 1 container from Bob's factory for $2"},
		{"offshore harbor", offshore, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Color: Red, Price: 3}}}, "Ann loaded 1 container from Bob's harbor for $3"},
		{"bank stake", offshore, Move{Type: CallBank, Player: ann, Lot: "cash-1", Stake: []Stake{{District: DistrictFactory, Color: Blue, Price: 2}}}, "with 1 container"},
		{"sail bank", holding, Move{Type: SailBank, Player: ann, Load: []Color{Blue}}, "loaded 1 container from the holding area"},
	}
	for _, tc := range tests {
		if tc.name == "sail bank" {
			tc.s.Players[ann].Ship.At = OpenSea
		}
		got := eventTexts(t, tc.s, tc.m)
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s: %q lacks %q", tc.name, got, tc.want)
		}
		if strings.Contains(got, "(s)") {
			t.Errorf("%s: %q says (s)", tc.name, got)
		}
	}
}
