package journal

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"tallyman/engines/textenc"
)

// Loaded is a journal as read from a file or stream.
type Loaded struct {
	// Header is the first line.
	Header Header
	// Entries holds every parsed entry line in file order; Entries[i] is on
	// line Line(i) of the file (i+2 when no blank line comes before it).
	Entries []Entry
	// Warning is non-empty when the last line was torn (cut off or not
	// valid JSON): it names the line number and says the line was
	// ignored; and when blank lines were skipped: it names them.
	Warning string
	// LeftOpen is set by Open when the game was left open by a tallyman
	// on this computer that is no longer running: it stopped without
	// quitting (killed, crashed, a power cut), so whatever it showed last,
	// a value card too, may still be on its terminal.
	LeftOpen bool

	lines []int // the file line of each entry
}

// Line returns the line of the file that Entries[i] is on, counting from
// 1 with the header as line 1 and blank lines counted (i+2 for a Loaded
// built by hand; the header's line, 1, for i of -1: the last entry of
// none).
func (l *Loaded) Line(i int) int {
	if i >= 0 && i < len(l.lines) {
		return l.lines[i]
	}
	return i + 2
}

// readState is what Open needs beyond Loaded to repair the file.
type readState struct {
	good           int64 // bytes up to the end of the last good line
	torn           bool  // the last line was torn and ignored
	missingNewline bool  // the last line is good but has no '\n'
	trailingBlank  bool  // blank lines follow the last good line
	utf16          bool  // the file is UTF-16 (good counts UTF-8 bytes)
	// header is the first line when it reads, also when a later line
	// does not (headerOK): what a listing can still say of the game.
	header   Header
	headerOK bool
}

// Load reads the journal file at path. See Read for the rules and errors;
// in addition, a missing or unreadable file is an error.
func Load(path string) (*Loaded, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	l, _, err := read(f, path)
	return l, err
}

// Read reads a journal from r; name (a path, or "-" for standard input)
// prefixes error and warning messages. Lines may be up to 1 MiB long.
//
// The text is UTF-8, as tallyman writes it; what another editor may make
// of it is read too: a byte-order mark (Windows Notepad), UTF-16 with a
// byte-order mark (Windows PowerShell), CRLF line ends, and blank lines
// (skipped, and named in Loaded.Warning; a blank last line is not taken
// for a torn one).
//
// A last line that is cut off or is not valid JSON is what a killed process
// leaves behind: it is ignored and reported in Loaded.Warning. A complete
// last line without its newline is accepted.
//
// Errors: an empty input; a first line that is not a tallyman journal header
// (the message says "not a tallyman journal"); a header whose format is not
// 1 ("format N not supported, this tallyman reads format 1"); a header
// field of the wrong kind (FieldProblem: "line 1: the header's seed: a
// whole number, 0 or more, not the number -1"); a header id that is not
// a game id, a game or edition that is not a plain name, a player's name
// with a control character (checkHeader: such a header was edited, and
// would name files outside the folder or restyle the terminal); a line other
// than the last that is not valid JSON or is longer than 1 MiB; a line
// that is not UTF-8 (Latin-1, say: "line N: not UTF-8 text: byte 0xE9 on
// column C ...; save the file as UTF-8"); UTF-16 that does not decode; an
// entry on any line that does not decode as an Entry or has none or more
// than one of move, undo, redo. Line errors read "NAME: line N: ...". Read
// errors from r are returned as they are, wrapped.
func Read(r io.Reader, name string) (*Loaded, error) {
	l, _, err := read(r, name)
	return l, err
}

// The byte-order marks another editor may put first.
var (
	bomUTF8    = []byte{0xEF, 0xBB, 0xBF}
	bomUTF16LE = []byte{0xFF, 0xFE}
	bomUTF16BE = []byte{0xFE, 0xFF}
)

// isUTF16 reports whether head starts with a UTF-16 byte-order mark.
func isUTF16(head []byte) bool {
	return bytes.HasPrefix(head, bomUTF16LE) || bytes.HasPrefix(head, bomUTF16BE)
}

// maxJournal is the most Read takes in, in bytes: 16 MiB. The journal of
// a long game is well under 1 MiB; a longer input is no journal, and
// reading it whole (tallyman replay /dev/zero, a file given by mistake)
// would take minutes and the laptop's memory.
// (A variable so that a test can lower it.)
var maxJournal int64 = 16 << 20

