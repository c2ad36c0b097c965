// Command tallyman is a companion for board games played with real
// cardboard: it sets the game up, keeps the books while you play, collects
// sealed bids, and scores the game. The command tree is thin: flags and
// arguments only; the work is in package assistant.
package main

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	xterm "github.com/charmbracelet/x/term"

	"tallyman/assistant"
	"tallyman/assistant/gamekit"
	"tallyman/assistant/prompt"
	"tallyman/assistant/ttysane"
)

// screen is standard output on a full terminal as the prompter writes it
// (globals.prompter): gathered, and written when a question is asked or
// the program ends.
var screen = prompt.NewBuffered(os.Stdout)

func main() {
	// Every acknowledged move is already on disk, so a termination signal
	// may end the program at once.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		s := <-sig
		prompt.RestoreTerminal()
		screen.Flush()
		fmt.Fprintf(os.Stderr, "\ntallyman: stopped by %v; every move so far is saved (tallyman resume goes on).\n", s)
		os.Exit(143)
	}()
	// A tallyman killed during a full-screen question left the terminal
	// raw, and the cursor hidden: put them back before the first line is
	// written.
	ttysane.Restore(os.Stdin.Fd())
	ttysane.ShowCursor(os.Stdout)
	root := newRoot()
	err := root.Execute()
	// Kept quiet between the full-screen questions (no echo): the
	// shell gets the terminal as it was.
	prompt.RestoreTerminal()
	screen.Flush()
	switch {
	case err == nil:
	case errors.Is(err, prompt.ErrAborted), errors.Is(err, prompt.ErrInterrupted):
		// Ctrl-C (Esc where it leaves): what was saved has been said.
		os.Exit(130)
	case errors.Is(err, gamekit.ErrNotCreated), errors.Is(err, assistant.ErrBidsInputEnded), errors.Is(err, assistant.ErrMenuInputEnded):
		// The input ended during a new game's setup, in bids, or in a
		// main-menu item: said already.
		os.Exit(1)
	default:
		width := 0 // a file or a pipe: one line, as it was
		if xterm.IsTerminal(os.Stderr.Fd()) {
			width = prompt.TerminalWidth(os.Stderr)
		}
		fmt.Fprintln(os.Stderr, gamekit.ErrorLines(err, width, gamekit.KnownPaths(root), gamekit.CommandNames(root)))
		os.Exit(1)
	}
}
