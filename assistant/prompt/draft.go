package prompt

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// Draft is a line half typed at a shown question that gave way to a
// change of the game (ErrRefresh: a phone's move). It is typed in again
// only at the same question asked next (the same title, so the same
// player and the same amounts): another player's unrelated change that
// redraws the question loses nothing. At another question (the turn
// passed, the amount to beat went up) it is dropped, and a line says
// so: "11" typed for one player's raise, then "50" and Enter, must not
// bid 1,150 for the next player. A line refused or not understood
// (Refused) comes back the same way, to be mended rather than typed
// again. The zero Draft holds nothing.
//
// On the full terminal's screen (a Buffered) the lines that said why the
// line was refused leave the screen once the mended line is answered:
// the move it makes follows what was above them, and a refusal again
// takes their place rather than piling up under them.
type Draft struct {
	text, title, who string
	refused          bool
	// rows is how many rows the refusal took on the screen w when the
	// refused line was taken back (Take): cleared at its answer (Keep).
	rows int
	w    io.Writer
}

// Keep notes line as typed for the question title, asked of who (a
// player's name, or empty), when err is ErrRefresh; any other end of the
// question forgets what was kept. A line answered (err nil) at a question
// begun with a refused line (Take) clears the refusal from the screen.
func (d *Draft) Keep(who, title, line string, err error) {
	if err == nil && d.rows > 0 {
		// The form leaves the cursor where it began, under the refusal:
		// up to the refusal's first row, and clear to the screen's end.
		fmt.Fprintf(d.w, "\r\x1b[%dA\x1b[J", d.rows)
	}
	*d = Draft{}
	if errors.Is(err, ErrRefresh) {
		*d = Draft{text: strings.TrimSpace(line), title: title, who: who}
	}
}

// Refused keeps line, typed for the question title asked of who and
// refused (not understood, or a rule said no), to start that question
// again: the player mends it instead of typing it all again. Never for a
// hidden answer (a sealed bid): it would come back on the screen.
func (d *Draft) Refused(who, title, line string) {
	*d = Draft{text: strings.TrimSpace(line), title: title, who: who, refused: true}
}

// Take returns the text to start the question title with and forgets
// it: what was kept when title is the question it was typed for, else
// nothing, and the line that says what was not used is written to w.
// A refused line taken back notes how many rows of the screen w (a
// Buffered) what was written since the question before took: the
// refusal, cleared when the line is answered (Keep).
func (d *Draft) Take(w io.Writer, title string) string {
	kept := *d
	*d = Draft{}
	switch {
	case kept.text == "", kept.title == title:
		if b, ok := w.(*Buffered); ok && kept.refused && kept.text != "" {
			rows, ok := b.pendingRows(TerminalWidth(w))
			if most := TerminalRows(w); ok && (most == 0 || rows < most) {
				d.rows, d.w = rows, w
			}
		}
		return kept.text
	case kept.who != "":
		fmt.Fprintf(w, "Not used: %q (typed for %s's question; the game moved on).\n", kept.text, kept.who)
	default:
		fmt.Fprintf(w, "Not used: %q (typed for the question before; the game moved on).\n", kept.text)
	}
	return ""
}
