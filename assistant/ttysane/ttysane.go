// Package ttysane puts back a terminal that a killed tallyman left in raw
// mode. A full-screen question runs with the terminal raw (no echo, no
// line editing, no carriage return before each new line); a tallyman
// ended by kill -9 or a crash cannot restore it, and the next tallyman's
// lines then step down the screen like a staircase until `stty sane`,
// and the cursor, which the question hides, stays hidden (ShowCursor).
package ttysane

import "os"

// Restore gives the terminal on fd (standard input) back the settings
// raw mode takes away, when it lacks any of them: lines end with a
// carriage return (output processing, NL to CR-NL), typed keys are
// echoed and read a line at a time, Ctrl-C interrupts, and Enter's CR is
// read as NL. It reports whether it changed anything; a fd that is not a
// terminal (a pipe, a file) and a system without termios (Windows, whose
// console modes are the program's own) are left alone.
func Restore(fd uintptr) (changed bool, err error) {
	return restore(fd)
}

// showCursorSeq is the terminal's sequence that shows the cursor (DECTCEM
// set): a full-screen question hides the cursor while it runs.
const showCursorSeq = "\x1b[?25h"

// ShowCursor shows the terminal's cursor again when out is a terminal: a
// tallyman killed (kill -9, a crash) during a full-screen question left
// it hidden, also for the shell after it. It reports whether it wrote
// the sequence; a file or a pipe gets nothing, nor does a system without
// termios (Windows, whose console may not read the sequence).
func ShowCursor(out *os.File) bool {
	return showCursor(out)
}
