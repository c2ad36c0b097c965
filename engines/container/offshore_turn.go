package container

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tallyman/engines/words"
)

// Seizure is an interest default waiting for a choice (notes, "Loans"): the
// bank seizes Left more containers of Seat's, each from the first non-empty
// of island scoring area, ship, bank holding area, harbor, factory, and
// Chooser (the player on Seat's right) picks the colour.
type Seizure struct {
	Seat    int `json:"seat"`
	Chooser int `json:"chooser"`
	Left    int `json:"left"`
}

// SeizurePlaces are the places the bank seizes from, in order.
var SeizurePlaces = []string{"island", "ship", "holding", "harbor", "factory"}

// SeizureFrom returns the place the bank seizes seat's next container from
// and the colours there ("" when seat has no container anywhere).
func (s *State) SeizureFrom(seat int) (string, []Color) {
	p := s.Players[seat]
	fromCounts := func(c Counts) []Color {
		var out []Color
		for i, n := range c {
			if n > 0 {
				out = append(out, Color(i))
			}
		}
		return out
	}
	fromLots := func(ls []Lot) []Color {
		var out []Color
		for _, l := range ls {
			if !slices.Contains(out, l.Color) {
				out = append(out, l.Color)
			}
		}
		slices.Sort(out)
		return out
	}
	for _, place := range SeizurePlaces {
		var cols []Color
		switch place {
		case "island":
			cols = fromCounts(p.Island)
		case "ship":
			cols = fromCounts(p.Ship.Cargo)
		case "holding":
			cols = fromCounts(p.Holding)
		case "harbor":
			cols = fromLots(p.WarehouseStore)
		case "factory":
			cols = fromLots(p.FactoryStore)
		}
		if len(cols) > 0 {
			return place, cols
		}
	}
	return "", nil
}

// offshoreInterest charges interest at the start of the current player's
// turn (actions text, "Your turn" step 1; notes, "Loans"): $1 per loan paid
// to the bank round-robin. A player who cannot pay must take a loan (the
// new loan pays no interest this turn: assumed, the notes do not say); at 2
// loans the player defaults and for each unpaid loan the bank seizes a
// container, the right-hand player picking its colour (Phase Seizing until
// every pick is made). A player with no container at all loses nothing and
// keeps the loan (assumed: the notes name no other asset).
func (s *State) offshoreInterest(ev *[]Event) {
	r := s.Rules()
	seat := s.Current
	p := &s.Players[seat]
	due := p.Loans * r.Interest
	if due == 0 {
		return
	}
	if p.Cash < due && p.Loans < r.MaxLoans && s.LoanSupply > 0 {
		_ = s.takeLoan(seat, ev)
		(*ev)[len(*ev)-1].Text += " (it could not pay its interest otherwise)"
	}
	paid := min(p.Loans, p.Cash/r.Interest)
	if paid > due/r.Interest {
		paid = due / r.Interest
	}
	unpaid := due/r.Interest - paid
	if paid > 0 {
		into := s.payBank(seat, paid*r.Interest)
		*ev = append(*ev, Event{Kind: "interest", Player: seat, Text: fmt.Sprintf("%s paid $%d interest to the Off-Shore Bank, %s", p.Name, paid*r.Interest, into)})
	}
	if unpaid > 0 {
		s.Seizure = &Seizure{Seat: seat, Chooser: s.Right(seat), Left: unpaid}
		s.Phase = Seizing
		s.autoSeize(ev)
	}
}

// autoSeize makes the seizures that leave no choice (one colour at the
// place, or nothing to seize) until a choice is needed or none is left.
func (s *State) autoSeize(ev *[]Event) {
	for s.Seizure != nil {
		z := s.Seizure
		place, cols := s.SeizureFrom(z.Seat)
		switch {
		case place == "":
			*ev = append(*ev, Event{Kind: "seizure", Player: z.Seat, Text: s.name(z.Seat) + " defaults on interest but has no container to seize (the loan stays; assumed)"})
			z.Left = 0
		case len(cols) == 1:
			s.seizeOne(cols[0], ev)
		default:
			return
		}
		if z.Left == 0 {
			s.Seizure = nil
			s.Phase = Actions
			s.stepWin(ev)
		}
	}
}

