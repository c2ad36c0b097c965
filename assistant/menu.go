// Package assistant is what every game shares at the top of the laptop's
// side: the main menu, replay, the list of saved games, resume of any
// journal, the sealed-bid helper and the doctor. It names no game: each
// game is its own package (assistant/<game>) on the kit (session, prompt,
// phonelink, printing, gamekit), reached through the list in
// assistant/games; the engines never call back.
package assistant

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/games"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/stats"
	"tallyman/engines/textenc"
	"tallyman/engines/words"
)

// Demo replays the whole game shipped inside the binary (the complete
// 3-player game of Container: games.Game.Demo), prints its final state
// and scores, and ends with the next step: start a game of one's own,
// print its aids (demoNext).
func Demo(w io.Writer) error {
	for _, g := range games.All {
		if g.Demo != nil {
			fmt.Fprintln(w, g.DemoIntro)
			if err := Replay(w, bytes.NewReader(g.Demo), "demo", false); err != nil {
				return err
			}
			fmt.Fprint(w, demoNext(g.Name))
			return nil
		}
	}
	return errors.New("no demo game in this tallyman")
}

// demoNext is what the demo says after the scores of a game of name:
// how to start one (with phones, or at the laptop alone), the other
// games, and how to print the aids.
func demoNext(name string) string {
	var others []string
	for _, g := range games.All {
		if g.Name != name && g.New.Add != nil {
			others = append(others, g.Name)
		}
	}
	s := "\nNext: your own game.\n" +
		"  tallyman new " + name + "              players' phones for the sealed bids\n" +
		"  tallyman new " + name + " --no-phones  everything at the laptop\n" +
		"  tallyman print " + name + "            player aids and a score pad to print\n"
	if len(others) > 0 {
		s += "The other games: " + strings.Join(others, ", ") + " (tallyman new GAME).\n"
	}
	return s + "tallyman with no command opens a menu of all this.\n"
}

// errMenuBack is returned by a question of the main menu's items when the
// user goes back (the Back option, or Esc): the main menu is asked again.
var errMenuBack = errors.New("back to the main menu")

// MainMenu is what `tallyman` with no command shows: new game (of any
// game), resume (once a game is saved), score a finished game from a
// file, the demo, print aids, the statistics (once a game is saved),
// quit. Back (or Esc) at an item's first question shows it again. Esc
// or Ctrl-C at the menu itself says that no game was open and returns
// its error (code 130); input ending there or at an item's question
// outside a game says so and returns ErrMenuInputEnded (menuStop).
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

// ErrMenuInputEnded is returned by MainMenu when the input ended at a
// question of a main-menu item outside a game (a print menu, the game to
// start, resume or score): nothing was done, and it has been said
// ("Stopped (input ended): nothing printed."). The program ends with
// code 1, as when the input ends in a new game's setup, so that a script
// can tell that it did not finish.
var ErrMenuInputEnded = errors.New("the input ended in a main-menu item: nothing was done")

// menuStop says how a main-menu item outside a game (a print menu, the
// game to start, resume or score) ended when a question stopped it, on a
// line of its own: "Stopped: WHAT." (what: "nothing printed"). quit
// typed ends calmly, as the main menu's Quit and quit at a game's setup
// do (nil: code 0); Esc and Ctrl-C return their error (code 130, as
// Ctrl-C everywhere and Esc at a game's setup and at the bids lot's
// menu). Input ending says "Stopped (input ended): WHAT." and returns
// ErrMenuInputEnded (code 1). Any other error is returned as it is.
func menuStop(w io.Writer, err error, what string) error {
	switch {
	case errors.Is(err, prompt.ErrQuit):
		fmt.Fprintf(w, "Stopped: %s.\n", what)
		return nil
	case errors.Is(err, prompt.ErrAborted), errors.Is(err, prompt.ErrInterrupted):
		fmt.Fprintf(w, "\nStopped: %s.\n", what)
	case errors.Is(err, prompt.ErrInputClosed):
		fmt.Fprintf(w, "\nStopped (input ended): %s.\n", what)
		return ErrMenuInputEnded
	}
	return err
}

