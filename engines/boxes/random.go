package boxes

import (
	"math/rand/v2"
	"slices"
)

// RandomMove draws a move for a test to try: a random player's move
// drawn from the state alone, without the move catalogue, so that the
// catalogue's property test can check that every legal move it draws is
// one the catalogue offers. Most draws are the move the phase waits for,
// by the seat it waits for (the auctioneer's choice; an inspection that
// uses all 7 actions one time in two, else any counts; a starting bid, a
// raise or a sealed bid in steps of 50 ECU up to a little above the
// wallet, so that sealed bids often tie; a pass; a payment taken from the
// wallet's notes, usually with no note to spare, sometimes wasteful or
// short); one in sixteen, and every draw once the sixth container is paid,
// records a sold container's cards (usually by its winner, drawn from the
// cards the other containers leave, closed cards first; sometimes any 10
// cards of the game). Many draws are refused, always with a *RuleError.
// r is the only randomness: the same r draws the same moves.
func RandomMove(s *State, r *rand.Rand) Move {
	seat := r.IntN(len(s.Players))
	often := r.IntN(4) > 0 // three times in four, the seat the phase waits for
	if len(s.Sales) > 0 && (s.Phase == Over || r.IntN(16) == 0) {
		return randomCards(s, r)
	}
	switch s.Phase {
	case Choose:
		if often {
			seat = s.Auctioneer()
		}
		kind := OpenAuction
		if r.IntN(2) == 0 {
			kind = SecretAuction
		}
		return Move{Type: ChooseAuction, Player: seat, Kind: kind}
	case Inspect:
		if who := s.Inspector(); often && who >= 0 {
			seat = who
		}
		closed, open := r.IntN(Standard.ClosedPerContainer+1), r.IntN(Standard.OpenPerContainer+1)
		if r.IntN(2) == 0 {
			// Spend the actions left on open cards.
			open = min(Standard.OpenPerContainer, max(0, Standard.Actions-closed*Standard.ClosedCost))
		}
		return Move{Type: InspectCards, Player: seat, Closed: closed, Open: open}
	case Opening:
		if often {
			seat = s.Auctioneer()
		}
		return Move{Type: StartingBid, Player: seat, Amount: randomAmount(s, seat, 0, r)}
	case Bidding:
		if often {
			seat = s.Open.Turn
		}
		if r.IntN(3) == 0 {
			return Move{Type: PassBid, Player: seat}
		}
		return Move{Type: Raise, Player: seat, Amount: randomAmount(s, seat, s.NextBid(s.Open.High), r)}
	case Sealed:
		if w := s.Secret.Waiting(); often && len(w) > 0 {
			seat = w[r.IntN(len(w))]
		}
		return Move{Type: SealBid, Player: seat, Amount: randomAmount(s, seat, 0, r)}
	case Pay:
		if often {
			seat = s.Winner
		}
		notes := randomNotes(s.Players[seat].Wallet, s.Price, r)
		return Move{Type: PayNotes, Player: seat, Notes: &notes}
	}
	return Move{Type: PassBid, Player: seat}
}

// randomAmount is an amount from lo up to 100 ECU above seat's wallet:
// lo itself, or a multiple of 50 above it.
func randomAmount(s *State, seat, lo int, r *rand.Rand) int {
	top := s.Players[seat].Wallet.Total() + 100
	if top <= lo || r.IntN(8) == 0 {
		return lo
	}
	steps := (top - lo) / 50
	return lo + 50*r.IntN(steps+1)
}

// randomNotes draws a payment of price from w: the whole wallet, less
// notes taken out at random while the rest still pays (three times in
// four, until no note could be left out), or less any notes (a payment
// that may fall short, or leave a note to spare).
func randomNotes(w Wallet, price int, r *rand.Rand) Wallet {
	p := w
	if r.IntN(4) == 0 {
		for i := range p {
			p[i] = r.IntN(p[i] + 1)
		}
		return p
	}
	for {
		var out []int // note indexes that could be left out
		for i, n := range p {
			if n > 0 && p.Total()-Standard.Notes[i] >= price {
				out = append(out, i)
			}
		}
		if len(out) == 0 || r.IntN(16) == 0 {
			return p
		}
		p[out[r.IntN(len(out))]]--
	}
}

// randomCards records the cards of a sold container, usually one whose
// cards are missing: usually by its winner, 4 closed and 6 open cards drawn from what the card summary
// leaves once the other containers' cards are counted; one time in eight,
// 10 cards drawn from the whole game, which may break the card summary or
// the 4 + 6 split. The closed cards come first, each part in a random
// order, as Build writes them: the order of a container's cards means
// nothing to the rules, and Apply keeps any.
func randomCards(s *State, r *rand.Rand) Move {
	c := r.IntN(len(s.Sales))
	if miss := s.Missing(); len(miss) > 0 && r.IntN(4) > 0 {
		c = miss[r.IntN(len(miss))] - 1
	}
	seat := s.Sales[c].Winner
	if r.IntN(4) == 0 {
		seat = r.IntN(len(s.Players))
	}
	var closed, open []Card
	if r.IntN(8) == 0 {
		for _, e := range Standard.Deck() {
			for range e.Count {
				closed = append(closed, e.Card)
			}
		}
		r.Shuffle(len(closed), func(i, j int) { closed[i], closed[j] = closed[j], closed[i] })
		cards := slices.Clone(closed[:Standard.ClosedPerContainer+Standard.OpenPerContainer])
		slices.SortStableFunc(cards, closedFirst)
		return Move{Type: RecordCards, Player: seat, Container: c, Cards: cards}
	}
	left := s.cardsLeft(c)
	for k, e := range deck {
		for range left[k] {
			if e.Card.Closed() {
				closed = append(closed, e.Card)
			} else {
				open = append(open, e.Card)
			}
		}
	}
	r.Shuffle(len(closed), func(i, j int) { closed[i], closed[j] = closed[j], closed[i] })
	r.Shuffle(len(open), func(i, j int) { open[i], open[j] = open[j], open[i] })
	cards := append(slices.Clone(closed[:Standard.ClosedPerContainer]), open[:Standard.OpenPerContainer]...)
	return Move{Type: RecordCards, Player: seat, Container: c, Cards: cards}
}

// closedFirst orders closed box cards before open ones.
func closedFirst(a, b Card) int {
	switch {
	case a.Closed() == b.Closed():
		return 0
	case a.Closed():
		return -1
	}
	return 1
}
