package catalogue

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

func ptr(n int) *int { return &n }

// Params shaped like the offers of container.txt ("Your turn"): a
// factory colour, a bid in dollars, a count, the lots of a factory store
// with a budget, and the prices of the lots bought.
var (
	colour = Param{Name: "color", Label: "Which colour?", Kind: KindChoice, Of: "colour",
		Options: []Option{{Value: "tan", Label: "tan"}, {Value: "red", Label: "red"}, {Value: "black", Label: "black"}}}
	bid   = Param{Name: "amount", Label: "Your bid", Kind: KindAmount, Min: 0, Max: 10, Unit: "$"}
	ecu   = Param{Name: "amount", Label: "Starting bid", Kind: KindAmount, Min: 5, Max: 40, Unit: "ECU"}
	size  = Param{Name: "size", Label: "How many cards?", Kind: KindCount, Min: 0, Max: 7}
	notes = Param{Name: "amount", Label: "Your sealed bid", Kind: KindAmount, Min: 0, Max: 3400, Step: 50, Unit: "ECU"}
	buy   = Param{Name: "buy", Label: "Buy which containers?", Kind: KindLots, Of: "lot", Min: 1, Max: 3, Unit: "$", Budget: ptr(9),
		Options: []Option{{Value: "tan@2", Label: "tan ($2)", Price: 2, Count: 2}, {Value: "red@4", Label: "red ($4)", Price: 4}, {Value: "black@6", Label: "black ($6)", Price: 6}}}
	prices = Param{Name: "to", Label: "Prices in your warehouse", Kind: KindPrices, For: "buy", Min: 2, Max: 6, Unit: "$",
		Each: "Price for the %s container"}
	repriced = Param{Name: "reprice", Label: "Reprice your factory store?", Kind: KindPrices, Min: 1, Max: 4, Unit: "$", Optional: true,
		Options: []Option{{Value: "0", Label: "tan"}, {Value: "1", Label: "red"}}}
)

