package boxes

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/engines/auction"
	"tallyman/engines/catalogue"
	"tallyman/engines/words"
)

// MoveType names a move; the journal writes it as the "type" field.
type MoveType string

// The moves of Boxes. Player is always the seat that makes the move.
const (
	ChooseAuction MoveType = "choose"  // the auctioneer: Kind "open" or "secret"
	InspectCards  MoveType = "inspect" // Closed and Open: the cards looked at (7 actions)
	StartingBid   MoveType = "start"   // the auctioneer: Amount, the open auction's starting bid
	Raise         MoveType = "raise"   // open auction: Amount, the new highest bid
	PassBid       MoveType = "pass"    // open auction: out for this container
	SealBid       MoveType = "bid"     // secret auction: Amount, the sealed bid
	PayNotes      MoveType = "pay"     // the winner: Notes, the banknotes handed to the bank
	RecordCards   MoveType = "cards"   // a container's winner: Container (from 0) and its 10 Cards
)

// ReopenRound is the table's move, never a player's choice: an undo took
// back the sealed bid that revealed the secret auction, so its bids were
// seen and every bidder seals again (Player: the auctioneer's side of the
// table).
const ReopenRound MoveType = "reopen_round"

// Move is one thing a player does. Which fields matter depends on Type
// (see the constants); amounts are in ECU. In JSON, a journal line such as
// {"type":"pay","player":1,"notes":{"50":0,"100":0,"200":2,"500":0}}.
type Move struct {
	Type      MoveType    `json:"type"`
	Player    int         `json:"player"`
	Kind      AuctionKind `json:"kind,omitempty"`
	Closed    int         `json:"closed,omitempty"`
	Open      int         `json:"open,omitempty"`
	Amount    int         `json:"amount,omitempty"`
	Notes     *Wallet     `json:"notes,omitempty"`
	Container int         `json:"container,omitempty"`
	Cards     []Card      `json:"cards,omitempty"`
}

// RuleError is a move refused by a rule, the type every engine shares. Rule
// names the rulebook by the game's name, never by a file's, and the
// section ("Boxes rules, Passing"); Reason says what was wrong. It writes
// "reason (Boxes rules, section)".
type RuleError = catalogue.RuleError

func refuse(rule, format string, args ...any) error {
	return catalogue.Refuse("Boxes rules, "+rule, format, args...)
}

// IsRuleError reports whether err is a refusal by a rule.
func IsRuleError(err error) bool { return catalogue.IsRuleError(err) }

// Apply checks m against the rules and returns the state after it and the
// events it caused. The input state is never changed; on error the returned
// state is nil and the error (a *RuleError for a broken rule) says which
// rule refused the move and why.
func Apply(s *State, m Move) (*State, []Event, error) {
	if m.Player < 0 || m.Player >= len(s.Players) {
		return nil, nil, fmt.Errorf("no player at seat %d: seats run from 0 to %d", m.Player, len(s.Players)-1)
	}
	n := s.Clone()
	var ev []Event
	var err error
	switch m.Type {
	case RecordCards:
		err = n.recordCards(m, &ev)
	case ChooseAuction, InspectCards, StartingBid, Raise, PassBid, SealBid, PayNotes, ReopenRound:
		if n.Phase == Over {
			return nil, nil, refuse("End of the Game", "all %d containers are sold", Standard.Containers)
		}
		err = n.sale(m, &ev)
	default:
		return nil, nil, fmt.Errorf("unknown move type %q", m.Type)
	}
	if err != nil {
		return nil, nil, err
	}
	return n, ev, nil
}

func (s *State) name(seat int) string { return s.Players[seat].Name }

// phaseWords says what is awaited in each phase, for refusals.
func (s *State) waitingFor() string {
	switch s.Phase {
	case Choose:
		return fmt.Sprintf("%s (the auctioneer) chooses an open or a secret auction", s.name(s.Auctioneer()))
	case Inspect:
		return fmt.Sprintf("%s inspects the cards", s.name(s.Inspector()))
	case Opening:
		return fmt.Sprintf("%s (the auctioneer) announces the starting bid", s.name(s.Auctioneer()))
	case Bidding:
		return fmt.Sprintf("%s raises or passes", s.name(s.Open.Turn))
	case Sealed:
		return "the sealed bids"
	case Pay:
		return fmt.Sprintf("%s pays %s", s.name(s.Winner), ECU(s.Price))
	}
	return "nothing: the game is over"
}

