package boxes

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
	"tallyman/engines/boxes"
	"tallyman/printables/papersize"
)

// Listing is Boxes as assistant/games lists it: its part in every command
// and menu.
func Listing() gamekit.Game {
	return gamekit.Game{
		Name:     "boxes",
		Title:    "Boxes",
		Editions: []string{Edition},
		New: gamekit.Command[gamekit.NewEnv]{
			Own: []string{"auctioneer", "set-size", "no-phones", "ip", "port"},
			Add: addNewFlags,
		},
		NewMenu: []gamekit.MenuItem{{Label: "Boxes", Run: func(p *prompt.Prompter, dir string) error {
			return New(p, Options{Dir: dir, Phones: phonelink.PhoneOptions{Enabled: true}})
		}}},
		Resume:   Resume,
		Progress: Progress,
		Replay:   replayReport,
		Score:    gamekit.Command[gamekit.ScoreEnv]{Add: addScoreFlags},
		// The set size is the file's own (no --set-size override).
		ScoreFile: func(w io.Writer, data []byte, asJSON bool) error {
			return ScoreFile(w, data, asJSON, 0)
		},
		ScoreLabel: "Boxes",
		Print: gamekit.Command[gamekit.PrintEnv]{
			Own: []string{"players", "game"},
			Add: func(*cobra.Command) func(gamekit.PrintEnv) error { return printFromFlags },
		},
		PrintItems: PrintItems,
		PrintMenu:  printMenu,
		PrintLabel: "Boxes",

		// Statistics and the score apps (no BoardGameGeek entry for
		// Benoît Rémy's Boxes could be verified).
		Outcome: outcome,
		Scoring: gamekit.Scoring{Unit: "ECU"},
	}
}