// TestCheck: an answer inside its param passes; one outside is refused
// with an *AnswerError naming what is allowed. The bounds are the params'
// own; the messages are written out by hand from them.
func TestCheck(t *testing.T) {
	onePrice := Param{Name: "p", Kind: KindPrices, Min: 1, Max: 4, Unit: "$", Options: []Option{{Value: "0", Label: "tan"}}}
	empty := Param{Name: "card", Kind: KindChoice}
	fixed := Param{Name: "lots", Kind: KindLots, Min: 2, Max: 2, Options: []Option{{Value: "a"}, {Value: "b"}, {Value: "c"}}}
	tests := []struct {
		name string
		p    Param
		a    Answer
		want string // "" accepted
	}{
		{"choice: an option", colour, Answer{Value: "red"}, ""},
		{"choice: not an option", colour, Answer{Value: "blue"}, `color: "blue" is not one of the choices: tan, red or black`},
		{"choice: nothing chosen", colour, Answer{}, "color: nothing chosen: choose tan, red or black"},
		{"choice: no options", empty, Answer{Value: "1"}, "card: there is nothing to choose"},
		{"choice: skip refused", colour, Answer{Skip: true}, "color: this question cannot be left out"},
		{"amount: the lowest", bid, Answer{N: 0}, ""},
		{"amount: the highest", bid, Answer{N: 10}, ""},
		{"amount: above", bid, Answer{N: 11}, "amount: $11 is not allowed: from $0 to $10"},
		{"amount: below", bid, Answer{N: -1}, "amount: -$1 is not allowed: from $0 to $10"},
		{"amount: unit after", ecu, Answer{N: 4}, "amount: 4 ECU is not allowed: from 5 to 40 ECU"},
		{"amount: 1 credit, not 1 credits", Param{Name: "amount", Kind: KindAmount, Min: 0, Max: 0, Unit: "credits"}, Answer{N: 1}, "amount: 1 credit is not allowed: only 0 credits"},
		{"amount: credits above", Param{Name: "amount", Kind: KindAmount, Min: 1, Max: 3, Unit: "credits"}, Answer{N: 4}, "amount: 4 credits is not allowed: from 1 to 3 credits"},
		{"lots: 1 credit to spend", Param{Name: "points", Kind: KindLots, Min: 2, Max: 2, Unit: "credits", Budget: ptr(1),
			Options: []Option{{Value: "a", Price: 1}, {Value: "b", Price: 1}}}, Answer{Lots: []string{"a", "b"}}, "points: the lots chosen cost 2 credits, more than the 1 credit there is to spend"},
		{"amount: one value", Param{Name: "n", Kind: KindAmount, Min: 3, Max: 3, Unit: "$"}, Answer{N: 2}, "n: $2 is not allowed: only $3"},
		{"amount: empty range", Param{Name: "n", Kind: KindAmount, Min: 5, Max: 3, Unit: "$"}, Answer{N: 4}, "n: no number is allowed here (from $5 to $3)"},
		// Boxes' bids are banknotes, the smallest 50 ECU: in steps of 50.
		{"amount: a multiple of the step", notes, Answer{N: 950}, ""},
		{"amount: between two steps", notes, Answer{N: 901}, "amount: 901 ECU is not allowed: a multiple of 50 ECU from 0 to 3,400 ECU (900 ECU or 950 ECU)"},
		{"amount: thousands written with a comma", notes, Answer{N: 3450}, "amount: 3,450 ECU is not allowed: a multiple of 50 ECU from 0 to 3,400 ECU"},
		{"count: inside", size, Answer{N: 7}, ""},
		{"count: above", size, Answer{N: 8}, "size: 8 is not allowed: from 0 to 7"},
		{"lots: two copies of one", buy, Answer{Lots: []string{"tan@2", "tan@2"}}, ""},
		{"lots: up to the budget", buy, Answer{Lots: []string{"tan@2", "tan@2", "red@4"}}, ""},
		{"lots: over the budget", buy, Answer{Lots: []string{"red@4", "black@6"}}, "buy: the lots chosen cost $10, more than the $9 there is to spend"},
		{"lots: too few", buy, Answer{}, "buy: choose from 1 to 3 (0 chosen)"},
		{"lots: too many", Param{Name: "buy", Kind: KindLots, Max: 1, Options: buy.Options}, Answer{Lots: []string{"tan@2", "red@4"}}, "buy: choose at most 1 (2 chosen)"},
		{"lots: exactly", fixed, Answer{Lots: []string{"a"}}, "lots: choose exactly 2 (1 chosen)"},
		{"lots: not on offer", buy, Answer{Lots: []string{"pink@1"}}, `buy: "pink@1" is not on offer: tan@2, red@4 or black@6`},
		{"lots: more copies than on offer", buy, Answer{Lots: []string{"red@4", "red@4"}}, "buy: 2 of red ($4) chosen, but only 1 on offer"},
		{"prices: one each", repriced, Answer{Prices: []int{1, 4}}, ""},
		{"prices: skipped when optional", repriced, Answer{Skip: true}, ""},
		{"prices: a price too high", repriced, Answer{Prices: []int{1, 5}}, "reprice: $5 for red is not allowed: from $1 to $4"},
		{"prices: one missing", repriced, Answer{Prices: []int{1}}, "reprice: give 2 prices, one for each of tan or red (1 given)"},
		{"prices: one lot", onePrice, Answer{}, "p: give one price, for tan (0 given)"},
		{"prices: nothing to price", Param{Name: "p", Kind: KindPrices, Min: 1, Max: 4}, Answer{Prices: []int{2}}, "p: there is nothing to price (1 price given)"},
		{"prices: nothing to price, none given", Param{Name: "p", Kind: KindPrices, Min: 1, Max: 4}, Answer{}, ""},
		{"prices: For not resolved", prices, Answer{Prices: []int{3}}, `to: these are the prices of the lots of "buy": answer it first`},
		{"unknown kind", Param{Name: "x", Kind: "colour"}, Answer{}, `x: unknown kind of question "colour": the kinds are choice, amount, count, lots and prices`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Check(tt.p, tt.a)
			if tt.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var ae *AnswerError
			if !errors.As(err, &ae) {
				t.Fatalf("got %v (%T), want *AnswerError %q", err, err, tt.want)
			}
			if err.Error() != tt.want || ae.Param != tt.p.Name {
				t.Errorf("got %q (param %q), want %q", err, ae.Param, tt.want)
			}
		})
	}
}

