// Package journal records each game as one JSON Lines file: a header line,
// then one line per entry (a move, an undo or a redo). Every entry is written
// with a single write and synced to disk before Append returns, so a move the
// caller reports as done survives a killed process or a power cut. When a
// process dies in the middle of a write, the file ends with a torn line; Load
// reports it as a warning and keeps everything before it, and Open cuts it off
// so that new entries follow the last good line. The format is described in
// docs/journal.md.
package journal

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"syscall"
	"time"

	"tallyman/engines/textenc"
)

// Kind is the value of Header.Kind in every journal file.
const Kind = "tallyman-journal"

// Format is the journal format version this package reads and writes.
const Format = 1

// Ext is the file name extension of a journal: a game with id X is saved as
// X.jsonl.
const Ext = ".jsonl"

// maxLine is the longest line, in bytes without its newline, that Read
// accepts and Append writes: 1 MiB.
const maxLine = 1 << 20

// Header is the first line of a journal file. It says which game was played,
// by whom, and with which seed and options, so that replaying the entries
// rebuilds the game exactly.
type Header struct {
	// Kind is always "tallyman-journal" (the constant Kind).
	Kind string `json:"kind"`
	// Format is the file format version, 1 (the constant Format).
	Format int `json:"format"`
	// ID is the game id and the file name without ".jsonl", for example
	// "container-20261129-174501-a1b2": the game, the UTC creation time and
	// four random hex digits (see NewID).
	ID string `json:"id"`
	// Game names the rules engine, for example "container".
	Game string `json:"game"`
	// Edition names the rules variant within the game, for example "classic".
	Edition string `json:"edition"`
	// Players lists the player names in seat order.
	Players []string `json:"players"`
	// Seed seeds the game's random generator.
	Seed uint64 `json:"seed"`
	// Options holds the game's setup options as raw JSON, if any; the engine
	// defines its shape.
	Options json.RawMessage `json:"options,omitempty"`
	// Version is the tallyman version that created the file.
	Version string `json:"version"`
	// Created is when the game was created (UTC when written by Create).
	Created time.Time `json:"created"`
}

// Entry is one line after the header. Exactly one of Move (a game move as
// raw JSON, whose shape the game's engine defines), Undo or Redo is set; a
// Move of JSON null counts as not set.
type Entry struct {
	// Move is the move as raw JSON, or empty for an undo or redo.
	Move json.RawMessage `json:"move,omitempty"`
	// Undo takes back the last move in force (see Loaded.Effective).
	Undo bool `json:"undo,omitempty"`
	// Redo puts back the most recently undone move.
	Redo bool `json:"redo,omitempty"`
	// At is when the entry was made (UTC when written by this package).
	At time.Time `json:"at"`
	// Via, on a move or an undo, says where it was made: empty at the
	// laptop, "phone 2" on seat 2's phone (seats counted from 1). Replay
	// reads a move's back; older journals have none.
	Via string `json:"via,omitempty"`
}

// check returns an error unless exactly one of Move, Undo or Redo is set.
func (e Entry) check() error {
	n := 0
	if hasMove(e.Move) {
		n++
	}
	if e.Undo {
		n++
	}
	if e.Redo {
		n++
	}
	switch {
	case n == 0:
		return errors.New("entry has none of move, undo, redo")
	case n > 1:
		return errors.New("entry has more than one of move, undo, redo")
	}
	return nil
}

func hasMove(m json.RawMessage) bool {
	t := bytes.TrimSpace(m)
	return len(t) > 0 && !bytes.Equal(t, []byte("null"))
}

// Journal is a journal file open for appending. Its methods are safe for use
// by several goroutines. The game stays locked while it is open: another
// Open of it, in this process or another, is refused (see LockedError).
type Journal struct {
	mu     sync.Mutex
	f      *os.File // read-write, not in append mode, locked by the system (lockJournal); nil once closed
	app    *os.File // write-only in append mode: every entry is written through it
	lock   *gameLock
	path   string
	header Header
	size   int64 // bytes in the file up to the end of the last good line
	failed error // set when a failed write could not be undone; Append refuses after that
	// keptAt is the file the game was saved as when nothing more could
	// be written at path (saveAside, keepElsewhere): the file to resume.
	keptAt string
}

