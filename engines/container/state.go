package container

import (
	"fmt"
	"slices"

	"tallyman/engines/auction"
	"tallyman/engines/seats"
	"tallyman/engines/words"
)

// Lot is one container in a store: its colour and the price in dollars it is
// offered at (factory store $1-$4, warehouse store $2-$6).
type Lot struct {
	Color Color `json:"color"`
	Price int   `json:"price"`
}

// String writes the lot as quick entry does: "orange@2".
func (l Lot) String() string { return fmt.Sprintf("%s@%d", l.Color, l.Price) }

// Place is where a ship is: the open sea, a player's harbor, or the island.
type Place string

// The places a ship can be (container.txt, "Sail ...").
const (
	OpenSea Place = "open_sea"
	Harbor  Place = "harbor"
	Island  Place = "island"
	AtBank  Place = "bank" // the Off-Shore Bank (Off-Shore edition)
)

// Ship is a player's ship: where it is (At, and Harbor the seat whose harbor
// it berths in when At is Harbor) and its cargo by colour (at most 5 in all).
type Ship struct {
	At     Place  `json:"at"`
	Harbor int    `json:"harbor,omitempty"`
	Cargo  Counts `json:"cargo"`
}

// Player is one player's books. Factories lists the colours of the
// factories owned, the starting one first; Warehouses counts warehouses
// including the starting one. Card is the value card number 1-5 (0 while a
// physical card has not been entered). Turns counts the turns this player
// has begun.
type Player struct {
	Name           string  `json:"name"`
	Cash           int     `json:"cash"`
	Loans          int     `json:"loans"`
	Factories      []Color `json:"factories"`
	Warehouses     int     `json:"warehouses"`
	FactoryStore   []Lot   `json:"factory_store"`
	WarehouseStore []Lot   `json:"warehouse_store"`
	Ship           Ship    `json:"ship"`
	Island         Counts  `json:"island"`
	Card           int     `json:"card"`
	Turns          int     `json:"turns"`
	// Off-Shore edition: containers in the bank holding area, reserve
	// tokens holding places of containers bid at the bank, and the colour
	// chosen to discard on a free tie at scoring (nil: the best choice).
	Holding        Counts `json:"holding,omitzero"`
	FactoryReserve int    `json:"factory_reserve,omitempty"`
	HarborReserve  int    `json:"harbor_reserve,omitempty"`
	Discard        *Color `json:"discard,omitempty"`
	// Player Loans module: dollars owed to other players, by lender seat.
	Owes map[int]int `json:"owes,omitempty"`
}

// Owns reports whether the player owns a factory of colour c.
func (p Player) Owns(c Color) bool { return slices.Contains(p.Factories, c) }

// Phase is the stage of the game.
type Phase string

// The phases: players take actions; an island auction is running; the game
// is over and scored once every value card is known.
const (
	Actions Phase = "actions"
	Auction Phase = "auction"
	Over    Phase = "over"
	// Seizing (Off-Shore edition): interest was in default and the player
	// on the right picks the colour the bank seizes.
	Seizing Phase = "seizing"
)

// AuctionStep is where an island auction stands.
type AuctionStep string

// The steps of the island auction (container.txt, "The island auction").
const (
	StepBids   AuctionStep = "bids"   // every other player seals a bid
	StepRunoff AuctionStep = "runoff" // the tied players seal an extra amount
	StepPick   AuctionStep = "pick"   // still tied: the seller picks the winner
	StepDecide AuctionStep = "decide" // the seller accepts or rejects
)

// IslandAuction is the island auction in progress: the seller (whose ship's
// cargo is for sale), the sealed rounds (Rounds[0] the bids, Rounds[1] the runoff's
// extras), the seats the seller may pick from, and the winner with the total
// price (bid plus extra, in dollars) once known.
type IslandAuction struct {
	Seller int             `json:"seller"`
	Step   AuctionStep     `json:"step"`
	Rounds []auction.Round `json:"rounds"`
	Tied   []int           `json:"tied,omitempty"`
	Winner int             `json:"winner"`
	Price  int             `json:"price"`
	// Off-Shore edition: the bluff cards each bidder added in the open
	// round (secret until the reveal).
	Bluffs map[int]int `json:"bluffs,omitempty"`
}

