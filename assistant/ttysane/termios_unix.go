//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package ttysane

import (
	"os"

	"golang.org/x/sys/unix"
)

// The settings raw mode clears (cfmakeraw) that a line-by-line program
// needs; the rest of the terminal's settings are the user's own.
const (
	needOflag = unix.OPOST | unix.ONLCR
	needIflag = unix.ICRNL
	needLflag = unix.ECHO | unix.ICANON | unix.ISIG | unix.IEXTEN
)

func restore(fd uintptr) (bool, error) {
	t, err := unix.IoctlGetTermios(int(fd), ioctlGet)
	if err != nil {
		return false, nil // not a terminal
	}
	if t.Oflag&needOflag == needOflag && t.Iflag&needIflag == needIflag && t.Lflag&needLflag == needLflag {
		return false, nil
	}
	t.Oflag |= needOflag
	t.Iflag |= needIflag
	t.Lflag |= needLflag
	// Raw mode reads a key at a time: back to waiting for one byte.
	t.Cc[unix.VMIN], t.Cc[unix.VTIME] = 1, 0
	if err := unix.IoctlSetTermios(int(fd), ioctlSet, t); err != nil {
		return false, err
	}
	return true, nil
}

func showCursor(out *os.File) bool {
	if _, err := unix.IoctlGetTermios(int(out.Fd()), ioctlGet); err != nil {
		return false // not a terminal
	}
	_, err := out.WriteString(showCursorSeq)
	return err == nil
}
