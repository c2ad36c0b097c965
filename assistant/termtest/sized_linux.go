package termtest

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// Sized is a writer that keeps what is written, as a strings.Builder
// does, and whose width, to prompt.TerminalWidth, is a terminal's of a
// given number of columns (its Fd is a pseudo-terminal's): a test writes
// through the laptop's real path to a narrow or a wide terminal.
type Sized struct {
	strings.Builder
	tty *os.File
}

// Fd is the pseudo-terminal's: the terminal whose size is asked.
func (s *Sized) Fd() uintptr { return s.tty.Fd() }

// NewSized is a Sized of cols columns (24 rows), over a pseudo-terminal
// (OpenPty) that closes when the test ends.
func NewSized(tb testing.TB, cols int) *Sized {
	tb.Helper()
	return &Sized{tty: OpenPty(tb, cols)}
}

// OpenPty opens a pseudo-terminal of cols columns and 24 rows and returns
// its terminal end: the one a program writes to, and whose size it asks,
// as its standard input and output are on a real terminal. Both ends
// close when the test ends; a machine without pseudo-terminals fails the
// test. The one opener for every test (prompt's terminal width, ttysane's
// raw mode, Sized).
func OpenPty(tb testing.TB, cols int) *os.File {
	tb.Helper()
	tty, _ := OpenPtyPair(tb, cols)
	return tty
}

// OpenPtyPair is OpenPty that also returns the pseudo-terminal's master
// end, which reads what the program writes to the terminal (ttysane's
// show-cursor code).
func OpenPtyPair(tb testing.TB, cols int) (tty, master *os.File) {
	tb.Helper()
	ptmx, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		tb.Fatalf("no pseudo-terminal here: %v", err)
	}
	tb.Cleanup(func() { ptmx.Close() })
	if err := unix.IoctlSetPointerInt(int(ptmx.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		tb.Fatal(err)
	}
	n, err := unix.IoctlGetInt(int(ptmx.Fd()), unix.TIOCGPTN)
	if err != nil {
		tb.Fatal(err)
	}
	tty, err = os.OpenFile("/dev/pts/"+strconv.Itoa(n), os.O_RDWR|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { tty.Close() })
	if err := unix.IoctlSetWinsize(int(tty.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Row: 24, Col: uint16(cols)}); err != nil {
		tb.Fatal(err)
	}
	return tty, ptmx
}
