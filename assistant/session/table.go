package session

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"tallyman/assistant/prompt"
)

// RunTable runs one sitting at the laptop, the same for every game: play
// asks and makes moves at p until the game is scored (nil) or an answer
// stops it. The players' names (players) are kept whole where p wraps a
// question to the terminal's width (prompt.Prompter.KeepNames: an
// accessible menu's options). On the way out it tells the table, on
// p.Out, how to carry on, resume giving the game's command then
// (Session.QuitCommand: the game may have been saved elsewhere since the
// sitting began):
//
//   - quit (errQuit): "Saved. Resume with:" and RESUME on a line of its
//     own, never wrapped (resumeLines), and nil;
//   - Ctrl-C at a question (prompt.ErrInterrupted), or Esc where it
//     leaves (prompt.ErrAborted: the joining screen): the same, and the
//     error (the program ends with code 130);
//   - input ended (ErrInputClosed): "Stopped (input ended). Every move so
//     far is saved; resume with: RESUME", and the error;
//   - any other error: "Stopped. Every move so far is saved; resume
//     with: RESUME", and the error (a move is written to the journal
//     before it counts, so a failed one is not among "so far").
//
// Every question, accessible line prompts included, takes Ctrl-C as
// ErrInterrupted (above). Ctrl-C between questions, while the laptop
// works (SIGINT: prompt.OnInterrupt), says the same and ends the program
// with exit code 130 at once.
func RunTable(p *prompt.Prompter, players []string, resume func() string, play func() error) error {
	w := p.Out
	defer p.KeepNames(players)()
	stop := prompt.OnInterrupt(func() {
		fmt.Fprintf(w, "\n%s\n", resumeLines(w, "Saved. Resume with:", resume()))
		prompt.Flush(w)
		TableExit(130)
	})
	defer stop()
	err := play()
	switch {
	case err == nil:
	case errors.Is(err, ErrQuit):
		fmt.Fprintf(w, "%s\n", resumeLines(w, "Saved. Resume with:", resume()))
		return nil
	case errors.Is(err, prompt.ErrInterrupted), errors.Is(err, prompt.ErrAborted):
		fmt.Fprintf(w, "\n%s\n", resumeLines(w, "Saved. Resume with:", resume()))
	case errors.Is(err, prompt.ErrInputClosed):
		fmt.Fprintf(w, "\n%s\n", resumeLines(w, "Stopped (input ended). Every move so far is saved; resume with:", resume()))
	default:
		fmt.Fprintf(w, "\n%s\n", resumeLines(w, "Stopped. Every move so far is saved; resume with:", resume()))
	}
	return err
}

// resumeLines is lead, wrapped to the width of the terminal w writes
// to, over the command resume on a line of its own, never wrapped: a
// break at a space inside a folder's name ("My Board Games") copies as
// two commands, while a terminal too narrow wraps the line itself, which
// copy and paste take whole.
func resumeLines(w io.Writer, lead, resume string) string {
	return prompt.WrapAtSpaces(lead, prompt.TerminalWidth(w)) + "\n" + resume
}

// HelpFor is a game's list of what can be typed, help, for a game with
// phones or without (phones false): without, the line of the phones
// command ("  phones   links, QR codes, …") and "| phones" in a line
// of commands are left out, as the command only says the game has none.
func HelpFor(help string, phones bool) string {
	if phones {
		return help
	}
	var keep []string
	for _, l := range strings.Split(help, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "phones ") {
			continue
		}
		keep = append(keep, strings.Replace(l, " | phones", "", 1))
	}
	return strings.Join(keep, "\n")
}

// TableExit ends the program after an interrupt (tests replace it).
var TableExit = os.Exit

// ErrQuit ends the play loop at the player's request; the game is saved
// (the same error as prompt.ErrQuit, which a hidden question gives).
var ErrQuit = prompt.ErrQuit

// FinishOrUndo asks, once a game has ended at the laptop and its final
// scores are shown, "Enter to finish, or undo": a typo in the last move
// (a Mini Containers reveal that ends the game) can still be taken back,
// and play goes on from there. It reports whether undo was typed (the
// caller undoes the last move and goes round its loop again). Enter,
// quit, Esc and the end of input finish: the game is over and saved.
//
// Games whose final scores reveal secrets (Container's value cards, Boxes'
// wallets) ask before the scores are shown, with beforeScores set ("Enter
// to show the final scores, or undo"): an undo after the reveal would let
// the table play on knowing them.
func FinishOrUndo(p *prompt.Prompter, beforeScores bool) (bool, error) {
	q := "The game is over. Enter to finish, or undo:"
	if beforeScores {
		q = "The game is over. Enter to show the final scores, or undo:"
	}
	line, err := p.Input(q, "undo takes back the last move and play goes on; the game is saved either way.", func(v string) error {
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "", "undo", "quit", "q", "done", "finish":
			return nil
		}
		if beforeScores {
			return fmt.Errorf("press Enter to show the final scores, or type undo")
		}
		return fmt.Errorf("press Enter to finish, or type undo")
	})
	switch {
	case errors.Is(err, prompt.ErrAborted), errors.Is(err, prompt.ErrInputClosed):
		return false, nil
	case err != nil:
		return false, err
	}
	return strings.EqualFold(strings.TrimSpace(line), "undo"), nil
}

// WholeOf is what err says must never be broken when its words are
// wrapped: the strings of the Whole method of an error in its chain
// (journal.KeptElsewhereError: the file a game was saved as and the
// command that resumes it), or none.
func WholeOf(err error) []string {
	var w interface{ Whole() []string }
	if errors.As(err, &w) {
		return w.Whole()
	}
	return nil
}

// SayRefused writes "Refused: " (in the warning style) and err's words
// to w, wrapped at spaces to width columns as prompt.SayLines wraps
// (each of names whole on a line it fits), and each of WholeOf(err)
// never broken: whole on a line of its own when it does not fit, even
// wider than width (prompt.WrapWhole). A path broken inside could not
// be copied.
func SayRefused(w io.Writer, width int, err error, names []string) {
	text := prompt.WarnStyle.Render("Refused:") + " " + err.Error()
	if whole := WholeOf(err); len(whole) > 0 {
		fmt.Fprintln(w, prompt.WrapNames(text, width, append(slices.Clone(names), whole...), whole...))
		return
	}
	fmt.Fprintln(w, prompt.WrapIndented(text, width, names))
}
