package roomtest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"tallyman/assistant/phones"
)

// Wiretap is a real phone server for a room with one client per seat and
// one for the table screen, each recording every byte it receives: its
// page, its event stream (every view the server sends it) and the answers
// to the moves it posts. A test plays a whole game through it and then
// checks that no seat's secret reached another seat or the table
// (CheckNoLeaks). Make it with Tap; everything stops when the test ends.
//
// The server listens on 127.0.0.1 only (httptest) with a large request
// budget, so a scripted game's moves are never refused with 429.
type Wiretap struct {
	// Server is the phone server; URL its base ("http://127.0.0.1:PORT").
	Server *phones.Server
	URL    string

	t       testing.TB
	room    phones.Room
	clients []*tapClient // by seat; the table last

	mu      sync.Mutex
	secrets []secret
}

// secret is one seat's secret text and, once Reveal was called for it,
// the length of each client's record at that moment (the bytes after it
// may show it).
type secret struct {
	seat   int
	text   string
	shown  []int // by client; nil while still secret
	origin string
}

// tapClient is one device: a seat (-1: the table) with its record.
type tapClient struct {
	seat int
	path string // "/p/<token>" or "/t/<token>"

	mu  sync.Mutex
	rec bytes.Buffer // every byte received, in order
	// last is the latest view, nil when the latest event could not be
	// read; Sync encodes it (encoding every event's, under the race
	// detector, cost more than the room's moves).
	last *phones.Wire
	err  error // why the stream ended early, if it did
	cond *sync.Cond
}

func (c *tapClient) name(names []string) string {
	if c.seat < 0 {
		return "the table"
	}
	return fmt.Sprintf("seat %d (%s)", c.seat, names[c.seat])
}

// Tap serves room for the test and connects one client per seat and one
// for the table, each with its event stream open; onChange (the room's
// change hook, as for Serve) is pointed at the server. It returns once
// every client has its first view.
//
// Example, in a game's test:
//
//	tap := roomtest.Tap(t, room, &room.OnChange)
//	tap.Secret(0, "Value card: 10/5/4/3/2")  // only seat 0 may receive it
//	tap.Secret(1, "You sealed $12")
//	tap.Act(1, phones.Action{Kind: phones.ActBid, Amount: &twelve})
//	tap.Reveal("$12")                         // public from the next move on
//	game.Reveal()                             // the laptop's move
//	tap.CheckNoLeaks()                        // fails the test on any leak
func Tap(t testing.TB, room phones.Room, onChange *func()) *Wiretap {
	t.Helper()
	srv, err := phones.New(room, phones.Options{Rate: 1e6, Burst: 1e6})
	if err != nil {
		t.Fatal(err)
	}
	*onChange = srv.Changed
	ts := httptest.NewServer(srv.Handler())
	ctx, cancel := context.WithCancel(context.Background())
	w := &Wiretap{Server: srv, URL: ts.URL, t: t, room: room}
	var streams sync.WaitGroup
	t.Cleanup(func() {
		cancel()
		srv.Close()
		ts.Close()
		streams.Wait()
	})
	for seat := range room.Seats() {
		w.clients = append(w.clients, &tapClient{seat: seat, path: srv.SeatPath(seat)})
	}
	w.clients = append(w.clients, &tapClient{seat: -1, path: srv.TablePath()})
	for _, c := range w.clients {
		c.cond = sync.NewCond(&c.mu)
		page, err := get(ctx, ts.URL+c.path)
		if err != nil {
			t.Fatalf("roomtest: opening %s's page: %v", c.name(room.Seats()), err)
		}
		c.rec.Write(page)
		streams.Add(1)
		go func() {
			defer streams.Done()
			c.listen(ctx, ts.URL+c.path+"/events")
		}()
	}
	w.Sync()
	return w
}

// get fetches url's body.
func get(ctx context.Context, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("status %s", res.Status)
	}
	return io.ReadAll(res.Body)
}

// listen reads the event stream at url until ctx ends, recording every
// byte and keeping the latest view.
func (c *tapClient) listen(ctx context.Context, url string) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err == nil {
		var res *http.Response
		if res, err = http.DefaultClient.Do(req); err == nil {
			defer res.Body.Close()
			err = c.read(res.Body)
		}
	}
	c.mu.Lock()
	if ctx.Err() == nil {
		c.err = fmt.Errorf("the event stream ended: %v", err)
	}
	c.cond.Broadcast()
	c.mu.Unlock()
}

