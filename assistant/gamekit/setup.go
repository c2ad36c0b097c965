package gamekit

import (
	"errors"
	"fmt"
	"io"

	"tallyman/assistant/prompt"
)

// ErrNotCreated wraps what stopped a new game's setup before the game
// was created (SetUp): nothing was saved, and SetUp has said so. The
// cause stays inside it: prompt.ErrQuit (the player's choice: `new` ends
// with code 0, as resume does on quit), prompt.ErrInputClosed (code 1: a
// script can tell that no game was made), prompt.ErrInterrupted or
// prompt.ErrAborted (code 130, as everywhere).
var ErrNotCreated = errors.New("no game was created")

// SetUp asks a new game's setup questions (ask), every one of which takes
// "quit" (prompt.Prompter.Setup), before the game is created and saved.
// When a question stops it, it says so on p.Out and returns the cause
// wrapped in ErrNotCreated:
//
//   - quit: "Stopped: no game was created.";
//   - input ended: "Stopped (input ended) before the game was set up: no
//     game was created." on a line of its own;
//   - Ctrl-C or Esc: "Stopped: no game was created." on a line of its
//     own.
//
// Any other error (a refused name, a bad flag) is returned as it is, and
// so is a stop already said (ErrNotCreated).
func SetUp(p *prompt.Prompter, ask func() error) error {
	done := p.Setup()
	err := ask()
	done()
	if err == nil || errors.Is(err, ErrNotCreated) {
		return err
	}
	return notCreated(p.Out, err)
}

// notCreated says that err stopped the setup and wraps it in
// ErrNotCreated; err is returned as it is when it is not a stop.
func notCreated(w io.Writer, err error) error {
	switch {
	case errors.Is(err, prompt.ErrQuit):
		fmt.Fprintln(w, "Stopped: no game was created.")
	case errors.Is(err, prompt.ErrInputClosed):
		fmt.Fprintln(w, "\nStopped (input ended) before the game was set up: no game was created.")
	case errors.Is(err, prompt.ErrInterrupted), errors.Is(err, prompt.ErrAborted):
		fmt.Fprintln(w, "\nStopped: no game was created.")
	default:
		return err
	}
	return fmt.Errorf("%w: %w", ErrNotCreated, err)
}
