package main

import (
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"

	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"

	"tallyman/assistant"
	containertable "tallyman/assistant/container"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/engines/container"
	"tallyman/engines/textenc"
)

// globals are the flags every command shares.
type globals struct {
	dir        string
	accessible bool
}

// phoneFlags are the flags of the commands that serve phones.
type phoneFlags struct {
	off      bool
	ip       string
	port     int
	qrInvert bool
}

func (f *phoneFlags) add(cmd *cobra.Command) {
	cmd.Flags().BoolVar(&f.off, "no-phones", false, "no phone server: bids typed at the laptop")
	cmd.Flags().StringVar(&f.ip, "ip", "", "laptop address to put in phone links")
	cmd.Flags().IntVar(&f.port, "port", 0, "port for the phones (default: a free one)")
	cmd.Flags().BoolVar(&f.qrInvert, "qr-invert", false, "with NO_COLOR set, draw the QR codes for a light terminal background (without NO_COLOR they are drawn black on white for any theme)")
}

func (f *phoneFlags) options() (phonelink.PhoneOptions, error) {
	if f.port < 0 || f.port > 65535 {
		return phonelink.PhoneOptions{}, fmt.Errorf("--port must be 0 (any free port) or 1-65535, not %d", f.port)
	}
	if f.ip != "" && net.ParseIP(f.ip) == nil {
		return phonelink.PhoneOptions{}, fmt.Errorf("--ip %q is not an IP address (for example 192.168.1.20)", f.ip)
	}
	return phonelink.PhoneOptions{Enabled: !f.off, IP: f.ip, Port: f.port, QRInvert: f.qrInvert}, nil
}

// accessibleMode: the flag, ACCESSIBLE set, TERM=dumb, or input that is not
// a terminal (piped input, as the end-to-end tests use).
func (g *globals) accessibleMode(in io.Reader) bool {
	if g.explicitlyAccessible() {
		return true
	}
	f, ok := in.(*os.File)
	return !ok || !term.IsTerminal(f.Fd())
}

// explicitlyAccessible says that accessible mode was asked for: the
// --accessible flag, ACCESSIBLE set, or TERM=dumb (not merely piped
// input).
func (g *globals) explicitlyAccessible() bool {
	return g.accessible || os.Getenv("ACCESSIBLE") != "" || os.Getenv("TERM") == "dumb"
}

// prompter asks on the command's streams. Nothing secret is printed
// (Prompter.NoSecrets) in accessible mode asked for explicitly, wherever
// the output goes (a screen reader's terminal, or `| tee log`, keeps all
// it is given), and in accessible mode with the output on a terminal (it
// cannot be cleared and keeps what it shows). Only input and output both
// piped without asking for accessible mode (a script, the end-to-end
// tests) print secrets as a full terminal shows them.
func (g *globals) prompter(cmd *cobra.Command) *prompt.Prompter {
	in, out := cmd.InOrStdin(), cmd.OutOrStdout()
	p := prompt.NewPrompter(in, out, g.accessibleMode(in))
	f, ok := out.(*os.File)
	p.NoSecrets = g.explicitlyAccessible() || p.Accessible && ok && term.IsTerminal(f.Fd())
	return p
}

func (g *globals) journalDir() (string, error) { return journal.Dir(g.dir) }

func newRoot() *cobra.Command {
	g := &globals{}
	root := &cobra.Command{
		Use:   "tallyman",
		Short: "A companion for board games played at a real table",
		Long: `tallyman sets up a board game from a recorded seed, keeps every player's
books while you play with the cardboard, collects sealed bids, and scores
the game at the end. With no command it opens a menu.

Games are saved as they are played in the system's folder for program
data: on Linux $XDG_DATA_HOME/tallyman (else ~/.local/share/tallyman), on
macOS ~/Library/Application Support/tallyman, on Windows
%AppData%\tallyman; --dir chooses another folder. Set ACCESSIBLE=1 (or
TERM=dumb, or pipe the input) for plain line-by-line prompts.`,
		Example:       "  tallyman\n  tallyman new container\n  tallyman demo",
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			dir, err := g.journalDir()
			if err != nil {
				return err
			}
			return assistant.MainMenu(g.prompter(cmd), dir)
		},
	}
	root.PersistentFlags().StringVar(&g.dir, "dir", "", "folder of saved games")
	root.PersistentFlags().BoolVar(&g.accessible, "accessible", false, "plain line prompts (screen readers)")
	root.AddCommand(newNew(g), newResume(g), newGames(g), newScore(), newReplay(), newDemo(), newBids(g), newPrint(g), newDoctor(g), newMiniContainers(g), newSetup(g), newRivalSeas(g))
	return root
}