// read records the stream's lines and keeps the latest view, put
// together as the page does (phones.Stream): an event's data lines hold
// the public part and, when it changed, the seat's private part.
func (c *tapClient) read(r io.Reader) error {
	br := bufio.NewReaderSize(r, 64<<10)
	var stream phones.Stream
	event := ""
	var data [][]byte
	for {
		line, err := br.ReadBytes('\n')
		c.mu.Lock()
		c.rec.Write(line)
		switch {
		case bytes.HasPrefix(line, []byte("event: ")):
			event = strings.TrimSpace(string(line[len("event: "):]))
		case bytes.HasPrefix(line, []byte("data: ")) && event == "":
			data = append(data, bytes.TrimSpace(line[len("data: "):]))
		case len(bytes.TrimSpace(line)) == 0:
			if len(data) > 0 {
				c.last = nil
				if wire, werr := stream.Event(bytes.Join(data, []byte("\n"))); werr == nil {
					c.last = &wire
				}
				c.cond.Broadcast()
			}
			event, data = "", nil
		}
		c.mu.Unlock()
		if err != nil {
			return err
		}
	}
}

// want is the view seat's page must show now, as JSON in a normal form
// (decoded and encoded again, so the two sides compare equal whatever
// empty parts they leave out).
func (w *Wiretap) want(seat int) string {
	wire := phones.Wire{Public: w.room.Public()}
	if seat >= 0 {
		p := w.room.Private(seat)
		wire.Private = &p
	}
	return normal(mustJSON(w.t, wire))
}

