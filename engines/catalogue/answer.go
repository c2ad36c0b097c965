package catalogue

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"tallyman/engines/words"
)

// AnswerError is an answer outside its param: Param is the param's Name,
// Reason says what was wrong and what is allowed ("$12 is not allowed:
// from $0 to $10").
type AnswerError struct {
	Param  string `json:"param"`
	Reason string `json:"reason"`
}

// Error writes "param: reason".
func (e *AnswerError) Error() string { return e.Param + ": " + e.Reason }

// Next returns the first param of params that c has not answered, in the
// order they are asked: params in order, and after a KindChoice param the
// Then params of the option chosen, before the params that follow it. A
// KindPrices param comes back resolved: one Option per lot its For param
// chose, and For empty; one with nothing to price (its lots left out) is
// never asked. The bool is false when every param is answered.
func Next(params []Param, c Choice) (Param, bool) {
	var next Param
	found := false
	walk(params, c, func(p Param, _ Answer, answered bool) bool {
		if !answered {
			next, found = p, true
			return false
		}
		return true
	})
	return next, found
}

// CheckAnswers checks, with Check, every answer c gives to params, in the
// order Next asks them, up to the first param not yet answered. It returns
// the first *AnswerError. Answers to params not asked (another option's
// Then, a param Build asks later) are not looked at.
func CheckAnswers(params []Param, c Choice) error {
	var err error
	walk(params, c, func(p Param, a Answer, answered bool) bool {
		if !answered {
			return false
		}
		err = Check(p, a)
		return err == nil
	})
	return err
}

// Missing is what an engine's Build does first: it checks the answers c
// gives (CheckAnswers) and returns the next param still to answer, as a
// list of one, or nil when every param of params is answered. Only the
// next param is returned, as later ones may depend on its answer.
func Missing(params []Param, c Choice) ([]Param, error) {
	if err := CheckAnswers(params, c); err != nil {
		return nil, err
	}
	if p, ok := Next(params, c); ok {
		return []Param{p}, nil
	}
	return nil, nil
}

// walk visits params in asking order (see Next), each resolved, with its
// answer in c and whether it has one, until visit returns false. The
// answers visited so far resolve a KindPrices param's For.
func walk(params []Param, c Choice, visit func(p Param, a Answer, answered bool) bool) bool {
	asked := map[string]Param{}
	var rec func(ps []Param) bool
	rec = func(ps []Param) bool {
		for _, p := range ps {
			p = resolve(p, asked, c)
			a, answered := c.Answers[p.Name]
			if !answered && p.Kind == KindPrices && p.For == "" && len(p.Options) == 0 {
				// Nothing to price (the lots it prices were left out or
				// none chosen): not asked, answered by no prices.
				answered = true
			}
			if !visit(p, a, answered) {
				return false
			}
			asked[p.Name] = p
			if p.Kind != KindChoice || a.Skip {
				continue
			}
			for _, o := range p.Options {
				if o.Value == a.Value && !rec(o.Then) {
					return false
				}
			}
		}
		return true
	}
	return rec(params)
}

// resolve turns a KindPrices param's For into one Option per lot chosen,
// once the KindLots param it names has been asked and answered.
func resolve(p Param, asked map[string]Param, c Choice) Param {
	if p.Kind != KindPrices || p.For == "" {
		return p
	}
	lots, ok := asked[p.For]
	a, answered := c.Answers[p.For]
	if !ok || !answered {
		return p
	}
	p.For = ""
	p.Options = nil
	if a.Skip {
		return p
	}
	for _, v := range a.Lots {
		p.Options = append(p.Options, Option{Value: v, Label: lots.label(v)})
	}
	return p
}

// Check reports whether a is an answer p allows, as an *AnswerError saying
// what is allowed when it is not:
//   - KindChoice: Value is one of Options;
//   - KindAmount, KindCount: N is in [Min, Max];
//   - KindLots: every value in Lots is an option, none more often than its
//     copies on offer, Min to Max of them, costing at most *Budget;
//   - KindPrices: one price per Option, each in [Min, Max] (a param with
//     For must be resolved by Next first).
//
// Skip is allowed only when p is Optional. Fields of a that p's kind does
// not use are ignored.
func Check(p Param, a Answer) error {
	refuse := func(format string, args ...any) error {
		return &AnswerError{Param: p.Name, Reason: fmt.Sprintf(format, args...)}
	}
	if a.Skip {
		if p.Optional {
			return nil
		}
		return refuse("this question cannot be left out")
	}
	switch p.Kind {
	case KindChoice:
		return checkChoice(p, a, refuse)
	case KindAmount, KindCount:
		return checkNumber(p, a.N, "", refuse)
	case KindLots:
		return checkLots(p, a, refuse)
	case KindPrices:
		if p.For != "" {
			return refuse("these are the prices of the lots of %q: answer it first", p.For)
		}
		switch {
		case len(p.Options) == 0 && len(a.Prices) > 0:
			return refuse("there is nothing to price (%s given)", words.Plural(len(a.Prices), "price"))
		case len(p.Options) == 1 && len(a.Prices) != 1:
			return refuse("give one price, for %s (%d given)", p.Options[0].name(), len(a.Prices))
		case len(a.Prices) != len(p.Options):
			return refuse("give %d prices, one for each of %s (%d given)",
				len(p.Options), orList(labels(p.Options)), len(a.Prices))
		}
		for i, n := range a.Prices {
			if err := checkNumber(p, n, " for "+p.Options[i].name(), refuse); err != nil {
				return err
			}
		}
		return nil
	}
	return refuse("unknown kind of question %q: the kinds are choice, amount, count, lots and prices", p.Kind)
}