// Create starts a new journal at <dir>/<id>.jsonl holding the header line,
// and returns it open for appending. The file and dir are synced before
// Create returns; dir is created (0o755) if missing.
//
// Zero fields of h are filled in: Kind and Format with the constants, Created
// with the current UTC time, ID with NewID(h.Game, h.Created), a nil Players
// with an empty list. Errors: h.Game empty; Kind or Format other than the
// constants; an ID that is not a plain file name (letters, digits, '.', '_'
// and '-', not starting with '.'); a header longer than 1 MiB; a file for the
// id that already exists (wrapping fs.ErrExist); any error creating, writing
// or syncing the file, after which no file is left behind.
func Create(dir string, h Header) (*Journal, error) {
	if h.Game == "" {
		return nil, errors.New("create journal: the header names no game")
	}
	if h.Kind == "" {
		h.Kind = Kind
	}
	if h.Format == 0 {
		h.Format = Format
	}
	if h.Created.IsZero() {
		h.Created = time.Now().UTC()
	}
	if h.ID == "" {
		h.ID = NewID(h.Game, h.Created)
	}
	if h.Players == nil {
		h.Players = []string{}
	}
	if h.Kind != Kind {
		return nil, fmt.Errorf("create journal: header kind %q, want %q", h.Kind, Kind)
	}
	if h.Format != Format {
		return nil, fmt.Errorf("create journal: format %d not supported, this tallyman writes format %d", h.Format, Format)
	}
	if err := CheckID(h.ID); err != nil {
		return nil, fmt.Errorf("create journal: %w", err)
	}
	line, err := json.Marshal(h)
	if err != nil {
		return nil, fmt.Errorf("create journal: %w", err)
	}
	if len(line) > maxLine {
		return nil, fmt.Errorf("create journal: header is %d bytes, longer than the 1 MiB a line may hold", len(line))
	}
	var nw *NotWritableError // said in full, with what to do
	if err := os.MkdirAll(dir, 0o755); err != nil {
		if err = notWritable(dir, err); errors.As(err, &nw) {
			return nil, nw
		}
		return nil, fmt.Errorf("create journal: %w", err)
	}
	path := filepath.Join(dir, h.ID+Ext)
	lock, _, err := acquire(path)
	if errors.As(err, &nw) {
		return nil, nw
	}
	if err != nil {
		return nil, fmt.Errorf("create journal: %w", err)
	}
	// Not O_APPEND: on Windows append mode cannot truncate (see Append).
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		lock.release()
		return nil, fmt.Errorf("create journal: a game with id %q is already saved at %s: %w", h.ID, path, fs.ErrExist)
	}
	if err != nil {
		lock.release()
		if err = notWritable(dir, err); errors.As(err, &nw) {
			return nil, nw
		}
		return nil, fmt.Errorf("create journal: %w", err)
	}
	if err := lockJournal(f, path); err != nil {
		f.Close()
		lock.release()
		return nil, fmt.Errorf("create journal: %w", err)
	}
	var app *os.File
	line = append(line, '\n')
	if _, err = f.WriteAt(line, 0); err == nil {
		if err = f.Sync(); err == nil {
			if err = syncDir(dir); err == nil {
				app, err = os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
			}
		}
	}
	if err != nil {
		f.Close()
		os.Remove(path)
		lock.release()
		return nil, fmt.Errorf("create journal %s: %w", path, err)
	}
	return &Journal{f: f, app: app, lock: lock, path: path, header: h, size: int64(len(line))}, nil
}

