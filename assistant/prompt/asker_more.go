package prompt

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"strings"

	"tallyman/engines/catalogue"
	"tallyman/engines/words"
)

// More of the asker (asker.go): the words a game's questions take besides
// their answer. AskMove's questions end with a Back line only; a game
// whose every question also takes undo, redo and quit (its extras) asks
// with Around. It knows no game either.

// Around is what every question of an offer takes besides its answer: a
// Back line and the game's Extras (undo, redo, quit...). A choice lists
// them after its options; a typed answer (a number, typed lots) takes
// "back" and the extras' values as words.
type Around struct {
	// Back labels the back line: "back to the menu (nothing is done)".
	// Empty: the asker's own label.
	Back string
	// NoBackFirst leaves the Back line out of the first question asked:
	// it is the menu itself (a setup choice asked alone), where back
	// would go nowhere.
	NoBackFirst bool
	// Extras end every question; AskMoveAround and AskOfferAround return
	// the Value of the one chosen (or typed). Values must differ from
	// "back" and from one another.
	Extras []Option[string]
	// Typed reads a typed answer to a KindLots param, by the param's Name,
	// the game's own way (a sail's route as the owners of its points:
	// "brown brown blue"); the answer is then checked against the param
	// (catalogue.Check) and asked again while refused. Asked as one typed
	// line on every terminal. Hint is said under the question.
	Typed map[string]TypedLots
}

// TypedLots reads a KindLots param's answer from a line the game's own
// way; Hint says how to type it ("one word per point: brown brown blue").
type TypedLots struct {
	Hint  string
	Parse func(line string) (catalogue.Answer, error)
}

// AskMoveAround is AskMove whose offers' questions are asked with a (see
// Around): it returns the filled-in choice, or the value of the extra
// chosen at the menu or at any question. Back at a question shows the
// menu again, nothing applied; Esc at the menu returns ErrAborted, "quit"
// typed at a question ErrQuit. m.Flatten is not used (AskOfferAround asks
// a single offer as the menu itself).
func AskMoveAround(ctx context.Context, p *Prompter, m Menu, a Around, build Build) (catalogue.Choice, string, error) {
	if len(m.Catalogue.Offers) == 0 && len(m.Extras) == 0 {
		return catalogue.Choice{}, "", ErrNoMove
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
		c, extra, err := AskOfferAround(ctx, p, o, func(q catalogue.Param) bool { return m.secret(o, q) }, build, a)
		if errors.Is(err, ErrAborted) {
			at = item
			continue
		}
		return c, extra, err
	}
}

// AskOfferAround is AskOffer with every question asked with a (see
// Around): it returns the filled-in choice, or the value of the extra
// chosen. Back (the line, "back", or Esc) returns ErrAborted, nothing
// applied. A hidden question is asked as AskParam asks it: back and quit
// only.
func AskOfferAround(ctx context.Context, p *Prompter, o catalogue.Offer, secret func(catalogue.Param) bool, build Build, a Around) (catalogue.Choice, string, error) {
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
	c := catalogue.Choice{Key: o.Key, Answers: map[string]catalogue.Answer{}}
	for first := true; ; first = false {
		params, err := build(c)
		if err != nil || len(params) == 0 {
			return c, "", err
		}
		q := params[0]
		var ans catalogue.Answer
		var extra string
		if secret(q) {
			ans, err = AskParam(ctx, p, q, true)
		} else {
			ans, extra, err = askParamAround(ctx, p, q, a, !(first && a.NoBackFirst), ruleOf(build, c, q))
		}
		if err != nil || extra != "" {
			return c, extra, err
		}
		c.Answers[q.Name] = ans
	}
}

// ruleOf is the rule refusing the answer to q given the choice c so
// far: build's *catalogue.RuleError for c with the answer, or nil when
// build gives none. A number outside q's bounds is refused with it when
// there is one, so that the player reads the rule (a Rival Seas dividend
// above what the treasury pays: "rules 6 Company Payout: ...").
func ruleOf(build Build, c catalogue.Choice, q catalogue.Param) func(catalogue.Answer) error {
	return func(ans catalogue.Answer) error {
		t := catalogue.Choice{Key: c.Key, Answers: map[string]catalogue.Answer{}}
		maps.Copy(t.Answers, c.Answers)
		t.Answers[q.Name] = ans
		if _, err := build(t); catalogue.IsRuleError(err) {
			return err
		}
		return nil
	}
}

