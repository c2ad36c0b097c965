package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/assistant/session"
	rs "tallyman/engines/rivalseas"
)

// rivalFlags are the flags `tallyman new` takes for Rival Seas.
type rivalFlags struct {
	board   string
	portNav bool
}

// rivalNewFlags adds the Rival Seas flags to `tallyman new`.
func rivalNewFlags(cmd *cobra.Command) *rivalFlags {
	f := &rivalFlags{}
	cmd.Flags().StringVar(&f.board, "board", "", "rivalseas: a board file (tallyman rivalseas board --dump > board.json, then edit) instead of the built-in numbers")
	cmd.Flags().BoolVar(&f.portNav, "port-navigation", false, "rivalseas: allow navigation points on port hexes (1 credit; the rules text both forbids and prices them)")
	cmd.Example += "\n  tallyman new rivalseas --players Ann,Bob,Cy --board board.json"
	cmd.ValidArgs = append(cmd.ValidArgs, "rivalseas")
	return f
}

// newRival runs `tallyman new rivalseas` (the other games' flags refused
// already, newFlagTable): a board file is read and checked
// before anything is saved, so a broken file loses nothing.
//
// Its phones (the table screen, every player's books, a CEO's dividend)
// start on the default address and a free port; --no-phones leaves them
// out.
func newRival(g *globals, cmd *cobra.Command, players string, seed uint64, f *rivalFlags, pf *phoneFlags) error {
	o := rivaltable.Options{Seed: seed, SeedSet: cmd.Flags().Changed("seed")}
	var err error
	if o.Phones, err = pf.options(); err != nil {
		return err
	}
	o.Options.PortNavigation = f.portNav
	o.Names = splitNames(players)
	if o.Names != nil && (len(o.Names) < 2 || len(o.Names) > 4) {
		return fmt.Errorf("--players: Rival Seas is for 2 to 4 players, not %d (%s)", len(o.Names), players)
	}
	if f.board != "" {
		if o.Board, err = rivaltable.LoadBoard(f.board); err != nil {
			return err
		}
	}
	if o.Dir, err = g.journalDir(); err != nil {
		return err
	}
	return quietStop(rivaltable.New(g.prompter(cmd), o))
}

// newSetup is `tallyman setup GAME`: a complete setup printed alone.
func newSetup() *cobra.Command {
	var playersText string
	var seed uint64
	var asJSON, portNav bool
	var board string
	cmd := &cobra.Command{
		Use:   "setup GAME --players N",
		Short: "Print a complete random setup for a game (Rival Seas), without playing it",
		Long: `Print everything to lay out for a new game of Rival Seas: the assumed
numbers in use, the sea-tile layout (how to lay each tile, and a drawing),
the containers drawn onto the company hexes and the market values, the
market slots, the demand markers, the companies, the random stack of discs
and the bonus slots. The same --seed gives the same setup. With --json the
setup goes to standard output as JSON, and nothing else does.

Seats are named by their disc colours (Black, Pink, White, Red).`,
		Example:   "  tallyman setup rivalseas --players 4\n  tallyman setup rivalseas --players 3 --seed 42 --json\n  tallyman setup rivalseas --players 3 --board board.json",
		Args:      cobra.ExactArgs(1),
		ValidArgs: []string{"rivalseas"},
		RunE: func(cmd *cobra.Command, args []string) error {
			if args[0] != "rivalseas" {
				return fmt.Errorf("unknown game %q: setup is for rivalseas (the other games are set up by tallyman new)", args[0])
			}
			if !cmd.Flags().Changed("players") {
				return fmt.Errorf("--players N is needed: Rival Seas is for 2 to 4 players")
			}
			// A string flag, so a word gets this message, not Go's
			// number-parsing error.
			players, err := strconv.Atoi(strings.TrimSpace(playersText))
			if err != nil {
				return fmt.Errorf("--players takes the number of players: 2, 3 or 4, not %q", playersText)
			}
			b, err := rivaltable.LoadBoard(board)
			if err != nil {
				return err
			}
			if !cmd.Flags().Changed("seed") {
				seed = session.RandomSeed()
			}
			return rivaltable.Setup(cmd.OutOrStdout(), players, seed, b, rs.Options{PortNavigation: portNav}, asJSON)
		},
	}
	cmd.Flags().StringVar(&playersText, "players", "", "number of players: 2, 3 or 4")
	cmd.Flags().Uint64Var(&seed, "seed", 0, "seed of the random setup (default: fresh; printed)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON to standard output")
	cmd.Flags().StringVar(&board, "board", "", "a board file instead of the built-in numbers")
	cmd.Flags().BoolVar(&portNav, "port-navigation", false, "allow navigation points on port hexes")
	return cmd
}

