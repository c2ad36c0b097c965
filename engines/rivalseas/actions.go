package rivalseas

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/engines/rivalseas/seamap"
	"tallyman/engines/words"
)

// waiting says in one sentence what the game waits for.
func (s *State) waiting() string { return Current(s).Why }

// ---- setup choices (rival-seas.txt 4) ----

func (s *State) chooseBonus(m Move, ev *[]Event) error {
	p := s.Pending
	if s.Phase != PhaseBonus || p == nil || p.Kind != PendingBonus {
		return refuse("4 step 1", "bonus slots are chosen only at setup; now: %s", s.waiting())
	}
	if m.Player != p.Player {
		return refuse("4 step 1", "%s chooses a bonus slot now (the random stack of discs, top down), not %s", s.Name(p.Player), s.Name(m.Player))
	}
	slots := s.Side().BonusSlots
	if m.Slot < 0 || m.Slot >= len(slots) {
		return refuse("4 step 1", "bonus slot %d does not exist: slots run from 1 (leftmost) to %d", m.Slot+1, len(slots))
	}
	for i, q := range s.Players {
		if q.Bonus == m.Slot {
			return refuse("4 step 1", "bonus slot %d is already %s: each slot can only be taken once (free: %s)", m.Slot+1, words.Possessive(s.Name(i)), s.freeBonus())
		}
	}
	pl := &s.Players[m.Player]
	pl.Bonus = m.Slot
	pl.Credits += slots[m.Slot].Credits
	s.Bank += slots[m.Slot].Credits
	s.emit(ev, "bonus", m.Player, "%s takes bonus slot %d: %s, %s.", pl.Name, m.Slot+1, Plural(slots[m.Slot].Credits, "credit"), Plural(slots[m.Slot].NavigationPoints, "free navigation point"))
	for _, seat := range s.SetupOrder {
		if s.Players[seat].Bonus < 0 {
			s.Pending = &Pending{Kind: PendingBonus, Player: seat}
			return nil
		}
	}
	s.Phase = PhaseStart
	s.nextStart(ev)
	return nil
}

func (s *State) freeBonus() string {
	var out []string
	for i := range s.Side().BonusSlots {
		taken := false
		for _, p := range s.Players {
			taken = taken || p.Bonus == i
		}
		if !taken {
			out = append(out, fmt.Sprint(i+1)) // counted from 1, as the table does
		}
	}
	return strings.Join(out, ", ")
}

// nextStart asks the player on the leftmost bonus slot who has not yet
// moved onto the start slot for their company, or begins round 1.
func (s *State) nextStart(ev *[]Event) {
	best := -1
	for i, p := range s.Players {
		if p.Ship == "" && (best < 0 || p.Bonus < s.Players[best].Bonus) {
			best = i
		}
	}
	if best >= 0 {
		pts := s.Side().BonusSlots[s.Players[best].Bonus].NavigationPoints
		s.Pending = &Pending{Kind: PendingStart, Player: best, Points: pts}
		s.emit(ev, "pending", best, "%s moves onto the start slot and chooses a company.", s.Name(best))
		return
	}
	s.Pending = nil
	s.Phase = PhasePlay
	s.Active = s.Last()
	s.emit(ev, "round", -1, "Round 1 begins. %s is on top of the stack and starts.", s.Name(s.Active))
}

func (s *State) chooseStart(m Move, ev *[]Event) error {
	p := s.Pending
	if s.Phase != PhaseStart || p == nil || p.Kind != PendingStart {
		return refuse("4 step 2", "companies are chosen only at setup; now: %s", s.waiting())
	}
	if m.Player != p.Player {
		return refuse("4 step 2", "%s chooses a company now (bonus slots from the left), not %s", s.Name(p.Player), s.Name(m.Player))
	}
	c := m.Company.Index()
	if c < 0 {
		return refuse("4 step 2", "unknown company %q: the companies are %s", m.Company, companyKeys())
	}
	co := &s.Companies[c]
	if co.CEO >= 0 || s.ShipsAt(string(co.Key)) > 0 {
		return refuse("4 step 2", "%s was already chosen by %s: a company is available only if no other player has chosen it (available: %s)", s.CompanyName(c), s.chooser(c), s.availableCompanies())
	}
	want := min(p.Points, co.Reserve)
	if len(m.Nav) != want {
		return refuse("4 step 2", "place exactly %s (your bonus slot's), not %d", Plural(want, "free navigation point"), len(m.Nav))
	}
	pl := &s.Players[m.Player]
	b := s.Board
	if b.SetupSharesPaid {
		cost := b.SetupShares * co.Stock
		if pl.Credits < cost {
			return refuse("4 step 2", "the %s cost %s and you have %d", Plural(b.SetupShares, "setup share"), Plural(cost, "credit"), pl.Credits)
		}
		pl.Credits -= cost
		co.Treasury += cost
	}
	for _, op := range m.Nav {
		if op.Company != "" && op.Company != co.Key {
			return refuse("4 step 2", "the free navigation points come from the reserve of %s, the company you chose, not %s", s.CompanyName(c), op.Company)
		}
		if op.From != "" {
			return refuse("4 step 2", "the free navigation points are placed, not moved")
		}
		if op.Terrain != seamap.Sea && op.Terrain != seamap.Sandbank {
			return refuse("4 step 2", "free navigation points go on an unoccupied plain sea or sandbank hex, not %q", op.Terrain)
		}
		co.Reserve--
		*co.Field.At(op.Terrain)++
	}
	pl.Ship = string(co.Key)
	pl.Shares[c] = b.SetupShares
	s.Arrivals++
	pl.Arrived = s.Arrivals
	pl.Pos = 0
	s.updateCEO(c, ev)
	s.emit(ev, "start", m.Player, "%s moves onto the start slot, takes %s (ship at its port, %s, CEO) and places %s.", pl.Name, s.CompanyName(c), Plural(b.SetupShares, "share"), Plural(len(m.Nav), "free navigation point"))
	s.nextStart(ev)
	return nil
}

