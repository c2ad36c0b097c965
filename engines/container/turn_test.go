package container

import (
	"strings"
	"testing"
)

func TestLoans(t *testing.T) {
	// container.txt, "Loans": $10, at most 2, any player at any time (not an
	// action); repaying $10 only during your own turn.
	s := fixture(t, 3)
	n := apply(t, s, Move{Type: TakeLoan, Player: ann})
	eqInt(t, "Ann's cash", n.Players[ann].Cash, 30)
	eqInt(t, "Ann's loans", n.Players[ann].Loans, 1)
	eqInt(t, "loan supply", n.LoanSupply, 5)
	eqInt(t, "actions left", n.ActionsLeft, 2)
	n = apply(t, n, Move{Type: TakeLoan, Player: ann})
	eqInt(t, "Ann's cash", n.Players[ann].Cash, 40)
	refused(t, n, Move{Type: TakeLoan, Player: ann}, "already has 2 loans")
	// Bob on Ann's turn.
	b := apply(t, s, Move{Type: TakeLoan, Player: bob})
	eqInts(t, "cash", cashOf(b), []int{20, 30, 20})
	// Bob may not repay on Ann's turn.
	refused(t, b, Move{Type: RepayLoan, Player: bob}, "only during one's own turn")
	// Ann repays: -$10, loan back to the supply, no action used.
	r := apply(t, n, Move{Type: RepayLoan, Player: ann})
	eqInt(t, "Ann's cash", r.Players[ann].Cash, 30)
	eqInt(t, "Ann's loans", r.Players[ann].Loans, 1)
	eqInt(t, "loan supply", r.LoanSupply, 5)
	eqInt(t, "actions left", r.ActionsLeft, 2)
	refused(t, s, Move{Type: RepayLoan, Player: ann}, "no loan to repay")
	poor := n.Clone()
	poor.Players[ann].Cash = 9
	refused(t, poor, Move{Type: RepayLoan, Player: ann}, "costs $10 and Ann has $9")
	// During an island auction: a bidder takes a loan.
	putCargo(t, s, ann, counts(Tan, 1))
	a := apply(t, s, Move{Type: SailIsland, Player: ann})
	a = apply(t, a, Move{Type: TakeLoan, Player: cat})
	eqInt(t, "Cat's cash", a.Players[cat].Cash, 30)
	eqInt(t, "Cat's bid limit (cash + 1 more loan)", a.BidLimit(cat), 40)
}

// interestFixture is Bob about to begin his turn: Ann ends hers.
func interestFixture(t *testing.T) *State {
	s := fixture(t, 3)
	emptyFactory(s, bob)
	return s
}

func endAnn(t *testing.T, s *State) *State {
	t.Helper()
	mustHold(t, s)
	n := apply(t, s, Move{Type: EndTurn, Player: ann})
	if n.Current != bob {
		t.Fatal("not Bob's turn")
	}
	return n
}

func TestInterest(t *testing.T) {
	// container.txt, "Loans": $1 per loan at the start of each turn.
	s := interestFixture(t)
	setLoans(s, bob, 2)
	n := endAnn(t, s)
	eqInt(t, "Bob's cash", n.Players[bob].Cash, 18)
	eqInt(t, "Bob's loans", n.Players[bob].Loans, 2)
	eqInt(t, "Ann's cash (no interest, no loans)", n.Players[ann].Cash, 20)

	// Exactly enough: $2 for 2 loans leaves $0, nothing seized.
	s = interestFixture(t)
	setLoans(s, bob, 2)
	s.Players[bob].Cash = 2
	putIsland(t, s, bob, counts(Tan, 1))
	n = endAnn(t, s)
	eqInt(t, "Bob's cash", n.Players[bob].Cash, 0)
	eqInt(t, "Bob's island", n.Players[bob].Island.Total(), 1)
}