// mainMenuStopped is said when Esc or Ctrl-C ends the program at the main
// menu itself, on a line of its own: no game is open there, so nothing
// is lost.
const mainMenuStopped = "\nStopped: no game was open, nothing is lost.\n"

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
	)
	if len(games) > 0 {
		opts = append(opts, prompt.Option[string]{Label: "Statistics of the games played", Value: "stats"})
	}
	opts = append(opts, prompt.Option[string]{Label: "Quit", Value: "quit"})
	choice, err := prompt.Select(p, "tallyman: what would you like to do?", opts)
	switch {
	case errors.Is(err, prompt.ErrQuit):
		return nil // quit typed at the menu: as its Quit
	case errors.Is(err, prompt.ErrAborted), errors.Is(err, prompt.ErrInterrupted):
		fmt.Fprint(p.Out, mainMenuStopped) // and code 130, as everywhere
		return err
	case errors.Is(err, prompt.ErrInputClosed):
		// As in an item: said, and code 1 (it was silent, code 0).
		return menuStop(p.Out, err, "no game was open, nothing is lost")
	case err != nil:
		return prompt.Quiet(err)
	}
	switch choice {
	case "new":
		// As `tallyman new`: quit in the setup ends quietly, the input
		// ended there is an error (no game was created; said already).
		return gamekit.QuietStop(newGameMenu(p, dir))
	case "resume":
		saved, err := SavedGames(dir)
		if err != nil {
			return err
		}
		var gopts []prompt.Option[string]
		for _, g := range saved {
			gopts = append(gopts, prompt.Option[string]{Label: resumeLabel(g), Value: g.Path})
		}
		path, err := chooseOrBack(p, "Which game?", gopts)
		if errors.Is(err, errMenuBack) {
			return err
		}
		if err != nil {
			return menuStop(p.Out, err, "no game was resumed")
		}
		// A game listed that cannot be resumed (its line says why):
		// say so again and go back to the menu, rather than end.
		if i := slices.IndexFunc(saved, func(g GameSummary) bool { return g.Path == path }); i >= 0 && saved[i].notResumable != "" {
			fmt.Fprintf(p.Out, "%s %s\n\n", saved[i].ID, saved[i].notResumable)
			return errMenuBack
		}
		// Phones only for a game that had them (it has phone links).
		po := phonelink.PhoneOptions{Enabled: phonelink.HasSeats(path)}
		err = ResumeAny(p, path, po)
		var le *journal.LockedError
		if errors.As(err, &le) && le.OtherComputer {
			return takeOverAsked(p, path, le, po)
		}
		return prompt.Quiet(err)
	case "stats":
		return statsMenu(p, dir)
	case "score":
		return scoreMenu(p, dir)
	case "demo":
		return Demo(p.Out)
	case "print":
		return printGameMenu(p, dir)
	}
	return nil
}

// takeOverAsked is the menu's resume of the game at path when its lock
// file names a tallyman on another computer (le: journal.LockedError's
// OtherComputer): it says so and asks whether to take the game over, No
// being the answer given by Enter alone. Yes takes it over
// (journal.TakeOver, whose note it says) and resumes it. No, or Esc, says
// how to go on and shows the main menu again; quit, or input ending, stop
// as at the menu's other questions (menuStop).
func takeOverAsked(p *prompt.Prompter, path string, le *journal.LockedError, po phonelink.PhoneOptions) error {
	id := strings.TrimSuffix(filepath.Base(path), journal.Ext)
	host := le.Holder.Host
	prompt.SayLines(p.Out, fmt.Sprintf("Game %s is open in tallyman %s, as its lock file says: this computer cannot tell whether it still runs there.", id, le.Holder.Describe()), nil)
	ok, err := p.Confirm(fmt.Sprintf("Take the game over here? Only if tallyman no longer runs on %q (that computer is gone for good, or tallyman was stopped there without quitting): if it runs, both would play this game and mix their moves.", host), false)
	switch {
	case errors.Is(err, prompt.ErrAborted), err == nil && !ok:
		prompt.SayLines(p.Out, fmt.Sprintf("Not taken over: quit tallyman on %q (type quit), then resume the game here.\n", host), nil)
		return errMenuBack
	case err != nil:
		return menuStop(p.Out, err, "no game was resumed")
	}
	note, err := journal.TakeOver(path)
	if err != nil {
		return err
	}
	if note != "" {
		prompt.SayLines(p.Out, "Note: "+note+".", nil)
	}
	return prompt.Quiet(ResumeAny(p, path, po))
}

// resumeLabel is a saved game as the menu's list of games to resume
// shows it, with what `tallyman games` says of it: "container-2026...:
// Container (Off-Shore); Ann, Bob, Cy; 46 moves; over", or "cannot be
// resumed: WHY" for a journal that does not replay; a journal that does
// not load shows its file's name and why.
func resumeLabel(g GameSummary) string {
	if !g.loaded {
		return g.ID + ": " + g.notResumable
	}
	parts := []string{gameTitle(g.Game, g.Edition), playersCell(g.Players), words.Plural(g.Moves, "move")}
	if g.Over {
		parts = append(parts, "over")
	}
	if n := joinNotes(g.Warning, g.notResumable); n != "" {
		parts = append(parts, n)
	}
	return g.ID + ": " + strings.Join(parts, "; ")
}

// gameTitle names a journal's game and edition for a menu line
// (games.Game.Title and its edition's tag: "Container (Off-Shore)"; the
// name itself for a game not in the list).
func gameTitle(game, edition string) string {
	if g, ok := games.Find(game); ok {
		return g.Title + g.EditionTags[edition]
	}
	return game
}

