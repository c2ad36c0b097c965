package container

import "math/rand/v2"

// BotMove picks a plausible move for the seat to act, the way a casual
// player would (for the demo game and for tests that need whole games): produce, stock the warehouse, load the ship, sail to the
// island with 3 or more containers, bid about $3 a
func BotMove(s *State, r *rand.Rand) Move {
	ok := func(m Move) bool { _, _, err := Apply(s, m); return err == nil }
	if s.Phase == Auction {
		a := s.Auction
		switch a.Step {
		case StepBids, StepRunoff:
			round := a.Rounds[len(a.Rounds)-1]
			seat := round.Waiting()[0]
			amt := 0
			if a.Step == StepBids {
				amt = min(s.Players[a.Seller].Ship.Cargo.Total()*3+r.IntN(5)-2, s.Players[seat].Cash)
			} else {
				amt = min(r.IntN(3), s.Players[seat].Cash-a.Price)
			}
			return Move{Type: Bid, Player: seat, Amount: max(amt, 0)}
		case StepPick:
			return Move{Type: PickWinner, Player: a.Seller, Winner: a.Tied[0]}
		}
		m := Move{Type: Accept, Player: a.Seller}
		if a.Price < s.Players[a.Seller].Ship.Cargo.Total()*2 && s.Players[a.Seller].Cash >= a.Price && ok(Move{Type: Reject, Player: a.Seller}) {
			m.Type = Reject
		}
		return m
	}
	me := s.Current
	p := s.Players[me]
	rules := s.Rules()
	try := func(m Move) bool { return ok(m) }
	// Repay a loan when rich.
	if p.Loans > 0 && p.Cash > 25 {
		if m := (Move{Type: RepayLoan, Player: me}); try(m) {
			return m
		}
	}
	if s.ActionsLeft == 0 {
		return Move{Type: EndTurn, Player: me}
	}
	cargo := p.Ship.Cargo.Total()
	if p.Ship.At == OpenSea && cargo >= 3 {
		if m := (Move{Type: SailIsland, Player: me}); try(m) {
			return m
		}
	}
	if p.Ship.At != OpenSea && (p.Ship.At == Island || cargo >= 3 || r.IntN(2) == 0) {
		return Move{Type: SailSea, Player: me}
	}
	if need := s.ProductionNeeded(me); need > 0 && !s.Produced && p.Cash >= 1 {
		m := Move{Type: Produce, Player: me}
		for _, c := range p.Factories {
			if len(m.Lots) < need && s.Supply[c] > 0 {
				m.Lots = append(m.Lots, Lot{Color: c, Price: 2 + r.IntN(2)})
			}
		}
		if try(m) {
			return m
		}
	}
	if room := p.Warehouses - len(p.WarehouseStore); room > 0 && r.IntN(3) > 0 {
		for k := range s.Players {
			i := (me + 1 + k) % len(s.Players)
			if i == me {
				continue
			}
			m := Move{Type: StockWarehouse, Player: me, From: i}
			cash := p.Cash
			for _, l := range s.Players[i].FactoryStore {
				if len(m.Buy) < room && cash-l.Price >= 2 {
					m.Buy = append(m.Buy, Purchase{Color: l.Color, Price: l.Price, To: min(rules.WarehousePriceMax, l.Price+2)})
					cash -= l.Price
				}
			}
			if len(m.Buy) > 0 && try(m) {
				return m
			}
		}
	}
	if p.Ship.At == OpenSea {
		for k := range s.Players {
			i := (me + 1 + k) % len(s.Players)
			m := Move{Type: SailHarbor, Player: me, From: i}
			cash := p.Cash
			for _, l := range s.Players[i].WarehouseStore {
				if len(m.Buy) < rules.ShipCapacity-cargo && cash-l.Price >= 1 {
					m.Buy = append(m.Buy, Purchase{Color: l.Color, Price: l.Price})
					cash -= l.Price
				}
			}
			if len(m.Buy) > 0 && try(m) {
				return m
			}
		}
	}
	if len(p.Factories) < 3 && p.Cash >= rules.FactoryCost(len(p.Factories))+4 {
		for _, c := range r.Perm(NumColors) {
			if m := (Move{Type: BuyFactory, Player: me, Color: Color(c)}); try(m) {
				return m
			}
		}
	}
	if p.Warehouses < 4 && p.Cash >= rules.WarehouseCost(p.Warehouses)+4 {
		if m := (Move{Type: BuyWarehouse, Player: me}); try(m) {
			return m
		}
	}
	if p.Cash < 2 && p.Loans < 1 {
		return Move{Type: TakeLoan, Player: me}
	}
	return Move{Type: EndTurn, Player: me}
}
