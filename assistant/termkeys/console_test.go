package termkeys

import (
	"io"
	"os"
	"slices"
	"strings"
	"testing"
)

// fakeConsole is a Windows console's queue of input events, on any
// system.
type fakeConsole struct {
	events  []consoleEvent
	flushes int
}

func (c *fakeConsole) held() ([]consoleEvent, error) { return slices.Clone(c.events), nil }

func (c *fakeConsole) flush() error {
	c.events = nil
	c.flushes++
	return nil
}

// onConsole makes src read as a Windows console holding events, until
// the test ends.
func onConsole(t *testing.T, src io.Reader, events ...consoleEvent) *fakeConsole {
	t.Helper()
	c := &fakeConsole{events: events}
	was := consoleOf
	consoleOf = func(r io.Reader) consoleInput {
		if r == src {
			return c
		}
		return was(r)
	}
	t.Cleanup(func() { consoleOf = was })
	return c
}

// Key events: pressed (down) and let go (up), by virtual-key code.
func down(vk uint16) consoleEvent { return consoleEvent{key: true, down: true, vk: vk} }
func up(vk uint16) consoleEvent   { return consoleEvent{key: true, vk: vk} }

// Virtual-key codes of the keys typed here: Enter (VK_RETURN), the
// digits and letters (their ASCII capitals).
const (
	vkReturn = 0x0d
	vk3      = '3'
	vkA      = 'A'
)

// TestDropForgetsTheKeysAWindowsConsoleHolds: on a Windows console,
// whose keys bubbletea reads itself (no Tap), Drop empties the console's
// queue of input events before a gate's program reads it, whatever it
// holds, and reports a key dropped only for a key pressed that a form
// takes: not the letting go of the Enter that ended the last form, nor
// Shift alone, nor a resize or the focus. Before, Drop left the console
// alone there (it flushed a terminal it had made raw, which a console
// never is): "3" and Enter typed ahead by the player before reached the
// gate and passed it.
func TestDropForgetsTheKeysAWindowsConsoleHolds(t *testing.T) {
	for _, tc := range []struct {
		name    string
		events  []consoleEvent
		dropped bool
	}{
		{"3 and Enter typed ahead", []consoleEvent{down(vk3), up(vk3), down(vkReturn), up(vkReturn)}, true},
		{"a capital A, Shift held", []consoleEvent{down(vkShift), down(vkA), up(vkA), up(vkShift)}, true},
		{"Enter held down, let go later", []consoleEvent{down(vkReturn)}, true},
		{"the last form's Enter let go", []consoleEvent{up(vkReturn)}, false},
		{"Shift, Ctrl and Alt alone", []consoleEvent{down(vkShift), up(vkShift), down(vkControl), up(vkControl), down(vkMenu), up(vkMenu)}, false},
		{"a resize and the focus", []consoleEvent{{}, {}}, false},
		{"nothing", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.NewReader("")
			c := onConsole(t, src, tc.events...)
			if got := For(src).Drop(); got != tc.dropped {
				t.Errorf("Drop() = %v, want %v", got, tc.dropped)
			}
			if c.flushes != 1 || len(c.events) != 0 {
				t.Errorf("the console was flushed %d times and holds %d events, want flushed once and empty", c.flushes, len(c.events))
			}
		})
	}
}

// TestFlushTypedEmptiesAWindowsConsole: accessible mode's lines typed
// before a gate (prompt's lineReader.drop) are forgotten on a Windows
// console too: "3", Enter.
func TestFlushTypedEmptiesAWindowsConsole(t *testing.T) {
	src := strings.NewReader("")
	c := onConsole(t, src, down(vk3), up(vk3), down(vkReturn), up(vkReturn))
	FlushTyped(src)
	if c.flushes != 1 || len(c.events) != 0 {
		t.Errorf("the console was flushed %d times and holds %d events, want flushed once and empty", c.flushes, len(c.events))
	}
}

// TestKeysPipedAreNotFlushed: a script's keys (a pipe, as the end-to-end
// tests and the Windows smoke run feed them) are no terminal's nor
// console's: FlushTyped and Drop leave them to be read, on every system
// (on Windows, GetConsoleMode refuses a pipe: systemConsole).
func TestKeysPipedAreNotFlushed(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if _, err := w.WriteString("3\r"); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if consoleOf(r) != nil {
		t.Error("a pipe is taken for a Windows console")
	}
	FlushTyped(r)
	if For(r).Drop() {
		t.Error("Drop reports keys dropped from a pipe")
	}
	got, err := io.ReadAll(r)
	if string(got) != "3\r" || err != nil {
		t.Errorf("read %q, %v after FlushTyped and Drop, want \"3\\r\"", got, err)
	}
}
