package container

import (
	"slices"
	"strings"
	"testing"
)

// TestOffshoreAllowed: the menu's move list in the fixture (Ann's first
// turn, ship in the ocean, one blue container at $2 in her factory, empty
// harbor, no cargo, $20). Produce is allowed (room for 1 more), Factory
// Purchase (opponents' factories hold containers), Sail to a harbor or the
// bank (from the ocean), Reprice (the factory holds a container), Call Bank,
// Build and a loan; not Harbor Purchase (not docked), the island (empty
// ship: assumed), the ocean (already there), loading (not at the bank),
// repaying (no loan).
func TestOffshoreAllowed(t *testing.T) {
	s := offFixture(t, 4)
	want := []MoveType{Produce, StockWarehouse, SailHarbor, SailBank, RepriceMove, CallBank, BuyFactory, BuyWarehouse, TakeLoan, EndTurn}
	if got := s.Allowed(); !slices.Equal(got, want) {
		t.Errorf("allowed %v, want %v", got, want)
	}
	// At the bank with 1 red in the holding area: loading is offered; a
	// second sail (to the ocean) too.
	s.Players[ann].Holding[Red] = 1
	s.Supply[Red]--
	s = apply(t, s, Move{Type: SailBank, Player: ann})
	got := s.Allowed()
	for _, mt := range []MoveType{LoadHolding, SailSea} {
		if !slices.Contains(got, mt) {
			t.Errorf("at the bank, %s is not allowed: %v", mt, got)
		}
	}
	if slices.Contains(got, SailBank) {
		t.Errorf("sailing to the bank from the bank is allowed: %v", got)
	}
}

// TestOffshoreBankMinBid: the smallest bid on each lot (notes, "Off-Shore
// Bank": at least $1 / 1 container more than the running bid).
func TestOffshoreBankMinBid(t *testing.T) {
	s := offFixture(t, 4)
	s = apply(t, s, Move{Type: CallBank, Player: ann, Lot: "container-1", Amount: 3})
	for _, tc := range []struct {
		lot  string
		want int
	}{{"container-1", 4}, {"container-2", 1}, {"cash-3", 1}} {
		if got := s.BankMinBid(tc.lot); got != tc.want {
			t.Errorf("%s: min bid %d, want %d", tc.lot, got, tc.want)
		}
	}
	a, ok := s.BankAuctionOn("container-1")
	if !ok || a.Holder != ann || a.Cash != 3 {
		t.Errorf("auction on container lot I: %+v %v", a, ok)
	}
}

// TestOffshoreDiscardChoices: the free tie at scoring (notes, "End and
// scoring"). Ann holds card 1 (white card: two-value white, $10 yellow, $6
// green, $4 red, $2 blue).
func TestOffshoreDiscardChoices(t *testing.T) {
	tests := []struct {
		name   string
		island Counts
		want   []Color
		best   Color
	}{
		{"blue and red tie: free; blue ($2) loses least", counts(Blue, 2, Red, 2, Yellow, 1), []Color{Blue, Red}, Blue},
		{"yellow and green tie: green ($6) loses least", counts(Yellow, 3, Green, 3), []Color{Yellow, Green}, Green},
		{"white (two-value) among the tied: forced, no choice", counts(White, 2, Red, 2), nil, 0},
		{"one most numerous colour: no choice", counts(Red, 3, Blue, 1), nil, 0},
		{"empty: no choice", Counts{}, nil, 0},
	}
	for _, tc := range tests {
		s := offFixture(t, 3)
		s.Players[ann].Island = tc.island
		got, best := s.DiscardChoices(ann)
		if !slices.Equal(got, tc.want) || best != tc.best {
			t.Errorf("%s: choices %v best %v, want %v best %v", tc.name, got, best, tc.want, tc.best)
		}
	}
}