func (s *State) wrongPhase(m Move, rule string) error {
	return refuse(rule, "a %s move is not possible now: waiting for %s", m.Type, s.waitingFor())
}

func (s *State) sale(m Move, ev *[]Event) error {
	switch m.Type {
	case ChooseAuction:
		return s.choose(m, ev)
	case InspectCards:
		return s.inspect(m, ev)
	case StartingBid:
		return s.startingBid(m, ev)
	case Raise, PassBid:
		return s.openMove(m, ev)
	case SealBid:
		return s.seal(m, ev)
	case ReopenRound:
		return s.reopen(m, ev)
	}
	return s.pay(m, ev)
}

func (s *State) choose(m Move, ev *[]Event) error {
	const rule = "Setting Up: the auctioneer chooses the type of auction"
	if s.Phase != Choose {
		return s.wrongPhase(m, rule)
	}
	if a := s.Auctioneer(); m.Player != a {
		return refuse(rule, "%s holds the auctioneer's token and chooses, not %s", s.name(a), s.name(m.Player))
	}
	if m.Kind != OpenAuction && m.Kind != SecretAuction {
		return refuse(rule, "the auction is %q or %q, not %q", OpenAuction, SecretAuction, m.Kind)
	}
	s.Kind, s.Phase = m.Kind, Inspect
	s.Inspections = make([]Inspection, len(s.Players))
	*ev = append(*ev, Event{Kind: "choose", Player: m.Player, Text: fmt.Sprintf("Container %d: %s chooses the %s auction and inspects first.", s.Container+1, s.name(m.Player), m.Kind)})
	return nil
}

// CheckInspection says whether closed and open box cards are a possible
// inspection of one container with the 7 actions (boxes.txt, "How the Game
// Works": 2 actions per closed card, 1 per open card, all 7 used in one
// go). A container has 4 closed and 6 open cards, and a card is looked at
// once (it is turned 90 degrees). Rules decision: the actions must all be
// used while a card is left that they can pay for, so the possible counts
// are 3 closed + 1 open, 2 + 3, 1 + 5 and 0 + 6 (every open card seen, the
// 7th action left unusable because a closed card costs 2).
func CheckInspection(closed, open int) error {
	r := Standard
	const rule = "How the Game Works: 7 actions, 2 per closed box card, 1 per open box card"
	switch {
	case closed < 0 || open < 0:
		return refuse(rule, "counts are 0 or more")
	case closed > r.ClosedPerContainer:
		return refuse(rule, "a container has only %d closed box cards, not %d", r.ClosedPerContainer, closed)
	case open > r.OpenPerContainer:
		return refuse(rule, "a container has only %d open box cards, not %d", r.OpenPerContainer, open)
	}
	used := closed*r.ClosedCost + open*r.OpenCost
	if used > r.Actions {
		return refuse(rule, "%d closed and %s take %d actions; a player has %d", closed, words.Plural(open, "open card"), used, r.Actions)
	}
	if !allUsed(closed, open) {
		return refuse(rule, "%d closed and %s use %d of the %d actions; all must be used (possible: %s)", closed, words.Plural(open, "open card"), used, r.Actions, strings.Join(InspectionChoices(), ", "))
	}
	return nil
}

// allUsed reports whether no card is left that the actions left over
// could pay for.
func allUsed(closed, open int) bool {
	r := Standard
	left := r.Actions - closed*r.ClosedCost - open*r.OpenCost
	return left >= 0 && !(left >= r.OpenCost && open < r.OpenPerContainer) && !(left >= r.ClosedCost && closed < r.ClosedPerContainer)
}

// InspectionChoices lists the possible inspections as "3 closed + 1 open"
// (see CheckInspection), most closed cards first.
func InspectionChoices() []string {
	var out []string
	for c := Standard.ClosedPerContainer; c >= 0; c-- {
		for o := 0; o <= Standard.OpenPerContainer; o++ {
			if allUsed(c, o) {
				out = append(out, fmt.Sprintf("%d closed + %d open", c, o))
			}
		}
	}
	return out
}

