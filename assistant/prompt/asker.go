package prompt

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tallyman/engines/catalogue"
	"tallyman/engines/words"
)

// The asker: a game's move menu built from its move catalogue
// (engines/catalogue), and the questions of the offer chosen, each asked
// by the control of its Kind. It knows no game: the game passes its
// catalogue, the Extras its menu ends with, what is secret, and its
// engine's Build.

// Menu is a game's move menu: the offers of Catalogue in their order,
// then Extras.
type Menu struct {
	// Title is the menu's question: "Ann, your move".
	Title string
	// Catalogue gives the offers (menu lines) and the refusals.
	Catalogue catalogue.Catalogue
	// Extras end the menu: undo, redo, status, phones, save and quit...;
	// AskMove returns the Value of the one chosen. Their values must
	// differ from one another (not from the offers' keys: an extra is
	// told apart from an offer).
	Extras []Option[string]
	// ShowRefused lists the refused moves, each with the rule refusing
	// it, above the menu ("Not now: Pass: it is Bob's turn (rules: ...)").
	// They are never selectable.
	ShowRefused bool
	// ShowRules writes each offer's Rule after its label.
	ShowRules bool
	// Flatten, when the catalogue has exactly one offer whose first param
	// is a choice that is not secret, asks that choice as the menu itself:
	// the param's Label as the title (Title when the param has none), its
	// options, then the Extras. "Open auction / Secret auction / Undo"
	// is one question, not two.
	Flatten bool
	// At is the offer key or the extra value the cursor starts on (on a
	// full terminal); empty: the first line.
	At string
	// Secret says which params are answered hidden (AskHidden): a sealed
	// amount, a card behind a screen. Nil: the params whose Of is "card"
	// (catalogue.Param.Of says a card is secret).
	Secret func(o catalogue.Offer, p catalogue.Param) bool
}

// Build is an engine's Build for one seat, as the asker calls it: given
// the offer filled in so far, the params still to answer (the next one
// first; none when the move is complete), or an error (the offer is
// refused now, or an answer is outside its param).
type Build func(c catalogue.Choice) ([]catalogue.Param, error)

// ErrNoMove is returned by AskMove when the menu has nothing to choose:
// no offer and no extra.
var ErrNoMove = errors.New("nothing can be done now")

// menuItem is a line of the menu: an offer (by key) or an extra (by
// value).
type menuItem struct {
	extra bool
	key   string
}

// AskMove shows m and asks the offer chosen (AskOffer) through build. It
// returns the filled-in choice, ready for the engine's Build to make the
// move; or, when an extra was chosen, an empty choice and the extra's
// value. Going back (Esc on a full terminal, "back" or the Back line in
// accessible mode) from an offer's questions shows the menu again, with
// nothing applied. Esc at the menu itself returns ErrAborted; "quit"
// typed at a question returns ErrQuit; a change under the menu (ctx
// cancelled) returns ErrRefresh.
func AskMove(ctx context.Context, p *Prompter, m Menu, build Build) (catalogue.Choice, string, error) {
	if len(m.Catalogue.Offers) == 0 && len(m.Extras) == 0 {
		return catalogue.Choice{}, "", ErrNoMove
	}
	secret := m.secret
	if m.Flatten && len(m.Catalogue.Offers) == 1 {
		o := m.Catalogue.Offers[0]
		if len(o.Params) > 0 && o.Params[0].Kind == catalogue.KindChoice && !secret(o, o.Params[0]) {
			return askFlat(ctx, p, m, o, build)
		}
	}
	opts, at := m.options()
	for {
		m.sayRefused(p)
		item, err := SelectAt(ctx, p, m.Title, opts, at)
		if err != nil {
			return catalogue.Choice{}, "", err
		}
		if item.extra {
			return catalogue.Choice{}, item.key, nil
		}
		o, _ := m.Catalogue.Offer(item.key)
		c, err := AskOffer(ctx, p, o, func(q catalogue.Param) bool { return secret(o, q) }, build)
		if errors.Is(err, ErrAborted) {
			at = item
			continue
		}
		return c, "", err
	}
}