func mustJSON(t testing.TB, v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// normal decodes a Wire's JSON and encodes it again ("" when it is not
// one).
func normal(b []byte) string {
	var wire phones.Wire
	if json.Unmarshal(b, &wire) != nil {
		return ""
	}
	out, _ := json.Marshal(wire)
	return string(out)
}

// Sync waits (up to 20 s, a bound for a busy machine) until every client's
// latest view is the room's view now, so every byte the moves so far sent
// has arrived. Call it after the laptop's moves, before Reveal and
// CheckNoLeaks (both call it themselves).
func (w *Wiretap) Sync() {
	w.t.Helper()
	names := w.room.Seats()
	deadline := time.Now().Add(20 * time.Second)
	for _, c := range w.clients {
		for {
			want := w.want(c.seat)
			c.mu.Lock()
			last, err := c.last, c.err
			c.mu.Unlock()
			got := ""
			if last != nil {
				got = normal(mustJSON(w.t, *last))
			}
			if got == want {
				break
			}
			if err != nil {
				w.t.Fatalf("roomtest: %s: %v", c.name(names), err)
			}
			if time.Now().After(deadline) {
				w.t.Fatalf("roomtest: %s never received the room's view now:\n got %s\nwant %s", c.name(names), got, want)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// Act posts a from seat's phone, as its page does (with the version of
// the view now, unless a is a bid or carries one; a bid with the round
// its form names now, unless it carries one), and records the answer
// in seat's bytes. It returns the HTTP status and the answer's body (the
// seat's fresh view, or {"error": ...} when the room refuses).
func (w *Wiretap) Act(seat int, a phones.Action) (int, string) {
	w.t.Helper()
	c := w.clients[seat]
	if a.Kind != phones.ActBid && a.Version == 0 {
		a.Version = w.room.Public().Version
	}
	if f := w.room.Private(seat).Bid; a.Kind == phones.ActBid && a.Round == "" && f != nil {
		a.Round = f.Round
	}
	res, err := http.Post(w.URL+c.path+"/act", "application/json", bytes.NewReader(mustJSON(w.t, a)))
	if err != nil {
		w.t.Fatalf("roomtest: seat %d's move: %v", seat, err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		w.t.Fatalf("roomtest: seat %d's move: %v", seat, err)
	}
	c.mu.Lock()
	c.rec.Write(b)
	c.mu.Unlock()
	return res.StatusCode, string(b)
}

// MustAct is Act for a move the room must accept (status 200).
func (w *Wiretap) MustAct(seat int, a phones.Action) {
	w.t.Helper()
	if code, body := w.Act(seat, a); code != http.StatusOK {
		w.t.Fatalf("roomtest: seat %d's %s was refused (%d): %s", seat, a.Kind, code, body)
	}
}

// Secret lists texts only seat may receive (a value card, a wallet's
// notes, a sealed amount in words) until Reveal is called for them. Each
// must also reach seat itself at some point, so the check cannot pass by
// looking for a text nobody is sent: choose the words the page shows.
func (w *Wiretap) Secret(seat int, texts ...string) {
	w.t.Helper()
	_, file, line, _ := runtime.Caller(1)
	file = filepath.Base(file)
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, s := range texts {
		if s == "" {
			w.t.Fatal("roomtest: an empty secret")
		}
		w.secrets = append(w.secrets, secret{seat: seat, text: s, origin: fmt.Sprintf("%s:%d", file, line)})
	}
}

// Reveal says that texts stop being secrets from now on (the move that
// reveals them comes next): bytes received before this call must not show
// them to any other client; bytes received after may. It syncs first.
func (w *Wiretap) Reveal(texts ...string) {
	w.t.Helper()
	w.Sync()
	marks := make([]int, len(w.clients))
	for i, c := range w.clients {
		c.mu.Lock()
		marks[i] = c.rec.Len()
		c.mu.Unlock()
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, s := range texts {
		found := false
		for i := range w.secrets {
			if w.secrets[i].text == s && w.secrets[i].shown == nil {
				w.secrets[i].shown, found = marks, true
			}
		}
		if !found {
			w.t.Fatalf("roomtest: Reveal(%q): no such secret is kept", s)
		}
	}
}

// Bytes returns a copy of everything seat's client (-1: the table) has
// received so far.
func (w *Wiretap) Bytes(seat int) []byte {
	return w.Since(seat, 0)
}

// Len is how many bytes seat's client (-1: the table) has received so
// far: a mark for Since.
func (w *Wiretap) Len(seat int) int {
	c := w.client(seat)
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rec.Len()
}

// Since returns a copy of the bytes seat's client (-1: the table) has
// received after the first from (a Len). A whole game's record is
// megabytes, and copying it under the race detector costs as much as
// the game's moves: a test that reads what came since a moment copies
// that much alone.
func (w *Wiretap) Since(seat, from int) []byte {
	c := w.client(seat)
	c.mu.Lock()
	defer c.mu.Unlock()
	return bytes.Clone(c.rec.Bytes()[from:])
}

// client is seat's client (-1: the table).
func (w *Wiretap) client(seat int) *tapClient {
	if seat >= 0 {
		return w.clients[seat]
	}
	return w.clients[len(w.clients)-1]
}

// forms are the ways text s can appear in the bytes: as it is, and as
// encoding/json writes it inside a string (<, >, & and non-printing
// characters escaped).
func forms(s string) []string {
	b, _ := json.Marshal(s)
	esc := string(b[1 : len(b)-1])
	if esc == s {
		return []string{s}
	}
	return []string{s, esc}
}

func containsAny(b []byte, list []string) bool {
	for _, s := range list {
		if bytes.Contains(b, []byte(s)) {
			return true
		}
	}
	return false
}

// CheckNoLeaks syncs, then fails the test for every secret (see Secret)
// found in the bytes another seat's client or the table's received while
// it was secret, and for every secret its own seat never received. It
// names the secret, where it was listed and who got it.
func (w *Wiretap) CheckNoLeaks() {
	w.t.Helper()
	w.Sync()
	names := w.room.Seats()
	recs := make([][]byte, len(w.clients))
	for i, c := range w.clients {
		c.mu.Lock()
		recs[i] = bytes.Clone(c.rec.Bytes())
		c.mu.Unlock()
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, s := range w.secrets {
		f := forms(s.text)
		if s.seat < 0 || s.seat >= len(names) {
			w.t.Errorf("roomtest: secret %q (%s) is for seat %d; the seats are 0 to %d", s.text, s.origin, s.seat, len(names)-1)
			continue
		}
		if !containsAny(recs[s.seat], f) {
			w.t.Errorf("roomtest: seat %d (%s) never received its own secret %q (listed at %s): choose words its page shows", s.seat, names[s.seat], s.text, s.origin)
		}
		for i, c := range w.clients {
			if c.seat == s.seat {
				continue
			}
			b := recs[i]
			if s.shown != nil {
				b = b[:s.shown[i]]
			}
			if containsAny(b, f) {
				at := bytes.Index(b, []byte(s.text))
				if at < 0 {
					at = bytes.Index(b, []byte(f[len(f)-1]))
				}
				w.t.Errorf("roomtest: %s received seat %d's (%s) secret %q (listed at %s): ...%s...",
					c.name(names), s.seat, names[s.seat], s.text, s.origin, excerpt(b, at, len(s.text)))
			}
		}
	}
}

// CheckNotShown fails the test for every secret still kept (listed with
// Secret and not revealed) that text contains: where names the screen, for
// example "the laptop" with everything the laptop's terminal printed, when
// every seat has a phone and no secret may show there.
func (w *Wiretap) CheckNotShown(where, text string) {
	w.t.Helper()
	names := w.room.Seats()
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, s := range w.secrets {
		if s.shown != nil || s.seat < 0 || s.seat >= len(names) {
			continue
		}
		if at := strings.Index(text, s.text); at >= 0 {
			w.t.Errorf("roomtest: %s shows seat %d's (%s) secret %q (listed at %s): ...%s...",
				where, s.seat, names[s.seat], s.text, s.origin, excerpt([]byte(text), at, len(s.text)))
		}
	}
}

// excerpt is up to 80 bytes either side of b[at:at+n].
func excerpt(b []byte, at, n int) string {
	lo, hi := max(0, at-80), min(len(b), at+n+80)
	return string(b[lo:hi])
}