func (s *State) inspect(m Move, ev *[]Event) error {
	const rule = "How the Game Works: each player in turn gets 7 actions"
	if s.Phase != Inspect {
		return s.wrongPhase(m, rule)
	}
	if who := s.Inspector(); m.Player != who {
		return refuse(rule, "it is %s turn to inspect, not %s", words.Possessive(s.name(who)), words.Possessive(s.name(m.Player)))
	}
	if err := CheckInspection(m.Closed, m.Open); err != nil {
		return err
	}
	s.Inspections[m.Player] = Inspection{Done: true, Closed: m.Closed, Open: m.Open}
	*ev = append(*ev, Event{Kind: "inspect", Player: m.Player, Text: fmt.Sprintf("%s inspected %d closed and %s.", s.name(m.Player), m.Closed, words.Plural(m.Open, "open box card"))})
	if s.Inspector() >= 0 {
		return nil
	}
	if s.Kind == OpenAuction {
		s.Phase = Opening
		*ev = append(*ev, Event{Kind: "opening", Player: s.Auctioneer(), Text: fmt.Sprintf("Everyone has inspected. %s announces the starting bid.", s.name(s.Auctioneer()))})
		return nil
	}
	var seats []int
	for i := range s.Players {
		seats = append(seats, i)
	}
	r := auction.NewRound(seats)
	s.Secret, s.Phase = &r, Sealed
	*ev = append(*ev, Event{Kind: "sealed", Player: -1, Text: "Everyone has inspected. Every player seals a bid."})
	return nil
}

// startingBid opens the open auction. Rules decision: the starting bid the
// auctioneer announces is the auctioneer's own opening bid (so the
// container always sells, and the auctioneer's wallet must cover it); the
// others then bid in turn clockwise from the auctioneer's left.
func (s *State) startingBid(m Move, ev *[]Event) error {
	const rule = "Open Auction: the auctioneer announces the starting bid"
	if s.Phase != Opening {
		return s.wrongPhase(m, rule)
	}
	a := s.Auctioneer()
	if m.Player != a {
		return refuse(rule, "%s is the auctioneer and announces the starting bid, not %s", s.name(a), s.name(m.Player))
	}
	if err := s.affordable(m.Player, m.Amount, rule); err != nil {
		return err
	}
	var seats []int
	for i := range s.Players {
		seats = append(seats, i)
	}
	s.Open = &OpenBids{Bidders: seats, High: m.Amount, Leader: a}
	s.Phase = Bidding
	s.Open.Turn = s.nextBidder(a)
	*ev = append(*ev, Event{Kind: "start", Player: a, Text: fmt.Sprintf("%s opens at %s. %s to raise or pass.", s.name(a), ECU(m.Amount), s.name(s.Open.Turn))})
	return nil
}

// affordable refuses an open auction's bid (a starting bid, a raise) the
// seat's wallet cannot pay, one below 0, or one no banknotes make: a
// bid is a sum of banknotes, a multiple of 50 ECU (State.BidStep). The
// refusal names no amount in the wallet: it shows on the shared screen,
// and wallets stay behind the players' screens (boxes.txt, "Setting Up").
func (s *State) affordable(seat, amount int, rule string) error {
	if amount < 0 {
		return refuse(rule, "a bid of %d is below 0", amount)
	}
	if step := s.BidStep(); amount%step != 0 {
		below := amount - amount%step
		return refuse("Open Auction: base your bids on the banknotes that you have", "a bid is a sum of banknotes (%s): %s is not; %s or %s is", noteValues(), ECU(amount), ECU(below), ECU(below+step))
	}
	if w := s.Players[seat].Wallet.Total(); amount > w {
		return refuse("Open Auction: the winner pays the amount of the bid; the bank gives no change", "%s cannot bid %s: that is more than the notes in the wallet add up to", s.name(seat), ECU(amount))
	}
	return nil
}

// sealable refuses a sealed bid below 0 or one no banknotes make
// (boxes.txt, "Secret Auction": "Each player secretly collects the
// banknotes for the sum he wants to bid"): a multiple of 50 ECU
// (State.BidStep), at most the wallet. The refusal names no amount: a
// sealed bid stays secret until every bid is in, and the laptop's screen
// is shared. Rules decision: the notes of the wallet need not make the
// sum exactly (an amount is asked, as for every bid); a winner whose
// notes do not is asked before paying more (see Payments).
func (s *State) sealable(seat, amount int, rule string) error {
	if amount < 0 {
		return refuse(rule, "a bid is 0 or more")
	}
	if step := s.BidStep(); amount%step != 0 {
		return refuse(rule, "a sealed bid is the banknotes laid face down (%s), so it is a multiple of %s", noteValues(), ECU(step))
	}
	if amount > s.Players[seat].Wallet.Total() {
		return refuse(rule, "%s cannot bid that much: it is more than the notes in the wallet add up to", s.name(seat))
	}
	return nil
}

