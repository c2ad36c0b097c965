package rivalseas

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/invoke"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	rs "tallyman/engines/rivalseas"
)

// Listing is Rival Seas as assistant/games lists it: its part in every
// command and menu.
func Listing() gamekit.Game {
	return gamekit.Game{
		Name:     "rivalseas",
		Title:    "Rival Seas",
		Editions: []string{Edition},
		// The phones (the table screen, every player's books, a CEO's
		// dividend) start on the best address and a free port, or --ip
		// and --port; --no-phones leaves them out.
		New: gamekit.Command[gamekit.NewEnv]{
			Own: []string{"board", "port-navigation", "tiles", "towns", "bag", "no-phones", "ip", "port"},
			Add: addNewFlags,
		},
		NewMenu: []gamekit.MenuItem{{Label: "Rival Seas", Run: func(p *prompt.Prompter, dir string) error {
			// The tiles the group drew in the tile editor, when saved here.
			b, err := SavedBoard(dir)
			if err != nil {
				return err
			}
			return New(p, Options{Dir: dir, Board: b, Phones: phonelink.PhoneOptions{Enabled: true}})
		}}},
		Resume:     Resume,
		Progress:   Progress,
		Replay:     replayReport,
		Score:      gamekit.Command[gamekit.ScoreEnv]{Add: addScoreHelp},
		ScoreFile:  ScoreFile,
		ScoreLabel: "Rival Seas",
		Print: gamekit.Command[gamekit.PrintEnv]{
			Own: []string{"players", "seed", "board", "game", "tiles", "towns"},
			Add: addPrintFlags,
		},
		PrintItems: PrintItems,
		PrintMenu:  printMenu,
		PrintLabel: "Rival Seas",
		Setup:      gamekit.Command[gamekit.SetupEnv]{Add: addSetupFlags},
		Tools:      tools,

		// Statistics and the score apps (no BoardGameGeek entry could be
		// verified).
		Outcome: outcome,
		Scoring: gamekit.Scoring{Unit: "VP"},
	}
}

// addNewFlags adds the Rival Seas flags to `tallyman new` and returns
// `tallyman new rivalseas` (the other games' flags refused already): a
// board file is read and checked before anything is saved, so a broken
// file loses nothing.
func addNewFlags(cmd *cobra.Command) func(gamekit.NewEnv) error {
	var board, tiles, towns, bag string
	var portNav bool
	cmd.Flags().StringVar(&board, "board", "", "rivalseas: a board file (tallyman rivalseas board --dump > board.json, then edit) instead of the built-in numbers")
	cmd.Flags().BoolVar(&portNav, "port-navigation", false, "rivalseas: allow navigation points on port hexes (1 credit; the rules text both forbids and prices them)")
	boxFlags(cmd, &tiles, &towns)
	cmd.Flags().StringVar(&bag, "bag", "tallyman", "rivalseas: who draws from the bag at setup and at every production: tallyman, own (you draw and type what came out) or ask (asked at every draw)")
	cmd.Long += `

Rival Seas: funding, load [2], produce COMPANY [2], nav COMPANY TERRAIN
(or FROM>TO), invest UPGRADE, buy COMPANY [sell COMPANY], advertise N,
sail OWNERS... to PORT, deliver, dump, end; type help at its move prompt
for the whole list with examples.`
	cmd.Example += "\n  tallyman new rivalseas --players Ann,Bob,Cy --board board.json"
	return func(env gamekit.NewEnv) error {
		o := Options{Seed: env.Seed, SeedSet: env.SeedSet, Names: env.Players}
		o.Options.PortNavigation = portNav
		if o.Names != nil && (len(o.Names) < 2 || len(o.Names) > 4) {
			return fmt.Errorf("--players: Rival Seas is for 2 to 4 players, not %d (%s)", len(o.Names), env.PlayersText)
		}
		var err error
		if o.Options.Bag, err = rs.ParseBagMode(bag); err != nil {
			return fmt.Errorf("--bag: %v", err)
		}
		var from string
		if o.Board, from, err = boardFrom(env.Dir, board, tiles); err != nil {
			return err
		}
		o.Tiles, o.Options.Towns = tiles, ParseTowns(towns)
		if _, err := TileOptions(o.Board, o.Tiles, o.Options.Towns); err != nil {
			return err
		}
		if from != "" && board == "" {
			fmt.Fprintf(env.Cmd.OutOrStdout(), "Board: %s (saved by the tile editor).\n", from)
		}
		if o.Dir, err = env.Dir(); err != nil {
			return err
		}
		if o.Phones, err = env.Phones(); err != nil {
			return err
		}
		return New(env.Prompter(), o)
	}
}