// chooser names who chose company c at setup: its CEO, else the players
// whose ships are at its port.
func (s *State) chooser(c int) string {
	if ceo := s.Companies[c].CEO; ceo >= 0 {
		return s.Name(ceo)
	}
	var at []string
	for i, p := range s.Players {
		if p.Ship == string(s.Companies[c].Key) {
			at = append(at, s.Name(i))
		}
	}
	return strings.Join(at, " and ")
}

func (s *State) availableCompanies() string {
	var out []string
	for i, c := range s.Companies {
		if c.CEO < 0 && s.ShipsAt(string(c.Key)) == 0 {
			out = append(out, string(CompanyIDs[i]))
		}
	}
	return strings.Join(out, ", ")
}

// ---- turns (rival-seas.txt 5.1, 5.2) ----

// mustAct checks that m is the active player's during the rounds with no
// pending step.
func (s *State) mustAct(m Move, section string) error {
	if s.Phase != PhasePlay || s.Pending != nil {
		return refuse(section, "not now: %s", s.waiting())
	}
	if m.Player != s.Active {
		return refuse("5.1", "it is %s turn, not %s: %s", words.Possessive(s.Name(s.Active)), words.Possessive(s.Name(m.Player)), s.waiting())
	}
	return nil
}

func (s *State) endTurn(m Move, ev *[]Event) error {
	if err := s.mustAct(m, "5.1"); err != nil {
		return err
	}
	p := &s.Players[m.Player]
	L := s.Track()
	if p.Pos < L && s.Last() == m.Player {
		return refuse("5.1", "%s is still in last position on the timetrack (slot %d): take an action; a turn may end early only when no longer last", p.Name, p.Pos)
	}
	if p.Pos == L {
		s.emit(ev, "end_turn", m.Player, "%s ends their round on the start slot.", p.Name)
	} else {
		s.emit(ev, "end_turn", m.Player, "%s ends their turn.", p.Name)
	}
	if p.Pos == L && s.PayoutDue {
		s.PayoutDue = false
		s.emit(ev, "payout_start", -1, "Company payout (the first disc finished its turn on the start slot).")
		s.runPayout(0, ev)
		return nil
	}
	s.nextTurn(ev)
	return nil
}

// nextTurn gives the turn to the disc in last position, or ends the round.
func (s *State) nextTurn(ev *[]Event) {
	L := s.Track()
	done := true
	for _, p := range s.Players {
		done = done && p.Pos == L
	}
	if !done {
		s.Active = s.Last()
		p := s.Players[s.Active]
		s.emit(ev, "turn", s.Active, "%s turn: in last position on the timetrack (slot %d of %d).", words.Possessive(p.Name), p.Pos, L)
		return
	}
	s.Active = -1
	if s.Round >= s.Board.Rounds {
		s.Phase = PhaseOver
		res := FinalScore(s)
		won := ""
		if len(res.TieBreaks) > 0 && len(res.Winners) == 1 && res.TieBreaks[0].Ahead == res.Winners[0] {
			won = " " + res.TieBreaks[0].Text
		}
		s.emit(ev, "game_over", -1, "Round %d is over: the game ends. Winner: %s.%s", s.Round, strings.Join(res.Winners, " and "), won)
		return
	}
	s.Round++
	for i := range s.Players {
		s.Players[i].Pos = 0
	}
	s.Halfway, s.StartDone, s.PayoutDue = false, false, false
	s.Active = s.Last()
	s.emit(ev, "round", -1, "Round %d begins. %s is on top of the stack and starts.", s.Round, s.Name(s.Active))
}

// ---- actions costing time (rival-seas.txt 5.3) ----

func (s *State) action(m Move, ev *[]Event) error {
	if err := s.mustAct(m, "5.3"); err != nil {
		return err
	}
	p := &s.Players[m.Player]
	L := s.Track()
	if p.Pos == L {
		return refuse("5.2", "%s is back on the start slot: only free actions remain, then end the turn", p.Name)
	}
	if m.Type == MoveNavigation && (len(m.Nav) < 1 || len(m.Nav) > 2) {
		return refuse("5.3", "Place or Move Navigation Points handles 1 or 2 points, not %d", len(m.Nav))
	}
	cost := s.Board.ActionTime(m)
	if left := L - p.Pos; cost > left {
		return refuse("5.2", "an action may not take your disc past the start slot (%s left, %s costs %d)", Plural(left, "slot"), actionName(m), cost)
	}
	var err error
	switch m.Type {
	case MoveFunding:
		p.Credits++
		s.Bank++
		s.emit(ev, "funding", m.Player, "%s takes 1 credit (Funding).", p.Name)
	case MoveLoad:
		err = s.load(m, ev)
	case MoveProduce:
		err = s.produce(m, ev)
	case MoveNavigation:
		err = s.navigation(m, ev)
	case MoveInvest:
		err = s.invest(m, ev)
	case MoveShares:
		err = s.shares(m, ev)
	case MoveAdvertise:
		err = s.advertise(m, ev)
	}
	if err != nil {
		return err
	}
	// Move the disc (5.2), then the triggers (6), then whose turn.
	ahead := s.othersAhead(m.Player)
	p.Pos += cost
	s.Arrivals++
	p.Arrived = s.Arrivals
	s.afterAction(m.Player, ahead, 0, ev)
	return nil
}

