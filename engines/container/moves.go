package container

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"tallyman/engines/catalogue"
	"tallyman/engines/words"
)

// MoveType names a move. The JSON journal writes it as the "type" field
// (docs/journal.md lists every type and its fields).
type MoveType string

// The moves of classic Container (container.txt, "Your turn", "The island
// auction", "Loans"). The first group are actions and cost one of the two
// actions of a turn; the rest are free.
const (
	BuyFactory     MoveType = "buy_factory"     // Color: the new factory's colour
	BuyWarehouse   MoveType = "buy_warehouse"   // no fields
	Produce        MoveType = "produce"         // Lots: new containers with prices; Reprice
	StockWarehouse MoveType = "stock_warehouse" // From: seller; Buy; Reprice
	SailHarbor     MoveType = "sail_harbor"     // From: whose harbor; Buy (prices as listed)
	BuyAtHarbor    MoveType = "buy_at_harbor"   // Buy: from the harbor the ship began the turn in
	SailSea        MoveType = "sail_sea"        // no fields
	SailIsland     MoveType = "sail_island"     // no fields; starts the island auction
	DomesticSale   MoveType = "domestic_sale"   // Lots: the one container returned (colour and price)
	EndTurn        MoveType = "end_turn"        // pass: end the turn
	TakeLoan       MoveType = "loan"            // any player, any time
	RepayLoan      MoveType = "repay"           // current player only
	Bid            MoveType = "bid"             // Amount: sealed bid (or extra in the runoff)
	PickWinner     MoveType = "pick_winner"     // Winner: the seller's pick among the tied
	Accept         MoveType = "accept"          // seller accepts the winning bid
	Reject         MoveType = "reject"          // seller rejects the winning bid
	SetCard        MoveType = "card"            // Card: the player's physical value card, 1-5
	RestartRound   MoveType = "restart_round"   // the seller clears the open round's sealed bids
	ReopenRound    MoveType = "reopen_round"    // the open round's bids were seen (an undo took back its reveal): cleared for every bidder

	// Off-Shore edition (offshore*.go). Build, Produce, Factory Purchase
	// (stock_warehouse), Harbor Purchase (buy_at_harbor), Sail (sail_harbor,
	// sail_sea, sail_island) keep the classic types; Bid carries Bluffs;
	// Reject is the buyout.
	SailBank      MoveType = "sail_bank" // Load: containers loaded from the holding area (Anchor action)
	RepriceMove   MoveType = "reprice"   // District: "factory" or "harbor"; Reprice
	CallBank      MoveType = "call_bank" // Lot; Amount (cash bid) or Stake (container bid)
	LoadHolding   MoveType = "load"      // Load: at the bank, loading from the holding area (the Anchor action, later in the turn)
	SeizeColor    MoveType = "seize"     // Color: the right-hand player's pick of the seized colour
	ChooseDiscard MoveType = "discard"   // Color: the colour a player discards on a free tie at scoring
)

// Reprice moves one container of a store from one price space to another.
type Reprice struct {
	Color Color `json:"color"`
	From  int   `json:"from"`
	To    int   `json:"to"`
}

// Purchase is one container bought: its colour, the price it is listed at
// (what the buyer pays, in dollars) and, for the warehouse store, the price
// the buyer lists it at (To; ships carry no prices).
type Purchase struct {
	Color Color `json:"color"`
	Price int   `json:"price"`
	To    int   `json:"to,omitempty"`
}

// Move is one thing a player does. Player is the seat that makes it (seats
// count from 0 in seating order). Which other fields matter depends on Type
// (see the constants). In JSON it takes the journal's form (docs/journal.md).
type Move struct {
	Type    MoveType
	Player  int
	Color   Color
	From    int
	Lots    []Lot
	Buy     []Purchase
	Reprice []Reprice
	Amount  int
	Winner  int
	Card    int
	// Off-Shore edition.
	Lot      string  // call_bank: the bank lot
	Stake    []Stake // call_bank: containers bid for a cash lot
	Bluffs   int     // bid: bluff cards added (0-2)
	District string  // reprice: "factory" or "harbor"
	Load     []Color // sail_bank, load: containers taken from the holding area
}

