// Package assistant is what every game shares at the top of the laptop's
// side: the main menu, replay, the list of saved games, resume of any
// journal, the sealed-bid helper and the doctor. Each game is its own
// package beside it (container, boxes, minicontainers, rivalseas) on the
// kit (session, prompt, phonelink, printing); the engines never call back.
package assistant

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	boxestable "tallyman/assistant/boxes"
	containertable "tallyman/assistant/container"
	"tallyman/assistant/games"
	"tallyman/assistant/journal"
	minitable "tallyman/assistant/minicontainers"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/engines/boxes"
	"tallyman/engines/container"
	mc "tallyman/engines/minicontainers"
	"tallyman/engines/textenc"
	"tallyman/engines/words"
	"tallyman/printables/pdfkit"
)

// Demo replays the complete 3-player game of Container shipped inside the
// binary and prints its final state and scores.
func Demo(w io.Writer) error {
	fmt.Fprintln(w, "A whole 3-player game of Container (classic rules),")
	fmt.Fprintln(w, "replayed move by move from its journal.")
	return Replay(w, bytes.NewReader(containertable.DemoJournal), "demo", false)
}

// errMenuBack is returned by a question of the main menu's items when the
// user goes back (the Back option, or Esc): the main menu is asked again.
var errMenuBack = errors.New("back to the main menu")

// MainMenu is what `tallyman` with no command shows: new game (of any
// game), resume, score a finished game from a file, the demo, print aids,
// quit. Back (or Esc) at an item's first question shows it again.
func MainMenu(p *prompt.Prompter, dir string) error {
	for {
		err := mainMenu(p, dir)
		if !errors.Is(err, errMenuBack) {
			return err
		}
	}
}

// backOption ends the first question of each main-menu item.
var backOption = prompt.Option[string]{Label: "Back to the main menu", Value: "back"}

// chooseOrBack asks a main-menu item's first question, with Back last;
// Back or Esc give errMenuBack.
func chooseOrBack(p *prompt.Prompter, title string, opts []prompt.Option[string]) (string, error) {
	v, err := prompt.Select(p, title, append(slices.Clone(opts), backOption))
	switch {
	case errors.Is(err, prompt.ErrAborted), err == nil && v == "back":
		return "", errMenuBack
	}
	return v, err
}

func mainMenu(p *prompt.Prompter, dir string) error {
	games, _ := journal.List(dir)
	opts := []prompt.Option[string]{{Label: "New game", Value: "new"}}
	if len(games) > 0 {
		opts = append(opts, prompt.Option[string]{Label: fmt.Sprintf("Resume a saved game (%d saved)", len(games)), Value: "resume"})
	}
	opts = append(opts,
		prompt.Option[string]{Label: "Score a finished game from a file", Value: "score"},
		prompt.Option[string]{Label: "Watch the demo game", Value: "demo"},
		prompt.Option[string]{Label: "Print (aids, score pad, join cards, setup, report)", Value: "print"},
		prompt.Option[string]{Label: "Quit", Value: "quit"},
	)
	choice, err := prompt.Select(p, "tallyman: what would you like to do?", opts)
	if err != nil {
		return prompt.Quiet(err)
	}
	switch choice {
	case "new":
		return prompt.Quiet(newGameMenu(p, dir))
	case "resume":
		var gopts []prompt.Option[string]
		for _, g := range games {
			label := fmt.Sprintf("%s (%s): %v, %s", g.ID, gameTitle(g.Game), g.Players, words.Plural(g.Moves, "move"))
			if g.Warning != "" {
				label += " (" + g.Warning + ")"
			}
			gopts = append(gopts, prompt.Option[string]{Label: label, Value: g.Path})
		}
		path, err := chooseOrBack(p, "Which game?", gopts)
		if err != nil {
			return prompt.Quiet(err)
		}
		// Phones only for a game that had them (it has phone links).
		return prompt.Quiet(ResumeAny(p, path, phonelink.PhoneOptions{Enabled: phonelink.HasSeats(path)}))
	case "score":
		return prompt.Quiet(scoreMenu(p))
	case "demo":
		return Demo(p.Out)
	case "print":
		return prompt.Quiet(printGameMenu(p, dir))
	}
	return nil
}

// menuGames are the games of the menus, by journal name.
var menuGames = []prompt.Option[string]{
	{Label: "Container (classic rules)", Value: "container"},
	{Label: "Container, Off-Shore Bank edition", Value: "offshore"},
	{Label: "Boxes", Value: "boxes"},
	{Label: "Mini Containers", Value: "minicontainers"},
	{Label: "Rival Seas", Value: "rivalseas"},
}

// gameTitle names a journal's game for a menu line (games.Game.Title;
// the name itself for a game not in the list).
func gameTitle(game string) string {
	if g, ok := games.Find(game); ok {
		return g.Title
	}
	return game
}

