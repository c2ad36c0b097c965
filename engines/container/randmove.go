package container

import (
	"math/rand/v2"
	"slices"

	"tallyman/engines/seeded"
)

// RandomMove returns a move that Apply accepts in s, drawn at random from r.
// It is for tests, fuzzing and the demo generator, not for play advice: the
// moves are plausible (weighted towards producing, stocking warehouses,
// loading ships and sailing to the island, so that random games reach their
// end) but not good.
//
// It builds candidate moves of every type with arguments drawn from s
// (containers actually in the stores, prices on the right spaces, amounts
// within a bidder's limit), tries them in a weighted random order and
// returns the first that Apply accepts. In any phase but the end it may
// return a loan for some player, and while physical value cards are
// missing a player's card. During an island auction it otherwise returns
// bids from the bidders still to seal, the seller's pick among tied
// bidders, or the seller's accept or reject. When nothing else is accepted
// it returns an end_turn by the current player, which is legal whenever the
// players are taking actions. Once the game is over it returns the value
// card of a player who has not entered one (when the cards were not dealt);
// after that no move is legal and the end_turn it returns is refused.
//
// s is not changed. RandomMove calls Apply once per candidate tried, so it
// costs a few state copies per call.
func RandomMove(s *State, r *rand.Rand) Move {
	if m, ok := seeded.FirstAccepted(candidates(s, r), r, func(m Move) bool { _, _, err := Apply(s, m); return err == nil && !heldByAnother(s, m) }); ok {
		return m
	}
	for _, m := range fallbacks(s) {
		if _, _, err := Apply(s, m); err == nil {
			return m
		}
	}
	return Move{Type: EndTurn, Player: s.Current}
}

// heldByAnother reports whether m enters a value card another player
// entered: Apply takes it (the clash is found once every card is in:
// CardClash), but the cards at a table are all different, and a random
// table makes no typo.
func heldByAnother(s *State, m Move) bool {
	if m.Type != SetCard {
		return false
	}
	for i, p := range s.Players {
		if i != m.Player && p.Card == m.Card {
			return true
		}
	}
	return false
}

// weighted is a candidate move and its relative weight (> 0).
type weighted = seeded.Weighted[Move]

// fallbacks lists, in order, moves that are legal in every reachable state
// of the phase: the current player's end_turn while taking actions; during
// an auction a $0 bid from a bidder still to seal, the seller's pick of the
// first tied bidder, accept, reject.
func fallbacks(s *State) []Move {
	var out []Move
	switch s.Phase {
	case Actions:
		out = append(out, Move{Type: EndTurn, Player: s.Current})
	case Auction:
		a := s.Auction
		if w := a.Rounds[len(a.Rounds)-1].Waiting(); len(w) > 0 {
			out = append(out, Move{Type: Bid, Player: w[0]})
		}
		if len(a.Tied) > 0 {
			out = append(out, Move{Type: PickWinner, Player: a.Seller, Winner: a.Tied[0]})
		}
		out = append(out, Move{Type: Accept, Player: a.Seller}, Move{Type: Reject, Player: a.Seller})
	case Seizing:
		_, cols := s.SeizureFrom(s.Seizure.Seat)
		for _, c := range cols {
			out = append(out, Move{Type: SeizeColor, Player: s.Seizure.Chooser, Color: c})
		}
	case Over:
		for i, p := range s.Players {
			if p.Card == 0 {
				out = append(out, Move{Type: SetCard, Player: i, Card: freeCard(s)})
			}
		}
	}
	return out
}

// freeCard returns the lowest value card number no player holds (0 if none).
func freeCard(s *State) int {
	for c := 1; c <= len(Cards); c++ {
		if !slices.ContainsFunc(s.Players, func(p Player) bool { return p.Card == c }) {
			return c
		}
	}
	return 0
}

