package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"tallyman/assistant"
	"tallyman/assistant/gamekit"
	"tallyman/assistant/games"
	"tallyman/printables/papersize"
	"tallyman/printables/pdfkit"
)

// newPrint is `tallyman print GAME`: printable PDFs (player aids, score
// pad, QR join cards, setup sheet, end-of-game report). Each game adds
// its flags and help (games.Game.Print).
func newPrint(g *globals) *cobra.Command {
	var what, paper, out, game string
	var players int
	cmd := &cobra.Command{
		Use:   "print GAME",
		Short: "PDFs: player aids, score pad, join cards, setup sheet, report",
		Long: `Make a PDF to print for a game: container, boxes (--what aids,cards,scorepad),
minicontainers (--what aids,automa) or rivalseas (below), with --what all
for every document the game has (of a Container game, the join cards
while it is to be played, the report once it is over); or "stats", the
history of every finished game with charts (wins per player per game,
scores over time, the spread of each game's scores). Boxes and
Mini Containers print an aid per player (and Boxes a score-pad column per
player): for --players N, or a saved game's players and names (--game ID).

The paper is A4 or US Letter: --paper a4|letter chooses. Without it, the
first of LC_ALL, LC_PAPER and LANG that is set decides (Letter for en_US,
en_CA, es_MX and the other Letter countries, A4 elsewhere); Windows sets
none of them, so there the regional format in Windows' settings decides
(Time & language > Language & region > Regional format: English (United
States) gives Letter); else A4.`,
		Args: gamekit.ArgsBetween(1, 1),
	}
	served := games.With(func(gm games.Game) bool { return gm.Print.Add != nil })
	// --what takes every game's documents.
	var items []string
	for _, gm := range served {
		for _, it := range gm.PrintItems {
			if !slices.Contains(items, it) {
				items = append(items, it)
			}
		}
	}
	cmd.Flags().StringVar(&what, "what", "aids,scorepad", "documents, comma-separated: "+strings.Join(items, ","))
	cmd.Flags().StringVar(&game, "game", "", `saved game: id, prefix, journal file, or "demo" (default: the latest Container game, when needed)`)
	cmd.Flags().StringVarP(&out, "out", "o", "", "PDF file to write (default: <game>-<what>.pdf here)")
	cmd.Flags().StringVar(&paper, "paper", "", "a4 or letter (default: from the locale, or Windows' regional format)")
	cmd.Flags().IntVar(&players, "players", 0, "number of players: rivalseas 2 to 4 (the setup sheet needs it, or --game); boxes 2 to 4 and minicontainers 1 to 6 (an aid per player)")
	runs := map[string]func(gamekit.PrintEnv) error{}
	for _, gm := range served {
		runs[gm.Name] = gm.Print.Add(cmd)
		cmd.ValidArgs = append(cmd.ValidArgs, gm.Name)
	}
	cmd.Example = strings.TrimPrefix(cmd.Example, "\n")
	flags := printFlagTable(served)
	readPaper := func() (pdfkit.Paper, error) {
		if paper == "" {
			return papersize.Default(), nil
		}
		p, err := pdfkit.ParsePaper(paper)
		if err != nil {
			return p, fmt.Errorf("--paper: %w", err)
		}
		return p, nil
	}
	cmd.ValidArgs = append(cmd.ValidArgs, "stats")
	cmd.Example += "\n  tallyman print stats"
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if args[0] == "stats" {
			// The game history (tallyman stats, with charts).
			for _, f := range []string{"what", "game", "players"} {
				if cmd.Flags().Changed(f) {
					return fmt.Errorf("--%s is for a game's documents, not stats (stats takes --paper, --out)", f)
				}
			}
			p, err := readPaper()
			if err != nil {
				return err
			}
			dir, err := g.readDir()
			if err != nil {
				return err
			}
			_, err = assistant.PrintStats(cmd.OutOrStdout(), dir, out, p)
			return err
		}
		if cmd.Flags().Changed("game") && strings.TrimSpace(game) == "" {
			return fmt.Errorf("--game is empty: give a saved game's id, a unique prefix of one, or a journal file (.jsonl), or leave --game out")
		}
		// A flag the game would ignore is refused, naming its own.
		if err := flags.refuse(cmd, args[0]); err != nil {
			return err
		}
		run, ok := runs[args[0]]
		if !ok {
			return fmt.Errorf("unknown game %q: the games available are: %s", args[0], games.NamesOf(served))
		}
		return run(gamekit.PrintEnv{
			Cmd:     cmd,
			What:    what,
			Out:     out,
			Game:    game,
			Players: players,
			Paper:   readPaper,
			// Printing reads saved games, never saves one: a mistyped
			// --dir is refused, not made (readDir).
			Dir: g.readDir,
		})
	}
	_ = cmd.RegisterFlagCompletionFunc("what", cobra.FixedCompletions(items, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("paper", cobra.FixedCompletions([]string{"a4", "letter"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("game", func(cmd *cobra.Command, _ []string, _ string) ([]string, cobra.ShellCompDirective) {
		ids, dir := completeGames(g, nil)
		// A game shipped inside the binary prints as "demo".
		if slices.ContainsFunc(served, func(gm games.Game) bool { return gm.Demo != nil }) {
			ids = append(ids, "demo")
		}
		return ids, dir
	})
	return cmd
}
