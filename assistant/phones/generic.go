package phones

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"tallyman/engines/auction"
	"tallyman/engines/seats"
	"tallyman/engines/words"
)

// GenericRoom is a Room for sealed-bid auctions of any game, over
// engines/auction's Auction: players by seat, bids from 0 to a fixed max
// in the group's money (NewGenericRoomIn: "$", "ECU", "€"),
// an optional runoff among the tied (extra bids on top), a pick when still
// tied, and each round's reveal logged. The laptop opens each lot with
// Start (everyone bids; the laptop picks after a tie) or StartSale (a
// seller's phone picks and the seller does not bid).
//
// Set OnChange and Journal before the room is shared; after that every
// method is safe for concurrent use.
type GenericRoom struct {
	// OnChange, if set, is called after every change (a bid, a lot
	// opened, a pick), without the room's lock held; point it at
	// Server.Changed.
	OnChange func()
	// Journal, if set, is called with a GenericEntry for each change
	// (start, bid, pick, restart, cancel) BEFORE it takes effect and
	// before the phone is told; an error refuses the change, so a bid is
	// acknowledged only once it is saved. It runs with the room's lock
	// held: it must not call the room.
	Journal func(any) error

	mu      sync.Mutex
	names   []string
	max     int
	unit    string // the money, as words.Money writes it: "$", "ECU"
	idle    string // the message before the first lot, with the range
	runoffs int
	version int
	lots    int    // lots opened so far
	lot     string // the current lot in words; "" before the first
	// restarts counts the rounds of the current lot restarted so far; it
	// is part of the round id, so a restarted round has a new one.
	restarts int
	// own holds the amounts sealed in the round named ownRound, by seat:
	// each seat's view shows its own (View.Sealed), no other.
	own      map[int]int
	ownRound string
	seller   int // the seller's seat, or -1 (the laptop is the auctioneer)
	a        *auction.Auction
	log      []string
	result   string
	shared   *genericShared // the parts every view of this version shares
	// privs counts, by seat, the changes that may have altered that
	// seat's private part alone (a bid sealed that revealed nothing);
	// privAll those that may have altered every seat's (any other).
	// PrivateRevision adds them.
	privs   []uint64
	privAll uint64
	// you is each seat's View.You, by seat: the same for every view of
	// the room, so built once, and shared by those views (no one
	// modifies a view's parts).
	you []*Seat
}

// genericShared holds the parts of a GenericRoom's views that are the same
// for every seat, built once per version, so the seats' views (Private
// builds each seat's whole view) do not build them again.
type genericShared struct {
	version int
	bidders []Bidder
	log     []string // the latest LogLines lines
	earlier int      // the lines before them
	lot     *Lot
	waiting []int  // seats yet to seal in the open round
	names   string // their names in words
	// The words and the form every seat's view of this version shares
	// (built once, not once a seat): the title, the open round's id
	// (roundID) and its words, the messages of a seat yet to seal and of
	// the table, and the form of a first round's bid at the room's max
	// (nil after the first round).
	title, roundID, roundWords string
	sealMsg, waitMsg           string
	bidForm                    *BidForm
	// The round these are of: the lot's auction, its rounds and the
	// restarts, and whether its first round is open. A version of the
	// same round takes the round's words (title, lot, roundID,
	// roundWords, sealMsg, bidForm) from the version before: only who
	// has sealed changed.
	a        *auction.Auction
	rounds   int
	restarts int
	bidding  bool
}

// GenericEntry is one journal line of a GenericRoom, for example
// {"kind":"bid","lot":2,"round":1,"seat":1,"amount":12}. Kind is "start"
// (Text and Seller: -1 for none), "bid" (Round counts from 1; Amount in
// the room's unit, the extra in a runoff), "pick" (Seat is the winner),
// "restart" or "cancel". Lot counts from 1.
type GenericEntry struct {
	Kind   string `json:"kind"`
	Lot    int    `json:"lot"`
	Text   string `json:"text,omitempty"`
	Seller int    `json:"seller,omitempty"`
	Round  int    `json:"round,omitempty"`
	Seat   int    `json:"seat,omitempty"`
	Amount int    `json:"amount,omitempty"`
}

