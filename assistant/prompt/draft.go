package prompt

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"

	"tallyman/engines/words"
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
// again, but not as the field's text: shown dimmed in the empty field
// (Input), typing starts a new line, and → (or ↑, End) brings the
// refused one back to mend. (Put back as text, what was typed next was
// glued onto it: "produce g@2" refused, then "end" read "produce
// g@2end".) The zero Draft holds nothing.
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
	// shown is the refused line taken back (Take) while its question is
	// asked: given up for a phone's move with nothing typed (Keep), the
	// question asked again shows it again, its rows not cleared twice.
	shown *Draft
	again bool // a refused line shown before (shown): no rows to clear
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
	shown := d.shown
	*d = Draft{}
	switch {
	case !errors.Is(err, ErrRefresh):
	case strings.TrimSpace(line) == "" && shown != nil && shown.title == title:
		*d = *shown
		d.again = true
	default:
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
		if kept.refused && kept.text != "" {
			d.shown = &Draft{text: kept.text, title: kept.title, who: kept.who, refused: true}
		}
		if kept.refused && !kept.again && kept.text != "" {
			d.rows, d.w = pendingRows(w), w
		}
		return kept.text
	case kept.who != "":
		fmt.Fprintf(w, "Not used: %q (typed for %s question; the game moved on).\n", kept.text, words.Possessive(kept.who))
	default:
		fmt.Fprintf(w, "Not used: %q (typed for the question before; the game moved on).\n", kept.text)
	}
	return ""
}

// MendHint is the line under a question whose field shows a refused
// line (Input): the description's last line.
const MendHint = "→ brings back the refused line to mend; typing replaces it."

// Input makes in (a full terminal's field, its title and any validation
// set) ask question, its answer in *v and desc under its title. A line
// kept for question (Take: what was written to w, as there) starts it:
// half typed when a phone moved, it is typed on. A line refused there
// is not its text: the field starts empty with the line dimmed in it
// (its placeholder) and MendHint under desc; typing starts a new line,
// and →, ↑ or End in the empty field brings the refused line back as its
// text, to mend.
//
// Asked just after a refusal (not again after a phone's move), the
// question forgets the keys typed before the refusal was on the screen,
// or with the refused line in one go (runForm, NotUsedAhead): they may
// be a line meant to follow the refused one ("end"), or the hidden
// answer meant for the question the refused line was to lead to ("seal"
// refused, then "12" and Enter typed ahead for the sealed bid), and its
// field is shown.
func (d *Draft) Input(w io.Writer, question, desc string, in *huh.Input, v *string) huh.Field {
	refused := d.refused && d.title == question && d.text != ""
	justRefused := d.refused && !d.again
	text := d.Take(w, question)
	if !refused {
		*v = text
		in.Value(v)
		if desc != "" {
			in.Description(desc)
		}
		if justRefused {
			return &recalled{Input: in, afterRefusal: true, draft: d}
		}
		return in
	}
	*v = ""
	in.Value(v).Placeholder(text).Description(strings.TrimLeft(desc+"\n"+MendHint, "\n"))
	return &recalled{Input: in, line: text, afterRefusal: justRefused, draft: d}
}

// MendInput asks question (desc under it) on a full terminal as the
// move prompt asks: a line validate refuses is said ("Refused: " and
// why) and the question asked again with that line dimmed in its empty
// field (Input), so what is typed next is a new line, never glued onto
// the refused one ("xyz" refused, then "undo" typed, read "xyzundo");
// →, ↑ or End brings the refused line back to mend, and the refusal
// leaves the screen once a line is answered. d holds the line between
// two asks (who and question as Keep takes them): a line half typed
// when ctx ended it (a phone moved, ErrRefresh) starts the question
// asked again. It returns the line accepted, or the error that ended
// the question with the line as typed. In accessible mode it is Input.
func (p *Prompter) MendInput(ctx context.Context, d *Draft, who, question, desc string, validate func(string) error) (string, error) {
	if p.Accessible {
		return p.Input(question, desc, validate)
	}
	for {
		var v string
		err := p.RunCtx(ctx, d.Input(p.Out, question, desc, huh.NewInput().Title(question), &v))
		v = strings.TrimSpace(v)
		d.Keep(who, question, v, err)
		if err != nil || validate == nil {
			return v, err
		}
		refused := validate(v)
		if refused == nil {
			return v, nil
		}
		fmt.Fprintln(p.Out, WarnStyle.Render("Refused:")+" "+refused.Error())
		d.Refused(who, question, v)
	}
}

// recalled is a field showing a refused line in its empty text (see
// Draft.Input): →, ↑ or End there puts the line in as its text (none
// when line is empty). afterRefusal marks a question asked just after
// the refusal (runForm forgets the keys typed ahead of it).
type recalled struct {
	*huh.Input
	line         string
	afterRefusal bool
	draft        *Draft // the Draft whose Input it is
}

// saidUnder notes line, said under the refusal before the question asked
// again (NotUsedAhead) on a terminal cols wide, among the rows cleared
// with the refusal once the line is answered (Draft.Keep).
func (r *recalled) saidUnder(line string, cols int) {
	if r.draft != nil && r.draft.rows > 0 {
		r.draft.rows += screenRows(line+"\n", cols)
	}
}

// Update puts the refused line in the empty field at →, ↑ or End (as
// though pasted: the cursor after it) and passes every other message on.
func (r *recalled) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if km, ok := msg.(tea.KeyMsg); ok && r.line != "" && r.Input.GetValue() == "" {
		switch km.Type {
		case tea.KeyRight, tea.KeyUp, tea.KeyEnd:
			msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(r.line), Paste: true}
		}
	}
	m, cmd := r.Input.Update(msg)
	if in, ok := m.(*huh.Input); ok {
		r.Input = in
	}
	return r, cmd
}