// noteValues lists the banknotes: "50, 100, 200 and 500 ECU".
func noteValues() string {
	n := Standard.Notes
	return fmt.Sprintf("%d, %d, %d and %d ECU", n[0], n[1], n[2], n[3])
}

// nextBidder is the next seat clockwise after from that is in the open
// auction, has not passed and does not hold the highest bid; -1 if none.
func (s *State) nextBidder(from int) int {
	o := s.Open
	for i, seat := 0, s.Next(from); i < len(s.Players); i, seat = i+1, s.Next(seat) {
		if slices.Contains(o.Bidders, seat) && !slices.Contains(o.Passed, seat) && seat != o.Leader {
			return seat
		}
	}
	return -1
}

// openMove is a raise or a pass in an open auction (boxes.txt, "Open
// Auction": players bid in turn clockwise; a player who passes cannot
// resume bidding; the highest bid wins). A raise must beat the highest
// bid by at least 1 ECU. When one bidder is left, that bidder wins at the
// highest bid: in a runoff where nobody raised, the tied player who did not
// pass wins at the tied amount (they sealed it).
func (s *State) openMove(m Move, ev *[]Event) error {
	const rule = "Open Auction: players bid in turn, going clockwise"
	if s.Phase != Bidding {
		return s.wrongPhase(m, rule)
	}
	o := s.Open
	if m.Player != o.Turn {
		if !slices.Contains(o.Bidders, m.Player) {
			return refuse("Secret Auction: only the tied players bid again", "%s is not in this open auction", s.name(m.Player))
		}
		if slices.Contains(o.Passed, m.Player) {
			return refuse(rule, "%s has passed and cannot resume bidding", s.name(m.Player))
		}
		return refuse(rule, "it is %s turn to bid, not %s", words.Possessive(s.name(o.Turn)), words.Possessive(s.name(m.Player)))
	}
	if m.Type == Raise {
		if m.Amount <= o.High {
			return refuse(rule, "a bid must be more than the highest bid, %s: %s or more", ECU(o.High), ECU(s.NextBid(o.High)))
		}
		if err := s.affordable(m.Player, m.Amount, rule); err != nil {
			return err
		}
		o.High, o.Leader = m.Amount, m.Player
		*ev = append(*ev, Event{Kind: "raise", Player: m.Player, Text: fmt.Sprintf("%s bids %s.", s.name(m.Player), ECU(m.Amount))})
	} else {
		o.Passed = append(o.Passed, m.Player)
		*ev = append(*ev, Event{Kind: "pass", Player: m.Player, Text: fmt.Sprintf("%s passes.", s.name(m.Player))})
	}
	if act := o.Active(); len(act) == 1 {
		s.won(act[0], o.High, ev)
		return nil
	}
	o.Turn = s.nextBidder(m.Player)
	if o.Turn < 0 {
		// Only the leader is left (cannot happen: caught above).
		s.won(o.Leader, o.High, ev)
	}
	return nil
}

// NextBid is the least bid above high that banknotes make: the next
// multiple of 50 ECU (BidStep), 950 above 900 or above 901; in a game
// saved before bids were banknotes (AnyAmountBids), high + 1.
func (s *State) NextBid(high int) int {
	step := s.BidStep()
	return (high/step + 1) * step
}

// BidStep is what every bid of the game is a multiple of: Rules.BidStep,
// 50 ECU, as a bid is banknotes; 1 ECU in a game saved before bids were
// banknotes (AnyAmountBids).
func (s *State) BidStep() int {
	if s.AnyAmountBids {
		return 1
	}
	return Standard.BidStep()
}

// won ends the bidding: winner pays price.
func (s *State) won(winner, price int, ev *[]Event) {
	s.Winner, s.Price, s.Phase = winner, price, Pay
	s.Open = nil
	*ev = append(*ev, Event{Kind: "won", Player: winner, Text: fmt.Sprintf("%s wins container %d for %s.", s.name(winner), s.Container+1, ECU(price))})
}