// GenericResult is how the current lot stands: Done once its auction is
// over; then Winner (-1 for none) paid Price in the room's unit (first
// bid plus extras), or AllZero (every bid 0: no sale) or Cancelled. Rounds holds
// the revealed bids per round (seat to amount). Text says it in words.
type GenericResult struct {
	Lot       string        `json:"lot"`
	Number    int           `json:"number"`
	Done      bool          `json:"done"`
	Winner    int           `json:"winner"`
	Price     int           `json:"price"`
	AllZero   bool          `json:"all_zero,omitempty"`
	Picked    bool          `json:"picked,omitempty"`
	Cancelled bool          `json:"cancelled,omitempty"`
	Rounds    []map[int]int `json:"rounds,omitempty"`
	Text      string        `json:"text"`
}

// NewGenericRoom makes a room for the players names (by seat) who bid from
// $0 to maxBid dollars: NewGenericRoomIn in "$".
func NewGenericRoom(names []string, maxBid int, runoff bool) *GenericRoom {
	return NewGenericRoomIn(names, maxBid, runoff, "$")
}

// NewGenericRoomIn makes a room for the players names (by seat) who bid
// from 0 to maxBid (a negative max counts as 0) in unit, the group's
// money, checked by the caller (seats.CheckUnit; "" is "$"): every page
// and line writes amounts as words.Money does ("$50", "50 ECU"). With
// runoff, a tied top goes to one runoff of extra bids among the tied
// before the pick; without, straight to the pick. No lot is open until
// Start.
func NewGenericRoomIn(names []string, maxBid int, runoff bool, unit string) *GenericRoom {
	g := &GenericRoom{names: slices.Clone(names), max: max(maxBid, 0), seller: -1, unit: cmp.Or(strings.TrimSpace(unit), "$"),
		privs: make([]uint64, len(names))}
	// The range is the same for everyone, no secret: said once, on
	// every page before the first lot, and by each bid form.
	g.idle = "Waiting for the first lot. Bids run from " + g.span(0, g.max) + "."
	for seat, name := range g.names {
		g.you = append(g.you, &Seat{Seat: seat, Name: name})
	}
	if runoff {
		g.runoffs = auction.DefaultRunoffs
	}
	return g
}

// SeatSecrets says what a seat's page holds that no one else may see, for
// the words on joining (phonelink): their sealed bids, and no card.
func (g *GenericRoom) SeatSecrets() string { return "their sealed bids" }

// Seats returns the player names by seat.
func (g *GenericRoom) Seats() []string { return slices.Clone(g.names) }

// Start opens a lot described in words ("the spice crate") for every
// player to bid on; a tie left after the runoff is settled with Pick (by
// the laptop). A lot still running is cancelled first, its sealed bids
// unrevealed. Error: the Journal refused the entry.
func (g *GenericRoom) Start(lot string) error { return g.start(lot, -1) }

// StartSale opens a lot that seller sells: everyone else bids, and the
// seller's phone picks the winner of a tie left after the runoff. Errors:
// seller out of range, fewer than one other player, or the Journal
// refused the entry.
func (g *GenericRoom) StartSale(lot string, seller int) error {
	if seller < 0 || seller >= len(g.names) {
		return fmt.Errorf("no seat %d: seats run from 0 to %d", seller, len(g.names)-1)
	}
	if len(g.names) < 2 {
		return errors.New("a sale needs at least one other player to bid")
	}
	return g.start(lot, seller)
}

// CheckLot says whether lot, a lot's name, is printable text of at most
// seats.MaxNameLength characters, as player names are (seats.CheckText:
// no control character, no text-direction control; seats.CheckLength):
// the laptop, the log and every phone show it.
func CheckLot(lot string) error {
	if err := seats.CheckText(lot, "lot names"); err != nil {
		return fmt.Errorf("the lot %w", err)
	}
	if err := seats.CheckLength(lot, "lot names"); err != nil {
		return fmt.Errorf("the lot %w", err)
	}
	return nil
}