// TestNext: the params are asked in order, a chosen option's Then before
// the params after it, a skipped param's Then never; prices for lots come
// resolved, one per lot chosen (the lot's label for the question).
func TestNext(t *testing.T) {
	nobody := Option{Value: "-1", Label: "Nobody: only reprice"}
	harbor := Param{Name: "from", Label: "From whose factory store?", Kind: KindChoice, Of: "seat", Optional: true,
		Options: []Option{{Value: "1", Label: "Bob", Then: []Param{buy, prices}}, nobody}}
	params := []Param{harbor, repriced}
	tests := []struct {
		name    string
		answers map[string]Answer
		want    string // the next param's name; "" none
		options []string
	}{
		{"first question first", nil, "from", []string{"1", "-1"}},
		{"then the chosen option's questions", map[string]Answer{"from": {Value: "1"}}, "buy", []string{"tan@2", "red@4", "black@6"}},
		{"prices for the lots chosen, in their order", map[string]Answer{"from": {Value: "1"}, "buy": {Lots: []string{"tan@2", "red@4", "tan@2"}}}, "to", []string{"tan@2", "red@4", "tan@2"}},
		{"after the option's questions, the next one", map[string]Answer{"from": {Value: "1"}, "buy": {Lots: []string{"red@4"}}, "to": {Prices: []int{5}}}, "reprice", []string{"0", "1"}},
		{"an option without questions", map[string]Answer{"from": {Value: "-1"}}, "reprice", []string{"0", "1"}},
		{"a skipped choice asks none of its options' questions", map[string]Answer{"from": {Skip: true}}, "reprice", []string{"0", "1"}},
		{"an answer to another option's question is not looked at", map[string]Answer{"from": {Value: "-1"}, "buy": {Lots: []string{"tan@2"}}}, "reprice", []string{"0", "1"}},
		{"all answered", map[string]Answer{"from": {Value: "-1"}, "reprice": {Skip: true}}, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, ok := Next(params, Choice{Key: "stock_warehouse", Answers: tt.answers})
			if ok != (tt.want != "") || p.Name != tt.want {
				t.Fatalf("Next = %q, %v; want %q", p.Name, ok, tt.want)
			}
			var got []string
			for _, o := range p.Options {
				got = append(got, o.Value)
			}
			if !slices.Equal(got, tt.options) {
				t.Errorf("options %v, want %v", got, tt.options)
			}
		})
	}
	// Lots left out leave nothing to price: their prices are not asked (a
	// phone showed an empty "Their new prices" step), and the answers
	// check.
	optional := buy
	optional.Optional = true
	left := []Param{optional, prices, size}
	skipped := Choice{Answers: map[string]Answer{"buy": {Skip: true}}}
	if p, ok := Next(left, skipped); !ok || p.Name != "size" {
		t.Errorf("after the lots left out, Next asks %q (%v), want size", p.Name, ok)
	}
	if err := CheckAnswers(left, skipped); err != nil {
		t.Errorf("the lots left out: %v", err)
	}
	p, _ := Next(params, Choice{Answers: map[string]Answer{"from": {Value: "1"}, "buy": {Lots: []string{"red@4", "tan@2"}}}})
	if p.For != "" || p.Options[0].Label != "red ($4)" || p.Options[1].Label != "tan ($2)" || p.Each != prices.Each {
		t.Errorf("resolved prices %+v: want For empty, the lots' labels, Each kept", p)
	}
}

// TestMissing: Build's first step checks the answers given, in asking
// order, and names the next question; nothing once all are answered.
func TestMissing(t *testing.T) {
	params := []Param{colour, bid}
	tests := []struct {
		name    string
		answers map[string]Answer
		next    string
		err     string
	}{
		{"nothing answered", nil, "color", ""},
		{"one answered", map[string]Answer{"color": {Value: "tan"}}, "amount", ""},
		{"complete", map[string]Answer{"color": {Value: "tan"}, "amount": {N: 10}}, "", ""},
		{"a wrong answer", map[string]Answer{"color": {Value: "tan"}, "amount": {N: 11}}, "", "amount: $11 is not allowed: from $0 to $10"},
		{"a wrong answer before a missing one", map[string]Answer{"color": {Value: "blue"}}, "", `color: "blue" is not one of the choices: tan, red or black`},
		{"answers after a missing one wait their turn", map[string]Answer{"amount": {N: 99}}, "color", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Choice{Key: "bid", Answers: tt.answers}
			ps, err := Missing(params, c)
			if err != nil || tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				if err := CheckAnswers(params, c); err == nil || err.Error() != tt.err {
					t.Errorf("CheckAnswers: %v, want %q", err, tt.err)
				}
				return
			}
			var got string
			if len(ps) > 0 {
				got = ps[0].Name
			}
			if got != tt.next || len(ps) > 1 {
				t.Errorf("Missing = %v, want [%s]", ps, tt.next)
			}
		})
	}
}