func TestSeizure(t *testing.T) {
	// container.txt, "Loans": "If you can't pay the interest, the bank seizes
	// goods for each loan in default, in this order: 1 container from your
	// island; if you have none there, 2 containers from your warehouse
	// store; any container it can't seize there is taken from your factory
	// store instead. (If you have exactly one container in play, the bank
	// seizes only that one.)" Seized containers are removed from the game.
	t.Run("island: 1 per unpaid loan", func(t *testing.T) {
		s := interestFixture(t)
		setLoans(s, bob, 2)
		s.Players[bob].Cash = 0
		putIsland(t, s, bob, counts(Tan, 2, Black, 1))
		putWarehouse(t, s, bob, lot(Orange, 3))
		n := endAnn(t, s)
		eqInt(t, "Bob's island", n.Players[bob].Island.Total(), 1)
		eqInt(t, "removed", n.Removed.Total(), 2)
		eqInt(t, "Bob's loans (still owed)", n.Players[bob].Loans, 2)
		eqInt(t, "warehouse store untouched", len(n.Players[bob].WarehouseStore), 1)
		for _, c := range Colors {
			if n.Players[bob].Island[c]+n.Removed[c] != s.Players[bob].Island[c] {
				t.Fatalf("%s seized from elsewhere", c)
			}
		}
	})
	t.Run("partial payment", func(t *testing.T) {
		// $1 pays one loan's interest; the other loan is in default.
		s := interestFixture(t)
		setLoans(s, bob, 2)
		s.Players[bob].Cash = 1
		putIsland(t, s, bob, counts(Tan, 3))
		n := endAnn(t, s)
		eqInt(t, "Bob's cash", n.Players[bob].Cash, 0)
		eqInt(t, "Bob's island", n.Players[bob].Island[Tan], 2)
		eqInt(t, "removed tan", n.Removed[Tan], 1)
	})
	t.Run("island runs out: next loan takes from the stores", func(t *testing.T) {
		s := interestFixture(t)
		setLoans(s, bob, 2)
		s.Players[bob].Cash = 0
		putIsland(t, s, bob, counts(Black, 1))
		putWarehouse(t, s, bob, lot(Tan, 3))
		setWarehouses(s, bob, 3)
		putWarehouse(t, s, bob, lot(Tan, 4), lot(Orange, 2))
		n := endAnn(t, s)
		eqInt(t, "Bob's island", n.Players[bob].Island.Total(), 0)
		eqInt(t, "Bob's warehouse store", len(n.Players[bob].WarehouseStore), 1)
		eqInt(t, "removed", n.Removed.Total(), 3)
	})
	t.Run("warehouse store: 2 per loan", func(t *testing.T) {
		s := interestFixture(t)
		setLoans(s, bob, 1)
		s.Players[bob].Cash = 0
		setWarehouses(s, bob, 3)
		putWarehouse(t, s, bob, lot(Tan, 3), lot(Black, 4), lot(Black, 5))
		putFactory(t, s, bob, lot(Brown, 2))
		n := endAnn(t, s)
		eqInt(t, "Bob's warehouse store", len(n.Players[bob].WarehouseStore), 1)
		eqLots(t, "factory store untouched", n.Players[bob].FactoryStore, lots(lot(Brown, 2)))
		eqInt(t, "removed", n.Removed.Total(), 2)
		eqInt(t, "Bob's loans", n.Players[bob].Loans, 1)
	})
	t.Run("shortfall from the factory store", func(t *testing.T) {
		s := interestFixture(t)
		setLoans(s, bob, 1)
		s.Players[bob].Cash = 0
		putWarehouse(t, s, bob, lot(Tan, 3))
		putFactory(t, s, bob, lot(Brown, 2), lot(Brown, 3))
		n := endAnn(t, s)
		eqLots(t, "warehouse store", n.Players[bob].WarehouseStore, nil)
		eqInt(t, "factory store", len(n.Players[bob].FactoryStore), 1)
		eqInt(t, "removed tan", n.Removed[Tan], 1)
		eqInt(t, "removed brown", n.Removed[Brown], 1)
	})
	t.Run("exactly one container", func(t *testing.T) {
		s := interestFixture(t)
		setLoans(s, bob, 1)
		s.Players[bob].Cash = 0
		putFactory(t, s, bob, lot(Brown, 2))
		n := endAnn(t, s)
		eqLots(t, "factory store", n.Players[bob].FactoryStore, nil)
		eqInt(t, "removed brown", n.Removed[Brown], 1)
		eqInt(t, "Bob's loans", n.Players[bob].Loans, 1)
		eqInt(t, "Bob's warehouses", n.Players[bob].Warehouses, 1)
	})
	// "If you have no containers at all, the bank seizes a warehouse or a
	// factory (your 2 starting pieces can never be seized) — that asset pays
	// off the loan, which is returned."
	t.Run("no containers: a bought warehouse", func(t *testing.T) {
		s := interestFixture(t)
		setLoans(s, bob, 1)
		s.Players[bob].Cash = 0
		setWarehouses(s, bob, 2)
		n := endAnn(t, s)
		eqInt(t, "Bob's warehouses", n.Players[bob].Warehouses, 1)
		eqInt(t, "warehouse supply", n.Warehouses, s.Warehouses+1)
		eqInt(t, "Bob's loans (paid off)", n.Players[bob].Loans, 0)
		eqInt(t, "loan supply", n.LoanSupply, s.LoanSupply+1)
		eqInt(t, "Bob's cash", n.Players[bob].Cash, 0)
	})
	t.Run("no containers: a bought factory", func(t *testing.T) {
		s := interestFixture(t)
		setLoans(s, bob, 1)
		s.Players[bob].Cash = 0
		giveFactory(s, bob, Tan)
		n := endAnn(t, s)
		if len(n.Players[bob].Factories) != 1 || n.Players[bob].Factories[0] != Brown {
			t.Fatalf("Bob's factories %v, want the starting brown one only", n.Players[bob].Factories)
		}
		eqInt(t, "tan tiles", n.FactoryTiles[Tan], 5)
		eqInt(t, "Bob's loans (paid off)", n.Players[bob].Loans, 0)
	})
	t.Run("no containers: two loans, two assets", func(t *testing.T) {
		s := interestFixture(t)
		setLoans(s, bob, 2)
		s.Players[bob].Cash = 0
		giveFactory(s, bob, Tan)
		setWarehouses(s, bob, 3)
		n := endAnn(t, s)
		seized := (3 - n.Players[bob].Warehouses) + (2 - len(n.Players[bob].Factories))
		eqInt(t, "assets seized", seized, 2)
		eqInt(t, "Bob's loans", n.Players[bob].Loans, 0)
	})
	t.Run("only starting pieces: nothing seizable", func(t *testing.T) {
		s := interestFixture(t)
		setLoans(s, bob, 2)
		s.Players[bob].Cash = 0
		n := endAnn(t, s)
		eqInt(t, "Bob's warehouses", n.Players[bob].Warehouses, 1)
		eqInt(t, "Bob's factories", len(n.Players[bob].Factories), 1)
		eqInt(t, "Bob's loans (still owed)", n.Players[bob].Loans, 2)
	})
	t.Run("ship cargo is not seized", func(t *testing.T) {
		// The engine's reading (an open question, /tmp/engine-fixes.txt):
		// the order names the island and the stores, never the ship.
		s := interestFixture(t)
		setLoans(s, bob, 1)
		s.Players[bob].Cash = 0
		setWarehouses(s, bob, 2)
		putCargo(t, s, bob, counts(Tan, 2))
		n := endAnn(t, s)
		eqInt(t, "Bob's cargo", n.Players[bob].Ship.Cargo.Total(), 2)
		eqInt(t, "Bob's warehouses", n.Players[bob].Warehouses, 1)
		eqInt(t, "Bob's loans", n.Players[bob].Loans, 0)
	})
	t.Run("seizure is repeatable from the seed", func(t *testing.T) {
		s := interestFixture(t)
		setLoans(s, bob, 2)
		s.Players[bob].Cash = 0
		putIsland(t, s, bob, counts(Orange, 1, Tan, 1, Black, 1))
		a, b := endAnn(t, s), endAnn(t, s)
		if a.Players[bob].Island != b.Players[bob].Island {
			t.Fatal("seizure differs between two replays")
		}
	})
}