func (g *GenericRoom) start(lot string, seller int) error {
	lot = strings.TrimSpace(lot)
	if err := CheckLot(lot); err != nil {
		return err
	}
	if lot == "" {
		lot = "the lot"
	}
	return g.record(func() (GenericEntry, error) {
		return GenericEntry{Kind: "start", Lot: g.lots + 1, Text: lot, Seller: seller}, nil
	})
}

// record makes the laptop's entry that entry works out (under the room's
// lock; an error refuses it), journals it, applies it and tells the pages.
// Errors: entry's, or the Journal refused the entry.
func (g *GenericRoom) record(entry func() (GenericEntry, error)) error {
	g.mu.Lock()
	e, err := entry()
	if err == nil {
		err = g.journal(e)
	}
	if err != nil {
		g.mu.Unlock()
		return err
	}
	g.apply(e)
	g.mu.Unlock()
	g.changed()
	return nil
}

// Pick settles a tie left after the runoff: winner, one of the tied
// bidders, wins at the tied total. It is the laptop's pick; on a lot from
// StartSale the seller may also pick from their phone. Errors: no pick is
// due, winner not tied, or the Journal refused the entry.
func (g *GenericRoom) Pick(winner int) error {
	g.mu.Lock()
	err := g.pick(winner)
	g.mu.Unlock()
	if err == nil {
		g.changed()
	}
	return err
}

// RestartRound clears the sealed bids of the open round so its bidders
// seal again (logged). Errors: no round is open, or the Journal refused.
func (g *GenericRoom) RestartRound() error {
	return g.record(func() (GenericEntry, error) {
		if g.a == nil || (g.a.Step() != auction.StepBidding && g.a.Step() != auction.StepRunoff) {
			return GenericEntry{}, errors.New("no round is open")
		}
		return GenericEntry{Kind: "restart", Lot: g.lots, Round: g.a.Rounds()}, nil
	})
}

// Cancel abandons the current lot (its open round is never revealed).
// Errors: no lot is running, or the Journal refused.
func (g *GenericRoom) Cancel() error {
	return g.record(func() (GenericEntry, error) {
		if g.a == nil || g.a.Step() == auction.StepDone {
			return GenericEntry{}, errors.New("no lot is being auctioned")
		}
		return GenericEntry{Kind: "cancel", Lot: g.lots}, nil
	})
}

// Replay applies a journalled entry without calling Journal or OnChange,
// to rebuild a room from its journal. Errors: the entry does not fit the
// room's state (the journal does not belong to it).
func (g *GenericRoom) Replay(e GenericEntry) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	switch e.Kind {
	case "start":
		if e.Lot != g.lots+1 {
			return fmt.Errorf("start of lot %d after lot %d", e.Lot, g.lots)
		}
		if e.Seller < -1 || e.Seller >= len(g.names) {
			return fmt.Errorf("no seat %d", e.Seller)
		}
		g.apply(e)
		return nil
	case "bid":
		if g.a == nil || e.Lot != g.lots || e.Round != g.a.Rounds() {
			return fmt.Errorf("bid for lot %d round %d does not fit", e.Lot, e.Round)
		}
		if err := g.a.Check(e.Seat, e.Amount, g.limit(e.Seat)); err != nil {
			return err
		}
		g.apply(e)
		return nil
	case "pick":
		if g.a == nil || e.Lot != g.lots || g.a.Step() != auction.StepPick || !slices.Contains(g.a.Tied(), e.Seat) {
			return fmt.Errorf("pick of seat %d does not fit", e.Seat)
		}
	case "restart", "cancel":
		if g.a == nil || e.Lot != g.lots || g.a.Step() == auction.StepDone || (e.Kind == "restart" && g.a.Step() == auction.StepPick) {
			return fmt.Errorf("%s of lot %d does not fit", e.Kind, e.Lot)
		}
	default:
		return fmt.Errorf("unknown entry kind %q", e.Kind)
	}
	g.apply(e)
	return nil
}

