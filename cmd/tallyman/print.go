package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	containertable "tallyman/assistant/container"
	"tallyman/engines/container"
	"tallyman/printables/pdfkit"
)

// newPrint is `tallyman print GAME`: printable PDFs (player aids, score
// pad, QR join cards, setup sheet, end-of-game report).
func newPrint(g *globals) *cobra.Command {
	var what, paper string
	var rf *rivalPrintFlags
	o := containertable.PrintOptions{}
	cmd := &cobra.Command{
		Use:   "print GAME",
		Short: "Make printable PDFs: player aids, score pad, QR join cards, setup sheet, report",
		Long: `Make a PDF to print for a game: container, boxes (--what aids,cards,scorepad),
minicontainers (--what aids,automa) or rivalseas (below). Boxes and
Mini Containers print an aid per player (and Boxes a score-pad column per
player): for --players N, or a saved game's players and names (--game ID).

Container: --edition offshore prints the Off-Shore Bank edition's aids,
score pad and setup sheet (a saved game's --game ID picks its own edition;
without a game the setup sheet gives the supply table for --length).
--what picks the documents, in the order given, all in one file:

  aids      player aids, two per page, with cut marks (one per player)
  scorepad  a score pad: a column per player, a row per scoring step
  join      QR join cards for the phones, one per player, with cut marks
  setup     the setup sheet of a game: who starts, factory colours, supply
  report    the end-of-game report of a finished game: ranking, score
            breakdown, cash over the game, the island auctions

join, setup and report print from a saved game: --game ID (an id, a
unique prefix of one, or a journal file; "demo" for the demo game), else
the Container game played most recently (of --edition when given). aids and scorepad need no game: with one
they carry the players' names, without one blank lines.

Join cards hold each player's private phone link. The links work while the
game runs on the address and port printed on them: resume the game with
the same --port (and --ip) as you print with. The default port is 8080,
the default address this laptop's likeliest.

The paper is A4 or US Letter (--paper a4|letter); by default it follows
the locale (LC_ALL, LC_PAPER, LANG): Letter for en_US, en_CA, es_MX and the
other Letter countries, A4 elsewhere.`,
		Example: `  tallyman print container
  tallyman print container --what aids,scorepad,join,setup --out aids.pdf
  tallyman print container --what report --game container-20261129
  tallyman print container --what report --game demo --paper letter
  tallyman print container --edition offshore --what aids,scorepad,setup --length short
  tallyman print container --what join --port 8080 --ip 192.168.1.20`,
		Args:      cobra.ExactArgs(1),
		ValidArgs: []string{"container", "boxes", "minicontainers"},
		RunE: func(cmd *cobra.Command, args []string) error {
			// A flag the game would ignore is refused, naming its own.
			if err := printFlagTable.refuse(cmd, args[0]); err != nil {
				return err
			}
			switch args[0] {
			case "rivalseas":
				return printRival(g, cmd, what, paper, o.Out, o.Game, rf)
			case "boxes":
				return printBoxes(g, cmd, what, paper, o.Out, o.Game, rf.players)
			case "minicontainers":
				return printMini(g, cmd, what, paper, o.Out, o.Game, rf.players)
			}
			if args[0] != "container" {
				return fmt.Errorf("unknown game %q: the games available are: container, boxes, minicontainers, rivalseas", args[0])
			}
			var err error
			if o.What, err = containertable.ParsePrintItems(what); err != nil {
				return fmt.Errorf("--what: %w", err)
			}
			if paper == "" {
				o.Paper = pdfkit.PaperFromLocale(os.Getenv)
			} else if o.Paper, err = pdfkit.ParsePaper(paper); err != nil {
				return fmt.Errorf("--paper: %w", err)
			}
			// Read as tallyman new reads them: case and spaces ignored.
			if cmd.Flags().Changed("edition") {
				if o.Edition, err = container.ParseEdition(o.Edition); err != nil {
					return fmt.Errorf("--edition: %w", err)
				}
			}
			if o.Length != "" {
				if o.Length, err = container.ParseLength(o.Length); err != nil {
					return fmt.Errorf("--length: %w", err)
				}
			}
			if o.Port < 0 || o.Port > 65535 {
				return fmt.Errorf("--port must be 1-65535, not %d", o.Port)
			}
			if o.Dir, err = g.journalDir(); err != nil {
				return err
			}
			_, err = containertable.Print(cmd.OutOrStdout(), o)
			return err
		},
	}
	cmd.Flags().StringVar(&what, "what", "aids,scorepad", "documents, comma-separated: "+strings.Join(containertable.PrintItems, ","))
	cmd.Flags().StringVar(&o.Game, "game", "", `saved game: id, prefix, journal file, or "demo" (default: the latest Container game, when needed)`)
	cmd.Flags().StringVarP(&o.Out, "out", "o", "", "PDF file to write (default: <game>-<what>.pdf here)")
	cmd.Flags().StringVar(&paper, "paper", "", "a4 or letter (default: from the locale)")
	cmd.Flags().StringVar(&o.Edition, "edition", "", `Container edition: "classic" or "offshore" (default: the saved game's, else classic)`)
	cmd.Flags().StringVar(&o.Length, "length", "", "offshore game length for a setup sheet without a game: short, standard or extended")
	cmd.Flags().StringVar(&o.IP, "ip", "", "laptop address in the join links (default: the likeliest)")
	cmd.Flags().IntVar(&o.Port, "port", 0, fmt.Sprintf("port in the join links (default %d)", containertable.DefaultPrintPort))
	rf = addRivalPrintFlags(cmd)
	_ = cmd.RegisterFlagCompletionFunc("what", cobra.FixedCompletions(containertable.PrintItems, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("paper", cobra.FixedCompletions([]string{"a4", "letter"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("game", func(cmd *cobra.Command, _ []string, _ string) ([]string, cobra.ShellCompDirective) {
		ids, dir := completeGames(g, nil)
		return append(ids, containertable.DemoGameID), dir
	})
	return cmd
}
