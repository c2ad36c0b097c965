package minicontainers

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"tallyman/engines/seats"
	"tallyman/engines/seeded"
)

// Seats of the two non-player actors, used where a seat is expected
// (Container.By, State.Actor, Event.Player).
const (
	AutomaSeat = -1
	DummySeat  = -2
)

// Options are the modules chosen at setup (mini-containers.txt,
// "Modules") and the starting player: First is a seat, or -1 to draw the
// starting player from the seed (the rules name whoever most recently took
// out the trash). HandsChecked, with Terraced Housing, refuses a card a
// hand dealt face up cannot hold (see known.go): set for games begun
// since tallyman checks, so that a game saved before replays as played.
type Options struct {
	Automa          bool `json:"automa,omitempty"`
	Dummy           bool `json:"dummy,omitempty"`
	ThriftShop      bool `json:"thrift_shop,omitempty"`
	WasteCollection bool `json:"waste_collection,omitempty"`
	RecyclingCentre bool `json:"recycling_centre,omitempty"`
	TerracedHousing bool `json:"terraced_housing,omitempty"`
	HandsChecked    bool `json:"hands_checked,omitempty"`
	First           int  `json:"first"`
}

// Player is one player's counts of cards: Hand between rounds and while
// containers are played, then Deck (the mini-deck) and Aside (set aside)
// once the mini-decks are formed. Passed: passed this round. Taken counts
// the cards this player took when losing rounds (for the report).
type Player struct {
	Name   string `json:"name"`
	Hand   int    `json:"hand"`
	Deck   int    `json:"deck"`
	Aside  int    `json:"aside"`
	Passed bool   `json:"passed,omitempty"`
	Taken  int    `json:"taken,omitempty"`
}

// Cards is every card the player holds: hand, mini-deck and set aside.
func (p Player) Cards() int { return p.Hand + p.Deck + p.Aside }

// Place is one place of the Automa row: Up when a card lies face up on
// it, Open that card once entered (nil while tallyman has not been told
// it), and the number of closed cards under it (1 at setup).
type Place struct {
	Up     bool  `json:"up"`
	Open   *Card `json:"open,omitempty"`
	Closed int   `json:"closed"`
}

// Empty reports whether the place holds no card at all.
func (p Place) Empty() bool { return p.Cards() == 0 }

// Cards counts the cards on the place, open and closed.
func (p Place) Cards() int {
	if p.Up {
		return p.Closed + 1
	}
	return p.Closed
}

// Phase is the stage of a round.
type Phase string

// The phases (mini-containers.txt, "Set up", "Gameplay").
const (
	Deal       Phase = "deal"       // Terraced Housing: each player's cards are entered
	Containers Phase = "containers" // the Automa, each player, then the Dummy play containers
	Decks      Phase = "decks"      // each player forms a mini-deck
	Recycling  Phase = "recycling"  // sealed picks for a recycling centre
	Bonus      Phase = "bonus"      // the lowest unique number may play the top mini-deck card
	Disposal   Phase = "disposal"   // reveal or pass, clockwise
	Over       Phase = "over"
)

// State is the whole game. Row is the row of containers; Automa the
// Automa row (empty without the module). Start is the seat holding the
// starting player card, Round counts rounds from 1. Actor is who must act
// now: a seat, AutomaSeat or DummySeat. Order is the containers phase's
// sequence of actors and Pos the index of the one due. Centre is the index
// in Row of the recycling centre being picked for, Picks the sealed picks
// by seat (-1 not yet, -2 not taking part), BonusSeat the seat that may
// play its top card there. Winners are the seats that won, in seat order:
// one, or more when a move left several players without a card at once (a
// shared win); none once the game is over with no winner (the Automa ran
// out). Known is, with Terraced Housing, what the face-up deal tells of
// each seat's cards: by trash number (0 a module card, 1-7), the most
// cards of it the seat can hold; nil for a seat, or for all, when not
// known (see known.go). Seed and Draws fix the random starting player.
type State struct {
	Options   Options     `json:"options"`
	Players   []Player    `json:"players"`
	Row       []Container `json:"row"`
	Automa    []Place     `json:"automa,omitempty"`
	Start     int         `json:"start"`
	Round     int         `json:"round"`
	Phase     Phase       `json:"phase"`
	Actor     int         `json:"actor"`
	Order     []int       `json:"order,omitempty"`
	Pos       int         `json:"pos"`
	Dealt     []int       `json:"dealt,omitempty"`
	Centre    int         `json:"centre"`
	Picks     []int       `json:"picks,omitempty"`
	BonusSeat int         `json:"bonus_seat"`
	AutomaDue bool        `json:"automa_due,omitempty"`
	DummyDue  bool        `json:"dummy_due,omitempty"`
	Winners   []int       `json:"winners,omitempty"`
	Known     [][]int     `json:"known,omitempty"`
	Seed      uint64      `json:"seed"`
	Draws     uint64      `json:"draws"`
}