// rivalScoreHelp is the score file of Rival Seas, appended to `score --help`.
const rivalScoreHelp = `

Score a finished game of Rival Seas (tallyman score rivalseas FILE):

{"stock": {"bluewave": 7, "vivaverde": 5, "roastco": 9, "goldcoast": 3},
 "players": [
  {"name": "Red", "credits": 14, "shares": {"bluewave": 2, "roastco": 1},
   "investment_vp": 5, "ship": 2, "stack_position": 0},
  {"name": "Pink", "credits": 44, "shares": {},
   "investment_vp": 0, "ship": 0, "stack_position": 1}]}

Every player of the game (2 to 4). stock is each company's final stock
value (3-12); shares by company key; investment_vp the VP of the player's
Invest columns (a sum of some of the columns' VP: 0, 2, 3, 4, 5, 6, 7, 8,
9, 10 or 12 on the built-in board); ship the containers still on the
ship (0-4; 5 or 6 with Cargo space, whose 3 VP investment_vp must then
hold); stack_position the disc's place in the final pile on the start slot
(0 = bottom; it breaks ties after the share count). Red and Pink both
score 44: Red wins on shares, and the scores say so.`

// rivalScoreFlags adds the Rival Seas score help to the score command.
func rivalScoreFlags(cmd *cobra.Command) {
	cmd.Long += rivalScoreHelp
	cmd.Example += "\n  tallyman score rivalseas final.json --json"
	cmd.ValidArgs = append(cmd.ValidArgs, "rivalseas")
}

// scoreRival is `tallyman score rivalseas [FILE|-]`.
func scoreRival(cmd *cobra.Command, args []string, asJSON bool) error {
	data, name, err := readInput(cmd, args)
	if err != nil {
		return err
	}
	if strings.TrimSpace(string(data)) == "" {
		return fmt.Errorf("%s is empty: give the end position as JSON (see tallyman score --help)", name)
	}
	if err := rivaltable.ScoreFile(cmd.OutOrStdout(), data, asJSON); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// newRivalSeas is `tallyman rivalseas`: tools for Rival Seas outside a
// game (the board data).
func newRivalSeas() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "rivalseas",
		Short: "Rival Seas tools: the board data (every number of the game)",
		Long: `Tools for Rival Seas outside a game. To
play: tallyman new rivalseas. To print a setup: tallyman setup rivalseas.`,
		Example: "  tallyman rivalseas board --dump > board.json\n  tallyman rivalseas board --board board.json",
		Args:    cobra.NoArgs,
	}
	cmd.AddCommand(newRivalBoard())
	return cmd
}

// newRivalBoard is `tallyman rivalseas board [--dump] [--board FILE]`.
func newRivalBoard() *cobra.Command {
	var dump bool
	var board string
	cmd := &cobra.Command{
		Use:   "board [--dump] [--board FILE]",
		Short: "Write the board data as JSON, or check an edited board file",
		Long: `Every number of Rival Seas lives in one board file: the values the rules
give (listed under "sources" with their section) and the values the rules
leave out (listed under "assumed" with the reason for the value chosen),
the sea tiles and the setup pattern.

  --dump          write the built-in board (or --board FILE, checked) as JSON
  --board FILE    check FILE and say which values are still assumed

Edit a dumped copy to match your boards, then play with
tallyman new rivalseas --board FILE (or setup --board FILE).`,
		Example: "  tallyman rivalseas board --dump > board.json\n  tallyman rivalseas board --board board.json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			b, err := rivaltable.LoadBoard(board)
			if err != nil {
				return err
			}
			if dump {
				return b.Dump(cmd.OutOrStdout())
			}
			name := "the built-in board"
			if board != "" {
				name = board
			}
			rivaltable.BoardSummary(cmd.OutOrStdout(), b, name)
			return nil
		},
	}
	cmd.Flags().BoolVar(&dump, "dump", false, "write the board as JSON to standard output")
	cmd.Flags().StringVar(&board, "board", "", "a board file to read (default: the built-in board)")
	return cmd
}