// syncDir syncs a directory so that a file just created in it survives a
// crash. Windows cannot sync a directory and does not need to.
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// Open loads the journal at path (see Load) and opens it for appending.
//
// If the last line was torn, Loaded.Warning says so (and that the line was
// removed), and the file is truncated back to the end of the last good line
// and synced, so that the next Append yields a valid file. If the last line
// is a complete entry that only lacks its newline, the newline is added.
// Blank lines at the end are cut off the same way (Warning names them). A
// file that another program saved as UTF-16 is first rewritten as UTF-8,
// which is what Append writes, and Warning says so.
//
// The game is locked until Close (see LockedError); a lock left by a
// tallyman that is no longer running is taken over, and Warning says so.
// Errors: a *LockedError while another tallyman has the game open; those
// of Load; any error opening, converting, truncating, writing or syncing
// the file. On error nothing is left open or locked.
func Open(path string) (j *Journal, l *Loaded, err error) {
	if _, err := os.Stat(path); err != nil {
		return nil, nil, err // no lock file for a journal that is not there
	}
	lock, lockNote, err := acquire(path)
	if err != nil {
		return nil, nil, err
	}
	var f, app *os.File
	defer func() {
		if err != nil {
			if app != nil {
				app.Close()
			}
			if f != nil {
				f.Close()
			}
			lock.release()
		}
	}()
	if f, err = openLocked(path); err != nil {
		return nil, nil, err
	}
	head := make([]byte, 2)
	n, _ := f.ReadAt(head, 0)
	note := ""
	if isUTF16(head[:n]) {
		// Rewritten as UTF-8 in one rename, which Windows refuses for
		// a file that is open: closed meanwhile, then opened and
		// locked again (the lock file stays held throughout).
		f.Close()
		f = nil
		if note, err = convertUTF16(path); err != nil {
			return nil, nil, err
		}
		if f, err = openLocked(path); err != nil {
			return nil, nil, err
		}
	}
	if app, err = os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0); err != nil {
		return nil, nil, err
	}
	l, st, err := read(f, path)
	if err != nil {
		return nil, nil, err
	}
	l.Warning = joinWarnings(joinWarnings(lockNote, note), l.Warning)
	l.LeftOpen = lockNote != ""
	if st.torn || st.trailingBlank {
		if err = f.Truncate(st.good); err == nil {
			err = f.Sync()
		}
		if err != nil {
			return nil, nil, fmt.Errorf("%s: removing the incomplete last line: %w", path, err)
		}
	}
	if st.torn {
		l.Warning += "; it has been removed from the file"
	}
	size := st.good
	if st.missingNewline {
		if _, err = app.Write([]byte{'\n'}); err == nil {
			err = f.Sync()
		}
		if err != nil {
			return nil, nil, fmt.Errorf("%s: ending the last line: %w", path, err)
		}
		size++
	}
	return &Journal{f: f, app: app, lock: lock, path: path, header: l.Header, size: size}, l, nil
}

// openLocked opens the journal at path for reading and writing (not in
// append mode: see Append) and takes the system's lock on it
// (lockJournal). Errors: the file cannot be opened; a *LockedError.
func openLocked(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return nil, notWritable(filepath.Dir(path), err)
	}
	if err := lockJournal(f, path); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// convertUTF16 rewrites the journal at path as UTF-8 when another program
