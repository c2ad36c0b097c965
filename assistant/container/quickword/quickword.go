// Package quickword reads the words of Container's quick entry that name
// a player or a place a ship sails to ("sail Bob", "sail sea", "sail
// bank"), and the Off-Shore edition's colour words. A place word that is
// also a player's whole name is refused, naming both, as seats.Find
// refuses a seat number that is another player's name.
package quickword

import (
	"fmt"
	"strconv"
	"strings"

	"tallyman/engines/container"
	"tallyman/engines/seats"
	"tallyman/engines/words"
)

// Place is where a ship sails other than a player's harbor, as the quick
// entry names it after "sail" (container.txt, "Sail to the open sea",
// "Sail to the island"; container-offshore-edition-actions.txt, "Sail").
type Place struct {
	Move  container.MoveType // the move that sails there
	Name  string             // as messages say it: "the open sea"
	Words []string           // what names it after "sail", in lower case
	Verb  string             // a line that means only this place ("sea"), or "": sail and a word of Words
	// Then says whether a word may follow the place word (the colours
	// loaded at the Off-Shore Bank); nil: none may.
	Then func(word string) bool
}

// The places of classic Container and of the Off-Shore Bank edition. The
// open sea and the island have verbs of their own ("sea", "island"); the
// Off-Shore Bank has a second word, "off-shore" (or "offshore"), for a
// table with a player called Bank.
var (
	Sea             = Place{Move: container.SailSea, Name: "the open sea", Words: []string{"sea"}, Verb: "sea"}
	Island          = Place{Move: container.SailIsland, Name: "the island", Words: []string{"island"}, Verb: "island"}
	Ocean           = Place{Move: container.SailSea, Name: "the ocean", Words: []string{"sea"}, Verb: "sea"}
	ContainerIsland = Place{Move: container.SailIsland, Name: "Container Island", Words: []string{"island"}, Verb: "island"}
	Bank            = Place{Move: container.SailBank, Name: "the Off-Shore Bank", Words: []string{"bank", "off-shore", "offshore"},
		Then: func(w string) bool { _, err := OffshoreColour(w); return err == nil }}
)

// Seas returns the open sea and the island of s's edition.
func Seas(s *container.State) []Place {
	if s.Rules().Offshore {
		return []Place{Ocean, ContainerIsland}
	}
	return []Place{Sea, Island}
}

// Names reports whether word (any case) is one of p's Words.
func (p Place) Names(word string) bool {
	for _, w := range p.Words {
		if strings.EqualFold(w, word) {
			return true
		}
	}
	return false
}

// Sail reads the words after "sail" (args, at least one) for the current
// player of s: one of places, named by a word of its Words and followed
// by the words its Then allows, with rest the words after the place word;
// or a player's harbor (Move container.SailHarbor, TakePlayer), with seat
// and the words after the name. When the place word (with the words after
// it) is also the whole name of a player the ship may sail to (not the
// one sailing: never your own harbor, container.txt "Sail to a player's
// harbor", Off-Shore actions "Sail"), the line is refused, saying what to
// type for each; when the place cannot take the words after it, the
// player is meant ("sail sea tan@4" to a player called Sea). A start of a
// name is no clash: "sail bank" with a player called Banker is the bank.
func Sail(s *container.State, args []string, places ...Place) (to Place, seat int, rest []string, err error) {
	harbor := Place{Move: container.SailHarbor}
	var at *Place
	for i := range places {
		if places[i].Names(args[0]) {
			at = &places[i]
		}
	}
	if at == nil {
		seat, rest, err = TakePlayer(s, args)
		return harbor, seat, rest, err
	}
	typed := strings.Join(args[:nameLength(args)], " ")
	named := wholeNames(s, typed)
	switch {
	case len(named) == 0:
		return *at, -1, args[1:], nil
	case !at.takes(args[1:]):
		seat, rest, err = TakePlayer(s, args)
		return harbor, seat, rest, err
	}
	var players, lines []string
	for _, i := range named {
		p := fmt.Sprintf("%d %s", i+1, strings.TrimSpace(s.Players[i].Name))
		players = append(players, p)
		lines = append(lines, fmt.Sprintf("sail %s for %s", reach(s, i, places), p))
	}
	only := "menu to choose " + at.Name
	if at.Verb != "" {
		only = at.Verb + " for " + at.Name
	} else {
		for _, w := range at.Words {
			line := append([]string{w}, args[1:]...)
			if len(wholeNames(s, strings.Join(line, " "))) == 0 {
				only = "sail " + strings.Join(line, " ") + " for " + at.Name
				break
			}
		}
	}
	return Place{}, -1, nil, fmt.Errorf("%q is both %s and the name of %s: type %s", typed, at.Name, words.Or(players), words.Or(append(lines, only)))
}

