package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"tallyman/assistant/games"
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
// game, the others as each game declares (games.Game.New).
func newFlagTable(served []games.Game) gameFlagTable {
	t := gameFlagTable{verb: "belongs to", shared: []string{"players", "seed"}}
	for _, g := range served {
		t.games = append(t.games, gameFlags{game: g.Name, own: g.New.Own, quiet: g.New.Quiet})
	}
	return t
}

// printFlagTable is `tallyman print`'s: --what, --paper and --out are for
// every game, the others as each game declares (games.Game.Print).
func printFlagTable(served []games.Game) gameFlagTable {
	t := gameFlagTable{verb: "is for", shared: []string{"what", "paper", "out"}}
	for _, g := range served {
		t.games = append(t.games, gameFlags{game: g.Name, own: g.Print.Own, quiet: g.Print.Quiet})
	}
	return t
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
				return fmt.Errorf("--%s %s %s, not %s (%s takes %s)", f, t.verb, games.AndList(t.owners(f)), game, game, dashed(append(slices.Clone(t.shared), g.own...)))
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

// dashed is "--a, --b".
func dashed(flags []string) string {
	return "--" + strings.Join(flags, ", --")
}
