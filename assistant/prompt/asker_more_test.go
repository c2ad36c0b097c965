package prompt

import (
	"bytes"
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"tallyman/engines/catalogue"
)

// aroundMenu is a menu of one offer, "ship": a port (a choice), the
// crates (a count, lo to 3, in unit) and the points on the route (lots: "a" free,
// "b" at 1 credit, 2 of each, at least 2, within 1 credit), typed as
// letters with no commas by the Typed hook.
func aroundMenu(unit string, lo int) (Menu, Around) {
	one := 1
	o := catalogue.Offer{Key: "ship", Label: "Ship crates", Params: []catalogue.Param{
		{Name: "port", Label: "To which port?", Kind: catalogue.KindChoice, Options: []catalogue.Option{{Value: "n", Label: "north"}, {Value: "s", Label: "south"}}},
		{Name: "crates", Label: "How many crates?", Kind: catalogue.KindCount, Min: lo, Max: 3, Unit: unit},
		{Name: "points", Label: "Which points?", Kind: catalogue.KindLots, Unit: "credits", Min: 2, Max: 4, Budget: &one,
			Options: []catalogue.Option{{Value: "a", Count: 2}, {Value: "b", Count: 2, Price: 1}}},
	}}
	m := Menu{Title: "Your move", Catalogue: catalogue.Catalogue{Offers: []catalogue.Offer{o}},
		Extras: []Option[string]{{Label: "back to the move prompt", Value: "leave"}}}
	a := Around{Back: "back to the menu", Extras: []Option[string]{{Label: "undo the last move", Value: "undo"}, {Label: "quit (saved)", Value: "quit"}},
		Typed: map[string]TypedLots{"points": {Hint: "Letters, no commas.", Parse: func(line string) (catalogue.Answer, error) {
			var lots []string
			for _, r := range strings.TrimSpace(line) {
				lots = append(lots, string(r))
			}
			return catalogue.Answer{Lots: lots}, nil
		}}}}
	return m, a
}

// TestAskMoveAroundWordsAtEveryQuestion: every question of an offer takes
// the game's extras besides its answer, and back shows the menu again:
// a choice lists them after its Back line; a typed count or typed lots
// take them as words. A typed answer outside its param is refused with
// what is allowed and asked again.
func TestAskMoveAroundWordsAtEveryQuestion(t *testing.T) {
	done := catalogue.Choice{Key: "ship", Answers: map[string]catalogue.Answer{
		"port": {Value: "s"}, "crates": {N: 2}, "points": {Lots: []string{"a", "b"}},
	}}
	tests := []struct {
		name   string
		script string
		want   catalogue.Choice // when no word
		word   string
		err    error
		says   []string
	}{
		{"answered", "ship\nsouth\n2\nab\n", done, "", nil,
			[]string{"3. back to the menu\n", "4. undo the last move", "Letters, no commas. Or: back, undo, quit."}},
		{"the menu's extra", "back to the move\n", catalogue.Choice{}, "leave", nil, nil},
		{"undo at a choice", "ship\nundo\n", catalogue.Choice{}, "undo", nil, nil},
		{"undo typed at a count", "ship\nnorth\nundo\n", catalogue.Choice{}, "undo", nil, nil},
		{"quit typed at lots", "ship\nnorth\n1\nquit\n", catalogue.Choice{}, "quit", nil, nil},
		{"back, then answered", "ship\nback\nship\nsouth\nback\nship\nsouth\n2\nab\n", done, "", nil, nil},
		// 4 crates: above 3. Points "bb" cost 2 credits, over the 1 to
		// spend; "a" alone is too few.
		{"refused and asked again", "ship\nsouth\n4\n2\nbb\na\nab\n", done, "", nil,
			[]string{"4 is not allowed: type a whole number from 1 to 3", "the lots chosen cost 2 credits, more than the 1 credit there is to spend", "choose from 2 to 4 (1 chosen)"}},
		{"input ends", "ship\n", catalogue.Choice{}, "", ErrInputClosed, nil},
		// A count in credits: 1 credit, not 1 credits.
		{"one credit", "ship\nsouth\n1 credit\n2\nab\n", done, "", nil, []string{"1 credit is not allowed: type a whole number of credits from 2 to 3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, a := aroundMenu("", 1)
			if tt.name == "one credit" {
				m, a = aroundMenu("credits", 2)
			}
			var out bytes.Buffer
			p := NewPrompter(strings.NewReader(tt.script), &out, true)
			c, word, err := AskMoveAround(context.Background(), p, m, a, nil)
			if !errors.Is(err, tt.err) || word != tt.word {
				t.Fatalf("word %q, err %v; want %q, %v\n%s", word, err, tt.word, tt.err, out.String())
			}
			if tt.word == "" && tt.err == nil && !reflect.DeepEqual(c, tt.want) {
				t.Errorf("choice %+v, want %+v", c, tt.want)
			}
			for _, s := range tt.says {
				if !strings.Contains(out.String(), s) {
					t.Errorf("output lacks %q:\n%s", s, out.String())
				}
			}
		})
	}
}

