package minicontainers

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/invoke"
	"tallyman/assistant/journal"
)

// tools is `tallyman minicontainers`: tools for Mini Containers outside a
// game (the Automa's decision) and resume of its latest game.
func tools(env gamekit.ToolsEnv) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "minicontainers",
		Short: "Mini Containers tools: the Automa's decision for a given table",
		Long: `Tools for Mini Containers outside a game. To play a game with the row,
the counts, the Automa and the Dummy kept for you: tallyman new
minicontainers.`,
		Example: "  tallyman minicontainers automa --json < table.json",
		Args:    cobra.NoArgs,
	}
	cmd.AddCommand(automaCommand(), resumeCommand(env))
	return cmd
}

// resumeCommand is `tallyman minicontainers resume [ID]`.
func resumeCommand(env gamekit.ToolsEnv) *cobra.Command {
	var pf gamekit.PhoneFlags
	cmd := &cobra.Command{
		Use:   "resume [ID]",
		Short: "Pick up a saved Mini Containers game where it stopped",
		Long: `Resume a saved Mini Containers game by its id or a unique prefix of it
(see tallyman games); with no id, the Mini Containers game played most
recently.`,
		Example: "  tallyman minicontainers resume\n  tallyman minicontainers resume minicontainers-20261129",
		Args:    gamekit.ArgsBetween(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir, err := env.Dir()
			if err != nil {
				return err
			}
			var path string
			if len(args) == 1 {
				if path, err = journal.Find(dir, args[0]); err != nil {
					return err
				}
			} else {
				games, err := journal.List(dir)
				if err != nil {
					return err
				}
				for _, s := range games {
					if s.Game == "minicontainers" && s.Warning == "" {
						path = s.Path
						break
					}
				}
				if path == "" {
					return fmt.Errorf("no Mini Containers game saved in %s: start one with:\n%s new minicontainers", dir, invoke.Name())
				}
			}
			po, err := pf.Options()
			if err != nil {
				return err
			}
			return gamekit.QuietStop(Resume(env.Prompter(cmd), path, po))
		},
	}
	pf.Add(cmd)
	// Mini Containers has no bids: its phones take the Recycling Centre's
	// sealed picks (module Recycling), which --no-phones leaves to the
	// laptop.
	cmd.Flags().Lookup("no-phones").Usage = "no phone server: the Recycling Centre's sealed picks are typed at the laptop, hidden"
	return cmd
}

// automaCommand is `tallyman minicontainers automa [FILE|-]`.
func automaCommand() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "automa [FILE|-]",
		Short: "Which open Automa card the Automa plays, and where",
		Long: `Work out the Automa's play from a JSON description of the table, read from
FILE or standard input:

  {"phase": "container" | "trash",
   "row": [{"type": "blue", "volume": 5, "containers": ["yellow", "orange"]}, null, ...],
   "containers": [{"type": "blue", "size": 6, "fill": 3},
                  {"thrift_shop": true, "types_used": ["blue"]}]}

"row" holds the open Automa cards by place (at most 6; null for an empty
place): the trash side (type, volume 1-7) and the two containers, left (6)
then right (7); a module card is {"kind": "thrift_shop"}, "recycling_centre"
or "waste_collection". "containers" is the row on the table, left to right
(a container may add "waste_collection": true when a waste collection card
closed it; a recycling centre is {"recycling_centre": true}).

With --json it prints
  {"play": INDEX|null, "candidates": [INDEXES], "target": CONTAINER_INDEX|null, "reason": "..."}
where indexes count from 0; play is null when no card can be played or
when the starting player must choose among the tied candidates. The
reason counts places and containers from 1, as people do.

The Automa plays the card of highest value (the trash volume; module cards
have none), ties going to the type most present among the open cards, then
to the starting player's choice; as trash, only cards that fit a container,
on the leftmost container that takes them.`,
		Example: `  echo '{"phase":"container","row":[{"type":"blue","volume":5,"containers":["yellow","orange"]},null],"containers":[]}' | tallyman minicontainers automa --json`,
		Args:    gamekit.ArgsBetween(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			data, name, err := gamekit.ReadInput(cmd, args)
			if err != nil {
				return err
			}
			if strings.TrimSpace(string(data)) == "" {
				return fmt.Errorf("%s is empty: give the table as JSON (see tallyman minicontainers automa --help)", name)
			}
			if err := Automa(cmd.OutOrStdout(), data, asJSON); err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
