package container

import "testing"

// auctionFixture is Ann (seat 0) at the island with 2 tan and 1 black,
// everyone else sealing bids: n players, $20 each.
func auctionFixture(t *testing.T, n int) *State {
	t.Helper()
	s := fixture(t, n)
	putCargo(t, s, ann, counts(Tan, 2, Black, 1))
	return apply(t, s, Move{Type: SailIsland, Player: ann})
}

func bid(seat, amount int) Move { return Move{Type: Bid, Player: seat, Amount: amount} }

func TestAuctionAccept(t *testing.T) {
	// container.txt, "The island auction" 3: the winner pays the bid to the
	// seller, the bank matches it, the cargo goes to the winner's island.
	s := auctionFixture(t, 3)
	s = applyAll(t, s, bid(bob, 7), bid(cat, 4))
	a := s.Auction
	if a.Step != StepDecide || a.Winner != bob || a.Price != 7 {
		t.Fatalf("auction %+v", a)
	}
	n := apply(t, s, Move{Type: Accept, Player: ann})
	eqInts(t, "cash", cashOf(n), []int{34, 13, 20})
	if n.Players[bob].Island != counts(Tan, 2, Black, 1) || n.Players[ann].Ship.Cargo.Total() != 0 {
		t.Fatalf("Bob's island %v, Ann's cargo %v", n.Players[bob].Island, n.Players[ann].Ship.Cargo)
	}
	if n.Players[ann].Ship.At != Island || n.Auction != nil || n.Phase != Actions || n.Current != bob {
		t.Fatalf("after: ship %v phase %s current %d", n.Players[ann].Ship, n.Phase, n.Current)
	}
}

func TestAuctionReject(t *testing.T) {
	// "Reject: the seller pays an amount equal to the highest bid to the
	// bank, and keeps the cargo on their own island."
	s := applyAll(t, auctionFixture(t, 3), bid(bob, 7), bid(cat, 4))
	n := apply(t, s, Move{Type: Reject, Player: ann})
	eqInts(t, "cash", cashOf(n), []int{13, 20, 20})
	if n.Players[ann].Island != counts(Tan, 2, Black, 1) || n.Players[bob].Island.Total() != 0 {
		t.Fatalf("islands %v %v", n.Players[ann].Island, n.Players[bob].Island)
	}
	if n.Current != bob {
		t.Fatal("the turn did not end")
	}
	// A seller short of cash takes the loan as part of paying: $3 + $10 - $7.
	s2 := s.Clone()
	s2.Players[ann].Cash = 3
	n = apply(t, s2, Move{Type: Reject, Player: ann})
	eqInt(t, "Ann's cash", n.Players[ann].Cash, 6)
	eqInt(t, "Ann's loans", n.Players[ann].Loans, 1)
	// A seller who cannot pay even with loans must accept (the engine's
	// reading; the rules are silent; /tmp/engine-fixes.txt).
	s3 := s.Clone()
	s3.Players[ann].Cash = 0
	setLoans(s3, ann, 2)
	refused(t, s3, Move{Type: Reject, Player: ann}, "accept the bid")
	apply(t, s3, Move{Type: Accept, Player: ann})
}

func TestAuctionAllZero(t *testing.T) {
	// "If everyone bid $0, the seller must take the cargo for free."
	s := apply(t, auctionFixture(t, 3), bid(bob, 0))
	if s.Phase != Auction {
		t.Fatal("resolved before every bid was in")
	}
	n := apply(t, s, bid(cat, 0))
	eqInts(t, "cash", cashOf(n), []int{20, 20, 20})
	if n.Players[ann].Island != counts(Tan, 2, Black, 1) || n.Auction != nil || n.Current != bob {
		t.Fatalf("Ann's island %v current %d", n.Players[ann].Island, n.Current)
	}
}

