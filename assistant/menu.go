package assistant

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"tallyman/assistant/journal"
	"tallyman/engines/boxes"
	"tallyman/engines/container"
	mc "tallyman/engines/minicontainers"
	"tallyman/engines/textenc"
	"tallyman/engines/words"
	"tallyman/printables/pdfkit"
)

//go:embed demo/container.jsonl
var demoJournal []byte

// Demo replays the complete 3-player game of Container shipped inside the
// binary and prints its final state and scores.
func Demo(w io.Writer) error {
	fmt.Fprintln(w, "A whole 3-player game of Container (classic rules),")
	fmt.Fprintln(w, "replayed move by move from its journal.")
	return Replay(w, bytes.NewReader(demoJournal), "demo", false)
}

// errMenuBack is returned by a question of the main menu's items when the
// user goes back (the Back option, or Esc): the main menu is asked again.
var errMenuBack = errors.New("back to the main menu")

// MainMenu is what `tallyman` with no command shows: new game (of any
// game), resume, score a finished game from a file, the demo, print aids,
// quit. Back (or Esc) at an item's first question shows it again.
func MainMenu(p *Prompter, dir string) error {
	for {
		err := mainMenu(p, dir)
		if !errors.Is(err, errMenuBack) {
			return err
		}
	}
}

// backOption ends the first question of each main-menu item.
var backOption = Option[string]{Label: "Back to the main menu", Value: "back"}

// chooseOrBack asks a main-menu item's first question, with Back last;
// Back or Esc give errMenuBack.
func chooseOrBack(p *Prompter, title string, opts []Option[string]) (string, error) {
	v, err := Select(p, title, append(slices.Clone(opts), backOption))
	switch {
	case errors.Is(err, ErrAborted), err == nil && v == "back":
		return "", errMenuBack
	}
	return v, err
}

func mainMenu(p *Prompter, dir string) error {
	games, _ := journal.List(dir)
	opts := []Option[string]{{Label: "New game", Value: "new"}}
	if len(games) > 0 {
		opts = append(opts, Option[string]{Label: fmt.Sprintf("Resume a saved game (%d saved)", len(games)), Value: "resume"})
	}
	opts = append(opts,
		Option[string]{Label: "Score a finished game from a file", Value: "score"},
		Option[string]{Label: "Watch the demo game", Value: "demo"},
		Option[string]{Label: "Print (aids, score pad, join cards, setup, report)", Value: "print"},
		Option[string]{Label: "Quit", Value: "quit"},
	)
	choice, err := Select(p, "tallyman: what would you like to do?", opts)
	if err != nil {
		return quiet(err)
	}
	switch choice {
	case "new":
		return quiet(newGameMenu(p, dir))
	case "resume":
		var gopts []Option[string]
		for _, g := range games {
			label := fmt.Sprintf("%s (%s): %v, %s", g.ID, gameTitle(g.Game), g.Players, words.Plural(g.Moves, "move"))
			if g.Warning != "" {
				label += " (" + g.Warning + ")"
			}
			gopts = append(gopts, Option[string]{Label: label, Value: g.Path})
		}
		path, err := chooseOrBack(p, "Which game?", gopts)
		if err != nil {
			return quiet(err)
		}
		// Phones only for a game that had them (it has phone links).
		return quiet(ResumeAny(p, path, PhoneOptions{Enabled: HasSeats(path)}))
	case "score":
		return quiet(scoreMenu(p))
	case "demo":
		return Demo(p.Out)
	case "print":
		return quiet(printGameMenu(p, dir))
	}
	return nil
}

// menuGames are the games of the menus, by journal name.
var menuGames = []Option[string]{
	{Label: "Container (classic rules)", Value: "container"},
	{Label: "Container, Off-Shore Bank edition", Value: "offshore"},
	{Label: "Boxes", Value: "boxes"},
	{Label: "Mini Containers", Value: "minicontainers"},
	{Label: "Rival Seas", Value: "rivalseas"},
}