// afterAction runs what follows a disc's move from stage on: the halfway
// production (stage 0), the start-slot production (stage 1), then whose
// turn it is (stage 2). ahead is the progress of the disc in first
// position before the move. A production waiting for its bag draw
// (State.Production) stops here; the draw goes on from the next stage.
func (s *State) afterAction(seat, ahead, stage int, ev *[]Event) {
	p := &s.Players[seat]
	L := s.Track()
	if h := s.Side().Halfway; stage < 1 && h > 0 && !s.Halfway && p.Pos >= h {
		s.Halfway = true
		if s.produceContainers(ev, fmt.Sprintf("%s disc reached the halfway point first", words.Possessive(p.Name))) {
			s.Production.Seat, s.Production.Ahead, s.Production.Stage = seat, ahead, 1
			return
		}
	}
	if stage < 2 && p.Pos == L && !s.StartDone {
		s.StartDone, s.PayoutDue = true, true
		if s.produceContainers(ev, fmt.Sprintf("%s disc reached the start slot first", words.Possessive(p.Name))) {
			s.Production.Seat, s.Production.Ahead, s.Production.Stage = seat, ahead, 2
			return
		}
	}
	if p.Pos == L {
		s.emit(ev, "start_slot", seat, "%s is back on the start slot: free actions, then end the turn.", p.Name)
		return
	}
	if p.Pos > ahead {
		s.emit(ev, "turn_over", seat, "%s moved past the disc in first position: the turn ends (no free actions).", p.Name)
		s.nextTurn(ev)
	}
}

func actionName(m Move) string {
	switch m.Type {
	case MoveFunding:
		return "Funding"
	case MoveLoad:
		return "Load a Container"
	case MoveProduce:
		return "Produce a Container"
	case MoveNavigation:
		if len(m.Nav) == 1 {
			return "Place or Move 1 Navigation Point"
		}
		return fmt.Sprintf("Place or Move %d Navigation Points", len(m.Nav))
	case MoveInvest:
		return "Invest"
	case MoveShares:
		return "Buy and/or Sell a Share"
	case MoveAdvertise:
		return "Advertise"
	}
	return string(m.Type)
}

func (s *State) company(id CompanyID, section string) (int, error) {
	c := id.Index()
	if c < 0 {
		return 0, refuse(section, "unknown company %q: the companies are %s", id, companyKeys())
	}
	return c, nil
}

func (s *State) load(m Move, ev *[]Event) error {
	p := &s.Players[m.Player]
	c := CompanyID(p.Ship).Index()
	if c < 0 {
		return refuse("5.3 Load a Container", "containers are loaded at a company port; %s ship is at %s", words.Possessive(p.Name), s.PortName(p.Ship))
	}
	n := max(m.Count, 1)
	most := s.Board.Load
	if p.Has(LoadingUpgrade) {
		most = s.Board.LoadUpgraded
	}
	if n > most {
		return refuse("5.3 Load a Container", "%s per action at most (%d with the Loading upgrade), not %d", Plural(most, "container"), s.Board.LoadUpgraded, n)
	}
	if h := s.Companies[c].Hex; h < n {
		return refuse("5.3 Load a Container", "%s company hex holds %s, not %d", words.Possessive(s.CompanyName(c)), Plural(h, "container"), n)
	}
	if free := s.Capacity(m.Player) - p.Cargo.Total(); free < n {
		return refuse("5.3 Load a Container", "the ship has %s, not %d", Plural(free, "free cargo slot"), n)
	}
	s.Companies[c].Hex -= n
	p.Cargo[c] += n
	s.emit(ev, "load", m.Player, "%s loads %s at %s.", p.Name, Plural(n, s.Board.Companies[c].Colour+" container"), s.CompanyName(c))
	return nil
}

func (s *State) produce(m Move, ev *[]Event) error {
	c, err := s.company(m.Company, "5.3 Produce a Container")
	if err != nil {
		return err
	}
	p := s.Players[m.Player]
	n := max(m.Count, 1)
	most := s.Board.Produce
	if p.Has(ProductionUpgrade) {
		most = s.Board.ProduceUpgraded
	}
	if n > most {
		return refuse("5.3 Produce a Container", "%s per action at most (%d with the Production upgrade), not %d", Plural(most, "container"), s.Board.ProduceUpgraded, n)
	}
	if s.Bag[c] < n {
		return refuse("5.3 Produce a Container", "the bag holds %s, not %d", Plural(s.Bag[c], s.Board.Companies[c].Colour+" container"), n)
	}
	if h := s.Companies[c].Hex; h+n > s.Board.HexCap {
		return refuse("5.3 Produce a Container", "a company hex holds at most %s; %s has %d", Plural(s.Board.HexCap, "container"), words.Possessive(s.CompanyName(c)), h)
	}
	s.Bag[c] -= n
	s.Companies[c].Hex += n
	s.emit(ev, "produce", m.Player, "%s produces %s at %s.", p.Name, Plural(n, s.Board.Companies[c].Colour+" container"), s.CompanyName(c))
	return nil
}

