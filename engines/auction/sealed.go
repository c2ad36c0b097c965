package auction

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
)

// Step is where an Auction stands. Its values are plain words so a journal
// or a phone page can show them as they are.
type Step string

// The steps of an Auction, in the order they can happen.
const (
	// StepBidding: the first sealed round is open; every bidder seals one
	// amount.
	StepBidding Step = "bidding"
	// StepRunoff: the top of the previous round was tied; a runoff round
	// is open among the tied bidders, each sealing an extra amount ($0
	// allowed) on top of what they have bid so far.
	StepRunoff Step = "runoff"
	// StepPick: still tied after the last runoff allowed; the seller (or
	// the auctioneer) picks the winner among the tied bidders with Pick.
	StepPick Step = "pick"
	// StepDone: finished. Leader names the winner; or every first bid was
	// 0 (AllZero) and the game decides; or the auction was cancelled.
	StepDone Step = "done"
)

// DefaultRunoffs is the number of runoff rounds most games allow before the
// seller picks among bidders still tied (Container: one runoff).
const DefaultRunoffs = 1

// Errors returned by the methods of Auction, beside ErrNotBidder and
// ErrAlreadySealed from Round and the range error of Round.Check.
var (
	// ErrFinished: the auction is over; nothing more can be sealed or
	// picked.
	ErrFinished = errors.New("the auction is finished")
	// ErrAwaitingPick: every bid is in and the top is still tied; the
	// seller must pick the winner before anything else happens.
	ErrAwaitingPick = errors.New("the bids are all in: waiting for the pick among the tied bidders")
	// ErrNoOpenRound: RestartRound was called with no round open.
	ErrNoOpenRound = errors.New("no round is open")
	// ErrNoTie: Pick was called when there is no tie to settle.
	ErrNoTie = errors.New("there is no tie to settle")
	// ErrNotTied: Pick named a seat that is not among the tied bidders.
	ErrNotTied = errors.New("not one of the tied bidders")
)

// Auction is a sealed-bid auction for one lot, played as a chain of Rounds:
// round 1 for every bidder; when its top is tied, a runoff round among the
// tied bidders in which each seals an extra amount ($0 allowed; a bidder's
// total is the sum of their bids over the rounds); up to MaxRunoffs runoffs,
// and if the top is still tied after the last one, the seller picks the
// winner (Pick). If every first bid is 0 the auction ends with AllZero and
// no winner, and the game decides what that means (Container gives the
// seller the cargo free).
//
// Amounts are whole units of the game's money (for example dollars). No
// method reveals an amount of a round that is not complete: Revealed,
// Leader, Total and Tied read complete rounds only, and the JSON form (for
// the journal, which is private to the laptop) is the only place an
// incomplete round's bids appear.
//
// Use it through a pointer; the methods that change it are not safe for
// concurrent use, so a game guards it with its own lock or copies it with
// Clone. The zero Auction is not usable: make one with NewAuction.
type Auction struct {
	bidders    []int
	maxRunoffs int
	rounds     []Round
	step       Step
	tied       []int
	winner     int
	total      int
	picked     bool
	allZero    bool
	cancelled  bool
}

// NewAuction opens round 1 for bidders (seats, copied, sorted and
// deduplicated). maxRunoffs is how many runoff rounds may follow a tied
// top before the seller picks: DefaultRunoffs (1) for most games, 0 to
// send a tie straight to the pick; a negative value counts as 0. With no
// bidders the auction is at once Done with AllZero.
func NewAuction(bidders []int, maxRunoffs int) *Auction {
	b := slices.Clone(bidders)
	slices.Sort(b)
	b = slices.Compact(b)
	a := &Auction{bidders: b, maxRunoffs: max(maxRunoffs, 0), step: StepBidding, winner: -1}
	a.rounds = []Round{NewRound(b)}
	if len(b) == 0 {
		a.resolve()
	}
	return a
}

// Clone returns a deep copy of a.
func (a *Auction) Clone() *Auction {
	c := *a
	c.bidders = slices.Clone(a.bidders)
	c.tied = slices.Clone(a.tied)
	c.rounds = make([]Round, len(a.rounds))
	for i, r := range a.rounds {
		c.rounds[i] = r.Clone()
	}
	return &c
}

// Step returns where the auction stands.
func (a *Auction) Step() Step { return a.step }

// MaxRunoffs returns how many runoff rounds are allowed before the pick.
func (a *Auction) MaxRunoffs() int { return a.maxRunoffs }

// Seats returns every bidder of round 1, in seat order.
func (a *Auction) Seats() []int { return slices.Clone(a.bidders) }

// Rounds returns how many rounds have been opened: 1 during the first
// bids, 2 during the first runoff, and so on.
func (a *Auction) Rounds() int { return len(a.rounds) }

// open reports whether a round is taking bids now.
func (a *Auction) open() bool { return a.step == StepBidding || a.step == StepRunoff }

// Bidders returns the seats that bid in the open round (everyone in round
// 1, the tied bidders in a runoff), in seat order; nil when no round is
// open.
func (a *Auction) Bidders() []int {
	if !a.open() {
		return nil
	}
	return slices.Clone(a.rounds[len(a.rounds)-1].Bidders)
}

