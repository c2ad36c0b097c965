package container

import (
	"fmt"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/container"
)

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
	t.Parallel()
	var skipped atomic.Int64 // moves made with their reprice left out
	// The two editions at once; the group ends when both have.
	t.Run("editions", func(t *testing.T) {
		for i, edition := range []string{container.EditionClassic, container.EditionOffshore} {
			t.Run(edition, func(t *testing.T) {
				t.Parallel()
				browser := phonetest.NewBrowser(t)
				seed := uint64(21 + i)
				g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{Edition: edition, DealCards: true}, seed)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { g.Close() })
				r := NewRoom(g)
				ph := roomtest.ServePhones(t, r, &r.OnChange)
				sizes := [][2]int64{{390, 844}, {360, 640}, {360, 640}}
				pages := roomtest.OpenSeats(t, browser, ph.Server, ph.URL, edition+" ", sizes)
				exp := r.State()
				rng := rand.New(rand.NewPCG(seed, 5))
				made := 0
				shots := map[int]bool{}
				for draws := 0; made < 24 && draws < 2000; draws++ {
					m := container.RandomMove(exp, rng)
					c := container.Answers(exp, m)
					if b, missing, err := container.Build(exp, m.Player, c); err != nil || len(missing) > 0 || roomtest.StateJSON(t, mustApply(t, exp, b)) != roomtest.StateJSON(t, mustApply(t, exp, m)) {
						continue // not a move the catalogue expresses: draw again
					}
					v := r.View(m.Player)
					if v.Moves == nil {
						continue // a loan or an auction's move: the page's own controls
					}
					o, ok := v.Moves.Offer(c.Key)
					if !ok || !roomtest.Tappable(o, c) {
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
						skipped.Add(1)
					}
					exp = mustApply(t, exp, m)
					made++
					roomtest.WaitState(t, fmt.Sprintf("%s move %d (%s by seat %d)", edition, made, m.Type, m.Player), r.State, exp)
				}
				if made < 24 {
					t.Fatalf("%s: only %d moves made", edition, made)
				}
				roomtest.WantVias(t, edition, g.Vias, func(i int) string { return session.PhoneVia(g.Moves[i].Player) })
				back := roomtest.Replay(t, g.Journal.Path(), Read)
				if roomtest.StateJSON(t, back.State()) != roomtest.StateJSON(t, exp) || len(back.Vias) != made {
					t.Errorf("%s: the journal replays to another game (%d moves)", edition, len(back.Moves))
				}
			})
		}
	})
	if !t.Failed() && skipped.Load() == 0 {
		t.Errorf("no move with its reprice left out was made on a phone: the empty prices step is not tried")
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