// NavTerrains are the terrains seat may put a navigation point on in s,
// in menu order (rival-seas.txt 5.3, "Place or Move Navigation Points";
// "Anatomy of a Sea Tile"): sea and sandbank; rocks only with the
// Navigation expert investment; port only in a game set up with
// Options.PortNavigation. A seat outside the game gets sea and sandbank.
func (s *State) NavTerrains(seat int) []seamap.Terrain {
	var out []seamap.Terrain
	for _, t := range navTerrains {
		if t == seamap.Rocks && (seat < 0 || seat >= len(s.Players)) {
			continue
		}
		if _, err := s.navCost(seat, t); err == nil {
			out = append(out, t)
		}
	}
	return out
}

// navCost is the cost in credits of a point on terrain t for seat, or an
// error naming why it may not go there.
func (s *State) navCost(seat int, t seamap.Terrain) (int, error) {
	const sec = "5.3 Place or Move Navigation Points"
	b := s.Board
	switch t {
	case seamap.Sea:
		return b.NavCost.Sea, nil
	case seamap.Sandbank:
		return b.NavCost.Sandbank, nil
	case seamap.Rocks:
		if !s.Players[seat].Has(NavigationExpert) {
			return 0, refuse("Anatomy of a Sea Tile", "rocks hold navigation points only for a player with the Navigation expert investment")
		}
		return b.NavCost.Rocks, nil
	case PortTerrain, seamap.TownPort, seamap.CompanyPort:
		if !s.Options.PortNavigation {
			return 0, refuse("5.4 Navigation Points", "ports may not contain navigation points (the game was set up without the port option)")
		}
		return b.NavCost.Port, nil
	}
	return 0, refuse(sec, "a navigation point goes on sea, sandbank, rocks (Navigation expert) or port (if allowed), not %q", t)
}

func (s *State) navigation(m Move, ev *[]Event) error {
	const sec = "5.3 Place or Move Navigation Points"
	p := s.Players[m.Player]
	for _, op := range m.Nav {
		c, err := s.company(op.Company, sec)
		if err != nil {
			return err
		}
		co := &s.Companies[c]
		cost, err := s.navCost(m.Player, op.Terrain)
		if err != nil {
			return err
		}
		if op.From == "" {
			if p.Shares[c] < 1 {
				return refuse(sec, "%s holds no share of %s: a point may be placed only for a company you own at least 1 share of", p.Name, s.CompanyName(c))
			}
			if co.Reserve < 1 {
				return refuse(sec, "%s has no navigation points left in its reserve", s.CompanyName(c))
			}
		} else {
			if co.CEO != m.Player {
				return refuse(sec, "only the CEO of %s may move its navigation points", s.CompanyName(c))
			}
			from := co.Field.At(op.From)
			if from == nil || *from < 1 {
				return refuse(sec, "%s has no navigation point on %s to move", s.CompanyName(c), op.From)
			}
		}
		if co.Treasury < cost {
			return refuse(sec, "%s treasury holds %s; the point on %s costs %d (paid by the company, not the player)", words.Possessive(s.CompanyName(c)), Plural(co.Treasury, "credit"), op.Terrain, cost)
		}
		co.Treasury -= cost
		s.Bank -= cost
		if op.From == "" {
			co.Reserve--
			*co.Field.At(op.Terrain)++
			s.emit(ev, "navigation", m.Player, "%s places a %s navigation point on %s (%s from its treasury).", p.Name, s.CompanyName(c), op.Terrain, Plural(cost, "credit"))
		} else {
			*co.Field.At(op.From)--
			*co.Field.At(op.Terrain)++
			s.emit(ev, "navigation", m.Player, "%s moves a %s navigation point from %s to %s (%s from its treasury).", p.Name, s.CompanyName(c), op.From, op.Terrain, Plural(cost, "credit"))
		}
	}
	return nil
}

