package minicontainers

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"tallyman/assistant/journal"
	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

func stateJSON(t *testing.T, s *mc.State) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestBrowserMiniPlayedFromPhones: a whole game of Mini Containers for
// Ann and Bob with the Automa and the Dummy, played from the two phones
// alone (the laptop only started it): the open Automa cards, the
// containers played, the mini-decks, each reveal (the card entered, the
// container chosen when several take it) or pass, the Dummy's cards and
// the starting player's choices among tied Automa cards (Ann starts:
// mini-containers.txt, "Automa Module"; docs/rules-decisions.md), each
// entered on "Your moves". The moves are the engine's random legal moves
// (mc.RandomMove, seed 3, which ends the game in 33 moves with 2 tied
// Automa choices and a blue 4 revealed that fits on 3 containers, so the
// laptop asks which, NeedMore), entered as their catalogue answers (mc.Answers); the
// Automa plays the rules decide alone follow by themselves. After every
// move the room's state equals the same moves applied through the engine;
// the journal says which phone made each move and replays to the same
// game.
func TestBrowserMiniPlayedFromPhones(t *testing.T) {
	browser := phonetest.NewBrowser(t, 240*time.Second)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{Automa: true, Dummy: true, First: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	pages := []*phonetest.Phone{
		phonetest.OpenAt(t, browser, "Ann", ts.URL+srv.SeatPath(0), 390, 844),
		phonetest.OpenAt(t, browser, "Bob", ts.URL+srv.SeatPath(1), 360, 640),
	}
	exp := r.State()
	if autoDecided(exp) {
		t.Fatal("an automatic Automa play waits at the start")
	}
	rng := rand.New(rand.NewPCG(3, 3))
	made, ties, several, shots := 0, 0, 0, map[string]bool{}
	for step := 0; step < 2000 && exp.Phase != mc.Over; step++ {
		m := mc.RandomMove(exp, rng)
		if m.Type == mc.AutomaPlay && autoDecided(exp) {
			continue
		}
		next, _, err := mc.Apply(exp, m)
		if err != nil {
			continue // not allowed now: draw again
		}
		seat := m.Player
		if seat < 0 {
			seat = exp.Start // the Automa's and the Dummy's moves
		}
		shot := ""
		if name := fmt.Sprintf("mini-%s-%s.png", m.Type, map[int]string{0: "390x844", 1: "360x640"}[seat]); !shots[name] {
			shot, shots[name] = phonetest.ShotPath(t, name), true
		}
		if m.Type == mc.AutomaPlay {
			ties++
		}
		if m.Type == mc.Reveal && len(mc.Targets(exp.Row, *m.Card)) > 1 {
			several++
		}
		pages[seat].MakeMove(mc.Answers(exp, m), shot)
		exp = next
		for autoDecided(exp) {
			if exp, _, err = mc.Apply(exp, mc.Move{Type: mc.AutomaPlay, Player: mc.AutomaSeat, Index: exp.AutomaDecision().Play}); err != nil {
				t.Fatal(err)
			}
		}
		made++
		want := stateJSON(t, exp)
		deadline := time.Now().Add(10 * time.Second)
		for stateJSON(t, r.State()) != want {
			if time.Now().After(deadline) {
				t.Fatalf("move %d (%s by %d): the room's state is not the engine's:\nroom   %s\nengine %s", made, m.Type, m.Player, stateJSON(t, r.State()), want)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	if exp.Phase != mc.Over || made != 33 || ties != 2 || several != 1 {
		t.Fatalf("%d moves, %d tied Automa choices, %d reveals fitting several containers, phase %s: want the game over after 33 with 2 and 1", made, ties, several, exp.Phase)
	}
	pages[0].ScreenshotView(phonetest.ShotPath(t, "mini-over-390x844.png"))
	for i, via := range g.Vias {
		m := g.Moves[i]
		want := ""
		switch {
		case m.Player >= 0:
			want = fmt.Sprint("phone ", m.Player+1)
		case !miniAutomatic(g, i):
			want = fmt.Sprint("phone ", g.States[i].Start+1) // the starting player makes the Automa's and the Dummy's moves
		}
		if via != want {
			t.Errorf("move %d (%s) journaled via %q, want %q", i+1, m.Type, via, want)
		}
	}
	f, err := os.Open(g.Journal.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	l, err := journal.Read(f, "journal")
	if err != nil {
		t.Fatal(err)
	}
	back, err := Replay(l)
	if err != nil {
		t.Fatal(err)
	}
	if stateJSON(t, back.State()) != stateJSON(t, exp) || len(back.Vias) != len(g.Vias) {
		t.Errorf("the journal replays to another game (%d moves)", len(back.Moves))
	}
}