// Rules returns the data table.
func (s *State) Rules() Rules { return Standard }

// Clone returns a deep copy of s, so that Apply never changes its input.
func (s *State) Clone() *State {
	c := *s
	c.Players = slices.Clone(s.Players)
	c.Row = slices.Clone(s.Row)
	c.Automa = slices.Clone(s.Automa)
	for i, p := range c.Automa {
		if p.Open != nil {
			o := *p.Open
			c.Automa[i].Open = &o
		}
	}
	c.Order = slices.Clone(s.Order)
	c.Dealt = slices.Clone(s.Dealt)
	c.Picks = slices.Clone(s.Picks)
	c.Winners = slices.Clone(s.Winners)
	if s.Known != nil {
		c.Known = make([][]int, len(s.Known))
		for i, k := range s.Known {
			c.Known[i] = slices.Clone(k)
		}
	}
	return &c
}

func (s *State) rand() *rand.Rand {
	g := seeded.Rand(s.Seed, s.Draws)
	s.Draws++
	return g
}

// Event is something that happened as a move was applied, written for the
// shared screen: it never carries a secret (a sealed recycling pick before
// the reveal).
type Event struct {
	Kind   string `json:"kind"`
	Player int    `json:"player"`
	Text   string `json:"text"`
}

// Name is the name of seat, "the Automa" or "the Dummy".
func (s *State) Name(seat int) string {
	switch seat {
	case AutomaSeat:
		return "the Automa"
	case DummySeat:
		return "the Dummy"
	}
	if seat < 0 || seat >= len(s.Players) {
		return fmt.Sprintf("seat %d", seat)
	}
	return s.Players[seat].Name
}

// WinnerNames writes the winners' names: "Bob", "Bob and Cy", "Ann, Bob
// and Cy"; "" when nobody won.
func (s *State) WinnerNames() string { return s.names(s.Winners) }