func (s *State) invest(m Move, ev *[]Event) error {
	const sec = "5.3 Invest"
	side := s.Side()
	col := slices.IndexFunc(side.Invest, func(c InvestColumn) bool { return c.Upgrade == m.Upgrade })
	if col < 0 {
		return refuse(sec, "unknown investment %q: the columns are Cargo space, Production upgrade, Navigation expert and Loading upgrade", m.Upgrade)
	}
	p := &s.Players[m.Player]
	if slices.Contains(s.Invest[col], m.Player) {
		return refuse(sec, "%s already has a disc in the %s column: one per column per player", p.Name, m.Upgrade.Name())
	}
	row := len(s.Invest[col])
	if row >= len(side.Invest[col].Costs) {
		return refuse(sec, "the %s column is full", m.Upgrade.Name())
	}
	cost := side.Invest[col].Costs[row]
	if p.Credits < cost {
		return refuse(sec, "the top free slot of %s costs %s and %s has %d", m.Upgrade.Name(), Plural(cost, "credit"), p.Name, p.Credits)
	}
	target := -1
	if m.Upgrade == NavigationExpert && m.Company != "" {
		c, err := s.company(m.Company, sec)
		if err != nil {
			return err
		}
		if s.Companies[c].CEO != m.Player {
			return refuse(sec, "Navigation expert adds points to a company you are CEO of; %s is not CEO of %s", p.Name, s.CompanyName(c))
		}
		target = c
	} else if m.Company != "" {
		return refuse(sec, "only Navigation expert names a company")
	}
	p.Credits -= cost
	s.Bank -= cost
	s.Invest[col] = append(s.Invest[col], m.Player)
	if p.Upgrades == nil {
		p.Upgrades = map[Upgrade]bool{}
	}
	p.Upgrades[m.Upgrade] = true
	s.emit(ev, "invest", m.Player, "%s invests in %s for %s.", p.Name, m.Upgrade.Name(), Plural(cost, "credit"))
	if target >= 0 {
		co := &s.Companies[target]
		n := min(s.Board.ExpertPoints, co.Extra)
		co.Extra -= n
		co.Reserve += n
		if n == 0 {
			s.emit(ev, "invest", m.Player, "No navigation point of %s is left beside the Invest board: none joins its reserve.", s.CompanyName(target))
		} else {
			s.emit(ev, "invest", m.Player, "%s from beside the Invest board %s %s reserve.", Plural(n, "navigation point"), map[bool]string{true: "joins", false: "join"}[n == 1], words.Possessive(s.CompanyName(target)))
		}
	}
	return nil
}

func (s *State) shares(m Move, ev *[]Event) error {
	const sec = "5.3 Buy and/or Sell a Share"
	if m.Buy == "" && m.Sell == "" {
		return refuse(sec, "name a company to buy and/or one to sell")
	}
	if m.Buy != "" && m.Buy == m.Sell {
		return refuse(sec, "a player may buy and sell in one action, but not of the same company")
	}
	steps := []func() error{}
	if m.Buy != "" {
		steps = append(steps, func() error { return s.buy(m.Player, m.Buy, ev) })
	}
	if m.Sell != "" {
		sell := func() error { return s.sell(m.Player, m.Sell, ev) }
		if m.SellFirst {
			steps = append([]func() error{sell}, steps...)
		} else {
			steps = append(steps, sell)
		}
	}
	for _, f := range steps {
		if err := f(); err != nil {
			return err
		}
	}
	return nil
}

func (s *State) buy(seat int, id CompanyID, ev *[]Event) error {
	const sec = "5.3 Buy and/or Sell a Share"
	c, err := s.company(id, sec)
	if err != nil {
		return err
	}
	p := &s.Players[seat]
	co := &s.Companies[c]
	if s.SharesLeft(c) < 1 {
		return refuse(sec, "no share of %s is left on the Shares Display", s.CompanyName(c))
	}
	if p.Credits < co.Stock {
		return refuse(sec, "a share of %s costs %s and %s has %d", s.CompanyName(c), Plural(co.Stock, "credit"), p.Name, p.Credits)
	}
	price := co.Stock
	p.Credits -= price
	co.Treasury += price
	p.Shares[c]++
	s.emit(ev, "buy", seat, "%s buys a share of %s for %s (to its treasury).", p.Name, s.CompanyName(c), Plural(price, "credit"))
	s.stockStep(c, +1, ev)
	s.updateCEO(c, ev)
	return nil
}

func (s *State) sell(seat int, id CompanyID, ev *[]Event) error {
	const sec = "5.3 Buy and/or Sell a Share"
	c, err := s.company(id, sec)
	if err != nil {
		return err
	}
	p := &s.Players[seat]
	co := &s.Companies[c]
	if p.Shares[c] < 1 {
		return refuse(sec, "%s holds no share of %s", p.Name, s.CompanyName(c))
	}
	if co.Treasury < co.Stock {
		return refuse(sec, "%s treasury holds %s and a share is worth %d: no sale", words.Possessive(s.CompanyName(c)), Plural(co.Treasury, "credit"), co.Stock)
	}
	price := co.Stock
	co.Treasury -= price
	p.Credits += price
	p.Shares[c]--
	s.emit(ev, "sell", seat, "%s sells a share of %s for %s (from its treasury).", p.Name, s.CompanyName(c), Plural(price, "credit"))
	s.stockStep(c, -1, ev)
	s.updateCEO(c, ev)
	return nil
}

// stockStep moves company c's stock value by d (+1 or -1) within
// Board.Stock (rival-seas.txt 5.3, 5.4, 6).
func (s *State) stockStep(c, d int, ev *[]Event) {
	co := &s.Companies[c]
	v := min(max(co.Stock+d, s.Board.Stock.Min), s.Board.Stock.Max)
	if v == co.Stock {
		s.emit(ev, "stock", -1, "%s stock value stays at %d (the end of its track).", words.Possessive(s.CompanyName(c)), v)
		return
	}
	co.Stock = v
	s.emit(ev, "stock", -1, "%s stock value moves to %d.", words.Possessive(s.CompanyName(c)), v)
}