// scoreHelp is the score file of Rival Seas, appended to `score --help`.
const scoreHelp = `

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

// addScoreHelp adds the Rival Seas score file to the score command's help
// and returns `tallyman score rivalseas [FILE|-]`.
func addScoreHelp(cmd *cobra.Command) func(gamekit.ScoreEnv) error {
	cmd.Long += scoreHelp
	cmd.Example += "\n  tallyman score rivalseas final.json --json"
	return func(env gamekit.ScoreEnv) error {
		data, name, err := gamekit.ReadInput(env.Cmd, env.Args)
		if err != nil {
			return err
		}
		if strings.TrimSpace(string(data)) == "" {
			return fmt.Errorf("%s is empty: give the end position as JSON (see tallyman score --help)", name)
		}
		if err := ScoreFile(env.Cmd.OutOrStdout(), data, env.AsJSON); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return nil
	}
}

// addPrintFlags adds the Rival Seas flags to `tallyman print` (--seed,
// --board; --players is the command's) and returns `tallyman print
// rivalseas` (the other games' flags refused already): by default every
// document (setup sheet, aids, score pad) when there are players or a
// game to set up, else aids and score pad.
func addPrintFlags(cmd *cobra.Command) func(gamekit.PrintEnv) error {
	var seed uint64
	var board, tiles, towns string
	cmd.Flags().Uint64Var(&seed, "seed", 0, "rivalseas: seed of the setup (default: fresh; printed on the sheet)")
	cmd.Flags().StringVar(&board, "board", "", "rivalseas: a board file instead of the built-in numbers")
	boxFlags(cmd, &tiles, &towns)
	cmd.Long += `

Rival Seas (tallyman print rivalseas): --what setup,aids,scorepad (or all;
by default all three with --players or --game, else aids and scorepad).
The setup sheet draws a fresh random setup for --players N (2 to 4) from
--seed (default: fresh; the sheet prints it, and tallyman setup rivalseas
with the same --players and --seed shows the same setup), or prints a
saved game's (--game ID); --board FILE uses a board file's numbers.`
	cmd.Example += "\n  tallyman print rivalseas --players 3 --seed 42 --towns \"Port Aven, Lundy, Stowe, Melmouth\"\n  tallyman print rivalseas --players 3 --seed 42 --tiles demo\n  tallyman print rivalseas --what aids,scorepad --paper letter -o aids.pdf"
	return func(env gamekit.PrintEnv) error {
		// 0 is the count left out; given, it is refused as any count out of range.
		if env.Cmd.Flags().Changed("players") && env.Players == 0 {
			return playerCountError(0)
		}
		o := PrintOptions{Out: env.Out, Players: env.Players, Seed: seed, SeedSet: env.Cmd.Flags().Changed("seed"), Game: env.Game}
		what := env.What
		if !env.Cmd.Flags().Changed("what") {
			what = "aids,scorepad"
			if env.Players != 0 || env.Game != "" {
				what = strings.Join(PrintItems, ",")
			}
		}
		var err error
		if o.What, err = ParsePrintItems(what); err != nil {
			return fmt.Errorf("--what: %w", err)
		}
		if o.Paper, err = env.Paper(); err != nil {
			return err
		}
		if env.Game == "" {
			// A fresh setup: --board, else the tile editor's saved board.
			if o.Board, _, err = boardFrom(env.Dir, board, tiles); err != nil {
				return err
			}
			if env.Players >= 2 && env.Players <= 4 && slices.Contains(o.What, "setup") {
				if o.Options, err = townsFrom(env.Dir, o.Board, tiles, towns); err != nil {
					return err
				}
			}
		} else if board != "" {
			if o.Board, err = LoadBoard(board); err != nil {
				return err
			}
		}
		if env.Game != "" {
			if o.Dir, err = env.Dir(); err != nil {
				return err
			}
		}
		for _, f := range []string{"board", "tiles", "towns", "dir"} {
			if fl := env.Cmd.Flag(f); fl != nil && fl.Changed {
				o.SetupFlags += " --" + f + " " + invoke.Quote(fl.Value.String())
			}
		}
		_, err = Print(env.Cmd.OutOrStdout(), o)
		return err
	}
}

// printMenu is the main menu's "Print" for Rival Seas: which documents,
// and for the setup sheet a saved game or a fresh setup.
func printMenu(p *prompt.Prompter, dir string) error {
	what, err := gamekit.AskPrintItems(p, map[string]string{"setup": "Setup sheet (a saved game, or a fresh setup)", "aids": "Player aids", "scorepad": "Score pad"}, PrintItems)
	if err != nil || len(what) == 0 {
		return gamekit.NothingPrinted(p, err)
	}
	o := PrintOptions{What: what, Dir: dir}
	if slices.Contains(what, "setup") {
		var gopts []prompt.Option[string]
		games, _ := journal.List(dir)
		for _, g := range games {
			if g.Game == "rivalseas" {
				gopts = append(gopts, prompt.Option[string]{Label: fmt.Sprintf("%s: %s", g.ID, strings.Join(g.Players, ", ")), Value: g.Path})
			}
		}
		for n := 2; n <= 4; n++ {
			gopts = append(gopts, prompt.Option[string]{Label: fmt.Sprintf("A fresh setup for %d players", n), Value: strconv.Itoa(n)})
		}
		pick, err := prompt.Select(p, "Setup sheet of which game?", gopts)
		if err != nil {
			return err
		}
		if n, err := strconv.Atoi(pick); err == nil {
			o.Players = n
			// A fresh setup lays the group's own tiles (see FreshTiles).
			var note string
			if o.Board, o.Options, note, err = FreshTiles(dir); err != nil {
				return err
			}
			if note != "" {
				prompt.SayLines(p.Out, note, nil)
			}
		} else {
			o.Game = pick
		}
	}
	_, err = Print(p.Out, o)
	return err
}

