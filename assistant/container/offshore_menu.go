package container

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// The Off-Shore Bank edition's move menu at the laptop: every move the
// engine allows now (container.State.Allowed, found by trying each move
// type's probes against the rules), in the edition's words and colours,
// each asking its parameters with forms. A move the rules then refuse is
// printed with the engine's rule and changes nothing.

// lotText writes a container as quick entry does, in the edition's colour
// names: "blue@2".
func lotText(s *container.State, l container.Lot) string {
	return fmt.Sprintf("%s@%d", s.Rules().ColorName(l.Color), l.Price)
}

// lotsText writes a store's containers ("empty" when none).
func lotsText(s *container.State, ls []container.Lot) string {
	if len(ls) == 0 {
		return "empty"
	}
	parts := make([]string, len(ls))
	for i, l := range ls {
		parts[i] = lotText(s, l)
	}
	return strings.Join(parts, " ")
}

// offshoreLabels are the menu's words for the edition's moves (actions
// text, "Your turn", "Free actions", "Anchor actions").
func offshoreLabels(s *container.State) map[container.MoveType]string {
	r := s.Rules()
	me := s.Current
	p := s.Players[me]
	fp := "Factory Purchase: buy from an opponent's factory into your harbor"
	if s.TruckCompanies {
		fp += " (+ $1 trucking fee)"
	}
	hp := "Harbor Purchase (your ship must be docked at an opponent's harbor)"
	if p.Ship.At == container.Harbor {
		hp = fmt.Sprintf("Harbor Purchase in %s's harbor (load onto your ship)", s.Players[p.Ship.Harbor].Name)
	}
	return map[container.MoveType]string{
		container.Produce:        fmt.Sprintf("Produce (pay $%d union wages to %s)", r.Wage, s.Players[s.Right(me)].Name),
		container.StockWarehouse: fp,
		container.BuyAtHarbor:    hp,
		container.SailSea:        "Sail to the ocean",
		container.SailHarbor:     "Sail to an opponent's harbor (free Harbor Purchase there)",
		container.SailBank:       "Sail to the Off-Shore Bank (load your holding area there, free)",
		container.SailIsland:     "Sail to Container Island (delivery auction; ends the turn)",
		container.LoadHolding:    "Load from the holding area (the bank's Anchor action, free)",
		container.RepriceMove:    "Reprice one district",
		container.CallBank:       "Call Bank: start or outbid a bank auction",
		container.BuyFactory:     fmt.Sprintf("Build a factory ($%d to the supply)", r.FactoryCost(len(p.Factories))),
		container.BuyWarehouse:   fmt.Sprintf("Build a warehouse ($%d to the supply)", r.WarehouseCost(p.Warehouses)),
		container.TakeLoan:       fmt.Sprintf("Take a loan (+$%d from the supply)", r.LoanAmount),
		container.RepayLoan:      fmt.Sprintf("Repay a loan (-$%d to the supply)", r.LoanAmount),
		container.RepayPlayer:    fmt.Sprintf("Pay back a player loan (-$%d)", r.LoanAmount),
		container.EndTurn:        "End the turn",
	}
}