// Result returns how the current lot stands (Number 0 before the first).
func (g *GenericRoom) Result() GenericResult {
	g.mu.Lock()
	defer g.mu.Unlock()
	r := GenericResult{Lot: g.lot, Number: g.lots, Winner: -1}
	if g.a == nil {
		return r
	}
	for _, rd := range g.a.Revealed() {
		r.Rounds = append(r.Rounds, rd.Bids)
	}
	if g.a.Step() != auction.StepDone {
		return r
	}
	r.Done = true
	r.Winner, r.Price = g.a.Leader()
	r.AllZero, r.Picked, r.Cancelled = g.a.AllZero(), g.a.Picked(), g.a.Cancelled()
	r.Text = g.result
	return r
}

// Log returns every public line logged so far, oldest first.
func (g *GenericRoom) Log() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return slices.Clone(g.log)
}

// WholeLog is Log (LogKeeper): a view carries the latest LogLines lines,
// and a page asks for the others.
func (g *GenericRoom) WholeLog() []string { return g.Log() }

// journal calls the Journal hook (lock held).
func (g *GenericRoom) journal(e GenericEntry) error {
	if g.Journal == nil {
		return nil
	}
	if err := g.Journal(e); err != nil {
		return &journalError{err}
	}
	return nil
}

// journalError is a change the Journal hook refused.
type journalError struct{ err error }

func (e *journalError) Error() string {
	return fmt.Sprintf("could not save the change, so nothing changed: %v", e.err)
}

func (e *journalError) Unwrap() error { return e.err }

func (g *GenericRoom) changed() {
	if g.OnChange != nil {
		g.OnChange()
	}
}

// apply carries out a checked entry (lock held) and logs what the table
// may know.
func (g *GenericRoom) apply(e GenericEntry) {
	g.version++
	switch e.Kind {
	case "start":
		if g.a != nil && g.a.Step() != auction.StepDone {
			g.a.Cancel()
			g.logf("Lot %d (%s) was cancelled.", g.lots, g.lot)
		}
		var bidders []int
		for i := range g.names {
			if i != e.Seller {
				bidders = append(bidders, i)
			}
		}
		g.lots, g.lot, g.seller, g.result, g.restarts = e.Lot, e.Text, e.Seller, "", 0
		g.a = auction.NewAuction(bidders, g.runoffs)
		if e.Seller >= 0 {
			g.logf("Lot %d: %s sells %s; everyone else seals a bid.", g.lots, g.names[e.Seller], g.lot)
		} else {
			g.logf("Lot %d: %s; everyone seals a bid.", g.lots, g.lot)
		}
		g.settle(false)
	case "bid":
		if id := g.roundID(); id != g.ownRound {
			g.own, g.ownRound = map[int]int{}, id
		}
		g.own[e.Seat] = e.Amount
		before := len(g.a.Revealed())
		_ = g.a.Seal(e.Seat, e.Amount, g.limit(e.Seat))
		revealed := len(g.a.Revealed()) > before
		g.settle(revealed)
		if !revealed {
			// The bidder's part alone changed (its form gone, its
			// own amount shown): the others' still say the same
			// (who is yet to seal is in the public part).
			g.privs[e.Seat]++
			return
		}
	case "pick":
		_ = g.a.Pick(e.Seat)
		g.settle(false)
	case "restart":
		_ = g.a.RestartRound()
		g.restarts++
		g.logf("Round %d of lot %d restarted: every bidder in it seals again.", g.a.Rounds(), g.lots)
	case "cancel":
		g.a.Cancel()
		g.result = fmt.Sprintf("Lot %d (%s) was cancelled.", g.lots, g.lot)
		g.logf("%s", g.result)
	}
	g.privAll++
}

// PrivateRevision is a number that changes whenever seat's private part
// may have changed (SeatRevisions): a bid sealed in a round it does not
// complete changes the bidder's alone, any other change every seat's.
func (g *GenericRoom) PrivateRevision(seat int) (uint64, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if seat < 0 || seat >= len(g.privs) {
		return 0, false
	}
	return g.privAll + g.privs[seat], true
}