// gameTitle names a journal's game for a menu line.
func gameTitle(game string) string {
	for _, g := range menuGames {
		if g.Value == game {
			return strings.TrimSuffix(g.Label, " (classic rules)")
		}
	}
	return game
}

// newGameMenu asks which game and starts it with the phones on where the
// game has them; everything else is asked by the game's own setup.
func newGameMenu(p *Prompter, dir string) error {
	game, err := chooseOrBack(p, "Which game?", menuGames)
	if err != nil {
		return err
	}
	phones := PhoneOptions{Enabled: true}
	switch game {
	case "container":
		return NewContainer(p, NewOptions{Dir: dir, Phones: phones})
	case "offshore":
		o := NewOptions{Dir: dir, Phones: phones, Edition: container.EditionOffshore}
		if o.Length, err = Select(p, "Game length (the supply of containers):", []Option[string]{
			{Label: "Standard", Value: container.LengthStandard},
			{Label: "Short", Value: container.LengthShort},
			{Label: "Extended", Value: container.LengthExtended},
		}); err != nil {
			return err
		}
		mods, err := MultiSelect(p, "Modules (none is fine):", []Option[string]{
			{Label: "Truck Companies ($1 trucking fee on every Factory Purchase)", Value: "trucks"},
			{Label: "Player Loans (a loan asked mid-auction is offered to the others first)", Value: "loans"},
		}, 0)
		if err != nil {
			return err
		}
		o.TruckCompanies, o.PlayerLoans = slices.Contains(mods, "trucks"), slices.Contains(mods, "loans")
		return NewContainer(p, o)
	case "boxes":
		return NewBoxes(p, BoxesOptions{Dir: dir, Phones: phones})
	case "minicontainers":
		return NewMiniContainers(p, MiniOptions{Dir: dir, Phones: phones})
	case "rivalseas":
		return NewRivalSeas(p, RivalOptions{Dir: dir})
	}
	return nil
}

