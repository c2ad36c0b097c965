package container

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/engines/words"
)

// takeLot removes one container of colour c at price from store, or reports
// false when there is none.
func takeLot(store []Lot, c Color, price int) ([]Lot, bool) {
	for i, l := range store {
		if l.Color == c && l.Price == price {
			return slices.Delete(slices.Clone(store), i, i+1), true
		}
	}
	return store, false
}

func sortLots(store []Lot) {
	slices.SortFunc(store, func(a, b Lot) int {
		if a.Price != b.Price {
			return a.Price - b.Price
		}
		return int(a.Color) - int(b.Color)
	})
}

func describeLots(store []Lot) string { return Classic.describeLots(store) }

// describeLots writes lots as "blue@2 red@3" with the edition's colour names.
func (r Rules) describeLots(store []Lot) string {
	if len(store) == 0 {
		return "nothing"
	}
	parts := make([]string, len(store))
	for i, l := range store {
		parts[i] = fmt.Sprintf("%s@%d", r.ColorName(l.Color), l.Price)
	}
	return strings.Join(parts, " ")
}

// reprice moves containers of store between price spaces lo..hi, naming
// colours as the edition does.
func (r Rules) reprice(store []Lot, changes []Reprice, lo, hi int, rule, what string) ([]Lot, error) {
	store = slices.Clone(store)
	for _, c := range changes {
		if c.To < lo || c.To > hi {
			return nil, refuse(rule, "the %s store's spaces run from $%d to $%d, not $%d", what, lo, hi, c.To)
		}
		i := slices.IndexFunc(store, func(l Lot) bool { return l.Color == c.Color && l.Price == c.From })
		if i < 0 {
			return nil, refuse(rule, "there is no %s container at $%d in the %s store to reprice (it holds %s)", r.ColorName(c.Color), c.From, what, r.describeLots(store))
		}
		store[i].Price = c.To
	}
	return store, nil
}

func (s *State) pay(from, to int, amount int) {
	s.Players[from].Cash -= amount
	if to >= 0 {
		s.Players[to].Cash += amount
	}
}

func (s *State) needCash(seat, amount int, rule, what string) error {
	if c := s.Players[seat].Cash; c < amount {
		return refuse(rule, "%s costs $%d and %s has $%d: %s", what, amount, s.name(seat), c, s.CashHint(seat, fmt.Sprintf("choose something that costs at most $%d", c)))
	}
	return nil
}

// CashHint says what seat, short of cash, can do: "take a loan first" when
// a loan can be taken (container.txt, "Loans": at most 2, from the
// supply); otherwise why not, then otherwise ("Ann already has 2 loans,
// the most allowed: bid at most $3").
func (s *State) CashHint(seat int, otherwise string) string {
	if why := s.LoanRefusal(seat); why != "" {
		return why + ": " + otherwise
	}
	return "take a loan first"
}

// LoanRefusal says why seat cannot take a loan from the supply now, or ""
// when it can (container.txt, "Loans": at most MaxLoans each, a player
// loan counting as one, and only while the supply has loan cards): "Ann
// already has 2 loans, the most allowed" or "no loans are left in the
// supply".
func (s *State) LoanRefusal(seat int) string {
	switch {
	case s.loansHeld(seat) >= s.Rules().MaxLoans:
		return fmt.Sprintf("%s already has %d loans, the most allowed", s.name(seat), s.Rules().MaxLoans)
	case s.LoanSupply <= 0:
		return "no loans are left in the supply"
	}
	return ""
}

func (s *State) buyFactory(m Move, ev *[]Event) error {
	const rule = "Buy a factory"
	r := s.Rules()
	p := &s.Players[m.Player]
	switch {
	case m.Color < 0 || int(m.Color) >= NumColors:
		return refuse(rule, "no such colour")
	case len(p.Factories) >= r.MaxFactories:
		return refuse(rule, "%s already owns %d factories, the most allowed", p.Name, r.MaxFactories)
	case p.Owns(m.Color):
		return refuse(rule, "%s already owns %s factory; never two of the same colour", p.Name, withArticle(s.cname(m.Color)))
	case s.FactoryTiles[m.Color] == 0:
		return refuse(rule, "no %s factories are left in the supply", s.cname(m.Color))
	}
	cost := r.FactoryCost(len(p.Factories))
	if err := s.needCash(m.Player, cost, rule, "the factory"); err != nil {
		return err
	}
	s.pay(m.Player, -1, cost)
	p.Factories = append(p.Factories, m.Color)
	s.FactoryTiles[m.Color]--
	*ev = append(*ev, Event{Kind: "buy_factory", Player: m.Player, Text: fmt.Sprintf("%s %s %s factory for $%d", p.Name, s.buildVerb(), withArticle(s.cname(m.Color)), cost)})
	return nil
}