// askFlat asks the single offer o's first param, a choice, as the menu:
// its options then m's Extras; the rest of o's params follow as AskOffer
// asks them.
func askFlat(ctx context.Context, p *Prompter, m Menu, o catalogue.Offer, build Build) (catalogue.Choice, string, error) {
	first := o.Params[0]
	title := first.Label
	if title == "" {
		title = m.Title
	}
	var opts []Option[menuItem]
	for _, op := range first.Options {
		opts = append(opts, Option[menuItem]{Label: op.Label, Value: menuItem{key: op.Value}})
	}
	if first.Optional {
		opts = append(opts, Option[menuItem]{Label: skipLabel, Value: menuItem{key: skipValue}})
	}
	for _, e := range m.Extras {
		opts = append(opts, Option[menuItem]{Label: e.Label, Value: menuItem{extra: true, key: e.Value}})
	}
	secret := func(q catalogue.Param) bool { return m.secret(o, q) }
	at := menuItem{extra: true, key: m.At}
	for {
		m.sayRefused(p)
		item, err := SelectAt(ctx, p, title, opts, at)
		if err != nil {
			return catalogue.Choice{}, "", err
		}
		if item.extra {
			return catalogue.Choice{}, item.key, nil
		}
		a := catalogue.Answer{Value: item.key}
		if item.key == skipValue {
			a = catalogue.Answer{Skip: true}
		}
		c := catalogue.Choice{Key: o.Key, Answers: map[string]catalogue.Answer{first.Name: a}}
		c, err = fillOffer(ctx, p, o, c, secret, build)
		if errors.Is(err, ErrAborted) {
			at = item
			continue
		}
		return c, "", err
	}
}

// secret is m.Secret, or the default: a "card" is secret.
func (m Menu) secret(o catalogue.Offer, p catalogue.Param) bool {
	if m.Secret != nil {
		return m.Secret(o, p)
	}
	return p.Of == "card"
}

// line is an offer's menu line: its label, its cost when the label does
// not say it already, and its rule when m.ShowRules.
func (m Menu) line(o catalogue.Offer) string {
	l := o.Label
	if o.Cost != "" && !strings.Contains(l, o.Cost) {
		l += " (" + o.Cost + ")"
	}
	if m.ShowRules && o.Rule != "" {
		l += " [" + o.Rule + "]"
	}
	return l
}

// sayRefused lists the refused moves with their rules, when m asks it.
func (m Menu) sayRefused(p *Prompter) {
	if !m.ShowRefused {
		return
	}
	for _, r := range m.Catalogue.Refused {
		why := ""
		if r.Err != nil {
			why = ": " + r.Err.Error()
		}
		fmt.Fprintln(p.Out, ListItem("  Not now: ", r.Label+why))
	}
}

// AskOffer asks the params of offer o, one at a time, in the order build
// gives them (build nil: o.Params in order, catalogue.Next), until the
// choice is complete; secret says which params are asked hidden (nil:
// none). It returns the filled-in choice. Going back (Esc, or "back")
// returns ErrAborted with nothing applied; "quit" returns ErrQuit; an
// error of build (the offer refused meanwhile, an answer refused) is
// returned as it is.
func AskOffer(ctx context.Context, p *Prompter, o catalogue.Offer, secret func(catalogue.Param) bool, build Build) (catalogue.Choice, error) {
	return fillOffer(ctx, p, o, catalogue.Choice{Key: o.Key, Answers: map[string]catalogue.Answer{}}, secret, build)
}

// fillOffer asks o's params c has not answered yet (see AskOffer).
func fillOffer(ctx context.Context, p *Prompter, o catalogue.Offer, c catalogue.Choice, secret func(catalogue.Param) bool, build Build) (catalogue.Choice, error) {
	if build == nil {
		build = func(c catalogue.Choice) ([]catalogue.Param, error) {
			if err := catalogue.CheckAnswers(o.Params, c); err != nil {
				return nil, err
			}
			if q, ok := catalogue.Next(o.Params, c); ok {
				return []catalogue.Param{q}, nil
			}
			return nil, nil
		}
	}
	if secret == nil {
		secret = func(catalogue.Param) bool { return false }
	}
	for {
		params, err := build(c)
		if err != nil || len(params) == 0 {
			return c, err
		}
		q := params[0]
		a, err := AskParam(ctx, p, q, secret(q))
		if err != nil {
			return c, err
		}
		c.Answers[q.Name] = a
	}
}

