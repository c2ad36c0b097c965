package assistant

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"os"

	"tallyman/assistant/journal"
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

// MainMenu is what `tallyman` with no command shows: new game, resume, score
// a finished game from a file, print aids, quit.
func MainMenu(p *Prompter, dir string) error {
	games, _ := journal.List(dir)
	opts := []Option[string]{{Label: "New game of Container", Value: "new"}}
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
		return quiet(NewContainer(p, NewOptions{Dir: dir, Phones: PhoneOptions{Enabled: true}}))
	case "resume":
		var gopts []Option[string]
		for _, g := range games {
			label := fmt.Sprintf("%s: %v, %d moves", g.ID, g.Players, g.Moves)
			if g.Warning != "" {
				label += " (" + g.Warning + ")"
			}
			gopts = append(gopts, Option[string]{Label: label, Value: g.Path})
		}
		path, err := Select(p, "Which game?", gopts)
		if err != nil {
			return quiet(err)
		}
		// Phones only for a game that had them (it has phone links).
		return quiet(ResumeAny(p, path, PhoneOptions{Enabled: HasSeats(path)}))
	case "score":
		path, err := p.Input("Score file (JSON; see tallyman score --help):", "", func(v string) error {
			if _, err := os.Stat(v); err != nil {
				return fmt.Errorf("cannot read %q: %v", v, err)
			}
			return nil
		})
		if err != nil {
			return quiet(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return ScoreFile(p.Out, data, false)
	case "demo":
		return Demo(p.Out)
	case "print":
		return quiet(PrintMenu(p, dir))
	}
	return nil
}

func quiet(err error) error {
	if errors.Is(err, ErrInputClosed) {
		return nil
	}
	return err
}
