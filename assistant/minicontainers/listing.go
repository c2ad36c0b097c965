package minicontainers

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	mc "tallyman/engines/minicontainers"
	"tallyman/engines/words"
	"tallyman/printables/papersize"
)

// Listing is Mini Containers as assistant/games lists it: its part in
// every command and menu (no score files: the game ends when a player has
// no cards left).
func Listing() gamekit.Game {
	return gamekit.Game{
		Name:     "minicontainers",
		Title:    "Mini Containers",
		Editions: []string{"standard"},
		New: gamekit.Command[gamekit.NewEnv]{
			Own: []string{"modules", "first", "no-phones", "ip", "port"},
			Add: addNewFlags,
		},
		NewMenu: []gamekit.MenuItem{{Label: "Mini Containers", Run: func(p *prompt.Prompter, dir string) error {
			return New(p, Options{Dir: dir, Phones: phonelink.PhoneOptions{Enabled: true}})
		}}},
		Resume:   Resume,
		Progress: Progress,
		Replay:   replayReport,
		Print: gamekit.Command[gamekit.PrintEnv]{
			Own: []string{"players", "game"},
			Add: func(*cobra.Command) func(gamekit.PrintEnv) error { return printFromFlags },
		},
		PrintItems: PrintItems,
		PrintMenu:  printMenu,
		PrintLabel: "Mini Containers",
		Tools:      tools,

		// Statistics and the score apps: the score is the cards left, the
		// fewest best (no BoardGameGeek entry could be verified).
		Outcome: outcome,
		Scoring: gamekit.Scoring{Unit: "cards left", LowWins: true},
	}
}

// addNewFlags adds the Mini Containers flags to `tallyman new` and
// returns `tallyman new minicontainers`.
func addNewFlags(cmd *cobra.Command) func(gamekit.NewEnv) error {
	var modules, first string
	cmd.Flags().StringVar(&modules, "modules", "", `minicontainers: modules, comma-separated (`+strings.Join(Modules, ",")+`, or "none"; default: asked)`)
	cmd.Flags().StringVar(&first, "first", "", `minicontainers: the starting player's name, or "random" (default: asked)`)
	return func(env gamekit.NewEnv) error {
		o := Options{Seed: env.Seed, SeedSet: env.SeedSet, Names: env.Players}
		if env.Cmd.Flags().Changed("modules") {
			o.ModulesSet = true
			o.Modules = strings.Split(modules, ",")
			if _, err := ParseModules(o.Modules); err != nil {
				return fmt.Errorf("--modules: %w", err)
			}
		}
		if env.Cmd.Flags().Changed("first") {
			o.FirstSet = true
			o.First = -1
			switch t := strings.TrimSpace(first); {
			case len(o.Names) > 0 || t == "":
				var err error
				if o.First, err = gamekit.NamedSeat("first", first, o.Names); err != nil {
					return err
				}
			case !strings.EqualFold(t, "random"):
				// The names are asked later: none to look the name up in.
				return fmt.Errorf(`--first %q needs --players, the names in seating order (or give --first random, or leave --first out to be asked)`, first)
			}
		}
		var err error
		if o.Phones, err = env.Phones(); err != nil {
			return err
		}
		if o.Dir, err = env.Dir(); err != nil {
			return err
		}
		return New(env.Prompter(), o)
	}
}

// printFromFlags is `tallyman print minicontainers`: --what aids,automa
// (the default when --what is not given; the Automa & Dummy card, unless
// named, only for a game that uses it: PrintOptions.AsUsed), --paper,
// --out; --players (an aid per player) or --game (a saved game's
// players, by name).
func printFromFlags(env gamekit.PrintEnv) error {
	// 0 is the count left out; given, it is refused as any count out of range.
	if env.Cmd.Flags().Changed("players") && env.Players == 0 {
		return playerCountError(0)
	}
	o := PrintOptions{Out: env.Out, Players: env.Players, Game: env.Game}
	what := env.What
	if !env.Cmd.Flags().Changed("what") {
		what = strings.Join(PrintItems, ",")
	}
	// The Automa & Dummy card not named (the default, or "all"): only
	// where it is used.
	o.AsUsed = !env.Cmd.Flags().Changed("what") || !slices.ContainsFunc(strings.Split(what, ","), func(it string) bool {
		return strings.EqualFold(strings.TrimSpace(it), "automa")
	})
	var err error
	if o.What, err = ParsePrintItems(what); err != nil {
		return fmt.Errorf("--what: %w", err)
	}
	if o.Paper, err = env.Paper(); err != nil {
		return err
	}
	if env.Game != "" {
		if o.Dir, err = env.Dir(); err != nil {
			return err
		}
	}
	_, err = Print(env.Cmd.OutOrStdout(), o)
	return err
}

