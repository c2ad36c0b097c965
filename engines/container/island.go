package container

import (
	"fmt"
	"slices"

	"tallyman/engines/auction"
	"tallyman/engines/words"
)

// startAuction opens the island auction of seller's cargo: every other
// player seals a bid (container.txt, "The island auction").
func (s *State) startAuction(seller int, ev *[]Event) {
	var others []int
	for i := range s.Players {
		if i != seller {
			others = append(others, i)
		}
	}
	s.Phase = Auction
	s.ActionsLeft = 0
	s.Auction = &IslandAuction{Seller: seller, Step: StepBids, Rounds: []auction.Round{auction.NewRound(others)}, Winner: -1}
	*ev = append(*ev, Event{Kind: "auction", Player: seller, Text: fmt.Sprintf("%s sailed to the island: everyone else seals a bid for %s", s.name(seller), s.describeCargo(seller))})
}

func (s *State) describeCargo(seat int) string {
	c := s.Players[seat].Ship.Cargo
	out := ""
	for i, n := range c {
		if n > 0 {
			if out != "" {
				out += ", "
			}
			out += fmt.Sprintf("%d %s", n, s.cname(Color(i)))
		}
	}
	return out
}

// BidLimit returns the largest amount seat may seal in the current round of
// the island auction, in dollars: for the first bid, cash plus what its
// remaining loans would raise; for the runoff, that less the first bid
// (the runoff bid is the extra on top).
func (s *State) BidLimit(seat int) int {
	limit := s.Capacity(seat)
	if s.Rules().Offshore {
		// Off-Shore: a bid is cash from the hand (actions text, "Delivery
		// auctions" 1); a loan taken mid-auction adds to it.
		limit = s.Players[seat].Cash
	}
	if a := s.Auction; a != nil && a.Step == StepRunoff {
		limit -= a.Rounds[0].Bids[seat]
	}
	return max(limit, 0)
}

// noAuction refuses a move of the island auction when none is running.
func (s *State) noAuction() error {
	if s.Phase != Auction || s.Auction == nil {
		return refuse("The island auction", "no island auction is running")
	}
	return nil
}