// State is the whole game. Supply counts containers left per colour,
// Removed those seized by the bank and out of the game, FactoryTiles the
// factories left per colour, Warehouses and LoanSupply the warehouses and
// loans left in the supply. Current is the seat whose turn it is, Turn the
// number of turns begun in the game, ActionsLeft the actions left this
// turn. Produced and DomesticSold record once-a-turn actions; ShipStart is
// where the current player's ship began the turn. EndTriggered is set when
// a second colour ran out; DealtCards when tallyman dealt the value cards. Seed and Draws fix every random choice.
type State struct {
	Edition      string         `json:"edition"`
	Players      []Player       `json:"players"`
	Supply       Counts         `json:"supply"`
	Removed      Counts         `json:"removed"`
	FactoryTiles Counts         `json:"factory_tiles"`
	Warehouses   int            `json:"warehouses"`
	LoanSupply   int            `json:"loan_supply"`
	First        int            `json:"first"`
	Current      int            `json:"current"`
	Turn         int            `json:"turn"`
	ActionsLeft  int            `json:"actions_left"`
	Produced     bool           `json:"produced"`
	DomesticSold bool           `json:"domestic_sold"`
	ShipStart    Ship           `json:"ship_start"`
	Phase        Phase          `json:"phase"`
	Auction      *IslandAuction `json:"auction,omitempty"`
	EndTriggered bool           `json:"end_triggered"`
	DealtCards   bool           `json:"dealt_cards"`
	Seed         uint64         `json:"seed"`
	Draws        uint64         `json:"draws"`
	// Off-Shore edition (offshore*.go): the game length, the modules, the
	// bank, the once-a-turn flags of Call Bank and of winning a bank
	// auction, and a seizure waiting for the right-hand player's choice.
	Length         string   `json:"length,omitempty"`
	TruckCompanies bool     `json:"truck_companies,omitempty"`
	PlayerLoans    bool     `json:"player_loans,omitempty"`
	Bank           *Bank    `json:"bank,omitempty"`
	CalledBank     bool     `json:"called_bank,omitempty"`
	WonBank        bool     `json:"won_bank,omitempty"`
	Seizure        *Seizure `json:"seizure,omitempty"`
	// DiscardAgain is Options.DiscardAgain: a game saved before
	// 2026-12-02 whose later discard choice replaces the earlier.
	DiscardAgain bool `json:"discard_again,omitempty"`
}

// Rules returns the data table of the state's edition.
func (s *State) Rules() Rules {
	if s.Edition == EditionOffshore {
		return Offshore
	}
	return Classic
}

// Clone returns a deep copy of s, so that Apply never changes its input.
// The players' factories share one new array and their stores another,
// each slice capped at its own length, so that an append to one player's
// slice copies it instead of writing over the next player's.
func (s *State) Clone() *State {
	c := *s
	c.Players = make([]Player, len(s.Players))
	copy(c.Players, s.Players)
	factories, lots := 0, 0
	for _, p := range s.Players {
		factories += len(p.Factories)
		lots += len(p.FactoryStore) + len(p.WarehouseStore)
	}
	colors := make([]Color, 0, factories)
	stores := make([]Lot, 0, lots)
	for i := range c.Players {
		p := &c.Players[i]
		p.Factories = cloneInto(&colors, p.Factories)
		p.FactoryStore = cloneInto(&stores, p.FactoryStore)
		p.WarehouseStore = cloneInto(&stores, p.WarehouseStore)
		if p.Discard != nil {
			d := *p.Discard
			p.Discard = &d
		}
		p.Owes = cloneMap(p.Owes)
	}
	if s.Auction != nil {
		a := *s.Auction
		a.Rounds = make([]auction.Round, len(s.Auction.Rounds))
		for i, r := range s.Auction.Rounds {
			a.Rounds[i] = r.Clone()
		}
		a.Tied = slices.Clone(s.Auction.Tied)
		a.Bluffs = cloneMap(s.Auction.Bluffs)
		c.Auction = &a
	}
	c.Bank = s.Bank.Clone()
	if s.Seizure != nil {
		z := *s.Seizure
		c.Seizure = &z
	}
	return &c
}

