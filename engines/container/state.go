package container

import (
	"fmt"
	"slices"

	"tallyman/engines/auction"
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
}

// Rules returns the data table of the state's edition.
func (s *State) Rules() Rules { return Classic }

// Clone returns a deep copy of s, so that Apply never changes its input.
func (s *State) Clone() *State {
	c := *s
	c.Players = make([]Player, len(s.Players))
	for i, p := range s.Players {
		p.Factories = slices.Clone(p.Factories)
		p.FactoryStore = slices.Clone(p.FactoryStore)
		p.WarehouseStore = slices.Clone(p.WarehouseStore)
		c.Players[i] = p
	}
	if s.Auction != nil {
		a := *s.Auction
		a.Rounds = make([]auction.Round, len(s.Auction.Rounds))
		for i, r := range s.Auction.Rounds {
			a.Rounds[i] = r.Clone()
		}
		a.Tied = slices.Clone(s.Auction.Tied)
		c.Auction = &a
	}
	return &c
}

// Right returns the seat of the player on seat's right: the previous one in
// seating order (container-notes.md, "Counting the supply").
func (s *State) Right(seat int) int { return (seat + len(s.Players) - 1) % len(s.Players) }

// Seat returns the seat of the player called name (case-insensitive), or an
// error listing the players.
func (s *State) Seat(name string) (int, error) {
	var names []string
	for i, p := range s.Players {
		if equalFold(p.Name, name) {
			return i, nil
		}
		names = append(names, p.Name)
	}
	return -1, fmt.Errorf("no player called %q: the players are %s", name, joinAnd(names))
}

// Capacity returns the most seat could pay in dollars right now: cash plus
// what its remaining loans would raise (container.txt, "Loans").
func (s *State) Capacity(seat int) int {
	p := s.Players[seat]
	left := min(s.Rules().MaxLoans-p.Loans, s.LoanSupply)
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
			t[i] += p.Ship.Cargo[i] + p.Island[i]
		}
	}
	return t
}

// CheckInvariants returns an error describing the first broken invariant:
// each colour's containers add up to the starting total, no cash or count
// below zero, no store over its limit, no ship over its capacity, at most
// one ship per harbor.
func (s *State) CheckInvariants() error {
	r := s.Rules()
	want := r.ContainersPerPlayer * len(s.Players)
	for i, n := range s.ColorTotals() {
		if n != want {
			return fmt.Errorf("%s containers add up to %d, not %d", Color(i), n, want)
		}
	}
	berth := map[int]int{}
	for i, p := range s.Players {
		switch {
		case p.Cash < 0:
			return fmt.Errorf("%s has $%d", p.Name, p.Cash)
		case p.Loans < 0 || p.Loans > r.MaxLoans:
			return fmt.Errorf("%s has %d loans", p.Name, p.Loans)
		case len(p.FactoryStore) > r.StorePerFactory*len(p.Factories):
			return fmt.Errorf("%s's factory store holds %d, over its limit", p.Name, len(p.FactoryStore))
		case len(p.WarehouseStore) > p.Warehouses:
			return fmt.Errorf("%s's warehouse store holds %d, over its limit", p.Name, len(p.WarehouseStore))
		case p.Ship.Cargo.Total() > r.ShipCapacity:
			return fmt.Errorf("%s's ship holds %d", p.Name, p.Ship.Cargo.Total())
		case len(p.Factories) > r.MaxFactories || p.Warehouses > r.MaxWarehouses:
			return fmt.Errorf("%s owns too many buildings", p.Name)
		}
		if p.Ship.At == Harbor {
			if p.Ship.Harbor == i {
				return fmt.Errorf("%s's ship is in its own harbor", p.Name)
			}
			berth[p.Ship.Harbor]++
			if berth[p.Ship.Harbor] > 1 {
				return fmt.Errorf("two ships in %s's harbor", s.Players[p.Ship.Harbor].Name)
			}
		}
		for _, n := range p.Island {
			if n < 0 {
				return fmt.Errorf("%s has a negative island count", p.Name)
			}
		}
	}
	for i, n := range s.Supply {
		if n < 0 || s.FactoryTiles[i] < 0 {
			return fmt.Errorf("negative supply of %s", Color(i))
		}
	}
	return nil
}