// offshoreForm asks the parameters of an Off-Shore menu choice (a Command
// of kind "none" when the form ends with nothing to do).
func (t *Table) offshoreForm(choice string) (Command, error) {
	s := t.room.State()
	me := s.Current
	p := s.Players[me]
	r := s.Rules()
	base := container.Move{Type: container.MoveType(choice), Player: me}
	cmd := func(m container.Move, err error) (Command, error) {
		if err != nil {
			return Command{}, err
		}
		return Command{Kind: "move", Move: m}, nil
	}
	switch container.MoveType(choice) {
	case container.StockWarehouse:
		return cmd(t.factoryPurchaseForm(base))
	case container.BuyAtHarbor:
		var err error
		base.Buy, err = t.pickLots(fmt.Sprintf("Harbor Purchase from %s's harbor: containers to load", s.Players[p.Ship.Harbor].Name), s.Players[p.Ship.Harbor].WarehouseStore, r.ShipCapacity-p.Ship.Cargo.Total())
		return cmd(base, err)
	case container.SailHarbor:
		var opts []prompt.Option[int]
		for _, m := range s.Probes(container.SailHarbor) {
			if _, _, err := container.Apply(s, m); err == nil {
				q := s.Players[m.From]
				opts = append(opts, prompt.Option[int]{Label: fmt.Sprintf("%s (harbor: %s)", q.Name, lotsText(s, q.WarehouseStore)), Value: m.From})
			}
		}
		h, err := prompt.Select(t.P, "Sail to whose harbor?", opts)
		if err != nil {
			return Command{}, err
		}
		base.From = h
		base.Buy, err = t.pickLots("Free Harbor Purchase on arrival: containers to load (none is fine)", s.Players[h].WarehouseStore, r.ShipCapacity-p.Ship.Cargo.Total())
		return cmd(base, err)
	case container.SailBank:
		var err error
		base.Load, err = t.pickHolding("Anchor action at the bank: containers to load from your holding area (none is fine)")
		return cmd(base, err)
	case container.LoadHolding:
		var err error
		base.Load, err = t.pickHolding("Containers to load from your holding area")
		return cmd(base, err)
	case container.RepriceMove:
		return cmd(t.repriceDistrictForm(base))
	case container.CallBank:
		return t.callBankForm(base)
	case container.RepayPlayer:
		var opts []prompt.Option[int]
		for _, m := range s.Probes(container.RepayPlayer) {
			opts = append(opts, prompt.Option[int]{Label: fmt.Sprintf("%s (owed $%d)", s.Players[m.From].Name, p.Owes[m.From]), Value: m.From})
		}
		var err error
		base.From, err = prompt.Select(t.P, fmt.Sprintf("Pay $%d back to whom?", r.LoanAmount), opts)
		return cmd(base, err)
	}
	// Build, Produce, the plain sails, loans and ending the turn ask what
	// the classic forms ask, in the edition's colours.
	return t.form(choice)
}

// factoryPurchaseForm asks the Factory Purchase (actions text, "Factory
// purchase"): the opponent, the containers (up to the harbor's room, reserve
// tokens counted), each one's harbor lot, and any repricing of the harbor.
func (t *Table) factoryPurchaseForm(m container.Move) (container.Move, error) {
	s := t.room.State()
	p := s.Players[m.Player]
	r := s.Rules()
	var opts []prompt.Option[int]
	for i, q := range s.Players {
		if i != m.Player && len(q.FactoryStore) > 0 {
			opts = append(opts, prompt.Option[int]{Label: fmt.Sprintf("%s (factory: %s)", q.Name, lotsText(s, q.FactoryStore)), Value: i})
		}
	}
	from, err := prompt.Select(t.P, "Buy from whose factory?", opts)
	if err != nil {
		return m, err
	}
	m.From = from
	room := p.Warehouses - len(p.WarehouseStore) - p.HarborReserve
	if room <= 0 {
		t.say("Your harbor is full (%s); build a warehouse first.", container.Count(p.Warehouses, "warehouse"))
	}
	buy, err := t.pickLots("Containers to buy (trucked to your harbor)", s.Players[from].FactoryStore, room)
	if err != nil {
		return m, err
	}
	for i := range buy {
		if buy[i].To, err = t.pickPrice(fmt.Sprintf("Harbor lot for %s", lotText(s, container.Lot{Color: buy[i].Color, Price: buy[i].Price})), r.WarehousePriceMin, r.WarehousePriceMax); err != nil {
			return m, err
		}
	}
	m.Buy = buy
	if s.TruckCompanies {
		t.say("Truck Companies: the $1 trucking fee goes to the supply with the purchase.")
	}
	m.Reprice, err = t.repriceForm("harbor", p.WarehouseStore, r.WarehousePriceMin, r.WarehousePriceMax)
	return m, err
}