func TestGameEnd(t *testing.T) {
	// container.txt, "End of the game": the game ends when the supply of a
	// second colour runs out; the current player finishes the turn.
	endFixture := func() *State {
		s := fixture(t, 3)
		exhaust(s, Tan)
		// Leave one orange in the supply.
		s.Removed[Orange] += s.Supply[Orange] - 1
		s.Supply[Orange] = 1
		return s
	}
	s := endFixture()
	if s.EndTriggered || s.Exhausted() != 1 {
		t.Fatal("one exhausted colour must not end the game")
	}
	n := apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))})
	if !n.EndTriggered || n.Phase != Actions || n.Current != ann || n.ActionsLeft != 1 {
		t.Fatalf("after the trigger: ended %v phase %s current %d actions %d", n.EndTriggered, n.Phase, n.Current, n.ActionsLeft)
	}
	// Ann finishes her turn: a second action, then end_turn ends the game.
	n = apply(t, n, Move{Type: BuyWarehouse, Player: ann})
	o := apply(t, n, Move{Type: EndTurn, Player: ann})
	if o.Phase != Over || o.Current != ann || o.ActionsLeft != 0 {
		t.Fatalf("phase %s current %d", o.Phase, o.Current)
	}
	eqInt(t, "turns begun", o.Turn, n.Turn)
	// Nothing more happens once the game is over.
	refused(t, o, Move{Type: EndTurn, Player: ann}, "the game is over")
	refused(t, o, Move{Type: BuyWarehouse, Player: ann}, "the game is over")
	refused(t, o, Move{Type: TakeLoan, Player: bob}, "the game is over")
	refused(t, o, Move{Type: RepayLoan, Player: ann}, "the game is over")
	res, err := o.FinalScore()
	if err != nil || len(res.Players) != 3 {
		t.Fatalf("final score: %v", err)
	}

	// The trigger turn ends by sailing to the island: the game is over when
	// the auction resolves.
	s = endFixture()
	putCargo(t, s, ann, counts(Black, 2))
	n = applyAll(t, s,
		Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))},
		Move{Type: SailIsland, Player: ann},
		Move{Type: Bid, Player: bob, Amount: 3},
		Move{Type: Bid, Player: cat, Amount: 1},
		Move{Type: Accept, Player: ann})
	if n.Phase != Over || n.Players[bob].Island[Black] != 2 {
		t.Fatalf("phase %s, Bob's island %v", n.Phase, n.Players[bob].Island)
	}
	// A domestic sale that refills a colour does not undo the trigger.
	s = endFixture()
	s.Players[ann].Turns = 2
	n = applyAll(t, s,
		Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))},
		Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Orange, 1))})
	if !n.EndTriggered || n.Exhausted() != 1 {
		t.Fatalf("ended %v exhausted %d", n.EndTriggered, n.Exhausted())
	}
	if o := apply(t, n, Move{Type: EndTurn, Player: ann}); o.Phase != Over {
		t.Fatal("the game did not end")
	}

	// The engine counts colours empty now, not colours that ever ran out
	// (an open question, /tmp/engine-fixes.txt): tan ran out, a domestic
	// sale put one tan back, then orange runs out: only one colour is
	// empty, so the game goes on.
	s = endFixture()
	s.Players[ann].Turns = 2
	emptyFactory(s, ann) // her orange@2 goes back: keep the supply at 1
	s.Supply[Orange]--
	s.Removed[Orange]++
	s.Removed[Tan]-- // one tan in her warehouse store instead
	s.Players[ann].WarehouseStore = []Lot{lot(Tan, 3)}
	mustHold(t, s)
	n = applyAll(t, s,
		Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Tan, 3))},
		Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))})
	if n.EndTriggered || n.Exhausted() != 1 || n.Supply[Orange] != 0 || n.Supply[Tan] != 1 {
		t.Fatalf("ended %v exhausted %d supply %v", n.EndTriggered, n.Exhausted(), n.Supply)
	}
}

