package prompt

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
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