// RuleError is a move refused by a rule, the type every engine shares.
// Rule names the rules file and section ("container.txt, Loans"); Cite
// says it as players read it at the table (see Cite): "... (rules:
// Loans)"; Reason says what was wrong.
type RuleError = catalogue.RuleError

// rulesFiles name the rules files as players know them: the classic rules
// (and their notes) are "rules", the Off-Shore edition's actions text and
// notes are its rulebook, "Off-Shore rules".
var rulesFiles = []struct{ file, label string }{
	{"container.txt", "rules"},
	{"container-notes.md", "rules"},
	{"container-offshore-edition-actions.txt", "Off-Shore rules"},
	{"container-offshore-edition-notes.md", "Off-Shore rules"},
}

// offshorePages are the rulebook pages that the Off-Shore actions text and
// notes give for their sections.
var offshorePages = map[string]string{
	"Your turn": "p. 6", "Build": "p. 8", "Produce": "pp. 8-9", "Factory purchase": "p. 9",
	"Harbor purchase": "p. 10", "Reprice": "p. 10", "Sail": "p. 11", "Delivery auctions": "p. 15",
	"Runoff auction": "p. 16", "Components and supply": "pp. 1-2", "Player board": "pp. 3, 8",
	"Off-Shore Bank": "pp. 2, 12-15", "Loans": "pp. 16-17", "End and scoring": "p. 18",
}

// Cite writes a rule citation ("container.txt, Loans") as players read it
// at the table, without the rules file's name: "rules: Loans" for the
// classic rules, "Off-Shore rules: Off-Shore Bank, pp. 2, 12-15" for the
// Off-Shore edition, with the rulebook's pages where its texts give them.
func Cite(rule string) string {
	for _, f := range rulesFiles {
		rest, ok := strings.CutPrefix(rule, f.file)
		if !ok {
			continue
		}
		sec := strings.Trim(strings.TrimPrefix(rest, ","), " \"")
		if sec == "" {
			return f.label
		}
		out := f.label + ": " + sec
		if p := offshorePages[sec]; p != "" && strings.HasPrefix(f.label, "Off-Shore") {
			out += ", " + p
		}
		return out
	}
	return rule
}

// refuse is a refusal by a section of container.txt (a rule already
// citing its file, such as an Off-Shore one, is kept as it is).
func refuse(rule, format string, args ...any) error {
	if !strings.Contains(rule, ".txt, ") && !strings.Contains(rule, ".md, ") {
		rule = "container.txt, " + rule
	}
	return ruleError(rule, fmt.Sprintf(format, args...))
}

// ruleError is the refusal of a move by rule (file and section), cited
// for the table.
func ruleError(rule, reason string) *RuleError {
	return &RuleError{Rule: rule, Reason: reason, Cite: Cite(rule)}
}

// IsRuleError reports whether err is a refusal by a rule.
func IsRuleError(err error) bool { return catalogue.IsRuleError(err) }

// IsAction reports whether the move type uses one of the turn's actions.
func (t MoveType) IsAction() bool {
	switch t {
	case BuyFactory, BuyWarehouse, Produce, StockWarehouse, SailHarbor, BuyAtHarbor, SailSea, SailIsland, DomesticSale,
		SailBank, RepriceMove, CallBank:
		return true
	}
	return false
}