// seizeOne seizes one container of colour c from the seizure's place and
// gives it to the bank's container lots. From a harbor or factory the
// cheapest lot of that colour goes (assumed: the notes only name the colour).
func (s *State) seizeOne(c Color, ev *[]Event) {
	z := s.Seizure
	p := &s.Players[z.Seat]
	place, _ := s.SeizureFrom(z.Seat)
	switch place {
	case "island":
		p.Island[c]--
	case "ship":
		p.Ship.Cargo[c]--
	case "holding":
		p.Holding[c]--
	case "harbor", "factory":
		store := p.storeOf(map[string]string{"harbor": DistrictHarbor, "factory": DistrictFactory}[place])
		i := slices.IndexFunc(*store, func(l Lot) bool { return l.Color == c })
		*store = slices.Delete(slices.Clone(*store), i, i+1)
	}
	onto := s.bankTakes([]Color{c})
	z.Left--
	*ev = append(*ev, Event{Kind: "seizure", Player: z.Seat, Text: fmt.Sprintf("%s cannot pay interest: the bank seized %s container from the %s and put it %s", p.Name, withArticle(s.cname(c)), map[string]string{"island": "island scoring area", "ship": "ship", "holding": "holding area", "harbor": "harbor", "factory": "factory"}[place], onto)})
}

// stepWin is turn step 2: the current player wins the bank auctions whose
// bid they hold (actions text, "Your turn"; notes, "Off-Shore Bank").
func (s *State) stepWin(ev *[]Event) {
	if s.winBank(s.Current, ev) {
		s.WonBank = true
	}
}

// offshoreFree handles the free moves of the edition: the seizure pick, the
// discard choice and loading at the bank.
func (s *State) offshoreFree(m Move, ev *[]Event) error {
	if !s.Rules().Offshore {
		return refuse("Your turn", "%s is a move of the Off-Shore Bank edition, not of the classic rules", m.Type)
	}
	switch m.Type {
	case SeizeColor:
		cite := offNote("Loans")
		z := s.Seizure
		if s.Phase != Seizing || z == nil {
			return refuseAt(cite, "no seizure is waiting")
		}
		if m.Player != z.Chooser {
			return refuseAt(cite, "the player to %s right, %s, picks the colour", words.Possessive(s.name(z.Seat)), s.name(z.Chooser))
		}
		place, cols := s.SeizureFrom(z.Seat)
		if !slices.Contains(cols, m.Color) {
			var names []string
			for _, c := range cols {
				names = append(names, s.cname(c))
			}
			return refuseAt(cite, "the bank seizes from %s %s, which holds %s", words.Possessive(s.name(z.Seat)), place, joinAnd(names))
		}
		s.seizeOne(m.Color, ev)
		if z.Left == 0 {
			s.Seizure = nil
			s.Phase = Actions
			s.stepWin(ev)
		} else {
			s.autoSeize(ev)
		}
		return nil
	case ChooseDiscard:
		cite := offNote("End and scoring")
		if m.Color < 0 || int(m.Color) >= NumColors {
			return refuseAt(cite, "no such colour")
		}
		// The choice is made at scoring, by a player whose scoring area
		// has a free tie for the most numerous colour that includes it.
		if s.Phase != Over {
			return refuseAt(cite, "the colour to discard is chosen at scoring, after the game has ended, not on turn %d", s.Turn)
		}
		if d := s.Players[m.Player].Discard; d != nil {
			if !s.DiscardAgain {
				return refuseAt(cite, "%s has already chosen to discard %s (undo takes the choice back)", s.name(m.Player), s.Rules().ColorName(*d))
			}
			// A game saved before 2026-12-02: the later choice
			// replaces the earlier (Options.DiscardAgain). s is
			// Apply's copy, thrown away if the choice is refused.
			s.Players[m.Player].Discard = nil
		}
		choices, _ := s.DiscardChoices(m.Player)
		if !slices.Contains(choices, m.Color) {
			return refuseAt(cite, "%s", s.discardRefusal(m.Player, m.Color))
		}
		c := m.Color
		s.Players[m.Player].Discard = &c
		*ev = append(*ev, Event{Kind: "discard_choice", Player: m.Player, Text: s.name(m.Player) + " chose a colour to discard on a tie"})
		return nil
	default: // LoadHolding
		if err := s.mustBeTurn(m, offRule("Anchor actions")); err != nil {
			return err
		}
		p := &s.Players[m.Player]
		if p.Ship.At != AtBank || s.ShipStart.At == AtBank {
			return refuseAt(offRule("Anchor actions"), "loading from the holding area is the Anchor action of a ship arriving at the Off-Shore Bank this turn")
		}
		if len(m.Load) == 0 {
			return refuseAt(offRule("Anchor actions"), "nothing to load")
		}
		if err := s.loadHolding(m.Player, m.Load); err != nil {
			return err
		}
		*ev = append(*ev, Event{Kind: "load", Player: m.Player, Text: fmt.Sprintf("%s loaded %s from the holding area", p.Name, Count(len(m.Load), "container"))})
		return nil
	}
}