func (s *State) buyWarehouse(m Move, ev *[]Event) error {
	const rule = "Buy a warehouse"
	r := s.Rules()
	p := &s.Players[m.Player]
	if p.Warehouses >= r.MaxWarehouses {
		return refuse(rule, "%s already owns %d warehouses, the most allowed", p.Name, r.MaxWarehouses)
	}
	if s.Warehouses <= 0 {
		return refuse(rule, "no warehouses are left in the supply")
	}
	cost := r.WarehouseCost(p.Warehouses)
	if err := s.needCash(m.Player, cost, rule, "the warehouse"); err != nil {
		return err
	}
	s.pay(m.Player, -1, cost)
	p.Warehouses++
	s.Warehouses--
	*ev = append(*ev, Event{Kind: "buy_warehouse", Player: m.Player, Text: fmt.Sprintf("%s %s warehouse number %d for $%d", p.Name, s.buildVerb(), p.Warehouses, cost)})
	return nil
}

// buildVerb is what buying a factory or warehouse is called: the classic
// rules buy them ("Buy a factory"), the Off-Shore edition builds them
// (actions text, "Build").
func (s *State) buildVerb() string {
	if s.Rules().Offshore {
		return "built"
	}
	return "bought"
}

// ProductionNeeded returns how many containers seat must produce if it
// takes the Produce action now: one per factory whose colour is still in the
// supply, cut to the room left in the factory store (container.txt,
// "Produce containers"). Zero means production is impossible and the action
// may only reprice, without the $1.
func (s *State) ProductionNeeded(seat int) int {
	p := s.Players[seat]
	avail := 0
	for _, c := range p.Factories {
		if s.Supply[c] > 0 {
			avail++
		}
	}
	room := s.Rules().StorePerFactory*len(p.Factories) - len(p.FactoryStore) - p.FactoryReserve
	return max(0, min(avail, room))
}

func (s *State) produce(m Move, ev *[]Event) error {
	const rule = "Produce containers"
	r := s.Rules()
	p := &s.Players[m.Player]
	if s.Produced {
		return refuse(rule, "%s has already produced this turn (once per turn)", p.Name)
	}
	need := s.ProductionNeeded(m.Player)
	if len(m.Lots) != need {
		if need == 0 {
			return refuse(rule, "%s cannot produce now (factory store full or colours exhausted): only repricing is possible", p.Name)
		}
		return refuse(rule, "%s must produce %s, one per working factory up to the store limit of %d per factory, not %d", p.Name, Count(need, "container"), r.StorePerFactory, len(m.Lots))
	}
	if need == 0 && len(m.Reprice) == 0 {
		return refuse(rule, "production is impossible, so this action can only reprice, and no repricing was given")
	}
	used := map[Color]bool{}
	for _, l := range m.Lots {
		switch {
		case l.Color < 0 || int(l.Color) >= NumColors:
			return refuse(rule, "no such colour")
		case !p.Owns(l.Color):
			return refuse(rule, "%s has no %s factory", p.Name, s.cname(l.Color))
		case used[l.Color]:
			return refuse(rule, "each factory produces one container: %s is listed twice", s.cname(l.Color))
		case s.Supply[l.Color] == 0:
			return refuse(rule, "the supply has no %s containers left, so that factory produces nothing", s.cname(l.Color))
		case l.Price < r.FactoryPriceMin || l.Price > r.FactoryPriceMax:
			return refuse(rule, "new containers go on the factory store's spaces $%d-$%d, not $%d", r.FactoryPriceMin, r.FactoryPriceMax, l.Price)
		}
		used[l.Color] = true
	}
	store, err := r.reprice(p.FactoryStore, m.Reprice, r.FactoryPriceMin, r.FactoryPriceMax, rule, "factory")
	if err != nil {
		return err
	}
	right := s.Right(m.Player)
	if need > 0 {
		if err := s.needCash(m.Player, r.Wage, rule, "producing"); err != nil {
			return err
		}
		s.pay(m.Player, right, r.Wage)
	}
	for _, l := range m.Lots {
		s.Supply[l.Color]--
		store = append(store, l)
	}
	sortLots(store)
	p.FactoryStore = store
	s.Produced = true
	text := fmt.Sprintf("%s repriced the factory store (no production possible, no wage)", p.Name)
	if need > 0 {
		text = fmt.Sprintf("%s paid $%d to %s and produced %s", p.Name, r.Wage, s.name(right), r.describeLots(m.Lots))
		if len(m.Reprice) > 0 {
			text += ", and repriced the factory store"
		}
	}
	*ev = append(*ev, Event{Kind: "produce", Player: m.Player, Text: text})
	return nil
}