// settle logs the round just revealed (when revealed) and what follows
// from it: a runoff, a pick, or the result (lock held).
func (g *GenericRoom) settle(revealed bool) {
	a := g.a
	_, total := a.Leader()
	if revealed {
		rev := a.Revealed()
		last := rev[len(rev)-1]
		var parts []string
		for _, s := range last.Bidders {
			if len(rev) == 1 {
				parts = append(parts, g.names[s]+" "+g.money(last.Bids[s]))
			} else {
				parts = append(parts, g.names[s]+" +"+g.money(last.Bids[s]))
			}
		}
		what := "Bids"
		if len(rev) > 1 {
			what = "Runoff extras"
		}
		g.logf("%s: %s.", what, strings.Join(parts, ", "))
		switch a.Step() {
		case auction.StepRunoff:
			g.logf("Tie at %s between %s: each seals an extra amount (%s allowed).", g.money(total), g.namesOf(a.Tied()), g.money(0))
		case auction.StepPick:
			g.logf("%s at %s between %s: %s picks the winner.", g.tiedWord(), g.money(total), g.namesOf(a.Tied()), g.picker())
		}
	}
	if a.Step() != auction.StepDone {
		return
	}
	w, price := a.Leader()
	switch {
	case a.AllZero():
		g.result = fmt.Sprintf("Everyone bid %s for %s: no sale; the game's rules decide.", g.money(0), g.lot)
	case a.Picked():
		g.result = fmt.Sprintf("%s picked %s: %s wins %s for %s.", words.Capital(g.picker()), g.names[w], g.names[w], g.lot, g.money(price))
	default:
		g.result = fmt.Sprintf("%s wins %s for %s.", g.names[w], g.lot, g.money(price))
	}
	g.logf("%s", g.result)
}

// money writes n in the room's unit ("$5", "5 ECU").
func (g *GenericRoom) money(n int) string { return words.Money(g.unit, n) }

// span writes the amounts from lo to hi: "$0 to $50", "0 to 50 ECU".
func (g *GenericRoom) span(lo, hi int) string { return words.MoneyRange(g.unit, lo, hi) }

// Unit is the money the room's amounts are in ("$", "ECU").
func (g *GenericRoom) Unit() string { return g.unit }

// tiedWord starts the line of a tie to pick: "Still tied" after a
// runoff, "Tied" when there was none (--no-runoff) (lock held).
func (g *GenericRoom) tiedWord() string {
	if g.a.Rounds() > 1 {
		return "Still tied"
	}
	return "Tied"
}

func (g *GenericRoom) picker() string {
	if g.seller >= 0 {
		return g.names[g.seller]
	}
	return "the auctioneer"
}

func (g *GenericRoom) logf(format string, args ...any) {
	g.log = append(g.log, fmt.Sprintf(format, args...))
}

// namesOf lists the players at seats in words ("Ann, Bob and Cid"); past
// six it names five and counts the others.
func (g *GenericRoom) namesOf(seats []int) string {
	var n []string
	for i, s := range seats {
		if i == 5 && len(seats) > 6 {
			n = append(n, fmt.Sprintf("%d others", len(seats)-5))
			break
		}
		n = append(n, g.names[s])
	}
	switch len(n) {
	case 0:
		return "nobody"
	case 1:
		return n[0]
	}
	return strings.Join(n[:len(n)-1], ", ") + " and " + n[len(n)-1]
}

// limit is the most seat may seal in the open round: max for the first
// bid, max less what it has bid so far for a runoff extra (lock held).
func (g *GenericRoom) limit(seat int) int {
	return max(g.max-g.a.Total(seat), 0)
}

// pick checks, journals and applies a pick (lock held).
func (g *GenericRoom) pick(winner int) error {
	if g.a == nil || g.a.Step() != auction.StepPick {
		return errors.New("There is no tie to settle.")
	}
	if !slices.Contains(g.a.Tied(), winner) {
		return fmt.Errorf("Pick one of the tied bidders: %s.", g.namesOf(g.a.Tied()))
	}
	e := GenericEntry{Kind: "pick", Lot: g.lots, Seat: winner}
	if err := g.journal(e); err != nil {
		return err
	}
	g.apply(e)
	return nil
}

// Act carries out a phone's move: "bid" (seal Amount, the extra in a
// runoff) or "pick" (the seller of a StartSale lot picks Winner). The
// errors are sentences for the player.
func (g *GenericRoom) Act(seat int, a Action) error {
	g.mu.Lock()
	err := g.act(seat, a)
	g.mu.Unlock()
	if err == nil {
		g.changed()
	}
	return err
}