// TestRandomAnswer: over many draws every answer is one Check allows;
// numbers reach both ends of their range, lots both the fewest and the
// most the budget allows, and an optional param is sometimes left out.
// A param that allows nothing gets an answer Check refuses.
func TestRandomAnswer(t *testing.T) {
	tight := Param{Name: "buy", Kind: KindLots, Min: 2, Max: 3, Unit: "$", Budget: ptr(5),
		Options: []Option{{Value: "a", Price: 4}, {Value: "b", Price: 2}, {Value: "c", Price: 2}}}
	resolved, _ := Next([]Param{buy, prices}, Choice{Answers: map[string]Answer{"buy": {Lots: []string{"tan@2", "red@4"}}}})
	tests := []struct {
		name  string
		p     Param
		seen  func(Answer) string // a feature of the answer, to see the ends reached
		wants []string
		only  bool // the answers drawn are wants and nothing else
	}{
		{"choice", colour, func(a Answer) string { return a.Value }, []string{"tan", "red", "black"}, true},
		{"amount", bid, func(a Answer) string { return itoa(a.N) }, []string{"0", "10", "5"}, false},
		{"count", size, func(a Answer) string { return itoa(a.N) }, []string{"0", "7"}, false},
		{"amount in steps", notes, func(a Answer) string { return itoa(a.N % 50) }, []string{"0"}, true},
		{"lots in a budget", buy, func(a Answer) string { return itoa(len(a.Lots)) }, []string{"1", "2", "3"}, true},
		// Budget $5, at least two lots: only b+c ($4) fits, even when
		// the $4 lot is drawn first.
		{"lots when only the cheap ones fit", tight, func(a Answer) string { return fmt.Sprint(a.Lots) }, []string{"[b c]"}, true},
		{"prices", resolved, func(a Answer) string { return itoa(a.Prices[0]) + "," + itoa(a.Prices[1]) }, []string{"2,6", "6,2", "2,2", "6,6"}, false},
		{"optional", repriced, func(a Answer) string {
			if a.Skip {
				return "skip"
			}
			return "answer"
		}, []string{"skip", "answer"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(7, 1))
			seen := map[string]bool{}
			for range 400 {
				a := RandomAnswer(tt.p, r)
				if err := Check(tt.p, a); err != nil {
					t.Fatalf("RandomAnswer gave %+v: %v", a, err)
				}
				if tt.p.Kind == KindLots && !slices.IsSortedFunc(a.Lots, func(x, y string) int { return index(tt.p, x) - index(tt.p, y) }) {
					t.Errorf("lots %v are not in the order of the options", a.Lots)
				}
				seen[tt.seen(a)] = true
			}
			for _, w := range tt.wants {
				if !seen[w] {
					t.Errorf("never drew %s in 400 draws (drew %v)", w, seen)
				}
			}
			if tt.only && len(seen) > len(tt.wants) {
				t.Errorf("drew %v, want only %v", seen, tt.wants)
			}
		})
	}
	for _, p := range []Param{
		{Name: "card", Kind: KindChoice},
		{Name: "n", Kind: KindCount, Min: 4, Max: 3},
		{Name: "buy", Kind: KindLots, Min: 2, Max: 3, Budget: ptr(1), Options: []Option{{Value: "a", Price: 1}, {Value: "b", Price: 1}}},
		{Name: "buy", Kind: KindLots, Min: 3, Max: 3, Options: []Option{{Value: "a", Count: 2}}},
		prices,
	} {
		if a := RandomAnswer(p, rand.New(rand.NewPCG(1, 1))); Check(p, a) == nil {
			t.Errorf("%s %s allows nothing, yet Check accepts RandomAnswer's %+v", p.Kind, p.Name, a)
		}
	}
}

// TestRandomAnswerFavoursTheEnds: a number is its Min or its Max about one
// time in four each (the edges are where a catalogue and the rules most
// often disagree), not one time in a thousand as uniform draws would be.
func TestRandomAnswerFavoursTheEnds(t *testing.T) {
	for _, p := range []Param{
		{Name: "amount", Kind: KindAmount, Min: 0, Max: 1000, Unit: "$"},
		{Name: "to", Kind: KindPrices, Min: 1, Max: 1000, Options: []Option{{Value: "tan"}}},
	} {
		r := rand.New(rand.NewPCG(3, 4))
		lo, hi := 0, 0
		for range 400 {
			a := RandomAnswer(p, r)
			n := a.N
			if p.Kind == KindPrices {
				n = a.Prices[0]
			}
			switch n {
			case p.Min:
				lo++
			case p.Max:
				hi++
			}
		}
		// Expected 100 each; 50 is far below it and far above the
		// uniform draws' 0.4.
		if lo < 50 || hi < 50 {
			t.Errorf("%s: %d draws of %d and %d of %d in 400, want about 100 each", p.Kind, lo, p.Min, hi, p.Max)
		}
	}
}