// discardRefusal says why seat may not choose to discard colour c: no
// free tie (the most numerous colour goes by itself, or the two-value
// colour is among the tied and must go), the card is not known yet, or c
// is not among the tied colours.
func (s *State) discardRefusal(seat int, c Color) string {
	p := s.Players[seat]
	most, cols := p.Island.Most()
	var tied []string
	for _, col := range cols {
		tied = append(tied, fmt.Sprintf("%s %d", s.cname(col), most))
	}
	switch {
	case most == 0:
		return fmt.Sprintf("%s scoring area is empty: there is nothing to discard", words.Possessive(p.Name))
	case p.Card == 0:
		return fmt.Sprintf("%s scoring card is not entered yet: enter it first (card %s)", words.Possessive(p.Name), p.Name)
	case len(tied) == 1:
		return fmt.Sprintf("%s has no tie: the most numerous colour, %s, is discarded", p.Name, tied[0])
	}
	two := s.Rules().Deck()[p.Card-1].FiveTen
	if p.Island[two] == most {
		return fmt.Sprintf("%s tie (%s) includes the two-value colour, %s, which must go: there is no choice", words.Possessive(p.Name), joinAnd(tied), s.cname(two))
	}
	return fmt.Sprintf("%s is not among %s most numerous colours (%s)", s.cname(c), words.Possessive(p.Name), joinAnd(tied))
}

// offshoreAction applies one of the two actions of an Off-Shore turn
// (actions text, "Your turn": Build, Produce, Factory purchase, Harbor
// purchase, Sail, Reprice, Call Bank).
func (s *State) offshoreAction(m Move, ev *[]Event) error {
	switch m.Type {
	case BuyFactory:
		return s.buyFactory(m, ev)
	case BuyWarehouse:
		return s.buyWarehouse(m, ev)
	case Produce:
		return s.offshoreProduce(m, ev)
	case StockWarehouse:
		return s.factoryPurchase(m, ev)
	case SailHarbor:
		return s.offshoreSailHarbor(m, ev)
	case BuyAtHarbor:
		p := s.Players[m.Player]
		if p.Ship.At != Harbor {
			return refuseAt(offRule("Harbor purchase"), "the ship must be docked at an opponent's harbor; %s ship is %s", words.Possessive(p.Name), s.whereIs(p.Ship))
		}
		if len(m.Buy) == 0 {
			return refuseAt(offRule("Harbor purchase"), "nothing to buy")
		}
		return s.shipBuy(m, p.Ship.Harbor, "Harbor purchase", ev)
	case SailSea:
		return s.sailSea(m, ev)
	case SailIsland:
		if p := s.Players[m.Player]; p.Ship.At != OpenSea {
			return refuseAt(offRule("Sail"), "going from one board to another takes two Sail actions: sail to the ocean first (%s ship is %s)", words.Possessive(p.Name), s.whereIs(p.Ship))
		}
		return s.sailIsland(m, ev)
	case SailBank:
		return s.sailBank(m, ev)
	case RepriceMove:
		return s.repriceDistrict(m, ev)
	case CallBank:
		return s.callBank(m, ev)
	case DomesticSale:
		return refuseAt(offRule("Your turn"), "the Off-Shore Bank edition has no domestic sale")
	}
	return fmt.Errorf("unknown action %q", m.Type)
}