// TestOffshorePlayerLoans: the Player Loans module (actions text,
// "Bluffing" [More]; terms assumed, offshore_loans.go). In a delivery
// auction Bob borrows $10 from Cat: Bob $20 -> $30, Cat $20 -> $10. It
// counts as one of his 2 loans: with a loan card too he can take no more.
// Bob pays it back on his own turn: $10 to Cat. One left unpaid at the
// end moves $10 from the borrower's money to the lender's at scoring.
func TestOffshorePlayerLoans(t *testing.T) {
	s := deliveryFixture(t)
	refused(t, s, Move{Type: PlayerLoan, Player: bob, From: cat}, "not in play")
	s.PlayerLoans = true
	refused(t, s, Move{Type: PlayerLoan, Player: bob, From: bob}, "another player")
	n := apply(t, s, Move{Type: PlayerLoan, Player: bob, From: cat})
	eqInt(t, "Bob's cash", n.Players[bob].Cash, 30)
	eqInt(t, "Cat's cash", n.Players[cat].Cash, 10)
	eqInt(t, "Bob owes Cat", n.Players[bob].Owes[cat], 10)
	eqInt(t, "Bob's bid limit", n.BidLimit(bob), 30)
	n = apply(t, n, Move{Type: TakeLoan, Player: bob})
	refused(t, n, Move{Type: TakeLoan, Player: bob}, "already has 2 loans")
	refused(t, n, Move{Type: PlayerLoan, Player: bob, From: dan}, "already has 2 loans")
	// Cat has $10 left after lending: she can lend once more, to Dan.
	n = apply(t, n, Move{Type: PlayerLoan, Player: dan, From: cat})
	refused(t, n, Move{Type: PlayerLoan, Player: ann, From: cat}, "cannot lend")
	// Outside an auction a player loan is refused.
	q := offFixture(t, 4)
	q.PlayerLoans = true
	refused(t, q, Move{Type: PlayerLoan, Player: bob, From: cat}, "middle of a delivery auction")
	// Paying back: Bob's own turn.
	q.Players[bob].Owes = map[int]int{cat: 10}
	q.Players[cat].Cash = 10
	q.Players[bob].Cash = 30
	refused(t, q, Move{Type: RepayPlayer, Player: bob, From: cat}, "turn")
	offBegin(q, bob)
	refused(t, q, Move{Type: RepayPlayer, Player: bob, From: dan}, "owes Dan nothing")
	p := apply(t, q, Move{Type: RepayPlayer, Player: bob, From: cat})
	eqInt(t, "Bob after paying back", p.Players[bob].Cash, 20)
	eqInt(t, "Cat after being paid", p.Players[cat].Cash, 20)
	if p.Players[bob].Owes != nil {
		t.Errorf("Bob still owes %v", p.Players[bob].Owes)
	}
	// Unpaid at the end: settled at face value in the scores.
	q.Phase, q.EndTriggered = Over, true
	res, err := q.FinalScore()
	if err != nil {
		t.Fatal(err)
	}
	eqInt(t, "Bob's scored cash", res.Players[bob].Cash, 20)
	eqInt(t, "Cat's scored cash", res.Players[cat].Cash, 20)
}

// TestOffshoreJournalColours: new Off-Shore journals name colours as the
// edition does; both names read back to the same move; a classic game
// writes and reads only the classic names.
func TestOffshoreJournalColours(t *testing.T) {
	m := Move{Type: CallBank, Player: 1, Lot: "cash-2", Stake: []Stake{{District: DistrictFactory, Color: Blue, Price: 2}, {District: DistrictHarbor, Color: Red, Price: 4}}}
	b, err := EncodeMove(Offshore, m)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"type":"call_bank","player":1,"lot":"cash-2","stake":[{"district":"factory","color":"blue","price":2},{"district":"harbor","color":"red","price":4}]}`
	if string(b) != want {
		t.Errorf("encoded %s\nwant    %s", b, want)
	}
	for _, raw := range []string{want, strings.NewReplacer(`"blue"`, `"orange"`, `"red"`, `"tan"`).Replace(want)} {
		got, err := DecodeMove(Offshore, []byte(raw))
		if err != nil {
			t.Fatalf("%s: %v", raw, err)
		}
		if !slices.Equal(got.Stake, m.Stake) {
			t.Errorf("%s read as %+v", raw, got.Stake)
		}
	}
	f := Move{Type: BuyFactory, Player: 0, Color: Yellow}
	if b, _ := EncodeMove(Offshore, f); string(b) != `{"type":"buy_factory","player":0,"color":"yellow"}` {
		t.Errorf("factory: %s", b)
	}
	if b, _ := EncodeMove(Classic, f); string(b) != `{"type":"buy_factory","player":0,"color":"brown"}` {
		t.Errorf("classic factory: %s", b)
	}
	if _, err := DecodeMove(Classic, []byte(`{"type":"buy_factory","player":0,"color":"yellow"}`)); err == nil {
		t.Error("a classic journal reads yellow")
	}
}
