// Package minicontainers is the rules engine for Mini Containers
// (../shared/rules/mini-containers.txt). tallyman does not simulate the
// deck: the players tell the engine each card as it is revealed (its trash
// side, its two containers, or a module card) and the engine keeps the
// table's state: the row of containers with their fills, every player's
// counts (hand, mini-deck, set aside), whose turn it is, and the decisions
// of the Automa and the Dummy. It is pure: a State, the Moves, Apply that
// checks a move and returns the next state with its events. It does no I/O
// and draws randomness (the starting player, when asked to) only from the
// seed recorded in the state (package seeded).
//
// Rules decisions, where the text leaves a point open (each is repeated at
// the code that does it):
//
//   - Value: a card's value is the volume on its trash side (1-7). Module
//     cards (thrift shop, recycling centre, waste collection) have no value:
//     0.
//   - Type most present in the Automa row: the number of open Automa cards
//     whose trash side is of the candidate's trash type (the candidate
//     included); module cards have no type. Closed cards are not counted
//     (nobody knows them).
//   - The Automa's trash: a card "fits" when some container of the row can
//     take it (type, room, no waste collection card on it; a thrift shop
//     with that type still free). It goes on the leftmost such container,
//     as the Dummy's does. The Automa never plays a module card as trash.
//   - The Automa plays its trash card at the start of each turn of the
//     starting player in the disposal phase (before they choose to reveal
//     or pass), as long as the starting player is still in the round.
//   - Open Automa cards taken by a player who lost the round are replaced
//     by the closed cards under them, like played ones; when that leaves the
//     Automa row without any card, the game ends with no winner, as when the
//     last card is played.
//   - The Dummy plays a trash card after each turn in which the last player
//     in turn order (the one right of the starting player) played a trash
//     card; once that player has passed or emptied their mini-deck, the
//     Dummy stops for the round. A module card drawn for the Dummy's trash
//     (or a waste collection card drawn for its container) is discarded.
//   - Losing a round: the loser takes the revealed card back, every card left
//     in the mini-decks of players still in (their own included) and, with
//     the Automa, every open Automa card; all go to the loser's set-aside
//     cards. Every mini-deck is then empty, so the round ends.
//   - A player who gets rid of their last card by any means (trash, bonus,
//     recycling pick, even their last card played as containers) wins at once.
//   - Recycling Centre: the pick happens once the mini-decks are formed (the
//     set-aside cards exist only then), once per recycling centre in the
//     row, in row order. Players without set-aside cards do not pick. Each
//     picked card is played onto the centre (the picker gets rid of it). A
//     card without a number (waste collection, thrift shop, recycling centre)
//     is picked as 0 and cannot win. The bonus is optional ("may"); the card
//     goes on the centre whatever its type and volume. Ordinary trash cannot
//     otherwise go on a recycling centre; a waste collection card always can
//     (without effect).
//   - Waste collection on a thrift shop empties it and leaves it open; on a
//     container it blocks it for the round (its trash stays).
//   - Players: 1 (with the Automa), 2 (the Dummy and/or the Automa allowed),
//     3 to 6 without either (the text gives no maximum; 6 is tallyman's).
//   - A mini-deck may hold from 0 cards to the whole hand.
package minicontainers

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Type is a trash type, and a container's (mini-containers.txt, "Card
// layout").
type Type int

// The five types, in the order the rules list them.
const (
	Grey Type = iota
	Blue
	Green
	Yellow
	Orange
	// NumTypes is the number of trash types.
	NumTypes = 5
)

var typeNames = [NumTypes]string{"grey", "blue", "green", "yellow", "orange"}

// Types lists every type in rule order.
var Types = [NumTypes]Type{Grey, Blue, Green, Yellow, Orange}

// String returns the type's name in lower case ("grey", "blue", "green",
// "yellow", "orange").
func (t Type) String() string {
	if t < 0 || int(t) >= NumTypes {
		return fmt.Sprintf("type(%d)", int(t))
	}
	return typeNames[t]
}