// offshoreProduce is the Produce action (actions text, "Produce"): once a
// turn, $1 union wages to the player on the right (no Produce without it),
// then as many containers as possible up to the factory storage limit
// (reserve tokens count against it), placed on the $1-$4 lots, with any
// repricing of the factory's containers. With nothing to produce, Produce
// is refused: the Reprice action is for that.
func (s *State) offshoreProduce(m Move, ev *[]Event) error {
	cite := offRule("Produce")
	if s.ProductionNeeded(m.Player) == 0 && !s.Produced {
		return refuseAt(cite, "%s cannot produce now (factory storage full or colours out of the supply); use the Reprice action to rearrange", s.name(m.Player))
	}
	return s.produce(m, ev)
}

// factoryPurchase is the Factory purchase action (actions text, "Factory
// purchase"): buy from one opponent's factory lots, truck the containers to
// one's harbor within its storage limit, price them and reprice; with the
// Truck Companies module a $1 trucking fee goes to the supply.
func (s *State) factoryPurchase(m Move, ev *[]Event) error {
	cite := offRule("Factory purchase")
	p := &s.Players[m.Player]
	if len(m.Buy) == 0 {
		return refuseAt(cite, "pick an opponent and the containers to buy (the Reprice action rearranges the harbor alone)")
	}
	if room := p.Warehouses - len(p.WarehouseStore) - p.HarborReserve; len(m.Buy) > room {
		return refuseAt(cite, "%s harbor has room for %d more (1 per warehouse), not %d; no discarding to make room", words.Possessive(p.Name), room, len(m.Buy))
	}
	fee := 0
	if s.TruckCompanies {
		fee = 1
		total := fee
		for _, b := range m.Buy {
			total += b.Price
		}
		if p.Cash < total {
			return refuseAt(offRule("Factory purchase")+" (Truck Companies)", "the purchase costs $%d with the $1 trucking fee and %s has $%d: %s", total, p.Name, p.Cash, s.CashHint(m.Player, fmt.Sprintf("buy at most $%d of containers", p.Cash-fee)))
		}
	}
	if err := s.stockWarehouse(m, ev); err != nil {
		return err
	}
	if fee > 0 {
		s.pay(m.Player, -1, fee)
		(*ev)[len(*ev)-1].Text += ", and paid the $1 trucking fee"
	}
	return nil
}

// offshoreSailHarbor sails from the ocean to an opponent's harbor and takes
// the free Harbor purchase there (actions text, "Sail", "Anchor actions").
// The edition's text does not limit a harbor to one ship, so none is
// enforced.
func (s *State) offshoreSailHarbor(m Move, ev *[]Event) error {
	cite := offRule("Sail")
	p := &s.Players[m.Player]
	h := m.From
	switch {
	case h < 0 || h >= len(s.Players):
		return refuseAt(cite, "no player at seat %d", h)
	case h == m.Player:
		return refuseAt(cite, "a ship sails to an opponent's harbor, never its own")
	case p.Ship.At != OpenSea:
		return refuseAt(cite, "going from one board to another takes two Sail actions: sail to the ocean first (%s ship is %s)", words.Possessive(p.Name), s.whereIs(p.Ship))
	}
	at := len(*ev)
	if err := s.shipBuy(m, h, "Harbor purchase", ev); err != nil {
		return err
	}
	p.Ship = Ship{At: Harbor, Harbor: h, Cargo: p.Ship.Cargo}
	// The ship sails first, then buys on arrival: the sail's event goes
	// before the purchase's.
	*ev = slices.Insert(*ev, at, Event{Kind: "sail", Player: m.Player, Text: fmt.Sprintf("%s sailed to %s harbor", p.Name, words.Possessive(s.name(h)))})
	return nil
}