// printMenu is the main menu's "Print" for Mini Containers: which
// documents, and for the aids whose.
func printMenu(p *prompt.Prompter, dir string) error {
	what, err := gamekit.AskPrintItems(p, map[string]string{"aids": "Player aids", "automa": "Automa aid"}, PrintItems)
	if err != nil || len(what) == 0 {
		return gamekit.NothingPrinted(p, err)
	}
	o := PrintOptions{What: what, Paper: papersize.Default(), Dir: dir}
	if slices.Contains(what, "aids") {
		r := mc.Standard
		if o.Game, o.Players, err = gamekit.AskPrintPlayers(p, dir, "minicontainers", r.MinPlayers, r.MaxPlayers, 2); err != nil {
			return err
		}
	}
	_, err = Print(p.Out, o)
	return err
}

// ScoreLine is one player at the end of a Mini Containers game: the
// cards still held (hand, mini-deck and set-aside cards; a winner holds
// none) and the rank, in standard competition ranking as every game's
// scores: 1 for the winners (mini-containers.txt, "End of the game": who
// got rid of all their cards), 1 + the number of winners for the others
// (a win shared by two: 1, 1, 3). The text orders no one among the
// others. With no winner (the Automa row ran out, "no player wins") every
// player is 2: the Automa came first.
type ScoreLine struct {
	Name  string `json:"name"`
	Cards int    `json:"cards"`
	Rank  int    `json:"rank"`
}

// Result is the end of a Mini Containers game as `tallyman replay` gives
// it: every player, and the winners (none when the Automa row ran out:
// "no player wins").
type Result struct {
	Players []ScoreLine `json:"players"`
	Winners []string    `json:"winners"`
}

// FinalResult reads the end of a finished game from its state.
func FinalResult(s *mc.State) Result {
	res := Result{Winners: []string{}}
	others := max(len(s.Winners), 1) + 1
	for i, p := range s.Players {
		line := ScoreLine{Name: p.Name, Cards: p.Cards(), Rank: others}
		if slices.Contains(s.Winners, i) {
			line.Rank = 1
			res.Winners = append(res.Winners, p.Name)
		}
		res.Players = append(res.Players, line)
	}
	return res
}

// replayReport replays a Mini Containers journal for `tallyman replay`.
func replayReport(l *journal.Loaded) (gamekit.Replayed, error) {
	g, err := Replay(l)
	if err != nil {
		return gamekit.Replayed{}, err
	}
	s := g.State()
	out := gamekit.Replayed{Report: gamekit.NewReport(g.Header, len(g.Moves), g.Warning, s.Phase == mc.Over, s)}
	out.Status = func(w io.Writer) { RenderStatus(w, g) }
	if s.Phase == mc.Over {
		res := FinalResult(s)
		out.Report.Scores, out.Report.Pending = &res, ""
		out.Scores = func(w io.Writer) { writeScores(w, res) }
	}
	return out, nil
}

// writeScores writes the end of a game for `tallyman replay`: the
// players by rank with the cards they still hold, and the winners, every
// line wrapped to the terminal's width with each name whole on a line it
// fits (prompt.SayNames: two 40-letter winners ran the last line to
// column 100).
func writeScores(w io.Writer, res Result) {
	var names []string
	for _, p := range res.Players {
		names = append(names, p.Name)
	}
	prompt.HeadNames(w, "== End of the game ==", names)
	lines := slices.Clone(res.Players)
	slices.SortStableFunc(lines, func(a, b ScoreLine) int { return a.Rank - b.Rank })
	for _, p := range lines {
		prompt.SayNames(w, fmt.Sprintf("%d. %s: %d card%s left", p.Rank, p.Name, p.Cards, words.Ending(p.Cards)), names)
	}
	if len(res.Winners) == 0 {
		prompt.HeadNames(w, "No winner: the Automa row ran out", names)
		return
	}
	prompt.HeadNames(w, words.WinnersLine(res.Winners), names)
}

// outcome replays a Mini Containers journal once: the round, whether the
// game is over, and once over each seat's cards left and rank
// (FinalResult: the winners, who got rid of all their cards, first;
// with no winner, when the Automa row ran out, every player second), and
// the game's starting player (mini-containers.txt, "Set up").
func outcome(l *journal.Loaded) (journal.Progress, error) {
	g, err := Replay(l)
	if err != nil {
		return journal.Progress{}, err
	}
	s := g.State()
	p := journal.Progress{Turn: s.Round, Over: s.Phase == mc.Over}
	if p.Over {
		res := FinalResult(s)
		var scores, ranks []int
		for _, line := range res.Players {
			scores, ranks = append(scores, line.Cards), append(ranks, line.Rank)
		}
		p.Final = gamekit.Ranked(scores, ranks)
		if len(res.Winners) == 0 {
			p.Final.Note = "no winner: the Automa row ran out"
		}
		first := g.States[0].Start
		p.Final.Starter = &first
	}
	return p, nil
}