// saved it as UTF-16 (with a byte-order mark), replacing the file in one
// rename, and says so; for any other file it does nothing and returns "".
// The caller holds the game's lock file.
// Errors: the file cannot be read, does not decode, or cannot be replaced.
func convertUTF16(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	head := make([]byte, 2)
	n, _ := io.ReadFull(f, head)
	f.Close()
	if !isUTF16(head[:n]) {
		return "", nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	text, enc, err := textenc.Decode(data)
	if err != nil {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	tmp := path + ".utf8"
	err = writeSynced(tmp, text)
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err == nil {
		err = syncDir(filepath.Dir(path))
	}
	if err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("%s: converting from %s to UTF-8: %w", path, enc, err)
	}
	return fmt.Sprintf("%s was saved as %s by another program; tallyman converted it to UTF-8 to go on writing it", path, enc), nil
}

// writeSynced writes data to a new file at path (replacing any) and syncs
// it before closing.
func writeSynced(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// Path returns the journal's file path.
func (j *Journal) Path() string { return j.path }

// ResumePath is the file the game is to be resumed from: the journal's
// path, or the file the game was saved as when nothing more could be
// written there (another file put in its place, or the journal deleted
// where it cannot be written again: see keepInPlace).
func (j *Journal) ResumePath() string {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.keptAt != "" {
		return j.keptAt
	}
	return j.path
}

// Keep makes sure, before the table is told how to resume the game, that
// the game as played is saved where ResumePath says: a journal deleted
// since the last change, or replaced by another file, is dealt with as
// the next change would deal with it (keepInPlace: written back, or
// saved elsewhere), so quitting right after the deletion loses nothing.
// Errors: the game could be saved nowhere. A closed journal, or one
// already saved elsewhere, is left as it is.
func (j *Journal) Keep() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.f == nil || j.failed != nil {
		return nil
	}
	err := j.keepInPlace()
	if j.keptAt != "" {
		return nil // ResumePath names the file
	}
	return err
}

// Header returns the journal's header as written in the file.
func (j *Journal) Header() Header { return j.header }

// Append writes e as one line plus "\n" with a single write in append
// mode, so it lands at the end of the file whatever else was written
// there, then syncs the file. Only when Append returns nil may the caller
// report the move as done. A zero e.At is set to the current UTC time.
// Cutting off a failed write (here) or a torn line (Open) goes through a
// second handle, not in append mode: on Windows that mode takes away the
// right to truncate. The locks keep other writers out.
//
// Errors: those of AppendAll.
func (j *Journal) Append(e Entry) error { return j.AppendAll(e) }

// AppendAll writes entries as one line each, all in a single write in
// append mode, then syncs the file once: one step that lands whole or not
// at all, for a change that is several lines (an undo and the move that
// reopens its round of sealed bids). A zero At is set to the current UTC
// time. No entry is nothing to write.
//
// Errors: an entry has none or more than one of Move, Undo and Redo; a
// Move is not valid JSON; a line would be longer than 1 MiB; the journal
// is closed; a write or sync error. After a failed write or sync
// AppendAll cuts the file back to its last good line, so none of the
// lines is left in it; if that also fails, the error wraps
// ErrMaybeWritten, and every later Append returns an error: the game must
// be reopened with Open.
func (j *Journal) AppendAll(entries ...Entry) error {
	var buf []byte
	for _, e := range entries {
		if err := e.check(); err != nil {
			return fmt.Errorf("journal %s: %w", j.path, err)
		}
		if len(e.Move) > 0 && !json.Valid(e.Move) {
			return fmt.Errorf("journal %s: move is not valid JSON", j.path)
		}
		if e.At.IsZero() {
			e.At = time.Now().UTC()
		}
		line, err := json.Marshal(e)
		if err != nil {
			return fmt.Errorf("journal %s: %w", j.path, err)
		}
		if len(line) > maxLine {
			return fmt.Errorf("journal %s: entry is %d bytes, longer than the 1 MiB a line may hold", j.path, len(line))
		}
		buf = append(append(buf, line...), '\n')
	}
	if len(buf) == 0 {
		return nil
	}

	j.mu.Lock()
	defer j.mu.Unlock()
	if j.f == nil {
		return fmt.Errorf("journal %s: %w", j.path, fs.ErrClosed)
	}
	if ke := (*KeptElsewhereError)(nil); errors.As(j.failed, &ke) {
		return ke
	}
	if j.failed != nil {
		return fmt.Errorf("journal %s: an earlier write failed (%v); reopen the game to go on", j.path, j.failed)
	}
	if err := j.keepInPlace(); err != nil {
		return err
	}
	_, err := appendWrite(j.app, buf)
	if err == nil {
		err = j.f.Sync()
	}
	if err != nil {
		// Take the lines back, whole or partial, so that none of them
		// turns up on reload as a change the player was told failed,
		// nor leaves a torn line in the middle of the file.
		terr := j.f.Truncate(j.size)
		if terr == nil {
			terr = j.f.Sync()
		}
		if terr != nil {
			j.failed = err
			return fmt.Errorf("journal %s: %w, and cutting it back off failed too (%v): %w", j.path, err, terr, ErrMaybeWritten)
		}
		return fmt.Errorf("journal %s: %w%s", j.path, err, spaceAdvice(err))
	}
	j.size += int64(len(buf))
	return nil
}

// keepInPlace makes sure the file at the journal's path is still the
// file open here before a change is written into it. A journal deleted
// while the game is open (the file, or its whole folder) would take every
// later line into a file nobody can open again, and the game would be
// gone at quit: it is written back at its path from the file open here,
// locked, and the lines go on into that. A copy of it put in its place
// is written on (sameLines). Another file put in its place is not
// written over: the game as played here is saved beside it, as
// <id>-kept.jsonl (or -kept-2 and on), and nothing more is taken.
// A deleted journal that cannot be written back (its folder made
// read-only, a file put where the folder was, a full disk) is saved
// elsewhere (keepElsewhere), a *KeptElsewhereError says where and how to
// resume it, and nothing more is taken: the open file was the only copy,
// and the game would be gone at quit.
// A path that cannot be looked at for another reason is written as
// before. Called with j.mu held.
func (j *Journal) keepInPlace() error {
	there, err := os.Stat(j.path)
	// A file where its folder was is no folder: the journal is gone too.
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		werr := j.writeBack()
		if werr == nil {
			return nil
		}
		kept, err := j.keepElsewhere()
		if err != nil {
			return fmt.Errorf("journal %s: the file was deleted while the game was open, and writing it again failed: %w%s; saving it in another folder failed too (%v)", j.path, werr, spaceAdvice(werr), err)
		}
		ke := &KeptElsewhereError{Path: j.path, Kept: kept, Command: ResumeCommand(kept), Reason: rootCause(werr)}
		j.failed, j.keptAt = ke, kept
		return ke
	}
	if err != nil {
		return nil
	}
	if open, err := j.f.Stat(); err != nil || os.SameFile(there, open) {
		return nil
	}
	if same, err := j.sameLines(); err != nil || same {
		return err
	}
	kept, err := j.saveAside()
	if err != nil {
		j.failed = errors.New("another file was put in its place")
		return fmt.Errorf("journal %s: another file was put in its place while the game was open, so tallyman writes nothing more there, and saving the game as played here beside it failed: %w%s", j.path, err, spaceAdvice(err))
	}
	j.failed, j.keptAt = fmt.Errorf("another file was put in its place; the game as played here is saved as %s", kept), kept
	return fmt.Errorf("journal %s: another file was put in its place while the game was open, so tallyman writes nothing more there; the game as played here up to now is saved as %s: quit, and resume that file", j.path, kept)
}

