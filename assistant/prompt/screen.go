package prompt

import (
	"bufio"
	"io"
	"strings"
	"sync"
)

// Buffered is the laptop's screen on a full terminal: what the tables
// print (a status is some 30 lines) is gathered and written at once when
// a question is asked (the Prompter flushes it first) or the program
// ends (Flush), not a write per line. Safe for the goroutine that says
// "Saved." on Ctrl-C while the table prints.
type Buffered struct {
	mu sync.Mutex
	w  *bufio.Writer
	// out is the writer buffered, whose width TerminalWidth asks for.
	out io.Writer
	// since is what was written since the last Flush, to tell how many
	// rows of the screen it takes (pendingRows); over once that is more
	// than sinceMost bytes (more than a screen: not told).
	since []byte
	over  bool
}

// sinceMost is the most of what is written between two flushes that a
// Buffered keeps to count its rows: some 100 lines of 80 columns.
const sinceMost = 8 << 10

// NewBuffered buffers w (64 KB, a whole screen and more).
func NewBuffered(w io.Writer) *Buffered {
	return &Buffered{w: bufio.NewWriterSize(w, 64<<10), out: w}
}

func (b *Buffered) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.over && len(b.since)+len(p) <= sinceMost {
		b.since = append(b.since, p...)
	} else {
		b.over, b.since = true, nil
	}
	return b.w.Write(p)
}

// Flush writes what is gathered.
func (b *Buffered) Flush() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.since, b.over = b.since[:0], false
	return b.w.Flush()
}

// pendingRows is how many rows of the screen w what was written to it
// since its last Flush takes, to be cleared: 0 when w is no Buffered,
// or it is not known (more than sinceMost) or a whole screen or more.
func pendingRows(w io.Writer) int {
	b, ok := w.(*Buffered)
	if !ok {
		return 0
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	rows, most := screenRows(string(b.since), TerminalWidth(w)), TerminalRows(w)
	if b.over || most > 0 && rows >= most {
		return 0
	}
	return rows
}

// screenRows is how many rows text takes on a terminal cols wide: each
// line one row, and one more for every cols cells it runs past, as the
// terminal wraps it (colours take none, a Chinese letter two); the text
// after the last newline, if any, is a row of its own.
func screenRows(text string, cols int) int {
	cols = max(1, cols)
	lines := strings.Split(text, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	rows := 0
	for _, l := range lines {
		rows += max(1, (Width(l)+cols-1)/cols)
	}
	return rows
}

// Flush writes what w has gathered when it gathers (a Buffered); else
// nothing.
func Flush(w io.Writer) {
	if f, ok := w.(interface{ Flush() error }); ok {
		f.Flush()
	}
}