// Apply checks m against the rules and returns the state after it and the
// events it caused. The input state is never changed; on error the returned
// state is nil and the error (a *RuleError for a broken rule) says which
// rule refused the move and why.
func Apply(s *State, m Move) (*State, []Event, error) {
	if m.Player < 0 || m.Player >= len(s.Players) {
		return nil, nil, fmt.Errorf("no player at seat %d: seats run from 0 to %d", m.Player, len(s.Players)-1)
	}
	if err := s.refusedAtSight(m); err != nil {
		return nil, nil, s.cite(err)
	}
	n := s.Clone()
	var ev []Event
	var err error
	switch m.Type {
	case TakeLoan:
		err = n.takeLoan(m.Player, &ev)
	case RepayLoan:
		err = n.repay(m, &ev)
	case SetCard:
		err = n.setCard(m)
	case SeizeColor, ChooseDiscard, LoadHolding:
		err = n.offshoreFree(m, &ev)
	case PlayerLoan, RepayPlayer:
		err = n.playerLoanMove(m, &ev)
	case Bid, PickWinner, Accept, Reject, RestartRound, ReopenRound:
		err = n.auctionMove(m, &ev)
	case EndTurn:
		err = n.endTurnMove(m, &ev)
	default:
		if !m.Type.IsAction() {
			return nil, nil, fmt.Errorf("unknown move type %q", m.Type)
		}
		err = n.action(m, &ev)
	}
	if err != nil {
		return nil, nil, n.cite(err)
	}
	if n.Rules().Offshore {
		for i := range ev {
			ev[i].Text = offshoreWords(ev[i].Text)
		}
	}
	return n, ev, nil
}

// cite gives err as Apply returns it: in the Off-Shore edition, a
// refusal by the classic rules cites the edition's own (offshoreCite).
func (s *State) cite(err error) error {
	if s.Rules().Offshore {
		return offshoreCite(err)
	}
	return err
}

// refusedAtSight returns the refusal of m that s shows before the move
// changes anything: an action out of turn, out of phase or with no action
// left, the end of a turn out of turn or out of phase, an auction move with
// no auction running. Apply gives it without copying s (most of the moves
// the catalogue tries are refused so); the moves check the same again.
func (s *State) refusedAtSight(m Move) error {
	switch m.Type {
	case EndTurn:
		return s.mustBeTurn(m, "Pass")
	case Bid, PickWinner, Accept, Reject, RestartRound, ReopenRound:
		return s.noAuction()
	}
	if m.Type.IsAction() {
		return s.actionRefused(m)
	}
	return nil
}

func (s *State) name(seat int) string { return s.Players[seat].Name }

func (s *State) mustBeTurn(m Move, rule string) error {
	switch {
	case s.Phase == Over:
		return refuse("End of the game", "the game is over")
	case s.Phase == Auction:
		return refuse("The island auction", "the island auction must be settled first")
	case s.Phase == Seizing:
		return refuseAt(offNote("Loans"), "the seizure must be settled first: %s picks the colour", s.name(s.Seizure.Chooser))
	case m.Player != s.Current:
		return refuse(rule, "it is %s turn, not %s", words.Possessive(s.name(s.Current)), words.Possessive(s.name(m.Player)))
	}
	return nil
}

// actionRefused refuses an action out of turn, out of phase or with no
// action left this turn.
func (s *State) actionRefused(m Move) error {
	if err := s.mustBeTurn(m, "Your turn"); err != nil {
		return err
	}
	if s.ActionsLeft <= 0 {
		return refuse("Your turn", "%s has taken both actions this turn: end the turn (or take or repay a loan)", s.name(m.Player))
	}
	return nil
}

func (s *State) action(m Move, ev *[]Event) error {
	if err := s.actionRefused(m); err != nil {
		return err
	}
	var err error
	if s.Rules().Offshore {
		err = s.offshoreAction(m, ev)
	} else {
		err = s.classicAction(m, ev)
	}
	if err != nil {
		return err
	}
	if s.Phase == Actions {
		s.ActionsLeft--
	}
	if err := s.checkCalledBankEnd(m); err != nil {
		return err
	}
	s.checkEnd(ev)
	return nil
}

// checkCalledBankEnd refuses an Off-Shore action that triggers the game end
// on a turn in which its player already called the bank (notes, "Off-Shore
// Bank": "No Call Bank ... on the turn that triggers the game end"). The
// pair is refused in either order: callBank refuses a Call Bank once the
// end is triggered, and this the action (a Produce emptying a second
// colour) that would trigger it after a Call Bank.
func (s *State) checkCalledBankEnd(m Move) error {
	if !s.Rules().Offshore || !s.CalledBank || m.Type == CallBank || s.EndTriggered || s.Exhausted() < s.Rules().ExhaustedToEnd {
		return nil
	}
	what := "action"
	if m.Type == Produce {
		what = "Produce"
	}
	return refuseAt(offNote("Off-Shore Bank"), "%s called the bank this turn, and this %s would empty a second colour of the supply and trigger the game end: no Call Bank on the turn that triggers the game end", s.name(m.Player), what)
}