// pickHolding asks which containers of the current player's holding area
// to load, at most the ship's room.
func (t *Table) pickHolding(title string) ([]container.Color, error) {
	s := t.room.State()
	p := s.Players[s.Current]
	r := s.Rules()
	room := r.ShipCapacity - p.Ship.Cargo.Total()
	var units []container.Color
	for _, c := range container.Colors {
		for range p.Holding[c] {
			units = append(units, c)
		}
	}
	if len(units) == 0 || room <= 0 {
		t.say("Nothing to load: holding area %s, room on the ship %d.", offshoreCounts(p.Holding), room)
		return nil, nil
	}
	var opts []prompt.Option[int]
	for i, c := range units {
		opts = append(opts, prompt.Option[int]{Label: fmt.Sprintf("%s (holding %d of %d)", r.ColorName(c), i+1-slices.Index(units, c), p.Holding[c]), Value: i})
	}
	idx, err := prompt.MultiSelect(t.P, fmt.Sprintf("%s (at most %d)", title, room), opts, room)
	var out []container.Color
	for _, i := range idx {
		out = append(out, units[i])
	}
	return out, err
}

// repriceDistrictForm asks the Reprice action (actions text, "Reprice"):
// the district, then a new lot for each of its containers.
func (t *Table) repriceDistrictForm(m container.Move) (container.Move, error) {
	s := t.room.State()
	p := s.Players[m.Player]
	r := s.Rules()
	var opts []prompt.Option[string]
	for _, pr := range s.Probes(container.RepriceMove) {
		store := p.FactoryStore
		if pr.District == container.DistrictHarbor {
			store = p.WarehouseStore
		}
		opts = append(opts, prompt.Option[string]{Label: fmt.Sprintf("%s (%s)", pr.District, lotsText(s, store)), Value: pr.District})
	}
	d, err := prompt.Select(t.P, "Reprice which district?", opts)
	if err != nil {
		return m, err
	}
	m.District = d
	if d == container.DistrictHarbor {
		m.Reprice, err = t.repriceEach(p.WarehouseStore, r.WarehousePriceMin, r.WarehousePriceMax)
	} else {
		m.Reprice, err = t.repriceEach(p.FactoryStore, r.FactoryPriceMin, r.FactoryPriceMax)
	}
	if err == nil && len(m.Reprice) == 0 {
		t.say("Every container kept its lot, so nothing changes.")
	}
	return m, err
}

// bankLotLabel describes a bank lot for the Call Bank menu: what it holds
// and the bid it takes now.
func bankLotLabel(s *container.State, lot string) string {
	b := s.Bank
	_, num, _ := strings.Cut(lot, "-")
	k, _ := strconv.Atoi(num)
	cashLot := strings.HasPrefix(lot, "cash-")
	holds := ""
	if cashLot {
		holds = fmt.Sprintf("$%d", b.CashLots[k-1])
	} else {
		holds = offshoreCounts(b.ContainerLots[k-1])
	}
	need := s.BankMinBid(lot)
	unit := func(n int) string {
		if cashLot {
			if n == 1 {
				return "1 container"
			}
			return fmt.Sprintf("%d containers", n)
		}
		return fmt.Sprintf("$%d", n)
	}
	if a, ok := s.BankAuctionOn(lot); ok {
		return fmt.Sprintf("%s (%s): outbid %s's %s, from %s", container.LotTitle(lot), holds, s.Players[a.Holder].Name, unit(a.Bid()), unit(need))
	}
	with := "cash"
	if cashLot {
		with = "containers"
	}
	return fmt.Sprintf("%s (%s): open an auction with %s, from %s", container.LotTitle(lot), holds, with, unit(need))
}

// callBankBack is the value of the Call Bank menu's Back. It is not ""
// (the zero value): on a full terminal huh's Select starts on the option
// holding the zero value and scrolls it to the top, which showed "> Back"
// alone over blank lines with the lots above it out of sight.
const callBankBack = "back"

