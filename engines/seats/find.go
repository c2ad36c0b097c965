package seats

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"tallyman/engines/words"
)

// FindHelp says how a player is named where Find reads one.
const FindHelp = "a name, its start (emoji left out) or the seat number"

// Find returns the seat (from 0) of the player that typed names among
// names (in seating order), as quick entry reads a player, so that every
// player can be named from any keyboard: the whole name (Key: ignoring
// case); the seat number, from 1, as the refusals number the seats (a
// number that is one player's name and another's seat is refused, naming
// both); the
// name without its emoji and symbols ("Ama" for "👋🏽 Ama"); or the start
// of exactly one name, with them or without ("Max" for "Maximilianus
// Bartholomew Quinn"). The last two ignore case, accents and spaces
// (PlayerKey). A whole name without emoji outranks a start ("Ann" is
// "👋 Ann", not "Anna"). The error names the candidates when typed could
// be several ("\"Ma\" could be 1 Mark or 3 Maximilianus …"), else every
// player with their seat and what is allowed (FindHelp).
func Find(names []string, typed string) (int, error) {
	want := Key(typed)
	named := -1
	for i, n := range names {
		if Key(n) == want {
			named = i
			break
		}
	}
	if n, err := strconv.Atoi(want); err == nil && n >= 1 && n <= len(names) {
		if named >= 0 && named != n-1 {
			// A player called "2" and seat 2: neither is taken silently.
			return -1, fmt.Errorf("%q is both the seat number of %s and the name of %s: type %d for %s, or a start of the other name", strings.TrimSpace(typed), seated(names, []int{n - 1})[0], seated(names, []int{named})[0], named+1, seated(names, []int{named})[0])
		}
		return n - 1, nil
	}
	if named >= 0 {
		return named, nil
	}
	bare, key := BareKey(typed), PlayerKey(typed)
	var same, start []int
	for i, n := range names {
		nb := BareKey(n)
		switch {
		case bare != "" && nb == bare:
			same = append(same, i)
		case bare != "" && strings.HasPrefix(nb, bare), key != "" && strings.HasPrefix(PlayerKey(n), key):
			start = append(start, i)
		}
	}
	for _, hit := range [][]int{same, start} {
		switch {
		case len(hit) == 1:
			return hit[0], nil
		case len(hit) > 1:
			return -1, fmt.Errorf("%q could be %s: type more of the name, or the seat number", strings.TrimSpace(typed), words.Or(seated(names, hit)))
		}
	}
	all := make([]int, len(names))
	for i := range all {
		all[i] = i
	}
	return -1, fmt.Errorf("no player called %q: the players are %s; type %s", strings.TrimSpace(typed), words.And(seated(names, all)), FindHelp)
}

// seated writes the players of names at seats, each after its number
// from 1: "1 Ann".
func seated(names []string, seats []int) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = fmt.Sprintf("%d %s", s+1, strings.TrimSpace(names[s]))
	}
	return out
}

// BareKey is name's PlayerKey without its emoji and symbols: "Bob 🎲"
// and "bob" are one BareKey, as quick entry finds "👋🏽 Ama" by "Ama".
// The statistics point out two players with one BareKey (they may be one
// person) but never join them by it.
func BareKey(name string) string { return PlayerKey(withoutSymbols(name)) }

// withoutSymbols is name with only its letters, digits, marks and spaces:
// no emoji, skin tones, joiners or other symbols ("👋🏽 Ama" is " Ama").
func withoutSymbols(name string) string {
	return strings.Map(func(r rune) rune {
		if unicode.In(r, unicode.L, unicode.N, unicode.M) || unicode.IsSpace(r) {
			return r
		}
		return -1
	}, name)
}
