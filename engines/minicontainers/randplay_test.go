package minicontainers

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// randomCard draws a card from a deck like the real one as far as tallyman
// knows it: ordinary cards of every type and volume, and module cards when
// their module is in the game.
func randomCard(r *rand.Rand, o Options) *Card {
	k := r.IntN(20)
	switch {
	case k == 0 && o.ThriftShop:
		return mod(ThriftShop)
	case k == 1 && o.RecyclingCentre:
		return mod(RecyclingCentre)
	case k == 2 && o.WasteCollection:
		return mod(WasteCollection)
	}
	return oc(Type(r.IntN(NumTypes)), 1+r.IntN(7), Type(r.IntN(NumTypes)), Type(r.IntN(NumTypes)))
}

// randomMove is a move a table could make now (sometimes a refused one).
func randomMove(r *rand.Rand, s *State) Move {
	o := s.Options
	if u := s.Unknown(); len(u) > 0 && r.IntN(10) > 0 {
		return rowCard(u[0], randomCard(r, o))
	}
	switch {
	case s.AutomaDue || s.Phase == Containers && s.Actor == AutomaSeat:
		d := s.AutomaDecision()
		if d.Play < 0 && len(d.Candidates) > 0 {
			return automa(d.Candidates[r.IntN(len(d.Candidates))])
		}
		return automa(d.Play)
	case s.DummyDue || s.Phase == Containers && s.Actor == DummySeat:
		return dummy(randomCard(r, o))
	}
	switch s.Phase {
	case Deal:
		var v []int
		sum := 0
		for sum < Standard.TerracedSum {
			n := r.IntN(8)
			v = append(v, n)
			sum += n
		}
		return Move{Type: DealHand, Player: s.Actor, Volumes: v}
	case Containers:
		c := randomCard(r, o)
		for !c.HasContainers() {
			c = randomCard(r, o)
		}
		return play(s.Actor, c)
	case Decks:
		return deck(s.Actor, r.IntN(s.Players[s.Actor].Hand+1))
	case Recycling:
		for i, p := range s.Picks {
			if p == -1 {
				return Move{Type: Pick, Player: i, Number: r.IntN(8)}
			}
		}
	case Bonus:
		return Move{Type: BonusPlay, Player: s.BonusSeat, Use: r.IntN(2) == 0}
	case Disposal:
		if r.IntN(5) == 0 {
			return pass(s.Actor)
		}
		c := randomCard(r, o)
		for !c.HasTrash() {
			c = randomCard(r, o)
		}
		ts := Targets(s.Row, *c)
		if len(ts) == 0 {
			return rev(s.Actor, c, -1)
		}
		return rev(s.Actor, c, ts[r.IntN(len(ts))])
	}
	return Move{Type: Pass, Player: 0}
}

// TestRandomPlay plays many random games through Apply: no panic, every
// count stays at zero or above, the game always waits for something, the
// JSON of every move reads back the same, and every game ends within a
// bound (a winner, or the Automa ran out) or keeps going sensibly.
func TestRandomPlay(t *testing.T) {
	configs := []struct {
		names []string
		o     Options
	}{
		{[]string{"Ann"}, Options{Automa: true}},
		{[]string{"Ann", "Bob"}, Options{Automa: true, Dummy: true, ThriftShop: true, WasteCollection: true, RecyclingCentre: true}},
		{[]string{"Ann", "Bob"}, Options{Dummy: true, TerracedHousing: true}},
		{[]string{"Ann", "Bob", "Cy", "Di"}, Options{ThriftShop: true, WasteCollection: true, RecyclingCentre: true, TerracedHousing: true}},
		{[]string{"A", "B", "C", "D", "E", "F"}, Options{RecyclingCentre: true}},
	}
	games := 60
	if testing.Short() {
		games = 10
	}
	over := 0
	for g := range games {
		cfg := configs[g%len(configs)]
		cfg.o.First = -1
		s, _, err := Setup(cfg.names, cfg.o, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(g), 7))
		for step := 0; step < 3000 && s.Phase != Over; step++ {
			m := randomMove(r, s)
			n, _, err := Apply(s, m)
			if err != nil {
				if IsRuleError(err) {
					continue
				}
				t.Fatalf("game %d step %d %+v: %v", g, step, m, err)
			}
			b, _ := json.Marshal(m)
			var back Move
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatalf("%s: %v", b, err)
			}
			s = n
			for _, p := range s.Players {
				if p.Hand < 0 || p.Deck < 0 || p.Aside < 0 {
					t.Fatalf("game %d step %d: %+v", g, step, p)
				}
			}
			for _, c := range s.Row {
				if c.Kind == Ordinary && (c.Fill < 0 || c.Fill > c.Size) {
					t.Fatalf("game %d: container %s", g, c)
				}
			}
			if s.Waiting() == "" {
				t.Fatal("waiting for nothing")
			}
		}
		if s.Phase == Over {
			over++
		}
	}
	if over == 0 {
		t.Fatal("no random game ended")
	}
}