// sameLines is for a file at the journal's path that the system says is
// not the one open here: when it holds the same lines (a copy put in its
// place by a program that syncs the folder, or the same file on a file
// system that numbers it differently at each look), the game goes on in
// it (goOnIn), and same is true.
func (j *Journal) sameLines() (same bool, err error) {
	data, err := j.contents()
	if err != nil {
		return false, nil
	}
	there, err := os.ReadFile(j.path)
	if err != nil || !bytes.Equal(there, data) {
		return false, nil
	}
	if err := j.goOnIn(); err != nil {
		return false, fmt.Errorf("journal %s: another copy of it was put in its place while the game was open, and it cannot be opened: %w", j.path, err)
	}
	return true, nil
}

// goOnIn opens the file at the journal's path, locked as Open locks it,
// and appends to it from now on. A lock refused says it is the file open
// here after all, which goes on as it is.
func (j *Journal) goOnIn() error {
	f, err := openLocked(j.path)
	if le := (*LockedError)(nil); errors.As(err, &le) {
		return nil
	}
	if err != nil {
		return err
	}
	app, err := os.OpenFile(j.path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		closeLocked(f)
		return err
	}
	j.app.Close()
	closeLocked(j.f)
	j.f, j.app = f, app
	return nil
}

// contents returns the lines of the journal open here, up to the end of
// the last good one.
func (j *Journal) contents() ([]byte, error) {
	data := make([]byte, j.size)
	if _, err := j.f.ReadAt(data, 0); err != nil {
		return nil, err
	}
	return data, nil
}

// writeBack writes the journal open here to a new file at its path (its
// folder made again if it is gone), through a synced temporary file
// renamed there (Windows renames no file that is open), and goes on in it
// (goOnIn). Errors: the folder or the file cannot be made, written,
// synced or opened; a copy written but not opened stays, and the next
// append goes on in it (sameLines).
func (j *Journal) writeBack() error {
	data, err := j.contents()
	if err != nil {
		return err
	}
	dir := filepath.Dir(j.path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".tmp-"+filepath.Base(j.path))
	if err != nil {
		return err
	}
	if _, err = f.Write(data); err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), j.path)
	}
	if err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := syncDir(dir); err != nil {
		return err
	}
	return j.goOnIn()
}

// saveAside writes the journal open here to a new file beside its path,
// <id>-kept.jsonl (-kept-2 and on when that is taken), synced, and
// returns that file's path.
func (j *Journal) saveAside() (string, error) {
	return j.saveCopy(filepath.Dir(j.path), false)
}

// keepElsewhere writes the journal open here, whose folder cannot be
// written, to a new file in the first folder of these it can write, and
// returns that file's path:
//
//   - the usual folder of saved games (DefaultDir: the user's data
//     folder, made if missing), where tallyman games lists it and
//     tallyman resume finds it without --dir, unless the journal was
//     there;
//   - the system's temporary folder (os.TempDir).
//
// The file is named as the journal, <id>.jsonl, or <id>-kept.jsonl
// (-kept-2 and on) when that is taken: no file is written over.
func (j *Journal) keepElsewhere() (string, error) {
	var dirs []string
	if def, err := DefaultDir(); err == nil && !samePath(def, filepath.Dir(j.path)) {
		dirs = append(dirs, def)
	}
	if tmp := os.TempDir(); !samePath(tmp, filepath.Dir(j.path)) {
		dirs = append(dirs, tmp)
	}
	err := errors.New("no other folder to save it in")
	for _, dir := range dirs {
		if err = os.MkdirAll(dir, 0o755); err != nil {
			continue
		}
		var kept string
		if kept, err = j.saveCopy(dir, true); err == nil {
			return kept, nil
		}
	}
	return "", err
}