// reach returns what to type after "sail" for seat's harbor: the seat
// number, or where that is another player's name, the longest start of
// the name, one word, that seats.Find reads as seat and no place of
// places takes ("Ban" for Bank).
func reach(s *container.State, seat int, places []Place) string {
	n := strconv.Itoa(seat + 1)
	if p, err := s.Seat(n); err == nil && p == seat {
		return n
	}
	name := []rune(strings.TrimSpace(s.Players[seat].Name))
	for i := len(name) - 1; i > 0; i-- {
		start := string(name[:i])
		if strings.ContainsAny(start, " @") || named(places, start) {
			continue
		}
		if p, err := s.Seat(start); err == nil && p == seat {
			return start
		}
	}
	return n
}

// named reports whether word names one of places.
func named(places []Place, word string) bool {
	for _, p := range places {
		if p.Names(word) {
			return true
		}
	}
	return false
}

// takes reports whether the place can be followed by after.
func (p Place) takes(after []string) bool {
	for _, w := range after {
		if p.Then == nil || !p.Then(w) {
			return false
		}
	}
	return true
}

// wholeNames returns the seats, other than the current player's, whose
// whole name is typed, as seats.Find takes one before a start: the same
// Key, or the same name without emoji (BareKey).
func wholeNames(s *container.State, typed string) []int {
	var out []int
	key, bare := seats.Key(typed), seats.BareKey(typed)
	for i, p := range s.Players {
		if i != s.Current && (seats.Key(p.Name) == key || bare != "" && seats.BareKey(p.Name) == bare) {
			out = append(out, i)
		}
	}
	return out
}

// nameLength is how many words of args name a player: those up to the
// first container (a word with "@") or "reprice".
func nameLength(args []string) int {
	n := 0
	for n < len(args) && !strings.Contains(args[n], "@") && args[n] != "reprice" {
		n++
	}
	return n
}

// TakePlayer reads a player (container.State.Seat: a name, its start or
// the seat number) from the front of args: the words up to the first
// container (a word with "@") or "reprice", so that names with spaces
// work ("sail Ann Lee tan@4"). It returns the seat and the words after
// the name.
func TakePlayer(s *container.State, args []string) (int, []string, error) {
	n := nameLength(args)
	if n == 0 {
		return -1, nil, fmt.Errorf("name a player before %q", args[0])
	}
	p, err := s.Seat(strings.Join(args[:n], " "))
	return p, args[n:], err
}

// OffshoreColour maps an Off-Shore colour name (blue, yellow, white, red,
// green) or a unique prefix of one, in any case, to its slot.
func OffshoreColour(a string) (container.Color, error) {
	r := container.Offshore
	a = strings.ToLower(strings.TrimSpace(a))
	var found []container.Color
	for _, c := range container.Colors {
		n := r.ColorName(c)
		if a == n {
			return c, nil
		}
		if a != "" && strings.HasPrefix(n, a) {
			found = append(found, c)
		}
	}
	if len(found) == 1 {
		return found[0], nil
	}
	return 0, fmt.Errorf("%q is not a colour: use blue, yellow, white, red or green (or b, y, w, r, g)", a)
}