// Waiting returns the seats of the open round that have not sealed yet, in
// seat order; nil when no round is open.
func (a *Auction) Waiting() []int {
	if !a.open() {
		return nil
	}
	return a.rounds[len(a.rounds)-1].Waiting()
}

// Sealed reports whether seat has sealed its bid in the open round (false
// when no round is open). It never says how much.
func (a *Auction) Sealed(seat int) bool {
	return a.open() && a.rounds[len(a.rounds)-1].Sealed(seat)
}

// Seal records seat's sealed amount in the open round: the bid in round 1,
// the extra on top of the tied total in a runoff. amount must lie in
// [0, max]; the game computes max (for a runoff, typically the bidder's
// limit less Total(seat)). When the last bidder of the round seals, the
// round is revealed and the auction moves on (a winner, a runoff, the pick,
// or AllZero).
//
// Errors: ErrFinished (the auction is over), ErrAwaitingPick (waiting for
// Pick), ErrNotBidder (seat is not in this round, for example a bidder who
// is not tied in a runoff), ErrAlreadySealed, or a range error whose text
// names the range ("bids run from 0 to 10"). On error nothing changes.
func (a *Auction) Seal(seat, amount, max int) error {
	if err := a.Check(seat, amount, max); err != nil {
		return err
	}
	// The open round's bids are the auction's own (Clone and Revealed
	// hand out copies): the bid goes in as it is, no round copied per bid.
	r := a.rounds[len(a.rounds)-1]
	r.Bids[seat] = amount
	if r.Complete() {
		a.resolve()
	}
	return nil
}

// Check says whether Seal(seat, amount, max) would take the bid, with
// the error Seal would give (see Seal); it changes nothing.
func (a *Auction) Check(seat, amount, max int) error {
	switch a.step {
	case StepDone:
		return ErrFinished
	case StepPick:
		return ErrAwaitingPick
	}
	return a.rounds[len(a.rounds)-1].Check(seat, amount, max)
}

// resolve reveals the last round, which is complete, and moves on.
func (a *Auction) resolve() {
	r := a.rounds[len(a.rounds)-1]
	top, seats := r.Top()
	if len(a.rounds) == 1 {
		if top <= 0 {
			a.allZero, a.step, a.tied = true, StepDone, nil
			return
		}
		a.total = top
	} else {
		a.total += top
	}
	switch {
	case len(seats) == 1:
		a.winner, a.step, a.tied = seats[0], StepDone, nil
	case len(a.rounds)-1 < a.maxRunoffs:
		a.tied, a.step = seats, StepRunoff
		a.rounds = append(a.rounds, NewRound(seats))
	default:
		a.tied, a.step = seats, StepPick
	}
}

// Pick settles a tie that the runoffs left: seat, one of Tied(), wins at
// the tied total. Errors: ErrFinished, ErrNoTie (no pick is due: the bids
// are not all in, or there was no tie), or an error wrapping ErrNotTied
// that names the tied seats.
func (a *Auction) Pick(seat int) error {
	switch {
	case a.step == StepDone:
		return ErrFinished
	case a.step != StepPick:
		return ErrNoTie
	case !slices.Contains(a.tied, seat):
		return fmt.Errorf("seat %d is %w (seats %v)", seat, ErrNotTied, a.tied)
	}
	a.winner, a.picked, a.step, a.tied = seat, true, StepDone, nil
	return nil
}

// RestartRound clears every bid of the open round so all its bidders seal
// again (for example after a bid typed for the wrong player); the rounds
// already revealed stay. Error: ErrNoOpenRound when no round is open.
func (a *Auction) RestartRound() error {
	if !a.open() {
		return ErrNoOpenRound
	}
	i := len(a.rounds) - 1
	a.rounds[i] = NewRound(a.rounds[i].Bidders)
	return nil
}

// Cancel abandons the auction: it is Done with no winner and Cancelled
// reports true. The bids of an open round are never revealed. Cancelling a
// finished auction changes nothing.
func (a *Auction) Cancel() {
	if a.step == StepDone {
		return
	}
	a.step, a.cancelled, a.tied, a.winner = StepDone, true, nil, -1
}

// Revealed returns a copy of each complete round, in order: the first bids,
// then each runoff's extras. The open round is left out until its last bid
// is in, so nothing here gives away a sealed amount.
func (a *Auction) Revealed() []Round {
	var out []Round
	for _, r := range a.rounds[:a.revealed()] {
		out = append(out, r.Clone())
	}
	return out
}

// revealed returns how many rounds, from the first, are complete: every
// round before the last was resolved when a later one opened; the last is
// complete unless it is still open or was cancelled before its last bid.
func (a *Auction) revealed() int {
	n := len(a.rounds)
	last := a.rounds[n-1]
	if a.open() || len(last.Bidders) == 0 || (a.cancelled && !last.Complete()) {
		return n - 1
	}
	return n
}