// askParamAround asks q (not hidden) with a's words; back says whether
// the Back line is offered. A number outside q's bounds is refused with
// rule's error when it gives one (see ruleOf), else with the bounds.
func askParamAround(ctx context.Context, p *Prompter, q catalogue.Param, a Around, back bool, rule func(catalogue.Answer) error) (catalogue.Answer, string, error) {
	switch q.Kind {
	case catalogue.KindChoice:
		return askChoiceAround(ctx, p, q, a, back)
	case catalogue.KindAmount, catalogue.KindCount:
		return askTypedAround(p, q, a, back, q.Label, words.Capital(numberAllowed(q))+".", func(v string) (catalogue.Answer, error) {
			n, err := words.ParseNumber(v, q.Unit)
			if err != nil && q.Unit != "" {
				n, err = words.ParseNumber(v, strings.TrimSuffix(q.Unit, "s")) // "1 credit"
			}
			if err != nil {
				return catalogue.Answer{}, words.NumberRefused(v, err, numberAllowed(q))
			}
			if n < q.Min || n > q.Max {
				if err := rule(catalogue.Answer{N: n}); err != nil {
					return catalogue.Answer{}, err
				}
				return catalogue.Answer{}, fmt.Errorf("%s is not allowed: %s", money(q.Unit, n), numberAllowed(q))
			}
			return catalogue.Answer{N: n}, nil
		})
	case catalogue.KindLots:
		if t, ok := a.Typed[q.Name]; ok {
			return askTypedAround(p, q, a, back, q.Label, t.Hint, func(v string) (catalogue.Answer, error) {
				ans, err := t.Parse(v)
				if err != nil {
					return catalogue.Answer{}, err
				}
				if err := catalogue.Check(q, ans); err != nil {
					var ae *catalogue.AnswerError
					if errors.As(err, &ae) {
						return catalogue.Answer{}, errors.New(ae.Reason)
					}
					return catalogue.Answer{}, err
				}
				return ans, nil
			})
		}
	}
	ans, err := AskParam(ctx, p, q, false)
	return ans, "", err
}

// askChoiceAround asks a choice: its options, the skip line when it is
// Optional, the Back line (when back), then a's Extras.
func askChoiceAround(ctx context.Context, p *Prompter, q catalogue.Param, a Around, back bool) (catalogue.Answer, string, error) {
	if len(q.Options) == 0 {
		if q.Optional {
			return catalogue.Answer{Skip: true}, "", nil
		}
		return catalogue.Answer{}, "", &catalogue.AnswerError{Param: q.Name, Reason: "there is nothing to choose"}
	}
	type pick struct {
		kind  int // 0 an option, 1 skip, 2 back, 3 an extra
		value string
	}
	var opts []Option[pick]
	for _, o := range q.Options {
		opts = append(opts, Option[pick]{Label: optionName(o), Value: pick{0, o.Value}})
	}
	if q.Optional {
		opts = append(opts, Option[pick]{Label: skipLabel, Value: pick{1, ""}})
	}
	if back {
		opts = append(opts, Option[pick]{Label: a.backLabel(), Value: pick{2, ""}})
	}
	for _, e := range a.Extras {
		opts = append(opts, Option[pick]{Label: e.Label, Value: pick{3, e.Value}})
	}
	v, err := SelectCtx(ctx, p, q.Label, opts)
	switch {
	case err != nil:
		return catalogue.Answer{}, "", err
	case v.kind == 1:
		return catalogue.Answer{Skip: true}, "", nil
	case v.kind == 2:
		return catalogue.Answer{}, "", ErrAborted
	case v.kind == 3:
		return catalogue.Answer{}, v.value, nil
	}
	return catalogue.Answer{Value: v.value}, "", nil
}

// askTypedAround asks q as one typed line read by parse, taking "back"
// (when back), "quit" and a's extras' values as words; desc is said with
// the words under the question (above it in accessible mode, whose
// input shows no description). An Optional param is left out by an
// empty line.
func askTypedAround(p *Prompter, q catalogue.Param, a Around, back bool, title, desc string, parse func(string) (catalogue.Answer, error)) (catalogue.Answer, string, error) {
	var words []string
	if back {
		words = append(words, "back")
	}
	for _, e := range a.Extras {
		if !strings.EqualFold(e.Value, "back") {
			words = append(words, e.Value)
		}
	}
	if !containsFold(words, "quit") {
		words = append(words, "quit")
	}
	word := func(v string) string {
		for _, w := range words {
			if strings.EqualFold(v, w) {
				return w
			}
		}
		return ""
	}
	if desc != "" {
		desc += " "
	}
	desc += "Or: " + strings.Join(words, ", ") + "."
	if q.Optional {
		desc += " Empty to leave it out."
	}
	if p.Accessible {
		// An accessible input shows no description: it is said first.
		fmt.Fprintln(p.Out, ListItem("", desc))
	}
	var got catalogue.Answer
	v, err := p.Input(title, desc, func(v string) error {
		v = strings.TrimSpace(v)
		switch {
		case word(v) != "":
			return nil
		case v == "" && q.Optional:
			got = catalogue.Answer{Skip: true}
			return nil
		}
		ans, err := parse(v)
		if err != nil {
			return err
		}
		got = ans
		return nil
	})
	switch w := word(strings.TrimSpace(v)); {
	case err != nil:
		return catalogue.Answer{}, "", err
	case w == "back":
		return catalogue.Answer{}, "", ErrAborted
	case w == "quit" && !containsFold(extraValues(a.Extras), "quit"):
		return catalogue.Answer{}, "", ErrQuit
	case w != "":
		return catalogue.Answer{}, w, nil
	}
	return got, "", nil
}

func (a Around) backLabel() string {
	if a.Back != "" {
		return a.Back
	}
	return backLabel
}

func extraValues(extras []Option[string]) []string {
	out := make([]string, len(extras))
	for i, e := range extras {
		out[i] = e.Value
	}
	return out
}

func containsFold(list []string, w string) bool {
	for _, x := range list {
		if strings.EqualFold(x, w) {
			return true
		}
	}
	return false
}
