package roomtest

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"tallyman/assistant/phones"
)

// errRecorder is a testing.TB whose Errorf is recorded, not reported, so
// a test can check that the harness fails a leaky room.
type errRecorder struct {
	testing.TB
	mu   sync.Mutex
	errs []string
}

func (r *errRecorder) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// leakyRoom shows seat 1's sealed amount to everyone: it copies seat 1's
// Sealed line into the public message.
type leakyRoom struct{ *phones.GenericRoom }

func (r leakyRoom) Public() phones.Public {
	p := r.GenericRoom.Public()
	if s := r.GenericRoom.Private(1).Sealed; s != "" {
		p.Message = "Bob sealed " + s
	}
	return p
}

func amount(n int) *int { return &n }

// playAuction plays one lot of a 3-seat GenericRoom through tap: Bob
// seals $12, Cid $7, and Ann's $3 reveals the bids. Bob's "$12" is his
// secret until Ann's bid; Cid's "$7" likewise.
func playAuction(tap *Wiretap, room *phones.GenericRoom) {
	if err := room.Start("the tea chest"); err != nil {
		tap.t.Fatal(err)
	}
	tap.Sync()
	tap.MustAct(1, phones.Action{Kind: phones.ActBid, Amount: amount(12)})
	tap.Secret(1, "$12")
	tap.MustAct(2, phones.Action{Kind: phones.ActBid, Amount: amount(7)})
	tap.Secret(2, "$7")
	tap.Reveal("$12", "$7")
	tap.MustAct(0, phones.Action{Kind: phones.ActBid, Amount: amount(3)})
}

// TestWiretapPassesAnHonestRoom: the generic auction room keeps each
// sealed amount on its bidder's phone until the reveal, after which every
// page shows it (Bob wins at $12: the highest of 12, 7 and 3).
func TestWiretapPassesAnHonestRoom(t *testing.T) {
	room := phones.NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 20, true)
	tap := Tap(t, room, &room.OnChange)
	playAuction(tap, room)
	tap.CheckNoLeaks()
	for seat := -1; seat < 3; seat++ {
		if b := tap.Bytes(seat); !strings.Contains(string(b), "$12") {
			t.Errorf("seat %d never saw the revealed $12", seat)
		}
	}
	if r := room.Result(); r.Winner != 1 || r.Price != 12 {
		t.Errorf("result %+v, want Bob at $12", r)
	}
}

// TestWiretapSinceIsTheBytesAfterAMark: Since(seat, Len(seat)) taken
// before Ann's bid holds what came after it alone: each record's bytes
// from the mark on (the reveal's "$12" on every page), and none before.
func TestWiretapSinceIsTheBytesAfterAMark(t *testing.T) {
	room := phones.NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 20, true)
	tap := Tap(t, room, &room.OnChange)
	if err := room.Start("the tea chest"); err != nil {
		t.Fatal(err)
	}
	tap.MustAct(1, phones.Action{Kind: phones.ActBid, Amount: amount(12)})
	tap.MustAct(2, phones.Action{Kind: phones.ActBid, Amount: amount(7)})
	tap.Sync()
	marks := map[int]int{}
	for seat := -1; seat < 3; seat++ {
		marks[seat] = tap.Len(seat)
	}
	tap.MustAct(0, phones.Action{Kind: phones.ActBid, Amount: amount(3)})
	tap.Sync()
	for seat := -1; seat < 3; seat++ {
		all, since := tap.Bytes(seat), tap.Since(seat, marks[seat])
		if string(since) != string(all[marks[seat]:]) || len(since) == 0 {
			t.Errorf("seat %d: Since(%d) is %d bytes, want the %d after the mark", seat, marks[seat], len(since), len(all)-marks[seat])
		}
		if seat != 1 && strings.Contains(string(all[:marks[seat]]), "$12") {
			t.Errorf("seat %d had Bob's $12 before the reveal", seat)
		}
		if !strings.Contains(string(since), "$12") {
			t.Errorf("seat %d: the bytes since the mark do not show the revealed $12", seat)
		}
	}
}

// TestWiretapCatchesALeak: a room that copies Bob's sealed amount into
// the public view fails the check, naming Ann, Cid and the table as
// having received it.
func TestWiretapCatchesALeak(t *testing.T) {
	room := phones.NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 20, true)
	rec := &errRecorder{TB: t}
	tap := Tap(rec, leakyRoom{room}, &room.OnChange)
	playAuction(tap, room)
	tap.CheckNoLeaks()
	got := strings.Join(rec.errs, "\n")
	for _, who := range []string{"seat 0 (Ann) received seat 1's (Bob) secret \"$12\"", "seat 2 (Cid) received seat 1's (Bob) secret \"$12\"", "the table received seat 1's (Bob) secret \"$12\""} {
		if !strings.Contains(got, who) {
			t.Errorf("no error %q; errors:\n%s", who, got)
		}
	}
	if strings.Contains(got, `"$7"`) {
		t.Errorf("Cid's $7 was never leaked, yet:\n%s", got)
	}
}

// TestWiretapWantsTheSecretSent: a secret its own seat never receives is
// an error, so a test cannot pass by looking for words nobody is sent.
func TestWiretapWantsTheSecretSent(t *testing.T) {
	room := phones.NewGenericRoom([]string{"Ann", "Bob"}, 20, true)
	rec := &errRecorder{TB: t}
	tap := Tap(rec, room, &room.OnChange)
	tap.Secret(0, "Value card: 10/5/4/3/2")
	tap.CheckNoLeaks()
	if len(rec.errs) != 1 || !strings.Contains(rec.errs[0], "never received its own secret") {
		t.Errorf("errors %q, want one about the secret never received", rec.errs)
	}
}

// TestWiretapCheckNotShown: a kept secret found in the laptop's output is
// an error naming it; once revealed it may show.
func TestWiretapCheckNotShown(t *testing.T) {
	room := phones.NewGenericRoom([]string{"Ann", "Bob"}, 20, true)
	rec := &errRecorder{TB: t}
	tap := Tap(rec, room, &room.OnChange)
	tap.Secret(1, "$12")
	laptop := "Bob sealed $12."
	tap.CheckNotShown("the laptop", laptop)
	if len(rec.errs) != 1 || !strings.Contains(rec.errs[0], `the laptop shows seat 1's (Bob) secret "$12"`) {
		t.Fatalf("errors %q, want one about the laptop", rec.errs)
	}
	tap.Reveal("$12")
	tap.CheckNotShown("the laptop", laptop)
	if len(rec.errs) != 1 {
		t.Errorf("a revealed amount counted as a leak: %q", rec.errs)
	}
}

// TestShown: label rows and table rows as the page reads them, a colour
// word before a text that does not name it, none for a text that does or
// for a colour in hex.
func TestShown(t *testing.T) {
	got := Shown([]phones.Panel{{Title: "Ann", Note: "n", Wide: true, Rows: []phones.Row{
		{Label: "Cash", Value: "$3"},
		{Cells: []phones.Cell{{Text: "Store", Swatch: "white"}, {Text: "orange", Swatch: "orange"}, {Text: "x", Swatch: "#fff"}}},
	}}})
	want := `[{Ann [[white Store orange x] [Cash $3]] n true}]`
	if fmt.Sprint(got) != want {
		t.Errorf("got %v, want %s", got, want)
	}
}
