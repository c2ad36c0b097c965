package assistant

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"tallyman/assistant/invoke"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/engines/words"
)

// Forget deletes the saved game id of the folder dir (its file's name, a
// header's id, or a unique prefix of either, as resume takes it; never
// the latest game by default), after asking on p: a game set up and
// never started (no line after its header: journal.Summary.Started) is
// forgotten on yes to one question, No being Enter's answer; any other
// game (one with moves, even undone, and one whose journal does not load)
// only once its id is typed again whole, so that no game played is lost
// by a typo. The game is locked from before the question to its deletion
// (journal.Hold): a game open in a tallyman is refused, and none can open
// it meanwhile. Its journal goes, and its phone links' seat file. No,
// Enter alone, or quit keeps it, and says so. Errors: no id; no such
// game; a game outside dir; the game is open in a tallyman; the id typed
// again is not the game's; the input ended before an answer; Esc or
// Ctrl-C (prompt.ErrAborted, prompt.ErrInterrupted); a file cannot be
// removed.
func Forget(p *prompt.Prompter, dir, id string) error {
	if strings.TrimSpace(id) == "" {
		return fmt.Errorf("the game's id is empty: give the id of the game to forget (%s games lists them)", invoke.Name())
	}
	path, err := journal.Find(dir, id)
	if err != nil {
		return err
	}
	if !samePlace(filepath.Dir(path), dir) {
		return fmt.Errorf("%s is not a saved game of the folder %s: forget deletes only the games %s games lists", path, absDir(dir), invoke.Name())
	}
	name := strings.TrimSuffix(filepath.Base(path), journal.Ext)
	held, err := journal.Hold(path)
	var le *journal.LockedError
	if errors.As(err, &le) {
		return fmt.Errorf("game %s is open in tallyman %s: a game open is never forgotten; quit it there (type quit) first", name, le.Holder.Describe())
	}
	if err != nil {
		return err
	}
	// Read under the lock: what it says cannot change before the answer.
	saved, err := SavedGames(dir)
	if err != nil {
		held.Release()
		return err
	}
	i := slices.IndexFunc(saved, func(g GameSummary) bool { return g.Path == path })
	unstarted := i >= 0 && saved[i].loaded && !saved[i].Started()
	about := name
	if i >= 0 {
		about += " (" + forgetAbout(saved[i]) + ")"
	}
	ok := false
	if unstarted {
		ok, err = p.Confirm(fmt.Sprintf("Forget %s? It was set up and never started: its file is deleted.", about), false)
	} else {
		prompt.SayLines(p.Out, fmt.Sprintf("Forgetting %s deletes it for good, and it leaves the statistics.", about), nil)
		var typed string
		typed, err = p.Input("To forget it, type its id again (Enter alone keeps it):", "", nil)
		switch {
		case err != nil:
		case typed == name:
			ok = true
		case typed != "":
			held.Release()
			return fmt.Errorf("not forgotten: %q is not the game's id, %s; nothing was deleted", typed, name)
		}
	}
	switch {
	case errors.Is(err, prompt.ErrInputClosed):
		held.Release()
		return fmt.Errorf("not forgotten: the input ended before an answer; nothing was deleted")
	case errors.Is(err, prompt.ErrQuit), err == nil && !ok:
		held.Release()
		fmt.Fprintf(p.Out, "Kept: %s was not deleted.\n", name)
		return nil
	case err != nil:
		held.Release()
		fmt.Fprintf(p.Out, "\nKept: %s was not deleted.\n", name)
		return err
	}
	if err := held.Delete(phonelink.SeatPath(path)); err != nil {
		return fmt.Errorf("forgetting %s: %w", name, err)
	}
	fmt.Fprintf(p.Out, "Forgotten: %s (its file %s deleted).\n", name, filepath.Base(path))
	return nil
}

// forgetAbout is what forget says of a saved game: "Container: Ann, Bob,
// Cy; 12 moves, over", "...; not started", or why its journal does not
// load.
func forgetAbout(g GameSummary) string {
	if !g.loaded {
		return g.notResumable
	}
	what := gameTitle(g.Game, g.Edition) + ": " + strings.Join(g.Players, ", ") + "; "
	switch {
	case !g.Started():
		return what + "not started"
	case g.Over:
		return what + words.Plural(g.Moves, "move") + ", over"
	}
	return what + words.Plural(g.Moves, "move")
}

// samePlace reports whether the folders a and b are one (compared made
// absolute and cleaned).
func samePlace(a, b string) bool {
	return absDir(a) == absDir(b)
}
