package minicontainers

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/engines/words"
)

// Container is one place in the row in the middle of the table: a
// container (Kind Ordinary, of Type, holding Size 6 or 7 units of trash,
// Fill of them used), a thrift shop (room for one trash card of each type,
// any volume: Used marks the types taken) or a recycling centre. Cards
// counts the trash cards on it; Waste is set once a waste collection card
// is on it (no more trash this round). By is who played it: a seat, or
// AutomaSeat or DummySeat.
type Container struct {
	Kind  Kind           `json:"kind,omitempty"`
	Type  Type           `json:"type"`
	Size  int            `json:"size,omitempty"`
	Fill  int            `json:"fill"`
	Used  [NumTypes]bool `json:"used"`
	Cards int            `json:"cards"`
	Waste bool           `json:"waste,omitempty"`
	By    int            `json:"by"`
}

// Room is the units of trash the container still holds (0 for a thrift
// shop or a recycling centre, which count cards, not units).
func (c Container) Room() int {
	if c.Kind != Ordinary {
		return 0
	}
	return c.Size - c.Fill
}

// String writes the container for the status screen: "blue 7: 3/7 (room
// 4)", "thrift shop: blue, orange used", "recycling centre"; a waste
// collection card on it closes it, said in place of the room and without
// a second bracket: "blue 6: 5/6, waste collected: closed" (36 columns,
// inside the laptop's 44-column container column, so "by" stays in line;
// "(room 1) (waste collected: closed this round)" ran it 2 columns out).
func (c Container) String() string {
	var s string
	switch c.Kind {
	case ThriftShop:
		var used []string
		for t, u := range c.Used {
			if u {
				used = append(used, Type(t).String())
			}
		}
		s = "thrift shop: "
		if len(used) == 0 {
			s += "empty"
		} else {
			s += strings.Join(used, ", ") + " used"
		}
	case RecyclingCentre:
		s = "recycling centre (" + words.Plural(c.Cards, "card") + ")"
	default:
		s = fmt.Sprintf("%s %d: %d/%d", c.Type, c.Size, c.Fill, c.Size)
		if !c.Waste {
			s += fmt.Sprintf(" (room %d)", c.Room())
		}
	}
	if c.Waste {
		s += ", waste collected: closed"
	}
	return s
}

// Takes reports whether the ordinary trash card t may go on c
// (mini-containers.txt, "Disposing Trash Cards", "Thrift shop Module",
// "Waste Collection Service module"): a container of t's type with room
// for its volume and no waste collection card on it, or a thrift shop
// with t's type still free. A recycling centre takes trash only as the
// bonus, never here. Module cards are never ordinary trash: false.
func (c Container) Takes(t Card) bool {
	if t.Kind != Ordinary {
		return false
	}
	switch c.Kind {
	case Ordinary:
		return !c.Waste && c.Type == t.Type && c.Fill+t.Volume <= c.Size
	case ThriftShop:
		return !c.Used[t.Type]
	}
	return false
}

// Targets returns the indexes of the row's containers that card may be
// played on as trash, left to right. For an ordinary card, those that
// Take it; for a waste collection card, every container with trash on it
// and every recycling centre, or, when no container of the row has any
// trash, every one (mini-containers.txt, "Waste Collection Service
// module").
func Targets(row []Container, card Card) []int {
	var out []int
	switch card.Kind {
	case Ordinary:
		for i, c := range row {
			if c.Takes(card) {
				out = append(out, i)
			}
		}
	case WasteCollection:
		allEmpty := !slices.ContainsFunc(row, func(c Container) bool { return c.Cards > 0 })
		for i, c := range row {
			if allEmpty || c.Cards > 0 || c.Kind == RecyclingCentre {
				out = append(out, i)
			}
		}
	}
	return out
}

// RoomByType sums, per type, the units still free in the row's open
// containers (no waste collection card on them), and counts the thrift
// shops with that type still free: what the assistant shows at a glance.
func RoomByType(row []Container) (units [NumTypes]int, thrift [NumTypes]int) {
	for _, c := range row {
		switch {
		case c.Kind == Ordinary && !c.Waste:
			units[c.Type] += c.Room()
		case c.Kind == ThriftShop:
			for t := range NumTypes {
				if !c.Used[t] {
					thrift[t]++
				}
			}
		}
	}
	return units, thrift
}

// AutomaPhase says which kind of card the Automa plays: containers (before
// the starting player plays a container) or trash (before each reveal by
// the starting player).
type AutomaPhase string

// The two Automa phases (mini-containers.txt, "Automa Module").
const (
	AutomaContainer AutomaPhase = "container"
	AutomaTrash     AutomaPhase = "trash"
)

