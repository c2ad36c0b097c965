package container

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestCloneSharesNothingWithItsState: Apply works on a Clone, so a clone
// must share no memory with the state it copies. In states of random
// games of both editions (auctions, the bank, player loans and discards
// included), a clone is scribbled over everywhere (every slice grown, one
// player's after the other, and every element, map entry and pointer
// written): the state reads as before, and growing one player's slice
// leaves the next player's as it was.
func TestCloneSharesNothingWithItsState(t *testing.T) {
	games := []struct {
		name    string
		players int
		o       Options
	}{
		{"classic 3 players", 3, Options{DealCards: true}},
		{"offshore 4 players, both modules", 4, Options{Edition: EditionOffshore, TruckCompanies: true, PlayerLoans: true, DealCards: true}},
		{"offshore 5 players, Player Loans", 5, Options{Edition: EditionOffshore, PlayerLoans: true, DealCards: true}},
	}
	seen := map[string]int{}
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			s, _, err := Setup(fixtureNames[:g.players], g.o, 3)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(3, 1))
			for step := 0; step < 200 && s.Phase != Over; step++ {
				// Every tenth state, and every one in an auction or a
				// seizure; the random player seldom lends, discards or
				// defaults: a copy of s has all three.
				var states []*State
				if step%10 == 0 || s.Auction != nil || s.Seizure != nil {
					states = []*State{s, withDebtDiscardSeizure(t, s)}
				}
				for _, s := range states {
					countParts(s, seen)
					before := stateJSON(t, s)
					c := s.Clone()
					if got := stateJSON(t, c); got != before {
						t.Fatalf("step %d: the clone reads %s, want %s", step, got, before)
					}
					growEach(c)
					if got, want := stateJSON(t, c), stateJSON(t, growEach(viaJSON(t, s))); got != want {
						t.Fatalf("step %d: growing each player's slices in turn gives %s, want %s", step, got, want)
					}
					scribble(c)
					if got := stateJSON(t, s); got != before {
						t.Fatalf("step %d: scribbling on the clone changed the state to %s, was %s", step, got, before)
					}
				}
				n, _, err := Apply(s, RandomMove(s, r))
				if err == nil {
					s = n
				}
			}
		})
	}
	for _, part := range []string{"stores", "discard", "owes", "auction", "bluffs", "bank auction", "stake", "seizure"} {
		if seen[part] == 0 {
			t.Errorf("no state with a %s in the games played (%v): the test does not see it", part, seen)
		}
	}
}

// countParts counts in seen the parts of s that a clone must copy.
func countParts(s *State, seen map[string]int) {
	for _, p := range s.Players {
		if len(p.FactoryStore) > 0 && len(p.WarehouseStore) > 0 {
			seen["stores"]++
		}
		if p.Discard != nil {
			seen["discard"]++
		}
		if len(p.Owes) > 0 {
			seen["owes"]++
		}
	}
	if s.Auction != nil {
		seen["auction"]++
		if len(s.Auction.Bluffs) > 0 {
			seen["bluffs"]++
		}
	}
	if s.Bank != nil {
		for _, a := range s.Bank.Auctions {
			seen["bank auction"]++
			if len(a.Stake) > 0 {
				seen["stake"]++
			}
		}
	}
	if s.Seizure != nil {
		seen["seizure"]++
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

// withDebtDiscardSeizure is a copy of s in which the first player owes the
// second $10 and has chosen to discard blue, and the bank seizes from
// the first player (the state need not be one a game reaches).
func withDebtDiscardSeizure(t *testing.T, s *State) *State {
	t.Helper()
	c := viaJSON(t, s)
	blue := Color(0)
	c.Players[0].Owes = map[int]int{1: 10}
	c.Players[0].Discard = &blue
	c.Seizure = &Seizure{Seat: 0, Chooser: len(c.Players) - 1, Left: 1}
	return c
}

// growEach appends a lot or a colour to each player's slices, the first
// player's first, and returns c.
func growEach(c *State) *State {
	for i := range c.Players {
		p := &c.Players[i]
		p.Factories = append(p.Factories, Color(i))
		p.FactoryStore = append(p.FactoryStore, Lot{Color: Color(i), Price: 90 + i})
		p.WarehouseStore = append(p.WarehouseStore, Lot{Color: Color(i), Price: 80 + i})
	}
	return c
}

// scribble writes over every element, map entry and pointer of c (a
// colour with the next one), and grows the auctions' slices and maps.
func scribble(c *State) {
	for i := range c.Players {
		p := &c.Players[i]
		for j := range p.Factories {
			p.Factories[j] = (p.Factories[j] + 1) % NumColors
		}
		for _, st := range [][]Lot{p.FactoryStore, p.WarehouseStore} {
			for j := range st {
				st[j] = Lot{Color: (st[j].Color + 1) % NumColors, Price: 77}
			}
		}
		if p.Discard != nil {
			*p.Discard = (*p.Discard + 1) % NumColors
		}
		for k := range p.Owes {
			p.Owes[k] = 77
		}
		if p.Owes != nil {
			p.Owes[77] = 77
		}
	}
	if a := c.Auction; a != nil {
		for i := range a.Rounds {
			for j := range a.Rounds[i].Bidders {
				a.Rounds[i].Bidders[j] = 77
			}
			a.Rounds[i].Bidders = append(a.Rounds[i].Bidders, 77)
			for k := range a.Rounds[i].Bids {
				a.Rounds[i].Bids[k] = 77
			}
			if a.Rounds[i].Bids != nil {
				a.Rounds[i].Bids[77] = 77
			}
		}
		for j := range a.Tied {
			a.Tied[j] = 77
		}
		a.Tied = append(a.Tied, 77)
		for k := range a.Bluffs {
			a.Bluffs[k] = 77
		}
		a.Winner, a.Price = 77, 77
	}
	if b := c.Bank; b != nil {
		for i := range b.ContainerLots {
			b.ContainerLots[i][0] = 77
		}
		for i := range b.CashLots {
			b.CashLots[i] = 77
		}
		for i := range b.Auctions {
			b.Auctions[i].Cash = 77
			for j := range b.Auctions[i].Stake {
				b.Auctions[i].Stake[j].Price = 77
			}
		}
		b.Auctions = append(b.Auctions, BankAuction{Lot: "scribble"})
	}
	if c.Seizure != nil {
		c.Seizure.Left = 77
	}
}

// stateJSON is s as the journal would save it.
func stateJSON(t *testing.T, s *State) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