func checkChoice(p Param, a Answer, refuse func(string, ...any) error) error {
	if len(p.Options) == 0 {
		return refuse("there is nothing to choose")
	}
	for _, o := range p.Options {
		if o.Value == a.Value {
			return nil
		}
	}
	values := make([]string, len(p.Options))
	for i, o := range p.Options {
		values[i] = o.Value
	}
	if a.Value == "" {
		return refuse("nothing chosen: choose %s", orList(values))
	}
	return refuse("%q is not one of the choices: %s", a.Value, orList(values))
}

// checkNumber checks n against [p.Min, p.Max] and, with a Step, that it
// is a multiple of it; what names the number beyond its value (" for
// tan"), for prices.
func checkNumber(p Param, n int, what string, refuse func(string, ...any) error) error {
	step := p.step()
	inRange := n >= p.Min && n <= p.Max
	switch {
	case p.Min > p.Max:
		return refuse("no number is allowed here (from %s)", p.span(p.Min, p.Max))
	case inRange && n%step == 0:
		return nil
	case p.Min == p.Max:
		return refuse("%s%s is not allowed: only %s", p.money(n), what, p.money(p.Min))
	case step > 1 && inRange:
		below := n - ((n%step)+step)%step
		return refuse("%s%s is not allowed: a multiple of %s from %s (%s or %s)", p.money(n), what, p.money(step), p.span(p.Min, p.Max), p.money(below), p.money(below+step))
	case step > 1:
		return refuse("%s%s is not allowed: a multiple of %s from %s", p.money(n), what, p.money(step), p.span(p.Min, p.Max))
	}
	return refuse("%s%s is not allowed: from %s", p.money(n), what, p.span(p.Min, p.Max))
}

// step is what p's numbers are multiples of: Step, or 1.
func (p Param) step() int { return max(p.Step, 1) }

func checkLots(p Param, a Answer, refuse func(string, ...any) error) error {
	taken := map[string]int{}
	total := 0
	for _, v := range a.Lots {
		o, ok := p.option(v)
		if !ok {
			values := make([]string, len(p.Options))
			for i, o := range p.Options {
				values[i] = o.Value
			}
			if len(values) == 0 {
				return refuse("%q is not on offer: nothing is", v)
			}
			return refuse("%q is not on offer: %s", v, orList(values))
		}
		taken[v]++
		if taken[v] > o.copies() {
			return refuse("%d of %s chosen, but only %d on offer", taken[v], o.name(), o.copies())
		}
		total += o.Price
	}
	n := len(a.Lots)
	switch {
	case p.Min > p.Max:
		return refuse("no number of lots is allowed here (from %d to %d)", p.Min, p.Max)
	case n >= p.Min && n <= p.Max:
	case p.Min == p.Max:
		return refuse("choose exactly %d (%d chosen)", p.Min, n)
	case p.Min == 0:
		return refuse("choose at most %d (%d chosen)", p.Max, n)
	default:
		return refuse("choose from %d to %d (%d chosen)", p.Min, p.Max, n)
	}
	if p.Budget != nil && total > *p.Budget {
		return refuse("the lots chosen cost %s, more than the %s there is to spend", p.money(total), p.money(*p.Budget))
	}
	return nil
}