func index(p Param, v string) int {
	return slices.IndexFunc(p.Options, func(o Option) bool { return o.Value == v })
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestCatalogueLookups: Offer and Refusal find an entry by key, and say
// when there is none.
func TestCatalogueLookups(t *testing.T) {
	no := &RuleError{Rule: "container.txt, Loans", Reason: "no loan to repay"}
	c := Catalogue{Seat: 1,
		Offers:  []Offer{{Key: "produce", Type: "produce"}, {Key: "loan", Type: "loan", OutOfTurn: true}},
		Refused: []Refusal{{Key: "repay", Type: "repay", Err: no}}}
	tests := []struct {
		key            string
		offer, refused bool
	}{
		{"produce", true, false}, {"loan", true, false}, {"repay", false, true}, {"fly", false, false},
	}
	for _, tt := range tests {
		o, ok := c.Offer(tt.key)
		if ok != tt.offer || ok && o.Key != tt.key {
			t.Errorf("Offer(%q) = %+v, %v; want offered %v", tt.key, o, ok, tt.offer)
		}
		err, ok := c.Refusal(tt.key)
		if ok != tt.refused || ok && err != no {
			t.Errorf("Refusal(%q) = %v, %v; want refused %v", tt.key, err, ok, tt.refused)
		}
	}
}

// TestCatalogueJSON: a catalogue goes to a phone with snake_case names,
// empty extras left out, and comes back the same.
func TestCatalogueJSON(t *testing.T) {
	c := Catalogue{Seat: 2, Offers: []Offer{{Key: "loan", Type: "loan", Label: "Take a loan", Cost: "free",
		Rule: "container.txt, Loans", OutOfTurn: true,
		Params: []Param{{Name: "buy", Label: "Buy", Kind: KindLots, Of: "lot", Min: 1, Max: 2, Unit: "$", Budget: ptr(7),
			Options: []Option{{Value: "tan@2", Label: "tan", Price: 2, Count: 2, Then: []Param{{Name: "to", Kind: KindPrices, For: "buy", Each: "Price for %s"}}}}}}}}}
	want := `{"seat":2,"offers":[{"key":"loan","type":"loan","label":"Take a loan","cost":"free","rule":"container.txt, Loans","out_of_turn":true,` +
		`"params":[{"name":"buy","label":"Buy","kind":"lots","of":"lot","options":[{"value":"tan@2","label":"tan","price":2,"count":2,` +
		`"then":[{"name":"to","label":"","kind":"prices","min":0,"max":0,"for":"buy","each":"Price for %s"}]}],"min":1,"max":2,"unit":"$","budget":7}]}]}`
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != want {
		t.Errorf("JSON\n got %s\nwant %s", b, want)
	}
	var back Catalogue
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	again, _ := json.Marshal(back)
	if string(again) != want {
		t.Errorf("round trip\n got %s\nwant %s", again, want)
	}
	ch, _ := json.Marshal(Choice{Key: "bid", Answers: map[string]Answer{"amount": {N: 3}, "buy": {Lots: []string{"a"}}, "to": {Prices: []int{2}}, "x": {Skip: true}, "c": {Value: "tan"}}})
	if w := `{"key":"bid","answers":{"amount":{"n":3},"buy":{"lots":["a"]},"c":{"value":"tan"},"to":{"prices":[2]},"x":{"skip":true}}}`; string(ch) != w {
		t.Errorf("choice JSON\n got %s\nwant %s", ch, w)
	}
}

// TestFillSays: an offer that asks nothing says what its move does, the
// events' texts in one line, each a sentence; an offer with params, or
// whose move fails, says nothing.
func TestFillSays(t *testing.T) {
	c := Catalogue{Offers: []Offer{{Key: "funding"}, {Key: "sail", Params: []Param{colour}}, {Key: "broken"}}}
	c.FillSays(func(key string) ([]string, error) {
		if key == "broken" {
			return nil, errors.New("refused")
		}
		return []string{"Cy takes 1 credit (Funding)", "Bob's turn: in last position on the timetrack (slot 0 of 20)."}, nil
	})
	if got := c.Offers[0].Says; got != "Cy takes 1 credit (Funding). Bob's turn: in last position on the timetrack (slot 0 of 20)." {
		t.Errorf("funding says %q", got)
	}
	if c.Offers[1].Says != "" || c.Offers[2].Says != "" {
		t.Errorf("an offer with params or a refused move says %q, %q", c.Offers[1].Says, c.Offers[2].Says)
	}
}
