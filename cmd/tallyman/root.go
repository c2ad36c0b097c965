package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"tallyman/assistant"
	"tallyman/assistant/buildinfo"
	"tallyman/assistant/gamekit"
	"tallyman/assistant/games"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/stats"
	"tallyman/engines/seats"
	"tallyman/engines/words"
)

// globals are the flags every command shares.
type globals struct {
	dir        string
	accessible bool
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
// it is given), in accessible mode with the output on a terminal (it
// cannot be cleared and keeps what it shows), and whenever the standard
// output is a file (Prompter.OutNotShown: `> out.log` keeps the value
// card a full terminal would clear; input piped too changes nothing).
// A pipe (`| cat`, a program that runs tallyman and reads what it
// writes, as the end-to-end tests do) is its reader's to keep, as is
// output that is no file at all, and gets the secrets as a full
// terminal shows them: asked for accessible mode keeps them out of
// `| tee log`.
//
// On a full terminal what is printed is gathered and written at once
// before each question (screen): a status is one write, not one a line.
func (g *globals) prompter(cmd *cobra.Command) *prompt.Prompter {
	in, out := cmd.InOrStdin(), cmd.OutOrStdout()
	accessible := g.accessibleMode(in)
	shown := out
	if f, ok := out.(*os.File); ok && f == os.Stdout && !accessible && term.IsTerminal(f.Fd()) {
		shown = screen
	}
	p := prompt.NewPrompter(in, shown, accessible)
	f, ok := out.(*os.File)
	outTerminal := ok && term.IsTerminal(f.Fd())
	p.OutNotShown = ok && regularFile(f) && !g.explicitlyAccessible()
	p.NoSecrets = g.explicitlyAccessible() || p.Accessible && outTerminal || p.OutNotShown
	return p
}

// journalDir is the folder of saved games for a command that saves in
// it (a new game, resume, the menu): made when missing.
func (g *globals) journalDir() (string, error) { return journal.Dir(g.dir) }

// readDir is the folder of saved games for a command that only reads it
// (games, resume, stats, export, replay, print stats): never made, and a --dir
// that does not exist or is a file is refused in words (journal.ReadDir).
func (g *globals) readDir() (string, error) { return journal.ReadDir(g.dir) }

func init() {
	// Registered once, before any command runs (cobra's template
	// functions are shared by every command tree).
	cobra.AddTemplateFunc("helpWidth", func() int { return prompt.TerminalWidth(os.Stdout) })
	// Help's last line on one line when it fits, else broken at a space
	// outside the command to type (it ran to 84 columns under a
	// subcommand; broken after the command always, it read as cut).
	cobra.AddTemplateFunc("moreHelp", func(path string) string {
		typed := `"` + path + ` [command] --help"`
		return prompt.WrapWhole("Use "+typed+" for more information about a command.", prompt.TerminalWidth(os.Stdout), []string{typed})
	})
}

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
%AppData%\tallyman (in PowerShell, $env:APPDATA\tallyman); --dir chooses
another folder. For plain line-by-line prompts: --accessible, or
ACCESSIBLE=1 in the environment (PowerShell: $env:ACCESSIBLE=1; cmd: set
ACCESSIBLE=1), or TERM=dumb, or pipe the input.`,
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
	root.SetFlagErrorFunc(flagError)
	// The flags' descriptions wrap to the terminal under their own text
	// (pflag's FlagUsagesWrapped): some ran to 190 columns.
	// Cobra's last line is wrapped too (moreHelp).
	usage := strings.ReplaceAll(root.UsageTemplate(), ".FlagUsages ", ".FlagUsagesWrapped helpWidth ")
	root.SetUsageTemplate(strings.ReplaceAll(usage, `Use "{{.CommandPath}} [command] --help" for more information about a command.`, "{{moreHelp .CommandPath}}"))
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		// An empty --dir (a shell variable not set) is no folder: not
		// taken for the usual one, where it would mix games up.
		if f := cmd.Flags().Lookup("dir"); f != nil && f.Changed && strings.TrimSpace(g.dir) == "" {
			return fmt.Errorf("--dir is empty: give the folder of saved games, or leave --dir out for the usual one (tallyman doctor says where it is)")
		}
		return nil
	}
	// --version prints what `tallyman version` does.
	root.Version = buildinfo.Read().Version
	root.SetVersionTemplate(buildinfo.Read().String())
	root.PersistentFlags().StringVar(&g.dir, "dir", "", "folder of saved games")
	root.PersistentFlags().BoolVar(&g.accessible, "accessible", false, "plain line prompts (screen readers)")
	root.AddCommand(newNew(g), newResume(g), newGames(g), newForget(g), newScore(), newReplay(g), newDemo(), newBids(g), newPrint(g), newDoctor(g), newSetup(g), newVersion(), newStats(g), newExport(g))
	// A game's own tools: `tallyman minicontainers`, `tallyman rivalseas`.
	for _, gm := range games.All {
		if gm.Tools != nil {
			root.AddCommand(gm.Tools(gamekit.ToolsEnv{Prompter: g.prompter, Dir: g.journalDir}))
		}
	}
	root.AddCommand(newCompletion(root))
	return root
}

// newCompletion is the completion command: cobra's scripts for each
// shell, written to standard output, with an example each as every
// command has (cobra's own completion command has none).
func newCompletion(root *cobra.Command) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "completion SHELL",
		Short: "Shell completion script for bash, zsh, fish or powershell",
		Long: `Shell completion script for bash, zsh, fish or powershell (each a
command below, with its own example; powershell for Windows): with it,
Tab completes tallyman's commands, flags and saved games.`,
		Example: "  tallyman completion bash > ~/.local/share/bash-completion/completions/tallyman\n" +
			"  tallyman completion powershell | Out-String | Invoke-Expression",
	}
	var shells []string
	// A shell that is none of the subcommands comes here as an argument:
	// refused, naming the shells (cobra printed the help and ended with 0).
	cmd.Args = func(_ *cobra.Command, args []string) error {
		if len(args) > 0 {
			return fmt.Errorf("no completion for %q: the shells are %s", args[0], words.And(shells))
		}
		return nil
	}
	cmd.RunE = func(c *cobra.Command, _ []string) error { return c.Help() }
	for _, sh := range []struct {
		name, example string
		write         func(w io.Writer) error
	}{
		{"bash", "  source <(tallyman completion bash)", func(w io.Writer) error { return root.GenBashCompletionV2(w, true) }},
		{"zsh", `  tallyman completion zsh > "${fpath[1]}/_tallyman"`, root.GenZshCompletion},
		{"fish", "  tallyman completion fish > ~/.config/fish/completions/tallyman.fish", func(w io.Writer) error { return root.GenFishCompletion(w, true) }},
		{"powershell", "  tallyman completion powershell | Out-String | Invoke-Expression\n  # this window; the same line in your $PROFILE file: every window", root.GenPowerShellCompletionWithDesc},
	} {
		shells = append(shells, sh.name)
		cmd.AddCommand(&cobra.Command{
			Use:               sh.name,
			Short:             "Write the completion script for " + sh.name,
			Example:           sh.example,
			Args:              gamekit.ArgsBetween(0, 0),
			ValidArgsFunction: cobra.NoFileCompletions,
			RunE:              func(c *cobra.Command, _ []string) error { return sh.write(c.OutOrStdout()) },
		})
	}
	return cmd
}

