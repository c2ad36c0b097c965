package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"
)

// gameFlagTable says, for one command that serves every game (new,
// print), which of its flags each game reads, so that a flag given for a
// game that would ignore it is refused, naming the game's own flags.
type gameFlagTable struct {
	// verb joins the flag to its games in a message: "belongs to" (new),
	// "is for" (print).
	verb string
	// shared are the flags every game takes, named first in a message.
	shared []string
	games  []gameFlags
}

// gameFlags are the flags of one game beyond the shared ones.
type gameFlags struct {
	game string
	// own are named in a message; quiet are accepted without being named
	// (--no-phones for a game without phones: it says what is true).
	own, quiet []string
}

// newFlagTable is `tallyman new`'s: --players and --seed are for every
// game, the phone flags for the games with phones.
var newFlagTable = gameFlagTable{
	verb:   "belongs to",
	shared: []string{"players", "seed"},
	games: []gameFlags{
		{game: "container", own: []string{"cards", "edition", "length", "truck-companies", "player-loans", "no-phones", "ip", "port"}},
		{game: "boxes", own: []string{"auctioneer", "set-size", "no-phones", "ip", "port"}},
		{game: "minicontainers", own: []string{"modules", "first", "no-phones", "ip", "port"}},
		{game: "rivalseas", own: []string{"board", "port-navigation", "tiles", "towns", "bag"}, quiet: []string{"no-phones"}},
	},
}

// printFlagTable is `tallyman print`'s: --what, --paper and --out are for
// every game.
var printFlagTable = gameFlagTable{
	verb:   "is for",
	shared: []string{"what", "paper", "out"},
	games: []gameFlags{
		{game: "container", own: []string{"game", "edition", "length", "ip", "port"}},
		{game: "boxes", own: []string{"players", "game"}},
		{game: "minicontainers", own: []string{"players", "game"}},
		{game: "rivalseas", own: []string{"players", "seed", "board", "game", "tiles", "towns"}},
	},
}

// refuse returns an error for the first flag given on cmd that game does
// not read ("--edition belongs to container, not boxes (boxes takes
// --players, --seed, --auctioneer, ...)"), else nil; an unknown game is
// left to the caller, which names the games.
func (t gameFlagTable) refuse(cmd *cobra.Command, game string) error {
	i := slices.IndexFunc(t.games, func(g gameFlags) bool { return g.game == game })
	if i < 0 {
		return nil
	}
	g := t.games[i]
	for _, other := range t.games {
		for _, f := range other.own {
			if !slices.Contains(g.own, f) && !slices.Contains(g.quiet, f) && cmd.Flags().Changed(f) {
				return fmt.Errorf("--%s %s %s, not %s (%s takes %s)", f, t.verb, andList(t.owners(f)), game, game, dashed(append(slices.Clone(t.shared), g.own...)))
			}
		}
	}
	return nil
}

// owners are the games that read flag f, in the table's order.
func (t gameFlagTable) owners(f string) []string {
	var games []string
	for _, g := range t.games {
		if slices.Contains(g.own, f) {
			games = append(games, g.game)
		}
	}
	return games
}

// andList is "a", "a and b", "a, b and c".
func andList(words []string) string {
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// dashed is "--a, --b".
func dashed(flags []string) string {
	return "--" + strings.Join(flags, ", --")
}
