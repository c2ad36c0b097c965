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

// askerCatalogue is a made-up game's catalogue with every kind of param:
// a choice whose options lead to more questions (Then), an amount, a
// hidden amount, a count, lots with a budget and their prices (For), an
// optional choice; and one refused move.
func askerCatalogue() catalogue.Catalogue {
	budget := 9
	return catalogue.Catalogue{Offers: []catalogue.Offer{
		{Key: "sail", Label: "Sail a ship", Cost: "1 action", Rule: "test.txt, Sailing", Params: []catalogue.Param{
			{Name: "to", Label: "Sail where?", Kind: catalogue.KindChoice, Options: []catalogue.Option{
				{Value: "port", Label: "Into a port", Then: []catalogue.Param{
					{Name: "port", Label: "Which port?", Kind: catalogue.KindChoice, Options: []catalogue.Option{
						{Value: "p0", Label: "Ann's port"}, {Value: "p1", Label: "Bob's port"}}},
				}},
				{Value: "sea", Label: "Out to sea"},
			}},
			{Name: "note", Label: "A note for the log?", Kind: catalogue.KindChoice, Optional: true, Options: []catalogue.Option{
				{Value: "storm", Label: "Storm"}}},
		}},
		{Key: "loan", Label: "Take a loan", Params: []catalogue.Param{
			{Name: "amount", Label: "How much?", Kind: catalogue.KindAmount, Min: 10, Max: 30, Unit: "$"},
		}},
		{Key: "bid", Label: "Seal a bid", OutOfTurn: true, Params: []catalogue.Param{
			{Name: "amount", Label: "Your sealed bid", Kind: catalogue.KindAmount, Min: 0, Max: 3400, Unit: "ECU"},
		}},
		{Key: "deck", Label: "Form your mini-deck", Params: []catalogue.Param{
			{Name: "size", Label: "How many cards?", Kind: catalogue.KindCount, Min: 0, Max: 5},
		}},
		{Key: "buy", Label: "Buy containers", Params: []catalogue.Param{
			{Name: "buy", Label: "Which containers?", Kind: catalogue.KindLots, Of: "container", Min: 1, Max: 2, Unit: "$", Budget: &budget,
				Options: []catalogue.Option{{Value: "tan@2", Label: "tan at $2", Price: 2, Count: 2}, {Value: "black@8", Label: "black at $8", Price: 8}}},
			{Name: "prices", Label: "Prices", Kind: catalogue.KindPrices, For: "buy", Min: 2, Max: 6, Unit: "$",
				Each: "Price for the new %s container"},
		}},
		{Key: "pick", Label: "Pick a card", OutOfTurn: true, Params: []catalogue.Param{
			{Name: "number", Label: "The number of your card", Kind: catalogue.KindChoice, Of: "card", Options: []catalogue.Option{
				{Value: "0", Label: "0 (no number)"}, {Value: "5", Label: "5"}, {Value: "6", Label: "6"}}},
		}},
		{Key: "record", Label: "Record your cards", Params: []catalogue.Param{
			{Name: "cards", Label: "Your cards", Kind: catalogue.KindLots, Of: "card", Min: 2, Max: 2,
				Options: []catalogue.Option{{Value: "gold", Label: "gold bar"}, {Value: "blank", Label: "blank", Count: 3}}},
		}},
	}, Refused: []catalogue.Refusal{
		{Key: "pass", Label: "Pass", Err: catalogue.Refuse("test.txt, Passing", "it is Bob's turn")},
	}}
}

