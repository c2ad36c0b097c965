package ttysane

import (
	"io"
	"os"
	"testing"

	xterm "github.com/charmbracelet/x/term"
	"golang.org/x/sys/unix"

	"tallyman/assistant/termtest"
)

// TestRestoreUndoesRawModeAndLeavesASaneTerminal: a terminal left raw (as
// a full-screen question leaves it when tallyman is killed) gets back
// output processing, NL to CR-NL, echo, line reading, signals and CR to
// NL; a terminal already sane, and a pipe, are not touched.
func TestRestoreUndoesRawModeAndLeavesASaneTerminal(t *testing.T) {
	tty := termtest.OpenPty(t, 80)
	fd := tty.Fd()
	if changed, err := Restore(fd); err != nil || changed {
		t.Fatalf("a fresh terminal: changed %v, %v; want untouched", changed, err)
	}
	if _, err := xterm.MakeRaw(fd); err != nil {
		t.Fatal(err)
	}
	raw, _ := unix.IoctlGetTermios(int(fd), unix.TCGETS)
	if raw.Oflag&unix.OPOST != 0 || raw.Lflag&unix.ICANON != 0 {
		t.Fatalf("MakeRaw left OPOST or ICANON on: oflag %#x lflag %#x", raw.Oflag, raw.Lflag)
	}
	changed, err := Restore(fd)
	if err != nil || !changed {
		t.Fatalf("a raw terminal: changed %v, %v; want changed", changed, err)
	}
	got, _ := unix.IoctlGetTermios(int(fd), unix.TCGETS)
	for _, c := range []struct {
		name      string
		flags, on uint32
	}{
		{"OPOST", got.Oflag, unix.OPOST},
		{"ONLCR", got.Oflag, unix.ONLCR},
		{"ICRNL", got.Iflag, unix.ICRNL},
		{"ECHO", got.Lflag, unix.ECHO},
		{"ICANON", got.Lflag, unix.ICANON},
		{"ISIG", got.Lflag, unix.ISIG},
		{"IEXTEN", got.Lflag, unix.IEXTEN},
	} {
		if c.flags&c.on == 0 {
			t.Errorf("%s is still off after Restore", c.name)
		}
	}
	if changed, _ := Restore(fd); changed {
		t.Error("a second Restore changed the terminal again")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	if changed, err := Restore(r.Fd()); changed || err != nil {
		t.Errorf("a pipe: changed %v, %v; want untouched", changed, err)
	}
}

// TestShowCursorOnlyOnATerminal: ShowCursor writes the sequence that
// shows the cursor (ESC [ ? 25 h) to a terminal, which a full-screen
// question killed with kill -9 left hidden, and nothing to a pipe.
func TestShowCursorOnlyOnATerminal(t *testing.T) {
	tty, master := termtest.OpenPtyPair(t, 80)
	if !ShowCursor(tty) {
		t.Fatal("ShowCursor on a terminal reported nothing written")
	}
	buf := make([]byte, 64)
	n, err := master.Read(buf)
	if err != nil || string(buf[:n]) != "\x1b[?25h" {
		t.Errorf("the terminal read %q, %v; want %q", buf[:n], err, "\x1b[?25h")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if ShowCursor(w) {
		t.Error("ShowCursor on a pipe reported the sequence written")
	}
	w.Close()
	if got, _ := io.ReadAll(r); len(got) != 0 {
		t.Errorf("the pipe got %q; want nothing", got)
	}
}