// Words of the asker's controls.
const (
	// backLabel is the last line of every question's list: nothing is
	// applied.
	backLabel = "Back (nothing is changed)"
	backValue = "\x00back"
	// skipLabel leaves an Optional param out.
	skipLabel = "Leave it out"
	skipValue = "\x00skip"
)

// AskParam asks one param by the control of its Kind, hidden when
// hidden is set, and returns an answer catalogue.Check allows:
//   - choice: a select of its options (hidden: the options listed, and an
//     option's value, its label or the start of one label typed hidden);
//   - amount, count: a whole number in [Min, Max], refused with what is
//     allowed ("type a whole number of ECU from 0 to 3400");
//   - lots: Min to Max of its options within the Budget, ticked on a full
//     terminal, typed as values or labels separated by commas in
//     accessible mode or hidden;
//   - prices: a price in [Min, Max] for each option, one question each.
//
// An Optional param can be left out: the "Leave it out" line, or an
// empty answer. "back" (or Esc, or the Back line) returns ErrAborted,
// "quit" ErrQuit.
func AskParam(ctx context.Context, p *Prompter, q catalogue.Param, hidden bool) (catalogue.Answer, error) {
	switch q.Kind {
	case catalogue.KindChoice:
		return askChoice(ctx, p, q, hidden)
	case catalogue.KindAmount, catalogue.KindCount:
		n, skip, err := askNumber(p, q, q.Label, hidden)
		return catalogue.Answer{N: n, Skip: skip}, err
	case catalogue.KindLots:
		return askLots(p, q, hidden)
	case catalogue.KindPrices:
		return askPrices(p, q, hidden)
	}
	return catalogue.Answer{}, fmt.Errorf("%s: unknown kind of question %q: the kinds are choice, amount, count, lots and prices", q.Name, q.Kind)
}

func askChoice(ctx context.Context, p *Prompter, q catalogue.Param, hidden bool) (catalogue.Answer, error) {
	if len(q.Options) == 0 {
		if q.Optional {
			return catalogue.Answer{Skip: true}, nil
		}
		return catalogue.Answer{}, &catalogue.AnswerError{Param: q.Name, Reason: "there is nothing to choose"}
	}
	if hidden {
		return askChoiceHidden(p, q)
	}
	var opts []Option[string]
	for _, o := range q.Options {
		opts = append(opts, Option[string]{Label: optionName(o), Value: o.Value})
	}
	if q.Optional {
		opts = append(opts, Option[string]{Label: skipLabel, Value: skipValue})
	}
	opts = append(opts, Option[string]{Label: backLabel, Value: backValue})
	v, err := SelectCtx(ctx, p, q.Label, opts)
	switch {
	case err != nil:
		return catalogue.Answer{}, err
	case v == backValue:
		return catalogue.Answer{}, ErrAborted
	case v == skipValue:
		return catalogue.Answer{Skip: true}, nil
	}
	return catalogue.Answer{Value: v}, nil
}

// askChoiceHidden lists q's options (they are no secret; the answer is)
// and reads the answer hidden: an option's value, its label or the start
// of exactly one label. The options are listed without numbers, so that
// a number typed is a value ("6", a card's number), never a place in the
// list.
func askChoiceHidden(p *Prompter, q catalogue.Param) (catalogue.Answer, error) {
	fmt.Fprintln(p.Out, q.Label)
	var values []string
	for _, o := range q.Options {
		fmt.Fprintln(p.Out, ListItem("  - ", optionName(o)))
		values = append(values, o.Value)
	}
	title := "Type your choice (hidden; back to go back"
	if q.Optional {
		title += "; empty to leave it out"
	}
	title += "):"
	var got catalogue.Answer
	_, err := AskHidden(p, title, func(v string) error {
		if v == "" && q.Optional {
			got = catalogue.Answer{Skip: true}
			return nil
		}
		if strings.EqualFold(v, "back") {
			got = catalogue.Answer{Value: backValue}
			return nil
		}
		o, ok := findLot(q.Options, v)
		if !ok {
			return fmt.Errorf("type one of %s, or the start of its name", strings.Join(values, ", "))
		}
		got = catalogue.Answer{Value: o.Value}
		return nil
	})
	if err != nil {
		return catalogue.Answer{}, err
	}
	if got.Value == backValue {
		return catalogue.Answer{}, ErrAborted
	}
	return got, nil
}

