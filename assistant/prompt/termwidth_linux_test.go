package prompt

import (
	"io"
	"os"
	"strconv"
	"testing"

	"golang.org/x/sys/unix"
)

// openPty opens a pseudo-terminal of cols columns and returns its
// terminal end (the one a program writes to); both ends close when the
// test ends.
func openPty(t *testing.T, cols int) *os.File {
	t.Helper()
	ptmx, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatalf("no pseudo-terminal here: %v", err)
	}
	t.Cleanup(func() { ptmx.Close() })
	if err := unix.IoctlSetPointerInt(int(ptmx.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Fatal(err)
	}
	n, err := unix.IoctlGetInt(int(ptmx.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Fatal(err)
	}
	tty, err := os.OpenFile("/dev/pts/"+strconv.Itoa(n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tty.Close() })
	if err := unix.IoctlSetWinsize(int(tty.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Row: 24, Col: uint16(cols)}); err != nil {
		t.Fatal(err)
	}
	return tty
}

// The full terminal's screen is a Buffered over the terminal: its width
// is the terminal's, so the lines that list players are wrapped to a
// narrow terminal (60 columns) or a wide one, not always to 80 (before,
// a Buffered was no terminal to TerminalWidth).
func TestTerminalWidthOfABufferedTerminalIsTheTerminals(t *testing.T) {
	for _, cols := range []int{60, 132} {
		tty := openPty(t, cols)
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
