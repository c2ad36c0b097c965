package container

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"tallyman/engines/seats"
	"tallyman/engines/seeded"
)

// Options are the choices made when a game is set up.
// DealCards: tallyman deals the value cards from the deck of five
// (container-notes.md); otherwise players hold physical cards and enter
// their numbers privately at any time before scoring.
type Options struct {
	DealCards bool `json:"deal_cards"`
	// Off-Shore Bank edition (offshore.go): Edition "offshore" ("" or
	// "classic" is classic); Length "short", "standard" (default) or
	// "extended"; the modules Truck Companies and Player Loans.
	Edition        string `json:"edition,omitempty"`
	Length         string `json:"length,omitempty"`
	TruckCompanies bool   `json:"truck_companies,omitempty"`
	PlayerLoans    bool   `json:"player_loans,omitempty"`
	// DiscardAgain keeps the rule of the Off-Shore games saved before
	// 2026-12-02 (issue 23.13): a later free-tie discard choice replaced
	// the earlier one, and those journals hold such repeated lines (a
	// resumed finished game asked again). New games refuse a second
	// choice (undo takes the first back). Set from the journal header by
	// the assistant, never written in Options' JSON.
	DiscardAgain bool `json:"-"`
}

// Event is something that happened as a move was applied, written for the
// shared screen: it never carries a secret (a sealed bid before the reveal,
// a value card).
type Event struct {
	Kind   string `json:"kind"`
	Player int    `json:"player"`
	Text   string `json:"text"`
}

// Setup lays out a new game for names in seating order (container.txt,
// "Setup"): $20 each, ship in the open sea, one warehouse, one factory of a
// colour no other player starts with, chosen at random, with one container
// of that colour in the factory store at $2, the supply of 4 containers per
// player of each colour less the starting ones, 5 factories of each colour,
// 5 warehouses and 2 loans per player, and a random first player. With
// opts.DealCards each player is dealt a value card from the deck of five.
// Errors: fewer than 3 or more than 5 players, an empty or repeated name.
func Setup(names []string, opts Options, seed uint64) (*State, []Event, error) {
	r := Classic
	n := len(names)
	if err := CheckNames(names); err != nil {
		return nil, nil, err
	}
	switch opts.Edition {
	case "", EditionClassic:
	case EditionOffshore:
		return setupOffshore(names, opts, seed)
	default:
		_, err := RulesOf(opts.Edition)
		return nil, nil, err
	}
	if opts.Length != "" || opts.TruckCompanies || opts.PlayerLoans {
		return nil, nil, fmt.Errorf("game length and modules belong to the Off-Shore Bank edition, not classic")
	}
	s := &State{Edition: "classic", Seed: seed, Phase: Actions, DealtCards: opts.DealCards}
	for i := range s.Supply {
		s.Supply[i] = r.ContainersPerPlayer * n
		s.FactoryTiles[i] = r.FactoriesPerColor
	}
	s.Warehouses = r.WarehousesPerPlayer*n - n
	s.LoanSupply = r.LoansPerPlayer * n

	events := s.seatPlayers(names, r, len(Cards), opts.DealCards)
	s.First = s.rand().IntN(n)
	s.Current = s.First
	events = append(events, Event{Kind: "first", Player: s.First, Text: s.Players[s.First].Name + " is the first player"})
	s.beginTurn(&events)
	return s, events, nil
}

// CheckNames says whether names (in seating order) can play: 3 to 5
// players (container.txt, "Overview"), each with a name, no two alike
// (ignoring case).
func CheckNames(names []string) error {
	r := Classic
	if n := len(names); n < r.MinPlayers || n > r.MaxPlayers {
		return fmt.Errorf("Container is for %d to %d players, not %d (rules: Overview)", r.MinPlayers, r.MaxPlayers, n)
	}
	return seats.CheckNames(names)
}

// rand returns the generator for the next random event and counts the draw.
func (s *State) rand() *rand.Rand {
	g := seeded.Rand(s.Seed, s.Draws)
	s.Draws++
	return g
}

// seatPlayers seats the players of a new game (container.txt, "Setup", and
// the Off-Shore notes alike): each gets the starting cash, one warehouse,
// the ship in the open sea, and a factory of a colour no other player
// starts with, drawn at random, with one container of it in the factory
// store at the starting price; with dealCards, a value card drawn from a
// deck of deckSize. It returns the setup events.
func (s *State) seatPlayers(names []string, r Rules, deckSize int, dealCards bool) []Event {
	colours := s.rand().Perm(NumColors)
	var cards []int
	if dealCards {
		cards = s.rand().Perm(deckSize)
	}
	var events []Event
	for i, nm := range names {
		c := Color(colours[i])
		p := Player{
			Name: strings.TrimSpace(nm), Cash: r.StartCash, Factories: []Color{c}, Warehouses: 1,
			FactoryStore: []Lot{{Color: c, Price: r.StartPrice}},
			Ship:         Ship{At: OpenSea},
		}
		if dealCards {
			p.Card = cards[i] + 1
		}
		s.Supply[c]--
		s.FactoryTiles[c]--
		s.Players = append(s.Players, p)
		events = append(events, Event{Kind: "setup", Player: i, Text: fmt.Sprintf("%s starts with the %s factory and one %s container at $%d", p.Name, r.ColorName(c), r.ColorName(c), r.StartPrice)})
	}
	return events
}
