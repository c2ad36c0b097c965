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
package termkeys

import (
	"io"
	"os"
	"runtime"
	"sync"

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
	restore func() // gives the terminal back its mode (Close)
}

// Tap starts a form's taking of keys. A terminal is put in raw mode
// (each key as typed, nothing echoed) until Close, as bubbletea does for
// the terminal it reads itself. On a Windows console it is nil: bubbletea
// reads the console's key events itself there (not a byte stream).
func (k *Keyboard) Tap() (*Tap, error) {
	t := &Tap{k: k, stopped: make(chan struct{}), restore: func() {}}
	if f, ok := k.src.(*os.File); ok && xterm.IsTerminal(f.Fd()) {
		if runtime.GOOS == "windows" {
			return nil, nil
		}
		was, err := xterm.MakeRaw(f.Fd())
		if err != nil {
			return nil, err
		}
		t.restore = func() { xterm.Restore(f.Fd(), was) }
	}
	return t, nil
}

// Read takes the keys read and not yet taken, waiting for some (a read
// of the terminal is started when none is under way). Once the Tap is
// stopped it takes nothing and says io.EOF: a key read later waits for
// the next Tap.
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
		if len(k.buf) > 0 {
			n := copy(b, k.buf)
			k.buf = k.buf[n:]
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

// Close stops the Tap and gives the terminal back the mode it had.
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