func (s *State) auctionMove(m Move, ev *[]Event) error {
	const rule = "The island auction"
	if err := s.noAuction(); err != nil {
		return err
	}
	a := s.Auction
	switch m.Type {
	case Bid:
		if a.Step != StepBids && a.Step != StepRunoff {
			return refuse(rule, "the bids are all in")
		}
		if m.Player == a.Seller {
			return refuse(rule, "the seller does not bid")
		}
		if m.Bluffs != 0 && !s.Rules().Offshore {
			return refuse(rule, "the classic rules have no bluff cards")
		}
		if m.Bluffs < 0 || m.Bluffs > s.Rules().BluffCards {
			return refuseAt(offRule("Bluffing"), "a bid may add 0, 1 or %d bluff cards, not %d", s.Rules().BluffCards, m.Bluffs)
		}
		i := len(a.Rounds) - 1
		r, err := a.Rounds[i].Seal(m.Player, m.Amount, s.BidLimit(m.Player))
		if err != nil {
			if a.Step == StepRunoff && err == auction.ErrNotBidder {
				return refuse(rule, "only the tied players bid in the runoff")
			}
			return refuse(rule, "%s: %v", s.name(m.Player), err)
		}
		a.Rounds[i] = r
		if m.Bluffs > 0 {
			if a.Bluffs == nil {
				a.Bluffs = map[int]int{}
			}
			a.Bluffs[m.Player] = m.Bluffs
		}
		*ev = append(*ev, Event{Kind: "sealed", Player: m.Player, Text: s.name(m.Player) + " has sealed a bid"})
		if r.Complete() {
			s.resolveRound(ev)
		}
		return nil
	case RestartRound, ReopenRound:
		// A reopen is the restart the table makes when an undo took back
		// the bid that revealed the round: everyone has seen its bids, so
		// every bidder seals again (assumed: the rules have no undo).
		if m.Player != a.Seller {
			return refuse(rule, "only the seller's side of the table, %s, restarts a round", s.name(a.Seller))
		}
		if a.Step != StepBids && a.Step != StepRunoff {
			return refuse(rule, "no round of sealed bids is open")
		}
		i := len(a.Rounds) - 1
		a.Rounds[i] = auction.NewRound(a.Rounds[i].Bidders)
		a.Bluffs = nil
		text := "The round was restarted: every bid in it must be sealed again"
		if m.Type == ReopenRound {
			what := "the round"
			if a.Step == StepRunoff {
				what = "the runoff"
			}
			text = fmt.Sprintf("Everyone has seen this round's bids, so %s is open again: %s each seal a new bid", what, s.names(a.Rounds[i].Bidders))
		}
		*ev = append(*ev, Event{Kind: "restart", Player: m.Player, Text: text})
		return nil
	case PickWinner:
		if m.Player != a.Seller {
			return refuse(rule, "only the seller, %s, picks among tied bidders", s.name(a.Seller))
		}
		if a.Step != StepPick {
			return refuse(rule, "there is no remaining tie to settle")
		}
		if !slices.Contains(a.Tied, m.Winner) {
			return refuse(rule, "pick one of the tied players: %s", s.names(a.Tied))
		}
		a.Winner, a.Step = m.Winner, StepDecide
		*ev = append(*ev, Event{Kind: "pick", Player: m.Player, Text: fmt.Sprintf("%s picked %s as the winner at $%d", s.name(m.Player), s.name(m.Winner), a.Price)})
		return nil
	default: // Accept, Reject
		if m.Player != a.Seller && s.Rules().Offshore && a.Step == StepPick {
			// Still tied, the accept is the pick (a phone's pick comes
			// as one) and the reject the buyout.
			return refuseAt(offRule("Runoff auction"), "only the seller, %s, picks the winner among the tied bidders (%s), or buys out", s.name(a.Seller), s.names(a.Tied))
		}
		if m.Player != a.Seller {
			return refuse(rule, "only the seller, %s, accepts or rejects", s.name(a.Seller))
		}
		if s.Rules().Offshore && a.Step == StepPick && m.Type == Accept {
			// Still tied: the delivering player picks the winner or buys
			// out (actions text, "Runoff auction"); picking is accepting,
			// one decision. (A pick_winner then accept, as journals written
			// before this read, still works.)
			if !slices.Contains(a.Tied, m.Winner) {
				return refuse(rule, "pick one of the tied players: %s", s.names(a.Tied))
			}
			a.Winner = m.Winner
			*ev = append(*ev, Event{Kind: "pick", Player: m.Player, Text: fmt.Sprintf("%s picked %s as the winner at $%d", s.name(m.Player), s.name(m.Winner), a.Price)})
			return s.settle(a.Winner, a.Winner, true, ev)
		}
		if s.Rules().Offshore && a.Step == StepPick && m.Type == Reject {
			// Still tied: the delivering player picks the winner or buys out
			// (actions text, "Runoff auction").
			return s.settle(a.Seller, -1, false, ev)
		}
		if a.Step != StepDecide {
			return refuse(rule, "the winning bid is not known yet")
		}
		if m.Type == Accept {
			return s.settle(a.Winner, a.Winner, true, ev)
		}
		return s.settle(a.Seller, -1, false, ev)
	}
}

func (s *State) names(seats []int) string {
	var n []string
	for _, x := range seats {
		n = append(n, s.name(x))
	}
	return joinAnd(n)
}

// RevealedBluffs are the bluff cards each bidder added to the bids of
// the latest island auction (open in the last of states, or settled by
// the last of moves), by round (the first, the runoff), as each
// bidder's last bid in force in it made them (a restarted round is
// sealed again by all); states[i] is the state moves[i] was made in.
// Off-Shore, a bid's bluff cards are revealed with it (actions text,
// "Determine the winner", "Bluffing"), after which the state forgets
// them: show a round's only once its bids are.
func RevealedBluffs(states []*State, moves []Move) (bl [2]map[int]int) {
	i := len(moves)
	for i > 0 && states[i-1].Auction != nil {
		i--
	}
	for ; i < len(moves); i++ {
		if m, round := moves[i], min(len(states[i].Auction.Rounds)-1, 1); m.Type == Bid {
			if bl[round] == nil {
				bl[round] = map[int]int{}
			}
			bl[round][m.Player] = m.Bluffs
		}
	}
	return bl
}