// TestAskMoveBuildsTheOfferChosen: scripted accessible answers fill in the
// offer chosen, each param by its control, nested Then params in turn,
// optional ones left out, out-of-range numbers and wrong counts of lots
// refused in words and asked again, secret params hidden, "back" to the
// menu with nothing built, and extras returned by value. The expected
// choices are the answers typed, written out by hand.
func TestAskMoveBuildsTheOfferChosen(t *testing.T) {
	a := func(kv ...any) map[string]catalogue.Answer {
		m := map[string]catalogue.Answer{}
		for i := 0; i < len(kv); i += 2 {
			m[kv[i].(string)] = kv[i+1].(catalogue.Answer)
		}
		return m
	}
	extras := []Option[string]{{Label: "Undo the last move", Value: "undo"}, {Label: "Save and quit", Value: "quit"}}
	for _, tc := range []struct {
		name, input string
		want        catalogue.Choice
		extra       string
		err         error
		says        []string // in the output
		never       []string // never in the output
	}{
		{name: "a choice, its Then, an optional choice left out", input: "sail\n1\n2\n2\n",
			want: catalogue.Choice{Key: "sail", Answers: a("to", catalogue.Answer{Value: "port"}, "port", catalogue.Answer{Value: "p1"}, "note", catalogue.Answer{Skip: true})},
			says: []string{"Sail a ship (1 action)", "Which port?", "Leave it out", "Not now: Pass: it is Bob's turn (test.txt, Passing)"}},
		{name: "out to sea, the note given", input: "1\nout\nstorm\n",
			want: catalogue.Choice{Key: "sail", Answers: a("to", catalogue.Answer{Value: "sea"}, "note", catalogue.Answer{Value: "storm"})}},
		{name: "an amount out of bounds, then in", input: "loan\n$45\nten\n$20\n",
			want: catalogue.Choice{Key: "loan", Answers: a("amount", catalogue.Answer{N: 20})},
			says: []string{"$45 is not allowed: type a whole number of dollars from $10 to $30", `"ten" is not a whole number`}},
		{name: "an amount too large to read is far too large, not junk", input: "loan\n99999999999999999999\n$20\n",
			want:  catalogue.Choice{Key: "loan", Answers: a("amount", catalogue.Answer{N: 20})},
			says:  []string{"99999999999999999999 is far too large: type a whole number of dollars from $10 to $30"},
			never: []string{"is not a whole number"}},
		{name: "commas out of place are not a whole number, quoted as typed", input: "loan\n1,,000\n2,0\n$20\n",
			want:  catalogue.Choice{Key: "loan", Answers: a("amount", catalogue.Answer{N: 20})},
			says:  []string{`"1,,000" is not a whole number: type a whole number of dollars from $10 to $30`, `"2,0" is not a whole number`},
			never: []string{"$1,000 is not allowed", "$20 is not allowed"}},
		{name: "a secret amount is hidden", input: "seal\n3,777\n777 ECU\n",
			want:  catalogue.Choice{Key: "bid", Answers: a("amount", catalogue.Answer{N: 777})},
			says:  []string{"(0-3,400 ECU; hidden", "(hidden)", "Not accepted: 3,777 ECU is not allowed: type a whole number of ECU from 0 to\n3,400"},
			never: []string{"777 ECU\n"}},
		{name: "a count", input: "form\n5\n",
			want: catalogue.Choice{Key: "deck", Answers: a("size", catalogue.Answer{N: 5})}},
		{name: "lots over budget, then lots and their prices", input: "buy\ntan, black\ntan@2, tan@2\n7\n6\n3\n",
			want: catalogue.Choice{Key: "buy", Answers: a("buy", catalogue.Answer{Lots: []string{"tan@2", "tan@2"}}, "prices", catalogue.Answer{Prices: []int{6, 3}})},
			says: []string{"(1 to 2 containers, costing at most $9 in all", "the lots chosen cost $10, more than the $9 there is to spend",
				"Price for the new tan at $2 container", "$7 is not allowed: type a whole number of dollars from $2 to $6"}},
		{name: "secret lots: hidden, counted in words", input: "record\ngold\ngold, blank\n",
			want:  catalogue.Choice{Key: "record", Answers: a("cards", catalogue.Answer{Lots: []string{"gold", "blank"}})},
			says:  []string{"choose exactly 2 cards (1 chosen)"},
			never: []string{"On offer"}},
		{name: "a secret choice: typed hidden, a number is a value", input: "pick\n9\n2\n6\n",
			want:  catalogue.Choice{Key: "pick", Answers: a("number", catalogue.Answer{Value: "6"})},
			says:  []string{"  - 0 (no number)", "type one of 0, 5, 6, or the start of its name"},
			never: []string{"1. 0 (no number)"}},
		{name: "back to the menu, then an extra", input: "loan\nback\nundo\n", extra: "undo",
			says: []string{"Take a loan"}},
		{name: "back from a choice's list", input: "sail\n3\nquit\n", extra: "quit"},
		{name: "quit at a question", input: "form\nquit\n", err: ErrQuit},
		{name: "input ends", input: "loan\n", err: ErrInputClosed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			p := NewPrompter(strings.NewReader(tc.input), &out, true)
			cat := askerCatalogue()
			menu := Menu{Title: "Ann, your move", Catalogue: cat, Extras: extras, ShowRefused: true,
				Secret: func(o catalogue.Offer, q catalogue.Param) bool { return o.Key == "bid" || q.Of == "card" }}
			got, extra, err := AskMove(context.Background(), p, menu, func(c catalogue.Choice) ([]catalogue.Param, error) {
				o, _ := cat.Offer(c.Key)
				return catalogue.Missing(o.Params, c)
			})
			if !errors.Is(err, tc.err) {
				t.Fatalf("error %v, want %v\n%s", err, tc.err, out.String())
			}
			if tc.err != nil {
				return
			}
			if extra != tc.extra {
				t.Errorf("extra %q, want %q", extra, tc.extra)
			}
			if tc.extra == "" && !reflect.DeepEqual(got, tc.want) {
				t.Errorf("built %+v\nwant  %+v\n%s", got, tc.want, out.String())
			}
			if tc.extra != "" && got.Key != "" {
				t.Errorf("an extra chosen, yet an offer built: %+v", got)
			}
			for _, s := range tc.says {
				if !strings.Contains(out.String(), s) {
					t.Errorf("output lacks %q:\n%s", s, out.String())
				}
			}
			for _, s := range tc.never {
				if strings.Contains(out.String(), s) {
					t.Errorf("output shows %q:\n%s", s, out.String())
				}
			}
		})
	}
}