// askNumber asks q's number (an amount, a count, a price) with title. It
// reports skip when an Optional param is left out (an empty answer).
func askNumber(p *Prompter, q catalogue.Param, title string, hidden bool) (n int, skip bool, err error) {
	allowed := numberAllowed(q)
	extra := "back to go back"
	if q.Optional {
		extra += ", empty to leave it out"
	}
	check := func(v string) error {
		v = strings.TrimSpace(v)
		switch {
		case v == "" && q.Optional:
			return nil
		case strings.EqualFold(v, "back"), strings.EqualFold(v, "quit"):
			return nil
		}
		if v == "" {
			return errors.New(allowed)
		}
		k, err := words.ParseNumber(v, q.Unit)
		if err != nil {
			return words.NumberRefused(v, err, allowed)
		}
		if k < q.Min || k > q.Max || (q.Step > 1 && k%q.Step != 0) {
			return fmt.Errorf("%s is not allowed: %s", money(q.Unit, k), allowed)
		}
		return nil
	}
	var v string
	if hidden {
		v, err = AskHidden(p, fmt.Sprintf("%s (%s; hidden; %s):", strings.TrimSuffix(title, ":"), rangeWords(q), extra), check)
	} else {
		v, err = p.Input(title, words.Capital(allowed)+". Or "+extra+".", check)
	}
	v = strings.TrimSpace(v)
	switch {
	case err != nil:
		return 0, false, err
	case strings.EqualFold(v, "back"):
		return 0, false, ErrAborted
	case strings.EqualFold(v, "quit"):
		return 0, false, ErrQuit
	case v == "":
		return 0, true, nil
	}
	n, _ = words.ParseNumber(v, q.Unit)
	return n, false, nil
}

// numberAllowed says which numbers q allows, in words: "type a whole
// number of ECU from 0 to 3,400", "type a multiple of 50 ECU from 0 ECU
// to 3,400 ECU" (a Step), "type 4", "type a whole number from 1
// to 7".
func numberAllowed(q catalogue.Param) string {
	of := ""
	switch q.Unit {
	case "":
	case "$":
		of = " of dollars"
	default:
		of = " of " + q.Unit
	}
	if q.Min == q.Max {
		return "type " + money(q.Unit, q.Min) + ", the only number allowed"
	}
	if q.Step > 1 {
		// Boxes' bids: banknotes, in steps of the smallest.
		return fmt.Sprintf("type a multiple of %s from %s", money(q.Unit, q.Step), words.MoneyRange(q.Unit, q.Min, q.Max))
	}
	if q.Unit == "$" {
		return fmt.Sprintf("type a whole number%s from %s to %s", of, money(q.Unit, q.Min), money(q.Unit, q.Max))
	}
	return fmt.Sprintf("type a whole number%s from %s to %s", of, words.Number(q.Min), words.Number(q.Max))
}

// rangeWords is q's range, short: "0-3,400 ECU", "$0-$12", "1-7".
func rangeWords(q catalogue.Param) string {
	lo, hi := words.Number(q.Min), words.Number(q.Max)
	switch q.Unit {
	case "":
		return lo + "-" + hi
	case "$":
		return "$" + lo + "-$" + hi
	}
	return fmt.Sprintf("%s-%s %s", lo, hi, q.Unit)
}

// money writes n in unit: "$5", "5 ECU", "1 credit", "5" (words.Money).
func money(unit string, n int) string { return words.Money(unit, n) }