// repriceDistrict is the Reprice action (actions text, "Reprice"): one
// district's containers rearranged among its lots.
func (s *State) repriceDistrict(m Move, ev *[]Event) error {
	const rule = "Reprice"
	r := s.Rules()
	p := &s.Players[m.Player]
	if len(m.Reprice) == 0 {
		return refuseAt(offRule(rule), "name the containers to move")
	}
	switch m.District {
	case DistrictFactory:
		st, err := r.reprice(p.FactoryStore, m.Reprice, r.FactoryPriceMin, r.FactoryPriceMax, rule, "factory")
		if err != nil {
			return err
		}
		sortLots(st)
		p.FactoryStore = st
	case DistrictHarbor:
		st, err := r.reprice(p.WarehouseStore, m.Reprice, r.WarehousePriceMin, r.WarehousePriceMax, rule, "harbor")
		if err != nil {
			return err
		}
		sortLots(st)
		p.WarehouseStore = st
	default:
		return refuseAt(offRule(rule), "choose one district: factory or harbor, not %q", m.District)
	}
	*ev = append(*ev, Event{Kind: "reprice", Player: m.Player, Text: fmt.Sprintf("%s repriced the %s", p.Name, m.District)})
	return nil
}

// classicToOffshore maps a section of container.txt, cited by the code the
// editions share, to the Off-Shore text's section.
var classicToOffshore = map[string]string{
	"Your turn":          offRule("Your turn"),
	"Pass":               offRule("Your turn"),
	"Buy a factory":      offRule("Build"),
	"Buy a warehouse":    offRule("Build"),
	"Produce containers": offRule("Produce"),
	"Buy containers for your warehouse store":      offRule("Factory purchase"),
	"Harbor purchase":                              offRule("Harbor purchase"),
	"Sail to a player's harbor and buy containers": offRule("Harbor purchase"),
	"Sail to the open sea":                         offRule("Sail"),
	"Sail to the island (auction)":                 offRule("Delivery auctions"),
	"The island auction":                           offRule("Delivery auctions"),
	"Loans":                                        offNote("Loans"),
	"End of the game":                              offNote("End and scoring"),
	"End-game scoring":                             offNote("End and scoring"),
	"Reprice":                                      offRule("Reprice"),
}

// offshoreCite rewrites a refusal by shared code so that it names the
// Off-Shore rules (file and section) instead of container.txt.
func offshoreCite(err error) error {
	var re *RuleError
	if !errors.As(err, &re) {
		return err
	}
	sec, ok := strings.CutPrefix(re.Rule, "container.txt, ")
	if !ok {
		return err
	}
	if c, ok := classicToOffshore[sec]; ok {
		return ruleError(c, offshoreWords(re.Reason))
	}
	return err
}

// offshoreStoreWords turns the classic names of the stores, which the code
// the editions share writes, into the Off-Shore edition's districts
// (actions text, "Factory purchase", "Harbor purchase"; notes, "Player
// board"): the factory store is the factory, the warehouse store the
// harbor, their spaces the lots; the island auction is the delivery
// auction (actions text, "Delivery auctions"), the open sea the ocean and
// the island Container Island ("Sail"), and a value card a scoring card
// (notes, "End and scoring").
var offshoreStoreWords = strings.NewReplacer(
	"factory store's spaces", "factory lots",
	"warehouse store's spaces", "harbor lots",
	"factory store", "factory",
	"warehouse store", "harbor",
	"island auction", "delivery auction",
	// Ships sail to the ocean and to Container Island (actions text,
	// "Sail"), not the open sea and the island.
	"the open sea", "the ocean",
	"to the island", "to Container Island",
	"at the island", "at Container Island",
	"value cards", "scoring cards",
	"value card", "scoring card",
)

