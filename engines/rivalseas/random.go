package rivalseas

import (
	"math/rand/v2"

	"tallyman/engines/rivalseas/seamap"
	"tallyman/engines/seeded"
)

// RandomMove returns a move that Apply accepts in s, drawn at random from
// r: for tests, fuzzing and demos, not advice. The moves are plausible
// (setup choices, actions that fit the track, sailing towards a town that
// demands a colour on board, dividends) but not good. It is deterministic
// for a given s and r state. It builds candidate moves with arguments drawn
// from s, tries them in a weighted random order and returns the first that
// Apply accepts; the fallbacks (Funding when in last position, else
// end_turn) are always legal during a turn. Once the game is over no move
// is legal and it returns an end_turn that Apply refuses.
func RandomMove(s *State, r *rand.Rand) Move {
	if m, ok := seeded.FirstAccepted(randomCandidates(s, r), r, func(m Move) bool { _, _, err := Apply(s, m); return err == nil }); ok {
		return m
	}
	seat := max(s.Active, 0)
	for _, m := range []Move{{Type: MoveEndTurn, Player: seat}, {Type: MoveFunding, Player: seat}} {
		if _, _, err := Apply(s, m); err == nil {
			return m
		}
	}
	return Move{Type: MoveEndTurn, Player: seat}
}

// weighted is a candidate move and its relative weight (> 0).
type weighted = seeded.Weighted[Move]

func randomTerrain(r *rand.Rand, rocks bool) seamap.Terrain {
	ts := []seamap.Terrain{seamap.Sea, seamap.Sea, seamap.Sea, seamap.Sandbank}
	if rocks {
		ts = append(ts, seamap.Rocks)
	}
	return ts[r.IntN(len(ts))]
}

func randomCandidates(s *State, r *rand.Rand) []weighted {
	var out []weighted
	add := func(w float64, m Move) { out = append(out, weighted{Item: m, Weight: w}) }
	if p := s.Pending; p != nil {
		switch p.Kind {
		case PendingBonus:
			for i := range s.Side().BonusSlots {
				add(1, Move{Type: MoveBonus, Player: p.Player, Slot: i})
			}
		case PendingStart:
			for _, c := range CompanyIDs {
				m := Move{Type: MoveStart, Player: p.Player, Company: c}
				for range p.Points {
					m.Nav = append(m.Nav, NavOp{Company: c, Terrain: randomTerrain(r, false)})
				}
				add(1, m)
			}
		case PendingDividend:
			add(1, Move{Type: MoveDividend, Player: p.Player, Company: p.Company, Amount: r.IntN(p.Max + 1)})
			add(1, Move{Type: MoveDividend, Player: p.Player, Company: p.Company, Amount: p.Max})
		}
		return out
	}
	if s.Phase != PhasePlay {
		return nil
	}
	seat := s.Active
	pl := s.Players[seat]
	co := func() CompanyID { return CompanyIDs[r.IntN(NumCompanies)] }
	// Free actions: deliver when possible, sail towards demand, sometimes dump.
	add(6, Move{Type: MoveDeliver, Player: seat})
	if pl.Cargo.Total() > 0 {
		for _, t := range s.Towns {
			if t.Demand != "" && pl.Cargo[t.Demand.Index()] > 0 {
				add(4, Move{Type: MoveSail, Player: seat, Legs: []Leg{{Points: randomRoute(s, r), To: t.Name}}})
			}
		}
		add(0.2, Move{Type: MoveDump, Player: seat})
	} else {
		for i, c := range s.Companies {
			if c.Hex > 0 {
				add(1, Move{Type: MoveSail, Player: seat, Legs: []Leg{{Points: randomRoute(s, r), To: string(CompanyIDs[i])}}})
			}
		}
	}
	add(1, Move{Type: MoveEndTurn, Player: seat})
	// Actions.
	add(1, Move{Type: MoveFunding, Player: seat})
	add(3, Move{Type: MoveLoad, Player: seat, Count: countOf(1 + r.IntN(2))})
	add(1.5, Move{Type: MoveProduce, Player: seat, Company: co(), Count: countOf(1 + r.IntN(2))})
	rocks := pl.Has(NavigationExpert)
	nav := func() NavOp {
		c := co()
		op := NavOp{Company: c, Terrain: randomTerrain(r, rocks)}
		if r.IntN(4) == 0 {
			op.From = randomTerrain(r, rocks)
		}
		return op
	}
	add(2, Move{Type: MoveNavigation, Player: seat, Nav: []NavOp{nav()}})
	add(2, Move{Type: MoveNavigation, Player: seat, Nav: []NavOp{nav(), nav()}})
	u := Upgrades[r.IntN(len(Upgrades))]
	inv := Move{Type: MoveInvest, Player: seat, Upgrade: u}
	if u == NavigationExpert {
		for i, c := range s.Companies {
			if c.CEO == seat {
				inv.Company = CompanyIDs[i]
			}
		}
	}
	add(1, inv)
	sh := Move{Type: MoveShares, Player: seat}
	sellFirst := r.IntN(2) == 0
	switch r.IntN(3) {
	case 0:
		sh.Buy = co()
	case 1:
		sh.Sell = co()
	default:
		// The order matters only with both (a single trade is written
		// without it, as quick entry and the catalogue write it).
		sh.Buy, sh.Sell, sh.SellFirst = co(), co(), sellFirst
	}
	add(1.5, sh)
	if len(s.Demand) > 1 {
		add(0.5, Move{Type: MoveAdvertise, Player: seat, Slot: r.IntN(len(s.Demand) - 1)})
	}
	return out
}

// countOf writes n containers (1 or 2) as Move.Count does for Load and
// Produce: 0 for one, as quick entry and the catalogue write it.
func countOf(n int) int {
	if n == 1 {
		return 0
	}
	return n
}

// randomRoute picks Board.MinLegPoints to 4 navigation points from those
// on the field (fewer only when the field holds fewer: a sail then
// refused).
func randomRoute(s *State, r *rand.Rand) []CompanyID {
	var pool []CompanyID
	for i, c := range s.Companies {
		for range c.Field.Total() {
			pool = append(pool, CompanyIDs[i])
		}
	}
	if len(pool) == 0 {
		return []CompanyID{Bluewave}
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	least := min(s.Board.MinLegPoints(), len(pool))
	most := max(least, min(4, len(pool)))
	return pool[:least+r.IntN(most-least+1)]
}