// cloneInto copies src to the end of *buf, which has room for it, and
// returns the copy capped at its length; like slices.Clone, nil stays nil
// and an empty slice stays empty.
func cloneInto[T any](buf *[]T, src []T) []T {
	if len(src) == 0 {
		return slices.Clone(src)
	}
	start := len(*buf)
	*buf = append(*buf, src...)
	return (*buf)[start:len(*buf):len(*buf)]
}

// Right returns the seat of the player on seat's right: the previous one in
// seating order (container-notes.md, "Counting the supply").
func (s *State) Right(seat int) int { return (seat + len(s.Players) - 1) % len(s.Players) }

// Seat returns the seat of the player named so (seats.Find: the name,
// the name without emoji, its start or the seat number), or an error
// listing the players with their seats.
func (s *State) Seat(name string) (int, error) {
	names := make([]string, len(s.Players))
	for i, p := range s.Players {
		names[i] = p.Name
	}
	return seats.Find(names, name)
}

// Capacity returns the most seat could pay in dollars right now: cash plus
// what its remaining loans would raise (container.txt, "Loans").
func (s *State) Capacity(seat int) int {
	p := s.Players[seat]
	left := min(s.Rules().MaxLoans-s.loansHeld(seat), s.LoanSupply)
	return p.Cash + left*s.Rules().LoanAmount
}

// Exhausted returns how many colours have no containers left in the supply.
func (s *State) Exhausted() int {
	n := 0
	for _, v := range s.Supply {
		if v == 0 {
			n++
		}
	}
	return n
}

// InPlay counts seat's containers that the bank may seize: on the island, in
// the warehouse store and in the factory store (container.txt, "Loans").
func (s *State) InPlay(seat int) int {
	p := s.Players[seat]
	return p.Island.Total() + len(p.WarehouseStore) + len(p.FactoryStore)
}

// ColorTotals counts every container of each colour wherever it is: supply,
// stores, ships, islands and removed. It equals the starting supply in every
// reachable state (the engine's main invariant).
func (s *State) ColorTotals() Counts {
	t := s.Supply
	for i := range t {
		t[i] += s.Removed[i]
	}
	for _, p := range s.Players {
		for _, l := range p.FactoryStore {
			t[l.Color]++
		}
		for _, l := range p.WarehouseStore {
			t[l.Color]++
		}
		for i := range t {
			t[i] += p.Ship.Cargo[i] + p.Island[i] + p.Holding[i]
		}
	}
	if b := s.Bank; b != nil {
		for _, l := range b.ContainerLots {
			for i := range t {
				t[i] += l[i]
			}
		}
		for _, a := range b.Auctions {
			for _, st := range a.Stake {
				t[st.Color]++
			}
		}
	}
	return t
}