// tooBig is Read's refusal of an input longer than maxJournal.
func tooBig(name string) error {
	return fmt.Errorf("%s: longer than %d MiB, which no game's journal is (a long game's is well under 1 MiB): not a tallyman journal, or not one tallyman wrote", name, maxJournal>>20)
}

func read(r io.Reader, name string) (*Loaded, readState, error) {
	var st readState
	capped := &io.LimitedReader{R: r, N: maxJournal + 1}
	br := bufio.NewReaderSize(capped, 64<<10)
	lr := lineReader{br: br}
	switch head, _ := br.Peek(len(bomUTF8)); {
	case bytes.HasPrefix(head, bomUTF8):
		// Kept in the file (and in the offsets): a journal with a BOM
		// is appended to as it is.
		br.Discard(len(bomUTF8))
		lr.off = int64(len(bomUTF8))
	case isUTF16(head):
		all, err := io.ReadAll(br)
		if err != nil {
			return nil, st, fmt.Errorf("%s: %w", name, err)
		}
		if capped.N == 0 {
			return nil, st, tooBig(name)
		}
		text, _, err := textenc.Decode(all)
		if err != nil {
			return nil, st, fmt.Errorf("%s: %w", name, err)
		}
		br = bufio.NewReaderSize(bytes.NewReader(text), 64<<10)
		lr = lineReader{br: br}
		st.utf16 = true
	}
	l := &Loaded{}
	var blanks []int
	for n := 1; ; n++ {
		line, newline, tooLong, err := lr.next()
		if capped.N == 0 {
			return nil, st, tooBig(name)
		}
		if err == io.EOF {
			if n == 1 {
				return nil, st, emptyInput(name)
			}
			break
		}
		if err != nil {
			return nil, st, fmt.Errorf("%s: %w", name, err)
		}
		if n == 1 {
			if tooLong {
				return nil, st, fmt.Errorf("%s: not a tallyman journal (line 1 is longer than 1 MiB)", name)
			}
			h, err := parseHeader(line)
			if err != nil {
				return nil, st, fmt.Errorf("%s: %w", name, err)
			}
			if err := checkUTF8(line); err != nil {
				return nil, st, fmt.Errorf("%s: line 1: %w", name, err)
			}
			l.Header = h
			st.header, st.headerOK = h, true
			st.good = lr.off
			st.missingNewline = !newline
			continue
		}
		if !tooLong && len(bytes.TrimSpace(line)) == 0 {
			// What an editor leaves: skipped, and said.
			blanks = append(blanks, n)
			st.trailingBlank = true
			continue
		}
		if tooLong {
			// Never one tallyman wrote, nor part of one: no need to
			// read on.
			return nil, st, &BadLineError{Line: n, Err: fmt.Errorf("%s: line %d: longer than 1 MiB, which no journal line is", name, n)}
		}
		_, perr := br.Peek(1)
		last := perr == io.EOF
		var bad, detail string
		switch {
		case !json.Valid(line):
			bad = "not valid JSON"
			if !newline {
				bad = "cut off"
			}
			var v any
			if err := json.Unmarshal(line, &v); err != nil {
				detail = syntaxWords(line, err)
			}
		}
		if bad != "" {
			if last {
				st.torn = true
				l.Warning = fmt.Sprintf("%s: line %d is %s and was ignored (tallyman was probably stopped while saving it; the lines before it are intact)", name, n, bad)
				break
			}
			return nil, st, &BadLineError{Line: n, Err: fmt.Errorf("%s: line %d is %s%s; every line after the first holds one move as tallyman wrote it (was the file edited?). Keep a copy of the file, then mend line %d by hand or delete it; or, %s.", name, n, bad, detail, n, Recovery(n, lr.lastLine(n)))}
		}
		if err := checkUTF8(line); err != nil {
			return nil, st, &BadLineError{Line: n, Err: fmt.Errorf("%s: line %d: %w", name, n, err)}
		}
		var e Entry
		if err := json.Unmarshal(line, &e); err != nil {
			return nil, st, entryError(name, n, l.Header.Version, &lr, errors.New(FieldProblem(err)))
		}
		if err := e.check(); err != nil {
			return nil, st, entryError(name, n, l.Header.Version, &lr, err)
		}
		l.Entries = append(l.Entries, e)
		l.lines = append(l.lines, n)
		st.good = lr.off
		st.missingNewline = !newline
		st.trailingBlank = false
	}
	if len(blanks) > 0 {
		l.Warning = joinWarnings(blankNote(name, blanks), l.Warning)
	}
	return l, st, nil
}

