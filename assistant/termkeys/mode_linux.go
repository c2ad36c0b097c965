package termkeys

import "golang.org/x/sys/unix"

const (
	ioctlGet = unix.TCGETS
	ioctlSet = unix.TCSETS
)

// flushTyped discards what was typed at the terminal fd and not yet read.
func flushTyped(fd uintptr) {
	_ = unix.IoctlSetInt(int(fd), unix.TCFLSH, unix.TCIFLUSH)
}

// typedCount is how many bytes were typed at the terminal fd and not yet
// read (TIOCINQ); 0 when the system does not say.
func typedCount(fd uintptr) int {
	n, err := unix.IoctlGetInt(int(fd), unix.TIOCINQ)
	if err != nil {
		return 0
	}
	return n
}
