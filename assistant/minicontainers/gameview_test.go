package minicontainers

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// panel is the panel titled title among ps (nil when there is none).
func panel(ps []phones.Panel, title string) *phones.Panel {
	for i := range ps {
		if ps[i].Title == title {
			return &ps[i]
		}
	}
	return nil
}

// checkMiniPanels checks seat's "Your cards" against the engine: cards in
// hand, in the mini-deck and set aside.
func checkMiniPanels(t *testing.T, s *mc.State, seat int, q phones.Private) {
	t.Helper()
	p := panel(q.Panels, "Your cards")
	if p == nil || len(p.Rows) != 3 {
		t.Fatalf("seat %d: no \"Your cards\" panel: %+v", seat, q.Panels)
	}
	pl := s.Players[seat]
	for i, want := range []int{pl.Hand, pl.Deck, pl.Aside} {
		if p.Rows[i].Value != fmt.Sprint(want) {
			t.Errorf("seat %d's %s: %s, want %d", seat, p.Rows[i].Label, p.Rows[i].Value, want)
		}
	}
}

// TestMiniPhonesShowTheGame: in the game of recyclingRoom, worked out
// from the moves (mini-containers.txt, "Gameplay"): Terraced Housing
// dealt Ann 5 cards and Di 8; each played one as containers; Ann's
// mini-deck is 2 (2 set aside) and Di's 1 (6 set aside). Ann's phone shows
// 0 in hand, 2 in the mini-deck, 2 set aside, and is asked to pick; Cy
// (nothing set aside) is not awaited; every page shows the row (Ann's
// recycling centre, Bob's thrift shop, and the two containers of each of
// Cy's and Di's cards: 6 places) and each player's counts.
func TestMiniPhonesShowTheGame(t *testing.T) {
	r := recyclingRoom(t)
	want := map[int][3]string{0: {"0", "2", "2"}, 3: {"0", "1", "6"}}
	for seat, w := range want {
		p := panel(r.Private(seat).Panels, "Your cards")
		if p == nil || p.Rows[0].Value != w[0] || p.Rows[1].Value != w[1] || p.Rows[2].Value != w[2] {
			t.Errorf("seat %d's cards: %+v, want hand, mini-deck, set aside %v", seat, p, w)
		}
	}
	ann := r.Private(0)
	if !ann.Wanted || ann.Now == "" || ann.Bid == nil {
		t.Errorf("Ann is not asked to pick: %+v", ann)
	}
	if cy := r.Private(2); cy.Wanted || cy.Now != "" {
		t.Errorf("Cy, with nothing set aside, is asked: %+v", cy)
	}
	pub := r.Public()
	if fmt.Sprint(pub.Awaited) != "[Ann Bob Di]" {
		t.Errorf("awaited %v, want Ann, Bob and Di", pub.Awaited)
	}
	row := panel(pub.Panels, "Row of containers, round 1")
	if row == nil || len(row.Rows) != 1+6 || !row.Wide {
		t.Fatalf("the row: %+v", row)
	}
	if c := row.Rows[1].Cells; c[1].Text != "recycling centre" || c[4].Text != "Ann" {
		t.Errorf("place 1: %+v, want Ann's recycling centre", c)
	}
	players := panel(pub.Panels, "Players")
	if players == nil || len(players.Rows) != 5 || players.Rows[4].Cells[3].Text != "6" {
		t.Errorf("the players' counts: %+v", players)
	} // The table screen's board (issue 25): the row across, Ann's recycling
	// centre first and Bob's thrift shop second, then each player with
	// their counts, Di's 6 set aside.
	b := pub.Board
	if b == nil || len(b.Areas) != 1+4 || !b.Areas[0].Wide {
		t.Fatalf("board %+v", b)
	}
	places := b.Areas[0].Parts[0].Spaces
	if len(places) != 6 || places[0].Face != "recycling" || places[0].Note != "0 cards, Ann" || places[1].Face != "thrift shop" || places[1].Note != "Bob" {
		t.Errorf("the row on the board: %+v", places)
	}
	if di := b.Areas[4]; di.Title != "Di" || di.Parts[2].Label != "Set aside" || di.Parts[2].Value != "6" {
		t.Errorf("Di on the board: %+v", di)
	}
}

