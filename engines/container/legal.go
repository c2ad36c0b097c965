package container

import "slices"

// Allowed returns the move types the current player may make now, in menu
// order, found by trying a representative move of each type against the
// rules (so the list can never disagree with Apply). In the auction phase
// and after the game it is empty: those steps have their own prompts.
func (s *State) Allowed() []MoveType {
	if s.Phase != Actions {
		return nil
	}
	var out []MoveType
	order := []MoveType{Produce, StockWarehouse, SailHarbor, BuyAtHarbor, SailSea, SailIsland, BuyFactory, BuyWarehouse, DomesticSale, TakeLoan, RepayLoan, EndTurn}
	if s.Rules().Offshore {
		order = OffshoreMenuOrder
	}
	for _, t := range order {
		for _, m := range s.Probes(t) {
			if _, _, err := Apply(s, m); err == nil {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// Probes returns candidate moves of type t for the current player: for a
// type with arguments, the cheapest variants (every colour, every harbor,
// one container of each kind on offer). Allowed and the menus use them to
// learn which variants the rules accept now.
func (s *State) Probes(t MoveType) []Move {
	me := s.Current
	p := s.Players[me]
	base := Move{Type: t, Player: me}
	var out []Move
	switch t {
	case BuyFactory:
		for _, c := range Colors {
			m := base
			m.Color = c
			out = append(out, m)
		}
	case Produce:
		m := base
		need := s.ProductionNeeded(me)
		for _, c := range p.Factories {
			if len(m.Lots) < need && s.Supply[c] > 0 {
				m.Lots = append(m.Lots, Lot{Color: c, Price: s.Rules().FactoryPriceMin})
			}
		}
		if need == 0 && len(p.FactoryStore) > 0 {
			l := p.FactoryStore[0]
			m.Reprice = []Reprice{{Color: l.Color, From: l.Price, To: l.Price}}
		}
		out = append(out, m)
	case StockWarehouse:
		for i, q := range s.Players {
			for _, l := range q.FactoryStore {
				m := base
				m.From = i
				m.Buy = []Purchase{{Color: l.Color, Price: l.Price, To: s.Rules().WarehousePriceMin}}
				out = append(out, m)
			}
		}
		if len(p.WarehouseStore) > 0 {
			l := p.WarehouseStore[0]
			m := base
			m.Reprice = []Reprice{{Color: l.Color, From: l.Price, To: l.Price}}
			out = append(out, m)
		}
	case SailHarbor:
		for i := range s.Players {
			m := base
			m.From = i
			out = append(out, m)
		}
	case BuyAtHarbor:
		if p.Ship.At == Harbor {
			for _, l := range s.Players[p.Ship.Harbor].WarehouseStore {
				m := base
				m.Buy = []Purchase{{Color: l.Color, Price: l.Price}}
				out = append(out, m)
			}
		}
	case DomesticSale:
		for _, l := range slices.Concat(p.FactoryStore, p.WarehouseStore) {
			m := base
			m.Lots = []Lot{l}
			out = append(out, m)
		}
	case SailBank, LoadHolding, RepriceMove, CallBank, RepayPlayer:
		out = s.offshoreProbes(base)
	default:
		out = append(out, base)
	}
	return out
}