// buyFrom moves the purchases out of seller's store, checks the price
// ranges, and charges the buyer. It returns the seller's new store.
func (s *State) buyFrom(buyer, seller int, store []Lot, buy []Purchase, rule, what string) ([]Lot, int, error) {
	total := 0
	for _, b := range buy {
		var ok bool
		store, ok = takeLot(store, b.Color, b.Price)
		if !ok {
			return nil, 0, refuse(rule, "%s %s store has no %s container at $%d (it holds %s)", words.Possessive(s.name(seller)), what, s.cname(b.Color), b.Price, s.Rules().describeLots(store))
		}
		total += b.Price
	}
	if err := s.needCash(buyer, total, rule, "buying "+Count(len(buy), "container")); err != nil {
		return nil, 0, err
	}
	return store, total, nil
}

func (s *State) stockWarehouse(m Move, ev *[]Event) error {
	const rule = "Buy containers for your warehouse store"
	r := s.Rules()
	p := &s.Players[m.Player]
	if len(m.Buy) == 0 && len(m.Reprice) == 0 {
		return refuse(rule, "nothing to buy or reprice")
	}
	own, err := r.reprice(p.WarehouseStore, m.Reprice, r.WarehousePriceMin, r.WarehousePriceMax, rule, "warehouse")
	if err != nil {
		return err
	}
	seller := m.From
	if len(m.Buy) > 0 {
		if seller < 0 || seller >= len(s.Players) {
			return refuse(rule, "no player at seat %d", seller)
		}
		if seller == m.Player {
			return refuse(rule, "never from your own factory store")
		}
		if room := p.Warehouses - len(p.WarehouseStore); len(m.Buy) > room {
			return refuse(rule, "%s warehouse store has room for %d more (1 per warehouse), not %d", words.Possessive(p.Name), room, len(m.Buy))
		}
		for _, b := range m.Buy {
			if b.To < r.WarehousePriceMin || b.To > r.WarehousePriceMax {
				return refuse(rule, "the warehouse store's spaces run from $%d to $%d, not $%d", r.WarehousePriceMin, r.WarehousePriceMax, b.To)
			}
		}
		store, total, err := s.buyFrom(m.Player, seller, s.Players[seller].FactoryStore, m.Buy, rule, "factory")
		if err != nil {
			return err
		}
		s.Players[seller].FactoryStore = store
		s.pay(m.Player, seller, total)
		for _, b := range m.Buy {
			own = append(own, Lot{Color: b.Color, Price: b.To})
		}
		text := fmt.Sprintf("%s bought %s from %s factory store for $%d", p.Name, Count(len(m.Buy), "container"), words.Possessive(s.name(seller)), total)
		if len(m.Reprice) > 0 {
			text += ", and repriced the warehouse store"
		}
		*ev = append(*ev, Event{Kind: "stock_warehouse", Player: m.Player, Text: text})
	} else {
		*ev = append(*ev, Event{Kind: "stock_warehouse", Player: m.Player, Text: p.Name + " repriced the warehouse store"})
	}
	sortLots(own)
	p.WarehouseStore = own
	return nil
}

func (s *State) shipBuy(m Move, harbor int, rule string, ev *[]Event) error {
	p := &s.Players[m.Player]
	if room := s.Rules().ShipCapacity - p.Ship.Cargo.Total(); len(m.Buy) > room {
		return refuse(rule, "%s ship has room for %d more (at most %d), not %d", words.Possessive(p.Name), room, s.Rules().ShipCapacity, len(m.Buy))
	}
	store, total, err := s.buyFrom(m.Player, harbor, s.Players[harbor].WarehouseStore, m.Buy, rule, "warehouse")
	if err != nil {
		return err
	}
	s.Players[harbor].WarehouseStore = store
	s.pay(m.Player, harbor, total)
	for _, b := range m.Buy {
		p.Ship.Cargo[b.Color]++
	}
	if len(m.Buy) > 0 {
		*ev = append(*ev, Event{Kind: "ship_buy", Player: m.Player, Text: fmt.Sprintf("%s loaded %s from %s warehouse store for $%d", p.Name, Count(len(m.Buy), "container"), words.Possessive(s.name(harbor)), total)})
	}
	return nil
}

