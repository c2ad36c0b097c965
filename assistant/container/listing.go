package container

import (
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/spf13/cobra"

	"tallyman/assistant/container/view"
	"tallyman/assistant/gamekit"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// Listing is Container (both editions) as assistant/games lists it: its
// part in every command and menu.
func Listing() gamekit.Game {
	return gamekit.Game{
		Name:        "container",
		Title:       "Container",
		Editions:    []string{container.EditionClassic, container.EditionOffshore},
		EditionTags: map[string]string{container.EditionOffshore: " (Off-Shore)"},
		New: gamekit.Command[gamekit.NewEnv]{
			Own: []string{"cards", "edition", "length", "truck-companies", "player-loans", "no-phones", "ip", "port"},
			Add: addNewFlags,
		},
		NewMenu: []gamekit.MenuItem{
			{Label: "Container (classic rules)", Run: func(p *prompt.Prompter, dir string) error {
				return New(p, NewOptions{Dir: dir, Phones: phonelink.PhoneOptions{Enabled: true}})
			}},
			{Label: "Container, Off-Shore Bank edition", Run: newOffshoreMenu},
		},
		Resume:     Resume,
		Progress:   Progress,
		Replay:     replayReport,
		Demo:       DemoJournal,
		DemoIntro:  "A whole 3-player game of Container (classic rules),\nreplayed move by move from its journal.",
		Score:      gamekit.Command[gamekit.ScoreEnv]{Add: addScoreHelp},
		ScoreFile:  ScoreFile,
		ScoreLabel: "Container (either edition: the file says which)",
		Print: gamekit.Command[gamekit.PrintEnv]{
			Own: []string{"game", "edition", "length", "ip", "port"},
			Add: addPrintFlags,
		},
		PrintItems: PrintItems,
		PrintMenu:  PrintMenu,
		PrintLabel: "Container (either edition)",

		// Statistics and the score apps. BoardGameGeek's entry 26990 is
		// Container (2007; Franz-Benno Delonge, Thomas Ewert; 3-5
		// players); no entry for the Off-Shore Bank edition could be
		// verified, so it has none.
		Outcome:       outcome,
		Scoring:       gamekit.Scoring{Unit: "$"},
		BGG:           map[string]int{container.EditionClassic: 26990},
		EditionTitles: map[string]string{container.EditionOffshore: "Container: Off-Shore Bank edition"},
	}
}

// addNewFlags adds the Container flags to `tallyman new` and returns
// `tallyman new container`: every flag is checked before the first
// question (names, cards).
func addNewFlags(cmd *cobra.Command) func(gamekit.NewEnv) error {
	var o NewOptions
	cmd.Flags().StringVar(&o.Cards, "cards", "", `value cards (Off-Shore: scoring cards): "deal" or "physical"`)
	cmd.Flags().StringVar(&o.Edition, "edition", "classic", `Container edition: "classic" or "offshore" (the Off-Shore Bank edition)`)
	cmd.Flags().StringVar(&o.Length, "length", "", `Off-Shore game length: "short", "standard" (default) or "extended"`)
	cmd.Flags().BoolVar(&o.TruckCompanies, "truck-companies", false, "Off-Shore module Truck Companies: a $1 trucking fee on every Factory Purchase")
	cmd.Flags().BoolVar(&o.PlayerLoans, "player-loans", false, "Off-Shore module Player Loans: a loan asked during a delivery auction is offered to the other players first (the laptop asks who lends), else taken from the supply")
	_ = cmd.RegisterFlagCompletionFunc("cards", cobra.FixedCompletions([]string{"deal", "physical"}, cobra.ShellCompDirectiveNoFileComp))
	cmd.Long += `

Container, classic rules:

` + QuickHelp + `

Container, ` + OffshoreQuickHelp + `
The other verbs of the Off-Shore quick entry are read as in classic (with
the edition's colours); it has no domestic sale.`
	cmd.Example += "\n  tallyman new container\n  tallyman new container --players Ann,Bob,Cy --cards deal\n  tallyman new container --edition offshore --length short --players Ann,Bob,Cy"
	return func(env gamekit.NewEnv) error {
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
		o.Names, o.Seed, o.SeedSet = env.Players, env.Seed, env.SeedSet
		if o.Phones, err = env.Phones(); err != nil {
			return err
		}
		if o.Dir, err = env.Dir(); err != nil {
			return err
		}
		return New(env.Prompter(), o)
	}
}

// newOffshoreMenu is the main menu's "Container, Off-Shore Bank edition":
// the game length and the modules, then the game's own setup.
func newOffshoreMenu(p *prompt.Prompter, dir string) error {
	o := NewOptions{Dir: dir, Phones: phonelink.PhoneOptions{Enabled: true}, Edition: container.EditionOffshore}
	// The edition's questions are the setup's first (gamekit.SetUp).
	if err := gamekit.SetUp(p, func() (err error) {
		if o.Length, err = prompt.Select(p, "Game length (the supply of containers):", []prompt.Option[string]{
			{Label: "Standard", Value: container.LengthStandard},
			{Label: "Short", Value: container.LengthShort},
			{Label: "Extended", Value: container.LengthExtended},
		}); err != nil {
			return err
		}
		mods, err := prompt.MultiSelect(p, "Modules (none is fine):", []prompt.Option[string]{
			{Label: "Truck Companies ($1 trucking fee on every Factory Purchase)", Value: "trucks"},
			{Label: "Player Loans (a loan asked mid-auction is offered to the others first)", Value: "loans"},
		}, 0)
		if err != nil {
			return err
		}
		o.TruckCompanies, o.PlayerLoans = slices.Contains(mods, "trucks"), slices.Contains(mods, "loans")
		return nil
	}); err != nil {
		return err
	}
	return New(p, o)
}

// addScoreHelp adds the Container score files to the score command's help
// and returns `tallyman score container [FILE|-]`.
func addScoreHelp(cmd *cobra.Command) func(gamekit.ScoreEnv) error {
	cmd.Long += view.ScoreHelp
	cmd.Example += "\n  tallyman score container final.json\n  tallyman score container --json - < final.json"
	return func(env gamekit.ScoreEnv) error {
		data, name, err := gamekit.ReadInput(env.Cmd, env.Args)
		if err != nil {
			return err
		}
		if err := ScoreFile(env.Cmd.OutOrStdout(), data, env.AsJSON); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return nil
	}
}

// addPrintFlags adds the Container flags and help to `tallyman print`
// (--edition, --length, --ip, --port) and returns `tallyman print
// container`.
func addPrintFlags(cmd *cobra.Command) func(gamekit.PrintEnv) error {
	o := PrintOptions{}
	cmd.Flags().StringVar(&o.Edition, "edition", "", `Container edition: "classic" or "offshore" (default: the saved game's, else classic)`)
	cmd.Flags().StringVar(&o.Length, "length", "", "offshore game length for a setup sheet without a game: short, standard or extended")
	cmd.Flags().StringVar(&o.IP, "ip", "", "laptop address in the join links (default: the likeliest)")
	cmd.Flags().IntVar(&o.Port, "port", 0, fmt.Sprintf("port in the join links (default %d)", DefaultPrintPort))
	cmd.Long += `

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
  all       every document the game has: the join cards while it is
            still to be played, the report once it is over

join, setup and report print from a saved game: --game ID (an id, a
unique prefix of one, or a journal file; "demo" for the demo game), else
the Container game played most recently (of --edition when given). aids
and scorepad need no game: with one they carry the players' names,
without one blank lines.

Join cards hold each player's private phone link. The links work while the
game runs on the address and port printed on them: resume the game with
the same --port (and --ip) as you print with. The default port is 8080,
the default address this laptop's likeliest.`
	cmd.Example += `
  tallyman print container
  tallyman print container --what aids,scorepad,join,setup --out aids.pdf
  tallyman print container --what report --game container-20261129
  tallyman print container --what report --game demo --paper letter
  tallyman print container --edition offshore --what aids,scorepad,setup --length short
  tallyman print container --what join --port 8080 --ip 192.168.1.20`
	return func(env gamekit.PrintEnv) error {
		var err error
		o.Out, o.Game = env.Out, env.Game
		if o.What, err = ParsePrintItems(env.What); err != nil {
			return fmt.Errorf("--what: %w", err)
		}
		if o.Paper, err = env.Paper(); err != nil {
			return err
		}
		// Read as tallyman new reads them: case and spaces ignored.
		if env.Cmd.Flags().Changed("edition") {
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
		if o.Dir, err = env.Dir(); err != nil {
			return err
		}
		_, err = Print(env.Cmd.OutOrStdout(), o)
		return err
	}
}

// replayReport replays a Container journal (either edition) for
// `tallyman replay`.
func replayReport(l *journal.Loaded) (gamekit.Replayed, error) {
	g, err := Replay(l)
	if err != nil {
		return gamekit.Replayed{}, err
	}
	s := g.State()
	out := gamekit.Replayed{Report: gamekit.NewReport(g.Header, len(g.Moves), g.Warning, s.Phase == container.Over, s)}
	if s.Phase != container.Over {
		out.Report.State, out.Report.Hidden = gamekit.HideSecrets(s, replaySecrets(s))
	}
	out.Status = func(w io.Writer) { RenderStatus(w, s, nil) }
	if s.Phase == container.Over {
		if res, err := s.FinalScore(); err == nil {
			out.Report.Scores, out.Report.Pending = &res, ""
			out.Scores = func(w io.Writer) { RenderScores(w, res) }
		} else {
			out.Report.Pending = err.Error()
		}
	}
	return out, nil
}

// replaySecrets are the secrets of an unfinished Container game: the
// value cards (scoring cards) dealt or entered (container.txt, "End-game
// scoring": revealed at the end), and, in an auction round still being
// sealed, its bids and the bluff cards added (container.txt, "The island
// auction"; actions text, "Bluffing": secret until the reveal).
func replaySecrets(s *container.State) []gamekit.Secret {
	var out []gamekit.Secret
	if slices.ContainsFunc(s.Players, func(p container.Player) bool { return p.Card != 0 }) {
		out = append(out, gamekit.Secret{What: "the " + view.CardWord(s) + "s", Path: []string{"players", "*", "card"}})
	}
	if a := s.Auction; a != nil && len(a.Rounds) > 0 && !a.Rounds[len(a.Rounds)-1].Complete() {
		last := strconv.Itoa(len(a.Rounds) - 1)
		out = append(out, gamekit.Secret{What: "the sealed bids not yet revealed", Path: []string{"auction", "rounds", last, "bids"}})
		if len(a.Rounds) == 1 && len(a.Bluffs) > 0 {
			out = append(out, gamekit.Secret{What: "the bluff cards not yet revealed", Path: []string{"auction", "bluffs"}})
		}
	}
	return out
}

// outcome replays a Container journal (either edition) once: its turn,
// whether it is over, and once scored each seat's total ("End-game
// scoring"; Off-Shore: the tie-break by factory containers decides the
// rank) and the first player (container-notes.md, "Counting the
// supply": drawn at random). A finished game whose value cards are still
// to be entered has no Final yet.
func outcome(l *journal.Loaded) (journal.Progress, error) {
	g, err := Replay(l)
	if err != nil {
		return journal.Progress{}, err
	}
	s := g.State()
	p := journal.Progress{Turn: s.Turn, Over: s.Phase == container.Over}
	if res, err := s.FinalScore(); p.Over && err == nil {
		var scores, ranks []int
		for _, line := range res.Players {
			scores, ranks = append(scores, line.Total), append(ranks, line.Rank)
		}
		p.Final = gamekit.Ranked(scores, ranks)
		first := s.First
		p.Final.Starter = &first
	}
	return p, nil
}
