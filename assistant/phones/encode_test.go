package phones

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"
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

// built returns how often the server has asked for the public part and
// for each seat's private part so far.
func (r *viewRoom) built() (publics int, privates [2]int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.publics, r.privates
}

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

// Changed encodes the change's public part once,
// with no page looking: no page finds it missing and waits while
// another encodes it, and the pages that look next build nothing.
func TestChangedEncodesThePublicPartAtOnce(t *testing.T) {
	room := &viewRoom{v: View{Game: "bids", Phase: PhaseIdle, Message: "first"}}
	s, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	room.set(View{Game: "bids", Phase: PhaseIdle, Message: "second"})
	s.Changed()
	waitEncoded(t, s)
	if built, _ := room.built(); built != 1 {
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
	case <-time.After(10 * time.Second):
		t.Fatal("Changed did not wake Bob's stream")
	}
	if _, built := room.built(); built != [2]int{0, 1} {
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

// waitEncoded waits (up to 10 s) until no round of encoding is under
// way.
func waitEncoded(t *testing.T, s *Server) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for s.encoding.Load() {
		if time.Now().After(deadline) {
			t.Fatal("the encoder is still at work after 10 s")
		}
		time.Sleep(time.Millisecond)
	}
}

// heldRoom is a viewRoom whose next public view waits until release is
// closed, once held is closed: the encoder is at work for as long as the
// test likes.
type heldRoom struct {
	*viewRoom
	hold    sync.Once
	held    chan struct{}
	release chan struct{}
}

func (r *heldRoom) Public() Public {
	r.hold.Do(func() {
		close(r.held)
		<-r.release
	})
	return r.viewRoom.Public()
}

// Changes that come while a round of encoding is under way do not wait
// for it: the round's caller (held here in its first round) encodes them
// together in one more round, the latest of them, once, on a goroutine
// of its own, so it is not held by changes that keep coming.
func TestChangesDuringAnEncodingAreEncodedTogether(t *testing.T) {
	room := &heldRoom{viewRoom: &viewRoom{v: View{Game: "bids", Phase: PhaseIdle, Message: "change 1"}},
		held: make(chan struct{}), release: make(chan struct{})}
	s, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	first := make(chan struct{})
	go func() {
		defer close(first)
		s.Changed() // encodes change 1 itself, held by the room
	}()
	<-room.held
	for i := 2; i <= 6; i++ {
		room.set(View{Game: "bids", Phase: PhaseIdle, Message: fmt.Sprintf("change %d", i)})
		s.Changed() // returns at once: the first caller's round is under way
	}
	close(room.release)
	<-first
	waitEncoded(t, s)
	if built, _ := room.built(); built != 2 {
		t.Fatalf("the public view was built %d times for 6 changes, 5 of them during the first round; want 2", built)
	}
	if got, _ := encodeView(t, s, -1); !strings.Contains(got, `"message":"change 6"`) {
		t.Fatalf("the table got %s, want change 6", got)
	}
	if room.publics != 2 {
		t.Fatalf("the table's page built the public view again: %d builds", room.publics)
	}
}

// Changed encodes its own change before it returns when no round is
// under way, and wakes the streams: a phone's action is answered with the
// parts already encoded, and the streams are woken before the answer is
// written (before, a goroutine encoded the change, which on a busy
// machine ran only once the answer was written).
func TestChangedEncodesItsChangeBeforeItReturns(t *testing.T) {
	room := &viewRoom{v: View{Game: "bids", Phase: PhaseIdle, Message: "first"}}
	s, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	st := &stream{seat: 0, wake: make(chan struct{}, 1), kill: make(chan struct{})}
	if got := s.addStream(st, s.Tokens()[0]); got != streamAdded {
		t.Fatalf("addStream: %d", got)
	}
	defer s.removeStream(st)
	for i, msg := range []string{"second", "third"} {
		room.set(View{Game: "bids", Phase: PhaseIdle, Message: msg})
		s.Changed()
		publics, privates := room.built()
		if publics != i+1 || privates != [2]int{i + 1, 0} || s.encoding.Load() {
			t.Fatalf("change %q: when Changed returned, public built %d times, private %v, round under way %v; want %d, [%d 0], none",
				msg, publics, privates, s.encoding.Load(), i+1, i+1)
		}
		select {
		case <-st.wake:
		default:
			t.Fatalf("change %q: Ann's stream was not woken when Changed returned", msg)
		}
		if p := s.parts.pub.latest.Load(); p == nil || !strings.Contains(string(p.line), `"message":"`+msg+`"`) {
			t.Fatalf("change %q: the public part stored is %v", msg, p)
		}
	}
}

// A part stored at a later change serves a page that asks for an earlier
// one: it was encoded after that change was counted, so it is no older.
func TestSlotTakesAPartOfALaterChange(t *testing.T) {
	var sl slot[Public]
	later := &part{gen: 5, seq: 1, line: []byte("data: {\"public\":{}}\n"), at: len("data: {\"public\":")}
	sl.latest.Store(later)
	built := 0
	for _, gen := range []uint64{4, 5} {
		p, err := sl.get(gen, "public", func() Public { built++; return Public{} }, nil)
		if err != nil || p != later {
			t.Fatalf("get(%d) = %v, %v; want the part of change 5", gen, p, err)
		}
	}
	if built != 0 {
		t.Fatalf("encoded %d times; want none", built)
	}
	if _, err := sl.get(6, "public", func() Public { built++; return Public{} }, nil); err != nil || built != 1 {
		t.Fatalf("get(6): built %d, %v; want one encoding", built, err)
	}
}

// TestSlotUnchangedPartCostsNoNewMemory: a part encoded again with the
// same bytes (most seats' private parts at most changes) reuses the
// stored line, and is encoded in the slot's own buffer, grown once: 100
// re-encodings of an 8 KB public part allocated a buffer of its size
// each when every encoding grew a fresh one (800 KB in all).
func TestSlotUnchangedPartCostsNoNewMemory(t *testing.T) {
	v := Public{Game: "bids", Log: []string{strings.Repeat("x", 8<<10)}}
	var sl slot[Public]
	first, err := sl.get(1, "public", func() Public { return v }, nil)
	if err != nil {
		t.Fatal(err)
	}
	buf := sl.scratch.Bytes()[:1]
	for gen := uint64(2); gen < 102; gen++ {
		p, err := sl.get(gen, "public", func() Public { return v }, nil)
		if err != nil {
			t.Fatal(err)
		}
		if &p.line[0] != &first.line[0] || p.seq != first.seq {
			t.Fatalf("change %d: new bytes (seq %d) for an unchanged part; want the stored line, seq %d", gen, p.seq, first.seq)
		}
		if now := sl.scratch.Bytes()[:1]; &now[0] != &buf[0] {
			t.Fatalf("change %d: the part was encoded in a new buffer; want the slot's, grown once", gen)
		}
	}
	if &buf[0] == &first.line[0] {
		t.Fatal("the stored line is the slot's buffer: the next encoding would overwrite it")
	}
}

// TestSlotUnchangedPartAllocatesNothing: a part encoded again with the
// same bytes (most seats' private parts at most changes) allocates
// nothing at all: no new part, no copy of the value to encode it (a
// Private passed as an any was copied to the heap at every encoding), no
// new encoder. Before, each such encoding allocated three times.
func TestSlotUnchangedPartAllocatesNothing(t *testing.T) {
	v := Private{Message: "Sealed. Waiting for Bob and Cid.", Bid: &BidForm{Max: 1000, Round: "l3-r1"}}
	var sl slot[Private]
	gen := uint64(1)
	first, err := sl.get(gen, "private", func() Private { return v }, nil)
	if err != nil {
		t.Fatal(err)
	}
	allocs := testing.AllocsPerRun(100, func() {
		gen++
		p, err := sl.get(gen, "private", func() Private { return v }, nil)
		if err != nil || p != first {
			t.Fatalf("change %d: %v, %v; want the first part again", gen, p, err)
		}
	})
	want := 0.0
	if raceBuild {
		want = 1 // encoding/json's pooled state, dropped by the race detector's sync.Pool
	}
	if allocs > want {
		t.Fatalf("an unchanged part allocated %v times an encoding; want at most %v", allocs, want)
	}
}
