package phones

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
	"testing"
)

// viewRoom serves a fixed View, split in its parts, and counts how often
// the server asks for the public part and for each seat's private part.
type viewRoom struct {
	mu       sync.Mutex
	v        View
	publics  int
	privates [2]int // by seat
}

func (r *viewRoom) Seats() []string { return []string{"Ann", "Bob"} }

func (r *viewRoom) Public() Public {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.publics++
	p, _ := r.v.Split()
	return p
}

func (r *viewRoom) Private(seat int) Private {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.privates[seat]++
	_, q := r.v.Split()
	return q
}

func (r *viewRoom) Act(int, Action) error { return nil }

func (r *viewRoom) set(v View) {
	r.mu.Lock()
	r.v = v
	r.mu.Unlock()
}

func encodeView(t *testing.T, s *Server, seat int) (string, viewSum) {
	t.Helper()
	v, err := s.encodeView(seat)
	if err != nil {
		t.Fatal(err)
	}
	return string(bytes.Join(v.pieces(), nil)), v.sum()
}

func TestEncodeViewRoundTripsAndTellsChangesApart(t *testing.T) {
	n := func(x int) *int { return &x }
	bidders := []Bidder{{Seat: 0, Name: `Ann "the </script>"`, Sealed: true}, {Seat: 1, Name: "Bob", Amount: n(4), Total: n(4), Winner: true}}
	log := []string{"Lot 1: a crate & more", "Bids: Ann $3, Bob $4."}
	lot := &Lot{Seller: "Cid", Text: "a crate", Items: []Item{{Label: "orange", Count: 2, Swatch: "#f80"}}}
	full := View{Game: "bids", Title: "t", Version: 3, You: &Seat{Seat: 1, Name: "Bob", Private: []Fact{{Label: "Cash", Value: "$9"}}},
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
	room := &viewRoom{}
	s, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			room.set(tc.v)
			s.Changed()
			got, sum := encodeView(t, s, 1)
			var w Wire
			dec := json.NewDecoder(strings.NewReader(got))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&w); err != nil {
				t.Fatalf("%v: %s", err, got)
			}
			back := w.View()
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
			if _, again := encodeView(t, s, 1); again != sum {
				t.Fatal("the same view has two fingerprints")
			}
		})
	}
	room.set(full)
	s.Changed()
	_, a := encodeView(t, s, 1)
	changed := full
	changed.Message = "new"
	room.set(changed)
	s.Changed()
	if _, b := encodeView(t, s, 1); b == a {
		t.Fatal("a changed message kept the fingerprint")
	}
	fresh := full
	fresh.Bidders = append([]Bidder(nil), bidders...)
	fresh.Bidders[1].Winner = false
	room.set(fresh)
	s.Changed()
	if got, b := encodeView(t, s, 1); b == a || strings.Contains(got, `"winner":true`) {
		t.Fatalf("the public part of before the change was sent: %s", got)
	}
	if got, _ := encodeView(t, s, 0); !strings.Contains(got, `the \u003c/script\u003e`) {
		t.Fatalf("not escaped: %s", got)
	}
}

func TestPublicEncodedOncePerChange(t *testing.T) {
	room := &viewRoom{v: View{Game: "bids", Phase: PhaseIdle, Message: "table line"}}
	s, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Ten pages (two seats and the table, several times) at one change:
	// one public encoding. A change: one more.
	for i := range 10 {
		encodeView(t, s, i%3-1)
	}
	s.Changed()
	for i := range 10 {
		encodeView(t, s, i%3-1)
	}
	if room.publics != 2 {
		t.Fatalf("public view built %d times for 2 changes", room.publics)
	}
	// The table gets no private part; a seat's line replaces the table's.
	got, _ := encodeView(t, s, -1)
	if strings.Contains(got, `"private"`) {
		t.Fatalf("the table got a private part: %s", got)
	}
	room.set(View{Game: "bids", Phase: PhaseIdle, Message: "seat line"})
	s.Changed()
	var w Wire
	got, _ = encodeView(t, s, 0)
	if err := json.Unmarshal([]byte(got), &w); err != nil || w.View().Message != "seat line" {
		t.Fatalf("merged message %q (%v)", w.View().Message, err)
	}
}

// Changed encodes the change's public part itself, before it wakes any
// stream: no page finds it missing and waits while another encodes it,
// and the pages that look next build nothing.
func TestChangedEncodesThePublicPartAtOnce(t *testing.T) {
	room := &viewRoom{v: View{Game: "bids", Phase: PhaseIdle, Message: "first"}}
	s, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	room.set(View{Game: "bids", Phase: PhaseIdle, Message: "second"})
	s.Changed()
	room.mu.Lock()
	built := room.publics
	room.mu.Unlock()
	if built != 1 {
		t.Fatalf("after Changed, with no page looking, the public view was built %d times; want 1", built)
	}
	for seat := -1; seat < 2; seat++ {
		if got, _ := encodeView(t, s, seat); !strings.Contains(got, `"message":"second"`) {
			t.Fatalf("seat %d got %s", seat, got)
		}
	}
	if room.publics != 1 {
		t.Fatalf("the pages built the public view again: %d builds for one change", room.publics)
	}
}

// Changed also encodes the private part of each seat with an open
// stream before it wakes the streams, so the stream only writes bytes;
// a seat with no stream open costs nothing until one of its pages looks.
func TestChangedEncodesThePrivatePartsOfOpenStreams(t *testing.T) {
	room := &viewRoom{v: View{Game: "bids", Phase: PhaseIdle, Message: "first"}}
	s, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	st := &stream{seat: 1, wake: make(chan struct{}, 1), kill: make(chan struct{})}
	if got := s.addStream(st, s.Tokens()[1]); got != streamAdded {
		t.Fatalf("addStream: %d", got)
	}
	defer s.removeStream(st)
	room.set(View{Game: "bids", Phase: PhaseIdle, Message: "second", Sealed: "$5"})
	s.Changed()
	select {
	case <-st.wake:
	default:
		t.Fatal("Changed did not wake Bob's stream")
	}
	room.mu.Lock()
	built := room.privates
	room.mu.Unlock()
	if built != [2]int{0, 1} {
		t.Fatalf("after Changed, private parts built by seat %v; want [0 1] (Bob's stream open, Ann's not)", built)
	}
	if got, _ := encodeView(t, s, 1); !strings.Contains(got, `"sealed":"$5"`) {
		t.Fatalf("Bob's page got %s", got)
	}
	if got, _ := encodeView(t, s, 0); !strings.Contains(got, `"sealed":"$5"`) {
		t.Fatalf("Ann's page got %s", got)
	}
	if room.privates != [2]int{1, 1} {
		t.Fatalf("private parts built by seat %v after both pages looked; want [1 1]: Bob's page found its part ready, Ann's built hers", room.privates)
	}
}