// RandomAnswer draws an answer to p that Check allows, whenever p allows
// any: an Optional param is left out one time in four; a number (an
// amount, a count, each price) is Min one time in four, Max one time in
// four, else uniform in [Min, Max]; lots are a uniform number of them in
// [Min, Max], drawn in a random order while they fit the Budget, or the
// Min cheapest when that draw falls short; the lots come in the order of
// Options. When p allows nothing (no options, Min above Max, a KindPrices
// param not resolved) the answer is one Check refuses, so a test sees it.
func RandomAnswer(p Param, r *rand.Rand) Answer {
	if p.Optional && (r.IntN(4) == 0 || p.Kind == KindChoice && len(p.Options) == 0) {
		return Answer{Skip: true}
	}
	switch p.Kind {
	case KindChoice:
		if len(p.Options) == 0 {
			return Answer{}
		}
		return Answer{Value: p.Options[r.IntN(len(p.Options))].Value}
	case KindAmount, KindCount:
		if step := p.step(); step > 1 {
			// A multiple of the step within [Min, Max]: drawn as a number
			// of steps.
			lo, hi := ceilDiv(p.Min, step), floorDiv(p.Max, step)
			if lo > hi {
				return Answer{N: p.Min}
			}
			return Answer{N: number(r, lo, hi) * step}
		}
		return Answer{N: number(r, p.Min, p.Max)}
	case KindLots:
		return Answer{Lots: randomLots(p, r)}
	case KindPrices:
		if p.For != "" {
			return Answer{}
		}
		prices := make([]int, len(p.Options))
		for i := range prices {
			prices[i] = number(r, p.Min, p.Max)
		}
		return Answer{Prices: prices}
	}
	return Answer{}
}

// floorDiv and ceilDiv divide a by a positive b, rounding down and up.
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

func ceilDiv(a, b int) int { return -floorDiv(-a, b) }

// number is lo one time in four, hi one time in four, else uniform in
// [lo, hi]: the edges are where catalogues and rules most often disagree.
func number(r *rand.Rand, lo, hi int) int {
	if hi <= lo {
		return lo
	}
	switch r.IntN(4) {
	case 0:
		return lo
	case 1:
		return hi
	}
	return lo + r.IntN(hi-lo+1)
}

func randomLots(p Param, r *rand.Rand) []string {
	var pool []int // option indexes, one per copy on offer
	for i, o := range p.Options {
		for range o.copies() {
			pool = append(pool, i)
		}
	}
	want := p.Min
	if most := min(p.Max, len(pool)); most > p.Min {
		want = p.Min + r.IntN(most-p.Min+1)
	}
	budget := -1 // no limit
	if p.Budget != nil {
		budget = *p.Budget
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	var picked []int
	spent := 0
	for _, i := range pool {
		if len(picked) == want {
			break
		}
		if budget < 0 || spent+p.Options[i].Price <= budget {
			picked = append(picked, i)
			spent += p.Options[i].Price
		}
	}
	if len(picked) < p.Min {
		// The random order spent the budget too early: the cheapest
		// Min lots fit whenever any Min lots do.
		slices.SortStableFunc(pool, func(a, b int) int { return cmp.Compare(p.Options[a].Price, p.Options[b].Price) })
		picked = slices.Clone(pool[:min(p.Min, len(pool))])
	}
	slices.Sort(picked)
	lots := make([]string, len(picked))
	for k, i := range picked {
		lots[k] = p.Options[i].Value
	}
	return lots
}

func (p Param) option(value string) (Option, bool) {
	for _, o := range p.Options {
		if o.Value == value {
			return o, true
		}
	}
	return Option{}, false
}

// label is the label of the option with value, or value itself.
func (p Param) label(value string) string {
	if o, ok := p.option(value); ok {
		return o.name()
	}
	return value
}

// money writes n in p's Unit: "$5", "5 ECU", "5", "1 credit", "2
// credits" (a Unit written after the number is a plural: for 1 its final
// s is dropped).
// span writes p's numbers from lo to hi as money does, a unit written
// after the numbers once ("0 to 3,400 ECU"), "$" before each ("$0 to
// $12"), a count bare ("1 to 7").
func (p Param) span(lo, hi int) string {
	if p.Unit == "" || p.Unit == "$" {
		return p.money(lo) + " to " + p.money(hi)
	}
	return words.Number(lo) + " to " + p.money(hi)
}

func (p Param) money(n int) string {
	switch p.Unit {
	case "":
		return words.Number(n)
	case "$":
		if n < 0 {
			return "-$" + words.Number(-n)
		}
		return "$" + words.Number(n)
	}
	return words.Count(n, strings.TrimSuffix(p.Unit, "s"), p.Unit)
}

func (o Option) copies() int { return max(o.Count, 1) }

// name is the option's label, or its value when it has none.
func (o Option) name() string {
	if o.Label != "" {
		return o.Label
	}
	return o.Value
}

func labels(os []Option) []string {
	out := make([]string, len(os))
	for i, o := range os {
		out[i] = o.name()
	}
	return out
}

// orList writes "a", "a or b", "a, b or c".
func orList(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}