// BadLineError is Load's and Read's refusal of a journal whose line Line
// (2 or more: a move's) is damaged (not JSON, cut off, not UTF-8, too
// long, not an entry): the lines before it read. Err says what is wrong
// and what to do. A journal saved by a newer tallyman is not damaged,
// and is refused otherwise (UpdateAdvice).
type BadLineError struct {
	Line int
	Err  error
}

func (e *BadLineError) Error() string { return e.Err.Error() }

func (e *BadLineError) Unwrap() error { return e.Err }

// emptyInput is Read's refusal of an empty input, saying what to do: a
// file holds no game, so deleting it loses nothing; standard input was
// given no journal.
func emptyInput(name string) error {
	if name == "-" || name == "standard input" {
		return fmt.Errorf("%s: empty, not a tallyman journal: give the journal's file (tallyman replay FILE), or send one in (tallyman replay - < FILE)", name)
	}
	return fmt.Errorf("%s: empty file, not a tallyman journal: it holds no game, so deleting it loses nothing", name)
}

// entryError is Read's refusal of line n, valid JSON but not an entry
// this tallyman knows (err says why), with what to do: update tallyman
// when the journal was saved by a newer one (version, UpdateAdvice),
// else how to resume from the move before the line (Recovery; lr is
// read on to find the file's last line).
func entryError(name string, n int, version string, lr *lineReader, err error) error {
	if adv := UpdateAdvice(version); adv != "" {
		return fmt.Errorf("%s: line %d: %w. %s", name, n, err, adv) // no damage
	}
	return &BadLineError{Line: n, Err: fmt.Errorf("%s: line %d: %w; %s", name, n, err, Recovery(n, lr.lastLine(n)))}
}

// syntaxWords says in words where line stops being JSON (err is what
// decoding it said), for a message: " (it ends before all it opens is
// closed)", " (the character 'B' at column 2 cannot stand there)"; ""
// when err does not say where.
func syntaxWords(line []byte, err error) string {
	var se *json.SyntaxError
	if !errors.As(err, &se) {
		return ""
	}
	if strings.Contains(se.Error(), "unexpected end") {
		return " (it ends before all it opens is closed)"
	}
	off := int(se.Offset)
	if off < 1 || off > len(line) {
		return ""
	}
	r, _ := utf8.DecodeRune(line[off-1:])
	return fmt.Sprintf(" (the character %q at column %d cannot stand there)", r, utf8.RuneCount(line[:off-1])+1)
}

// checkUTF8 refuses a line that is not UTF-8, naming the column of the
// first bad byte (textenc.Check).
func checkUTF8(line []byte) error {
	err := textenc.Check(line)
	var te *textenc.Error
	if errors.As(err, &te) {
		te.Line = 0 // the caller names the line
	}
	return err
}

