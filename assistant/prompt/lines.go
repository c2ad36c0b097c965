package prompt

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	xterm "github.com/charmbracelet/x/term"

	"tallyman/assistant/termkeys"
)

// lineReader is accessible mode's standard input: the lines typed, read
// by a goroutine (one read at a time, only when a question wants more),
// so that a question waiting for its line can give up when the game
// changes under it (a phone's move: follow is closed) and the line then
// typed answers the question asked next.
//
// It hands huh at most one line per Read (huh makes a bufio.Scanner per
// question, which swallowed the next question's lines). It panics with
// inputClosed at the end of input, gameMoved when follow closes and
// interrupted at Ctrl-C, which the Prompter turns into errors.
//
// While a numbered menu is asked (Select), choices holds its labels: a
// line naming one (menuChoice) is handed to huh as its number, others
// refused (choose). At a menu (menu set) the word quit no label holds
// ends the question (a panic with quitTyped: ErrQuit).
//
// At a yes/no question (Confirm, quitWord set) "quit" is handed to huh
// as "n" and noted in quit. During a new game's setup (quitAll set)
// "quit" ends whatever question is asked (quitTyped) before huh reads it.
type lineReader struct {
	src      io.Reader
	out      io.Writer // where an ambiguous word is reported
	reads    chan readResult
	reading  bool   // a read of src is under way
	buf      []byte // read and not used yet
	err      error  // the end of src, once buf is used up
	follow   <-chan struct{}
	pending  []byte
	choices  []string
	menu     bool
	quitWord bool
	quit     bool
	// secret is set while a hidden answer (Secret) is read from piped
	// input: what was typed of it is never said (dropPartial).
	secret  bool
	quitAll bool
	// quitLine is the line that ended a setup's question (quitAll), as
	// typed, spaces around it cut: a name question may take it as a name.
	quitLine string
}

// readResult is one read of the reader's goroutine.
type readResult struct {
	b   []byte
	err error
}

func newLineReader(src io.Reader, out io.Writer) *lineReader {
	return &lineReader{src: src, out: out, reads: make(chan readResult, 1)}
}

type (
	inputClosed struct{}
	gameMoved   struct{}
	interrupted struct{}             // Ctrl-C (SIGINT) while the question waited
	lineRefused struct{ why string } // a line refused (too long, not a yes or no): why is said, and the question asked again
	quitTyped   struct{}             // "quit" during a setup (quitAll), or at a menu without it (menu)
)

// isQuit reports whether line is the word quit: any case, spaces and the
// line's end around it ignored.
func isQuit(line string) bool { return strings.EqualFold(strings.TrimSpace(line), "quit") }

// moved reports whether the game has changed under the question (follow
// is closed): it gives up before it takes a line, even one typed ahead.
func (l *lineReader) moved() bool {
	select {
	case <-l.follow:
		return true
	default:
		return false
	}
}

// fill waits for more input: the next read of src (started when none is
// under way), ErrRefresh when follow closes first (the read goes on,
// and its bytes go to the next question), or ErrInterrupted at Ctrl-C
// (SIGINT: see interrupts) while it waits.
func (l *lineReader) fill() error {
	if l.moved() {
		return ErrRefresh
	}
	if !l.reading {
		l.reading = true
		go func() {
			b := make([]byte, 4096)
			n, err := l.src.Read(b)
			l.reads <- readResult{b[:n], err}
		}()
	}
	intr, done := interrupts.wait()
	defer done()
	select {
	case r := <-l.reads:
		l.reading = false
		l.buf = append(l.buf, r.b...)
		if r.err != nil {
			l.err = r.err
		}
		return nil
	case <-l.follow:
		return ErrRefresh
	case <-intr:
		return ErrInterrupted
	}
}

// line returns the next line with its end; ErrInputClosed once the input
// has ended (a last line without an end is returned first), ErrRefresh
// when the game changed first, ErrInterrupted at Ctrl-C.
func (l *lineReader) line() (string, error) {
	if l.moved() {
		return "", ErrRefresh
	}
	for {
		if i := bytes.IndexByte(l.buf, '\n'); i >= 0 {
			s := string(l.buf[:i+1])
			l.buf = l.buf[i+1:]
			return s, nil
		}
		if l.err != nil {
			if len(l.buf) > 0 {
				s := string(l.buf)
				l.buf = nil
				return s, nil
			}
			return "", ErrInputClosed
		}
		if err := l.fill(); err != nil {
			if err == ErrRefresh {
				l.dropPartial()
			}
			return "", err
		}
	}
}