// roundID names the open round: the lot's number and the round's, and
// after a restart how many rounds of the lot were restarted ("l3-r1",
// "l3-r1-x1"), so a bid sealed for a round before its restart never lands
// in the restarted one (see BidForm.Round).
func (g *GenericRoom) roundID() string {
	if g.a == nil {
		return ""
	}
	id := "l" + strconv.Itoa(g.lots) + "-r" + strconv.Itoa(g.a.Rounds())
	if g.restarts > 0 {
		id += "-x" + strconv.Itoa(g.restarts)
	}
	return id
}

// parseRoundID reads an id of the shape roundID gives ("l3-r1",
// "l3-r1-x1"): the lot, the round and the restarts. ok is false for one
// not written as roundID writes it: it names no round at all, not a
// round that has closed.
func parseRoundID(id string) (lot, round, restarts int, ok bool) {
	if _, err := fmt.Sscanf(id, "l%d-r%d-x%d", &lot, &round, &restarts); err == nil {
		return lot, round, restarts, id == fmt.Sprintf("l%d-r%d-x%d", lot, round, restarts) && restarts > 0
	}
	if _, err := fmt.Sscanf(id, "l%d-r%d", &lot, &round); err == nil {
		return lot, round, 0, id == fmt.Sprintf("l%d-r%d", lot, round)
	}
	return 0, 0, 0, false
}

// roundAhead says whether the round lot, round, restarts comes after the
// open one (lock held): lots, rounds and restarts only count up (the
// room has no undo), so such a round has not opened yet.
func (g *GenericRoom) roundAhead(lot, round, restarts int) bool {
	now := []int{g.lots, g.a.Rounds(), g.restarts}
	return slices.Compare([]int{lot, round, restarts}, now) > 0
}

func (g *GenericRoom) act(seat int, a Action) error {
	if seat < 0 || seat >= len(g.names) {
		return errors.New("There is no such seat.")
	}
	switch a.Kind {
	case ActBid:
		if a.Amount == nil {
			return errors.New("A bid needs an amount.")
		}
		if g.a == nil {
			return errors.New("No lot is up for auction yet.")
		}
		// The open round, as every page sends, is taken without parsing
		// (fmt.Sscanf's failed first try panics inside: 4-5 µs a bid).
		if a.Round != "" && a.Round != g.sharedParts().roundID {
			lot, round, restarts, ok := parseRoundID(a.Round)
			switch {
			case !ok:
				return fmt.Errorf(`There is no round %q: a round is named like "l3-r1" (lot 3, round 1), or "l3-r1-x1" after a restart; the page sends the one it shows, so look at the page again before you bid.`, a.Round)
			case g.roundAhead(lot, round, restarts):
				return errors.New("That round has not opened yet: look at the page again before you bid.")
			default:
				return errors.New("That round has closed: look at the page again before you bid.")
			}
		}
		lim := g.limit(seat)
		err := g.a.Check(seat, *a.Amount, lim)
		switch {
		case errors.Is(err, auction.ErrNotBidder) && seat == g.seller:
			return errors.New("You are selling this lot: you do not bid.")
		case errors.Is(err, auction.ErrNotBidder) && g.a.Step() == auction.StepRunoff:
			return fmt.Errorf("Only %s bid in the runoff.", g.namesOf(g.a.Tied()))
		case errors.Is(err, auction.ErrNotBidder):
			return errors.New("You are not bidding in this round.")
		case errors.Is(err, auction.ErrAlreadySealed):
			return errors.New("You have already sealed your bid for this round.")
		case errors.Is(err, auction.ErrFinished):
			return errors.New("The bidding for this lot is over.")
		case errors.Is(err, auction.ErrAwaitingPick):
			return fmt.Errorf("The bids are all in: %s picks the winner.", g.picker())
		case err != nil && g.a.Step() == auction.StepRunoff:
			_, total := g.a.Leader()
			return fmt.Errorf("Your extra runs from %s: on top of the tied %s, that is %s in all at most.", g.span(0, lim), g.money(total), g.money(total+lim))
		case err != nil:
			return fmt.Errorf("Bids run from %s.", g.span(0, lim))
		}
		e := GenericEntry{Kind: "bid", Lot: g.lots, Round: g.a.Rounds(), Seat: seat, Amount: *a.Amount}
		if err := g.journal(e); err != nil {
			return fmt.Errorf("Your bid could not be saved, so it is not sealed (%v). Try again.", errors.Unwrap(err))
		}
		g.apply(e)
		return nil
	case ActPick:
		if a.Winner == nil {
			return errors.New("A pick needs a winner.")
		}
		if g.seller < 0 || seat != g.seller {
			return fmt.Errorf("Only %s picks the winner.", g.picker())
		}
		if a.Version != 0 && a.Version != g.version {
			// Picked on a view the lot has left behind (or sent twice).
			return errors.New("The lot moved on while you chose: look again and choose.")
		}
		return g.pick(*a.Winner)
	default:
		return errors.New("That is not part of this game.")
	}
}