func TestAuctionRunoff(t *testing.T) {
	// "Ties: the tied players each make a second secret bid of how much extra
	// they are willing to pay (this may be $0)."
	s := applyAll(t, auctionFixture(t, 3), bid(bob, 5), bid(cat, 5))
	if s.Auction.Step != StepRunoff || len(s.Auction.Rounds) != 2 {
		t.Fatalf("auction %+v", s.Auction)
	}
	eqInts(t, "runoff bidders", s.Auction.Rounds[1].Bidders, []int{bob, cat})
	// Runoff limit: capacity $40 less the $5 already bid.
	eqInt(t, "Bob's runoff limit", s.BidLimit(bob), 35)
	refused(t, s, bid(bob, 36), "more than the 35")
	w := applyAll(t, s, bid(bob, 2), bid(cat, 1))
	if w.Auction.Step != StepDecide || w.Auction.Winner != bob || w.Auction.Price != 7 {
		t.Fatalf("auction %+v", w.Auction)
	}
	n := apply(t, w, Move{Type: Accept, Player: ann})
	eqInts(t, "cash", cashOf(n), []int{34, 13, 20})

	// "If a tie remains, the seller chooses the winner among them."
	p := applyAll(t, s, bid(bob, 1), bid(cat, 1))
	if p.Auction.Step != StepPick || p.Auction.Price != 6 {
		t.Fatalf("auction %+v", p.Auction)
	}
	eqInts(t, "tied", p.Auction.Tied, []int{bob, cat})
	refused(t, p, Move{Type: PickWinner, Player: bob, Winner: bob}, "only the seller")
	refused(t, p, Move{Type: PickWinner, Player: ann, Winner: ann}, "pick one of the tied players")
	refused(t, p, Move{Type: Accept, Player: ann}, "not known yet")
	d := apply(t, p, Move{Type: PickWinner, Player: ann, Winner: cat})
	if d.Auction.Step != StepDecide || d.Auction.Winner != cat {
		t.Fatalf("auction %+v", d.Auction)
	}
	refused(t, d, Move{Type: PickWinner, Player: ann, Winner: bob}, "no remaining tie")
	n = apply(t, d, Move{Type: Accept, Player: ann})
	eqInts(t, "cash", cashOf(n), []int{32, 20, 14})
	if n.Players[cat].Island != counts(Tan, 2, Black, 1) {
		t.Fatalf("Cat's island %v", n.Players[cat].Island)
	}
	// Runoff extras both $0: still tied at the first bid.
	z := applyAll(t, s, bid(bob, 0), bid(cat, 0))
	if z.Auction.Step != StepPick || z.Auction.Price != 5 {
		t.Fatalf("auction %+v", z.Auction)
	}
	// Reject after a runoff costs the seller the winning total, bid + extra
	// (the engine's reading of "an amount equal to the highest bid"; an open
	// question, /tmp/engine-fixes.txt).
	n = apply(t, w, Move{Type: Reject, Player: ann})
	eqInts(t, "cash", cashOf(n), []int{13, 20, 20})
}

func TestAuctionRunoffOnlyTied(t *testing.T) {
	// Four players: Bob and Cat tie at $5, Dan bid $3 and sits the runoff out.
	s := applyAll(t, auctionFixture(t, 4), bid(bob, 5), bid(cat, 5), bid(dan, 3))
	refused(t, s, bid(dan, 4), "only the tied players bid in the runoff")
	refused(t, s, bid(ann, 0), "the seller does not bid")
	// Three-way tie, then the seller picks among those still tied.
	s = applyAll(t, auctionFixture(t, 4), bid(bob, 5), bid(cat, 5), bid(dan, 5))
	s = applyAll(t, s, bid(bob, 2), bid(cat, 0), bid(dan, 2))
	eqInts(t, "tied", s.Auction.Tied, []int{bob, dan})
	refused(t, s, Move{Type: PickWinner, Player: ann, Winner: cat}, "pick one of the tied players: Bob and Dan")
	n := applyAll(t, s, Move{Type: PickWinner, Player: ann, Winner: dan}, Move{Type: Accept, Player: ann})
	eqInts(t, "cash", cashOf(n), []int{34, 20, 20, 13})
}