// scoreMenu asks which game and a score file, and prints the scores.
func scoreMenu(p *Prompter) error {
	game, err := chooseOrBack(p, "Score which game?", []Option[string]{
		{Label: "Container (either edition: the file says which)", Value: "container"},
		{Label: "Boxes", Value: "boxes"},
		{Label: "Rival Seas", Value: "rivalseas"},
	})
	if err != nil {
		return err
	}
	path, err := p.Input(fmt.Sprintf("Score file (JSON; see tallyman score %s --help):", game), "", func(v string) error {
		if _, err := os.Stat(v); err != nil {
			return fmt.Errorf("cannot read %q: %v", v, err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if data, _, err = textenc.Decode(data); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	switch game {
	case "boxes":
		err = BoxesScoreFile(p.Out, data, false, 0)
	case "rivalseas":
		err = RivalScoreFile(p.Out, data, false)
	default:
		err = ScoreFile(p.Out, data, false)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// printGameMenu asks which game to print for; Container has its own menu
// (PrintMenu), the other games a choice of their documents.
func printGameMenu(p *Prompter, dir string) error {
	game, err := chooseOrBack(p, "Print for which game?", []Option[string]{
		{Label: "Container (either edition)", Value: "container"},
		{Label: "Boxes", Value: "boxes"},
		{Label: "Mini Containers", Value: "minicontainers"},
		{Label: "Rival Seas", Value: "rivalseas"},
	})
	if err != nil {
		return err
	}
	var what []string
	ask := func(labels map[string]string, items []string) error {
		var opts []Option[string]
		for _, it := range items {
			opts = append(opts, Option[string]{Label: labels[it], Value: it})
		}
		chosen, err := MultiSelect(p, "Print which documents?", opts, 0)
		for _, it := range items { // in the usual order
			if slices.Contains(chosen, it) {
				what = append(what, it)
			}
		}
		return err
	}
	switch game {
	case "container":
		return PrintMenu(p, dir)
	case "boxes":
		if err := ask(map[string]string{"aids": "Player aids", "cards": "Card summary", "scorepad": "Score pad"}, BoxesPrintItems); err != nil || len(what) == 0 {
			return nothingPrinted(p, err)
		}
		o := BoxesPrintOptions{What: what, Paper: pdfkit.PaperFromLocale(os.Getenv), Dir: dir}
		if slices.Contains(what, "aids") || slices.Contains(what, "scorepad") {
			r := boxes.Standard
			if o.Game, o.Players, err = askPrintPlayers(p, dir, "boxes", r.MinPlayers, r.MaxPlayers, r.MaxPlayers); err != nil {
				return err
			}
		}
		_, err = PrintBoxes(p.Out, o)
	case "minicontainers":
		if err := ask(map[string]string{"aids": "Player aids", "automa": "Automa aid"}, MiniPrintItems); err != nil || len(what) == 0 {
			return nothingPrinted(p, err)
		}
		o := MiniPrintOptions{What: what, Paper: pdfkit.PaperFromLocale(os.Getenv), Dir: dir}
		if slices.Contains(what, "aids") {
			r := mc.Standard
			if o.Game, o.Players, err = askPrintPlayers(p, dir, "minicontainers", r.MinPlayers, r.MaxPlayers, 2); err != nil {
				return err
			}
		}
		_, err = PrintMini(p.Out, o)
	case "rivalseas":
		if err := ask(map[string]string{"setup": "Setup sheet (a saved game, or a fresh setup)", "aids": "Player aids", "scorepad": "Score pad"}, RivalPrintItems); err != nil || len(what) == 0 {
			return nothingPrinted(p, err)
		}
		o := RivalPrintOptions{What: what, Dir: dir}
		if slices.Contains(what, "setup") {
			var gopts []Option[string]
			games, _ := journal.List(dir)
			for _, g := range games {
				if g.Game == "rivalseas" {
					gopts = append(gopts, Option[string]{Label: fmt.Sprintf("%s: %s", g.ID, strings.Join(g.Players, ", ")), Value: g.Path})
				}
			}
			for n := 2; n <= 4; n++ {
				gopts = append(gopts, Option[string]{Label: fmt.Sprintf("A fresh setup for %d players", n), Value: strconv.Itoa(n)})
			}
			pick, err := Select(p, "Setup sheet of which game?", gopts)
			if err != nil {
				return err
			}
			if n, err := strconv.Atoi(pick); err == nil {
				o.Players = n
			} else {
				o.Game = pick
			}
		}
		_, err = PrintRival(p.Out, o)
	}
	return err
}

// askPrintPlayers asks whose aids (and score pad) to print for game: a
// saved game of that kind (its journal's path in path), a player count
// from lo to hi (in players), or blank ones (blank of them: both zero).
func askPrintPlayers(p *Prompter, dir, game string, lo, hi, blank int) (path string, players int, err error) {
	var opts []Option[string]
	games, _ := journal.List(dir)
	for _, g := range games {
		if g.Game == game {
			opts = append(opts, Option[string]{Label: fmt.Sprintf("%s: %s", g.ID, strings.Join(g.Players, ", ")), Value: g.Path})
		}
	}
	for n := lo; n <= hi; n++ {
		opts = append(opts, Option[string]{Label: words.Plural(n, "player") + ", names written by hand", Value: strconv.Itoa(n)})
	}
	opts = append(opts, Option[string]{Label: fmt.Sprintf("Not known: %d blank", blank), Value: "0"})
	pick, err := Select(p, "For which players? (an aid each)", opts)
	if err != nil {
		return "", 0, err
	}
	if n, err := strconv.Atoi(pick); err == nil {
		return "", n, nil
	}
	return pick, 0, nil
}

func nothingPrinted(p *Prompter, err error) error {
	if err == nil {
		fmt.Fprintln(p.Out, "Nothing chosen, nothing printed.")
	}
	return err
}

func quiet(err error) error {
	if errors.Is(err, ErrInputClosed) {
		return nil
	}
	return err
}
