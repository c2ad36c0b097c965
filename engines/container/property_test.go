package container

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"tallyman/engines/longrun"
)

// TestRandomPlay is the engine's property test: from 50 seeds (200 in
// the long run, longrun; 3, 4 and 5 players, cards dealt or entered) it
// plays random games to their end (or 1500 moves) with randplay_test.go.
// After every move tried, legal or not: the input state is unchanged; a
// refused move returns no state; an accepted one gives a state that passes
// CheckInvariants, only moves forward, spends the actions it should and
// moves money to or from the bank only as the rules say. Each finished
// game must replay to the same state from its journal and score. Finally
// the games together must have reached every move type and every outcome
// of the island auction, interest, seizure and the end of the game.
func TestRandomPlay(t *testing.T) {
	t.Parallel()
	seeds := longrun.Count(50, 200)
	if testing.Short() {
		seeds = 30
	}
	const groups = 4
	stats := make([]*PlayStats, groups)
	t.Run("games", func(t *testing.T) {
		for g := range groups {
			st := NewPlayStats()
			stats[g] = st
			t.Run(fmt.Sprint(g), func(t *testing.T) {
				t.Parallel()
				for seed := g; seed < seeds; seed += groups {
					players := 3 + seed%3
					deal := (seed/3)%2 == 0
					s, journal, err := PlayRandom(uint64(seed), players, deal, 1500, 2, 2, st)
					if err != nil {
						t.Fatal(err)
					}
					again, err := Replay(uint64(seed), players, deal, journal)
					if err != nil {
						t.Fatalf("seed %d: replay: %v", seed, err)
					}
					if !reflect.DeepEqual(s, again) {
						t.Fatalf("seed %d: the replayed game differs", seed)
					}
					if s.Phase == Over {
						checkFinalScore(t, seed, s)
					}
				}
			})
		}
	})
	if t.Failed() {
		return
	}
	all := NewPlayStats()
	for _, st := range stats {
		all.Games += st.Games
		all.Over += st.Over
		all.Steps += st.Steps
		all.Refused += st.Refused
		all.Accepted += st.Accepted
		for k, v := range st.Moves {
			all.Moves[k] += v
		}
		for k, v := range st.Events {
			all.Events[k] += v
		}
	}
	t.Logf("%d games, %d over, %d moves; candidates: %d accepted, %d refused", all.Games, all.Over, all.Steps, all.Accepted, all.Refused)
	t.Logf("moves: %v", all.Moves)
	t.Logf("events: %v", all.Events)
	if all.Over < all.Games*9/10 {
		t.Errorf("only %d of %d random games reached the end", all.Over, all.Games)
	}
	for _, mt := range allMoveTypes {
		if all.Moves[mt] == 0 {
			t.Errorf("random play never made a %s move", mt)
		}
	}
	// auction: sail to the island; runoff: a tie; tie: a tie after the
	// runoff (pick); free: all bid $0; seizure: interest in default.
	for _, k := range []string{"auction", "runoff", "tie", "pick", "free", "accept", "reject", "interest", "seizure", "loan", "repay", "end", "over"} {
		if all.Events[k] == 0 {
			t.Errorf("random play never caused a %q event", k)
		}
	}
	if all.Refused == 0 || all.Accepted == 0 {
		t.Error("the candidates were all accepted or all refused")
	}
}

func checkFinalScore(t *testing.T, seed int, s *State) {
	t.Helper()
	res, err := s.FinalScore()
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	if len(res.Winners) == 0 {
		t.Fatalf("seed %d: no winner", seed)
	}
	for i, l := range res.Players {
		p := s.Players[i]
		switch {
		case l.NetWorth != l.IslandValue+l.WarehouseValue+l.ShipValue+l.HoldingValue-l.LoanPenalty:
			t.Fatalf("seed %d: %s's net worth %+v", seed, l.Name, l)
		case l.HoldingValue != s.Rules().HoldingValue*p.Holding.Total():
			t.Fatalf("seed %d: %s's net worth %+v", seed, l.Name, l)
		case l.Total != p.Cash+l.NetWorth:
			t.Fatalf("seed %d: %s's total %+v", seed, l.Name, l)
		case l.WarehouseValue != 2*len(p.WarehouseStore) || l.ShipValue != 3*p.Ship.Cargo.Total() || l.LoanPenalty != 11*p.Loans:
			t.Fatalf("seed %d: %s's line %+v", seed, l.Name, l)
		case l.IslandValue > l.IslandBefore || l.Rank < 1 || l.Rank > len(s.Players):
			t.Fatalf("seed %d: %s's line %+v", seed, l.Name, l)
		}
	}
}

func TestRandomMovePhases(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	// Actions: legal, and s untouched.
	s := fixture(t, 3)
	for range 50 {
		m := RandomMove(s, r)
		apply(t, s, m)
	}
	// No actions left and nothing else useful: still a legal move.
	s.ActionsLeft = 0
	for range 20 {
		apply(t, s, RandomMove(s, r))
	}
	// Auction: every step yields a legal move from the right player.
	a := auctionFixture(t, 4)
	for range 20 {
		m := RandomMove(a, r)
		if m.Type != Bid && m.Type != TakeLoan && m.Type != SetCard {
			t.Fatalf("bids step: %s", m.Type)
		}
		apply(t, a, m)
	}
	p := applyAll(t, a, bid(bob, 5), bid(cat, 5), bid(dan, 5), bid(bob, 1), bid(cat, 1), bid(dan, 0))
	for range 20 {
		m := RandomMove(p, r)
		n := apply(t, p, m)
		switch {
		case m.Type == PickWinner && n.Auction.Step != StepDecide:
			t.Fatal("the pick did not move to the decision")
		case m.Type != PickWinner && m.Type != TakeLoan:
			t.Fatalf("pick step: %s", m.Type)
		}
	}
	d := apply(t, p, Move{Type: PickWinner, Player: ann, Winner: bob})
	for range 20 {
		m := RandomMove(d, r)
		if m.Type != Accept && m.Type != Reject && m.Type != TakeLoan {
			t.Fatalf("decide step: %s", m.Type)
		}
		apply(t, d, m)
	}
	// Over with physical cards missing: the cards; then nothing is legal.
	o := fixture(t, 3)
	o.DealtCards = false
	o.Players[bob].Card, o.Players[cat].Card = 0, 0
	o.Phase, o.EndTriggered, o.ActionsLeft = Over, true, 0
	for range 2 {
		m := RandomMove(o, r)
		if m.Type != SetCard {
			t.Fatalf("over: %s", m.Type)
		}
		o = apply(t, o, m)
	}
	if len(o.MissingCards()) != 0 {
		t.Fatal("cards still missing")
	}
	if m := RandomMove(o, r); m.Type != EndTurn {
		t.Fatalf("nothing legal: %s", m.Type)
	}
}
