package prompt

import (
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// flushTyped discards what was typed at the terminal src and not yet
// read (a line without its Enter); src that is no terminal is left as
// it is.
func flushTyped(src io.Reader) {
	if f, ok := src.(*os.File); ok {
		_ = unix.IoctlSetInt(int(f.Fd()), unix.TCFLSH, unix.TCIFLUSH)
	}
}