// seal records a sealed bid (boxes.txt, "Secret Auction"). When the last
// bid is in, the bids are revealed: the highest wins; a tie goes to an open
// auction among the tied players with the tied amount as the starting bid
// (nobody holds it yet; the tied players bid in turn clockwise, starting
// with the auctioneer if tied, else the first tied player on the
// auctioneer's left).
func (s *State) seal(m Move, ev *[]Event) error {
	const rule = "Secret Auction: each player secretly collects the notes for a bid"
	if s.Phase != Sealed {
		return s.wrongPhase(m, rule)
	}
	if s.Secret.Sealed(m.Player) {
		return refuse(rule, "%s has already sealed a bid for this container", s.name(m.Player))
	}
	if err := s.sealable(m.Player, m.Amount, rule); err != nil {
		return err
	}
	r, err := s.Secret.Seal(m.Player, m.Amount, m.Amount)
	if err != nil {
		return refuse(rule, "%v", err)
	}
	s.Secret = &r
	*ev = append(*ev, Event{Kind: "sealed", Player: m.Player, Text: fmt.Sprintf("%s has sealed a bid.", s.name(m.Player))})
	if !r.Complete() {
		return nil
	}
	var parts []string
	for _, seat := range r.Bidders {
		parts = append(parts, fmt.Sprintf("%s %s", s.name(seat), ECU(r.Bids[seat])))
	}
	*ev = append(*ev, Event{Kind: "reveal", Player: -1, Text: "Bids revealed: " + strings.Join(parts, ", ") + "."})
	top, seats := r.Top()
	bids := make(map[int]int, len(r.Bids))
	for k, v := range r.Bids {
		bids[k] = v
	}
	s.Secret = nil
	s.Bids = bids
	if len(seats) == 1 {
		s.won(seats[0], top, ev)
		return nil
	}
	s.Open = &OpenBids{Bidders: seats, High: top, Leader: -1, Runoff: true}
	s.Phase, s.Runoff = Bidding, true
	s.Open.Turn = s.Auctioneer()
	if !slices.Contains(seats, s.Open.Turn) {
		s.Open.Turn = s.nextBidder(s.Auctioneer())
	}
	var names []string
	for _, t := range seats {
		names = append(names, s.name(t))
	}
	*ev = append(*ev, Event{Kind: "tie", Player: -1, Text: fmt.Sprintf("Tie at %s between %s: an open auction among them from %s. %s to raise or pass.", ECU(top), words.And(names), ECU(top), s.name(s.Open.Turn))})
	return nil
}

// reopen clears every bid sealed in the secret auction, so every player
// seals again: the table's move when an undo took back the bid that
// revealed the round (Session.Undo), as everyone has seen its bids and
// none may bid again knowing the others' (assumed: the rules have no
// undo). The auctioneer's side of the table makes it.
func (s *State) reopen(m Move, ev *[]Event) error {
	const rule = "Secret Auction: all players reveal their bid at the same time"
	if s.Phase != Sealed {
		return refuse(rule, "no secret auction is open: waiting for %s", s.waitingFor())
	}
	if a := s.Auctioneer(); m.Player != a {
		return refuse(rule, "only the auctioneer's side of the table, %s, opens the secret auction again", s.name(a))
	}
	r := auction.NewRound(s.Secret.Bidders)
	s.Secret = &r
	var names []string
	for _, seat := range r.Bidders {
		names = append(names, s.name(seat))
	}
	*ev = append(*ev, Event{Kind: "reopen", Player: m.Player, Text: fmt.Sprintf("Everyone has seen this secret auction's bids, so it is open again: %s each seal a new bid.", words.And(names))})
	return nil
}

