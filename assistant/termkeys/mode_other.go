//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package termkeys

import xterm "github.com/charmbracelet/x/term"

// mode is a terminal's settings. Without termios (Windows, whose console
// keys bubbletea reads itself) there is no quiet mode between forms: a
// Tap's Close gives the terminal back its own settings. A Windows
// console's keys typed ahead are counted and dropped through its queue of
// input events (console.go), not here.
type mode = xterm.State

func getMode(fd uintptr) (*mode, error) { return xterm.GetState(fd) }

func setMode(fd uintptr, m *mode) error { return xterm.Restore(fd, m) }

func quietMode(m mode) *mode { return &m }

// flushTyped does nothing: the system has no queue of keys typed for it
// (a Windows console's: console.go).
func flushTyped(uintptr) {}

// typedCount is 0: the system does not say what is typed and not read.
func typedCount(uintptr) int { return 0 }