func TestSetCard(t *testing.T) {
	// container-notes.md: players may enter their physical card by number.
	s := fixture(t, 3)
	refused(t, s, Move{Type: SetCard, Player: ann, Card: 2}, "dealt the value cards")
	s.DealtCards = false
	for i := range s.Players {
		s.Players[i].Card = 0
	}
	refused(t, s, Move{Type: SetCard, Player: ann, Card: 0}, "numbered 1 to 5")
	refused(t, s, Move{Type: SetCard, Player: ann, Card: 6}, "numbered 1 to 5")
	n := apply(t, s, Move{Type: SetCard, Player: bob, Card: 4})
	if got := n.MissingCards(); len(got) != 2 || got[0] != "Ann" || got[1] != "Cat" {
		t.Fatalf("missing cards %v", got)
	}
	// Scoring needs the game over and every card.
	if _, err := n.FinalScore(); err == nil {
		t.Fatal("scored a game that is not over")
	}
	n.Phase, n.EndTriggered = Over, true
	if _, err := n.FinalScore(); err == nil || err.Error() != "value cards still to enter: Ann and Cat" {
		t.Fatalf("missing cards error: %v", err)
	}
	// Cards may still be entered once the game is over.
	n = applyAll(t, n, Move{Type: SetCard, Player: ann, Card: 1}, Move{Type: SetCard, Player: cat, Card: 5})
	if _, err := n.FinalScore(); err != nil {
		t.Fatal(err)
	}
}