// Total returns the sum of seat's bids over the revealed rounds (the first
// bid plus every revealed extra), in money units; 0 for a seat with none.
func (a *Auction) Total(seat int) int {
	t := 0
	for _, r := range a.rounds[:a.revealed()] {
		t += r.Bids[seat]
	}
	return t
}

// Leader returns the winner and the price (their total: first bid plus
// extras) once the auction is Done with a winner. While the top is tied
// (a runoff or the pick) it returns seat -1 and the tied total; during the
// first bids, after AllZero, and after Cancel, -1 and 0.
func (a *Auction) Leader() (seat, total int) {
	switch {
	case a.cancelled || a.allZero:
		return -1, 0
	case a.winner >= 0:
		return a.winner, a.total
	case a.step == StepRunoff || a.step == StepPick:
		return -1, a.total
	}
	return -1, 0
}

// Tied returns the seats tied at the top (seat order) during a runoff and
// while the pick is due; nil otherwise.
func (a *Auction) Tied() []int {
	if a.step != StepRunoff && a.step != StepPick {
		return nil
	}
	return slices.Clone(a.tied)
}

// Picked reports whether the winner was picked by the seller after a tie.
func (a *Auction) Picked() bool { return a.picked }

// AllZero reports whether the auction ended with every first bid at 0 (or
// nobody to bid): no winner, and the game decides.
func (a *Auction) AllZero() bool { return a.allZero }

// Cancelled reports whether Cancel ended the auction.
func (a *Auction) Cancelled() bool { return a.cancelled }

// auctionJSON is the journal form of an Auction: the inputs (bidders,
// runoffs allowed, every round's bids, the pick, a cancel) from which
// UnmarshalJSON replays the rest, plus the step and winner for people who
// read the journal.
type auctionJSON struct {
	Bidders    []int   `json:"bidders"`
	MaxRunoffs int     `json:"max_runoffs"`
	Rounds     []Round `json:"rounds"`
	Pick       *int    `json:"pick,omitempty"`
	Cancelled  bool    `json:"cancelled,omitempty"`
	Step       Step    `json:"step"`
	Winner     int     `json:"winner"`
	Total      int     `json:"total"`
}

// MarshalJSON writes the auction for the journal, open round's bids
// included (the journal is the laptop's private record), in the form
// {"bidders":[0,1,2],"max_runoffs":1,"rounds":[{"bidders":[0,1,2],
// "bids":{"0":5}}],"step":"bidding","winner":-1,"total":0}.
func (a *Auction) MarshalJSON() ([]byte, error) {
	j := auctionJSON{Bidders: a.bidders, MaxRunoffs: a.maxRunoffs, Rounds: a.rounds, Cancelled: a.cancelled, Step: a.step, Winner: a.winner, Total: a.total}
	if j.Bidders == nil {
		j.Bidders = []int{}
	}
	if a.picked {
		w := a.winner
		j.Pick = &w
	}
	return json.Marshal(j)
}

// UnmarshalJSON rebuilds an auction from MarshalJSON's form by replaying
// its bids, pick and cancel through the rules, so a journal cannot smuggle
// in a state the rules would not reach. Errors: malformed JSON, a round
// whose bidders are not the ones the rules open, a negative bid, a pick
// that is not allowed, or a recorded step or winner that the replay does
// not reach.
func (a *Auction) UnmarshalJSON(data []byte) error {
	var j auctionJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	b := NewAuction(j.Bidders, j.MaxRunoffs)
	if j.MaxRunoffs < 0 {
		return fmt.Errorf("auction: max_runoffs %d is negative", j.MaxRunoffs)
	}
	for i, r := range j.Rounds {
		if !b.open() || len(b.rounds) != i+1 {
			return fmt.Errorf("auction: round %d was never opened", i+1)
		}
		want := b.rounds[i].Bidders
		got := slices.Clone(r.Bidders)
		slices.Sort(got)
		if !slices.Equal(want, got) {
			return fmt.Errorf("auction: round %d has bidders %v, the rules give %v", i+1, r.Bidders, want)
		}
		for _, s := range want {
			if v, ok := r.Bids[s]; ok {
				if err := b.Seal(s, v, v); err != nil {
					return fmt.Errorf("auction: round %d, seat %d: %v", i+1, s, err)
				}
			}
		}
		for s := range r.Bids {
			if !slices.Contains(want, s) {
				return fmt.Errorf("auction: round %d has a bid from seat %d, who is not a bidder", i+1, s)
			}
		}
	}
	if len(j.Rounds) != len(b.rounds) {
		return fmt.Errorf("auction: %d rounds recorded, the rules open %d", len(j.Rounds), len(b.rounds))
	}
	if j.Pick != nil {
		if err := b.Pick(*j.Pick); err != nil {
			return fmt.Errorf("auction: pick: %v", err)
		}
	}
	if j.Cancelled {
		b.Cancel()
	}
	if j.Step != "" && (j.Step != b.step || j.Winner != b.winner || j.Total != b.total) {
		return fmt.Errorf("auction: recorded step %q (winner %d, total %d), the replay reaches %q (winner %d, total %d)", j.Step, j.Winner, j.Total, b.step, b.winner, b.total)
	}
	*a = *b
	return nil
}