func (s *State) classicAction(m Move, ev *[]Event) error {
	var err error
	switch m.Type {
	case SailBank, RepriceMove, CallBank:
		return refuse("Your turn", "%s is a move of the Off-Shore Bank edition, not of the classic rules", m.Type)
	case BuyFactory:
		err = s.buyFactory(m, ev)
	case BuyWarehouse:
		err = s.buyWarehouse(m, ev)
	case Produce:
		err = s.produce(m, ev)
	case StockWarehouse:
		err = s.stockWarehouse(m, ev)
	case SailHarbor:
		err = s.sailHarbor(m, ev)
	case BuyAtHarbor:
		err = s.buyAtHarbor(m, ev)
	case SailSea:
		err = s.sailSea(m, ev)
	case SailIsland:
		err = s.sailIsland(m, ev)
	case DomesticSale:
		err = s.domesticSale(m, ev)
	}
	return err
}

func (s *State) checkEnd(ev *[]Event) {
	if !s.EndTriggered && s.Exhausted() >= s.Rules().ExhaustedToEnd {
		s.EndTriggered = true
		*ev = append(*ev, Event{Kind: "end", Player: s.Current, Text: fmt.Sprintf("A second colour has run out: the game ends after %s turn", words.Possessive(s.name(s.Current)))})
	}
}

// moveJSON is Move as written in a journal: Color appears only for the
// move that uses it, so that orange (colour 0) is never left implicit.
type moveJSON struct {
	Type     MoveType   `json:"type"`
	Player   int        `json:"player"`
	Color    *Color     `json:"color,omitempty"`
	From     int        `json:"from,omitempty"`
	Lots     []Lot      `json:"lots,omitempty"`
	Buy      []Purchase `json:"buy,omitempty"`
	Reprice  []Reprice  `json:"reprice,omitempty"`
	Amount   int        `json:"amount,omitempty"`
	Winner   int        `json:"winner,omitempty"`
	Card     int        `json:"card,omitempty"`
	Lot      string     `json:"lot,omitempty"`
	Stake    []Stake    `json:"stake,omitempty"`
	Bluffs   int        `json:"bluffs,omitempty"`
	District string     `json:"district,omitempty"`
	Load     []Color    `json:"load,omitempty"`
}

// MarshalJSON writes the move in the journal's form (docs/journal.md).
func (m Move) MarshalJSON() ([]byte, error) {
	j := moveJSON{Type: m.Type, Player: m.Player, From: m.From, Lots: m.Lots, Buy: m.Buy, Reprice: m.Reprice, Amount: m.Amount, Winner: m.Winner, Card: m.Card,
		Lot: m.Lot, Stake: m.Stake, Bluffs: m.Bluffs, District: m.District, Load: m.Load}
	if m.Type == BuyFactory || m.Type == SeizeColor || m.Type == ChooseDiscard {
		c := m.Color
		j.Color = &c
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a move; buy_factory must name its colour.
func (m *Move) UnmarshalJSON(b []byte) error {
	var j moveJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return err
	}
	*m = Move{Type: j.Type, Player: j.Player, From: j.From, Lots: j.Lots, Buy: j.Buy, Reprice: j.Reprice, Amount: j.Amount, Winner: j.Winner, Card: j.Card,
		Lot: j.Lot, Stake: j.Stake, Bluffs: j.Bluffs, District: j.District, Load: j.Load}
	if j.Color != nil {
		m.Color = *j.Color
	} else if j.Type == BuyFactory || j.Type == SeizeColor || j.Type == ChooseDiscard {
		return fmt.Errorf("%s needs a color", j.Type)
	}
	return nil
}
