package prompt

import (
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"tallyman/engines/catalogue"
	"tallyman/engines/words"
)

// AskHidden asks a hidden question (Prompter.Secret) until check accepts
// the answer ("quit": ErrQuit). Checked after the prompt, which would keep
// a refused answer's invisible text; the question is asked afresh, held
// (Hold) against a change of the game. On a full terminal only the
// latest refusal stays on the screen, none once an answer is taken.
func AskHidden(p *Prompter, title string, check func(string) error) (string, error) {
	for again, rows := false, 0; ; again = true { // rows: the last refusal's on a full terminal
		release := func() {}
		if again {
			release = p.Hold()
		}
		v, err := p.Secret(title, nil)
		release()
		if rows > 0 { // the form left the cursor under the refusal
			fmt.Fprintf(p.Out, "\r\x1b[%dA\x1b[J", rows)
		}
		if err != nil {
			return "", err
		}
		if strings.EqualFold(v, "quit") {
			return "", ErrQuit
		}
		if err := check(v); err != nil {
			// The note on lines of their own, wrapped to the terminal (at
			// 80 columns the one line was cut inside a word, "e|mpty"; 30
			// cut "whole numb" / "er"); flushed first, so that its rows
			// are counted alone and cleared before the next answer.
			Flush(p.Out)
			fmt.Fprintln(p.Out, WrapNames(fmt.Sprintf("Not accepted: %v.\nThe hidden field is empty again: type the whole answer.", err), p.Width(), p.names))
			rows = pendingRows(p.Out)
			continue
		}
		return v, nil
	}
}

// AskAmount asks who (for example "Bob, your sealed bid"), with hidden
// input, for a whole number from lo to hi in unit, the money ("$",
// "ECU": words.Money); empty says what an empty answer does, and an
// empty answer gives ok false. Bad answers are asked again with the
// allowed range. The unit may be typed ("$12", "12 ECU": ParseNumber).
func AskAmount(p *Prompter, who, unit string, lo, hi int, empty string) (n int, ok bool, err error) {
	allowed := "type a whole number from " + words.MoneyRange(unit, lo, hi)
	if unit == "$" {
		allowed = fmt.Sprintf("type a whole number of dollars from %d to %d", lo, hi)
	}
	span := rangeWords(catalogue.Param{Unit: unit, Min: lo, Max: hi})
	v, err := AskHidden(p, fmt.Sprintf("%s (%s, hidden; %s):", who, span, empty), func(v string) error {
		if v == "" {
			return nil
		}
		n, err := words.ParseNumber(v, unit)
		if err != nil || n < lo || n > hi {
			return errors.New(allowed)
		}
		return nil
	})
	if err != nil || v == "" {
		return 0, false, err
	}
	n, _ = words.ParseNumber(v, unit)
	return n, true, nil
}

// WrapAtSpaces breaks each line of text at spaces to fit width terminal
// columns, and only there: a game's id or a file name
// ("boxes-20260321-190000-0004") stays whole on one line, to be copied,
// where a word wrap would break it at a hyphen. A word wider than width
// alone is broken inside. Escape sequences (styles) take no column;
// words are measured as the widest terminal draws them (FitWidth).
func WrapAtSpaces(text string, width int) string {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		var b strings.Builder
		col := 0
		for j, w := range strings.Split(line, " ") {
			ww := FitWidth(w)
			switch {
			case j == 0:
			case col+1+ww <= width:
				b.WriteByte(' ')
				col++
			default:
				b.WriteByte('\n')
				col = 0
			}
			if ww > width {
				w = hardwrap(w, width)
				ww = FitWidth(w[strings.LastIndexByte(w, '\n')+1:])
				col = 0
			}
			b.WriteString(w)
			col += ww
		}
		lines[i] = b.String()
	}
	return strings.Join(lines, "\n")
}

// Back turns Esc in a move's form into "back to the move prompt".
func Back(err error) error {
	if errors.Is(err, ErrAborted) {
		return nil
	}
	return err
}

var (
	HeadStyle = lipgloss.NewStyle().Bold(true)
	NowStyle  = lipgloss.NewStyle().Bold(true).Underline(true)
	WarnStyle = lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("9"))
)

// Quiet is err, except that input ending (ErrInputClosed) is no error: a
// menu item whose answers ran out ends quietly.
func Quiet(err error) error {
	if errors.Is(err, ErrInputClosed) {
		return nil
	}
	return err
}

// ErrQuit ends a sitting at the player's request ("quit", or Save and
// quit); every move so far is saved (session.RunTable says how to resume).
var ErrQuit = errors.New("quit")

// ListItem writes text after bullet, wrapped at word boundaries within 78
// columns (ansi.Wordwrap: wide letters and emoji counted as they show,
// within as many fewer as its emoji sequences may take more: overWidth),
// continuation lines indented under the text, so an 80-column terminal
// never cuts a word.
func ListItem(bullet, text string) string {
	indent := strings.Repeat(" ", Width(bullet))
	return bullet + strings.ReplaceAll(ansi.Wordwrap(text, 78-len(indent)-overWidth(text), ""), "\n", "\n"+indent)
}

// overWidth is how many cells more than ansi (huh, lipgloss) counts s
// may take in a terminal (FitWidth): what a wrap by ansi's measure is to
// leave free.
func overWidth(s string) int { return FitWidth(s) - ansi.StringWidth(s) }

// hardwrap is w, a word wider than width, broken into lines of at most
// width cells as any terminal draws them (ansi.Hardwrap, within as many
// fewer as its emoji sequences may take more).
func hardwrap(w string, width int) string {
	return ansi.Hardwrap(w, max(1, width-overWidth(w)), true)
}