// callBankLots are the Call Bank menu's options: the lots the rules allow
// now (what each holds and the bid it takes), then those they refuse
// ("not now", with the engine's reason in why by lot), then Back
// (callBankBack). The cursor starts on the first lot.
func callBankLots(s *container.State) ([]prompt.Option[string], map[string]error) {
	var opts []prompt.Option[string]
	var refused []prompt.Option[string]
	why := map[string]error{}
	for _, pr := range s.Probes(container.CallBank) {
		if _, _, err := container.Apply(s, pr); err != nil {
			why[pr.Lot] = err
			refused = append(refused, prompt.Option[string]{Label: container.LotTitle(pr.Lot) + ": not now", Value: pr.Lot})
			continue
		}
		opts = append(opts, prompt.Option[string]{Label: bankLotLabel(s, pr.Lot), Value: pr.Lot})
	}
	opts = append(opts, refused...)
	return append(opts, prompt.Option[string]{Label: "Back", Value: callBankBack}), why
}

// callBankForm asks the Call Bank action (actions text, "Call Bank"; notes,
// "Off-Shore Bank"): the lot, then a cash bid for a container lot or the
// containers bid for a cash lot, and the order in which those containers
// go to the bank's container lots if the bid wins (the payer's choice).
// Lots the rules refuse now are listed last; choosing one prints the
// engine's reason.
func (t *Table) callBankForm(m container.Move) (Command, error) {
	s := t.room.State()
	p := s.Players[m.Player]
	opts, why := callBankLots(s)
	lot, err := prompt.Select(t.P, "Call Bank: which lot?", opts)
	if err != nil || lot == callBankBack {
		return Command{Kind: "none"}, err
	}
	if e, ok := why[lot]; ok {
		t.refused(e)
		return Command{Kind: "none"}, nil
	}
	m.Lot = lot
	need := s.BankMinBid(lot)
	if !strings.HasPrefix(lot, "cash-") {
		if p.Cash < need {
			t.refused(fmt.Errorf("a cash bid on %s must be at least $%d and %s has $%d in hand: %s (%s)", container.LotTitle(lot), need, p.Name, p.Cash, s.CashHint(m.Player, "choose another lot"), container.Cite("container-offshore-edition-notes.md, Off-Shore Bank")))
			return Command{Kind: "none"}, nil
		}
		n, err := t.askDollars(fmt.Sprintf("Cash bid on %s ($%d-$%d; locked on the bid tile until outbid or won)", container.LotTitle(lot), need, p.Cash), need, p.Cash)
		if err != nil {
			return Command{}, err
		}
		m.Amount = n
		return Command{Kind: "move", Move: m}, nil
	}
	var stake []container.Stake
	var sopts []prompt.Option[int]
	for _, d := range []string{container.DistrictFactory, container.DistrictHarbor} {
		store := p.FactoryStore
		if d == container.DistrictHarbor {
			store = p.WarehouseStore
		}
		for _, l := range store {
			sopts = append(sopts, prompt.Option[int]{Label: d + " " + lotText(s, l), Value: len(stake)})
			stake = append(stake, container.Stake{District: d, Color: l.Color, Price: l.Price})
		}
	}
	for {
		idx, err := prompt.MultiSelect(t.P, fmt.Sprintf("Containers to bid for %s (at least %d; reserve tokens hold their places)", container.LotTitle(lot), need), sopts, 0)
		if err != nil {
			return Command{}, err
		}
		if len(idx) == 0 {
			return Command{Kind: "none"}, nil
		}
		if len(idx) < need {
			t.say("A container bid must be at least %s; choose again (none to go back).", container.Count(need, "container"))
			continue
		}
		m.Stake = nil
		for _, i := range idx {
			m.Stake = append(m.Stake, stake[i])
		}
		break
	}
	m.Stake, err = t.orderForBank(m.Stake)
	return Command{Kind: "move", Move: m}, err
}

