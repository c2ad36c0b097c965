package main

import (
	"fmt"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"tallyman/assistant/journal"
	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/assistant/session"
	rs "tallyman/engines/rivalseas"
)

// rivalFlags are the flags `tallyman new` takes for Rival Seas.
type rivalFlags struct {
	board   string
	portNav bool
	tiles   string
	towns   string
	bag     string
}

// rivalBoxFlags adds --tiles and --towns (the group's own box) to cmd.
func rivalBoxFlags(cmd *cobra.Command, tiles, towns *string) {
	cmd.Flags().StringVar(tiles, "tiles", "own", "rivalseas: sea tiles: own (yours: drawn in tallyman rivalseas tiles, else untranscribed, laid blind) or demo (tallyman's stand-in tiles)")
	cmd.Flags().StringVar(towns, "towns", "", "rivalseas: the towns printed on your untranscribed tiles, comma-separated (kept in rivalseas-box.json in the data folder)")
}

// rivalBoard reads --board FILE, else (unless tiles is demo: the built-in
// stand-in tiles) the board the tile editor saved in the data folder
// (rivalseas-board.json) when there is one, else the built-in board; the
// name says which file was read ("" for the built-in board). The data
// folder is not created for this.
func rivalBoard(g *globals, path, tiles string) (*rs.Board, string, error) {
	if path == "" {
		if strings.EqualFold(strings.TrimSpace(tiles), rivaltable.TilesDemo) {
			return rs.DefaultBoard(), "", nil
		}
		saved := filepath.Join(g.dataDir(), rivaltable.SavedBoardFile)
		if _, err := os.Stat(saved); err != nil {
			return rs.DefaultBoard(), "", nil
		}
		path = saved
	}
	b, err := rivaltable.LoadBoard(path)
	return b, path, err
}

// rivalTowns resolves --tiles and --towns for setup and print, which ask
// nothing (rivaltable.BoxTileOptions, with the data folder's box profile).
func rivalTowns(g *globals, b *rs.Board, tiles, towns string) (rs.Options, error) {
	return rivaltable.BoxTileOptions(b, tiles, rivaltable.ParseTowns(towns), g.dataDir())
}

// dataDir is the data folder (--dir, else the system's), not created:
// where the tile editor's board and the box profile are looked for; ""
// when the system has none.
func (g *globals) dataDir() string {
	if g.dir != "" {
		return g.dir
	}
	dir, _ := journal.DefaultDir()
	return dir
}

// rivalNewFlags adds the Rival Seas flags to `tallyman new`.
func rivalNewFlags(cmd *cobra.Command) *rivalFlags {
	f := &rivalFlags{}
	cmd.Flags().StringVar(&f.board, "board", "", "rivalseas: a board file (tallyman rivalseas board --dump > board.json, then edit) instead of the built-in numbers")
	cmd.Flags().BoolVar(&f.portNav, "port-navigation", false, "rivalseas: allow navigation points on port hexes (1 credit; the rules text both forbids and prices them)")
	rivalBoxFlags(cmd, &f.tiles, &f.towns)
	cmd.Flags().StringVar(&f.bag, "bag", "tallyman", "rivalseas: who draws from the bag at setup and at every production: tallyman, own (you draw and type what came out) or ask (asked at every draw)")
	cmd.Example += "\n  tallyman new rivalseas --players Ann,Bob,Cy --board board.json"
	cmd.ValidArgs = append(cmd.ValidArgs, "rivalseas")
	return f
}

// newRival runs `tallyman new rivalseas` (the other games' flags refused
// already, newFlagTable): a board file is read and checked
// before anything is saved, so a broken file loses nothing.
func newRival(g *globals, cmd *cobra.Command, players string, seed uint64, f *rivalFlags) error {
	o := rivaltable.Options{Seed: seed, SeedSet: cmd.Flags().Changed("seed")}
	o.Options.PortNavigation = f.portNav
	o.Names = splitNames(players)
	if o.Names != nil && (len(o.Names) < 2 || len(o.Names) > 4) {
		return fmt.Errorf("--players: Rival Seas is for 2 to 4 players, not %d (%s)", len(o.Names), players)
	}
	var err error
	if o.Options.Bag, err = rs.ParseBagMode(f.bag); err != nil {
		return fmt.Errorf("--bag: %v", err)
	}
	var from string
	if o.Board, from, err = rivalBoard(g, f.board, f.tiles); err != nil {
		return err
	}
	o.Tiles, o.Options.Towns = f.tiles, rivaltable.ParseTowns(f.towns)
	if _, err := rivaltable.TileOptions(o.Board, o.Tiles, o.Options.Towns); err != nil {
		return err
	}
	if from != "" && f.board == "" {
		fmt.Fprintf(cmd.OutOrStdout(), "Board: %s (saved by the tile editor).\n", from)
	}
	if o.Dir, err = g.journalDir(); err != nil {
		return err
	}
	return quietStop(rivaltable.New(g.prompter(cmd), o))
}

