package rivalseas

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestCloneSharesNothingWithItsState: Apply works on a Clone, so a clone
// must share no memory with the state it copies (the Board aside), and
// Apply leaves its input as it was. In states of random games of 3 and 4
// players (every tenth, and every one with a pending step or a production
// waiting; the same states for Apply), a clone is scribbled over everywhere (every element, map entry
// and pointer written, every investment row grown, one after the other):
// the state reads as before, and growing one row leaves the next as it
// was.
func TestCloneSharesNothingWithItsState(t *testing.T) {
	seen := map[string]int{}
	for _, players := range []int{3, 4} {
		s, _, err := Setup(nil, testNames[:players], Options{}, 5)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(5, 1))
		for step := 0; s.Phase != PhaseOver && step < 5000; step++ {
			sampled := step%10 == 0 || s.Pending != nil || s.Production != nil
			var before string
			if sampled {
				before = stateJSON(t, s)
				countParts(s, seen)
				c := s.Clone()
				if got := stateJSON(t, c); got != before {
					t.Fatalf("%d players, step %d: the clone reads %s, want %s", players, step, got, before)
				}
				growRows(c)
				if got, want := stateJSON(t, c), stateJSON(t, growRows(viaJSON(t, s))); got != want {
					t.Fatalf("%d players, step %d: growing each investment row in turn gives %s, want %s", players, step, got, want)
				}
				scribble(c)
				if got := stateJSON(t, s); got != before {
					t.Fatalf("%d players, step %d: scribbling on the clone changed the state to %s, was %s", players, step, got, before)
				}
			}
			m := RandomMove(s, r)
			n, _, err := Apply(s, m)
			if err != nil {
				t.Fatalf("%d players, step %d: RandomMove gave a refused move %+v: %v", players, step, m, err)
			}
			if sampled {
				if got := stateJSON(t, s); got != before {
					t.Fatalf("%d players, step %d: Apply(%+v) changed its input to %s, was %s", players, step, m, got, before)
				}
			}
			s = n
		}
	}
	for _, part := range []string{"upgrades", "investment", "pending", "layout"} {
		if seen[part] == 0 {
			t.Errorf("no state with %s in the games played (%v): the test does not see it", part, seen)
		}
	}
}

// countParts counts in seen the parts of s that a clone must copy.
func countParts(s *State, seen map[string]int) {
	for _, p := range s.Players {
		if len(p.Upgrades) > 0 {
			seen["upgrades"]++
		}
	}
	for _, row := range s.Invest {
		if len(row) > 0 {
			seen["investment"]++
		}
	}
	if s.Pending != nil {
		seen["pending"]++
	}
	if s.Layout != nil && len(s.Layout.Placements) > 0 {
		seen["layout"]++
	}
	if s.Production != nil {
		seen["production"]++
	}
}

// viaJSON is a deep copy of s made without Clone, through its JSON.
func viaJSON(t *testing.T, s *State) *State {
	t.Helper()
	var c State
	if err := json.Unmarshal([]byte(stateJSON(t, s)), &c); err != nil {
		t.Fatal(err)
	}
	return &c
}

// growRows appends a seat to each investment row, the first row's first,
// and returns c.
func growRows(c *State) *State {
	for i := range c.Invest {
		c.Invest[i] = append(c.Invest[i], 90+i)
	}
	return c
}

// scribble writes over every element, map entry and pointer of c.
func scribble(c *State) {
	for i := range c.Players {
		p := &c.Players[i]
		p.Credits, p.Shares[0], p.Cargo[0], p.Ship = 777, 777, 777, "scribble"
		for u := range p.Upgrades {
			p.Upgrades[u] = !p.Upgrades[u]
		}
		if p.Upgrades != nil {
			p.Upgrades["scribble"] = true
		}
	}
	for i := range c.Companies {
		c.Companies[i].Treasury = 777
	}
	for i := range c.Towns {
		c.Towns[i].Name = "scribble"
	}
	for _, ids := range [][]CompanyID{c.Demand, c.Slots} {
		for i := range ids {
			ids[i] = "scribble"
		}
	}
	for _, row := range c.Invest {
		for j := range row {
			row[j] = 777
		}
	}
	for i := range c.SetupOrder {
		c.SetupOrder[i] = 777
	}
	if c.Pending != nil {
		c.Pending.Max = 777
	}
	if c.Layout != nil {
		for i := range c.Layout.Placements {
			c.Layout.Placements[i].Tile = 777
		}
	}
	if c.Production != nil {
		c.Production.Stage = 777
	}
}

// stateJSON is s as the journal would save it, without the Board (which
// states share).
func stateJSON(t *testing.T, s *State) string {
	t.Helper()
	v := *s
	v.Board = nil
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