// TestAskOfferAroundNoBackFirst: an offer asked alone (a setup choice) has
// no Back line at its first question, which is the menu itself; its later
// questions have one, and back returns ErrAborted (the caller asks
// again).
func TestAskOfferAroundNoBackFirst(t *testing.T) {
	m, a := aroundMenu("", 1)
	a.NoBackFirst = true
	var out bytes.Buffer
	p := NewPrompter(strings.NewReader("north\nback\n"), &out, true)
	_, word, err := AskOfferAround(context.Background(), p, m.Catalogue.Offers[0], nil, nil, a)
	if !errors.Is(err, ErrAborted) || word != "" {
		t.Fatalf("back at the second question: %q, %v\n%s", word, err, out.String())
	}
	first := out.String()[:strings.Index(out.String(), "How many crates?")]
	if strings.Contains(first, "back to the menu") || !strings.Contains(first, "3. undo the last move") {
		t.Errorf("the first question:\n%s", first)
	}
	if !strings.Contains(out.String(), "Or: back, undo, quit.") {
		t.Errorf("the count takes no back:\n%s", out.String())
	}
}

// TestNumberOutOfBoundsSaysTheRuleBuildGives: a number outside its
// question's bounds is refused with the rule the game's Build gives for
// it (a *catalogue.RuleError: what is allowed, the rule), when it gives
// one; else with the bounds alone. The question is asked again.
func TestNumberOutOfBoundsSaysTheRuleBuildGives(t *testing.T) {
	const rule = "rules 6 Company Payout: the dividend is 0 to 3 per share (the treasury must pay every outstanding share), not 4"
	o := catalogue.Offer{Key: "dividend", Params: []catalogue.Param{{Name: "amount", Label: "Dividend per share?", Kind: catalogue.KindAmount, Max: 3, Unit: "credits"}}}
	for _, tc := range []struct {
		name       string
		rule       bool
		want, miss string
	}{
		{"Build gives the rule", true, rule, "is not allowed"},
		{"Build gives none", false, "4 credits is not allowed: type a whole number of credits from 0 to 3", "rules 6"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			build := func(c catalogue.Choice) ([]catalogue.Param, error) {
				ans, ok := c.Answers["amount"]
				switch {
				case !ok:
					return o.Params, nil
				case ans.N > 3 && tc.rule:
					return nil, &catalogue.RuleError{Rule: "rival-seas.txt 6 Company Payout", Cite: "rules 6 Company Payout", RuleFirst: true,
						Reason: "the dividend is 0 to 3 per share (the treasury must pay every outstanding share), not 4"}
				case ans.N > 3:
					return nil, &catalogue.AnswerError{Param: "amount", Reason: "too much"}
				}
				return nil, nil
			}
			var out bytes.Buffer
			p := NewPrompter(strings.NewReader("4\n2\n"), &out, true)
			c, word, err := AskOfferAround(context.Background(), p, o, nil, build, Around{})
			if err != nil || word != "" || c.Answers["amount"].N != 2 {
				t.Fatalf("%+v %q %v\n%s", c, word, err, out.String())
			}
			if !strings.Contains(out.String(), tc.want) || strings.Contains(out.String(), tc.miss) {
				t.Errorf("4 refused without %q (or with %q):\n%s", tc.want, tc.miss, out.String())
			}
		})
	}
}

// TestEnterAloneAtANumberSaysWhatIsWanted: a number question answered
// with Enter alone says what it wants, in the question's own range ("Type
// a whole number from 0 to 40."), not `"" is not a whole number`; the
// question is asked again.
func TestEnterAloneAtANumberSaysWhatIsWanted(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		q    catalogue.Param
		want string
	}{
		{"a count", catalogue.Param{Name: "n", Label: "How many?", Kind: catalogue.KindCount, Max: 40}, "Type a whole number from 0 to 40."},
		{"an amount in credits", catalogue.Param{Name: "n", Label: "Dividend per share?", Kind: catalogue.KindAmount, Min: 1, Max: 3, Unit: "credits"}, "Type a whole number of credits from 1 to 3."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := catalogue.Offer{Key: "k", Params: []catalogue.Param{tc.q}}
			var out bytes.Buffer
			p := NewPrompter(strings.NewReader("\n2\n"), &out, true)
			c, _, err := AskOfferAround(context.Background(), p, o, nil, nil, Around{})
			if err != nil || c.Answers["n"].N != 2 || !strings.Contains(out.String(), tc.q.Label+" "+tc.want+"\n") {
				t.Errorf("%+v, %v; want %q said after the question, then 2 taken:\n%s", c, err, tc.want, out.String())
			}
		})
	}
}