// sharedParts returns the public parts of this version's views, built
// once and shared by every seat's view (lock held): the Bidders (nil
// before the first lot), the latest LogLines log lines, and the lot.
func (g *GenericRoom) sharedParts() *genericShared {
	if g.shared != nil && g.shared.version == g.version {
		return g.shared
	}
	sh := &genericShared{version: g.version}
	sh.earlier = max(len(g.log)-LogLines, 0)
	sh.log = slices.Clone(g.log[sh.earlier:])
	if a := g.a; a != nil {
		sh.a, sh.rounds, sh.restarts, sh.bidding = a, a.Rounds(), g.restarts, a.Step() == auction.StepBidding
		if prev := g.shared; prev != nil && prev.a == sh.a && prev.rounds == sh.rounds && prev.restarts == sh.restarts && prev.bidding == sh.bidding {
			sh.lot, sh.title, sh.roundID, sh.roundWords, sh.sealMsg, sh.bidForm = prev.lot, prev.title, prev.roundID, prev.roundWords, prev.sealMsg, prev.bidForm
		} else {
			sh.lot = &Lot{Text: g.lot}
			if g.seller >= 0 {
				sh.lot.Seller = g.names[g.seller]
			}
			sh.title = "Sealed bids: lot " + strconv.Itoa(g.lots)
			sh.roundID = g.roundID()
			if sh.bidding {
				sh.roundWords = "Lot " + strconv.Itoa(g.lots) + ", round 1: sealed bids"
				sh.sealMsg = "Seal your bid for " + g.lot + "."
				sh.bidForm = &BidForm{Min: 0, Max: g.max, Label: "Your bid", Note: "Nobody sees any bid until all are in. Once sealed it cannot be changed.", Round: sh.roundID}
			}
		}
		sh.waiting = a.Waiting()
		sh.names = g.namesOf(sh.waiting)
		sh.waitMsg = "Waiting for " + sh.names + " to seal."
		rev := a.Revealed()
		open := a.Bidders()
		tied := a.Tied()
		winner, _ := a.Leader()
		sh.bidders = make([]Bidder, 0, len(a.Seats()))
		for _, s := range a.Seats() {
			b := Bidder{Seat: s, Name: g.names[s], Bidding: slices.Contains(open, s), Sealed: a.Sealed(s),
				Tied: slices.Contains(tied, s), Winner: s == winner}
			if len(rev) > 0 {
				first := rev[0].Bids[s]
				b.Amount = &first
				total := first
				if len(rev) > 1 && rev[1].IsBidder(s) {
					extra := 0
					for _, r := range rev[1:] {
						extra += r.Bids[s]
					}
					b.Extra = &extra
					total += extra
				}
				b.Total = &total
			}
			sh.bidders = append(sh.bidders, b)
		}
	}
	g.shared = sh
	return sh
}

