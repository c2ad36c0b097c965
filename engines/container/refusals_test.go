package container

import (
	"errors"
	"strings"
	"testing"
)

// TestRuleRefusals lists every rule that refuses a move, with the section
// of container.txt the refusal must cite (RuleError.Rule) and a part of its
// reason. Each row starts from fixture(t, 3) (Ann, Bob, Cat; Ann's first
// turn) changed by edit. The refusal must return no state, leave the input
// unchanged and be a *RuleError.
func TestRuleRefusals(t *testing.T) {
	none := func(*State) {}
	inAuction := func(s *State) {
		putCargo(t, s, ann, counts(Tan, 1))
		s.Players[ann].Ship.At = Island
		n := apply(t, s, Move{Type: SailSea, Player: ann})
		n = apply(t, n, Move{Type: SailIsland, Player: ann})
		*s = *n
	}
	decided := func(s *State) {
		inAuction(s)
		*s = *applyAll(t, s, bid(bob, 4), bid(cat, 2))
	}
	over := func(s *State) { s.Phase, s.EndTriggered, s.ActionsLeft = Over, true, 0 }
	tests := []struct {
		name    string
		edit    func(*State)
		move    Move
		section string
		reason  string
	}{
		// "Your turn": two actions; only the current player acts.
		{"not your turn", none, Move{Type: BuyWarehouse, Player: bob}, "Your turn", "it is Ann's turn, not Bob's"},
		{"third action", func(s *State) { s.ActionsLeft = 0 }, Move{Type: BuyWarehouse, Player: ann}, "Your turn", "taken both actions"},
		{"pass on another's turn", none, Move{Type: EndTurn, Player: cat}, "Pass", "it is Ann's turn"},
		// "Buy a factory".
		{"factory of an owned colour", none, Move{Type: BuyFactory, Player: ann, Color: Orange}, "Buy a factory", "never two of the same colour"},
		{"fifth factory", func(s *State) {
			for _, c := range []Color{Brown, White, Tan} {
				giveFactory(s, ann, c)
			}
		}, Move{Type: BuyFactory, Player: ann, Color: Black}, "Buy a factory", "already owns 4 factories"},
		{"factory too dear", func(s *State) { s.Players[ann].Cash = 5 }, Move{Type: BuyFactory, Player: ann, Color: Tan}, "Buy a factory", "costs $6 and Ann has $5"},
		{"no factory tiles", func(s *State) { s.FactoryTiles[Tan] = 0 }, Move{Type: BuyFactory, Player: ann, Color: Tan}, "Buy a factory", "no tan factories are left"},
		// "Buy a warehouse".
		{"sixth warehouse", func(s *State) { setWarehouses(s, ann, 5) }, Move{Type: BuyWarehouse, Player: ann}, "Buy a warehouse", "already owns 5 warehouses"},
		{"warehouse too dear", func(s *State) { s.Players[ann].Cash = 3 }, Move{Type: BuyWarehouse, Player: ann}, "Buy a warehouse", "costs $4 and Ann has $3"},
		// "Produce containers".
		{"produce twice", func(s *State) { s.Produced = true }, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))}, "Produce containers", "once per turn"},
		{"produce too few", func(s *State) { giveFactory(s, ann, Brown) }, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))}, "Produce containers", "must produce 2"},
		{"reprice without producing", none, Move{Type: Produce, Player: ann, Reprice: []Reprice{{Orange, 2, 3}}}, "Produce containers", "must produce 1"},
		{"produce when impossible", func(s *State) { exhaust(s, Orange) }, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))}, "Produce containers", "only repricing is possible"},
		{"reprice-only with nothing", func(s *State) { exhaust(s, Orange) }, Move{Type: Produce, Player: ann}, "Produce containers", "no repricing was given"},
		{"produce a colour not owned", none, Move{Type: Produce, Player: ann, Lots: lots(lot(Brown, 1))}, "Produce containers", "no brown factory"},
		{"produce at $5", none, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 5))}, "Produce containers", "$1-$4, not $5"},
		{"produce without $1", func(s *State) { s.Players[ann].Cash = 0 }, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))}, "Produce containers", "take a loan first"},
		// "Buy containers for your warehouse store".
		{"stock from own store", none, Move{Type: StockWarehouse, Player: ann, From: ann, Buy: []Purchase{{Orange, 2, 3}}}, "Buy containers for your warehouse store", "never from your own"},
		{"stock beyond warehouses", func(s *State) { putFactory(t, s, bob, lot(Brown, 1)) },
			Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Brown, 1, 3}, {Brown, 2, 3}}}, "Buy containers for your warehouse store", "room for 1 more"},
		{"stock priced at $7", none, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Brown, 2, 7}}}, "Buy containers for your warehouse store", "$2 to $6, not $7"},
		{"stock a container not there", none, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Tan, 2, 3}}}, "Buy containers for your warehouse store", "no tan container at $2"},
		{"stock nothing", none, Move{Type: StockWarehouse, Player: ann, From: bob}, "Buy containers for your warehouse store", "nothing to buy or reprice"},
		// "Sail to a player's harbor and buy containers".
		{"sail to own harbor", none, Move{Type: SailHarbor, Player: ann, From: ann}, "Sail to a player's harbor and buy containers", "never its own"},
		{"sail from a harbor", func(s *State) { s.Players[ann].Ship = Ship{At: Harbor, Harbor: cat} }, Move{Type: SailHarbor, Player: ann, From: bob}, "Sail to a player's harbor and buy containers", "from the open sea"},
		{"harbor taken", func(s *State) { s.Players[cat].Ship = Ship{At: Harbor, Harbor: bob} }, Move{Type: SailHarbor, Player: ann, From: bob}, "Sail to a player's harbor and buy containers", "one ship per harbor"},
		{"ship over 5", func(s *State) {
			putCargo(t, s, ann, counts(Tan, 5))
			putWarehouse(t, s, bob, lot(Black, 2))
		}, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Color: Black, Price: 2}}}, "Sail to a player's harbor and buy containers", "room for 0 more (at most 5)"},
		{"buy at a harbor not begun in", func(s *State) { s.Players[ann].Ship = Ship{At: Harbor, Harbor: bob} },
			Move{Type: BuyAtHarbor, Player: ann, Buy: []Purchase{{Color: Tan, Price: 2}}}, "Sail to a player's harbor and buy containers", "begun the turn in that harbor"},
		// "Sail to the open sea", "Sail to the island (auction)".
		{"sail to the sea from the sea", none, Move{Type: SailSea, Player: ann}, "Sail to the open sea", "already in the open sea"},
		{"auction an empty ship", none, Move{Type: SailIsland, Player: ann}, "Sail to the island (auction)", "empty ship"},
		{"sail to the island from a harbor", func(s *State) {
			putCargo(t, s, ann, counts(Tan, 1))
			s.Players[ann].Ship.At, s.Players[ann].Ship.Harbor = Harbor, bob
		}, Move{Type: SailIsland, Player: ann}, "Sail to the island (auction)", "from the open sea"},
		// "Domestic sale".
		{"domestic sale on the first turn", none, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Orange, 2))}, "Domestic sale", "first turn"},
		{"domestic sale twice", func(s *State) { s.Players[ann].Turns, s.DomesticSold = 2, true }, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Orange, 2))}, "Domestic sale", "once per turn"},
		{"domestic sale from the warehouse first", func(s *State) {
			s.Players[ann].Turns = 2
			putWarehouse(t, s, ann, lot(Tan, 3))
		}, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Tan, 3))}, "Domestic sale", "factory store has no tan@3"},
		// "Loans".
		{"third loan", func(s *State) { setLoans(s, bob, 2) }, Move{Type: TakeLoan, Player: bob}, "Loans", "already has 2 loans"},
		{"repay on another's turn", func(s *State) { setLoans(s, bob, 1) }, Move{Type: RepayLoan, Player: bob}, "Loans", "own turn"},
		{"repay without a loan", none, Move{Type: RepayLoan, Player: ann}, "Loans", "no loan to repay"},
		{"repay without $10", func(s *State) { setLoans(s, ann, 1); s.Players[ann].Cash = 9 }, Move{Type: RepayLoan, Player: ann}, "Loans", "costs $10 and Ann has $9"},
		// "The island auction".
		{"bid with no auction", none, bid(bob, 1), "The island auction", "no island auction"},
		{"seller bids", inAuction, bid(ann, 1), "The island auction", "the seller does not bid"},
		{"bid above capacity", inAuction, bid(bob, 41), "The island auction", "more than the 40"},
		{"bid twice", func(s *State) { inAuction(s); *s = *apply(t, s, bid(bob, 1)) }, bid(bob, 2), "The island auction", "already sealed"},
		{"action during an auction", inAuction, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))}, "The island auction", "settled first"},
		{"pass during an auction", inAuction, Move{Type: EndTurn, Player: ann}, "The island auction", "settled first"},
		{"accept too early", inAuction, Move{Type: Accept, Player: ann}, "The island auction", "not known yet"},
		{"bidder accepts", decided, Move{Type: Accept, Player: bob}, "The island auction", "only the seller"},
		{"pick without a tie", decided, Move{Type: PickWinner, Player: ann, Winner: bob}, "The island auction", "no remaining tie"},
		{"reject without means", func(s *State) {
			decided(s)
			s.Players[ann].Cash = 0
			setLoans(s, ann, 2)
		}, Move{Type: Reject, Player: ann}, "The island auction", "accept the bid"},
		// "End of the game".
		{"act after the end", over, Move{Type: BuyWarehouse, Player: ann}, "End of the game", "the game is over"},
		{"loan after the end", over, Move{Type: TakeLoan, Player: bob}, "End of the game", "the game is over"},
		// "End-game scoring": value cards.
		{"change a dealt card", none, Move{Type: SetCard, Player: ann, Card: 3}, "End-game scoring", "dealt the value cards"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fixture(t, 3)
			tc.edit(s)
			refused(t, s, tc.move, tc.reason)
			_, _, err := Apply(s, tc.move)
			var re *RuleError
			if !errors.As(err, &re) {
				t.Fatalf("%v is not a *RuleError", err)
			}
			if re.Rule != "container.txt, "+tc.section {
				t.Fatalf("cites %q, want section %q", re.Rule, tc.section)
			}
			if !strings.HasSuffix(err.Error(), "(rules: "+tc.section+")") {
				t.Fatalf("message %q does not end with the rule as read at the table", err)
			}
		})
	}
}