// dropPartial forgets the start of a line typed for a question that gave
// way to a change of the game: with the rest typed later it would answer
// the question asked next, perhaps another player's ("11" typed for one
// player's raise, then "50" and Enter, bid 1,150 for the next player).
// The bytes read are said to be not used, the line held by a terminal
// flushed; a hidden answer's start (secret) is said dropped, never shown.
func (l *lineReader) dropPartial() {
	switch t := strings.TrimSpace(string(l.buf)); {
	case t != "" && l.secret:
		fmt.Fprintln(l.out, "Not used: what was typed (hidden) for the question before; the game moved on.")
	case t != "":
		fmt.Fprintf(l.out, "Not used: %q (typed for the question before; the game moved on).\n", t)
	}
	l.buf = nil
	termkeys.FlushTyped(l.src)
}

// drop forgets the lines read and not used, and those the terminal
// holds not read yet, saying nothing (a gate: they were typed before it
// was drawn, by the player before; see Prompter.Gate).
func (l *lineReader) drop() {
	l.buf = nil
	termkeys.FlushTyped(l.src)
}

func (l *lineReader) Read(p []byte) (int, error) {
	if len(l.pending) == 0 {
		line, err := l.line()
		switch {
		case err == ErrRefresh:
			panic(gameMoved{})
		case err == ErrInterrupted:
			panic(interrupted{})
		case err != nil:
			panic(inputClosed{})
		}
		if tooLong(line) {
			panic(lineRefused{errLineTooLong.Error()})
		}
		if l.quitAll && isQuit(line) {
			l.quitLine = strings.TrimSpace(line)
			panic(quitTyped{})
		}
		if l.menu && isQuit(line) && !slices.ContainsFunc(l.choices, holdsQuit) {
			panic(quitTyped{})
		}
		if l.quitWord && isQuit(line) {
			l.quit, line = true, "n\n"
		}
		if l.quitWord {
			// A yes/no question: huh takes y, yes, n or no as they are
			// ("invalid input. please try again" for " y "); spaces
			// and case are let go, and another answer is told what to
			// type, then the question is asked again.
			switch w := strings.ToLower(strings.TrimSpace(line)); w {
			case "":
			case "y", "yes", "n", "no":
				line = w + "\n"
			default:
				panic(lineRefused{fmt.Sprintf("%q is not an answer here: type y for yes or n for no (or quit).", strings.TrimSpace(line))})
			}
		}
		l.pending = []byte(l.choose(line))
	}
	n := copy(p, l.pending)
	l.pending = l.pending[n:]
	return n, nil
}

// holdsQuit reports whether a menu's label has a word starting with
// "quit" ("Save and quit", "Quit"): the word quit picks that option.
func holdsQuit(label string) bool {
	return slices.ContainsFunc(strings.Fields(strings.ToLower(label)), func(w string) bool { return strings.HasPrefix(w, "quit") })
}

// choose turns a menu answer given as a word into its option number. A
// line that is no choice (Enter alone, "?", "help", a number not offered)
// is refused in words saying what the menu takes, and the menu asked
// again (huh said only "Invalid: must be a number between 1 and 4").
func (l *lineReader) choose(line string) string {
	typed := strings.TrimSpace(line)
	if len(l.choices) == 0 {
		return line
	}
	// A number offered, or a whole label or whole words of exactly one.
	n, hits := menuChoice(l.choices, typed)
	want := fmt.Sprintf("a choice's number, 1 to %d (or quit).", len(l.choices))
	switch {
	case n > 0:
		return strconv.Itoa(n) + "\n" // huh reads " 1 " as no number
	case len(hits) > 1:
		panic(lineRefused{fmt.Sprintf("%q fits more than one choice: %s", typed, couldBe(l.choices, hits))})
	case typed == "":
		panic(lineRefused{"Type " + want})
	case strings.EqualFold(typed, "redo"):
		panic(lineRefused{"Nothing to redo: type " + want})
	}
	panic(lineRefused{fmt.Sprintf("%q is not one of the choices: type %s", typed, want)})
}

