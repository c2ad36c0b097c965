package minicontainers

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	mc "tallyman/engines/minicontainers"
)

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
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{Automa: true, Dummy: true, First: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	ph := roomtest.ServePhones(t, r, &r.OnChange)
	pages := roomtest.OpenSeats(t, browser, ph.Server, ph.URL, "", [][2]int64{{390, 844}, {360, 640}})
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
		roomtest.WaitState(t, fmt.Sprintf("move %d (%s by %d)", made, m.Type, m.Player), r.State, exp)
	}
	if exp.Phase != mc.Over || made != 33 || ties != 2 || several != 1 {
		t.Fatalf("%d moves, %d tied Automa choices, %d reveals fitting several containers, phase %s: want the game over after 33 with 2 and 1", made, ties, several, exp.Phase)
	}
	pages[0].ScreenshotView(phonetest.ShotPath(t, "mini-over-390x844.png"))
	roomtest.WantVias(t, "Mini Containers", g.Vias, func(i int) string {
		switch m := g.Moves[i]; {
		case m.Player >= 0:
			return session.PhoneVia(m.Player)
		case !miniAutomatic(g, i):
			return session.PhoneVia(g.States[i].Start) // the starting player makes the Automa's and the Dummy's moves
		}
		return ""
	})
	back := roomtest.Replay(t, g.Journal.Path(), Read)
	if roomtest.StateJSON(t, back.State()) != roomtest.StateJSON(t, exp) || len(back.Vias) != len(g.Vias) {
		t.Errorf("the journal replays to another game (%d moves)", len(back.Moves))
	}
}