// TestRefusalsReadAtTheTable (issue 13, item 14): a refusal names its rule
// as players look it up, not by a rules file's name: "rules: Loans" for
// the classic rules, "Off-Shore rules: ..." with the rulebook's pages for
// the Off-Shore edition (the actions text and the notes cite them). The
// precise citation stays in RuleError.Rule.
func TestRefusalsReadAtTheTable(t *testing.T) {
	classic := fixture(t, 3)
	setLoans(classic, ann, 2)
	off := offFixture(t, 3)
	off.CalledBank = true
	tests := []struct {
		name string
		s    *State
		m    Move
		want string
	}{
		{"classic loan", classic, Move{Type: TakeLoan, Player: ann}, "(rules: Loans)"},
		{"off-shore notes", off, Move{Type: CallBank, Player: ann, Lot: "container-1", Amount: 1}, "(Off-Shore rules: Your turn, p. 6)"},
		{"off-shore build", offFixture(t, 3), Move{Type: BuyFactory, Player: ann, Color: Blue}, "(Off-Shore rules: Build, p. 8)"},
	}
	for _, tc := range tests {
		_, _, err := Apply(tc.s, tc.m)
		if err == nil {
			t.Fatalf("%s: accepted", tc.name)
		}
		if !strings.HasSuffix(err.Error(), tc.want) {
			t.Errorf("%s: %q, want it to end %q", tc.name, err, tc.want)
		}
		if strings.Contains(err.Error(), ".txt") || strings.Contains(err.Error(), ".md") {
			t.Errorf("%s: %q names a rules file", tc.name, err)
		}
	}
	for rule, want := range map[string]string{
		"container.txt, Loans":                                   "rules: Loans",
		"container-offshore-edition-notes.md, Off-Shore Bank":    "Off-Shore rules: Off-Shore Bank, pp. 2, 12-15",
		"container-offshore-edition-actions.txt, Anchor actions": "Off-Shore rules: Anchor actions",
		PlayerLoansRule: "Off-Shore rules: Bluffing (Player Loans)",
	} {
		if got := Cite(rule); got != want {
			t.Errorf("Cite(%q) = %q, want %q", rule, got, want)
		}
	}
}

