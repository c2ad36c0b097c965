package minicontainers

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
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
// game. On both phones (390x844 and 360x640) the first offer, each
// question's answer and Confirm are in the window when the player is to
// tap them, without scrolling by hand (Phone.FirstScreen).
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
	for _, p := range pages {
		p.FirstScreen = true // each offer, answer and Confirm in view as tapped
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

// TestBrowserMiniBonusFirstScreen: in recyclingRoom Ann and Bob pick 6
// and Di 7: the picks are revealed and Di, with the lowest unique number,
// may use the recycling bonus (mini-containers.txt, "Recycling Centre
// Module"). On Di's phone, at 360x640 and 390x844, the bonus move comes
// before the long result of the picks: its offer, its Yes/No and its
// Confirm are each in the window when Di is to tap them
// (Phone.FirstScreen). Her card counts are her "Your cards" panel alone,
// never under "Only you see this" (they are public).
func TestBrowserMiniBonusFirstScreen(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for _, size := range [][2]int64{{360, 640}, {390, 844}} {
		r := recyclingRoom(t)
		ph := roomtest.ServePhones(t, r, &r.OnChange)
		for _, p := range []struct{ seat, n int }{{0, 6}, {1, 6}, {3, 7}} {
			if code, body := roomtest.Act(t, ph.URL+ph.Server.SeatPath(p.seat)+"/act", fmt.Sprintf(`{"kind":"bid","amount":%d}`, p.n)); code != 200 {
				t.Fatalf("seat %d picks %d: %d %s", p.seat, p.n, code, body)
			}
		}
		s := r.State()
		if s.Phase != mc.Bonus || s.BonusSeat != 3 {
			t.Fatalf("after the reveal: %s, bonus %d; want Di's bonus", s.Phase, s.BonusSeat)
		}
		name := fmt.Sprintf("%dx%d", size[0], size[1])
		di := phonetest.OpenAt(t, browser, "Di "+name, ph.URL+ph.Server.SeatPath(3), size[0], size[1])
		di.FirstScreen = true
		di.WaitText("Di has the lowest unique number (7)")
		// The counts of cards are public (every player's are on the
		// table's panels): Di's are "Your cards", nothing "Only you see
		// this".
		di.WaitJS("no private facts", `!document.body.innerText.toLowerCase().includes('only you see this')`)
		m := mc.Move{Type: mc.BonusPlay, Player: 3, Use: true}
		next, _, err := mc.Apply(s, m)
		if err != nil {
			t.Fatal(err)
		}
		di.MakeMove(mc.Answers(s, m), phonetest.ShotPath(t, "mini-bonus-"+name+".png"))
		roomtest.WaitState(t, "Di's bonus", r.State, next)
	}
}

// TestBrowserMiniDeckSummarySaysTheCards: Ann and Bob, each holding 11
// cards after playing one as containers, form mini-decks of 2 and of 11
// on their phones (390x844, 360x640). The summary above Confirm says the
// number answered in words, the rest set aside with it
// (mini-containers.txt, "Forming Mini Decks"), not a bare "2".
func TestBrowserMiniDeckSummarySaysTheCards(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	for _, card := range []string{"yellow orange", "blue green"} {
		c, err := mc.ParseCard(card)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Do(mc.Move{Type: mc.PlayContainer, Player: r.State().Actor, Card: &c}); err != nil {
			t.Fatalf("%s: %v", card, err)
		}
	}
	if s := r.State(); s.Phase != mc.Decks || s.Players[0].Hand != 11 || s.Players[1].Hand != 11 {
		t.Fatalf("phase %s, hands %d and %d: want the mini-decks formed from 11 cards each", s.Phase, s.Players[0].Hand, s.Players[1].Hand)
	}
	ph := roomtest.ServePhones(t, r, &r.OnChange)
	pages := roomtest.OpenSeats(t, browser, ph.Server, ph.URL, "", [][2]int64{{390, 844}, {360, 640}})
	for seat, tc := range []struct {
		size int
		want string
	}{
		{2, "2 cards in your mini-deck, 9 set aside."},
		{11, "11 cards in your mini-deck, none set aside."},
	} {
		pages[seat].FirstScreen = true
		shot := phonetest.ShotPath(t, fmt.Sprintf("mini-deck-words-%s.png", map[int]string{0: "390x844", 1: "360x640"}[seat]))
		c := catalogue.Choice{Key: string(mc.FormDeck), Answers: map[string]catalogue.Answer{"size": {N: tc.size}}}
		if got := pages[seat].MakeMove(c, shot); got != tc.want {
			t.Errorf("seat %d: the summary above Confirm reads %q; want %q", seat, got, tc.want)
		}
		roomtest.WaitState(t, fmt.Sprintf("seat %d's mini-deck", seat), func() int { return r.State().Players[seat].Deck }, tc.size)
	}
}

// TestBrowserMiniRevealAsksTheContainerBeforeConfirm (a tester's phone
// showed Confirm for a revealed card that fits on several containers,
// and only asked which one after it; and for a card that fits on one,
// the summary did not say which): in revealRoom, on phones of 390x844
// and 360x640, Ann reveals a blue 4 (containers 1 and 3, both blue 6,
// take it) and chooses container 3; then Bob reveals a green 4, which
// only container 4 (green 7) takes. Each move shows Confirm once, under
// one summary: Ann's with the container she chose, Bob's saying where
// the card goes, as the log will read it. Each is made once.
// Screenshots: mini-reveal-WHO-WxH(-confirm).png.
func TestBrowserMiniRevealAsksTheContainerBeforeConfirm(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for _, size := range phoneSizes {
		name := fmt.Sprintf("%dx%d", size[0], size[1])
		r := revealRoom(t)
		ph := roomtest.ServePhones(t, r, &r.OnChange)
		for _, tc := range []struct {
			seat    int
			who     string
			card    string
			answers map[string]catalogue.Answer
			target  int
			want    string
		}{
			{0, "ann", "blue", map[string]catalogue.Answer{"target": {Value: "2"}}, 2,
				"Trash (an ordinary card); blue (paper); trash volume 4; left out; container 3: blue 6: 0/6 (room 6)."},
			{1, "bob", "green", nil, 3,
				"Trash (an ordinary card); green (fruit, vegetable and garden waste); trash volume 4; left out. The table will read: Bob plays green 4 on container 4 (green 7: 4/7 (room 3))."},
		} {
			p := phonetest.OpenAt(t, browser, tc.who+" "+name, ph.URL+ph.Server.SeatPath(tc.seat), size[0], size[1])
			p.FirstScreen = true
			p.Do(chromedp.Evaluate[chromedp.Void](confirmsSeenJS))
			c := catalogue.Choice{Key: string(mc.Reveal), Answers: map[string]catalogue.Answer{
				"card": {Value: "ordinary"}, "type": {Value: tc.card}, "volume": {N: 4}, "left": {Skip: true}}}
			maps.Copy(c.Answers, tc.answers)
			before := r.State()
			p.MakeMove(c, phonetest.ShotPath(t, fmt.Sprintf("mini-reveal-%s-%s.png", tc.who, name)))
			card := mc.Card{Type: mustType(t, tc.card), Volume: 4}
			next, _, err := mc.Apply(before, mc.Move{Type: mc.Reveal, Player: tc.seat, Card: &card, Target: tc.target})
			if err != nil {
				t.Fatal(err)
			}
			roomtest.WaitState(t, name+" "+tc.who+"'s reveal", r.State, next)
			seen, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]string](`window.confirmsSeen.map(s => s.replace(/[\u2066-\u2069]/g, ''))`))
			if err != nil {
				t.Fatal(err)
			}
			if len(seen) != 1 || seen[0] != tc.want {
				t.Errorf("%s, %s: Confirm shown under %q; want once, under %q", name, tc.who, seen, tc.want)
			}
		}
	}
}

// mustType is the trash type named name.
func mustType(t *testing.T, name string) mc.Type {
	t.Helper()
	ty, err := mc.ParseType(name)
	if err != nil {
		t.Fatal(err)
	}
	return ty
}
