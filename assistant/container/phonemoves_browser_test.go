package container

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"slices"
	"testing"
	"time"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/engines/catalogue"
	"tallyman/engines/container"
)

// stateJSON is s as JSON, to compare two states whole.
func stateJSON(t *testing.T, s *container.State) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestBrowserContainerPlayedFromPhones: the first 24 moves of a 3-player
// game of each edition played from the phones alone in a real browser
// (the laptop only started it): each is the engine's random legal move
// (container.RandomMove) that the catalogue expresses (see tappable), entered by its player on the "Your moves"
// section of their page with its catalogue answers (container.Answers:
// lots by their + buttons, amounts typed, choices tapped) and confirmed. After each the room's state
// equals the same moves applied through the engine; every move is
// journaled as made on its player's phone, and the journal replays to the
// same state. A move with its reprice left out asks no prices for it (the
// page showed an empty "Their new prices" step). Screenshots of a first
// question and its summary at 390x844 (Ann) and 360x640 (Bob).
func TestBrowserContainerPlayedFromPhones(t *testing.T) {
	browser := phonetest.NewBrowser(t, 300*time.Second)
	skipped := 0 // moves made with their reprice left out
	for i, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		seed := uint64(21 + i)
		g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{Edition: edition, DealCards: true}, seed)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { g.Close() })
		r := NewRoom(g)
		srv, err := phones.New(r, phones.Options{Rate: 1000, Burst: 1000})
		if err != nil {
			t.Fatal(err)
		}
		r.OnChange = srv.Changed
		ts := httptest.NewServer(srv.Handler())
		t.Cleanup(func() { ts.Close(); srv.Close() })
		sizes := [][2]int64{{390, 844}, {360, 640}, {360, 640}}
		var pages []*phonetest.Phone
		for seat, sz := range sizes {
			pages = append(pages, phonetest.OpenAt(t, browser, fmt.Sprintf("%s seat %d", edition, seat), ts.URL+srv.SeatPath(seat), sz[0], sz[1]))
		}
		exp := r.State()
		rng := rand.New(rand.NewPCG(seed, 5))
		made := 0
		shots := map[int]bool{}
		for draws := 0; made < 24 && draws < 2000; draws++ {
			m := container.RandomMove(exp, rng)
			c := container.Answers(exp, m)
			if b, missing, err := container.Build(exp, m.Player, c); err != nil || len(missing) > 0 || stateJSON(t, mustApply(t, exp, b)) != stateJSON(t, mustApply(t, exp, m)) {
				continue // not a move the catalogue expresses: draw again
			}
			v := r.View(m.Player)
			if v.Moves == nil {
				continue // a loan or an auction's move: the page's own controls
			}
			o, ok := v.Moves.Offer(c.Key)
			if !ok || !tappable(o, c) {
				continue // offered by the auction's own controls: not played here
			}
			shot := ""
			if m.Player < 2 && !shots[m.Player] && len(c.Answers) > 0 {
				shots[m.Player] = true
				shot = phonetest.ShotPath(t, fmt.Sprintf("container-moves-%s-%dx%d.png", edition, sizes[m.Player][0], sizes[m.Player][1]))
			}
			pages[m.Player].MakeMove(c, shot)
			if a, ok := c.Answers["reprice"]; ok && a.Skip {
				// A reprice left out: the page asks no prices for it.
				skipped++
			}
			exp = mustApply(t, exp, m)
			made++
			want := stateJSON(t, exp)
			deadline := time.Now().Add(10 * time.Second)
			for stateJSON(t, r.State()) != want {
				if time.Now().After(deadline) {
					t.Fatalf("%s move %d (%s by seat %d): the room's state is not the engine's", edition, made, m.Type, m.Player)
				}
				time.Sleep(20 * time.Millisecond)
			}
		}
		if made < 24 {
			t.Fatalf("%s: only %d moves made", edition, made)
		}
		for i, via := range g.Vias {
			if want := fmt.Sprint("phone ", g.Moves[i].Player+1); via != want {
				t.Errorf("%s move %d (%s) journaled via %q, want %q", edition, i+1, g.Moves[i].Type, via, want)
			}
		}
		f, err := os.Open(g.Journal.Path())
		if err != nil {
			t.Fatal(err)
		}
		back, err := Read(f, "journal")
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if stateJSON(t, back.State()) != stateJSON(t, exp) || len(back.Vias) != made {
			t.Errorf("%s: the journal replays to another game (%d moves)", edition, len(back.Moves))
		}
	}
	if skipped == 0 {
		t.Errorf("no move with its reprice left out was made on a phone: the empty prices step is not tried")
	}
}

// tappable reports whether MakeMove can enter c on the page as the
// catalogue built it: every question answered (prices by the page's
// per-lot steppers), and lots answered in the order of their options (the
// page sends them in that order).
func tappable(o catalogue.Offer, c catalogue.Choice) bool {
	asked := catalogue.Choice{Key: c.Key, Answers: map[string]catalogue.Answer{}}
	for {
		p, ok := catalogue.Next(o.Params, asked)
		if !ok {
			return true
		}
		a, ok := c.Answers[p.Name]
		if !ok {
			return false
		}
		if p.Kind == catalogue.KindLots {
			last := -1
			for _, v := range a.Lots {
				i := slices.IndexFunc(p.Options, func(o catalogue.Option) bool { return o.Value == v })
				if i < last {
					return false
				}
				last = i
			}
		}
		asked.Answers[p.Name] = a
	}
}

// mustApply is s after m (the engine's Apply); a refusal fails the test.
func mustApply(t *testing.T, s *container.State, m container.Move) *container.State {
	t.Helper()
	next, _, err := container.Apply(s, m)
	if err != nil {
		t.Fatalf("%+v: %v", m, err)
	}
	return next
}