// TestShortOfCashSaysWhatIsPossible (issue 13, item 14): a player short of
// cash is told to take a loan only when one can be taken (at most 2,
// container.txt and the Off-Shore notes, "Loans"); with 2 loans the
// refusal says so and what can be done instead.
func TestShortOfCashSaysWhatIsPossible(t *testing.T) {
	broke := fixture(t, 3)
	broke.Players[ann].Cash = 3
	maxed := broke.Clone()
	setLoans(maxed, ann, 2)
	off := offFixture(t, 3)
	off.Players[ann].Cash = 3
	setLoans(off, ann, 2)
	tests := []struct {
		name string
		s    *State
		m    Move
		want string
	}{
		{"a loan is possible", broke, Move{Type: BuyFactory, Player: ann, Color: Brown}, "take a loan first"},
		{"two loans", maxed, Move{Type: BuyFactory, Player: ann, Color: Brown}, "Ann already has 2 loans, the most allowed: choose something that costs at most $3"},
		{"bank bid, two loans", off, Move{Type: CallBank, Player: ann, Lot: "container-1", Amount: 5}, "Ann already has 2 loans, the most allowed: bid at most $3"},
	}
	for _, tc := range tests {
		_, _, err := Apply(tc.s, tc.m)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
		if tc.s != broke && err != nil && strings.Contains(err.Error(), "take a loan") {
			t.Errorf("%s: %v tells a player with 2 loans to take one", tc.name, err)
		}
	}
}
