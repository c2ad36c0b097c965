//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package termkeys

import "golang.org/x/sys/unix"

// mode is a terminal's settings (termios).
type mode = unix.Termios

// getMode reads the settings of the terminal fd.
func getMode(fd uintptr) (*mode, error) {
	return unix.IoctlGetTermios(int(fd), ioctlGet)
}

// setMode gives the terminal fd the settings m.
func setMode(fd uintptr, m *mode) error {
	return unix.IoctlSetTermios(int(fd), ioctlSet, m)
}

// quietMode is the terminal's own settings m as they are kept between
// two forms (Keyboard.quieten): nothing typed is echoed (ECHO, ECHONL),
// each key is read as typed (no ICANON: no line held by the system), and
// Enter is read as the CR it is (no ICRNL: as NL it read as Ctrl-J, which
// no form takes for Enter). What is written keeps its output processing
// (a new line starts at the left), and Ctrl-C still interrupts (ISIG).
func quietMode(m mode) *mode {
	m.Lflag &^= unix.ECHO | unix.ECHONL | unix.ICANON
	m.Iflag &^= unix.ICRNL | unix.INLCR | unix.IGNCR
	m.Cc[unix.VMIN], m.Cc[unix.VTIME] = 1, 0
	return &m
}
