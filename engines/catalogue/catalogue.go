// Package catalogue is the move catalogue every engine gives: for a state
// and a seat, the moves that seat may make now, each with what it still
// needs (a choice among named options, an amount or a count within bounds,
// lots from a store, prices), a label and the rule; and, for every other
// kind of move, the rule that refuses it now. The laptop menu, the phones,
// quick entry's tests and the property test (package catalogtest) all read
// the same data, so a move one of them offers is a move the engine's Apply
// accepts.
//
// The package also holds the one error type every engine refuses a move
// with, RuleError.
//
// It is pure data and checks: no engine, no I/O. Everything encodes as
// JSON with snake_case names, so a phone can carry a catalogue as it is.
package catalogue

import "strings"

// Catalogue is what one seat may do now: the offers in menu order and,
// for every other kind of move of the game, the rule that refuses it now.
// Every kind of move appears exactly once, as an offer or as a refusal.
// Engines make it; the laptop menu, the phones, quick entry's tests and
// the property test read it.
type Catalogue struct {
	// Seat is the seat the catalogue is for: a player's seat (0-based);
	// Mini Containers also uses its AutomaSeat (-1) and DummySeat (-2).
	Seat int `json:"seat"`
	// Offers are the moves allowed now, in menu order.
	Offers []Offer `json:"offers"`
	// Refused are the other kinds of move, each with the rule that
	// refuses it now.
	Refused []Refusal `json:"refused,omitempty"`
}

// Offer is one kind of move the seat may make now.
type Offer struct {
	// Key is unique in the catalogue: "buy_factory"; Rival Seas has "nav1"
	// and "nav2", both of Type "navigation".
	Key string `json:"key"`
	// Type is the move's type as the journal writes it.
	Type string `json:"type"`
	// Label is the menu line: "Buy a factory ($6)".
	Label string `json:"label"`
	// Cost is what the move costs, for a button: "$6", "2 time units",
	// "free"; empty when there is nothing to say.
	Cost string `json:"cost,omitempty"`
	// Rule is the rule that allows it, cited as players read the rules
	// at the table (as RuleError.Cite): "rules: Your turn", "Boxes rules,
	// Open Auction", "rules 5.3 Funding"; never a rules file's name.
	Rule string `json:"rule"`
	// OutOfTurn marks a move made outside the seat's own turn: a loan, a
	// bid, a pick.
	OutOfTurn bool `json:"out_of_turn,omitempty"`
	// Params is what the move needs that is known before any answer, in
	// the order to ask; the engine's Build may ask more once these are
	// answered.
	Params []Param `json:"params,omitempty"`
	// Says, for an offer that asks nothing, is what the move will do, as
	// the table will read it once made (the events it causes): a phone
	// shows it above Confirm. Empty for an offer with params, whose
	// answers say it.
	Says string `json:"says,omitempty"`
}

// Refusal is a kind of move the seat may not make now, and why. Key,
// Type and Label are those the kind's Offer has when it is offered.
type Refusal struct {
	Key   string `json:"key"`
	Type  string `json:"type"`
	Label string `json:"label"`
	// Err is the rule refusing it now: the first refusal of the kind's
	// probe moves by Apply.
	Err *RuleError `json:"error"`
}

// Kind says what sort of answer a Param takes.
type Kind string

// The kinds of Param. An Answer uses Value for KindChoice, N for
// KindAmount and KindCount, Lots for KindLots and Prices for KindPrices.
const (
	// KindChoice is one of Options, answered by its Value.
	KindChoice Kind = "choice"
	// KindAmount is money: a whole number in [Min, Max] of Unit.
	KindAmount Kind = "amount"
	// KindCount is a number of things in [Min, Max].
	KindCount Kind = "count"
	// KindLots is Min to Max of Options (Option.Count copies of each on
	// offer), their prices adding up to at most *Budget when Budget is set.
	KindLots Kind = "lots"
	// KindPrices is a price in [Min, Max] for each lot the KindLots param
	// named by For chose, or, without For, for each of Options.
	KindPrices Kind = "prices"
)

