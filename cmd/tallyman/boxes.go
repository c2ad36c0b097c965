package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	boxestable "tallyman/assistant/boxes"
	"tallyman/engines/boxes"
	"tallyman/printables/pdfkit"
)

// boxesScoreHelp is the score file of Boxes, appended to `score --help`.
const boxesScoreHelp = `

Score a finished game of Boxes (tallyman score boxes FILE):

{"players": [
  {"name": "Ann", "notes": {"50": 4, "100": 3, "200": 4, "500": 2},
   "cards": ["10", "blank", "gold", "red-250", "red-50", "red-100",
             "blank", "10", "10", "10"]},
  {"name": "Bob", "cash": 2150, "cards": []}],
 "set_size": 3}

notes counts the banknotes left by value, 0 to 4 of each ("cash": ECU, at
most 3,400, may stand instead); cards lists the box cards won, 10 for each
container won (4 closed + 6 open): 10, blank, gold, or colour-value
(yellow, blue, red, green; 50, 100, 150, 200, 250). Boxes is for 2 to 4
players; a file of 1 player scores part of a game, and the output says
so. set_size is optional (4 with 2 players, 3 with 3 or 4 players; a
1-player file needs it, or --set-size); --set-size overrides it.`

// boxesScoreFlags adds the flags `score boxes` needs to the score command
// (--set-size, into size).
func boxesScoreFlags(cmd *cobra.Command, size *int) {
	cmd.Flags().IntVar(size, "set-size", 0, "boxes: cards per set (default: the file's set_size, else 4 with 2 players, 3 with 3 or 4 players)")
	cmd.Long += boxesScoreHelp
	cmd.Example += "\n  tallyman score boxes final.json --json"
	cmd.ValidArgs = append(cmd.ValidArgs, "boxes")
}

// scoreBoxes is `tallyman score boxes [FILE|-]`.
func scoreBoxes(cmd *cobra.Command, args []string, asJSON bool, setSize int) error {
	if err := checkSetSize(cmd, setSize); err != nil {
		return err
	}
	data, name, err := readInput(cmd, args)
	if err != nil {
		return err
	}
	if err := boxestable.ScoreFile(cmd.OutOrStdout(), data, asJSON, setSize); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// boxesNewOptions are the flags of `new boxes` beyond the shared ones.
type boxesNewOptions struct {
	auctioneer string
	setSize    int
}

// boxesNewFlags adds the flags `new boxes` needs to the new command.
func boxesNewFlags(cmd *cobra.Command) *boxesNewOptions {
	b := &boxesNewOptions{}
	cmd.Flags().StringVar(&b.auctioneer, "auctioneer", "", `boxes: who takes the auctioneer's token first (a name, or "random"; default: asked)`)
	cmd.Flags().IntVar(&b.setSize, "set-size", 0, "boxes: cards per set (default 4 with 2 players, 3 with 3 or 4 players)")
	cmd.Example += "\n  tallyman new boxes --players Ann,Bob,Cy,Dee --auctioneer Ann"
	cmd.ValidArgs = append(cmd.ValidArgs, "boxes")
	return b
}

// newBoxes is `tallyman new boxes`: players in seating order (clockwise),
// the first auctioneer, the set size, the seed and the phone flags.
func newBoxes(g *globals, cmd *cobra.Command, players string, seed uint64, b *boxesNewOptions, pf *phoneFlags) error {
	if err := checkSetSize(cmd, b.setSize); err != nil {
		return err
	}
	o := boxestable.Options{Seed: seed, SeedSet: cmd.Flags().Changed("seed"), Auctioneer: b.auctioneer, SetSize: b.setSize}
	o.Names = splitNames(players)
	var err error
	if o.Phones, err = pf.options(); err != nil {
		return err
	}
	if o.Dir, err = g.journalDir(); err != nil {
		return err
	}
	return quietStop(boxestable.New(g.prompter(cmd), o))
}

// printBoxes is `tallyman print boxes`: --what from aids, cards and
// scorepad; --paper and --out as for container; --players (an aid and a
// score-pad column per player) or --game (a saved Boxes game's players).
func printBoxes(g *globals, cmd *cobra.Command, what, paper, out, game string, players int) error {
	o := boxestable.PrintOptions{Out: out, Players: players, Game: game}
	var err error
	if o.What, err = boxestable.ParsePrintItems(what); err != nil {
		return fmt.Errorf("--what: %w", err)
	}
	if paper == "" {
		o.Paper = pdfkit.PaperFromLocale(os.Getenv)
	} else if o.Paper, err = pdfkit.ParsePaper(paper); err != nil {
		return fmt.Errorf("--paper: %w", err)
	}
	if game != "" {
		if o.Dir, err = g.journalDir(); err != nil {
			return err
		}
	}
	_, err = boxestable.Print(cmd.OutOrStdout(), o)
	return err
}

// checkSetSize refuses a --set-size given outside the rules' bounds
// (boxes.MinSetSize to boxes.MaxSetSize), 0 included: left out, the flag
// means the default size; given, it must be a size.
func checkSetSize(cmd *cobra.Command, size int) error {
	if !cmd.Flags().Changed("set-size") || (size >= boxes.MinSetSize && size <= boxes.MaxSetSize) {
		return nil
	}
	return fmt.Errorf("--set-size must be %d to %d cards per set, not %d (leave it out for the default: 4 with 2 players, 3 with 3 or 4 players)", boxes.MinSetSize, boxes.MaxSetSize, size)
}
