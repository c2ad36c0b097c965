// Package auction holds the sealed-bid round shared by the games: every
// bidder seals one amount, nobody sees any amount until all have sealed, and
// then the top bid and the tied bidders are known. Games chain rounds for
// their runoffs (container.txt, "The island auction", step 1); Auction
// (sealed.go) is that chain ready-made: first bids, runoffs among the tied,
// the seller's pick, and the all-zero case.
package auction

import (
	"errors"
	"fmt"
	"slices"
)

// Round is one sealed-bid round. Bidders lists the seats that must bid, in
// seat order; Bids maps a seat to its sealed amount (in the game's money
// unit, for example dollars). A Round is a plain value: copy it with Clone
// before changing a copy that others hold.
type Round struct {
	Bidders []int       `json:"bidders"`
	Bids    map[int]int `json:"bids,omitempty"`
}

// ErrNotBidder is returned by Seal for a seat that is not in the round.
var ErrNotBidder = errors.New("not a bidder in this round")

// ErrAlreadySealed is returned by Seal for a seat that has already bid.
var ErrAlreadySealed = errors.New("bid already sealed")

// NewRound starts a round for the given seats (copied and sorted).
func NewRound(bidders []int) Round {
	b := slices.Clone(bidders)
	slices.Sort(b)
	return Round{Bidders: b, Bids: map[int]int{}}
}

// Clone returns a deep copy of r.
func (r Round) Clone() Round {
	c := Round{Bidders: slices.Clone(r.Bidders), Bids: make(map[int]int, len(r.Bids))}
	for k, v := range r.Bids {
		c.Bids[k] = v
	}
	return c
}

// IsBidder reports whether seat bids in this round.
func (r Round) IsBidder(seat int) bool { return slices.Contains(r.Bidders, seat) }

// Sealed reports whether seat has sealed its bid.
func (r Round) Sealed(seat int) bool {
	_, ok := r.Bids[seat]
	return ok
}

// Waiting returns the seats that have not sealed yet, in seat order.
func (r Round) Waiting() []int {
	var w []int
	for _, s := range r.Bidders {
		if !r.Sealed(s) {
			w = append(w, s)
		}
	}
	return w
}

// Complete reports whether every bidder has sealed.
func (r Round) Complete() bool {
	for _, s := range r.Bidders {
		if !r.Sealed(s) {
			return false
		}
	}
	return true
}

// Check says whether seat may seal amount, which must lie in [0, max].
// Errors: ErrNotBidder, ErrAlreadySealed, or a range error that names the
// allowed range.
func (r Round) Check(seat, amount, max int) error {
	if !r.IsBidder(seat) {
		return ErrNotBidder
	}
	if r.Sealed(seat) {
		return ErrAlreadySealed
	}
	if why := OutOfRange(amount, max); why != "" {
		return fmt.Errorf("a bid of %d %s", amount, why)
	}
	return nil
}

// OutOfRange says why amount is no bid for a bidder who can pay most,
// the amount itself left out (typed at a hidden prompt, a refused amount
// is as secret as a sealed one): "is below 0; bids run from 0 to 21",
// "is more than the 21 this bidder can pay; bids run from 0 to 21".
// It is "" when amount is a bid. Check's words, shared by the phones and
// the laptop.
func OutOfRange(amount, most int) string {
	switch {
	case amount < 0:
		return fmt.Sprintf("is below 0; bids run from 0 to %d", most)
	case amount > most:
		return fmt.Sprintf("is more than the %d this bidder can pay; bids run from 0 to %d", most, most)
	}
	return ""
}

// Seal records seat's bid in a copy of r after Check; r is not changed.
func (r Round) Seal(seat, amount, max int) (Round, error) {
	if err := r.Check(seat, amount, max); err != nil {
		return r, err
	}
	c := r.Clone()
	c.Bids[seat] = amount
	return c, nil
}

// Top returns the highest sealed amount and the seats that bid it (in seat
// order). On an incomplete round it considers the bids sealed so far.
func (r Round) Top() (amount int, seats []int) {
	amount = -1
	for _, s := range r.Bidders {
		b, ok := r.Bids[s]
		if !ok {
			continue
		}
		switch {
		case b > amount:
			amount, seats = b, []int{s}
		case b == amount:
			seats = append(seats, s)
		}
	}
	return amount, seats
}