func newNew(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "new GAME",
		Short: "Set up a new game and play it",
		Long: `Set up a new game and keep its books while you play: "container"
(classic rules; --edition offshore for the Off-Shore Bank edition),
"boxes", "minicontainers" or "rivalseas".

During play, type a quick entry at the prompt or press Enter for a menu
of the moves that are legal now. Container, classic rules:

` + containertable.QuickHelp + `

Container, ` + containertable.OffshoreQuickHelp + `
The other verbs of the Off-Shore quick entry are read as in classic (with
the edition's colours); it has no domestic sale.

Rival Seas: funding, load [2], produce COMPANY [2], nav COMPANY TERRAIN
(or FROM>TO), invest UPGRADE, buy COMPANY [sell COMPANY], advertise N,
sail OWNERS... to PORT, deliver, dump, end; type help at its move prompt
for the whole list with examples.`,
		Example:   "  tallyman new container\n  tallyman new container --players Ann,Bob,Cy --cards deal\n  tallyman new container --edition offshore --length short --players Ann,Bob,Cy",
		Args:      cobra.ExactArgs(1),
		ValidArgs: []string{"container", "boxes", "minicontainers"},
	}
	var players string
	var o containertable.NewOptions
	var pf phoneFlags
	pf.add(cmd)
	// What the phones are for differs by game: sealed bids (Container,
	// Boxes), the Recycling Centre's sealed picks (Mini Containers).
	cmd.Flags().Lookup("no-phones").Usage = "no phone server: sealed bids (minicontainers: the Recycling Centre's sealed picks) typed at the laptop, hidden; rivalseas has no phones"
	cmd.Flags().StringVar(&players, "players", "", "names in seating order, comma-separated")
	cmd.Flags().StringVar(&o.Cards, "cards", "", `value cards (Off-Shore: scoring cards): "deal" or "physical"`)
	cmd.Flags().Uint64Var(&o.Seed, "seed", 0, "seed of the random setup (default: fresh)")
	cmd.Flags().StringVar(&o.Edition, "edition", "classic", `Container edition: "classic" or "offshore" (the Off-Shore Bank edition)`)
	cmd.Flags().StringVar(&o.Length, "length", "", `Off-Shore game length: "short", "standard" (default) or "extended"`)
	cmd.Flags().BoolVar(&o.TruckCompanies, "truck-companies", false, "Off-Shore module Truck Companies: a $1 trucking fee on every Factory Purchase")
	cmd.Flags().BoolVar(&o.PlayerLoans, "player-loans", false, "Off-Shore module Player Loans: a loan asked during a delivery auction is offered to the other players first (the laptop asks who lends), else taken from the supply")
	_ = cmd.RegisterFlagCompletionFunc("cards", cobra.FixedCompletions([]string{"deal", "physical"}, cobra.ShellCompDirectiveNoFileComp))
	bf := boxesNewFlags(cmd)
	mf := miniNewFlags(cmd)
	rf := rivalNewFlags(cmd)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if err := newFlagTable.refuse(cmd, args[0]); err != nil {
			return err
		}
		if args[0] == "rivalseas" {
			return newRival(g, cmd, players, o.Seed, rf)
		}
		if args[0] == "boxes" {
			return newBoxes(g, cmd, players, o.Seed, bf, &pf)
		}
		if args[0] == "minicontainers" {
			return newMiniGame(g, cmd, players, o.Seed, mf, &pf)
		}
		if args[0] != "container" {
			return fmt.Errorf("unknown game %q: the games available are: container, boxes, minicontainers, rivalseas", args[0])
		}
		// Every flag is checked before the first question (names, cards).
		var err error
		if o.Edition, err = container.ParseEdition(o.Edition); err != nil {
			return fmt.Errorf("--edition: %w", err)
		}
		if o.Edition == container.EditionClassic && (o.Length != "" || o.TruckCompanies || o.PlayerLoans) {
			return fmt.Errorf("--length, --truck-companies and --player-loans belong to --edition offshore")
		}
		if o.Edition == container.EditionOffshore {
			if o.Length, err = container.ParseLength(o.Length); err != nil {
				return fmt.Errorf("--length: %w", err)
			}
		}
		if o.Cards != "" && o.Cards != "deal" && o.Cards != "physical" {
			return fmt.Errorf(`--cards must be "deal" or "physical", not %q`, o.Cards)
		}
		o.Names = splitNames(players)
		o.SeedSet = cmd.Flags().Changed("seed")
		if o.Phones, err = pf.options(); err != nil {
			return err
		}
		if o.Dir, err = g.journalDir(); err != nil {
			return err
		}
		return quietStop(containertable.New(g.prompter(cmd), o))
	}
	return cmd
}

