// Package termkeys is the one reader of a terminal's keys for the
// full-screen forms asked one after another (assistant/prompt): each
// form's program takes the keys through a Tap of its own, and a Tap that
// has ended takes none.
//
// Each form runs in its own bubbletea program, which read the terminal
// itself. A program that ended stopped its reader at most 500 ms later
// (bubbletea's Program.shutdown gives up waiting then); on a busy machine
// that reader was still alive when the next form was drawn, read the keys
// typed at it, and dropped them (its program was gone): "undo" and Enter
// typed at a menu, or the arrow key before an Enter, did nothing. Here a
// single reader, started when a form first wants keys, reads the
// terminal; what it reads waits in the Keyboard until a live Tap takes
// it, so no key goes to a form that has ended.
//
// A form is given keys up to its first Enter, and no more until it has
// taken that Enter and goes on (Tap.GoOn) or has ended: keys typed ahead
// and read at once with the Enter ("3", Enter, "4", Enter, from a slow
// laptop or a quick player) answer the next form, never the one the
// Enter answered (a hidden bid of 3 read as 34).
//
// Between two forms the terminal is kept quiet (Keyboard.quieten): a key
// typed then is not echoed (it may be the next hidden answer), and waits
// for the next form. The terminal's own settings come back at Restore
// (the program's end).
package termkeys

import (
	"bytes"
	"io"
	"os"
	"runtime"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	xterm "github.com/charmbracelet/x/term"
)

// Keyboard is the one reader of src; its keys go to the Tap in use.
type Keyboard struct {
	src     io.Reader
	mu      sync.Mutex
	buf     []byte        // read and not taken yet
	err     error         // the last read's error, not given yet
	reading bool          // a read of src is under way
	more    chan struct{} // closed when a read of src returns
	pasting bool          // the keys given so far end inside a bracketed paste
	// own is the terminal's own settings (src a terminal), kept while
	// it is raw or quiet (quiet: between two forms), for Restore.
	own   *mode
	quiet bool
	// enterAt is when the last Enter was given to a Tap (Read): the
	// end of a line, perhaps one to be refused (DropAhead).
	enterAt time.Time
}

var (
	boardsMu sync.Mutex
	boards   = map[io.Reader]*Keyboard{}
)

// For is the Keyboard reading src, the same one for every call with the
// same src (a terminal has one reader, whichever Prompter asks).
func For(src io.Reader) *Keyboard {
	boardsMu.Lock()
	defer boardsMu.Unlock()
	k := boards[src]
	if k == nil {
		k = &Keyboard{src: src, more: make(chan struct{})}
		boards[src] = k
	}
	return k
}

// Tap is one form's share of the Keyboard: it takes keys until Stop.
type Tap struct {
	k       *Keyboard
	stopped chan struct{}
	once    sync.Once
	restore func() // quietens the terminal (Close)
	// entered is closed when the form goes on after the Enter it was
	// last given (GoOn); nil: no Enter waits. Held under k.mu.
	entered chan struct{}
}

// Tap starts a form's taking of keys. A terminal is put in raw mode
// (each key as typed, nothing echoed) until Close, as bubbletea does for
// the terminal it reads itself, and kept quiet after it (quieten). On a
// Windows console it is nil: bubbletea reads the console's key events
// itself there (not a byte stream).
func (k *Keyboard) Tap() (*Tap, error) {
	t := &Tap{k: k, stopped: make(chan struct{}), restore: func() {}}
	if f, ok := k.src.(*os.File); ok && xterm.IsTerminal(f.Fd()) {
		if runtime.GOOS == "windows" {
			return nil, nil
		}
		k.mu.Lock()
		defer k.mu.Unlock()
		if k.own == nil {
			own, err := getMode(f.Fd())
			if err != nil {
				return nil, err
			}
			k.own = own
		}
		if _, err := xterm.MakeRaw(f.Fd()); err != nil {
			return nil, err
		}
		k.quiet = false
		t.restore = func() { k.quieten(f.Fd()) }
	}
	return t, nil
}

// quieten keeps the terminal fd quiet once a form has ended (quietMode):
// a key typed before the next form is drawn is neither echoed (a player
// typing ahead types the next hidden answer, which the shared screen and
// its scrollback must never show) nor lost, and Ctrl-C still
// interrupts. Where that cannot be done the terminal gets its own
// settings back.
func (k *Keyboard) quieten(fd uintptr) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.own == nil {
		return
	}
	if err := setMode(fd, quietMode(*k.own)); err != nil {
		_ = setMode(fd, k.own)
		k.own = nil
		return
	}
	k.quiet = true
}

// Restore gives every terminal a form has read its own settings back
// (echo, lines read whole), for the program's end or a Ctrl-C that ends
// it between forms; it reports whether one was kept quiet (quieten). A
// form asked later makes it raw again.
func Restore() (wasQuiet bool) {
	boardsMu.Lock()
	defer boardsMu.Unlock()
	for _, k := range boards {
		k.mu.Lock()
		if f, ok := k.src.(*os.File); ok && k.own != nil {
			wasQuiet = wasQuiet || k.quiet
			_ = setMode(f.Fd(), k.own)
			k.own, k.quiet = nil, false
		}
		k.mu.Unlock()
	}
	return wasQuiet
}

// Quiet reports whether a terminal is kept quiet between two forms
// (quieten), no form reading it.
func Quiet() bool {
	boardsMu.Lock()
	defer boardsMu.Unlock()
	for _, k := range boards {
		k.mu.Lock()
		q := k.quiet
		k.mu.Unlock()
		if q {
			return true
		}
	}
	return false
}

