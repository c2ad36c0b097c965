package container

import (
	"reflect"
	"strings"
	"testing"
)

func TestSetupCounts(t *testing.T) {
	// container.txt, "Setup" and container-notes.md, "Counting the supply":
	// 4 containers per player of each colour (12/16/20) less the starting
	// ones, 5 factories per colour less the starting ones, 5 warehouses per
	// player including the starting one, 2 loans per player.
	tests := []struct {
		players                   int
		supply, startColourSupply int
		warehouses, loans         int
	}{
		{3, 12, 11, 12, 6},
		{4, 16, 15, 16, 8},
		{5, 20, 19, 20, 10},
	}
	for _, tc := range tests {
		for _, deal := range []bool{false, true} {
			for seed := uint64(0); seed < 40; seed++ {
				s, ev, err := Setup(fixtureNames[:tc.players], Options{DealCards: deal}, seed)
				if err != nil {
					t.Fatal(err)
				}
				mustHold(t, s)
				if len(ev) == 0 {
					t.Fatal("setup reported no events")
				}
				started := map[Color]bool{}
				cards := map[int]bool{}
				for i, p := range s.Players {
					// "Setup": $20, 1 ship in the open sea, 1 warehouse, 1 factory.
					eqInt(t, "cash", p.Cash, 20)
					eqInt(t, "warehouses", p.Warehouses, 1)
					eqInt(t, "loans", p.Loans, 0)
					if p.Ship.At != OpenSea || p.Ship.Cargo.Total() != 0 {
						t.Fatalf("%s's ship starts %v", p.Name, p.Ship)
					}
					if len(p.Factories) != 1 {
						t.Fatalf("%s starts with factories %v", p.Name, p.Factories)
					}
					c := p.Factories[0]
					// "Setup": a unique colour, no two players share it.
					if started[c] {
						t.Fatalf("seed %d: two players start with %s", seed, c)
					}
					started[c] = true
					// "Setup": 1 container of its colour in the factory store at $2.
					eqLots(t, "factory store", p.FactoryStore, lots(lot(c, 2)))
					eqLots(t, "warehouse store", p.WarehouseStore, nil)
					if p.Island.Total() != 0 {
						t.Fatalf("island starts with %v", p.Island)
					}
					if p.Name != fixtureNames[i] {
						t.Fatalf("seat %d is %s", i, p.Name)
					}
					// container-notes.md: the deck of five, one card each.
					if deal {
						if p.Card < 1 || p.Card > 5 || cards[p.Card] {
							t.Fatalf("seed %d: dealt card %d twice or out of range", seed, p.Card)
						}
						cards[p.Card] = true
					} else if p.Card != 0 {
						t.Fatalf("physical cards: %s has card %d before entering one", p.Name, p.Card)
					}
				}
				for _, c := range Colors {
					wantSupply, wantTiles := tc.supply, 5
					if started[c] {
						wantSupply, wantTiles = tc.startColourSupply, 4
					}
					eqInt(t, c.String()+" supply", s.Supply[c], wantSupply)
					eqInt(t, c.String()+" factory tiles", s.FactoryTiles[c], wantTiles)
				}
				eqInt(t, "warehouse supply", s.Warehouses, tc.warehouses)
				eqInt(t, "loan supply", s.LoanSupply, tc.loans)
				// container-notes.md: the first player is chosen at random.
				if s.First < 0 || s.First >= tc.players || s.Current != s.First {
					t.Fatalf("first %d current %d", s.First, s.Current)
				}
				// "Your turn": the first player's turn has begun with 2 actions.
				eqInt(t, "turn", s.Turn, 1)
				eqInt(t, "actions left", s.ActionsLeft, 2)
				eqInt(t, "first player's turns", s.Players[s.First].Turns, 1)
				if s.Phase != Actions || s.DealtCards != deal || s.Edition != "classic" {
					t.Fatalf("phase %s dealt %v edition %q", s.Phase, s.DealtCards, s.Edition)
				}
			}
		}
	}
}

func TestSetupRandomChoicesVary(t *testing.T) {
	// container-notes.md: the first player is chosen at random; the starting
	// colours are "unique" and drawn at random. Over 50 seeds every seat of
	// 3 should come first at least once, and the same seed repeats exactly.
	firsts := map[int]bool{}
	colours := map[Color]bool{}
	for seed := uint64(0); seed < 50; seed++ {
		s, _, err := Setup(fixtureNames[:3], Options{DealCards: true}, seed)
		if err != nil {
			t.Fatal(err)
		}
		firsts[s.First] = true
		colours[s.Players[0].Factories[0]] = true
		again, _, _ := Setup(fixtureNames[:3], Options{DealCards: true}, seed)
		if !reflect.DeepEqual(s, again) {
			t.Fatalf("seed %d: Setup is not repeatable", seed)
		}
	}
	if len(firsts) != 3 || len(colours) != 5 {
		t.Fatalf("first players %v, Ann's colours %v: expected every choice to occur", firsts, colours)
	}
}

func TestSetupRefused(t *testing.T) {
	tests := []struct {
		name  string
		names []string
		want  string
	}{
		// container.txt, "Overview": 3-5 players.
		{"two players", []string{"Ann", "Bob"}, "3 to 5 players, not 2"},
		{"six players", []string{"A", "B", "C", "D", "E", "F"}, "3 to 5 players, not 6"},
		{"no players", nil, "not 0"},
		{"empty name", []string{"Ann", " ", "Cat"}, "player 2 has no name"},
		{"repeated name", []string{"Ann", "Bob", "ann"}, "two players are called"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, ev, err := Setup(tc.names, Options{}, 1)
			if err == nil || s != nil || ev != nil {
				t.Fatalf("Setup(%v) = %v, %v, %v", tc.names, s != nil, ev, err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %q, want %q", err, tc.want)
			}
		})
	}
}

func TestFixture(t *testing.T) {
	// The hand-worked tests rely on this layout (see helpers_test.go).
	s := fixture(t, 3)
	eqInts(t, "cash", cashOf(s), []int{20, 20, 20})
	want := Counts{11, 11, 11, 12, 12}
	if s.Supply != want {
		t.Fatalf("supply %v, want %v", s.Supply, want)
	}
	if s.Current != ann || s.ActionsLeft != 2 || s.Right(ann) != cat || s.Right(bob) != ann {
		t.Fatalf("current %d actions %d", s.Current, s.ActionsLeft)
	}
}