// offshoreWords rewrites a message of the shared code (an event or a
// refusal) in the Off-Shore edition's words; classic messages keep theirs.
func offshoreWords(text string) string { return offshoreStoreWords.Replace(text) }

// checkBank checks the Off-Shore Bank's invariants: no negative lot, the
// tokens in use and free add up to the player count's, at most one auction
// per lot and per kind, every holder a seat, every stake held by reserve
// tokens (their count equals the staked containers), at most the edition's
// reserve tokens in use, and a seizure only in its phase.
func (s *State) checkBank() error {
	b := s.Bank
	r := s.Rules()
	if b == nil {
		return fmt.Errorf("an Off-Shore game without its bank")
	}
	if len(b.CashLots) != 3 || len(b.ContainerLots) != 2 {
		return fmt.Errorf("the bank has %d cash lots and %d container lots", len(b.CashLots), len(b.ContainerLots))
	}
	for i, c := range b.CashLots {
		if c < 0 {
			return fmt.Errorf("cash lot %d holds $%d", i+1, c)
		}
	}
	for i, l := range b.ContainerLots {
		for _, n := range l {
			if n < 0 {
				return fmt.Errorf("container lot %d holds a negative count", i+1)
			}
		}
	}
	if b.Tokens < 0 || b.Tokens+len(b.Auctions) != r.TokensOf(len(s.Players)) {
		return fmt.Errorf("%d free tokens and %d auctions, not %d tokens", b.Tokens, len(b.Auctions), r.TokensOf(len(s.Players)))
	}
	var fres, hres = make([]int, len(s.Players)), make([]int, len(s.Players))
	kinds := map[bool]int{}
	for _, a := range b.Auctions {
		if _, err := ParseBankLot(a.Lot); err != nil {
			return err
		}
		if a.Holder < 0 || a.Holder >= len(s.Players) {
			return fmt.Errorf("auction on %s held by seat %d", a.Lot, a.Holder)
		}
		kinds[a.IsCashLot()]++
		if kinds[a.IsCashLot()] > 1 {
			return fmt.Errorf("two auctions of a kind")
		}
		if a.Bid() < 1 || (a.IsCashLot() && a.Cash != 0) || (!a.IsCashLot() && len(a.Stake) != 0) {
			return fmt.Errorf("auction on %s has a bad bid", a.Lot)
		}
		for _, st := range a.Stake {
			if st.District == DistrictHarbor {
				hres[a.Holder]++
			} else {
				fres[a.Holder]++
			}
		}
	}
	for i, p := range s.Players {
		if p.FactoryReserve != fres[i] || p.HarborReserve != hres[i] {
			return fmt.Errorf("%s has %d+%d reserve tokens for %d+%d staked containers", p.Name, p.FactoryReserve, p.HarborReserve, fres[i], hres[i])
		}
	}
	if s.ReservesInUse() > r.ReserveTokens {
		return fmt.Errorf("%d reserve tokens in use", s.ReservesInUse())
	}
	if s.Seizure != nil && (s.Seizure.Left < 1 || s.Seizure.Seat != s.Current || s.Seizure.Chooser != s.Right(s.Current)) {
		return fmt.Errorf("a bad seizure %+v", *s.Seizure)
	}
	return nil
}

// resolveBankAtEnd resolves every running bank auction to its high bidder
// when the game ends (notes, "End and scoring").
func (s *State) resolveBankAtEnd(ev *[]Event) {
	for s.Bank != nil && len(s.Bank.Auctions) > 0 {
		s.winBank(s.Bank.Auctions[0].Holder, ev)
	}
}

func cloneMap(m map[int]int) map[int]int {
	if m == nil {
		return nil
	}
	c := make(map[int]int, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}