// splitNames reads --players: names in seating order, comma-separated,
// spaces around each name dropped ("Ann, Bob" is Ann and Bob); "" is no
// names (asked later).
func splitNames(players string) []string {
	if players == "" {
		return nil
	}
	var names []string
	for _, n := range strings.Split(players, ",") {
		names = append(names, strings.TrimSpace(n))
	}
	return names
}

// quietStop turns the end of piped input into a clean exit: the game is
// saved and the message has been printed.
func quietStop(err error) error {
	if errors.Is(err, prompt.ErrInputClosed) {
		return nil
	}
	return err
}

func newResume(g *globals) *cobra.Command {
	var pf phoneFlags
	var phonesOn bool
	cmd := &cobra.Command{
		Use:     "resume [ID]",
		Short:   "Pick up a saved game where it stopped",
		Long:    "Resume a saved game by its id or a unique prefix of it (see tallyman games); with no id, the game played most recently.",
		Example: "  tallyman resume\n  tallyman resume container-20261129",
		Args:    cobra.MaximumNArgs(1),
		ValidArgsFunction: func(cmd *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
			return completeGames(g, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			dir, err := g.journalDir()
			if err != nil {
				return err
			}
			id := ""
			if len(args) == 1 {
				id = args[0]
			}
			path, err := journal.Find(dir, id)
			if err != nil {
				return err
			}
			po, err := pf.options()
			if err != nil {
				return err
			}
			// A game played without phones stays without them unless asked:
			// only a game with phone links (a seat file) serves them again.
			asked := phonesOn || cmd.Flags().Changed("ip") || cmd.Flags().Changed("port")
			if po.Enabled && !asked && !phonelink.HasSeats(path) {
				po.Enabled = false
			}
			return quietStop(assistant.ResumeAny(g.prompter(cmd), path, po))
		},
	}
	pf.add(cmd)
	cmd.Flags().BoolVar(&phonesOn, "phones", false, "serve phones even if the game was played without them")
	return cmd
}

func completeGames(g *globals, args []string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	dir, err := g.journalDir()
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	games, _ := journal.List(dir)
	var ids []string
	for _, s := range games {
		ids = append(ids, s.ID)
	}
	return ids, cobra.ShellCompDirectiveNoFileComp
}

func newGames(g *globals) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "games",
		Short:   "List saved games",
		Example: "  tallyman games\n  tallyman games --json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			dir, err := g.journalDir()
			if err != nil {
				return err
			}
			if err := assistant.ListGames(cmd.OutOrStdout(), dir, asJSON); err != nil {
				return err
			}
			if _, note, _ := journal.Where(); g.dir == "" && note != "" && !asJSON {
				// macOS: games an earlier tallyman saved elsewhere.
				fmt.Fprintln(cmd.OutOrStdout(), "Note: "+note+".")
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// readInput reads FILE, or standard input for "-" or no argument, as
// UTF-8 text: a byte-order mark (Windows Notepad) is dropped and UTF-16
// with one (PowerShell) converted; another encoding is refused naming the
// file, the first bad byte and UTF-8 (see textenc.Decode).
func readInput(cmd *cobra.Command, args []string) ([]byte, string, error) {
	var b []byte
	var err error
	name := "standard input"
	if len(args) == 0 || args[0] == "-" {
		b, err = io.ReadAll(cmd.InOrStdin())
	} else {
		name = args[0]
		b, err = os.ReadFile(name)
	}
	if err != nil {
		return nil, name, err
	}
	if b, _, err = textenc.Decode(b); err != nil {
		return nil, name, fmt.Errorf("%s: %w", name, err)
	}
	return b, name, nil
}

func newScore() *cobra.Command {
	var asJSON bool
	setSize := new(int)
	cmd := &cobra.Command{
		Use:   "score GAME [FILE|-]",
		Short: "Score a finished game from a file (no journal needed)",
		Long: `Score a finished game of Container from a JSON file (or standard input):

{"edition": "classic",
 "players": [
  {"name": "Ann", "cash": 31, "loans": 1,
   "card": {"10": "orange", "5/10": "brown", "6": "white", "4": "tan", "2": "black"},
   "island": {"orange": 3, "brown": 1, "white": 0, "tan": 2, "black": 1},
   "warehouse": 2, "ship": 1, "factory": 3}]}

"card" may also be the card's number, 1-5 (the deck of five). warehouse, ship
and factory count containers in the warehouse store, on the ship and in the
factory store; island counts containers by colour. Container is for 3 to 5
players: a file of 3-5 players is the whole game; a file may also score
only some of a game's players (1 to 5 listed; "game_players": N gives the
game's 3-5), and the output then says the ranks are among those listed.
No colour may be on the islands beyond the game's supply (4 per player).

The Off-Shore Bank edition ("edition": "offshore"):

{"edition": "offshore",
 "players": [
  {"name": "Ann", "cash": 31, "loans": 1, "card": "white",
   "island": {"blue": 3, "white": 1, "yellow": 0, "red": 3, "green": 1},
   "warehouse": 2, "ship": 1, "holding": 1, "factory": 3,
   "discard": "red"}]}

Colours blue, white, yellow, red, green. "card" is the scoring card by its
two-value colour ("white"), its number 1-5, or in full as above. warehouse
counts the harbor, factory the factory district (the tie-break), holding
the bank holding area (required). "discard" (optional) is the colour the
player chose on a free tie for the most numerous island colour; it is
refused without such a tie, and overruled (the output says so) when the
two-value colour is among the tied, since that colour must go; left out
on a free tie, the colour that loses least goes and the output says it was
assumed. "length" (optional: short, standard or extended; standard if left
out) sets the supply the file is checked against. --json adds
holding_value and tie_break (and discard_assumed) per player, and
"partial": true for a file of part of a game.`,
		Example:   "  tallyman score container final.json\n  tallyman score container --json - < final.json",
		Args:      cobra.RangeArgs(1, 2),
		ValidArgs: []string{"container"},
		RunE: func(cmd *cobra.Command, args []string) error {
			if args[0] == "boxes" {
				return scoreBoxes(cmd, args[1:], asJSON, *setSize)
			}
			if args[0] == "rivalseas" {
				return scoreRival(cmd, args[1:], asJSON)
			}
			if args[0] != "container" {
				return fmt.Errorf("unknown game %q: the games available are: container, boxes, rivalseas", args[0])
			}
			data, name, err := readInput(cmd, args[1:])
			if err != nil {
				return err
			}
			if err := containertable.ScoreFile(cmd.OutOrStdout(), data, asJSON); err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	boxesScoreFlags(cmd, setSize)
	rivalScoreFlags(cmd)
	return cmd
}

func newReplay() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "replay JOURNAL|-",
		Short: "Re-apply a journal and print the final state and scores",
		Long: `Re-apply every move of a journal file (see docs/journal.md) through the
rules and print the final state and, when the game is over, the scores. It
takes the journal of every game: Container (both editions), Boxes, Mini
Containers, Rival Seas, and the log of tallyman bids (its lots and their
results). A move the rules refuse is reported with its line number and the
rule. --json prints the same fields for every game: id, game, edition,
players, moves, over, state, and scores ({"players", "winners"}) or
pending (why there are none). While a game goes on, what the table keeps
hidden (value cards, Boxes wallets and cards won, sealed bids not yet
revealed) is left out, and "hidden" says what; a finished game shows it.`,
		Example: "  tallyman replay ~/.local/share/tallyman/container-20261129-174501-a1b2.jsonl\n  tallyman replay --json game.jsonl",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var r io.Reader = cmd.InOrStdin()
			name := "standard input"
			if args[0] != "-" {
				f, err := os.Open(args[0])
				if err != nil {
					return err
				}
				defer f.Close()
				r, name = f, args[0]
			}
			return assistant.Replay(cmd.OutOrStdout(), r, name, asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func newDemo() *cobra.Command {
	return &cobra.Command{
		Use:     "demo",
		Short:   "Replay a complete 3-player game of Container and show its scores",
		Example: "  tallyman demo",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return assistant.Demo(cmd.OutOrStdout())
		},
	}
}

func newBids(g *globals) *cobra.Command {
	var players string
	var o assistant.BidsOptions
	var noRunoff bool
	var pf phoneFlags
	cmd := &cobra.Command{
		Use:   "bids",
		Short: "Sealed-bid rounds on the phones, for any game",
		Long: `Run sealed-bid auctions for a game tallyman does not model: name each lot,
every player bids privately on their phone (or at the laptop, hidden), the
reveal reaches everyone at once, a tie goes to a runoff of extra bids among
the tied, and a tie after that to the laptop's pick. Each lot's result is
printed and logged in the "bids" folder beside the saved games.`,
		Example: `  tallyman bids --players "Ann,Bob,Cy" --max 50`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if players == "" {
				return fmt.Errorf(`name the bidders: --players "Ann,Bob,Cy"`)
			}
			o.Names = splitNames(players)
			o.Runoff = !noRunoff
			var err error
			if o.Phones, err = pf.options(); err != nil {
				return err
			}
			dir, err := g.journalDir()
			if err != nil {
				return err
			}
			// Kept apart from the games, which resume and games list.
			o.Dir = filepath.Join(dir, "bids")
			return assistant.Bids(g.prompter(cmd), o)
		},
	}
	cmd.Flags().StringVar(&players, "players", "", "bidders, comma-separated")
	cmd.Flags().IntVar(&o.Max, "max", 100, "largest bid allowed")
	cmd.Flags().BoolVar(&noRunoff, "no-runoff", false, "after a tie the laptop picks at once")
	pf.add(cmd)
	return cmd
}