// ParseType reads a type name, case-insensitive; "gray", the waste names of
// the rules ("residual", "paper", "garden", "glass", "plastic") and unique
// prefixes ("gr" is ambiguous) are accepted. The error lists the names.
func ParseType(s string) (Type, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	alias := map[string]Type{"gray": Grey, "residual": Grey, "paper": Blue, "garden": Green, "fruit": Green, "glass": Yellow, "glas": Yellow, "plastic": Orange, "plastics": Orange}
	if t, ok := alias[k]; ok {
		return t, nil
	}
	found := -1
	var hits []string
	for i, n := range typeNames {
		if k == n {
			return Type(i), nil
		}
		if k != "" && strings.HasPrefix(n, k) {
			hits = append(hits, n)
			if found >= 0 {
				found = -2
			} else if found == -1 {
				found = i
			}
		}
	}
	if found >= 0 {
		return Type(found), nil
	}
	if len(hits) > 1 {
		return 0, fmt.Errorf("%q could be %s: type more of the name", s, strings.Join(hits, " or "))
	}
	return 0, fmt.Errorf("unknown type %q: the types are grey, blue, green, yellow and orange", s)
}

// MarshalText writes the type's name.
func (t Type) MarshalText() ([]byte, error) {
	if t < 0 || int(t) >= NumTypes {
		return nil, fmt.Errorf("no type %d", int(t))
	}
	return []byte(t.String()), nil
}