// candidates draws candidate moves for s with their weights. Most are legal;
// some are not (a purchase the buyer cannot afford, a factory whose tiles
// ran out), and RandomMove skips those.
func candidates(s *State, r *rand.Rand) []weighted {
	out := make([]weighted, 0, 24)
	add := func(w float64, m Move) { out = append(out, weighted{Item: m, Weight: w}) }
	n := len(s.Players)
	// Loans (any player, any time) and cards (physical cards not entered).
	if s.Phase != Over {
		seat := r.IntN(n)
		w := 0.2
		if s.Players[seat].Cash < 3 {
			w = 1
		}
		add(w, Move{Type: TakeLoan, Player: seat})
	}
	if !s.DealtCards {
		for i, p := range s.Players {
			if p.Card == 0 {
				add(0.2, Move{Type: SetCard, Player: i, Card: 1 + r.IntN(len(Cards))})
			}
		}
	}
	switch s.Phase {
	case Auction:
		auctionCandidates(s, r, add)
	case Actions:
		actionCandidates(s, r, add)
	}
	if s.Rules().Offshore {
		offshoreCandidates(s, r, add)
	}
	return out
}

func auctionCandidates(s *State, r *rand.Rand, add func(float64, Move)) {
	a := s.Auction
	cargo := s.Players[a.Seller].Ship.Cargo.Total()
	switch a.Step {
	case StepBids, StepRunoff:
		for _, seat := range a.Rounds[len(a.Rounds)-1].Waiting() {
			limit := s.BidLimit(seat)
			// A few round amounts make ties (and so runoffs) common.
			choices := []int{0, 0, 1, 2, 3, 5, 2 * cargo, 4 * cargo, 6 * cargo, r.IntN(limit + 1)}
			if a.Step == StepRunoff {
				choices = []int{0, 0, 0, 1, 1, 2, r.IntN(min(limit, 5) + 1)}
			}
			add(3, Move{Type: Bid, Player: seat, Amount: min(choices[r.IntN(len(choices))], limit)})
			if s.Players[seat].Cash < 2*cargo {
				add(0.3, Move{Type: TakeLoan, Player: seat})
			}
		}
	case StepPick:
		add(3, Move{Type: PickWinner, Player: a.Seller, Winner: a.Tied[r.IntN(len(a.Tied))]})
	case StepDecide:
		add(3, Move{Type: Accept, Player: a.Seller})
		add(1, Move{Type: Reject, Player: a.Seller})
	}
}

