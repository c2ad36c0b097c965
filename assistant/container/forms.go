package container

import (
	"fmt"
	"strconv"

	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// form asks the short form of the chosen menu item and returns the command.
func (t *Table) form(choice string) (Command, error) {
	s := t.room.State()
	me := s.Current
	p := s.Players[me]
	r := s.Rules()
	move := func(m container.Move) (Command, error) { return Command{Kind: "move", Move: m}, nil }
	base := container.Move{Type: container.MoveType(choice), Player: me}
	switch choice {
	case "undo", "redo", "quit", "none":
		return Command{Kind: choice}, nil
	case "card", "showcard":
		seat, err := t.pickPlayer("Which player?", nil)
		return Command{Kind: choice, Move: container.Move{Player: seat}}, err
	case "loan_other":
		seat, err := t.pickPlayer("Who takes the loan?", func(i int) bool { return s.Players[i].Loans < r.MaxLoans })
		return Command{Kind: "move", Move: container.Move{Type: container.TakeLoan, Player: seat}}, err
	case string(container.BuyFactory):
		var opts []prompt.Option[container.Color]
		for _, m := range s.Probes(container.BuyFactory) {
			if _, _, err := container.Apply(s, m); err == nil {
				opts = append(opts, prompt.Option[container.Color]{Label: r.ColorName(m.Color), Value: m.Color})
			}
		}
		c, err := prompt.Select(t.P, fmt.Sprintf("Factory colour ($%d)", r.FactoryCost(len(p.Factories))), opts)
		base.Color = c
		return Command{Kind: "move", Move: base}, err
	case string(container.Produce):
		return t.produceForm(base)
	case string(container.StockWarehouse):
		return t.stockForm(base)
	case string(container.SailHarbor):
		var opts []prompt.Option[int]
		for _, m := range s.Probes(container.SailHarbor) {
			if _, _, err := container.Apply(s, m); err == nil {
				q := s.Players[m.From]
				opts = append(opts, prompt.Option[int]{Label: fmt.Sprintf("%s (warehouse store: %s)", q.Name, lots(q.WarehouseStore)), Value: m.From})
			}
		}
		h, err := prompt.Select(t.P, "Sail to whose harbor?", opts)
		if err != nil {
			return Command{}, err
		}
		base.From = h
		base.Buy, err = t.pickLots("Containers to load (any number, up to the ship's room)", s.Players[h].WarehouseStore, r.ShipCapacity-p.Ship.Cargo.Total())
		return Command{Kind: "move", Move: base}, err
	case string(container.BuyAtHarbor):
		var err error
		base.Buy, err = t.pickLots("Containers to load", s.Players[p.Ship.Harbor].WarehouseStore, r.ShipCapacity-p.Ship.Cargo.Total())
		return Command{Kind: "move", Move: base}, err
	case string(container.DomesticSale):
		store := p.FactoryStore
		if len(store) == 0 {
			store = p.WarehouseStore
		}
		var opts []prompt.Option[int]
		for i, l := range store {
			opts = append(opts, prompt.Option[int]{Label: l.String(), Value: i})
		}
		i, err := prompt.Select(t.P, "Which container goes back to the supply?", opts)
		if err != nil {
			return Command{}, err
		}
		base.Lots = []container.Lot{store[i]}
		return move(base)
	}
	return move(base)
}

// pickPlayer asks for a player among those ok accepts (nil: all).
func (t *Table) pickPlayer(title string, ok func(int) bool) (int, error) {
	s := t.room.State()
	var opts []prompt.Option[int]
	for i, p := range s.Players {
		if ok == nil || ok(i) {
			opts = append(opts, prompt.Option[int]{Label: p.Name, Value: i})
		}
	}
	if len(opts) == 0 {
		return 0, fmt.Errorf("no player can do that now")
	}
	return prompt.Select(t.P, title, opts)
}

// pickPrice asks for a price space from lo to hi dollars.
func (t *Table) pickPrice(title string, lo, hi int) (int, error) {
	var opts []prompt.Option[int]
	for v := lo; v <= hi; v++ {
		opts = append(opts, prompt.Option[int]{Label: "$" + strconv.Itoa(v), Value: v})
	}
	return prompt.Select(t.P, title, opts)
}

// pickLots asks which containers of store to buy, at most limit.
func (t *Table) pickLots(title string, store []container.Lot, limit int) ([]container.Purchase, error) {
	if len(store) == 0 || limit <= 0 {
		return nil, nil
	}
	var opts []prompt.Option[int]
	for i, l := range store {
		opts = append(opts, prompt.Option[int]{Label: lotText(t.room.State(), l), Value: i})
	}
	idx, err := prompt.MultiSelect(t.P, fmt.Sprintf("%s (at most %d)", title, limit), opts, limit)
	if err != nil {
		return nil, err
	}
	var out []container.Purchase
	for _, i := range idx {
		out = append(out, container.Purchase{Color: store[i].Color, Price: store[i].Price})
	}
	return out, nil
}

// repriceForm offers to move containers of store to other spaces lo..hi.
func (t *Table) repriceForm(what string, store []container.Lot, lo, hi int) ([]container.Reprice, error) {
	if len(store) == 0 {
		return nil, nil
	}
	s := t.room.State()
	where := what + " store"
	if s.Rules().Offshore {
		where = what // "factory" or "harbor": the edition's districts
	}
	yes, err := t.P.Confirm(fmt.Sprintf("Reprice containers already in the %s (%s)?", where, lotsText(s, store)), false)
	if err != nil || !yes {
		return nil, err
	}
	return t.repriceEach(store, lo, hi)
}

// repriceEach asks a new price for every container of store (spaces lo to
// hi dollars) and returns the changes.
func (t *Table) repriceEach(store []container.Lot, lo, hi int) ([]container.Reprice, error) {
	s := t.room.State()
	var out []container.Reprice
	for _, l := range store {
		to, err := t.pickPrice(fmt.Sprintf("New price for %s", lotText(s, l)), lo, hi)
		if err != nil {
			return nil, err
		}
		if to != l.Price {
			out = append(out, container.Reprice{Color: l.Color, From: l.Price, To: to})
		}
	}
	return out, nil
}

func (t *Table) produceForm(m container.Move) (Command, error) {
	s := t.room.State()
	p := s.Players[m.Player]
	r := s.Rules()
	need := s.ProductionNeeded(m.Player)
	var working []container.Color
	for _, c := range p.Factories {
		if s.Supply[c] > 0 {
			working = append(working, c)
		}
	}
	chosen := working
	if len(working) > need && need > 0 {
		var opts []prompt.Option[container.Color]
		for _, c := range working {
			opts = append(opts, prompt.Option[container.Color]{Label: r.ColorName(c), Value: c})
		}
		for {
			var err error
			title := fmt.Sprintf("The factory store has room for %d: choose the %d factories that produce", need, need)
			if s.Rules().Offshore {
				title = offshoreQuickWords.Replace(title) // the factory district
			}
			chosen, err = prompt.MultiSelect(t.P, title, opts, need)
			if err != nil {
				return Command{}, err
			}
			if len(chosen) == need {
				break
			}
			t.say("Choose exactly %d.", need)
		}
	}
	if need == 0 {
		chosen = nil
		t.say("Production is impossible now, so this action only reprices (no $%d wage).", r.Wage)
	}
	for _, c := range chosen {
		price, err := t.pickPrice(fmt.Sprintf("Price for the new %s container", r.ColorName(c)), r.FactoryPriceMin, r.FactoryPriceMax)
		if err != nil {
			return Command{}, err
		}
		m.Lots = append(m.Lots, container.Lot{Color: c, Price: price})
	}
	var err error
	m.Reprice, err = t.repriceForm("factory", p.FactoryStore, r.FactoryPriceMin, r.FactoryPriceMax)
	return Command{Kind: "move", Move: m}, err
}

func (t *Table) stockForm(m container.Move) (Command, error) {
	s := t.room.State()
	p := s.Players[m.Player]
	r := s.Rules()
	var opts []prompt.Option[int]
	for i, q := range s.Players {
		if i != m.Player && len(q.FactoryStore) > 0 {
			opts = append(opts, prompt.Option[int]{Label: fmt.Sprintf("%s (factory store: %s)", q.Name, lots(q.FactoryStore)), Value: i})
		}
	}
	if len(p.WarehouseStore) > 0 {
		opts = append(opts, prompt.Option[int]{Label: "Nobody: only reprice my warehouse store", Value: -1})
	}
	from, err := prompt.Select(t.P, "Buy from whose factory store?", opts)
	if err != nil {
		return Command{}, err
	}
	if from >= 0 {
		m.From = from
		buy, err := t.pickLots("Containers to buy", s.Players[from].FactoryStore, p.Warehouses-len(p.WarehouseStore))
		if err != nil {
			return Command{}, err
		}
		for i := range buy {
			if buy[i].To, err = t.pickPrice(fmt.Sprintf("Warehouse price for %s@%d", buy[i].Color, buy[i].Price), r.WarehousePriceMin, r.WarehousePriceMax); err != nil {
				return Command{}, err
			}
		}
		m.Buy = buy
	}
	m.Reprice, err = t.repriceForm("warehouse", p.WarehouseStore, r.WarehousePriceMin, r.WarehousePriceMax)
	return Command{Kind: "move", Move: m}, err
}