// lotNoun is what q's lots are, for counts in words: "card", "note", "lot".
func lotNoun(q catalogue.Param) string {
	switch q.Of {
	case "", "lot", "number":
		return "lot"
	case "colour":
		return "colour"
	}
	return q.Of
}

// lotsWanted says how many lots q takes: "exactly 4 cards", "1 to 3
// notes", "at most 2 lots", "none or 1 lot" (an optional q may be left
// out), with "costing at most $9 in all" when it has a Budget.
func lotsWanted(q catalogue.Param) string {
	noun := lotNoun(q)
	var s string
	switch {
	case q.Min == 0:
		s = "at most " + words.Plural(q.Max, noun)
	case q.Min == q.Max && q.Optional:
		s = "none or " + words.Plural(q.Min, noun)
	case q.Min == q.Max:
		s = "exactly " + words.Plural(q.Min, noun)
	case q.Optional:
		s = fmt.Sprintf("none, or %d to %s", q.Min, words.Plural(q.Max, noun))
	default:
		s = fmt.Sprintf("%d to %s", q.Min, words.Plural(q.Max, noun))
	}
	if q.Budget != nil {
		s += ", costing at most " + money(q.Unit, *q.Budget) + " in all"
	}
	return s
}

// checkLots checks chosen lots against q with catalogue.Check, saying
// a wrong number of lots with q's noun ("choose exactly 4 cards (3
// chosen)").
func checkLots(q catalogue.Param, lots []string) error {
	n := len(lots)
	if n < q.Min || n > q.Max {
		return fmt.Errorf("choose %s (%s chosen)", lotsWanted(q), strconv.Itoa(n))
	}
	if err := catalogue.Check(q, catalogue.Answer{Lots: lots}); err != nil {
		var ae *catalogue.AnswerError
		if errors.As(err, &ae) {
			return errors.New(ae.Reason)
		}
		return err
	}
	return nil
}

func askLots(p *Prompter, q catalogue.Param, hidden bool) (catalogue.Answer, error) {
	if !hidden && !p.Accessible {
		return askLotsTicked(p, q)
	}
	names := make([]string, len(q.Options))
	for i, o := range q.Options {
		names[i] = optionName(o)
		if o.Count > 1 {
			names[i] += fmt.Sprintf(" (%d on offer)", o.Count)
		}
	}
	if !hidden {
		fmt.Fprintln(p.Out, ListItem("On offer: ", strings.Join(names, "; ")+"."))
	}
	title := fmt.Sprintf("%s (%s, separated by commas", strings.TrimSuffix(q.Label, ":"), lotsWanted(q))
	if q.Optional || q.Min == 0 {
		title += "; empty for none"
	}
	title += "; back to go back):"
	var lots []string
	var back bool
	check := func(v string) error {
		v = strings.TrimSpace(v)
		back = strings.EqualFold(v, "back")
		if back || strings.EqualFold(v, "quit") {
			return nil
		}
		got, err := parseLots(q, v)
		if err != nil {
			return err
		}
		if len(got) == 0 && q.Optional {
			lots = nil
			return nil
		}
		if err := checkLots(q, got); err != nil {
			return err
		}
		lots = got
		return nil
	}
	var v string
	var err error
	if hidden {
		v, err = AskHidden(p, title, check)
	} else {
		v, err = p.Input(title, "Values or the start of their names.", check)
	}
	switch {
	case err != nil:
		return catalogue.Answer{}, err
	case back:
		return catalogue.Answer{}, ErrAborted
	case strings.EqualFold(strings.TrimSpace(v), "quit"):
		return catalogue.Answer{}, ErrQuit
	case len(lots) == 0 && q.Optional:
		return catalogue.Answer{Skip: true}, nil
	}
	return catalogue.Answer{Lots: lots}, nil
}

// parseLots reads lots typed as values or labels separated by commas;
// commas alone (",") name nothing and are refused, not read as none.
func parseLots(q catalogue.Param, v string) ([]string, error) {
	var lots []string
	for _, f := range strings.Split(v, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		o, ok := findLot(q.Options, f)
		if !ok {
			return nil, fmt.Errorf("%q is not on offer", f)
		}
		lots = append(lots, o.Value)
	}
	if len(lots) == 0 && strings.TrimSpace(v) != "" { // "," names nothing: not "none"
		w, none := q, ""
		if q.Optional || q.Min == 0 {
			w.Optional, none = false, ", or Enter alone for none"
		}
		return nil, fmt.Errorf("%q names nothing on offer: type %s separated by commas%s", v, lotsWanted(w), none)
	}
	return lots, nil
}