// orderForBank asks the payer in which order bid containers go to the
// bank's container lots when the bid wins: they are spread one at a time
// round-robin over lots I and II, and the payer chooses which colour goes
// where (notes, "Off-Shore Bank", Paying the Bank). Only asked when the
// colours differ.
func (t *Table) orderForBank(stake []container.Stake) ([]container.Stake, error) {
	s := t.room.State()
	r := s.Rules()
	var out []container.Stake
	rest := slices.Clone(stake)
	for len(rest) > 1 && slices.ContainsFunc(rest, func(x container.Stake) bool { return x.Color != rest[0].Color }) {
		var opts []prompt.Option[int]
		var seen []container.Color
		for i, x := range rest {
			if !slices.Contains(seen, x.Color) {
				seen = append(seen, x.Color)
				opts = append(opts, prompt.Option[int]{Label: r.ColorName(x.Color), Value: i})
			}
		}
		i, err := prompt.Select(t.P, fmt.Sprintf("If this bid wins, the bank spreads the containers over its container lots one at a time, round-robin. Which colour goes %s?", ordinal(len(out)+1)), opts)
		if err != nil {
			return nil, err
		}
		out = append(out, rest[i])
		rest = slices.Delete(rest, i, i+1)
	}
	return append(out, rest...), nil
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "first"
	case 2:
		return "second"
	case 3:
		return "third"
	}
	return fmt.Sprintf("%dth", n)
}