// updateCEO applies "Becoming CEO" (rival-seas.txt 5.3) to company c after
// a change of shares: the CEO keeps the badge on a tie while holding at
// least Board.CEOMinShares; otherwise it goes to the sole majority holder
// with at least that many, or back to the supply.
func (s *State) updateCEO(c int, ev *[]Event) {
	co := &s.Companies[c]
	most, holders := 0, []int{}
	for i, p := range s.Players {
		switch n := p.Shares[c]; {
		case n > most:
			most, holders = n, []int{i}
		case n == most && n > 0:
			holders = append(holders, i)
		}
	}
	need := s.Board.CEOMinShares
	old := co.CEO
	switch {
	case old >= 0 && s.Players[old].Shares[c] >= need && s.Players[old].Shares[c] == most:
		return
	case len(holders) == 1 && most >= need:
		co.CEO = holders[0]
	default:
		co.CEO = -1
	}
	if co.CEO == old {
		return
	}
	if co.CEO >= 0 {
		s.emit(ev, "ceo", co.CEO, "%s becomes CEO of %s.", s.Name(co.CEO), s.CompanyName(c))
	} else {
		s.emit(ev, "ceo", old, "%s has no CEO: its badge goes back to the supply.", s.CompanyName(c))
	}
}

func (s *State) advertise(m Move, ev *[]Event) error {
	if m.Slot < 0 || m.Slot+1 >= len(s.Demand) {
		return refuse("5.3 Advertise", "swap demand slots n and n+1 (counted from 1, the leftmost) with n from 1 to %d, not %d", len(s.Demand)-1, m.Slot+1)
	}
	s.Demand[m.Slot], s.Demand[m.Slot+1] = s.Demand[m.Slot+1], s.Demand[m.Slot]
	s.emit(ev, "advertise", m.Player, "%s swaps demand slots %d and %d: now %s.", s.Name(m.Player), m.Slot+1, m.Slot+2, s.DescribeList(s.Demand))
	return nil
}

// ---- free actions (rival-seas.txt 5.4) ----

func (s *State) free(m Move, ev *[]Event) error {
	if err := s.mustAct(m, "5.4"); err != nil {
		return err
	}
	p := &s.Players[m.Player]
	if p.Pos < s.Track() && s.strictlyFirst(m.Player) {
		return refuse("5.4", "%s disc is in first position on the timetrack: no more free actions this turn", words.Possessive(p.Name))
	}
	switch m.Type {
	case MoveDump:
		if p.Cargo.Total() == 0 {
			return refuse("5.4 Dump containers", "%s ship carries no containers", words.Possessive(p.Name))
		}
		for c, n := range p.Cargo {
			s.Bag[c] += n
		}
		s.emit(ev, "dump", m.Player, "%s dumps %s back into the bag.", p.Name, s.DescribeCounts(p.Cargo))
		p.Cargo = Counts{}
		return nil
	case MoveSail:
		return s.sail(m, ev)
	}
	return s.deliver(m, ev)
}

// port returns the canonical name of a port (a company key or a town in
// play), or an error listing the ports.
func (s *State) port(name string) (string, error) {
	k := normal(name)
	for _, c := range CompanyIDs {
		if k == normal(string(c)) {
			return string(c), nil
		}
	}
	for _, t := range s.Towns {
		if k == normal(t.Name) {
			return t.Name, nil
		}
	}
	names := []string{companyKeys()}
	for _, t := range s.Towns {
		names = append(names, t.Name)
	}
	return "", refuse("5.4 Set sail", "unknown port %q: the ports are %s", name, strings.Join(names, ", "))
}

// LegFee returns the credits each company is owed for leg by seat
// (rival-seas.txt 5.4, "Set sail"): per company, its points on the route
// less the seat's shares in it, never below 0.
func (s *State) LegFee(seat int, leg Leg) (Counts, error) {
	var used, fee Counts
	for _, id := range leg.Points {
		c := id.Index()
		if c < 0 {
			return fee, refuse("5.4 Set sail", "unknown company %q among the route's points: the companies are %s", id, companyKeys())
		}
		used[c]++
	}
	for c, n := range used {
		if n > s.Companies[c].Field.Total() {
			return fee, refuse("5.4 Set sail", "the route uses %s but only %d %s on the playing field", Plural(n, s.CompanyName(c)+" point"), s.Companies[c].Field.Total(), map[bool]string{true: "is", false: "are"}[s.Companies[c].Field.Total() == 1])
		}
		fee[c] = max(0, n-s.Players[seat].Shares[c])
	}
	return fee, nil
}

func (s *State) sail(m Move, ev *[]Event) error {
	const sec = "5.4 Set sail"
	p := &s.Players[m.Player]
	if len(m.Legs) == 0 {
		return refuse(sec, "give at least one port-to-port movement")
	}
	for i, leg := range m.Legs {
		to, err := s.port(leg.To)
		if err != nil {
			return err
		}
		if to == p.Ship {
			return refuse(sec, "movement %d ends where the ship already is (%s)", i+1, s.PortName(to))
		}
		if least := s.Board.MinLegPoints(); len(leg.Points) < least {
			used := "no navigation point"
			if len(leg.Points) > 0 {
				used = Plural(len(leg.Points), "navigation point")
			}
			return refuse(sec, "movement %d uses %s: ports have at least %s between them (Setup step 1) and every hex of a route holds a point, so a movement uses at least %d", i+1, used, Plural(least, "hex"), least)
		}
		if n := s.ShipsAt(to); n >= s.Board.MaxShipsPerPort {
			return refuse(sec, "%s already holds %s: a ship may sail through but not end its movement there", s.PortName(to), Plural(n, "ship"))
		}
		fee, err := s.LegFee(m.Player, leg)
		if err != nil {
			return err
		}
		if t := fee.Total(); t > p.Credits {
			return refuse(sec, "movement %d to %s costs %s and %s has %d", i+1, s.PortName(to), Plural(t, "credit"), p.Name, p.Credits)
		}
		var paid []string
		for c, f := range fee {
			if f > 0 {
				p.Credits -= f
				s.Companies[c].Treasury += f
				paid = append(paid, fmt.Sprintf("%d to %s", f, s.CompanyName(c)))
			}
		}
		from := p.Ship
		p.Ship = to
		if len(paid) == 0 {
			paid = []string{"nothing (every point covered by shares)"}
		}
		s.emit(ev, "sail", m.Player, "%s sails from %s to %s, paying %s.", p.Name, s.PortName(from), s.PortName(to), strings.Join(paid, ", "))
	}
	return nil
}