// TestAskMoveFlattensASingleChoice: with Flatten, a menu of one offer
// whose first param is a choice asks that choice as the menu, the extras
// after its options ("open / secret / undo" is one question), and its
// Then params after it.
func TestAskMoveFlattensASingleChoice(t *testing.T) {
	cat := catalogue.Catalogue{Offers: []catalogue.Offer{{Key: "choose", Label: "Choose an auction", Params: []catalogue.Param{
		{Name: "kind", Label: "Open or secret?", Kind: catalogue.KindChoice, Options: []catalogue.Option{
			{Value: "open", Label: "Open auction", Then: []catalogue.Param{{Name: "start", Label: "Starting bid", Kind: catalogue.KindAmount, Max: 10, Unit: "ECU"}}},
			{Value: "secret", Label: "Secret auction"}}},
	}}}}
	extras := []Option[string]{{Label: "Undo the last move", Value: "undo"}}
	for _, tc := range []struct {
		input, extra string
		want         map[string]catalogue.Answer
	}{
		{"2\n", "", map[string]catalogue.Answer{"kind": {Value: "secret"}}},
		{"open\n4\n", "", map[string]catalogue.Answer{"kind": {Value: "open"}, "start": {N: 4}}},
		{"3\n", "undo", nil},
		{"1\nback\nundo\n", "undo", nil},
	} {
		var out bytes.Buffer
		p := NewPrompter(strings.NewReader(tc.input), &out, true)
		got, extra, err := AskMove(context.Background(), p, Menu{Title: "Ann", Catalogue: cat, Extras: extras, Flatten: true}, nil)
		if err != nil || extra != tc.extra || tc.want != nil && !reflect.DeepEqual(got.Answers, tc.want) {
			t.Errorf("input %q: %+v %q %v\n%s", tc.input, got, extra, err, out.String())
		}
		if !strings.Contains(out.String(), "Open or secret? \n1. Open auction\n2. Secret auction\n3. Undo the last move") {
			t.Errorf("input %q: not one menu:\n%s", tc.input, out.String())
		}
	}
}

// TestLotsWantedSaysNoneWhenOptional (QA N10): how many lots a question
// takes, in words. The Off-Shore produce step's "Reprice containers
// already in the factory?" takes 1 lot or none (it is optional: Enter
// with none ticked reprices nothing), so "exactly 1 lot" misled.
func TestLotsWantedSaysNoneWhenOptional(t *testing.T) {
	for _, tc := range []struct {
		q    catalogue.Param
		want string
	}{
		{catalogue.Param{Of: "lot", Min: 1, Max: 1}, "exactly 1 lot"},
		{catalogue.Param{Of: "lot", Min: 1, Max: 1, Optional: true}, "none or 1 lot"},
		{catalogue.Param{Of: "lot", Min: 1, Max: 3, Optional: true}, "none, or 1 to 3 lots"},
		{catalogue.Param{Of: "colour", Min: 0, Max: 2, Optional: true}, "at most 2 colours"},
		{catalogue.Param{Of: "card", Min: 2, Max: 2}, "exactly 2 cards"},
	} {
		if got := lotsWanted(tc.q); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.q, got, tc.want)
		}
	}
}
