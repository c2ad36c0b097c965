package phones

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func encodeView(t *testing.T, e *encoder, v View) (string, uint64) {
	t.Helper()
	var buf bytes.Buffer
	sum, err := e.encode(&buf, v)
	if err != nil {
		t.Fatal(err)
	}
	return buf.String(), sum
}

func TestEncoder(t *testing.T) {
	n := func(x int) *int { return &x }
	bidders := []Bidder{{Seat: 0, Name: `Ann "the </script>"`, Sealed: true}, {Seat: 1, Name: "Bob", Amount: n(4), Total: n(4), Winner: true}}
	log := []string{"Lot 1: a crate & more", "Bids: Ann $3, Bob $4."}
	lot := &Lot{Seller: "Cid", Text: "a crate", Items: []Item{{Label: "orange", Count: 2, Swatch: "#f80"}}}
	full := View{Game: "bids", Title: "t", Version: 3, You: &Seat{Seat: 1, Name: "Bob", Private: []Fact{{"Cash", "$9"}}},
		Lot: lot, Phase: PhaseResult, Bidders: bidders, Log: log, Result: "Bob wins.", Choices: []Choice{{Kind: ActPick, Winner: 0, Label: "Pick"}}}
	tests := []struct {
		name string
		v    View
	}{
		{"everything", full},
		{"no shared parts", View{Game: "bids", Phase: PhaseIdle}},
		{"only bidders", View{Game: "bids", Phase: PhaseBidding, Bidders: bidders}},
		{"only log", View{Game: "bids", Phase: PhaseIdle, Log: log}},
		{"empty slices", View{Game: "bids", Phase: PhaseIdle, Log: []string{}, Bidders: []Bidder{}}},
	}
	var e encoder
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, sum := encodeView(t, &e, tc.v)
			var back View
			dec := json.NewDecoder(strings.NewReader(got))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&back); err != nil {
				t.Fatalf("%v: %s", err, got)
			}
			want := tc.v
			if len(want.Log) == 0 {
				want.Log = nil
			}
			if len(want.Bidders) == 0 {
				want.Bidders = nil
			}
			if !reflect.DeepEqual(back, want) {
				t.Fatalf("round trip\n got %+v\nwant %+v", back, want)
			}
			if strings.Contains(got, "<") {
				t.Fatalf("HTML characters not escaped: %s", got)
			}
			if _, again := encodeView(t, &e, tc.v); again != sum {
				t.Fatal("the same view has two fingerprints")
			}
		})
	}
	_, a := encodeView(t, &e, full)
	changed := full
	changed.Message = "new"
	if _, b := encodeView(t, &e, changed); b == a {
		t.Fatal("a changed message kept the fingerprint")
	}
	fresh := full
	fresh.Bidders = append([]Bidder(nil), bidders...)
	fresh.Bidders[1].Winner = false
	if got, b := encodeView(t, &e, fresh); b == a || strings.Contains(got, `"winner":true`) {
		t.Fatalf("a new Bidders slice was taken for the cached one: %s", got)
	}
	// Past the cache's size old entries go, and come back right.
	for i := range 2 * encoderCache {
		v := View{Game: "x", Phase: PhaseIdle, Bidders: []Bidder{{Seat: i, Name: "P" + strconv.Itoa(i)}}}
		if got, _ := encodeView(t, &e, v); !strings.Contains(got, `"name":"P`+strconv.Itoa(i)+`"`) {
			t.Fatalf("entry %d: %s", i, got)
		}
	}
	if len(e.cache) > encoderCache || len(e.order) > encoderCache {
		t.Fatalf("cache holds %d entries", len(e.cache))
	}
	if got, c := encodeView(t, &e, full); c == a || !strings.Contains(got, `the \u003c/script\u003e`) {
		t.Fatalf("re-encoded after eviction: %s (a re-cached part must get a new fingerprint)", got)
	}
}