// addSetupFlags adds the Rival Seas flags and help to `tallyman setup`
// and returns `tallyman setup rivalseas`: a complete setup printed alone.
func addSetupFlags(cmd *cobra.Command) func(gamekit.SetupEnv) error {
	var playersText, board, tiles, towns string
	var seed uint64
	var asJSON, portNav bool
	cmd.Long += `Print everything to lay out for a new game of Rival Seas: the assumed
numbers in use, the sea-tile layout (how to lay each tile, and a drawing),
the containers drawn onto the company hexes and the market values, the
market slots, the demand markers, the companies, the random stack of discs
and the bonus slots. The same --seed gives the same setup. With --json the
setup goes to standard output as JSON, and nothing else does.

Seats are named by their disc colours (Black, Pink, White, Red).`
	cmd.Example += "\n  tallyman setup rivalseas --players 4\n  tallyman setup rivalseas --players 3 --seed 42 --json\n  tallyman setup rivalseas --players 3 --board board.json"
	cmd.Flags().StringVar(&playersText, "players", "", "number of players: 2, 3 or 4")
	cmd.Flags().Uint64Var(&seed, "seed", 0, "seed of the random setup (default: fresh; printed)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON to standard output")
	cmd.Flags().StringVar(&board, "board", "", "a board file instead of the built-in numbers")
	cmd.Flags().BoolVar(&portNav, "port-navigation", false, "allow navigation points on port hexes")
	boxFlags(cmd, &tiles, &towns)
	return func(env gamekit.SetupEnv) error {
		if !env.Cmd.Flags().Changed("players") {
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
		b, _, err := boardFrom(env.Dir, board, tiles)
		if err != nil {
			return err
		}
		opts, err := townsFrom(env.Dir, b, tiles, towns)
		if err != nil {
			return err
		}
		opts.PortNavigation = portNav
		if !env.Cmd.Flags().Changed("seed") {
			seed = session.RandomSeed()
		}
		return Setup(env.Cmd.OutOrStdout(), players, seed, b, opts, asJSON)
	}
}

// replayReport replays a Rival Seas journal for `tallyman replay`.
func replayReport(l *journal.Loaded) (gamekit.Replayed, error) {
	g, err := Replay(l)
	if err != nil {
		return gamekit.Replayed{}, err
	}
	s := g.State()
	out := gamekit.Replayed{Report: gamekit.NewReport(g.Header, len(g.Moves), g.Warning, s.Phase == rs.PhaseOver, s)}
	out.Status = func(w io.Writer) { RenderStatus(w, s) }
	if s.Phase == rs.PhaseOver {
		res := rs.FinalScore(s)
		out.Report.Scores, out.Report.Pending = &res, ""
		out.Scores = func(w io.Writer) { RenderScores(w, res) }
	}
	return out, nil
}

// tools is `tallyman rivalseas`: tools for Rival Seas outside a game (the
// board data).
func tools(env gamekit.ToolsEnv) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "rivalseas",
		Short: "Rival Seas tools: the board data and the tile editor",
		Long: `Tools for Rival Seas outside a game: the board data, and the tile editor
that draws your printed sea tiles. To play: tallyman new rivalseas. To
print a setup: tallyman setup rivalseas.`,
		Example: "  tallyman rivalseas board --dump > board.json\n  tallyman rivalseas board --board board.json\n  tallyman rivalseas tiles",
		Args:    cobra.NoArgs,
	}
	cmd.AddCommand(boardCommand(), tilesCommand(env.Dir))
	return cmd
}

// boardCommand is `tallyman rivalseas board [--dump] [--board FILE]`.
func boardCommand() *cobra.Command {
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
		Args:    gamekit.ArgsBetween(0, 0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			b, err := LoadBoard(board)
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
			BoardSummary(cmd.OutOrStdout(), b, name)
			return nil
		},
	}
	cmd.Flags().BoolVar(&dump, "dump", false, "write the board as JSON to standard output")
	cmd.Flags().StringVar(&board, "board", "", "a board file to read (default: the built-in board)")
	return cmd
}

// outcome replays a Rival Seas journal once: the round, whether the game
// is over, and once over each seat's victory points and rank
// (rival-seas.txt 7, ties broken by shares, then the stack of discs) and
// who started (State.Starter).
func outcome(l *journal.Loaded) (journal.Progress, error) {
	g, err := Replay(l)
	if err != nil {
		return journal.Progress{}, err
	}
	s := g.State()
	p := journal.Progress{Turn: s.Round, Over: s.Phase == rs.PhaseOver}
	if p.Over {
		res := rs.FinalScore(s)
		var scores, ranks []int
		for _, line := range res.Players {
			scores, ranks = append(scores, line.Total), append(ranks, line.Rank)
		}
		p.Final = gamekit.Ranked(scores, ranks)
		p.Final.Starter = new(s.Starter())
	}
	return p, nil
}