func newNew(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "new GAME",
		Short: "Set up a new game and play it",
		Long: `Set up a new game and keep its books while you play: "container"
(classic rules; --edition offshore for the Off-Shore Bank edition),
"boxes", "minicontainers" or "rivalseas".

During play, press Enter at the prompt for a menu of the moves that
are legal now. Container, Mini Containers and Rival Seas also take a
quick entry typed at the prompt (help there lists them with examples);
Boxes is played from its menus. Below: Container's quick entries
(classic, then Off-Shore), then Rival Seas' in short.`,
		Args: gamekit.ArgsBetween(1, 1),
	}
	var players string
	var seed uint64
	var pf gamekit.PhoneFlags
	pf.Add(cmd)
	// What the phones are for differs by game: sealed bids (Container,
	// Boxes), the Recycling Centre's sealed picks (Mini Containers).
	cmd.Flags().Lookup("no-phones").Usage = "no phone server: sealed bids (minicontainers: the Recycling Centre's sealed picks) typed at the laptop, hidden; rivalseas: no table screen nor phones"
	cmd.Flags().StringVar(&players, "players", "", "names in seating order, comma-separated")
	cmd.Flags().Uint64Var(&seed, "seed", 0, "seed of the random setup (default: fresh)")
	// Each game adds its own flags, help and examples (games.Game.New).
	served := games.With(func(gm games.Game) bool { return gm.New.Add != nil })
	runs := map[string]func(gamekit.NewEnv) error{}
	for _, gm := range served {
		runs[gm.Name] = gm.New.Add(cmd)
		cmd.ValidArgs = append(cmd.ValidArgs, gm.Name)
	}
	cmd.Example = strings.TrimPrefix(cmd.Example, "\n")
	flags := newFlagTable(served)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if err := flags.refuse(cmd, args[0]); err != nil {
			return err
		}
		run, ok := runs[args[0]]
		if !ok {
			return fmt.Errorf("unknown game %q: the games available are: %s", args[0], games.NamesOf(served))
		}
		// Before any question: names one player in the statistics.
		if err := seats.CheckNewTable(gamekit.SplitNames(players)); err != nil {
			return err
		}
		// Before any question too: the folder the game is saved in can
		// be written (else it is said only when the game is created).
		if _, err := journal.WritableDir(g.dir); err != nil {
			return err
		}
		return gamekit.QuietStop(run(gamekit.NewEnv{
			Cmd:         cmd,
			PlayersText: players,
			Players:     gamekit.SplitNames(players),
			Seed:        seed,
			SeedSet:     cmd.Flags().Changed("seed"),
			Prompter:    func() *prompt.Prompter { return g.prompter(cmd) },
			Dir:         g.journalDir,
			Phones:      pf.NewOptions,
		}))
	}
	return cmd
}

