package roomtest

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/engines/catalogue"
)

// What the phone-move tests of every game share (issue 27): a game played
// from its phones, over HTTP or in a browser, is checked move by move
// against the same moves applied by the engine, then by who made each
// move and by replaying its journal. Every helper keeps its state in the
// test it is given, so tests using them may run in parallel.

// StateJSON is s as JSON, to compare two states whole.
func StateJSON(t testing.TB, s any) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// WaitState waits (up to 30 s: a busy CI runner can take more than 10) until now() is want, compared as JSON: a
// move made on a page reaches the room a moment later. It fails the test
// saying what (the move made) with both states.
func WaitState[S any](t testing.TB, what string, now func() S, want S) {
	t.Helper()
	w := StateJSON(t, want)
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		got := StateJSON(t, now())
		if got == w {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: the room's state is not the engine's:\nroom   %s\nengine %s", what, got, w)
		}
	}
}

// OpenSeats opens each seat's page of srv (served at url) in browser,
// seat i at sizes[i] (CSS pixels), named "prefix seat i"; each waits
// until it is live.
func OpenSeats(t testing.TB, browser context.Context, srv *phones.Server, url, prefix string, sizes [][2]int64) []*phonetest.Phone {
	t.Helper()
	var pages []*phonetest.Phone
	for seat, sz := range sizes {
		pages = append(pages, phonetest.OpenAt(t, browser, fmt.Sprintf("%sseat %d", prefix, seat), url+srv.SeatPath(seat), sz[0], sz[1]))
	}
	return pages
}

// WantVias checks where each move of a game was journaled as entered:
// vias[i] (Session.Vias) must be want(i) ("phone 2", or "" at the
// laptop); what names the game in the failures.
func WantVias(t testing.TB, what string, vias []string, want func(i int) string) {
	t.Helper()
	for i, via := range vias {
		if w := want(i); via != w {
			t.Errorf("%s: move %d journaled via %q, want %q", what, i+1, via, w)
		}
	}
}

// Replay reads the journal at path back with read (a game's Read), so a
// test can check that it replays to the game played; a journal that does
// not replay fails the test.
func Replay[G any](t testing.TB, path string, read func(io.Reader, string) (G, error)) G {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := read(f, "journal")
	if err != nil {
		t.Fatalf("the journal does not replay: %v", err)
	}
	return g
}

// Tappable reports whether Phone.MakeMove can enter c on "Your moves" as
// the catalogue built it: lots answered in the order of their options
// (the page sends them in that order); prices are tapped on the page's
// per-lot steppers. A question c leaves unanswered is asked later by the
// engine (NeedMore), and the page asks it then.
func Tappable(o catalogue.Offer, c catalogue.Choice) bool {
	asked := catalogue.Choice{Key: c.Key, Answers: map[string]catalogue.Answer{}}
	for {
		p, ok := catalogue.Next(o.Params, asked)
		if !ok {
			return true
		}
		a, ok := c.Answers[p.Name]
		if !ok {
			return true
		}
		last := -1
		for _, v := range a.Lots {
			i := slices.IndexFunc(p.Options, func(o catalogue.Option) bool { return o.Value == v })
			if i < last {
				return false
			}
			last = i
		}
		asked.Answers[p.Name] = a
	}
}

// HookReader is a line input that runs First before its first read (a
// phone's move made while the laptop waits for a line), then reads R
// (the lines typed).
type HookReader struct {
	First func()
	R     io.Reader
}

func (h *HookReader) Read(p []byte) (int, error) {
	if h.First != nil {
		h.First()
		h.First = nil
	}
	return h.R.Read(p)
}

// WantNoPhoneUndo checks that seat's phone may not take back the game's
// last move: its page offers no undo, and an undo posted all the same is
// refused (422) with a reason that contains why, the room's state (now)
// and its count of moves in force (moves) left as they were.
func WantNoPhoneUndo[S any](t *testing.T, p *Phones, seat int, now func() S, moves func() int, why string) {
	t.Helper()
	before, n := StateJSON(t, now()), moves()
	if v := p.View(t, seat); v.Undo != nil {
		t.Errorf("seat %d's page offers %q", seat, v.Undo.Label)
	}
	if code, body := p.Undo(t, seat); code != 422 || !strings.Contains(body, why) {
		t.Errorf("seat %d's undo: %d %s, want 422 saying %q", seat, code, body, why)
	}
	if StateJSON(t, now()) != before || moves() != n {
		t.Errorf("seat %d's refused undo changed the game (%d moves in force, were %d)", seat, moves(), n)
	}
}
