//go:build darwin || freebsd || netbsd || openbsd || dragonfly

package termkeys

import "golang.org/x/sys/unix"

const (
	ioctlGet = unix.TIOCGETA
	ioctlSet = unix.TIOCSETA
)

// flushTyped discards what was typed at the terminal fd and not yet read
// (TIOCFLUSH of the input queue: FREAD).
func flushTyped(fd uintptr) {
	_ = unix.IoctlSetPointerInt(int(fd), unix.TIOCFLUSH, 1)
}