// pay hands the winner's notes to the bank (boxes.txt, "Open Auction": the
// winner pays the amount of the bid; the bank does not swap notes and
// gives no change, so any excess is lost). The notes must be in the
// winner's wallet and add up to at least the price; Payments lists the
// sensible choices.
func (s *State) pay(m Move, ev *[]Event) error {
	const rule = "Open Auction: the bank does not swap banknotes and does not give change"
	if s.Phase != Pay {
		return s.wrongPhase(m, rule)
	}
	if m.Player != s.Winner {
		return refuse(rule, "%s won the container and pays, not %s", s.name(s.Winner), s.name(m.Player))
	}
	if m.Notes == nil {
		return refuse(rule, "say which notes %s hands to the bank", s.name(m.Player))
	}
	p := *m.Notes
	w := s.Players[m.Player].Wallet
	for i, n := range p {
		if n < 0 {
			return refuse(rule, "a count of %d notes of %d is below 0", n, Standard.Notes[i])
		}
		if n > w[i] {
			return refuse(rule, "%s has %s of %d, not %d", s.name(m.Player), words.Plural(w[i], "note"), Standard.Notes[i], n)
		}
	}
	if p.Total() < s.Price {
		return refuse(rule, "%s is less than the bid of %s", p, ECU(s.Price))
	}
	s.Players[m.Player].Wallet = w.Minus(p)
	s.Sales = append(s.Sales, Sale{Auctioneer: s.Auctioneer(), Kind: s.Kind, Bids: s.Bids, Runoff: s.Runoff, Winner: m.Player, Price: s.Price, Paid: p})
	text := fmt.Sprintf("%s pays %s with %s.", s.name(m.Player), ECU(s.Price), p)
	if lost := p.Total() - s.Price; lost > 0 {
		text += fmt.Sprintf(" %s is lost: the bank gives no change.", ECU(lost))
	}
	*ev = append(*ev, Event{Kind: "pay", Player: m.Player, Text: text})
	s.Container++
	s.Kind, s.Bids, s.Runoff, s.Winner, s.Price = "", nil, false, -1, 0
	s.Inspections = make([]Inspection, len(s.Players))
	if s.Container == Standard.Containers {
		s.Phase = Over
		*ev = append(*ev, Event{Kind: "over", Player: -1, Text: fmt.Sprintf("All %d containers are sold.", Standard.Containers)})
		return nil
	}
	s.Phase = Choose
	*ev = append(*ev, Event{Kind: "token", Player: s.Auctioneer(), Text: fmt.Sprintf("Container %d: %s takes the auctioneer's token.", s.Container+1, s.name(s.Auctioneer()))})
	return nil
}

// recordCards records the ten cards of a container its winner has won
// (boxes.txt, "Secret Auction": cards that have been won can be turned
// over). The cards must be 4 closed and 6 open box cards that one
// container can hold by the card summary; the cards of the other
// containers are not counted (see Clash). A container's cards may be
// recorded again to correct them.
func (s *State) recordCards(m Move, ev *[]Event) error {
	const rule = "Setting Up: a container is 4 closed and 6 open box cards"
	r := Standard
	if m.Container < 0 || m.Container >= len(s.Sales) {
		return refuse(rule, "container %d has not been sold yet (%d sold)", m.Container+1, len(s.Sales))
	}
	sale := s.Sales[m.Container]
	if sale.Winner != m.Player {
		return refuse(rule, "container %d was won by %s, who records its cards, not %s", m.Container+1, s.name(sale.Winner), s.name(m.Player))
	}
	closed := 0
	for _, c := range m.Cards {
		if c.Closed() {
			closed++
		}
	}
	if len(m.Cards) != r.ClosedPerContainer+r.OpenPerContainer || closed != r.ClosedPerContainer {
		return refuse(rule, "%s, %d closed and %d open; a container is %d closed (blank, gold, 250) and %d open box cards", words.Plural(len(m.Cards), "card"), closed, len(m.Cards)-closed, r.ClosedPerContainer, r.OpenPerContainer)
	}
	// The container alone: the others' cards are behind their winners'
	// screens, and a refusal counting them would tell this winner what
	// they hold (issue 23). A count over the game's is settled at the end
	// (Clash).
	if err := r.CheckDeck(m.Cards); err != nil {
		return &RuleError{Rule: "Boxes rules, Card Summary", Reason: "one container cannot hold " + strings.TrimSuffix(err.Error(), " "+cardSummaryRule)}
	}
	s.Sales[m.Container].Cards = slices.Clone(m.Cards)
	*ev = append(*ev, Event{Kind: "cards", Player: m.Player, Text: fmt.Sprintf("%s recorded the cards of container %d.", s.name(m.Player), m.Container+1)})
	return nil
}
