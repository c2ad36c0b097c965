package prompt

import (
	"io"
	"os"
	"testing"

	"tallyman/assistant/termtest"
)

// The full terminal's screen is a Buffered over the terminal: its width
// is the terminal's, so the lines that list players are wrapped to a
// narrow terminal (60 columns) or a wide one, not always to 80 (before,
// a Buffered was no terminal to TerminalWidth).
func TestTerminalWidthOfABufferedTerminalIsTheTerminals(t *testing.T) {
	for _, cols := range []int{60, 132} {
		tty := termtest.OpenPty(t, cols)
		cases := []struct {
			name string
			w    io.Writer
			want int
		}{
			{"the terminal", tty, cols},
			{"the terminal buffered", NewBuffered(tty), cols},
		}
		for _, c := range cases {
			if got := TerminalWidth(c.w); got != c.want {
				t.Errorf("%d columns, %s: TerminalWidth = %d, want %d", cols, c.name, got, c.want)
			}
		}
	}
	if got := TerminalWidth(NewBuffered(os.Stderr)); got != TerminalWidth(os.Stderr) {
		t.Errorf("a Buffered over stderr: %d columns, stderr itself %d", got, TerminalWidth(os.Stderr))
	}
}