// askDollars asks an open (not hidden) whole number of dollars from lo to
// hi; bad answers are asked again with the range.
func (t *Table) askDollars(title string, lo, hi int) (int, error) {
	v, err := t.P.Input(title+":", "", func(v string) error {
		n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(v), "$"))
		if err != nil || n < lo || n > hi {
			return fmt.Errorf("type a whole number of dollars from %d to %d", lo, hi)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	n, _ := strconv.Atoi(strings.TrimPrefix(v, "$"))
	return n, nil
}

// offshoreDiscards asks, at the end of an Off-Shore game, each player whose
// island scoring area has a free tie for the most numerous colour which
// colour to discard (notes, "End and scoring"), suggesting the choice that
// costs least. A player who already chose is not asked again.
func (t *Table) offshoreDiscards() error {
	s := t.room.State()
	for i, p := range s.Players {
		if p.Discard != nil {
			continue
		}
		choices, best := s.DiscardChoices(i)
		if len(choices) == 0 {
			continue
		}
		r := s.Rules()
		var opts []prompt.Option[container.Color]
		for _, c := range choices {
			label := fmt.Sprintf("%s (%d)", r.ColorName(c), p.Island[c])
			if c == best {
				label += " (the best choice: it loses least)"
			}
			opts = append(opts, prompt.Option[container.Color]{Label: label, Value: c})
		}
		c, err := prompt.Select(t.P, fmt.Sprintf("%s, your scoring area has a tie for the most numerous colour: which colour do you discard?", p.Name), opts)
		if err != nil {
			return err
		}
		if !t.do(container.Move{Type: container.ChooseDiscard, Player: i, Color: c}) {
			return nil
		}
	}
	return nil
}

// offshoreLoan takes a loan for seat. With the Player Loans module, a loan
// asked in the middle of a delivery auction is first offered to the other
// players, in seating order from the borrower's left (actions text,
// "Bluffing" [More]; the module's terms are assumed, see
// engines/container/offshore_loans.go); only when nobody lends does it come
// from the supply.
func (t *Table) offshoreLoan(seat int) error {
	s := t.room.State()
	r := s.Rules()
	if !s.PlayerLoans || s.Phase != container.Auction {
		t.do(container.Move{Type: container.TakeLoan, Player: seat})
		return nil
	}
	n := len(s.Players)
	var opts []prompt.Option[int]
	for k := 1; k < n; k++ {
		i := (seat + k) % n
		if s.Players[i].Cash >= r.LoanAmount {
			opts = append(opts, prompt.Option[int]{Label: fmt.Sprintf("%s lends $%d", s.Players[i].Name, r.LoanAmount), Value: i})
		}
	}
	opts = append(opts, prompt.Option[int]{Label: fmt.Sprintf("Nobody lends: take the loan from the supply (+$%d)", r.LoanAmount), Value: -1},
		prompt.Option[int]{Label: "Back: no loan", Value: -2})
	who, err := prompt.Select(t.P, fmt.Sprintf("Player Loans: %s asks for a $%d loan in the middle of the auction. It is offered to the other players first: does anyone lend it?", s.Players[seat].Name, r.LoanAmount), opts)
	if err != nil {
		return prompt.Back(err)
	}
	switch who {
	case -2:
	case -1:
		t.do(container.Move{Type: container.TakeLoan, Player: seat})
	default:
		t.do(container.Move{Type: container.PlayerLoan, Player: seat, From: who})
	}
	return nil
}

// describeOffshore writes an Off-Shore move for the undo and redo messages
// in the edition's words and colours ("Ann called the bank: $3 on
// container lot I"); ok is false for a move worded as in classic. It never
// shows a sealed amount or a bluff count.
func describeOffshore(s *container.State, m container.Move, who string, other func(int) string, purchases func([]container.Purchase) string) (string, bool) {
	r := s.Rules()
	colours := func(cs []container.Color) string {
		var parts []string
		for _, c := range cs {
			parts = append(parts, r.ColorName(c))
		}
		if len(parts) == 0 {
			return "nothing"
		}
		return strings.Join(parts, ", ")
	}
	switch m.Type {
	case container.BuyFactory:
		c := r.ColorName(m.Color)
		return who + " built " + article(c) + " " + c + " factory", true
	case container.BuyWarehouse:
		return who + " built a warehouse", true
	case container.StockWarehouse:
		return who + " made a Factory Purchase of " + purchases(m.Buy) + " from " + other(m.From), true
	case container.BuyAtHarbor:
		return who + " made a Harbor Purchase of " + purchases(m.Buy), true
	case container.SailSea:
		return who + " sailed to the ocean", true
	case container.SailIsland:
		return who + " sailed to Container Island", true
	case container.SailBank:
		if len(m.Load) == 0 {
			return who + " sailed to the Off-Shore Bank", true
		}
		return who + " sailed to the Off-Shore Bank and loaded " + colours(m.Load), true
	case container.LoadHolding:
		return who + " loaded " + colours(m.Load) + " from the holding area", true
	case container.RepriceMove:
		return who + " repriced the " + m.District, true
	case container.CallBank:
		if strings.HasPrefix(m.Lot, "cash-") {
			var parts []string
			for _, st := range m.Stake {
				parts = append(parts, fmt.Sprintf("%s %s@%d", st.District, r.ColorName(st.Color), st.Price))
			}
			return fmt.Sprintf("%s called the bank: %s (%s) on %s", who, container.Count(len(m.Stake), "container"), strings.Join(parts, ", "), container.LotTitle(m.Lot)), true
		}
		if _, err := container.ParseBankLot(m.Lot); err != nil {
			return who + " called the bank", true
		}
		return fmt.Sprintf("%s called the bank: $%d on %s", who, m.Amount, container.LotTitle(m.Lot)), true
	case container.SeizeColor:
		return who + " picked " + r.ColorName(m.Color) + " for the bank to seize", true
	case container.ChooseDiscard:
		return who + "'s choice of colour to discard", true
	case container.Reject:
		return who + " bought the cargo out", true
	case container.PlayerLoan:
		return other(m.From) + " lent " + who + fmt.Sprintf(" $%d (Player Loans)", r.LoanAmount), true
	case container.RepayPlayer:
		return who + fmt.Sprintf(" paid back $%d to ", r.LoanAmount) + other(m.From), true
	case container.SetCard:
		return who + "'s scoring card", true
	}
	return "", false
}