// findLot finds the option f names: its value, its label, or the start
// of exactly one label (numbers are values here, not places in a list).
func findLot(opts []catalogue.Option, f string) (catalogue.Option, bool) {
	for _, o := range opts {
		if strings.EqualFold(o.Value, f) || strings.EqualFold(optionName(o), f) {
			return o, true
		}
	}
	var hit catalogue.Option
	hits := 0
	for _, o := range opts {
		if strings.HasPrefix(strings.ToLower(optionName(o)), strings.ToLower(f)) {
			hit = o
			hits++
		}
	}
	return hit, hits == 1
}

// askLotsTicked asks lots on a full terminal: every copy on offer is a
// line to tick, up to Max; a choice q refuses is said and asked again.
func askLotsTicked(p *Prompter, q catalogue.Param) (catalogue.Answer, error) {
	var opts []Option[int]
	var values []string
	for _, o := range q.Options {
		for range max(o.Count, 1) {
			label := optionName(o)
			if o.Price != 0 {
				label += " (" + money(q.Unit, o.Price) + ")"
			}
			opts = append(opts, Option[int]{Label: label, Value: len(values)})
			values = append(values, o.Value)
		}
	}
	title := fmt.Sprintf("%s (%s; Esc to go back)", strings.TrimSuffix(q.Label, ":"), lotsWanted(q))
	for {
		picked, err := MultiSelect(p, title, opts, q.Max)
		if err != nil {
			return catalogue.Answer{}, err
		}
		var lots []string
		for _, i := range picked {
			lots = append(lots, values[i])
		}
		if len(lots) == 0 && q.Optional {
			return catalogue.Answer{Skip: true}, nil
		}
		if err := checkLots(q, lots); err != nil {
			fmt.Fprintf(p.Out, "%s %v.\n", WarnStyle.Render("Not accepted:"), err)
			continue
		}
		return catalogue.Answer{Lots: lots}, nil
	}
}

func askPrices(p *Prompter, q catalogue.Param, hidden bool) (catalogue.Answer, error) {
	if q.For != "" {
		return catalogue.Answer{}, &catalogue.AnswerError{Param: q.Name, Reason: fmt.Sprintf("these are the prices of the lots of %q: answer it first", q.For)}
	}
	if q.Optional && len(q.Options) == 0 {
		return catalogue.Answer{Skip: true}, nil
	}
	each := q.Each
	if each == "" {
		each = strings.TrimSuffix(q.Label, ":") + ": %s"
	}
	one := q
	one.Optional = false
	prices := make([]int, 0, len(q.Options))
	for _, o := range q.Options {
		n, _, err := askNumber(p, one, fmt.Sprintf(each, optionName(o)), hidden)
		if err != nil {
			return catalogue.Answer{}, err
		}
		prices = append(prices, n)
	}
	return catalogue.Answer{Prices: prices}, nil
}

// optionName is an option's label, or its value when it has none.
func optionName(o catalogue.Option) string {
	if o.Label != "" {
		return o.Label
	}
	return o.Value
}

// options is the menu's lines: the offers, then the extras; at is the
// line the cursor starts on (m.At, else the first extra).
func (m Menu) options() ([]Option[menuItem], menuItem) {
	at := menuItem{extra: true, key: m.At}
	var opts []Option[menuItem]
	for _, o := range m.Catalogue.Offers {
		opts = append(opts, Option[menuItem]{Label: m.line(o), Value: menuItem{key: o.Key}})
		if o.Key == m.At {
			at = menuItem{key: o.Key}
		}
	}
	for _, e := range m.Extras {
		opts = append(opts, Option[menuItem]{Label: e.Label, Value: menuItem{extra: true, key: e.Value}})
	}
	return opts, at
}