// Drop forgets the keys read and not taken, and those the terminal (or
// the Windows console) holds not read yet: keys typed before a question that must not get them (the
// question asked again after a refusal, whose field is shown: they may
// be the hidden answer meant for the question that was to follow). It
// reports whether any key was forgotten, those still in the terminal
// counted where the system says how many it holds (typedCount; a
// Windows console: keysTyped).
func (k *Keyboard) Drop() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	dropped := len(k.buf) > 0
	k.buf, k.pasting = nil, false
	if c := consoleOf(k.src); c != nil {
		// A Windows console (no Tap: bubbletea reads it itself): the
		// keys typed since the last form's program ended wait in its
		// queue of input events (console.go).
		return dropConsole(c) || dropped
	}
	if f, ok := k.src.(*os.File); ok && k.own != nil {
		dropped = dropped || typedCount(f.Fd()) > 0
		flushTyped(f.Fd())
	}
	return dropped
}

// Read takes the keys read and not yet taken, waiting for some (a read
// of the terminal is started when none is under way), up to the first
// Enter (CR, outside a bracketed paste): after it, Read waits until the
// form goes on (GoOn) or the Tap is stopped, and the keys typed after
// the Enter wait for the form that goes on, this one or the next. Once
// the Tap is stopped it takes nothing and says io.EOF: a key read later
// waits for the next Tap.
func (t *Tap) Read(b []byte) (int, error) {
	k := t.k
	for {
		k.mu.Lock()
		select {
		case <-t.stopped:
			k.mu.Unlock()
			return 0, io.EOF
		default:
		}
		if entered := t.entered; entered != nil {
			k.mu.Unlock()
			select {
			case <-entered:
			case <-t.stopped:
			}
			continue
		}
		if len(k.buf) > 0 {
			n, enter, pasting := upToEnter(k.buf[:min(len(b), len(k.buf))], k.pasting)
			n = copy(b, k.buf[:n])
			k.buf, k.pasting = k.buf[n:], pasting
			if enter {
				t.entered = make(chan struct{})
				k.enterAt = time.Now()
			}
			k.mu.Unlock()
			return n, nil
		}
		if err := k.err; err != nil {
			k.err = nil // said once, as a terminal says Ctrl-D
			k.mu.Unlock()
			return 0, err
		}
		if !k.reading {
			k.reading = true
			go k.read()
		}
		more := k.more
		k.mu.Unlock()
		select {
		case <-more:
		case <-t.stopped:
		}
	}
}

// Bracketed paste's marks (a terminal sends a paste between them): an
// Enter inside a paste is part of it, not a key.
const (
	pasteStart = "\x1b[200~"
	pasteEnd   = "\x1b[201~"
)

// upToEnter is how many bytes of b go to the form: up to and including
// the first CR (enter true) outside a bracketed paste, else all of b;
// pasting says whether the bytes before b end inside a paste, after says
// whether those given do.
func upToEnter(b []byte, pasting bool) (n int, enter, after bool) {
	for i := 0; i < len(b); i++ {
		switch {
		case bytes.HasPrefix(b[i:], []byte(pasteStart)):
			pasting = true
			i += len(pasteStart) - 1
		case bytes.HasPrefix(b[i:], []byte(pasteEnd)):
			pasting = false
			i += len(pasteEnd) - 1
		case b[i] == '\r' && !pasting:
			return i + 1, true, pasting
		}
	}
	return len(b), false, pasting
}

// GoOn says that the form took the Enter it was last given and still
// asks (the answer was refused, a menu's filter closed): the keys typed
// after that Enter are its own. A form that ends at its Enter says
// nothing: the keys wait for the next Tap. A nil Tap (a Windows console)
// has nothing to give.
func (t *Tap) GoOn() {
	if t == nil {
		return
	}
	t.k.mu.Lock()
	defer t.k.mu.Unlock()
	if t.entered != nil {
		close(t.entered)
		t.entered = nil
	}
}

// read reads src once, keeping what it read for the Taps.
func (k *Keyboard) read() {
	b := make([]byte, 1024)
	n, err := k.src.Read(b)
	k.mu.Lock()
	defer k.mu.Unlock()
	k.buf = append(k.buf, b[:n]...)
	k.err = err
	k.reading = false
	close(k.more)
	k.more = make(chan struct{})
}

// Stop ends the Tap's taking of keys: a Read under way returns io.EOF
// having taken nothing. A nil Tap (a Windows console) has nothing to stop.
func (t *Tap) Stop() {
	if t != nil {
		t.once.Do(func() { close(t.stopped) })
	}
}

// Close stops the Tap and keeps the terminal quiet (quieten) until the
// next form or Restore.
func (t *Tap) Close() {
	if t != nil {
		t.Stop()
		t.restore()
	}
}

// Options are the options of a form's program that reads its keys
// through t: t as its input, and filter (the program's own, or nil) made
// to stop t at the program's QuitMsg, so that a key typed while the
// program ends is left for the next form's. A nil Tap (a Windows
// console) leaves the program its own input.
func (t *Tap) Options(filter func(tea.Model, tea.Msg) tea.Msg) []tea.ProgramOption {
	opts := []tea.ProgramOption{tea.WithFilter(func(m tea.Model, msg tea.Msg) tea.Msg {
		if filter != nil {
			msg = filter(m, msg)
		}
		if _, ok := msg.(tea.QuitMsg); ok {
			t.Stop()
		}
		return msg
	})}
	if t != nil {
		opts = append(opts, tea.WithInput(t))
	}
	return opts
}