// CheckInvariants returns an error describing the first broken invariant:
// each colour's containers add up to the starting total (4 per player);
// factories of each colour (owned plus tiles) add up to 5, warehouses
// (owned plus supply) to 5 per player and loans (outstanding plus supply)
// to 2 per player (container.txt, "Setup"); no cash or count below zero; no
// store over its limit and every stored container priced on a space of its
// store ($1-$4 factory, $2-$6 warehouse); no ship over its capacity, at
// most one ship per harbor; every player owns 1-4 factories of distinct
// colours and 1-5 warehouses; the phase, turn and auction fields agree.
func (s *State) CheckInvariants() error {
	r := s.Rules()
	n := len(s.Players)
	if n < r.MinPlayers || n > r.MaxPlayers {
		return fmt.Errorf("%d players, not %d-%d", n, r.MinPlayers, r.MaxPlayers)
	}
	want := r.PerColor(n, s.Length)
	for i, t := range s.ColorTotals() {
		if t != want {
			return fmt.Errorf("%s containers add up to %d, not %d", Color(i), t, want)
		}
	}
	if err := s.checkPieces(); err != nil {
		return err
	}
	if err := s.checkTurn(); err != nil {
		return err
	}
	berth := map[int]int{}
	for i, p := range s.Players {
		if err := s.checkStores(p); err != nil {
			return err
		}
		switch {
		case p.Cash < 0:
			return fmt.Errorf("%s has $%d", p.Name, p.Cash)
		case p.Loans < 0 || p.Loans > r.MaxLoans:
			return fmt.Errorf("%s has %d loans", p.Name, p.Loans)
		case len(p.FactoryStore)+p.FactoryReserve > r.StorePerFactory*len(p.Factories):
			return fmt.Errorf("%s factory store holds %d, over its limit", words.Possessive(p.Name), len(p.FactoryStore))
		case len(p.WarehouseStore)+p.HarborReserve > p.Warehouses:
			return fmt.Errorf("%s warehouse store holds %d, over its limit", words.Possessive(p.Name), len(p.WarehouseStore))
		case p.Ship.Cargo.Total() > r.ShipCapacity:
			return fmt.Errorf("%s ship holds %d", words.Possessive(p.Name), p.Ship.Cargo.Total())
		case len(p.Factories) > r.MaxFactories || p.Warehouses > r.MaxWarehouses:
			return fmt.Errorf("%s owns too many buildings", p.Name)
		}
		if p.Ship.At != OpenSea && p.Ship.At != Harbor && p.Ship.At != Island && (p.Ship.At != AtBank || !r.Offshore) {
			return fmt.Errorf("%s ship is at %q", words.Possessive(p.Name), p.Ship.At)
		}
		for l, v := range p.Owes {
			if l < 0 || l >= n || l == i || v <= 0 {
				return fmt.Errorf("%s owes $%d to seat %d", p.Name, v, l)
			}
		}
		if p.FactoryReserve < 0 || p.HarborReserve < 0 {
			return fmt.Errorf("%s has negative reserve tokens", p.Name)
		}
		for c := range NumColors {
			if p.Holding[c] < 0 {
				return fmt.Errorf("%s has a negative count of %s in the holding area", p.Name, Color(c))
			}
		}
		if p.Ship.At == Harbor {
			if p.Ship.Harbor < 0 || p.Ship.Harbor >= n {
				return fmt.Errorf("%s ship is in the harbor of seat %d", words.Possessive(p.Name), p.Ship.Harbor)
			}
			if p.Ship.Harbor == i {
				return fmt.Errorf("%s ship is in its own harbor", words.Possessive(p.Name))
			}
			berth[p.Ship.Harbor]++
			if berth[p.Ship.Harbor] > 1 && !r.Offshore {
				return fmt.Errorf("two ships in %s harbor", words.Possessive(s.Players[p.Ship.Harbor].Name))
			}
		}
		for c := range NumColors {
			if p.Island[c] < 0 || p.Ship.Cargo[c] < 0 {
				return fmt.Errorf("%s has a negative count of %s", p.Name, Color(c))
			}
		}
	}
	for i, v := range s.Supply {
		if v < 0 || s.FactoryTiles[i] < 0 || s.Removed[i] < 0 {
			return fmt.Errorf("negative supply of %s", Color(i))
		}
	}
	if r.Offshore {
		return s.checkBank()
	}
	if s.Bank != nil || s.Seizure != nil {
		return fmt.Errorf("a classic game has an Off-Shore Bank")
	}
	return nil
}

