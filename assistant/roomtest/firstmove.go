package roomtest

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/engines/catalogue"
)

// FirstAnswers fills offer o as a test's phone does: each question, in
// the order the catalogue asks them, gets its first option (a choice),
// its least number (an amount, a count, a price) or its least lots.
func FirstAnswers(o catalogue.Offer) catalogue.Choice {
	c := catalogue.Choice{Key: o.Key, Answers: map[string]catalogue.Answer{}}
	for {
		q, ok := catalogue.Next(o.Params, c)
		if !ok {
			return c
		}
		var a catalogue.Answer
		switch q.Kind {
		case catalogue.KindChoice:
			a.Value = q.Options[0].Value
		case catalogue.KindLots:
			for _, op := range q.Options[:q.Min] {
				a.Lots = append(a.Lots, op.Value)
			}
		case catalogue.KindPrices:
			for range q.Options {
				a.Prices = append(a.Prices, q.Min)
			}
		default:
			a.N = q.Min
		}
		c.Answers[q.Name] = a
	}
}

// SeatLinks are the seats' links (by seat) of the one game saved in dir
// and served by a running tallyman, from its seat file beside the
// journal (accessible mode prints none: each is its player's secret).
func SeatLinks(t *testing.T, dir string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(files) != 1 {
		t.Fatalf("journals %v", files)
	}
	sf, err := phonelink.LoadSeats(files[0])
	if err != nil || sf.Port == 0 {
		t.Fatalf("seat file %+v: %v", sf, err)
	}
	var out []string
	for _, tok := range sf.Tokens {
		out = append(out, fmt.Sprintf("http://127.0.0.1:%d/p/%s", sf.Port, tok))
	}
	return out
}

// PhoneFirstMove makes, from seat's phone of the one game saved in dir
// and served by a running tallyman (its seat file beside the journal
// gives the port and the links), the first move the page offers under
// "Your moves", answered by FirstAnswers, on the view's version, as the
// page posts it. It returns the move's key; a refusal fails the test.
func PhoneFirstMove(t *testing.T, dir string, seat int) string {
	t.Helper()
	page := SeatLinks(t, dir)[seat]
	var w phones.Wire
	if err := json.Unmarshal([]byte(Get(t, page+"/view")), &w); err != nil {
		t.Fatal(err)
	}
	v := w.View()
	if v.Moves == nil || len(v.Moves.Offers) == 0 {
		t.Fatalf("seat %d's page offers no move", seat)
	}
	c := FirstAnswers(v.Moves.Offers[0])
	b, err := json.Marshal(phones.Action{Kind: phones.ActMove, Move: &c, Version: v.Version})
	if err != nil {
		t.Fatal(err)
	}
	if code, body := Act(t, page+"/act", string(b)); code != 200 {
		t.Fatalf("seat %d's move %s on the phone: %d %s", seat, b, code, body)
	}
	return c.Key
}
