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

// typedCount is how many bytes were typed at the terminal fd and not yet
// read (FIONREAD); 0 when the system does not say.
func typedCount(fd uintptr) int {
	n, err := unix.IoctlGetInt(int(fd), fionread)
	if err != nil {
		return 0
	}
	return n
}

// fionread is FIONREAD, _IOR('f', 127, int) in sys/filio.h, the same on
// macOS and every BSD (golang.org/x/sys/unix does not name it there).
const fionread = 0x4004667f