// readLine reads one line, its end cut off (piped input, Wait);
// errLineTooLong for a line of more than MaxLineLength characters.
func (l *lineReader) readLine() (string, error) {
	s, err := l.line()
	if err != nil {
		return "", err
	}
	if tooLong(s) {
		return "", errLineTooLong
	}
	return strings.TrimRight(s, "\r\n"), nil
}

// readHidden reads one line from the terminal fd without showing it: the
// terminal is put in raw mode for the line, and restored however the
// line ends. Enter ends it, Backspace rubs out a character and Ctrl-U
// the line, escape sequences (arrow keys) are dropped; Ctrl-C gives
// ErrInterrupted (a raw terminal sends no signal, so the program never
// ends with the echo off) and Ctrl-D on an empty line ErrInputClosed. A
// terminal that cannot be made raw is read as the system's password
// prompt reads it.
func (l *lineReader) readHidden(fd uintptr) (string, error) {
	old, err := xterm.MakeRaw(fd)
	if err != nil {
		b, err := xterm.ReadPassword(fd)
		if err != nil {
			return "", ErrInputClosed
		}
		return string(b), nil
	}
	defer xterm.Restore(fd, old)
	return l.hiddenLine()
}

// hiddenLine reads the keys of a hidden line from the raw terminal (see
// readHidden). It gives way to a change of the game (ErrRefresh) only
// before the first key: once a hidden answer is being typed (a key is
// read, or waiting to be) it is read to its Enter, so no key of it
// lands, shown, on the question asked next (a sealed bid half typed when
// a phone moves). The answer is then checked as the game stands, as
// every move typed at the laptop is.
func (l *lineReader) hiddenLine() (string, error) {
	if len(l.buf) == 0 && l.moved() {
		return "", ErrRefresh
	}
	follow := l.follow
	defer func() { l.follow = follow }()
	var line []byte
	for {
		if len(l.buf) == 0 {
			if l.err != nil {
				return "", ErrInputClosed
			}
			if err := l.fill(); err != nil {
				return "", err
			}
			continue
		}
		b := l.buf[0]
		l.buf = l.buf[1:]
		l.follow = nil // typing has begun
		switch {
		case b == '\r' || b == '\n':
			if b == '\r' && len(l.buf) > 0 && l.buf[0] == '\n' {
				l.buf = l.buf[1:]
			}
			return string(line), nil
		case b == 3: // Ctrl-C
			return "", ErrInterrupted
		case b == 4: // Ctrl-D
			if len(line) == 0 {
				return "", ErrInputClosed
			}
		case b == 127 || b == 8: // Backspace: the last character, whole
			_, n := utf8.DecodeLastRune(line)
			line = line[:len(line)-n]
		case b == 21: // Ctrl-U
			line = line[:0]
		case b == 27: // an escape sequence: ESC [ ... final, or ESC O x
			if len(l.buf) > 0 && (l.buf[0] == '[' || l.buf[0] == 'O') {
				i := 1
				for i < len(l.buf) && (l.buf[i] < 0x40 || l.buf[i] > 0x7e) {
					i++
				}
				l.buf = l.buf[min(i+1, len(l.buf)):]
			}
		case b >= 32:
			line = append(line, b)
		}
	}
}

// MaxLineLength is the most characters a line typed in accessible mode
// may have (a move, a lot's name, a list of names are far shorter). A
// longer line is refused and the question asked again (errLineTooLong):
// huh's line prompts cannot hold more than 64 KiB, and panicked or read
// an empty answer.
const MaxLineLength = 1000

// errLineTooLong is the error of a line longer than MaxLineLength
// characters; its text is what the player reads.
var errLineTooLong = fmt.Errorf("That line is too long (at most %d characters): type it again.", MaxLineLength)

// tooLong reports whether line, its end included, has more than
// MaxLineLength characters.
func tooLong(line string) bool {
	return len(line) > MaxLineLength && utf8.RuneCountInString(strings.TrimRight(line, "\r\n")) > MaxLineLength
}