// UnmarshalText reads a type's name (see ParseType).
func (t *Type) UnmarshalText(b []byte) error {
	v, err := ParseType(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// Rules holds every number of Mini Containers, each from the section of
// mini-containers.txt named beside it.
type Rules struct {
	MinPlayers, MaxPlayers int // 1 (with the Automa) to 6 (tallyman's limit; the text gives none)
	HandSize               int // "Set up": 12 cards each
	TerracedSum            int // "Terraced Housing Module": dealt until the trash adds up to 30 or more
	MinVolume, MaxVolume   int // "Trash": volume 1-7
	LeftSize, RightSize    int // "Containers": the left container holds 6, the right 7
	AutomaPlaces           int // "Automa Module": 6 places, a closed card under an open one
	PassDraw               int // "Passing": one card from the draw pile
}

// Standard is the data table of mini-containers.txt.
var Standard = Rules{
	MinPlayers: 1, MaxPlayers: 6,
	HandSize: 12, TerracedSum: 30,
	MinVolume: 1, MaxVolume: 7,
	LeftSize: 6, RightSize: 7,
	AutomaPlaces: 6, PassDraw: 1,
}

// Kind is what a card is: an ordinary card (a trash side and two
// containers) or one of the module cards.
type Kind string

// The kinds of card (mini-containers.txt, "Card layout" and "Modules").
const (
	Ordinary        Kind = ""                 // trash side and two containers
	ThriftShop      Kind = "thrift_shop"      // played instead of containers
	RecyclingCentre Kind = "recycling_centre" // played instead of containers
	WasteCollection Kind = "waste_collection" // played instead of trash
)

// Card is one card as the table reveals it. An Ordinary card has a trash
// side (Type, Volume 1-7) and two containers: Containers[0] the left one
// (holds 6), Containers[1] the right one (holds 7). A module card has only
// its Kind. Known is false for a card not yet entered (an Automa card
// turned up but not yet told to tallyman).
type Card struct {
	Kind       Kind    `json:"kind,omitempty"`
	Type       Type    `json:"type"`
	Volume     int     `json:"volume,omitempty"`
	Containers [2]Type `json:"containers"`
}

// Valid returns an error unless the card is a known module kind or an
// ordinary card with a volume of 1-7.
func (c Card) Valid() error {
	switch c.Kind {
	case Ordinary:
		if c.Volume < Standard.MinVolume || c.Volume > Standard.MaxVolume {
			return fmt.Errorf("a trash volume runs from %d to %d, not %d", Standard.MinVolume, Standard.MaxVolume, c.Volume)
		}
		for _, t := range append([]Type{c.Type}, c.Containers[:]...) {
			if t < 0 || int(t) >= NumTypes {
				return fmt.Errorf("no type %d", int(t))
			}
		}
	case ThriftShop, RecyclingCentre, WasteCollection:
	default:
		return fmt.Errorf("unknown kind of card %q", c.Kind)
	}
	return nil
}

// Value is the card's value for the Automa: its trash volume; module cards
// have none (0). (Rules decision: "value" is the number on the trash side.)
func (c Card) Value() int {
	if c.Kind != Ordinary {
		return 0
	}
	return c.Volume
}

// HasContainers reports whether the card can be played as containers (an
// ordinary card, a thrift shop or a recycling centre).
func (c Card) HasContainers() bool { return c.Kind != WasteCollection }

// HasTrash reports whether the card can be played as trash (an ordinary
// card or a waste collection card).
func (c Card) HasTrash() bool { return c.Kind == Ordinary || c.Kind == WasteCollection }

// TrashString writes the trash side: "orange 5", "waste collection".
func (c Card) TrashString() string {
	if c.Kind != Ordinary {
		return c.kindName()
	}
	return fmt.Sprintf("%s %d", c.Type, c.Volume)
}

// ContainerString writes the container side: "yellow 6 + orange 7",
// "thrift shop".
func (c Card) ContainerString() string {
	if c.Kind != Ordinary {
		return c.kindName()
	}
	return fmt.Sprintf("%s %d + %s %d", c.Containers[0], Standard.LeftSize, c.Containers[1], Standard.RightSize)
}

// String writes both sides: "orange 5 (yellow 6 + orange 7)".
func (c Card) String() string {
	if c.Kind != Ordinary {
		return c.kindName()
	}
	return c.TrashString() + " (" + c.ContainerString() + ")"
}

func (c Card) kindName() string { return strings.ReplaceAll(string(c.Kind), "_", " ") }

// ParseTrash reads a card revealed as trash: "orange 5", "orange 5 yellow
// orange" or "waste". Error: the card's trash side is not given (two
// types alone are its containers), or it is a thrift shop or recycling
// centre, which are not trash.
func ParseTrash(s string) (Card, error) {
	c, err := ParseCard(s)
	if err != nil {
		return c, err
	}
	if !c.HasTrash() {
		return c, fmt.Errorf("a %s is played as containers, not as trash", c.kindName())
	}
	if f := strings.Fields(s); c.Kind == Ordinary && len(f) == 2 && !isNumber(f[1]) {
		return c, fmt.Errorf("%q names two containers: type the trash side, for example \"orange 5\"", s)
	}
	return c, nil
}

// ParseRevealed reads the top card of a mini-deck as revealed: its trash
// side ("orange 5", "orange 5 yellow orange", "waste") as ParseTrash
// reads it, or a thrift shop or recycling centre ("thrift",
// "recycling"), which no container takes (see State.lose).
func ParseRevealed(s string) (Card, error) {
	if c, err := ParseCard(s); err == nil && c.Kind != Ordinary && !c.HasTrash() {
		return c, nil
	}
	return ParseTrash(s)
}

// ParseContainers reads a card played as containers: "yellow orange"
// (left 6, right 7), "orange 5 yellow orange", "thrift" or "recycling".
// Error: only the trash side is given, or it is a waste collection card.
func ParseContainers(s string) (Card, error) {
	c, err := ParseCard(s)
	if err != nil {
		return c, err
	}
	if !c.HasContainers() {
		return c, fmt.Errorf("a waste collection card is played as trash, not as containers")
	}
	if f := strings.Fields(s); c.Kind == Ordinary && len(f) == 2 && isNumber(f[1]) {
		return c, fmt.Errorf("%q is a trash side: type the two containers, left (6) then right (7), for example \"yellow orange\"", s)
	}
	return c, nil
}

// ParseFullCard reads a card with both sides ("orange 5 yellow orange") or
// a module card, as an Automa card must be entered.
func ParseFullCard(s string) (Card, error) {
	c, err := ParseCard(s)
	if err == nil && c.Kind == Ordinary && len(strings.Fields(s)) != 4 {
		err = fmt.Errorf("type both sides: the trash type and volume, then the two containers, for example \"orange 5 yellow orange\"")
	}
	return c, err
}

func isNumber(s string) bool {
	var n int
	_, err := fmt.Sscanf(s, "%d", &n)
	return err == nil
}

// ParseCard reads a card as typed: "orange 5" (trash side only; the
// containers default to grey), "orange 5 yellow orange" (trash side and the
// two containers, left then right), "yellow orange" (containers only;
// the trash side is then unknown and left as grey 1), "thrift", "recycling",
// "waste" (module cards; any unique prefix of their names).
func ParseCard(s string) (Card, error) {
	f := strings.Fields(strings.ToLower(s))
	if len(f) == 0 {
		return Card{}, fmt.Errorf("type a card: for example \"orange 5\", \"orange 5 yellow orange\", \"yellow orange\", \"thrift\", \"recycling\" or \"waste\"")
	}
	if len(f) == 1 {
		for _, k := range []Kind{ThriftShop, RecyclingCentre, WasteCollection} {
			if strings.HasPrefix(string(k), f[0]) && len(f[0]) >= 2 {
				return Card{Kind: k}, nil
			}
		}
	}
	var c Card
	var err error
	switch len(f) {
	case 2, 4:
		if c.Type, err = ParseType(f[0]); err != nil {
			return c, err
		}
		if _, e := fmt.Sscanf(f[1], "%d", &c.Volume); e == nil {
			if len(f) == 4 {
				for i := range 2 {
					if c.Containers[i], err = ParseType(f[2+i]); err != nil {
						return c, err
					}
				}
			}
			return c, c.Valid()
		}
		if len(f) != 2 {
			return c, fmt.Errorf("%q: the volume must be a number 1-7", f[1])
		}
		// two types: the containers only
		c.Containers[0] = c.Type
		if c.Containers[1], err = ParseType(f[1]); err != nil {
			return c, err
		}
		c.Type, c.Volume = Grey, 1
		return c, nil
	}
	return c, fmt.Errorf("cannot read %q: type \"orange 5\", \"orange 5 yellow orange\", \"yellow orange\", \"thrift\", \"recycling\" or \"waste\"", s)
}

// jsonCard is Card's JSON form.
type jsonCard struct {
	Kind       Kind   `json:"kind,omitempty"`
	Type       *Type  `json:"type,omitempty"`
	Volume     int    `json:"volume,omitempty"`
	Containers []Type `json:"containers,omitempty"`
}

// MarshalJSON writes {"type":"orange","volume":5,"containers":["yellow","orange"]}
// for an ordinary card and {"kind":"thrift_shop"} for a module card.
func (c Card) MarshalJSON() ([]byte, error) {
	if c.Kind != Ordinary {
		return json.Marshal(jsonCard{Kind: c.Kind})
	}
	t := c.Type
	return json.Marshal(jsonCard{Type: &t, Volume: c.Volume, Containers: c.Containers[:]})
}

// UnmarshalJSON reads a card (see MarshalJSON); an ordinary card needs its
// type, a volume 1-7 and exactly two containers.
func (c *Card) UnmarshalJSON(b []byte) error {
	var j jsonCard
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*c = Card{Kind: j.Kind}
	if j.Kind != Ordinary {
		return c.Valid()
	}
	if j.Type == nil {
		return fmt.Errorf("a card needs its trash \"type\"")
	}
	if len(j.Containers) != 2 {
		return fmt.Errorf("a card needs its two \"containers\" (left 6, right 7), not %d", len(j.Containers))
	}
	c.Type, c.Volume = *j.Type, j.Volume
	copy(c.Containers[:], j.Containers)
	return c.Valid()
}