// TestSetCardClashSettledWhenAllAreEntered: a physical value card is
// entered hidden, one player at a time, and a number another player
// already entered is not refused at entry: the refusal would tell the
// table who holds that card (container-notes.md: the cards are secret
// until scoring). Two players holding one card can only be a typo; it is
// found once every card is entered (CardClash), and scoring refuses it
// naming neither the card nor the players. Entering again mends it.
func TestSetCardClashSettledWhenAllAreEntered(t *testing.T) {
	s := fixture(t, 3)
	s.DealtCards = false
	for i := range s.Players {
		s.Players[i].Card = 0
	}
	n := applyAll(t, s, Move{Type: SetCard, Player: bob, Card: 4}, Move{Type: SetCard, Player: ann, Card: 4})
	if n.CardClash() {
		t.Error("a clash reported before every card is entered")
	}
	n = apply(t, n, Move{Type: SetCard, Player: cat, Card: 2})
	if !n.CardClash() {
		t.Fatal("Ann and Bob both entered card 4: no clash reported")
	}
	n.Phase, n.EndTriggered = Over, true
	_, err := n.FinalScore()
	if err == nil {
		t.Fatal("scored with two players on card 4")
	}
	for _, secret := range []string{"4", "Ann", "Bob"} {
		if strings.Contains(err.Error(), secret) {
			t.Errorf("the clash names %q: %v", secret, err)
		}
	}
	n = apply(t, n, Move{Type: SetCard, Player: ann, Card: 1})
	if n.CardClash() {
		t.Error("still a clash after Ann entered card 1")
	}
	if _, err := n.FinalScore(); err != nil {
		t.Fatal(err)
	}
}