// Decision is what the Automa does. Play is the index in the Automa row
// of the card it plays, or -1: none can be played, or several are tied
// after both tie-breaks and the starting player must choose among
// Candidates. Candidates lists the cards still tied at the last level
// applied (the one played when Play >= 0; empty when none fits). Target is
// the container (index in the row of containers) a trash card goes on, -1
// for a container play or when no card is decided. Reason says why, in
// words ("plays orange 5: highest value that fits").
type Decision struct {
	Play       int    `json:"play"`
	Candidates []int  `json:"candidates"`
	Target     int    `json:"target"`
	Reason     string `json:"reason"`
}

// TypeCount is how present type t is in the Automa row: the number of its
// open cards (nil for an empty place) whose trash side is of type t.
// (Rules decision: "type most present" counts the trash sides of the open
// cards; module cards have no type; closed cards are unknown.)
func TypeCount(row []*Card, t Type) int {
	n := 0
	for _, c := range row {
		if c != nil && c.Kind == Ordinary && c.Type == t {
			n++
		}
	}
	return n
}

// Decide works out the Automa's play (mini-containers.txt, "Automa
// Module"). row holds the open Automa cards by place (nil where the place
// is empty); containers is the row of containers on the table (used in the
// trash phase). In the container phase the candidates are every card with
// a container side; in the trash phase, the ordinary cards some container
// Takes (module cards never: a waste collection card has no value). Among
// them: the highest Value; then the type most present in the Automa row
// (TypeCount); then the starting player chooses. A trash card goes on the
// leftmost container that takes it.
func Decide(phase AutomaPhase, row []*Card, containers []Container) Decision {
	d := Decision{Play: -1, Target: -1, Candidates: []int{}}
	var cands []int
	for i, c := range row {
		if c == nil {
			continue
		}
		if phase == AutomaContainer && c.HasContainers() {
			cands = append(cands, i)
		}
		if phase == AutomaTrash && len(Targets(containers, *c)) > 0 && c.Kind == Ordinary {
			cands = append(cands, i)
		}
	}
	if len(cands) == 0 {
		if phase == AutomaContainer {
			d.Reason = "the Automa row is empty: the Automa plays no container"
		} else {
			d.Reason = "no Automa card fits a container: the starting player continues"
		}
		return d
	}
	what := "highest value"
	if phase == AutomaTrash {
		what = "highest value that fits"
	}
	best := -1
	for _, i := range cands {
		best = max(best, row[i].Value())
	}
	var top []int
	for _, i := range cands {
		if row[i].Value() == best {
			top = append(top, i)
		}
	}
	if len(top) > 1 {
		bestN := -1
		for _, i := range top {
			bestN = max(bestN, TypeCount(row, row[i].Type))
		}
		var again []int
		for _, i := range top {
			if TypeCount(row, row[i].Type) == bestN {
				again = append(again, i)
			}
		}
		if len(again) == 1 {
			what += fmt.Sprintf(" (places %s tie at %d), and %s is the type most present in the Automa row (%s)", placeList(top), best, row[again[0]].Type, words.Plural(bestN, "open card"))
		}
		top = again
	}
	d.Candidates = top
	if len(top) > 1 {
		var names []string
		for _, i := range top {
			names = append(names, fmt.Sprintf("place %d (%s)", i+1, row[i]))
		}
		d.Reason = fmt.Sprintf("cannot decide: %s tie on value (%d) and on how present their type is in the Automa row; the starting player chooses", strings.Join(names, " and "), best)
		return d
	}
	d.Play = top[0]
	c := row[d.Play]
	if phase == AutomaContainer {
		d.Reason = fmt.Sprintf("plays %s from place %d as containers: %s", c.ContainerString(), d.Play+1, what)
		if c.Kind == Ordinary {
			d.Reason = fmt.Sprintf("plays %s from place %d as containers (%s): %s", c.TrashString(), d.Play+1, c.ContainerString(), what)
		}
		return d
	}
	d.Target = Targets(containers, *c)[0]
	d.Reason = fmt.Sprintf("plays %s from place %d on container %d (%s): %s; the leftmost container that takes it", c.TrashString(), d.Play+1, d.Target+1, containers[d.Target], what)
	return d
}

// ChosenTarget is the container the Automa's trash card at place i goes
// on once the starting player chose it among tied candidates: the leftmost
// that takes it, or -1.
func ChosenTarget(row []*Card, containers []Container, i int) int {
	if i < 0 || i >= len(row) || row[i] == nil {
		return -1
	}
	t := Targets(containers, *row[i])
	if len(t) == 0 || row[i].Kind != Ordinary {
		return -1
	}
	return t[0]
}
