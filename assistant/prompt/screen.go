package prompt

import (
	"bufio"
	"io"
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
}

// NewBuffered buffers w (64 KB, a whole screen and more).
func NewBuffered(w io.Writer) *Buffered {
	return &Buffered{w: bufio.NewWriterSize(w, 64<<10), out: w}
}

func (b *Buffered) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.w.Write(p)
}

// Flush writes what is gathered.
func (b *Buffered) Flush() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.w.Flush()
}

// Flush writes what w has gathered when it gathers (a Buffered); else
// nothing.
func Flush(w io.Writer) {
	if f, ok := w.(interface{ Flush() error }); ok {
		f.Flush()
	}
}