// Param is one question a move needs answered.
type Param struct {
	// Name is the answer's key in Choice.Answers, unique among the params
	// of one offer (Then params included): "color", "from", "buy".
	Name string `json:"name"`
	// Label is the question: "Sail to whose harbor?".
	Label string `json:"label"`
	Kind  Kind   `json:"kind"`
	// Of says what the options or the number are, so a screen can draw
	// them: seat, colour, company, port, harbor, district, upgrade, lot,
	// card, note, payment, terrain, slot, number. A "card" is secret: ask
	// it hidden.
	Of string `json:"of,omitempty"`
	// Options are the choices (KindChoice), the lots on offer (KindLots)
	// or the things priced (KindPrices without For).
	Options []Option `json:"options,omitempty"`
	// Min and Max bound the answer: the number (KindAmount, KindCount),
	// how many lots (KindLots), each price (KindPrices). Both included.
	Min int `json:"min"`
	Max int `json:"max"`
	// Step, when above 1, is what a number (KindAmount, KindCount) is a
	// multiple of: Boxes' bids are sums of banknotes, the smallest of
	// 50 ECU, so they go 0, 50, 100... A stepper moves Step at a tap. 0
	// or 1: any whole number.
	Step int `json:"step,omitempty"`
	// Unit is the money's unit for messages: "$" (written before the
	// number), "ECU", "credits" (written after it, in the plural: for 1
	// its final s is dropped, "1 credit"). Empty for a count.
	Unit string `json:"unit,omitempty"`
	// Says, for a number (KindAmount, KindCount) of a small range, is
	// each answer from Min to Max in words, as a summary of the move
	// reads it (a phone's, above Confirm): "2 cards in your mini-deck, 9
	// set aside" rather than a bare "2". Empty: the number as it is, in
	// its Unit.
	Says []string `json:"says,omitempty"`
	// Budget, for KindLots, is the most the chosen lots' prices may add up
	// to; nil means no limit.
	Budget *int `json:"budget,omitempty"`
	// For, for KindPrices, names the KindLots param whose chosen lots are
	// priced. Next resolves it: the param it returns has one Option per
	// chosen lot and an empty For.
	For string `json:"for,omitempty"`
	// Each, for KindPrices, is the question asked for each lot; %s is the
	// lot's label: "Price for the new %s container".
	Each string `json:"each,omitempty"`
	// Optional params may be left out (Answer.Skip).
	Optional bool `json:"optional,omitempty"`
	// More says that the move's Build may ask more questions once this
	// one is answered, which depend on the answer (Mini Containers' deal
	// asks card after card until the trash adds up to 30; its revealed
	// card, the container once the card is known, when several take it):
	// a phone asks the laptop what comes next before it shows Confirm,
	// once it has none of the move's own questions left to ask.
	More bool `json:"more,omitempty"`
}

// Option is one of a Param's options.
type Option struct {
	// Value is the answer's value: "tan", "2" (a seat), "orange@4",
	// "cash-1".
	Value string `json:"value"`
	Label string `json:"label"`
	// Price is what one copy costs (KindLots), in the param's Unit.
	Price int `json:"price,omitempty"`
	// Count is how many copies are on offer (KindLots); 0 means 1.
	Count int `json:"count,omitempty"`
	// Then are the params asked next when this option is chosen
	// (KindChoice only), before the params after this one.
	Then []Param `json:"then,omitempty"`
}

// Choice is an offer being filled in: its Key and the answers so far, by
// Param.Name. A param is answered when its name is in Answers.
type Choice struct {
	Key     string            `json:"key"`
	Answers map[string]Answer `json:"answers,omitempty"`
}

// Answer is the answer to one Param; which field counts depends on the
// param's Kind.
type Answer struct {
	// Value is the chosen Option.Value (KindChoice).
	Value string `json:"value,omitempty"`
	// N is the number (KindAmount, KindCount).
	N int `json:"n,omitempty"`
	// Lots are the chosen lots' Option.Values, a value once per copy
	// (KindLots).
	Lots []string `json:"lots,omitempty"`
	// Prices are the prices in the order of the priced lots (KindPrices).
	Prices []int `json:"prices,omitempty"`
	// Skip leaves an Optional param out.
	Skip bool `json:"skip,omitempty"`
}

// FillSays sets Says on every offer of c that asks nothing: what does
// returns, for the offer's key, the texts of the events the move it
// makes would cause (an engine builds the move and applies it to a copy
// of its state), joined in one line; an offer whose move does returns an
// error for keeps no Says.
func (c *Catalogue) FillSays(does func(key string) ([]string, error)) {
	for i, o := range c.Offers {
		if len(o.Params) > 0 {
			continue
		}
		texts, err := does(o.Key)
		if err != nil || len(texts) == 0 {
			continue
		}
		c.Offers[i].Says = Sentences(texts)
	}
}

// Sentences writes a move's event texts as an offer's Says reads: each
// a sentence (a full stop added where it has none), the empty ones left
// out, joined by spaces.
func Sentences(texts []string) string {
	var parts []string
	for _, t := range texts {
		if t = strings.TrimSpace(t); t != "" {
			if !strings.HasSuffix(t, ".") && !strings.HasSuffix(t, "!") && !strings.HasSuffix(t, "?") {
				t += "."
			}
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, " ")
}

// Says is FillSays's does for an engine: the move of the offer key that
// seat's Build makes in s, applied to s by Apply (which never changes
// its input), and the texts of its events (text reads one).
func Says[S, M, E any](s S, seat int, build func(S, int, Choice) (M, []Param, error), apply func(S, M) (S, []E, error), text func(E) string) func(key string) ([]string, error) {
	return func(key string) ([]string, error) {
		m, _, err := build(s, seat, Choice{Key: key})
		if err != nil {
			return nil, err
		}
		_, ev, err := apply(s, m)
		if err != nil {
			return nil, err
		}
		texts := make([]string, len(ev))
		for i, e := range ev {
			texts[i] = text(e)
		}
		return texts, nil
	}
}

// Offer returns the offer with key, and whether there is one.
func (c Catalogue) Offer(key string) (Offer, bool) {
	for _, o := range c.Offers {
		if o.Key == key {
			return o, true
		}
	}
	return Offer{}, false
}

// Refusal returns the rule refusing the kind of move with key, and
// whether it is refused.
func (c Catalogue) Refusal(key string) (*RuleError, bool) {
	for _, r := range c.Refused {
		if r.Key == key {
			return r.Err, true
		}
	}
	return nil, false
}