func (s *State) deliver(m Move, ev *[]Event) error {
	const sec = "5.4 Deliver containers at a town"
	p := &s.Players[m.Player]
	ti := slices.IndexFunc(s.Towns, func(t TownState) bool { return t.Name == p.Ship })
	if ti < 0 {
		return refuse(sec, "containers are delivered at a town port; %s ship is at %s", words.Possessive(p.Name), s.PortName(p.Ship))
	}
	t := &s.Towns[ti]
	if t.Demand == "" {
		return refuse(sec, "%s has no demand marker", t.Name)
	}
	c := t.Demand.Index()
	n := p.Cargo[c]
	if n == 0 {
		return refuse(sec, "%s demands %s and %s ship carries no %s (its cargo: %s)", t.Name, s.colour(t.Demand), words.Possessive(p.Name), s.colour(t.Demand), s.DescribeCounts(p.Cargo))
	}
	value := s.Market[c]
	p.Cargo[c] = 0
	p.Credits += value * n
	s.Bank += value * n
	s.Lines[c] += n
	s.emit(ev, "deliver", m.Player, "%s delivers %s to %s for %s (%d x %d).", p.Name, Plural(n, s.colour(t.Demand)+" container"), t.Name, Plural(value*n, "credit"), n, value)
	s.adjustMarket(ev)
	s.trimLines(ev)
	old := t.Demand
	if len(s.Demand) > 0 {
		t.Demand = s.Demand[0]
		s.Demand = append(s.Demand[1:], old)
		s.emit(ev, "demand", -1, "%s now demands %s; demand slots: %s.", t.Name, s.colour(t.Demand), s.DescribeList(s.Demand))
	}
	return nil
}

// adjustMarket applies 5.4 "Adjust the Container market": the most common
// colour(s) in the container lines lose 1, the least common (absent
// colours count as least common) gain 1, ties all move; when every colour
// is tied (most = least) nothing moves (a rules decision: docs/rules-decisions.md). A value
// reaching the top or already there when it would rise lifts the stock
// value 1; reaching the bottom or already there when it would fall lowers
// it 1.
func (s *State) adjustMarket(ev *[]Event) {
	most, least := s.Lines[0], s.Lines[0]
	for _, n := range s.Lines {
		most, least = max(most, n), min(least, n)
	}
	if most == least {
		s.emit(ev, "market", -1, "All colours are tied in the container lines: the market does not move.")
		return
	}
	b := s.Board
	for c, n := range s.Lines {
		switch n {
		case most:
			if s.Market[c] > b.Market.Min {
				s.Market[c]--
			}
			s.emit(ev, "market", -1, "%s containers are the most common: market value %d.", words.Capital(b.Companies[c].Colour), s.Market[c])
			if s.Market[c] == b.Market.Min {
				s.stockStep(c, -1, ev)
			}
		case least:
			if s.Market[c] < b.Market.Max {
				s.Market[c]++
			}
			s.emit(ev, "market", -1, "%s containers are the least common: market value %d.", words.Capital(b.Companies[c].Colour), s.Market[c])
			if s.Market[c] == b.Market.Max {
				s.stockStep(c, +1, ev)
			}
		}
	}
}

// trimLines removes containers from the container lines that hold more
// than Board.LineSpaces, once the prices are adjusted (rival-seas.txt,
// Summary of Play, Deliveries: "Adjust prices -> Remove containers if
// necessary"): by Board.LineFull the whole line, or the containers beyond
// the spaces, go back into the bag. 0 spaces removes nothing.
func (s *State) trimLines(ev *[]Event) {
	spaces := s.Board.LineSpaces
	if spaces <= 0 {
		return
	}
	for c, n := range s.Lines {
		if n <= spaces {
			continue
		}
		out, what := n, "all "+fmt.Sprint(n)
		if s.Board.LineFull == LineExcess {
			out = n - spaces
			what = fmt.Sprintf("the %s beyond them", Plural(out, "container"))
		}
		s.Lines[c] -= out
		s.Bag[c] += out
		s.emit(ev, "lines", -1, "The %s container line holds %s, more than its %s: %s go back into the bag.", s.Board.Companies[c].Colour, Plural(n, "container"), Plural(spaces, "space"), what)
	}
}

// ---- production and payout (rival-seas.txt 6) ----