// checkPieces checks that factories, warehouses and loans are conserved
// between the players and the supply (container.txt, "Setup").
func (s *State) checkPieces() error {
	r := s.Rules()
	n := len(s.Players)
	factories := s.FactoryTiles
	warehouses, loans := s.Warehouses, s.LoanSupply
	for _, p := range s.Players {
		if len(p.Factories) < 1 || len(p.Factories) > r.MaxFactories {
			return fmt.Errorf("%s owns %d factories", p.Name, len(p.Factories))
		}
		if p.Warehouses < 1 || p.Warehouses > r.MaxWarehouses {
			return fmt.Errorf("%s owns %d warehouses", p.Name, p.Warehouses)
		}
		var own Counts
		for _, c := range p.Factories {
			if c < 0 || int(c) >= NumColors {
				return fmt.Errorf("%s owns a factory of colour %d", p.Name, int(c))
			}
			own[c]++
			if own[c] > 1 {
				return fmt.Errorf("%s owns two %s factories", p.Name, c)
			}
			factories[c]++
		}
		warehouses += p.Warehouses
		loans += p.Loans
	}
	for i, f := range factories {
		if f != r.FactoriesOf(n) {
			return fmt.Errorf("%s factories add up to %d, not %d", Color(i), f, r.FactoriesOf(n))
		}
	}
	if warehouses != r.WarehousesOf(n) {
		return fmt.Errorf("warehouses add up to %d, not %d", warehouses, r.WarehousesOf(n))
	}
	if loans != r.LoansOf(n) || s.LoanSupply < 0 {
		return fmt.Errorf("loans add up to %d, not %d", loans, r.LoansOf(n))
	}
	return nil
}

// checkStores checks that every container in p's stores has a colour and
// sits on a space of its store.
func (s *State) checkStores(p Player) error {
	r := s.Rules()
	for _, st := range []struct {
		lots   []Lot
		lo, hi int
		what   string
	}{
		{p.FactoryStore, r.FactoryPriceMin, r.FactoryPriceMax, "factory"},
		{p.WarehouseStore, r.WarehousePriceMin, r.WarehousePriceMax, "warehouse"},
	} {
		for _, l := range st.lots {
			if l.Color < 0 || int(l.Color) >= NumColors || l.Price < st.lo || l.Price > st.hi {
				return fmt.Errorf("%s %s store holds %s, off its $%d-$%d spaces", words.Possessive(p.Name), st.what, l, st.lo, st.hi)
			}
		}
	}
	return nil
}

// checkTurn checks that the phase, the current seat, the actions left and
// the island auction agree.
func (s *State) checkTurn() error {
	r := s.Rules()
	n := len(s.Players)
	switch {
	case s.Current < 0 || s.Current >= n || s.First < 0 || s.First >= n:
		return fmt.Errorf("current seat %d or first seat %d out of range", s.Current, s.First)
	case s.ActionsLeft < 0 || s.ActionsLeft > r.ActionsPerTurn:
		return fmt.Errorf("%d actions left", s.ActionsLeft)
	case s.Phase != Actions && s.Phase != Auction && s.Phase != Over && (s.Phase != Seizing || !r.Offshore):
		return fmt.Errorf("unknown phase %q", s.Phase)
	case (s.Phase == Auction) != (s.Auction != nil):
		return fmt.Errorf("phase %s with auction %v", s.Phase, s.Auction != nil)
	case s.Phase == Over && !s.EndTriggered:
		return fmt.Errorf("the game is over but its end was never triggered")
	case (s.Phase == Seizing) != (s.Seizure != nil):
		return fmt.Errorf("phase %s with seizure %v", s.Phase, s.Seizure != nil)
	}
	if a := s.Auction; a != nil {
		ship := s.Players[a.Seller].Ship
		switch {
		case a.Seller != s.Current:
			return fmt.Errorf("%s is selling at the island on %s turn", s.name(a.Seller), words.Possessive(s.name(s.Current)))
		case ship.At != Island || ship.Cargo.Total() == 0:
			return fmt.Errorf("%s auctioned ship is not at the island with cargo", words.Possessive(s.name(a.Seller)))
		case s.ActionsLeft != 0:
			return fmt.Errorf("%d actions left during the island auction", s.ActionsLeft)
		case len(a.Rounds) < 1 || len(a.Rounds) > 2:
			return fmt.Errorf("the island auction has %d rounds", len(a.Rounds))
		}
	}
	return nil
}