// newGameMenu asks which game and starts it with the phones on where the
// game has them; everything else is asked by the game's own setup.
func newGameMenu(p *prompt.Prompter, dir string) error {
	game, err := chooseOrBack(p, "Which game?", menuGames)
	if err != nil {
		return err
	}
	phones := phonelink.PhoneOptions{Enabled: true}
	switch game {
	case "container":
		return containertable.New(p, containertable.NewOptions{Dir: dir, Phones: phones})
	case "offshore":
		o := containertable.NewOptions{Dir: dir, Phones: phones, Edition: container.EditionOffshore}
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
		return containertable.New(p, o)
	case "boxes":
		return boxestable.New(p, boxestable.Options{Dir: dir, Phones: phones})
	case "minicontainers":
		return minitable.New(p, minitable.Options{Dir: dir, Phones: phones})
	case "rivalseas":
		// The tiles the group drew in the tile editor, when saved here.
		b, err := rivaltable.SavedBoard(dir)
		if err != nil {
			return err
		}
		return rivaltable.New(p, rivaltable.Options{Dir: dir, Board: b})
	}
	return nil
}

// scoreMenu asks which game and a score file, and prints the scores.
func scoreMenu(p *prompt.Prompter) error {
	game, err := chooseOrBack(p, "Score which game?", []prompt.Option[string]{
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
		err = boxestable.ScoreFile(p.Out, data, false, 0)
	case "rivalseas":
		err = rivaltable.ScoreFile(p.Out, data, false)
	default:
		err = containertable.ScoreFile(p.Out, data, false)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// printGameMenu asks which game to print for; Container has its own menu
// (PrintMenu), the other games a choice of their documents.
func printGameMenu(p *prompt.Prompter, dir string) error {
	game, err := chooseOrBack(p, "Print for which game?", []prompt.Option[string]{
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
		var opts []prompt.Option[string]
		for _, it := range items {
			opts = append(opts, prompt.Option[string]{Label: labels[it], Value: it})
		}
		chosen, err := prompt.MultiSelect(p, "Print which documents?", opts, 0)
		for _, it := range items { // in the usual order
			if slices.Contains(chosen, it) {
				what = append(what, it)
			}
		}
		return err
	}
	switch game {
	case "container":
		return containertable.PrintMenu(p, dir)
	case "boxes":
		if err := ask(map[string]string{"aids": "Player aids", "cards": "Card summary", "scorepad": "Score pad"}, boxestable.PrintItems); err != nil || len(what) == 0 {
			return nothingPrinted(p, err)
		}
		o := boxestable.PrintOptions{What: what, Paper: pdfkit.PaperFromLocale(os.Getenv), Dir: dir}
		if slices.Contains(what, "aids") || slices.Contains(what, "scorepad") {
			r := boxes.Standard
			if o.Game, o.Players, err = askPrintPlayers(p, dir, "boxes", r.MinPlayers, r.MaxPlayers, r.MaxPlayers); err != nil {
				return err
			}
		}
		_, err = boxestable.Print(p.Out, o)
	case "minicontainers":
		if err := ask(map[string]string{"aids": "Player aids", "automa": "Automa aid"}, minitable.PrintItems); err != nil || len(what) == 0 {
			return nothingPrinted(p, err)
		}
		o := minitable.PrintOptions{What: what, Paper: pdfkit.PaperFromLocale(os.Getenv), Dir: dir}
		if slices.Contains(what, "aids") {
			r := mc.Standard
			if o.Game, o.Players, err = askPrintPlayers(p, dir, "minicontainers", r.MinPlayers, r.MaxPlayers, 2); err != nil {
				return err
			}
		}
		_, err = minitable.Print(p.Out, o)
	case "rivalseas":
		if err := ask(map[string]string{"setup": "Setup sheet (a saved game, or a fresh setup)", "aids": "Player aids", "scorepad": "Score pad"}, rivaltable.PrintItems); err != nil || len(what) == 0 {
			return nothingPrinted(p, err)
		}
		o := rivaltable.PrintOptions{What: what, Dir: dir}
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
				// A fresh setup lays the group's own tiles (see
				// rivaltable.FreshTiles).
				var note string
				if o.Board, o.Options, note, err = rivaltable.FreshTiles(dir); err != nil {
					return err
				}
				if note != "" {
					fmt.Fprintln(p.Out, prompt.Wrap(note))
				}
			} else {
				o.Game = pick
			}
		}
		_, err = rivaltable.Print(p.Out, o)
	}
	return err
}

// askPrintPlayers asks whose aids (and score pad) to print for game: a
// saved game of that kind (its journal's path in path), a player count
// from lo to hi (in players), or blank ones (blank of them: both zero).
func askPrintPlayers(p *prompt.Prompter, dir, game string, lo, hi, blank int) (path string, players int, err error) {
	var opts []prompt.Option[string]
	games, _ := journal.List(dir)
	for _, g := range games {
		if g.Game == game {
			opts = append(opts, prompt.Option[string]{Label: fmt.Sprintf("%s: %s", g.ID, strings.Join(g.Players, ", ")), Value: g.Path})
		}
	}
	for n := lo; n <= hi; n++ {
		opts = append(opts, prompt.Option[string]{Label: words.Plural(n, "player") + ", names written by hand", Value: strconv.Itoa(n)})
	}
	opts = append(opts, prompt.Option[string]{Label: fmt.Sprintf("Not known: %d blank", blank), Value: "0"})
	pick, err := prompt.Select(p, "For which players? (an aid each)", opts)
	if err != nil {
		return "", 0, err
	}
	if n, err := strconv.Atoi(pick); err == nil {
		return "", n, nil
	}
	return pick, 0, nil
}

func nothingPrinted(p *prompt.Prompter, err error) error {
	if err == nil {
		fmt.Fprintln(p.Out, "Nothing chosen, nothing printed.")
	}
	return err
}