// names joins the names of seats: "Ann", "Ann and Bob", "Ann, Bob and
// Cy"; "" for none.
func (s *State) names(seats []int) string {
	var names []string
	for _, w := range seats {
		names = append(names, s.Name(w))
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// Last is the last player in turn order this round: the one right of the
// starting player.
func (s *State) Last() int { return (s.Start + len(s.Players) - 1) % len(s.Players) }

// In reports whether seat still takes part in this round's disposal: not
// passed, cards left in the mini-deck.
func (s *State) In(seat int) bool { return !s.Players[seat].Passed && s.Players[seat].Deck > 0 }

// AutomaRow returns the open Automa cards by place (nil for an empty
// place or one whose card is not yet entered).
func (s *State) AutomaRow() []*Card {
	out := make([]*Card, len(s.Automa))
	for i, p := range s.Automa {
		if p.Up {
			out[i] = p.Open
		}
	}
	return out
}

// Unknown returns the Automa places whose face-up card tallyman has not
// been told yet (enter them with a RowCard move).
func (s *State) Unknown() []int {
	var out []int
	for i, p := range s.Automa {
		if p.Up && p.Open == nil {
			out = append(out, i)
		}
	}
	return out
}

// AutomaCards counts the cards left in the Automa row, open and closed.
func (s *State) AutomaCards() int {
	n := 0
	for _, p := range s.Automa {
		n += p.Cards()
	}
	return n
}

// AutomaDecision is the Automa's decision now (see Decide): the container
// phase at the start of a round, else the trash phase.
func (s *State) AutomaDecision() Decision {
	ph := AutomaTrash
	if s.Phase == Containers {
		ph = AutomaContainer
	}
	return Decide(ph, s.AutomaRow(), s.Row)
}

// CheckNames says whether names (seating order) can play with opts: 1 to 6
// players, each named, no two alike (ignoring case); 1 player needs the
// Automa; the Automa and the Dummy only with 1 or 2 players (the Dummy with
// 2) (mini-containers.txt, "Dummy Module", "Automa Module"); First a seat
// or -1.
func CheckNames(names []string, opts Options) error {
	r := Standard
	n := len(names)
	if n < r.MinPlayers || n > r.MaxPlayers {
		return fmt.Errorf("Mini Containers takes %d to %d players, not %d", r.MinPlayers, r.MaxPlayers, n)
	}
	if err := seats.CheckNames(names); err != nil {
		return err
	}
	switch {
	case n == 1 && !opts.Automa:
		return fmt.Errorf("a 1-player game needs the Automa (Mini Containers rules, Automa Module)")
	case n == 1 && opts.Dummy:
		return fmt.Errorf("the Dummy is for 2 players, not 1 (Mini Containers rules, Dummy Module)")
	case n > 2 && (opts.Automa || opts.Dummy):
		return fmt.Errorf("the Automa and the Dummy are for 1 or 2 players, not %d (Mini Containers rules, Dummy Module and Automa Module)", n)
	case opts.First < -1 || opts.First >= n:
		return fmt.Errorf("no starting seat %d: seats run from 0 to %d (or -1 to draw)", opts.First, n-1)
	}
	return nil
}

// Setup lays out a new game for names in seating order (mini-containers.txt,
// "Set up"): 12 cards each (with Terraced Housing, each player's face-up
// deal is entered with Deal moves first), the starting player (opts.First,
// or drawn from seed), and with the Automa the Automa row: six places, each
// a closed card under an open one whose card is entered with RowCard
// moves. Errors: those of CheckNames.
func Setup(names []string, opts Options, seed uint64) (*State, []Event, error) {
	if err := CheckNames(names, opts); err != nil {
		return nil, nil, err
	}
	r := Standard
	s := &State{Options: opts, Seed: seed, Round: 1, Centre: -1, BonusSeat: -1}
	for _, nm := range names {
		p := Player{Name: strings.TrimSpace(nm)}
		if !opts.TerracedHousing {
			p.Hand = r.HandSize
		}
		s.Players = append(s.Players, p)
	}
	var ev []Event
	s.Start = opts.First
	if s.Start < 0 {
		s.Start = s.rand().IntN(len(names))
		ev = append(ev, Event{Kind: "start", Player: s.Start, Text: s.Name(s.Start) + " is drawn as the starting player"})
	} else {
		ev = append(ev, Event{Kind: "start", Player: s.Start, Text: s.Name(s.Start) + " is the starting player (the last to take out the trash)"})
	}
	if opts.Automa {
		s.Automa = make([]Place, r.AutomaPlaces)
		for i := range s.Automa {
			s.Automa[i] = Place{Closed: 1, Up: true}
		}
		ev = append(ev, Event{Kind: "automa", Player: AutomaSeat, Text: fmt.Sprintf("Lay out the Automa row: %d closed cards, an open card on each", r.AutomaPlaces)})
	}
	if opts.TerracedHousing {
		s.Phase = Deal
		s.Actor = 0
		s.Dealt = make([]int, len(names))
		ev = append(ev, Event{Kind: "deal", Player: 0, Text: fmt.Sprintf("Terraced Housing: deal face up to each player until their trash adds up to %d or more", r.TerracedSum)})
		return s, ev, nil
	}
	s.beginRound(&ev)
	return s, ev, nil
}