func newResume(g *globals) *cobra.Command {
	var pf gamekit.PhoneFlags
	var phonesOn, takeOver bool
	cmd := &cobra.Command{
		Use:   "resume [ID]",
		Short: "Pick up a saved game where it stopped",
		Long: `Resume a saved game by its id or a unique prefix of it (see tallyman
games); with no id, the game played most recently. A game left open by
tallyman on another computer (a folder shared between two) is refused
until it is quit there: this computer cannot tell whether it runs still.
If that computer is gone for good, --take-over takes the game over here.`,
		Example: "  tallyman resume\n  tallyman resume container-20261129\n  tallyman resume container-20261129 --take-over  # its computer is gone",
		Args:    gamekit.ArgsBetween(0, 1),
		ValidArgsFunction: func(cmd *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
			return completeGames(g, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			// A game resumed is in the folder already: a --dir that
			// does not exist is said as games says it, and not made.
			dir, err := g.readDir()
			if err != nil {
				return err
			}
			if noPhones, _ := cmd.Flags().GetBool("no-phones"); noPhones && phonesOn {
				return fmt.Errorf("--phones and --no-phones say opposite things: give one of them")
			}
			id := ""
			if len(args) == 1 {
				id = args[0]
			}
			path, err := journal.Find(dir, id)
			if err != nil {
				return err
			}
			po, err := pf.Options()
			if err != nil {
				return err
			}
			// A game played without phones stays without them unless asked:
			// only a game with phone links (a seat file) serves them again.
			asked := phonesOn || cmd.Flags().Changed("ip") || cmd.Flags().Changed("port")
			if po.Enabled && !asked && !phonelink.HasSeats(path) {
				po.Enabled = false
			}
			p := g.prompter(cmd)
			if takeOver {
				// Only a lock of another computer is let go: one of
				// this computer is taken over, or refused, by resume
				// itself, as without the flag.
				note, err := journal.TakeOver(path)
				if err != nil {
					return err
				}
				if note != "" {
					prompt.SayLines(p.Out, "Note: "+note+".", nil)
				}
			}
			return gamekit.QuietStop(assistant.ResumeAny(p, path, po))
		},
	}
	pf.Add(cmd)
	cmd.Flags().BoolVar(&phonesOn, "phones", false, "serve phones even if the game was played without them")
	cmd.Flags().BoolVar(&takeOver, "take-over", false, "take over a game left open by tallyman on another computer (only if it no longer runs there)")
	return cmd
}

func completeGames(g *globals, args []string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	dir, err := g.readDir()
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
	var asJSON, all bool
	cmd := &cobra.Command{
		Use:   "games",
		Short: "List saved games",
		Long: `List the saved games, most recently played first: each game's id, turn
and when it was last played, its players, and a note when it has
something to say. A game set up and never started (left at its joining
screen or its first value-card gate, no move made) is counted on one
line under the list; --all lists those too, and tallyman forget ID
deletes one. With --json (every game, started or not: "entries" is 0
for one not started): an array of the games ("id", "path",
"game", "players", "turn", "over", "warning", ...); what cannot be worked
out is null: a game whose journal does not load or replay has "turn" and
"over" null and "problem" saying why ("warning" holds the other notes),
one that does not load has "moves" null, and "game", "edition" and
"players" too when its first line does not read (docs/journal.md).`,
		Example: "  tallyman games\n  tallyman games --all\n  tallyman games --json",
		Args:    gamekit.ArgsBetween(0, 0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			dir, err := g.readDir()
			if err != nil {
				return err
			}
			if err := assistant.ListGames(cmd.OutOrStdout(), dir, asJSON, all); err != nil {
				return err
			}
			if _, note, _ := journal.Where(); g.dir == "" && note != "" && !asJSON {
				// macOS: games an earlier tallyman saved elsewhere.
				prompt.SayLines(cmd.OutOrStdout(), "Note: "+note+".", nil)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	cmd.Flags().BoolVar(&all, "all", false, "list the games never started too")
	return cmd
}

func newForget(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "forget ID",
		Short: "Delete a saved game, after asking",
		Long: `Delete a saved game: its journal and its phone links. ID is its id (see
tallyman games) or a unique prefix of it; there is no default. A game
set up and never started is deleted on yes to one question; a game with
moves (or one whose journal does not load) only once its id is typed
again whole, so no game played is lost by a typo: it leaves the
statistics too. A game open in a tallyman is refused: quit it first.`,
		Example: "  tallyman games --all\n  tallyman forget container-20261129-174501-a1b2",
		Args:    gamekit.ArgsBetween(1, 1),
		ValidArgsFunction: func(cmd *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
			return completeGames(g, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			dir, err := g.readDir()
			if err != nil {
				return err
			}
			return assistant.Forget(g.prompter(cmd), dir, args[0])
		},
	}
}

func newScore() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "score GAME [FILE|-]",
		Short: "Score a finished game from a file (no journal needed)",
		Args:  gamekit.ArgsBetween(1, 2),
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	// Each game with score files adds its help, examples and flags
	// (games.Game.Score).
	served := games.With(func(gm games.Game) bool { return gm.Score.Add != nil })
	runs := map[string]func(gamekit.ScoreEnv) error{}
	for _, gm := range served {
		runs[gm.Name] = gm.Score.Add(cmd)
		cmd.ValidArgs = append(cmd.ValidArgs, gm.Name)
	}
	cmd.Long = strings.TrimLeft(cmd.Long, "\n")
	cmd.Example = strings.TrimPrefix(cmd.Example, "\n")
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		run, ok := runs[args[0]]
		if !ok {
			return fmt.Errorf("unknown game %q: the games available are: %s", args[0], games.NamesOf(served))
		}
		return run(gamekit.ScoreEnv{Cmd: cmd, Args: args[1:], AsJSON: asJSON})
	}
	return cmd
}

func newReplay(g *globals) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "replay [JOURNAL|ID|-]",
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
revealed) is left out, and "hidden" says what; a finished game shows it.
It takes a journal file, a saved game's id or a unique prefix of one (see
tallyman games), or - for standard input; with none, the game played most
recently (as resume takes).`,
		Example: "  tallyman replay\n  tallyman replay container-20261129-174501-a1b2\n  tallyman replay --json game.jsonl",
		Args:    gamekit.ArgsBetween(0, 1),
		ValidArgsFunction: func(cmd *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
			return completeGames(g, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			var r io.Reader = cmd.InOrStdin()
			name := "standard input"
			arg := ""
			if len(args) == 1 {
				arg = args[0]
			}
			if arg != "-" {
				path, err := replayPath(g, arg)
				if err != nil {
					return err
				}
				f, err := os.Open(path)
				if err != nil {
					return err
				}
				defer f.Close()
				r, name = f, path
			}
			return assistant.Replay(cmd.OutOrStdout(), r, name, asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// replayPath is the journal replay reads for arg: the file arg names,
// else the saved game in the folder with that id or a unique prefix of
// one, or a bids log's id in its "bids" folder; "" is the game played
// most recently, as resume takes it (journal.Find). Errors: neither
// (saying both, with the saved games).
func replayPath(g *globals, arg string) (string, error) {
	if fi, err := os.Stat(arg); arg != "" && err == nil && !fi.IsDir() {
		return arg, nil
	}
	dir, err := g.readDir()
	if err != nil {
		return "", err
	}
	path, err := journal.Find(dir, arg)
	if err != nil && arg == "" {
		return "", err
	}
	if err != nil {
		// tallyman bids keeps its logs in the folder's "bids" folder.
		if bids, berr := journal.Find(filepath.Join(dir, "bids"), arg); berr == nil {
			return bids, nil
		}
		return "", fmt.Errorf("%q is neither a journal file nor a saved game's id: %v", arg, err)
	}
	return path, nil
}

func newDemo() *cobra.Command {
	return &cobra.Command{
		Use:     "demo",
		Short:   "Replay a whole 3-player Container game and show its scores",
		Example: "  tallyman demo",
		Args:    gamekit.ArgsBetween(0, 0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return assistant.Demo(cmd.OutOrStdout())
		},
	}
}

func newBids(g *globals) *cobra.Command {
	var players string
	var o assistant.BidsOptions
	var noRunoff bool
	var pf gamekit.PhoneFlags
	cmd := &cobra.Command{
		Use:   "bids",
		Short: "Sealed-bid rounds on the phones, for any game",
		Long: `Run sealed-bid auctions for a game tallyman does not model: name each lot,