func (s *State) sailHarbor(m Move, ev *[]Event) error {
	const rule = "Sail to a player's harbor and buy containers"
	p := &s.Players[m.Player]
	h := m.From
	switch {
	case h < 0 || h >= len(s.Players):
		return refuse(rule, "no player at seat %d", h)
	case h == m.Player:
		return refuse(rule, "a ship sails to another player's harbor, never its own")
	case p.Ship.At != OpenSea:
		return refuse(rule, "ships sail to a harbor from the open sea; %s ship is %s", words.Possessive(p.Name), s.whereIs(p.Ship))
	}
	for i, q := range s.Players {
		if i != m.Player && q.Ship.At == Harbor && q.Ship.Harbor == h {
			return refuse(rule, "%s harbor already berths %s ship (one ship per harbor)", words.Possessive(s.name(h)), words.Possessive(q.Name))
		}
	}
	// The ship sails first, then buys on arrival (a refused purchase
	// discards the events with the move).
	*ev = append(*ev, Event{Kind: "sail", Player: m.Player, Text: fmt.Sprintf("%s sailed to %s harbor", p.Name, words.Possessive(s.name(h)))})
	if err := s.shipBuy(m, h, rule, ev); err != nil {
		return err
	}
	p.Ship = Ship{At: Harbor, Harbor: h, Cargo: p.Ship.Cargo}
	return nil
}

func (s *State) buyAtHarbor(m Move, ev *[]Event) error {
	const rule = "Sail to a player's harbor and buy containers"
	p := &s.Players[m.Player]
	if p.Ship.At != Harbor || s.ShipStart.At != Harbor || s.ShipStart.Harbor != p.Ship.Harbor {
		return refuse(rule, "buying again without sailing needs the ship to have begun the turn in that harbor")
	}
	if len(m.Buy) == 0 {
		return refuse(rule, "nothing to buy")
	}
	return s.shipBuy(m, p.Ship.Harbor, rule, ev)
}

func (s *State) whereIs(sh Ship) string {
	switch sh.At {
	case Harbor:
		return "in " + words.Possessive(s.name(sh.Harbor)) + " harbor"
	case Island:
		return "at the island"
	case AtBank:
		return "at the Off-Shore Bank"
	}
	return "in the open sea"
}

func (s *State) sailSea(m Move, ev *[]Event) error {
	p := &s.Players[m.Player]
	if p.Ship.At == OpenSea {
		return refuse("Sail to the open sea", "%s ship is already in the open sea", words.Possessive(p.Name))
	}
	p.Ship = Ship{At: OpenSea, Cargo: p.Ship.Cargo}
	*ev = append(*ev, Event{Kind: "sail", Player: m.Player, Text: p.Name + " sailed to the open sea"})
	return nil
}

func (s *State) sailIsland(m Move, ev *[]Event) error {
	const rule = "Sail to the island (auction)"
	p := &s.Players[m.Player]
	switch {
	case p.Ship.At != OpenSea:
		return refuse(rule, "ships sail to the island from the open sea; %s ship is %s", words.Possessive(p.Name), s.whereIs(p.Ship))
	case p.Ship.Cargo.Total() == 0:
		return refuse(rule, "you may not auction an empty ship")
	}
	p.Ship.At = Island
	s.startAuction(m.Player, ev)
	return nil
}

func (s *State) domesticSale(m Move, ev *[]Event) error {
	const rule = "Domestic sale"
	p := &s.Players[m.Player]
	switch {
	case p.Turns <= 1:
		return refuse(rule, "not available on a player's first turn of the game")
	case s.DomesticSold:
		return refuse(rule, "at most once per turn")
	case len(m.Lots) != 1:
		return refuse(rule, "name the one container to return, for example orange@2")
	}
	l := m.Lots[0]
	from := "factory"
	store := &p.FactoryStore
	if len(p.FactoryStore) == 0 {
		from, store = "warehouse", &p.WarehouseStore
	}
	rest, ok := takeLot(*store, l.Color, l.Price)
	if !ok {
		return refuse(rule, "the container comes from the factory store, or from the warehouse store when the factory store is empty; %s %s store has no %s (it holds %s)", words.Possessive(p.Name), from, l, describeLots(*store))
	}
	*store = rest
	s.Supply[l.Color]++
	p.Cash += s.Rules().DomesticSale
	s.DomesticSold = true
	*ev = append(*ev, Event{Kind: "domestic_sale", Player: m.Player, Text: fmt.Sprintf("%s returned %s container from the %s store for $%d", p.Name, withArticle(s.cname(l.Color)), from, s.Rules().DomesticSale)})
	return nil
}
