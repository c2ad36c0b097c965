package prompt

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
)

// TestDraftIsTypedInAgainOnlyAtTheSameQuestion: text half typed at a
// question that gave way to a phone (ErrRefresh) starts the same
// question asked again; another question (another player's, a higher
// amount to beat) starts empty and a line says what was not used; any
// other end of the question keeps nothing.
func TestDraftIsTypedInAgainOnlyAtTheSameQuestion(t *testing.T) {
	const raise = "张伟明: raise above 1,000 ECU, or pass:"
	for _, tc := range []struct {
		name        string
		who, line   string
		err         error
		next        string
		want, wantW string
	}{
		{"the same question redrawn", "张伟明", " 11", ErrRefresh, raise, "11", ""},
		{"the next player's question", "张伟明", "11", ErrRefresh, "🦊🐙🌵: raise above 1,100 ECU, or pass:", "",
			"Not used: \"11\" (typed for 张伟明's question; the game moved on).\n"},
		{"a higher amount for the same player", "张伟明", "11", ErrRefresh, "张伟明: raise above 1,050 ECU, or pass:", "",
			"Not used: \"11\" (typed for 张伟明's question; the game moved on).\n"},
		{"no player named", "", "orange 5", ErrRefresh, "The Dummy: the top card", "",
			"Not used: \"orange 5\" (typed for the question before; the game moved on).\n"},
		{"nothing typed", "张伟明", "  ", ErrRefresh, "Cy, your move:", "", ""},
		{"answered", "张伟明", "1100", nil, raise, "", ""},
		{"Esc", "张伟明", "11", ErrAborted, "Cy, your move:", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var d Draft
			d.Keep(tc.who, raise, tc.line, tc.err)
			var w bytes.Buffer
			if got := d.Take(&w, tc.next); got != tc.want || w.String() != tc.wantW {
				t.Errorf("Take = %q, said %q; want %q, said %q", got, w.String(), tc.want, tc.wantW)
			}
			if got := d.Take(&w, raise); got != "" {
				t.Errorf("taken twice: %q", got)
			}
		})
	}
}

// TestRefusedLineStartsTheSameQuestionOnly: a line refused at a question
// (Draft.Refused) starts that question asked again, trimmed, to be
// mended; another player's question starts empty, saying what was not
// used.
func TestRefusedLineStartsTheSameQuestionOnly(t *testing.T) {
	const mine = "Cy, your move:"
	for _, tc := range []struct {
		name, next, want, wantW string
	}{
		{"the same question", mine, "produce orange@9", ""},
		{"the next player's", "Ann, your move:", "",
			"Not used: \"produce orange@9\" (typed for Cy's question; the game moved on).\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var d Draft
			d.Refused("Cy", mine, " produce orange@9 ")
			var w bytes.Buffer
			if got := d.Take(&w, tc.next); got != tc.want || w.String() != tc.wantW {
				t.Errorf("Take = %q, said %q; want %q, said %q", got, w.String(), tc.want, tc.wantW)
			}
		})
	}
}

// TestRefusalLeavesTheScreenOnceTheMendedLineIsAnswered: on the full
// terminal's screen (a Buffered, 80 columns when no terminal), the rows
// written between a refused line and the question asked again with it
// (the refusal) are cleared when the mended line is answered: up that
// many rows and clear to the end. A line longer than the terminal takes
// a row more for each 80 cells (colours none, a Chinese letter two).
// Given up for a phone or Esc, or a line kept for a phone's move (not
// refused), clears nothing.
func TestRefusalLeavesTheScreenOnceTheMendedLineIsAnswered(t *testing.T) {
	const mine = "Cy, your move:"
	long := strings.Repeat("x", 100)
	for _, tc := range []struct {
		name    string
		refused bool
		said    string
		err     error
		want    string // written after what was said
	}{
		{"two lines", true, "Refused: Cy has no orange factory\nNothing was changed.\n", nil, "\r\x1b[2A\x1b[J"},
		{"a line the terminal wraps", true, long + "\nNothing was changed.\n", nil, "\r\x1b[3A\x1b[J"},
		{"a line as wide as the terminal", true, strings.Repeat("x", 80) + "\n", nil, "\r\x1b[1A\x1b[J"},
		{"Chinese letters two cells each", true, strings.Repeat("张", 41) + "\n", nil, "\r\x1b[2A\x1b[J"},
		{"a coloured word", true, "\x1b[1;31mRefused:\x1b[0m " + strings.Repeat("x", 71) + "\n", nil, "\r\x1b[1A\x1b[J"},
		{"given up for a phone", true, "Nothing was changed.\n", ErrRefresh, ""},
		{"Esc", true, "Nothing was changed.\n", ErrAborted, ""},
		{"kept for a phone's move", false, "- Ann sells.\n", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			screen := NewBuffered(&out)
			var d Draft
			if tc.refused {
				d.Refused("Cy", mine, "produce orange@9")
			} else {
				d.Keep("Cy", mine, "produce orange@9", ErrRefresh)
			}
			fmt.Fprint(screen, tc.said)
			if got := d.Take(screen, mine); got != "produce orange@9" {
				t.Fatalf("Take = %q", got)
			}
			screen.Flush() // the question asked
			d.Keep("Cy", mine, "produce white@3", tc.err)
			screen.Flush()
			if got := strings.TrimPrefix(out.String(), tc.said); got != tc.want {
				t.Errorf("wrote %q after the refusal; want %q", got, tc.want)
			}
		})
	}
}

