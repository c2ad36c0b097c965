package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/games"
)

// newSetup is `tallyman setup GAME`: a complete setup printed alone, for
// the games that have one (games.Game.Setup).
func newSetup(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "setup GAME --players N",
		Short: "Print a random setup for a game (Rival Seas) without playing it",
		Args:  gamekit.ArgsBetween(1, 1),
	}
	served := games.With(func(gm games.Game) bool { return gm.Setup.Add != nil })
	runs := map[string]func(gamekit.SetupEnv) error{}
	for _, gm := range served {
		runs[gm.Name] = gm.Setup.Add(cmd)
		cmd.ValidArgs = append(cmd.ValidArgs, gm.Name)
	}
	cmd.Long = strings.TrimLeft(cmd.Long, "\n")
	cmd.Example = strings.TrimPrefix(cmd.Example, "\n")
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		run, ok := runs[args[0]]
		if !ok {
			return fmt.Errorf("unknown game %q: setup is for %s (the other games are set up by tallyman new)", args[0], games.NamesOf(served))
		}
		return run(gamekit.SetupEnv{Cmd: cmd, Dir: g.journalDir})
	}
	return cmd
}
