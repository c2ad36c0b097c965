//go:build !linux

package termtest

import (
	"strings"
	"testing"
)

// Sized is a writer that keeps what is written and whose width, to
// prompt.TerminalWidth, is a terminal's (Linux only: see NewSized).
type Sized struct {
	strings.Builder
}

// Fd is no terminal's here.
func (s *Sized) Fd() uintptr { return ^uintptr(0) }

// NewSized skips the test: a pseudo-terminal of a given size is opened
// on Linux only.
func NewSized(tb testing.TB, cols int) *Sized {
	tb.Helper()
	tb.Skip("SKIPPED: a pseudo-terminal of a given size is opened on Linux only")
	return nil
}