// produceContainers moves the market slots' containers to their company
// hexes (at most Board.HexCap each), refills the slots from the bag, then
// puts the excess back in the bag (no replacement drawn for it). With the
// group's own bag (Options.Bag) the refill waits for a MoveDraw: it
// returns true with State.Production and the PendingDraw set.
func (s *State) produceContainers(ev *[]Event, why string) bool {
	var placed, excess Counts
	for _, id := range s.Slots {
		c := id.Index()
		if s.Companies[c].Hex < s.Board.HexCap {
			s.Companies[c].Hex++
			placed[c]++
		} else {
			excess[c]++
		}
	}
	s.Slots = nil
	if need := min(s.Board.MarketSlots.Of(len(s.Players)), s.Bag.Total()); s.Options.Bag.Typed() && need > 0 {
		s.Production = &Production{Why: why, Placed: placed, Excess: excess}
		s.emit(ev, "production_start", -1, "Container production (%s): %s to the company hexes%s.", why, s.DescribeCounts(placed), excessText(s, excess))
		s.askDraw(DrawProduction, s.Board.MarketSlots.Of(len(s.Players)), s.Active, ev)
		return true
	}
	s.refill()
	s.finishProduction(why, placed, excess, ev)
	return false
}

// excessText says the containers a full hex could not take, or nothing.
func excessText(s *State, excess Counts) string {
	if excess.Total() == 0 {
		return ""
	}
	return fmt.Sprintf("; %s kept aside (company hexes full)", s.DescribeCounts(excess))
}

// finishProduction puts the excess back in the bag once the slots are
// refilled and tells the production.
func (s *State) finishProduction(why string, placed, excess Counts, ev *[]Event) {
	for c, n := range excess {
		s.Bag[c] += n
	}
	text := fmt.Sprintf("Container production (%s): %s to the company hexes", why, s.DescribeCounts(placed))
	if excess.Total() > 0 {
		text += fmt.Sprintf("; %s back to the bag (company hexes full)", s.DescribeCounts(excess))
	}
	s.emit(ev, "production", -1, "%s; new market slots: %s.", text, s.DescribeList(s.Slots))
	last := &(*ev)[len(*ev)-1]
	last.Placed, last.Excess = &placed, &excess
}

// runPayout pays companies from, in stock-market order, stopping at a
// CEO's dividend choice (State.Pending); when all are paid the turns go on.
func (s *State) runPayout(from int, ev *[]Event) {
	b := s.Board
	for c := from; c < NumCompanies; c++ {
		co := &s.Companies[c]
		name := s.CompanyName(c)
		if co.CEO < 0 {
			s.emit(ev, "payout", -1, "%s has no CEO: no wage, no dividend.", name)
			s.stockStep(c, -1, ev)
			continue
		}
		w := b.Wage(co.Stock)
		if co.Treasury < w {
			s.emit(ev, "payout", co.CEO, "%s treasury (%d) cannot pay the CEO wage of %d: no wage, no dividend.", words.Possessive(name), co.Treasury, w)
			s.stockStep(c, -1, ev)
			continue
		}
		co.Treasury -= w
		s.Players[co.CEO].Credits += w
		s.emit(ev, "payout", co.CEO, "%s pays its CEO %s a wage of %d (stock value %d).", name, s.Name(co.CEO), w, co.Stock)
		out := s.Outstanding(c)
		most := b.DividendMax
		if out > 0 {
			most = min(most, co.Treasury/out)
		}
		if most == 0 {
			s.emit(ev, "payout", co.CEO, "%s treasury (%d) cannot pay 1 credit on each of %s: no dividend.", words.Possessive(name), co.Treasury, Plural(out, "share"))
			s.stockStep(c, -1, ev)
			continue
		}
		s.Payout = c
		s.Active = -1
		s.Pending = &Pending{Kind: PendingDividend, Player: co.CEO, Company: co.Key, Max: most}
		s.emit(ev, "pending", co.CEO, "%s, CEO of %s, declares a dividend of 0 to %d per share.", s.Name(co.CEO), name, most)
		return
	}
	s.Pending = nil
	s.emit(ev, "payout", -1, "The company payout is over.")
	s.nextTurn(ev)
}

func (s *State) dividend(m Move, ev *[]Event) error {
	const sec = "6 Company Payout"
	p := s.Pending
	if p == nil || p.Kind != PendingDividend {
		return refuse(sec, "dividends are declared only during a company payout; now: %s", s.waiting())
	}
	if m.Player != p.Player {
		return refuse(sec, "%s, CEO of %s, declares this dividend, not %s", s.Name(p.Player), s.CompanyName(p.Company.Index()), s.Name(m.Player))
	}
	if m.Company != "" && m.Company != p.Company {
		return refuse(sec, "the payout is at %s now, not %s", s.CompanyName(p.Company.Index()), m.Company)
	}
	if m.Amount < 0 || m.Amount > p.Max {
		return refuse(sec, "the dividend is 0 to %d per share (the treasury must pay every outstanding share), not %d", p.Max, m.Amount)
	}
	c := p.Company.Index()
	co := &s.Companies[c]
	if m.Amount == 0 {
		s.emit(ev, "dividend", m.Player, "%s pays no dividend.", s.CompanyName(c))
		s.stockStep(c, -1, ev)
	} else {
		for i := range s.Players {
			got := m.Amount * s.Players[i].Shares[c]
			s.Players[i].Credits += got
			co.Treasury -= got
		}
		s.emit(ev, "dividend", m.Player, "%s pays a dividend of %d per share.", s.CompanyName(c), m.Amount)
	}
	s.Pending = nil
	s.runPayout(c+1, ev)
	return nil
}