// resolveRound reveals a complete round: all $0 gives the seller the cargo
// free; one top bid has a winner; a tie goes to the runoff, and a tie in the
// runoff to the seller's pick.
func (s *State) resolveRound(ev *[]Event) {
	a := s.Auction
	r := a.Rounds[len(a.Rounds)-1]
	top, seats := r.Top()
	var reveal string
	for _, b := range r.Bidders {
		if reveal != "" {
			reveal += ", "
		}
		reveal += fmt.Sprintf("%s $%d", s.name(b), r.Bids[b])
		if s.Rules().Offshore {
			reveal += fmt.Sprintf(" (%d %s)", a.Bluffs[b], plural(a.Bluffs[b], "bluff", "bluffs"))
		}
	}
	// The bluff cards go back to their owners after the reveal (actions
	// text, "Bluffing").
	a.Bluffs = nil
	if a.Step == StepBids {
		*ev = append(*ev, Event{Kind: "reveal", Player: a.Seller, Text: "Bids: " + reveal})
		if top == 0 && !s.Rules().Offshore {
			*ev = append(*ev, Event{Kind: "free", Player: a.Seller, Text: "Everyone bid $0: " + s.name(a.Seller) + " takes the cargo free"})
			_ = s.settle(a.Seller, -2, false, ev)
			return
		}
		a.Price = top
		if len(seats) == 1 {
			a.Winner, a.Step = seats[0], StepDecide
			return
		}
		a.Step = StepRunoff
		a.Rounds = append(a.Rounds, auction.NewRound(seats))
		*ev = append(*ev, Event{Kind: "runoff", Player: a.Seller, Text: fmt.Sprintf("Tie at $%d between %s: each seals how much extra they will pay ($0 allowed)", top, s.names(seats))})
		return
	}
	*ev = append(*ev, Event{Kind: "reveal", Player: a.Seller, Text: "Extra bids: " + reveal})
	a.Price += top
	if len(seats) == 1 {
		a.Winner, a.Step = seats[0], StepDecide
		return
	}
	a.Tied, a.Step = seats, StepPick
	*ev = append(*ev, Event{Kind: "tie", Player: a.Seller, Text: fmt.Sprintf("Still tied at $%d: %s picks the winner among %s", a.Price, s.name(a.Seller), s.names(seats))})
}

// settle ends the auction. With accept, the winner pays the price to the
// seller and the bank pays as much again; the cargo goes to the winner's
// island. On reject (payer the seller, payee -1) the seller pays the price
// to the bank and keeps the cargo; payee -2 means no payment (all bid $0).
// A payer short of cash takes the loans needed as part of paying.
func (s *State) settle(payer, payee int, accept bool, ev *[]Event) error {
	const rule = "The island auction"
	a := s.Auction
	price := a.Price
	if payee == -2 {
		price = 0
	}
	if price > s.Capacity(payer) {
		if accept {
			return refuse(rule, "%s cannot pay $%d even with loans", s.name(payer), price)
		}
		return refuse(rule, "%s cannot pay the $%d a rejection costs, even with loans: accept the bid", s.name(payer), price)
	}
	for s.Players[payer].Cash < price {
		_ = s.takeLoan(payer, ev)
	}
	seller := a.Seller
	owner := seller
	cargo := s.Players[seller].Ship.Cargo
	switch {
	case accept:
		owner = payee
		s.pay(payer, seller, price)
		s.Players[seller].Cash += price
		text := fmt.Sprintf("%s accepted: %s pays $%d, the bank pays $%d more, and the cargo goes to %s island", s.name(seller), s.name(payee), price, price, words.Possessive(s.name(payee)))
		if s.Rules().Offshore {
			// The subsidy comes from the supply (actions text, "Government
			// subsidy"); the cargo goes to the scoring area.
			text = fmt.Sprintf("%s accepted: %s pays $%d, the supply adds $%d, and the cargo goes to %s scoring area", s.name(seller), s.name(payee), price, price, words.Possessive(s.name(payee)))
		}
		*ev = append(*ev, Event{Kind: "accept", Player: seller, Text: text})
	case payee == -1 && s.Rules().Offshore:
		into := s.payBank(payer, price)
		if into != "" {
			into = ", " + into + ","
		}
		*ev = append(*ev, Event{Kind: "reject", Player: seller, Text: fmt.Sprintf("%s bought the cargo out: pays $%d to the Off-Shore Bank%s and puts it in their own scoring area", s.name(seller), price, into)})
	case payee == -1:
		s.pay(payer, -1, price)
		*ev = append(*ev, Event{Kind: "reject", Player: seller, Text: fmt.Sprintf("%s rejected: pays $%d to the bank and keeps the cargo on their own island", s.name(seller), price)})
	}
	for i, n := range cargo {
		s.Players[owner].Island[i] += n
	}
	s.Players[seller].Ship.Cargo = Counts{}
	s.Auction = nil
	s.endTurn(ev)
	return nil
}