// View returns what seat may see (seat -1: the table). No amount appears
// before its round is complete, but for the viewer's own sealed amount in
// its own view's Sealed.
func (g *GenericRoom) View(seat int) View {
	g.mu.Lock()
	defer g.mu.Unlock()
	v := View{Game: "bids", Title: "Sealed bids", Version: g.version, Phase: PhaseIdle}
	if g.unit == "$" {
		v.Unit = "$"
	} else {
		v.UnitAfter = g.unit
	}
	player := seat >= 0 && seat < len(g.names)
	if player {
		v.You = g.you[seat]
	}
	sh := g.sharedParts()
	v.Log, v.Earlier = sh.log, sh.earlier
	if g.a == nil {
		if !player { // a seat's page shows the table's line
			v.Message = g.idle
		}
		return v
	}
	a := g.a
	v.Title = sh.title
	v.Lot, v.Bidders = sh.lot, sh.bidders
	_, total := a.Leader()
	switch a.Step() {
	case auction.StepBidding:
		v.Phase, v.Round = PhaseBidding, sh.roundWords
	case auction.StepRunoff:
		v.Phase, v.Round = PhaseRunoff, fmt.Sprintf("Lot %d, runoff: extra bids on top of %s", g.lots, g.money(total))
	case auction.StepPick:
		v.Phase = PhasePick
	case auction.StepDone:
		v.Phase, v.Result = PhaseResult, g.result
	}
	waiting := sh.waiting
	switch {
	case a.Step() == auction.StepDone:
		v.Message = g.result
	case a.Step() == auction.StepPick && player && seat == g.seller:
		v.Message = g.tiedWord() + " at " + g.money(total) + ": pick the winner."
		for _, t := range a.Tied() {
			v.Choices = append(v.Choices, Choice{Kind: ActPick, Winner: t, Label: "Pick " + g.names[t] + " (wins at " + g.money(total) + ")"})
		}
	case a.Step() == auction.StepPick:
		v.Message = fmt.Sprintf("%s at %s between %s: %s picks the winner.", g.tiedWord(), g.money(total), g.namesOf(a.Tied()), g.picker())
	case player && slices.Contains(waiting, seat):
		lim := g.limit(seat)
		if a.Step() == auction.StepRunoff {
			v.Message = "Tie at " + g.money(total) + ": seal how much extra you will pay (" + g.money(0) + " allowed)."
			v.Bid = &BidForm{Min: 0, Max: lim, Label: "Extra on top of " + g.money(total), Ask: "Seal %s extra in the runoff, on top of the tied " + g.money(total),
				Note: "Your total will be " + g.money(total) + " plus this. Once sealed it cannot be changed.", Round: sh.roundID}
		} else {
			v.Message = sh.sealMsg
			v.Bid = sh.bidForm
			if lim != sh.bidForm.Max {
				v.Bid = &BidForm{Min: 0, Max: lim, Label: sh.bidForm.Label, Note: sh.bidForm.Note, Round: sh.roundID}
			}
		}
	case player && a.Sealed(seat):
		v.Message, v.Leads = "Sealed.", true // then the table's "Waiting for … to seal."
		if n, ok := g.own[seat]; ok && g.ownRound == sh.roundID {
			v.Sealed = g.money(n)
			if a.Step() == auction.StepRunoff {
				v.Sealed = g.money(n) + " extra (total " + g.money(total+n) + ")"
			}
		}
	case player && seat == g.seller:
		v.Message, v.Leads = "You are selling: the others seal their bids.", true
	case player && a.Step() == auction.StepRunoff:
		v.Message = fmt.Sprintf("Runoff between %s: they each seal an extra amount.", g.namesOf(a.Tied()))
	case player:
		// The table's message ("Waiting for … to seal.") shows on the
		// page: the seat's own part stays the same as the others seal.
	default:
		v.Message = sh.waitMsg
	}
	// A seat with a bid form or choices is the one the table waits for.
	v.Wanted = v.Bid != nil || len(v.Choices) > 0
	return v
}

// Public returns the view every seat and the table share (Room): the
// table's view, which holds no amount before its round is complete.
func (g *GenericRoom) Public() Public {
	p, _ := g.View(-1).Split()
	return p
}

// Private returns seat's own part of its view (Room): its bid form or
// pick choices, its line and its own sealed amount.
func (g *GenericRoom) Private(seat int) Private {
	_, q := g.View(seat).Split()
	return q
}