// samePath reports whether a and b name one folder (after cleaning and
// making them absolute).
func samePath(a, b string) bool {
	aa, err1 := filepath.Abs(a)
	bb, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && aa == bb
}

// saveCopy writes the journal open here to a new file in dir named
// after it, synced, and returns that file's path: <id>-kept.jsonl, or
// -kept-2 and on when that is taken; with plain, <id>.jsonl first. No
// file is written over.
func (j *Journal) saveCopy(dir string, plain bool) (string, error) {
	data, err := j.contents()
	if err != nil {
		return "", err
	}
	base := filepath.Join(dir, stem(j.path))
	for n := 1; ; n++ {
		kept := base + "-kept" + Ext
		switch {
		case plain && n == 1:
			kept = base + Ext
		case plain && n > 2:
			kept = fmt.Sprintf("%s-kept-%d%s", base, n-1, Ext)
		case !plain && n > 1:
			kept = fmt.Sprintf("%s-kept-%d%s", base, n, Ext)
		}
		f, err := os.OpenFile(kept, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) && n < 100 {
			continue
		}
		if err != nil {
			return "", err
		}
		if _, err = f.Write(data); err == nil {
			err = f.Sync()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = syncDir(filepath.Dir(kept))
		}
		if err != nil {
			os.Remove(kept)
			return "", err
		}
		return kept, nil
	}
}

// ErrMaybeWritten is wrapped by an AppendAll error when the failed write
// could not be cut back off the file: the file may hold some or all of
// its lines (the last one perhaps torn, which Open removes), so whether
// the change was saved is known only once the game is opened again.
var ErrMaybeWritten = errors.New("the file may hold all or part of it: quit, and resume the game to see where it stands")

// appendWrite writes b to f, the journal's handle in append mode (a test
// makes it write part of b and fail, as a full disk does).
var appendWrite = (*os.File).Write

// AppendMove marshals move with encoding/json (pass a json.RawMessage to
// store JSON as is) and appends it as a move entry with At set to the current
// UTC time. Errors: move cannot be marshalled or marshals to JSON null, and
// those of Append.
func (j *Journal) AppendMove(move any) error { return j.AppendMoveVia(move, "") }

// AppendMoveVia is AppendMove recording where the move was entered (see
// Entry.Via; "" for the laptop).
func (j *Journal) AppendMoveVia(move any, via string) error {
	raw, err := json.Marshal(move)
	if err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	if !hasMove(raw) {
		return fmt.Errorf("journal %s: move is null", j.path)
	}
	return j.Append(Entry{Move: raw, At: time.Now().UTC(), Via: via})
}

// AppendUndo appends an undo entry with At set to the current UTC time.
// Errors: those of Append. Whether there is a move to undo is not checked
// here; Loaded.Effective reports an undo with nothing to undo.
func (j *Journal) AppendUndo() error { return j.AppendUndoVia("") }

// AppendUndoVia is AppendUndo recording where the undo was asked (see
// Entry.Via; "" for the laptop).
func (j *Journal) AppendUndoVia(via string) error {
	return j.Append(Entry{Undo: true, At: time.Now().UTC(), Via: via})
}

// AppendRedo appends a redo entry with At set to the current UTC time.
// Errors: those of Append. Whether there is a move to redo is not checked
// here; Loaded.Effective reports a redo with nothing to redo.
func (j *Journal) AppendRedo() error {
	return j.Append(Entry{Redo: true, At: time.Now().UTC()})
}

// Close closes the file and unlocks the game. Every appended entry is
// already synced, so Close loses nothing. Closing a closed Journal returns
// nil.
func (j *Journal) Close() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.f == nil {
		return nil
	}
	// The lock file goes first, the journal's own lock last: a tallyman
	// opening the game meanwhile waits a moment for it (lockJournal).
	err := j.lock.release()
	if aerr := j.app.Close(); err == nil {
		err = aerr
	}
	if ferr := closeLocked(j.f); err == nil {
		err = ferr
	}
	j.f = nil
	return err
}