// blankNote says which lines were blank: "NAME: line 2 is blank and was
// skipped", "NAME: lines 2-3 and 6 are blank and were skipped".
func blankNote(name string, lines []int) string {
	var parts []string
	for i := 0; i < len(lines); {
		j := i
		for j+1 < len(lines) && lines[j+1] == lines[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, strconv.Itoa(lines[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", lines[i], lines[j]))
		}
		i = j + 1
	}
	list := parts[0]
	if len(parts) > 1 {
		list = strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
	}
	if len(lines) == 1 {
		return fmt.Sprintf("%s: line %s is blank and was skipped", name, list)
	}
	return fmt.Sprintf("%s: lines %s are blank and were skipped", name, list)
}

// parseHeader checks and decodes the first line.
func parseHeader(line []byte) (Header, error) {
	var h Header
	if !json.Valid(line) {
		return h, errors.New("not a tallyman journal (line 1 is not JSON)")
	}
	// Look at kind and format first, so that another file, or a newer
	// format with different fields, gets the right message. Type errors
	// are left to the full decode below.
	var probe struct {
		Kind   any `json:"kind"`
		Format any `json:"format"`
	}
	if err := json.Unmarshal(line, &probe); err != nil {
		return h, errors.New("not a tallyman journal (line 1 is not a JSON object)")
	}
	if probe.Kind == nil {
		return h, fmt.Errorf("not a tallyman journal (line 1 has no kind, want %q)", Kind)
	}
	if k, _ := probe.Kind.(string); k != Kind {
		return h, fmt.Errorf("not a tallyman journal (line 1 has kind %s, want %q)", jsonText(probe.Kind), Kind)
	}
	if probe.Format == nil {
		return h, fmt.Errorf("header has no format, this tallyman reads format %d", Format)
	}
	if f, ok := probe.Format.(float64); !ok || f != Format {
		return h, fmt.Errorf("format %s not supported, this tallyman reads format %d", jsonText(probe.Format), Format)
	}
	if err := json.Unmarshal(line, &h); err != nil {
		return h, fmt.Errorf("line 1: the header's %s", FieldProblem(err))
	}
	if err := checkHeader(h); err != nil {
		return h, fmt.Errorf("line 1: %w", err)
	}
	return h, nil
}

// jsonText shows a decoded JSON value the way it looked in the file.
func jsonText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

// lineReader splits input into lines and counts the bytes consumed.
type lineReader struct {
	br  *bufio.Reader
	off int64 // bytes consumed so far
}

// next returns the next line without its '\n' and whether it had one. A line
// longer than maxLine is not returned and tooLong is set, as soon as it is
// known: the rest of it is not read. At the end of the input next returns
// io.EOF.
func (lr *lineReader) next() (line []byte, newline, tooLong bool, err error) {
	var buf []byte
	total := 0
	for {
		chunk, err := lr.br.ReadSlice('\n')
		lr.off += int64(len(chunk))
		total += len(chunk)
		body := chunk
		if err == nil {
			body = chunk[:len(chunk)-1]
		}
		if len(buf)+len(body) > maxLine {
			return nil, err == nil, true, nil
		}
		buf = append(buf, body...)
		switch err {
		case nil:
			return buf, true, false, nil
		case bufio.ErrBufferFull:
			continue
		case io.EOF:
			if total == 0 {
				return nil, false, false, io.EOF
			}
			return buf, false, false, nil
		default:
			return nil, false, false, err
		}
	}
}

// lastLine reads the rest of the input and returns the number of its
// last line that is not blank, when the line numbered n has just been
// read (n when no such line follows); 0 when the input cannot be read
// to its end (Recovery then says "the lines after it").
func (lr *lineReader) lastLine(n int) int {
	last := n
	for {
		line, _, tooLong, err := lr.next()
		if err == io.EOF {
			return last
		}
		if err != nil {
			return 0
		}
		n++
		if tooLong || len(bytes.TrimSpace(line)) > 0 {
			last = n
		}
	}
}

// Effective returns the moves in force after applying the entries in order,
// and how many moves can be redone now. A move entry adds its move and
// clears the redo stack; an undo moves the last move in force onto the redo
// stack; a redo puts the most recently undone move back. The result is empty
// (not nil) when no move is in force.
//
// Errors: an undo with nothing to undo, a redo with nothing to redo, or an
// entry with none or more than one of move, undo, redo; each names the
// entry's line in the file ("line N: ...", N = Line(i)).
func (l *Loaded) Effective() (moves []json.RawMessage, redoable int, err error) {
	moves = make([]json.RawMessage, 0, len(l.Entries))
	var redo []json.RawMessage
	for i, e := range l.Entries {
		n := l.Line(i)
		if err := e.check(); err != nil {
			return nil, 0, fmt.Errorf("line %d: %w", n, err)
		}
		switch {
		case e.Undo:
			if len(moves) == 0 {
				return nil, 0, fmt.Errorf("line %d: undo with nothing to undo", n)
			}
			redo = append(redo, moves[len(moves)-1])
			moves = moves[:len(moves)-1]
		case e.Redo:
			if len(redo) == 0 {
				return nil, 0, fmt.Errorf("line %d: redo with nothing to redo", n)
			}
			moves = append(moves, redo[len(redo)-1])
			redo = redo[:len(redo)-1]
		default:
			moves = append(moves, e.Move)
			redo = redo[:0]
		}
	}
	return moves, len(redo), nil
}

// PauseLimit is the longest gap between two lines of a journal that
// counts as playing time: a longer one is the game put away and resumed
// later (see PlayingTime).
const PauseLimit = time.Hour

// PlayingTime is how long the game was played: from the header's
// creation through every line's time to the last, leaving out each gap
// longer than PauseLimit (the game saved and resumed another day) and
// each step back in time (a clock set back). A journal without entries
// was played for no time.
func (l *Loaded) PlayingTime() time.Duration {
	var total time.Duration
	prev := l.Header.Created
	for _, e := range l.Entries {
		if gap := e.At.Sub(prev); gap > 0 && gap <= PauseLimit {
			total += gap
		}
		prev = e.At
	}
	return total
}

// Ended is when the game's last line was written (the header's creation
// when it has no entries).
func (l *Loaded) Ended() time.Time {
	if n := len(l.Entries); n > 0 {
		return l.Entries[n-1].At
	}
	return l.Header.Created
}