every player bids privately on their phone (or at the laptop, hidden), the
reveal reaches everyone at once, a tie goes to a runoff of extra bids among
the tied, and a tie after that to the laptop's pick. Each lot's result is
printed and logged in the "bids" folder beside the saved games.`,
		Example: `  tallyman bids --players "Ann,Bob,Cy" --max 50
  tallyman bids --players "Ann,Bob,Cy" --max 600 --unit ECU  # amounts in ECU
  tallyman bids --resume latest       # carry on the last log where it was`,
		Args: gamekit.ArgsBetween(0, 0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if o.TakeOver && o.Resume == "" {
				return fmt.Errorf("--take-over takes over a saved log: give it with --resume")
			}
			if o.Resume != "" {
				for _, f := range []string{"players", "max", "no-runoff"} {
					if cmd.Flags().Changed(f) {
						return fmt.Errorf("--resume carries on with the saved log's bidders, max and runoff: leave out --%s", f)
					}
				}
			} else if players == "" {
				return fmt.Errorf(`name the bidders: --players "Ann,Bob,Cy" (or carry on a saved log: --resume latest)`)
			}
			if cmd.Flags().Changed("unit") {
				// Checked here, where "" is refused: "" in
				// BidsOptions is "$" (or, resumed, the log's unit).
				if err := seats.CheckUnit(o.Unit); err != nil {
					return fmt.Errorf("--unit: %w", err)
				}
			} else if o.Resume != "" {
				o.Unit = "" // the log's
			}
			o.Names = gamekit.SplitNames(players)
			o.Runoff = !noRunoff
			var err error
			if o.Phones, err = pf.Options(); err != nil {
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
	cmd.Flags().StringVar(&o.Unit, "unit", "$", `the money's unit, a short text: "ECU", "€" ("$" goes before an amount, any other after it)`)
	cmd.Flags().BoolVar(&noRunoff, "no-runoff", false, "after a tie the laptop picks at once")
	cmd.Flags().StringVar(&o.Resume, "resume", "", `carry on a saved log: "latest", its id or its file (same links)`)
	cmd.Flags().BoolVar(&o.TakeOver, "take-over", false, "with --resume: take over a log left open by tallyman on another computer (only if it no longer runs there)")
	pf.Add(cmd)
	return cmd
}

// numberFlagErr is pflag's error for a number flag given something else:
// `invalid argument "abc" for "--seed" flag: strconv.ParseUint: ...`.
var numberFlagErr = regexp.MustCompile(`^invalid argument (".*") for "(-[^"]+)" flag: strconv\.Parse(Uint|Int)`)

// unknownFlagErr is pflag's error for a flag the command does not have:
// "unknown flag: --bogus", "unknown shorthand flag: 'x' in -x".
var unknownFlagErr = regexp.MustCompile(`^unknown (?:shorthand )?flag: (?:'.' in )?(-\S+)`)

// flagError words a flag the command line could not read for people:
// a number flag given a word says it takes a whole number, not Go's
// parsing error, and given a number too long to read that it is far too
// large (or small) and what it takes; a flag the command does not have says so, with the
// nearest flag it has (when one is a letter or two away) and where its
// flags are listed; other errors are left as they are.
func flagError(cmd *cobra.Command, err error) error {
	if m := unknownFlagErr.FindStringSubmatch(err.Error()); m != nil {
		var flags []string
		cmd.Flags().VisitAll(func(f *pflag.Flag) {
			if !f.Hidden {
				flags = append(flags, "--"+f.Name)
			}
		})
		near := ""
		if c := stats.Closest(m[1], flags); c != "" {
			near = fmt.Sprintf(" (did you mean %s?)", c)
		}
		if cmd == cmd.Root() {
			return fmt.Errorf("there is no flag %s%s: %s --help lists the flags", m[1], near, cmd.CommandPath())
		}
		what := strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
		return fmt.Errorf("%s has no flag %s%s: %s --help lists its flags", what, m[1], near, cmd.CommandPath())
	}
	m := numberFlagErr.FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	if strings.HasSuffix(err.Error(), strconv.ErrRange.Error()) {
		// A whole number, but too long to read: said as the laptop's
		// amount questions say it (words.ErrFarTooLarge).
		v, _ := strconv.Unquote(m[1])
		switch {
		case m[3] == "Uint":
			return fmt.Errorf("%s %s is far too large: it takes a whole number from 0 to %d", m[2], v, uint64(math.MaxUint64))
		case strings.HasPrefix(v, "-"):
			return fmt.Errorf("%s %s is far too small: it takes a whole number from %d to %d", m[2], v, math.MinInt, math.MaxInt)
		}
		return fmt.Errorf("%s %s is far too large: it takes a whole number up to %d", m[2], v, math.MaxInt)
	}
	if m[3] == "Uint" {
		return fmt.Errorf("%s takes a whole number, 0 or more, not %s", m[2], m[1])
	}
	return fmt.Errorf("%s takes a whole number, not %s", m[2], m[1])
}

// regularFile reports whether f is a file on disk (`> out.log`), not a
// terminal, a pipe or a device (/dev/null).
func regularFile(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode().IsRegular()
}