// TestMiniWholeGameOnThePhones plays whole 4-player games with the
// Recycling Centre (moves drawn by the engine's RandomMove from a fixed
// seed, the picks sent from the phones) over a wiretap, until one has
// ended after a recycling pick: after every move each seat's cards equal
// the engine's, and a sealed pick reaches no other phone and not the
// table before every pick is in.
func TestMiniWholeGameOnThePhones(t *testing.T) {
	t.Parallel()
	for seed := uint64(1); seed < 40; seed++ {
		if playMiniGame(t, seed) {
			return
		}
	}
	t.Fatal("no game with a recycling pick ended")
}

// playMiniGame plays the game of seed and reports whether it ended after
// at least one recycling pick.
func playMiniGame(t *testing.T, seed uint64) bool {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Di"}, mc.Options{ThriftShop: true, WasteCollection: true, RecyclingCentre: true, First: 0}, seed)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	r := NewRoom(g)
	tap := roomtest.Tap(t, r, &r.OnChange)
	rnd := rand.New(rand.NewPCG(seed, 16))
	picks := 0
	for step := 0; step < 3000; step++ {
		s := r.State()
		if s.Phase == mc.Over {
			break
		}
		if s.Phase == mc.Recycling {
			var waiting []int
			for i, pk := range s.Picks {
				if pk == -1 {
					waiting = append(waiting, i)
				}
			}
			seat := waiting[0]
			n := rnd.IntN(mc.Standard.MaxVolume + 1)
			sealed := fmt.Sprintf(`"sealed":"number %d"`, n)
			tap.MustAct(seat, phones.Action{Kind: phones.ActBid, Amount: &n})
			picks++
			if r.State().Phase == mc.Recycling {
				// The last pick reveals them all at once; the others stay
				// sealed until then.
				tap.Secret(seat, sealed)
				// Still sealed: no amount anywhere public.
				for _, b := range r.Public().Bidders {
					if b.Amount != nil {
						t.Fatalf("seed %d: %s's pick is public before every pick is in", seed, b.Name)
					}
				}
				roomtest.PublicHidesSecrets(t, r, map[int][]string{seat: {sealed}})
			}
		} else {
			m := mc.RandomMove(s, rnd)
			if _, err := r.Do(m); err != nil && !mc.IsRuleError(err) {
				t.Fatalf("seed %d: %+v: %v", seed, m, err)
			}
		}
		s = r.State()
		for seat := range s.Players {
			checkMiniPanels(t, s, seat, r.Private(seat))
		}
		if t.Failed() {
			t.FailNow()
		}
	}
	tap.CheckNoLeaks()
	s := r.State()
	if s.Phase != mc.Over || picks == 0 {
		return false
	}
	pub := r.Public()
	res := panel(pub.Panels, "The game is over")
	if !pub.Over || res == nil || len(res.Rows) != 5 {
		t.Fatalf("seed %d: the end is not shown: %+v", seed, pub)
	}
	for i, p := range s.Players {
		won := slices.Contains(s.Winners, i)
		name := res.Rows[i+1].Cells[0].Text
		if (name == p.Name+" (won)") != won || res.Rows[i+1].Cells[1].Text != fmt.Sprint(p.Cards()) {
			t.Errorf("seed %d: %s's end line %+v (won %v, %d cards)", seed, p.Name, res.Rows[i+1].Cells, won, p.Cards())
		}
	}
	// The chart every page draws (issue 25): each player's cards left by
	// where they are, fewest first; a winner has none (mini-containers.txt,
	// "End of the game").
	sc := pub.Scores
	if sc == nil || len(sc.Lines) != len(s.Players) {
		t.Fatalf("seed %d: no end chart: %+v", seed, sc)
	}
	for i, l := range sc.Lines {
		seat := slices.IndexFunc(s.Players, func(p mc.Player) bool { return p.Name == l.Name })
		p := s.Players[seat]
		if !slices.Equal(l.Amounts, []int{p.Hand, p.Deck, p.Aside}) || l.Total != p.Cards() || l.Winner != slices.Contains(s.Winners, seat) ||
			(l.Winner && l.Total != 0) || (i > 0 && l.Total < sc.Lines[i-1].Total) {
			t.Errorf("seed %d: %s's chart line %+v", seed, p.Name, l)
		}
	}
	return true
}
