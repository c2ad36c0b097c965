package phones

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// lotRig is the work of one sealed-bid lot at a table of n phones,
// in process and without HTTP: the `tallyman bids` room (GenericRoom)
// served by a Server with a stream open for every seat, each bid acted
// on as /act does (the room's change, the encoder's round) and answered
// with the bidder's view, seat 0 bidding the most, last.
type lotRig struct {
	room *GenericRoom
	s    *Server
	n    int
	lots int
}

func newLotRig(tb testing.TB, n int) *lotRig {
	tb.Helper()
	names := make([]string, n)
	for i := range names {
		names[i] = "P" + strconv.Itoa(i)
	}
	room := NewGenericRoom(names, 1000, false)
	s, err := New(room, Options{})
	if err != nil {
		tb.Fatal(err)
	}
	room.OnChange = s.Changed
	for seat, tok := range s.Tokens() {
		st := &stream{seat: seat, wake: make(chan struct{}, 1), kill: make(chan struct{})}
		if got := s.addStream(st, tok); got != streamAdded {
			tb.Fatalf("addStream: %d", got)
		}
		tb.Cleanup(func() { s.removeStream(st) })
	}
	return &lotRig{room: room, s: s, n: n}
}

// lot runs one lot: opened, every seat's bid, the reveal.
func (r *lotRig) lot(tb testing.TB) {
	r.lots++
	if err := r.room.Start("lot " + strconv.Itoa(r.lots)); err != nil {
		tb.Fatal(err)
	}
	for i := range r.n {
		seat := (i + 1) % r.n // seat 0 last
		amount := 1000 - seat
		if seat != 0 {
			amount = seat
		}
		round := "l" + strconv.Itoa(r.lots) + "-r1"
		if err := r.room.Act(seat, Action{Kind: ActBid, Amount: &amount, Round: round}); err != nil {
			tb.Fatal(err)
		}
		if _, err := r.s.encodeView(seat); err != nil {
			tb.Fatal(err)
		}
	}
}

// BenchmarkRevealLot is one lot's work at 8 phones, in process (see
// lotRig), with its allocations: the part of BenchmarkRevealVsFloor's
// KB-alloc/lot that is tallyman's own (the rest is net/http's). It
// allocated 69-72 KB a lot while each seat's view was built with a Seat,
// its limit, its bid form and its words of its own, and every encoded
// part copied its whole value to the heap; about 40 KB since (issue 29;
// a budget, so a benchmark and not a test: under the race detector, which
// README's test command uses, sync.Pool drops items and a lot allocates
// about 94 KB). Run it with
//
//	go test -run '^$' -bench RevealLot ./assistant/phones/
func BenchmarkRevealLot(b *testing.B) {
	r := newLotRig(b, 8)
	b.ReportAllocs()
	for b.Loop() {
		r.lot(b)
	}
}

// BenchmarkActLot is BenchmarkRevealLot's lot with every bid posted to
// /act through the server's handler (no network): what the server does
// for a bid besides the room's and the encoder's work (the request's
// checks, its decoding, the answer). Run it with
//
//	go test -run '^$' -bench ActLot ./assistant/phones/
func BenchmarkActLot(b *testing.B) {
	r := newLotRig(b, 8)
	// A budget no lot reaches, as BenchmarkRevealVsFloor's.
	r.s.rate, r.s.burst = 1e6, 1e6
	h := r.s.Handler()
	paths := make([]string, r.n)
	for seat := range r.n {
		paths[seat] = r.s.SeatPath(seat) + "/act"
	}
	b.ReportAllocs()
	for b.Loop() {
		r.lots++
		if err := r.room.Start("lot " + strconv.Itoa(r.lots)); err != nil {
			b.Fatal(err)
		}
		for i := range r.n {
			seat := (i + 1) % r.n // seat 0 last
			amount := 1000 - seat
			if seat != 0 {
				amount = seat
			}
			body := `{"kind":"bid","amount":` + strconv.Itoa(amount) + `,"round":"l` + strconv.Itoa(r.lots) + `-r1"}`
			req := httptest.NewRequest(http.MethodPost, paths[seat], strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			w := httptest.NewRecorder()
			h.ServeHTTP(w, req)
			if w.Code != http.StatusOK {
				b.Fatalf("seat %d: %d %s", seat, w.Code, w.Body)
			}
		}
	}
}
