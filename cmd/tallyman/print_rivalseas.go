package main

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/printables/pdfkit"
)

// rivalPrintFlags are the flags `tallyman print` takes for Rival Seas
// alone.
type rivalPrintFlags struct {
	players int
	seed    uint64
	board   string
	tiles   string
	towns   string
}

// addRivalPrintFlags adds the Rival Seas flags to `tallyman print`.
func addRivalPrintFlags(cmd *cobra.Command) *rivalPrintFlags {
	f := &rivalPrintFlags{}
	cmd.Flags().IntVar(&f.players, "players", 0, "number of players: rivalseas 2 to 4 (the setup sheet needs it, or --game); boxes 2 to 4 and minicontainers 1 to 6 (an aid per player)")
	cmd.Flags().Uint64Var(&f.seed, "seed", 0, "rivalseas: seed of the setup (default: fresh; printed on the sheet)")
	cmd.Flags().StringVar(&f.board, "board", "", "rivalseas: a board file instead of the built-in numbers")
	rivalBoxFlags(cmd, &f.tiles, &f.towns)
	cmd.Long += `

Rival Seas (tallyman print rivalseas): --what setup,aids,scorepad (or all;
by default all three with --players or --game, else aids and scorepad).
The setup sheet draws a fresh random setup for --players N (2 to 4) from
--seed (default: fresh; the sheet prints it, and tallyman setup rivalseas
with the same --players and --seed shows the same setup), or prints a
saved game's (--game ID); --board FILE uses a board file's numbers.`
	cmd.Example += "\n  tallyman print rivalseas --players 3 --seed 42\n  tallyman print rivalseas --what aids,scorepad --paper letter -o aids.pdf"
	cmd.ValidArgs = append(cmd.ValidArgs, "rivalseas")
	return f
}

// printRival runs `tallyman print rivalseas` (the other games' flags
// refused already, printFlagTable): by default every document
// (setup sheet, aids, score pad) when there are players or a game to set
// up, else aids and score pad.
func printRival(g *globals, cmd *cobra.Command, what, paper, out, game string, f *rivalPrintFlags) error {
	o := rivaltable.PrintOptions{Out: out, Players: f.players, Seed: f.seed, SeedSet: cmd.Flags().Changed("seed"), Game: game}
	if !cmd.Flags().Changed("what") {
		what = "aids,scorepad"
		if f.players != 0 || game != "" {
			what = strings.Join(rivaltable.PrintItems, ",")
		}
	}
	var err error
	if o.What, err = rivaltable.ParsePrintItems(what); err != nil {
		return fmt.Errorf("--what: %w", err)
	}
	if paper == "" {
		o.Paper = pdfkit.PaperFromLocale(os.Getenv)
	} else if o.Paper, err = pdfkit.ParsePaper(paper); err != nil {
		return fmt.Errorf("--paper: %w", err)
	}
	if game == "" {
		// A fresh setup: --board, else the tile editor's saved board.
		if o.Board, _, err = rivalBoard(g, f.board, f.tiles); err != nil {
			return err
		}
		if f.players >= 2 && f.players <= 4 && slices.Contains(o.What, "setup") {
			if o.Options, err = rivalTowns(g, o.Board, f.tiles, f.towns); err != nil {
				return err
			}
		}
	} else if f.board != "" {
		if o.Board, err = rivaltable.LoadBoard(f.board); err != nil {
			return err
		}
	}
	if game != "" {
		if o.Dir, err = g.journalDir(); err != nil {
			return err
		}
	}
	_, err = rivaltable.Print(cmd.OutOrStdout(), o)
	return err
}