// TestRefusedLineIsShownNotTypedOn: a line refused at the move prompt
// (Draft.Refused) starts the question asked again on a full terminal
// (Draft.Input) with an empty field, the refused line dimmed in it and
// MendHint under the description; what is typed is the whole answer
// ("produce g@2" refused, then "end" typed, read "produce g@2end").
// →, ↑ or End in the empty field puts the refused line in as text, to
// mend; once rubbed out, it shows again and comes back the same way. A
// line half typed when a phone moved (Keep, ErrRefresh) is typed on, as
// before, with no hint. Given up for a phone with nothing typed, the
// question asked again shows the refused line again.
func TestRefusedLineIsShownNotTypedOn(t *testing.T) {
	t.Parallel()
	const mine = "Cy, your move:"
	for _, tc := range []struct {
		name    string
		refused bool   // else half typed when a phone moved
		keys    string // | between reads of the terminal
		want    string
	}{
		{"typing replaces it", true, "end\r", "end"},
		{"typed a key at a time", true, "e|n|d|\r", "end"},
		{"Enter alone: nothing", true, "\r", ""},
		{"→ brings it back", true, "\x1b[C\r", "produce g@2"},
		{"↑ brings it back, mended", true, "\x1b[A|\x7f3\r", "produce g@3"},
		{"End brings it back", true, "\x1b[F|2\r", "produce g@22"},
		{"rubbed out, back again with →", true, "x\x7f|\x1b[C\r", "produce g@2"},
		{"→ after a letter moves nothing", true, "e\x1b[Cnd\r", "end"},
		{"half typed for a phone: typed on", false, "end\r", "produce g@2end"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var d Draft
			if tc.refused {
				d.Refused("Cy", mine, "produce g@2")
			} else {
				d.Keep("Cy", mine, "produce g@2", ErrRefresh)
			}
			var v string
			in := huh.NewInput().Title(mine)
			f := d.Input(io.Discard, mine, "Turn 1, 2 actions left.", in, &v)
			form := huh.NewForm(huh.NewGroup(f))
			form.Init()
			form.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
			view := form.View()
			if hint := strings.Contains(view, MendHint); hint != tc.refused || !strings.Contains(view, "> produce g@2") {
				t.Errorf("the field shows (hint %v):\n%s", hint, view)
			}
			if tc.refused && v != "" {
				t.Errorf("the refused line is the field's text: %q", v)
			}
			p := NewPrompter(strings.NewReader(""), io.Discard, false)
			p.keys = &chunks{strings.Split(tc.keys, "|")}
			if err := p.RunCtx(context.Background(), f); err != nil || v != tc.want {
				t.Errorf("typed %q: %q, %v; want %q", tc.keys, v, err, tc.want)
			}
		})
	}
	t.Run("given up for a phone, nothing typed", func(t *testing.T) {
		var d Draft
		d.Refused("Cy", mine, "produce g@2")
		var v string
		d.Input(io.Discard, mine, "", huh.NewInput(), &v)
		d.Keep("Cy", mine, "", ErrRefresh)
		f := d.Input(io.Discard, mine, "", huh.NewInput(), &v)
		if _, ok := f.(*recalled); !ok || v != "" {
			t.Errorf("asked again: %T, %q; want the refused line shown in an empty field", f, v)
		}
	})
}
