package container

import "math/rand/v2"

// offshoreCandidates adds the Off-Shore edition's candidate moves for
// RandomMove: the seizure pick, bluffs on delivery bids, the buyout of a
// still-tied runoff, Call Bank on every lot (cash bids and container bids),
// sailing to the bank and loading there, and the Reprice action.
func offshoreCandidates(s *State, r *rand.Rand, add func(float64, Move)) {
	switch s.Phase {
	case Seizing:
		z := s.Seizure
		_, cols := s.SeizureFrom(z.Seat)
		if len(cols) > 0 {
			add(5, Move{Type: SeizeColor, Player: z.Chooser, Color: cols[r.IntN(len(cols))]})
		}
		return
	case Auction:
		a := s.Auction
		switch a.Step {
		case StepBids, StepRunoff:
			for _, seat := range a.Rounds[len(a.Rounds)-1].Waiting() {
				amt := min([]int{0, 1, 2, 4, 6}[r.IntN(5)], s.BidLimit(seat))
				add(2, Move{Type: Bid, Player: seat, Amount: amt, Bluffs: r.IntN(3)})
			}
		case StepPick:
			add(1, Move{Type: Reject, Player: a.Seller})
		}
		return
	case Over:
		for i := range s.Players {
			if choices, _ := s.DiscardChoices(i); len(choices) > 0 {
				add(0.2, Move{Type: ChooseDiscard, Player: i, Color: choices[r.IntN(len(choices))]})
			}
		}
		return
	case Actions:
	default:
		return
	}
	c := s.Current
	p := s.Players[c]
	if s.ActionsLeft == 0 {
		return
	}
	// Call Bank: outbid or open on a random lot.
	b := s.Bank
	lot := BankLots[r.IntN(len(BankLots))]
	prev := 0
	if i := b.auctionOn(lot); i >= 0 {
		prev = b.Auctions[i].Bid()
	}
	m := Move{Type: CallBank, Player: c, Lot: lot}
	if lot[:4] == "cash" {
		k := prev + 1 + r.IntN(2)
		for _, l := range p.FactoryStore {
			if len(m.Stake) < k {
				m.Stake = append(m.Stake, Stake{District: DistrictFactory, Color: l.Color, Price: l.Price})
			}
		}
		for _, l := range p.WarehouseStore {
			if len(m.Stake) < k {
				m.Stake = append(m.Stake, Stake{District: DistrictHarbor, Color: l.Color, Price: l.Price})
			}
		}
	} else {
		m.Amount = prev + 1 + r.IntN(3)
	}
	add(1.5, m)
	// The bank: sail there and load from the holding area onto the ship.
	if p.Ship.At == OpenSea && p.Holding.Total() > 0 {
		sb := Move{Type: SailBank, Player: c}
		for col, n := range p.Holding {
			for range n {
				if len(sb.Load)+p.Ship.Cargo.Total() < s.Rules().ShipCapacity {
					sb.Load = append(sb.Load, Color(col))
				}
			}
		}
		add(3, sb)
	}
	if p.Ship.At == OpenSea {
		add(0.2, Move{Type: SailBank, Player: c})
	}
	if p.Ship.At == AtBank {
		add(3, Move{Type: SailSea, Player: c})
		if p.Holding.Total() > 0 && s.ShipStart.At != AtBank {
			for col, n := range p.Holding {
				if n > 0 {
					add(1, Move{Type: LoadHolding, Player: c, Load: []Color{Color(col)}})
				}
			}
		}
	}
	if len(p.FactoryStore) > 0 {
		l := p.FactoryStore[r.IntN(len(p.FactoryStore))]
		add(0.3, Move{Type: RepriceMove, Player: c, District: DistrictFactory, Reprice: []Reprice{{Color: l.Color, From: l.Price, To: randIn(r, 1, 4)}}})
	}
	if len(p.WarehouseStore) > 0 {
		l := p.WarehouseStore[r.IntN(len(p.WarehouseStore))]
		add(0.3, Move{Type: RepriceMove, Player: c, District: DistrictHarbor, Reprice: []Reprice{{Color: l.Color, From: l.Price, To: randIn(r, 2, 6)}}})
	}
}
