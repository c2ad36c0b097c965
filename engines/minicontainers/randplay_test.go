package minicontainers

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

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
		{[]string{"Ann", "Bob", "Cy", "Di"}, Options{ThriftShop: true, WasteCollection: true, RecyclingCentre: true, TerracedHousing: true, HandsChecked: true}},
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
			m := RandomMove(s, r)
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
