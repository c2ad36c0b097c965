//go:build !linux

package prompt

import "io"

// flushTyped discards what was typed at the terminal src and not yet
// read; on this system the line typed is left (see flush_linux.go).
func flushTyped(io.Reader) {}