func TestAuctionRefusals(t *testing.T) {
	s := auctionFixture(t, 3)
	// The seller does not bid.
	refused(t, s, bid(ann, 3), "the seller does not bid")
	// Bid above capacity: $20 cash + 2 loans = $40.
	eqInt(t, "Bob's bid limit", s.BidLimit(bob), 40)
	refused(t, s, bid(bob, 41), "more than the 40")
	refused(t, s, bid(bob, -1), "below 0")
	apply(t, s, bid(bob, 40))
	b := apply(t, s, bid(bob, 3))
	refused(t, b, bid(bob, 4), "bid already sealed")
	// Nothing else happens until the auction is settled.
	refused(t, s, Move{Type: Accept, Player: ann}, "not known yet")
	refused(t, s, Move{Type: PickWinner, Player: ann, Winner: bob}, "no remaining tie")
	refused(t, s, Move{Type: EndTurn, Player: ann}, "must be settled first")
	refused(t, s, Move{Type: BuyWarehouse, Player: ann}, "must be settled first")
	d := applyAll(t, s, bid(bob, 3), bid(cat, 2))
	refused(t, d, Move{Type: Accept, Player: bob}, "only the seller")
	refused(t, d, Move{Type: Reject, Player: cat}, "only the seller")
	refused(t, d, bid(cat, 1), "the bids are all in")
	// No auction running.
	refused(t, fixture(t, 3), bid(bob, 1), "no island auction is running")
}

func TestAuctionWinnerLoans(t *testing.T) {
	// "You may take a loan at any time (even during an auction)": a winner
	// short of cash takes the loan as part of paying. Bob has $3 and bids
	// $12 (limit $23): one loan ($13), pays $12, keeps $1. The accepted
	// auction ends Ann's turn, so Bob's turn begins at once and he pays $1
	// interest on that loan ("Loans": interest at the start of each turn).
	s := fixture(t, 3)
	s.Players[bob].Cash = 3
	putCargo(t, s, ann, counts(Tan, 1))
	s = apply(t, s, Move{Type: SailIsland, Player: ann})
	eqInt(t, "Bob's limit", s.BidLimit(bob), 23)
	refused(t, s, bid(bob, 24), "more than the 23")
	n := applyAll(t, s, bid(bob, 12), bid(cat, 2), Move{Type: Accept, Player: ann})
	eqInts(t, "cash", cashOf(n), []int{44, 0, 20})
	eqInt(t, "Bob's loans", n.Players[bob].Loans, 1)
	eqInt(t, "Bob's island", n.Players[bob].Island[Tan], 1)
	// Bidding the whole limit takes both loans: $3 + $20 - $23 = $0. Bob's
	// turn then begins with $0 and 2 loans in default: the bank seizes the
	// tan he just won (island first), then his brown container (his stores).
	n = applyAll(t, s, bid(bob, 23), bid(cat, 2), Move{Type: Accept, Player: ann})
	eqInt(t, "Bob's cash", n.Players[bob].Cash, 0)
	eqInt(t, "Bob's loans", n.Players[bob].Loans, 2)
	eqInt(t, "Ann's cash", n.Players[ann].Cash, 66)
	eqInt(t, "Bob's island", n.Players[bob].Island.Total(), 0)
	eqLots(t, "Bob's factory store", n.Players[bob].FactoryStore, nil)
	if n.Removed != counts(Tan, 1, Brown, 1) {
		t.Fatalf("removed %v", n.Removed)
	}
}

// TestRestartRound: the table may restart the open round (for a bid typed
// for the wrong player, say): its sealed bids are cleared, earlier rounds
// stay, and only the seller's side may do it.
func TestRestartRound(t *testing.T) {
	s := applyAll(t, auctionFixture(t, 3), bid(bob, 4))
	refused(t, s, Move{Type: RestartRound, Player: bob}, "only the seller")
	s = apply(t, s, Move{Type: RestartRound, Player: ann})
	if len(s.Auction.Rounds[0].Bids) != 0 || s.Auction.Step != StepBids {
		t.Fatalf("round not cleared: %+v", s.Auction)
	}
	// A runoff restart keeps the first round: Bob and Cat tie at $5.
	s = applyAll(t, s, bid(bob, 5), bid(cat, 5), bid(bob, 1))
	s = apply(t, s, Move{Type: RestartRound, Player: ann})
	if s.Auction.Step != StepRunoff || len(s.Auction.Rounds[1].Bids) != 0 || s.Auction.Rounds[0].Bids[cat] != 5 {
		t.Fatalf("runoff restart: %+v", s.Auction)
	}
	s = applyAll(t, s, bid(bob, 2), bid(cat, 0))
	if s.Auction.Step != StepDecide || s.Auction.Winner != bob || s.Auction.Price != 7 {
		t.Fatalf("after restart: step %s winner %d price %d", s.Auction.Step, s.Auction.Winner, s.Auction.Price)
	}
	refused(t, s, Move{Type: RestartRound, Player: ann}, "no round of sealed bids is open")
}