func actionCandidates(s *State, r *rand.Rand, add func(float64, Move)) {
	rules := s.Rules()
	c := s.Current
	p := s.Players[c]
	end := 0.3
	if s.ActionsLeft == 0 {
		end = 5
	}
	add(end, Move{Type: EndTurn, Player: c})
	if p.Loans > 0 && p.Cash >= rules.LoanAmount {
		w := 0.3
		if p.Cash >= 25 {
			w = 2
		}
		add(w, Move{Type: RepayLoan, Player: c})
	}
	if s.ActionsLeft == 0 {
		return
	}
	others := make([]int, 0, len(s.Players)-1)
	for i := range s.Players {
		if i != c {
			others = append(others, i)
		}
	}
	r.Shuffle(len(others), func(i, j int) { others[i], others[j] = others[j], others[i] })

	// Produce, or reprice only when production is impossible.
	if !s.Produced {
		need := s.ProductionNeeded(c)
		var working []Color
		for _, col := range p.Factories {
			if s.Supply[col] > 0 {
				working = append(working, col)
			}
		}
		r.Shuffle(len(working), func(i, j int) { working[i], working[j] = working[j], working[i] })
		m := Move{Type: Produce, Player: c}
		for _, col := range working[:min(need, len(working))] {
			m.Lots = append(m.Lots, Lot{Color: col, Price: randIn(r, rules.FactoryPriceMin, rules.FactoryPriceMax)})
		}
		if len(p.FactoryStore) > 0 && (need == 0 || r.IntN(4) == 0) {
			l := p.FactoryStore[r.IntN(len(p.FactoryStore))]
			m.Reprice = []Reprice{{Color: l.Color, From: l.Price, To: randIn(r, rules.FactoryPriceMin, rules.FactoryPriceMax)}}
		}
		if need > 0 {
			add(6, m)
		} else if len(m.Reprice) > 0 {
			add(0.3, m)
		}
	}

	// Stock the warehouse store from another player's factory store.
	if room := p.Warehouses - len(p.WarehouseStore); room > 0 {
		for _, seller := range others[:min(2, len(others))] {
			store := s.Players[seller].FactoryStore
			if len(store) == 0 {
				continue
			}
			picked := pickLots(r, store, 1+r.IntN(min(room, len(store))), p.Cash)
			if len(picked) == 0 {
				continue
			}
			m := Move{Type: StockWarehouse, Player: c, From: seller}
			for _, l := range picked {
				to := min(rules.WarehousePriceMax, max(rules.WarehousePriceMin, l.Price+r.IntN(4)))
				m.Buy = append(m.Buy, Purchase{Color: l.Color, Price: l.Price, To: to})
			}
			add(5, m)
		}
	}
	if len(p.WarehouseStore) > 0 {
		l := p.WarehouseStore[r.IntN(len(p.WarehouseStore))]
		add(0.2, Move{Type: StockWarehouse, Player: c, Reprice: []Reprice{{Color: l.Color, From: l.Price, To: randIn(r, rules.WarehousePriceMin, rules.WarehousePriceMax)}}})
	}

	// Ships.
	room := rules.ShipCapacity - p.Ship.Cargo.Total()
	shipBuy := func(seller int) []Purchase {
		store := s.Players[seller].WarehouseStore
		if room == 0 || len(store) == 0 {
			return nil
		}
		var buy []Purchase
		for _, l := range pickLots(r, store, 1+r.IntN(min(room, len(store))), p.Cash) {
			buy = append(buy, Purchase{Color: l.Color, Price: l.Price})
		}
		return buy
	}
	switch p.Ship.At {
	case OpenSea:
		for _, h := range others[:min(2, len(others))] {
			buy := shipBuy(h)
			w := 1.0
			if len(buy) > 0 {
				w = 4
			}
			add(w, Move{Type: SailHarbor, Player: c, From: h, Buy: buy})
		}
		if k := p.Ship.Cargo.Total(); k > 0 {
			add(1.5*float64(k), Move{Type: SailIsland, Player: c})
		}
	case Harbor:
		if buy := shipBuy(p.Ship.Harbor); len(buy) > 0 {
			add(4, Move{Type: BuyAtHarbor, Player: c, Buy: buy})
		}
		add(2, Move{Type: SailSea, Player: c})
	case Island:
		add(4, Move{Type: SailSea, Player: c})
	}

	// Buildings.
	col := Colors[r.IntN(NumColors)]
	if !p.Owns(col) && len(p.Factories) < rules.MaxFactories {
		add(1, Move{Type: BuyFactory, Player: c, Color: col})
	}
	if p.Warehouses < rules.MaxWarehouses {
		add(1, Move{Type: BuyWarehouse, Player: c})
	}

	// Domestic sale: from the factory store, or the warehouse store when the
	// factory store is empty.
	store := p.FactoryStore
	if len(store) == 0 {
		store = p.WarehouseStore
	}
	if len(store) > 0 && !s.DomesticSold {
		add(0.4, Move{Type: DomesticSale, Player: c, Lots: []Lot{store[r.IntN(len(store))]}})
	}
}

// pickLots draws up to k distinct containers from store whose prices add up
// to at most cash (it may return fewer, or none).
func pickLots(r *rand.Rand, store []Lot, k, cash int) []Lot {
	idx := r.Perm(len(store))
	var out []Lot
	for _, i := range idx {
		if len(out) == k {
			break
		}
		if store[i].Price <= cash {
			cash -= store[i].Price
			out = append(out, store[i])
		}
	}
	return out
}

func randIn(r *rand.Rand, lo, hi int) int { return lo + r.IntN(hi-lo+1) }
