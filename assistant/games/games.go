// Package games is the list of games tallyman plays at the table: one
// Game for each, in menu order, for the commands and the main menu to walk
// instead of naming every game. A sixth game is its own packages
// (engines/<game>, assistant/<game> with its Listing, printables/<game>)
// plus one line in All.
package games

import (
	boxestable "tallyman/assistant/boxes"
	containertable "tallyman/assistant/container"
	"tallyman/assistant/gamekit"
	minitable "tallyman/assistant/minicontainers"
	rivaltable "tallyman/assistant/rivalseas"
)

// Game describes one game to the commands and the menus (see
// gamekit.Game).
type Game = gamekit.Game

// All are the games, in menu order.
var All = []Game{
	containertable.Listing(),
	boxestable.Listing(),
	minitable.Listing(),
	rivaltable.Listing(),
}

// Find returns the game named name (a journal header's Game), and false
// when there is none.
func Find(name string) (Game, bool) {
	for _, g := range All {
		if g.Name == name {
			return g, true
		}
	}
	return Game{}, false
}

// Names lists the games' names in words: "container, boxes,
// minicontainers and rivalseas".
func Names() string {
	return AndList(namesOf(All))
}

// namesOf lists the names of games, in order.
func namesOf(games []Game) []string {
	var names []string
	for _, g := range games {
		names = append(names, g.Name)
	}
	return names
}

// With lists the games for which has says yes, in menu order (the games
// a command serves: With(func(g Game) bool { return g.Score.Add != nil })).
func With(has func(Game) bool) []Game {
	var out []Game
	for _, g := range All {
		if has(g) {
			out = append(out, g)
		}
	}
	return out
}

// NamesOf lists the names of games, comma-separated: "container, boxes,
// rivalseas" (the games a command names when refusing an unknown one).
func NamesOf(games []Game) string {
	s := ""
	for i, n := range namesOf(games) {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s
}

// AndList is "a", "a and b", "a, b and c".
func AndList(words []string) string {
	s := ""
	for i, w := range words {
		switch {
		case i == 0:
		case i == len(words)-1:
			s += " and "
		default:
			s += ", "
		}
		s += w
	}
	return s
}