// newSetup is `tallyman setup GAME`: a complete setup printed alone.
func newSetup(g *globals) *cobra.Command {
	var playersText, tiles, towns string
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
			if players < 2 || players > 4 {
				return fmt.Errorf("--players: Rival Seas is for 2 to 4 players, not %d", players)
			}
			b, _, err := rivalBoard(g, board, tiles)
			if err != nil {
				return err
			}
			opts, err := rivalTowns(g, b, tiles, towns)
			if err != nil {
				return err
			}
			opts.PortNavigation = portNav
			if !cmd.Flags().Changed("seed") {
				seed = session.RandomSeed()
			}
			return rivaltable.Setup(cmd.OutOrStdout(), players, seed, b, opts, asJSON)
		},
	}
	cmd.Flags().StringVar(&playersText, "players", "", "number of players: 2, 3 or 4")
	cmd.Flags().Uint64Var(&seed, "seed", 0, "seed of the random setup (default: fresh; printed)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON to standard output")
	cmd.Flags().StringVar(&board, "board", "", "a board file instead of the built-in numbers")
	cmd.Flags().BoolVar(&portNav, "port-navigation", false, "allow navigation points on port hexes")
	rivalBoxFlags(cmd, &tiles, &towns)
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
func newRivalSeas(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "rivalseas",
		Short: "Rival Seas tools: the board data (every number of the game) and the tile editor",
		Long: `Tools for Rival Seas outside a game: the board data, and the tile editor
that draws your printed sea tiles. To play: tallyman new rivalseas. To
print a setup: tallyman setup rivalseas.`,
		Example: "  tallyman rivalseas board --dump > board.json\n  tallyman rivalseas board --board board.json\n  tallyman rivalseas tiles",
		Args:    cobra.NoArgs,
	}
	cmd.AddCommand(newRivalBoard(), newRivalTiles(g))
	return cmd
}

// newRivalTiles is `tallyman rivalseas tiles [--board FILE] [--ip A]
// [--port N]`: the tile editor.
func newRivalTiles(g *globals) *cobra.Command {
	var board, ip string
	var port int
	cmd := &cobra.Command{
		Use:   "tiles [--board FILE] [--ip A] [--port N]",
		Short: "Draw your printed sea tiles hex by hex in a browser, so layouts are checked and drawn on them",
		Long: `Serve the tile editor on this laptop: a page that draws each of the four
double-sided sea tiles as hexes. A tap on a hex turns it into the next
terrain (sea, sandbank, rocks, town, town port, company, company port); a
town gets its name, a company its colour; hexes are added or removed at a
tile's edge; the setup pattern shows the four tiles in place, and a text
form (one line per row of hexes) can be written out and pasted back.

Saving checks the tiles as the board check does and writes them into the
board file: --board FILE, else rivalseas-board.json in the data folder,
which tallyman new, setup and print rivalseas then use. From then on
layouts are drawn from your tiles and both layout rules are checked on
them. The page is served on 127.0.0.1 (this laptop only) unless --ip says
otherwise. Press Enter to stop.`,
		Example: "  tallyman rivalseas tiles\n  tallyman rivalseas tiles --board board.json --port 8090",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) (err error) {
			if net.ParseIP(ip) == nil {
				return fmt.Errorf("--ip %q is not an IP address (for example 127.0.0.1 or 192.168.1.20)", ip)
			}
			var b *rs.Board
			path := board
			if _, serr := os.Stat(board); board != "" && serr != nil {
				b = rs.DefaultBoard() // a new board file: the built-in numbers and your tiles
			} else if b, path, err = rivalBoard(g, board, ""); err != nil {
				return err
			}
			if path == "" {
				dir, err := g.journalDir()
				if err != nil {
					return err
				}
				path = filepath.Join(dir, rivaltable.SavedBoardFile)
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
			defer stop()
			return rivaltable.ServeTiles(ctx, cmd.OutOrStdout(), cmd.InOrStdin(), rivaltable.NewTileEditor(b, path), ip, port)
		},
	}
	cmd.Flags().StringVar(&board, "board", "", "the board file to read and save (default: rivalseas-board.json in the data folder)")
	cmd.Flags().StringVar(&ip, "ip", "127.0.0.1", "the address to serve on (default this laptop only)")
	cmd.Flags().IntVar(&port, "port", 8090, "the port to serve on (0: any free port)")
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
