package termkeys

import (
	"io"
	"os"

	xterm "github.com/charmbracelet/x/term"
)

// A Windows console is no byte stream: bubbletea reads its input events
// itself (ReadConsoleInput, through github.com/erikgeiser/coninput), and
// only while a form's program runs; its reader is stopped before the
// program's Run returns. The keys typed between two forms wait in the
// console's queue of input events, where the next form's program reads
// them: a gate's keys typed ahead are dropped there (Drop, before the
// gate's program starts), as a terminal's are on other systems.

// consoleEvent is one input event a Windows console holds, not read yet
// (an INPUT_RECORD): a key pressed or let go, or another event (the
// mouse, the focus, a resize).
type consoleEvent struct {
	key  bool   // a key event (KEY_EVENT)
	down bool   // the key pressed, not let go (bKeyDown)
	vk   uint16 // the key's virtual-key code (wVirtualKeyCode)
}

// consoleInput is a Windows console's queue of input events
// (console_windows.go; a fake one in tests).
type consoleInput interface {
	// held is the events held, not read yet, oldest first.
	held() ([]consoleEvent, error)
	// flush forgets every event held (FlushConsoleInputBuffer).
	flush() error
}

// consoleOf is src's queue of input events when src is a Windows
// console, else nil (systemConsole; tests give a fake one).
var consoleOf = systemConsole

// Virtual-key codes of the keys pressed with another, which no form
// takes alone: Shift, Ctrl, Alt (VK_MENU), Caps Lock and the two Windows
// keys (the Windows virtual-key code list, winuser.h).
const (
	vkShift   = 0x10
	vkControl = 0x11
	vkMenu    = 0x12
	vkCapital = 0x14
	vkLWin    = 0x5b
	vkRWin    = 0x5c
)

// keysTyped is how many keys events hold that a form would take: key
// presses, not the letting go of a key (each key typed gives both), nor
// Shift, Ctrl, Alt, Caps Lock or a Windows key pressed alone, nor an
// event of the mouse, the focus or a resize.
func keysTyped(events []consoleEvent) int {
	n := 0
	for _, e := range events {
		switch {
		case !e.key || !e.down:
		case e.vk == vkShift, e.vk == vkControl, e.vk == vkMenu, e.vk == vkCapital, e.vk == vkLWin, e.vk == vkRWin:
		default:
			n++
		}
	}
	return n
}

// dropConsole forgets every event c holds and reports whether a key
// typed was among them (keysTyped).
func dropConsole(c consoleInput) bool {
	events, _ := c.held()
	_ = c.flush()
	return keysTyped(events) > 0
}

// FlushTyped forgets what was typed at the terminal or Windows console
// src and not read yet, a line without its Enter too (accessible mode's
// lines typed before a gate); src that is neither is left as it is.
func FlushTyped(src io.Reader) {
	if c := consoleOf(src); c != nil {
		_ = c.flush()
		return
	}
	if f, ok := src.(*os.File); ok && xterm.IsTerminal(f.Fd()) {
		flushTyped(f.Fd())
	}
}