// menuItems asks title with every game's items (item gives a game's, none
// for a game without), Back last, and runs the one chosen. A stop at the
// question itself says "Stopped: STOP." (menuStop).
func menuItems(p *prompt.Prompter, dir, title, stop string, item func(games.Game) []gamekit.MenuItem) error {
	var items []gamekit.MenuItem
	var opts []prompt.Option[string]
	for _, g := range games.All {
		for _, it := range item(g) {
			opts = append(opts, prompt.Option[string]{Label: it.Label, Value: strconv.Itoa(len(items))})
			items = append(items, it)
		}
	}
	choice, err := chooseOrBack(p, title, opts)
	if errors.Is(err, errMenuBack) {
		return err
	}
	if err != nil {
		return menuStop(p.Out, err, stop)
	}
	i, _ := strconv.Atoi(choice)
	return items[i].Run(p, dir)
}

// newGameMenu asks which game and starts it with the phones on where the
// game has them; everything else is asked by the game's own setup
// (games.Game.NewMenu).
func newGameMenu(p *prompt.Prompter, dir string) error {
	// Before any question, as `tallyman new`: the folder the game is
	// saved in can be written (else it is said only when the game is
	// created, every name asked).
	if _, err := journal.WritableDir(dir); err != nil {
		return err
	}
	return menuItems(p, dir, "Which game?", "no game was created", func(g games.Game) []gamekit.MenuItem { return g.NewMenu })
}

// scoreMenu asks which game and a score file, and prints the scores
// (games.Game.ScoreFile).
func scoreMenu(p *prompt.Prompter, dir string) error {
	return menuItems(p, dir, "Score which game?", "nothing scored", func(g games.Game) []gamekit.MenuItem {
		if g.ScoreFile == nil {
			return nil
		}
		return []gamekit.MenuItem{{Label: g.ScoreLabel, Run: func(p *prompt.Prompter, _ string) error {
			return menuStop(p.Out, scoreFromFile(p, g), "nothing scored")
		}}}
	})
}

// scoreFromFile asks for a score file of game g and prints its scores;
// the word quit there gives prompt.ErrQuit.
func scoreFromFile(p *prompt.Prompter, g games.Game) error {
	path, err := p.Input(fmt.Sprintf("Score file (JSON; see tallyman score %s --help):", g.Name), "", func(v string) error {
		if strings.EqualFold(strings.TrimSpace(v), "quit") {
			return nil // stops, below
		}
		if _, err := os.Stat(v); err != nil {
			return fmt.Errorf("cannot read %q: %v", v, err)
		}
		return nil
	})
	if err == nil && strings.EqualFold(path, "quit") {
		err = prompt.ErrQuit
	}
	if err != nil {
		return err
	}
	data, err := gamekit.ReadFileLimited(path, gamekit.MaxInput, "and a score file is a few KB")
	if err != nil {
		return err
	}
	if data, _, err = textenc.Decode(data); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := g.ScoreFile(p.Out, data, false); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// printGameMenu asks which game to print for and hands over to its own
// print menu (games.Game.PrintMenu). quit, Esc or Ctrl-C at any of their
// questions stops with "Stopped: nothing printed." (menuStop).
func printGameMenu(p *prompt.Prompter, dir string) error {
	return menuItems(p, dir, "Print for which game?", "nothing printed", func(g games.Game) []gamekit.MenuItem {
		if g.PrintMenu == nil {
			return nil
		}
		return []gamekit.MenuItem{{Label: g.PrintLabel, Run: func(p *prompt.Prompter, dir string) error {
			return menuStop(p.Out, g.PrintMenu(p, dir), "nothing printed")
		}}}
	})
}

// statsMenu shows the statistics of every finished game, as `tallyman
// stats` does, a screen at a time: the summary (what was counted, the
// players, the games: about 20 lines, so an 80x24 terminal keeps it in
// view with the question under it), then, for the player picked, their
// games and record, until Back returns to the main menu (as Back does in
// every other item). The whole text at once (56 lines) scrolled the
// tables away and ended the program.
func statsMenu(p *prompt.Prompter, dir string) error {
	plays, skipped, names, err := folderPlays(dir)
	if err != nil {
		return err
	}
	rep := stats.Compute(plays, skipped, names, stats.Filter{})
	rep.Folder = dir
	stats.WriteSummary(p.Out, rep)
	if len(rep.Players) == 0 {
		fmt.Fprintln(p.Out) // no player to pick: back to the menu
		return errMenuBack
	}
	var opts []prompt.Option[string]
	for i, pl := range rep.Players {
		opts = append(opts, prompt.Option[string]{Label: pl.Name, Value: strconv.Itoa(i)})
	}
	fmt.Fprintln(p.Out)
	for {
		v, err := chooseOrBack(p, "Whose games and record against the others?", opts)
		if errors.Is(err, errMenuBack) {
			return err
		}
		if err != nil {
			return menuStop(p.Out, err, "no game was open, nothing is lost")
		}
		i, _ := strconv.Atoi(v)
		stats.WritePlayer(p.Out, rep, i)
		fmt.Fprintln(p.Out)
	}
}