// addNewFlags adds the flags `new boxes` needs to the new command.
func addNewFlags(cmd *cobra.Command) func(gamekit.NewEnv) error {
	var auctioneer string
	var setSize int
	cmd.Flags().StringVar(&auctioneer, "auctioneer", "", `boxes: who takes the auctioneer's token first (a name, or "random"; default: asked)`)
	cmd.Flags().IntVar(&setSize, "set-size", 0, "boxes: cards per set (default 4 with 2 players, 3 with 3 or 4 players)")
	cmd.Example += "\n  tallyman new boxes --players Ann,Bob,Cy,Dee --auctioneer Ann"
	// `tallyman new boxes`: players in seating order (clockwise), the
	// first auctioneer, the set size, the seed and the phone flags.
	return func(env gamekit.NewEnv) error {
		if err := checkSetSize(env.Cmd, setSize); err != nil {
			return err
		}
		if env.Cmd.Flags().Changed("auctioneer") && strings.TrimSpace(auctioneer) == "" {
			_, err := gamekit.NamedSeat("auctioneer", auctioneer, nil) // refused: blank
			return err
		}
		o := Options{Seed: env.Seed, SeedSet: env.SeedSet, Auctioneer: auctioneer, SetSize: setSize, Names: env.Players}
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

// scoreHelp is the score file of Boxes, appended to `score --help`.
const scoreHelp = `

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

// addScoreFlags adds what `score boxes` needs to the score command
// (--set-size, the score file in the help) and returns `tallyman score
// boxes [FILE|-]`.
func addScoreFlags(cmd *cobra.Command) func(gamekit.ScoreEnv) error {
	var setSize int
	cmd.Flags().IntVar(&setSize, "set-size", 0, "boxes: cards per set (default: the file's set_size, else 4 with 2 players, 3 with 3 or 4 players)")
	cmd.Long += scoreHelp
	cmd.Example += "\n  tallyman score boxes final.json --json"
	return func(env gamekit.ScoreEnv) error {
		if err := checkSetSize(env.Cmd, setSize); err != nil {
			return err
		}
		data, name, err := gamekit.ReadInput(env.Cmd, env.Args)
		if err != nil {
			return err
		}
		if err := ScoreFile(env.Cmd.OutOrStdout(), data, env.AsJSON, setSize); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return nil
	}
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

// printFromFlags is `tallyman print boxes`: --what from aids, cards and
// scorepad; --paper and --out as for container; --players (an aid and a
// score-pad column per player) or --game (a saved Boxes game's players).
func printFromFlags(env gamekit.PrintEnv) error {
	// 0 is the count left out; given, it is refused as any count out of range.
	if env.Cmd.Flags().Changed("players") && env.Players == 0 {
		return playerCountError(0)
	}
	o := PrintOptions{Out: env.Out, Players: env.Players, Game: env.Game}
	var err error
	if o.What, err = ParsePrintItems(env.What); err != nil {
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

// printMenu is the main menu's "Print" for Boxes: which documents, and for
// the aids and score pad whose.
func printMenu(p *prompt.Prompter, dir string) error {
	what, err := gamekit.AskPrintItems(p, map[string]string{"aids": "Player aids", "cards": "Card summary", "scorepad": "Score pad"}, PrintItems)
	if err != nil || len(what) == 0 {
		return gamekit.NothingPrinted(p, err)
	}
	o := PrintOptions{What: what, Paper: papersize.Default(), Dir: dir}
	if slices.Contains(what, "aids") || slices.Contains(what, "scorepad") {
		r := boxes.Standard
		if o.Game, o.Players, err = gamekit.AskPrintPlayers(p, dir, "boxes", r.MinPlayers, r.MaxPlayers, r.MaxPlayers); err != nil {
			return err
		}
	}
	_, err = Print(p.Out, o)
	return err
}

// replayReport replays a Boxes journal for `tallyman replay`.
func replayReport(l *journal.Loaded) (gamekit.Replayed, error) {
	g, err := Replay(l)
	if err != nil {
		return gamekit.Replayed{}, err
	}
	s := g.State()
	out := gamekit.Replayed{Report: gamekit.NewReport(g.Header, len(g.Moves), g.Warning, s.Phase == boxes.Over, s)}
	if s.Phase != boxes.Over {
		out.Report.State, out.Report.Hidden = gamekit.HideSecrets(s, secrets(s))
	}
	out.Status = func(w io.Writer) { RenderStatus(w, s, nil, prompt.TerminalWidth(w)) }
	if s.Phase == boxes.Over {
		if res, err := s.FinalScore(); err == nil {
			out.Report.Scores, out.Report.Pending = &res, ""
			out.Scores = func(w io.Writer) { RenderScores(w, res, s.SetSize) }
		} else {
			out.Report.Pending = err.Error()
		}
	}
	return out, nil
}

// secrets are the secrets of an unfinished Boxes game: the wallets and
// the cards each winner recorded, behind the players' screens (boxes.txt,
// "Setting Up", "Open Auction"), and a secret auction's bids before the
// reveal (boxes.txt, "Secret Auction").
func secrets(s *boxes.State) []gamekit.Secret {
	out := []gamekit.Secret{{What: "the wallets", Path: []string{"players", "*", "wallet"}}}
	if slices.ContainsFunc(s.Sales, func(sa boxes.Sale) bool { return sa.Cards != nil }) {
		out = append(out, gamekit.Secret{What: "the cards won", Path: []string{"sales", "*", "cards"}})
	}
	if s.Secret != nil && !s.Secret.Complete() {
		out = append(out, gamekit.Secret{What: "the sealed bids not yet revealed", Path: []string{"secret", "bids"}})
	}
	return out
}

// onSale is the container a game stands at, counted from 1: the one on
// sale, or at the end the last one sold (the sixth: boxes.txt, "Setting
// Up"), not one past it.
func onSale(s *boxes.State) int {
	if s.Phase == boxes.Over {
		return s.Container
	}
	return s.Container + 1
}

// outcome replays a Boxes journal once: the container on sale, whether
// the game is over, and once scored each seat's wealth (boxes.txt, "Aim
// of the Game": the most money wins; equal wealth shares the win) and
// who started (the first auctioneer, "Setting Up"). A finished game whose
// cards are still to be recorded has no Final yet.
func outcome(l *journal.Loaded) (journal.Progress, error) {
	g, err := Replay(l)
	if err != nil {
		return journal.Progress{}, err
	}
	s := g.States[len(g.States)-1]
	p := journal.Progress{Turn: onSale(s), Over: s.Phase == boxes.Over}
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
