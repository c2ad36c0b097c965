package journal

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"tallyman/assistant/invoke"
)

// A game is open in one tallyman at a time: two processes appending to one
// journal would interleave their moves into a file that no longer
// replays. Create and Open lock the game until Close, with a lock file
// beside the journal (X.lock for X.jsonl) that the operating system locks
// (flock on Unix, LockFileEx on Windows) and that names the holder, and
// with the system's lock on the journal itself, which keeps a second
// writer out even when the lock file was deleted. The system drops both
// when the process ends however it ends, so a lock file left by a killed
// tallyman holds nothing: the next Open takes it over and says whose it
// was. A clean Close removes the file. That is known only of a tallyman
// on this computer: one on another computer (a folder shared or synced
// between two laptops) holds no lock this computer's system can see, so
// its lock file keeps the game closed here until it is closed there, or
// until TakeOver lets it go at the user's word.

// Holder is the tallyman that holds a game's lock: its process id, the
// computer's name (a data folder may be shared) and since when (local
// time).
type Holder struct {
	PID   int       `json:"pid"`
	Host  string    `json:"host"`
	Since time.Time `json:"since"`
}

// describe says who the holder is: "process 4242 on this computer, since
// 2026-11-29 18:05".
func (h Holder) describe() string {
	if h.PID == 0 {
		return "a process that has not written its id yet"
	}
	s := fmt.Sprintf("process %d", h.PID)
	if !h.here() {
		s += fmt.Sprintf(" on the computer %q", h.Host)
	} else {
		s += " on this computer"
	}
	if !h.Since.IsZero() {
		s += ", since " + h.Since.Local().Format("2006-01-02 15:04")
	}
	return s
}

// here reports whether the holder ran on this computer: its lock file
// names this computer, or no computer (a lock file from a tallyman that
// could not find its computer's name, or one not written yet).
func (h Holder) here() bool {
	return h.Host == "" || strings.EqualFold(h.Host, hostname())
}

// LockedError is what Open returns for a game that another tallyman has
// open: the journal's path and who holds it (a zero Holder when the
// holder has not written its id yet, or when its lock file was removed:
// then LockFileGone is set). OtherComputer is set when the holder is a
// tallyman on another computer that this computer's system cannot see:
// it may still run there, or have been stopped there without quitting,
// and only the user can tell (TakeOver). Command is how the game is
// resumed at the command line, "tallyman resume ID" when empty: the
// refusal shows it with --take-over.
type LockedError struct {
	Path          string
	Holder        Holder
	LockFileGone  bool
	OtherComputer bool
	Command       string
}

func (e *LockedError) Error() string {
	id := strings.TrimSuffix(baseName(e.Path), Ext)
	if e.OtherComputer {
		cmd := e.Command
		if cmd == "" {
			cmd = invoke.Name() + " resume " + id
		}
		return fmt.Sprintf("game %s is open in tallyman %s, as its lock file says: this computer cannot tell whether it still runs there, and two tallymans on one game would mix their moves. Quit it on that computer (type quit) and resume here; if that computer is gone for good, or tallyman was stopped there without quitting, take the game over here: %s --take-over", id, e.Holder.describe(), cmd)
	}
	who := e.Holder.describe()
	if e.LockFileGone {
		who = "its lock file, " + baseName(lockPath(e.Path)) + ", was removed, so which one cannot be told"
	}
	return fmt.Sprintf("game %s is open in another tallyman (%s): go on playing there, or quit it there (type quit) and resume here; two tallymans on one game would mix their moves", id, who)
}

// lockJournal takes the system's lock on f, the journal at path opened
// for writing: the lock that keeps a second writer out even when the
// game's lock file was deleted. It tries for a moment, since a tallyman
// closing the game, or one listing the games (Busy), holds it briefly.
// Errors: a *LockedError with LockFileGone set (whoever got the lock file
// first would have been refused there, so its file is gone); the system's
// error.
func lockJournal(f *os.File, path string) error {
	for try := 0; ; try++ {
		ok, err := tryLock(f)
		if err != nil {
			return fmt.Errorf("locking the game: %w", err)
		}
		if ok {
			return nil
		}
		if try == 4 {
			return &LockedError{Path: path, LockFileGone: true}
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Lock locks the game of the journal at path as Open does, without
// opening the journal for writing or changing it: for a command that
// writes a file beside it (the phone links of printed join cards) and
// must not do so while a tallyman has the game open. Call unlock when
// done. Errors: a *LockedError while a tallyman has the game open (this
// one included); those of the lock file (a *NotWritableError for a folder
// that cannot be written); the journal cannot be opened.
func Lock(path string) (unlock func() error, err error) {
	h, err := Hold(path)
	if err != nil {
		return nil, err
	}
	return h.Release, nil
}

// Busy reports whether the game of the journal at path is open in a
// tallyman now (this one or another), and who that is as its lock file
// says (a zero Holder when it does not say). It only looks: the system's
// lock on the journal is taken for an instant and given back, the files
// are not changed, and a journal that cannot be opened counts as not
// open.
func Busy(path string) (Holder, bool) {
	f, err := os.Open(path)
	if err != nil {
		return Holder{}, false
	}
	defer f.Close()
	return busy(path, lockedNow(f))
}

// busy is Busy for the journal at path, whose own lock is held now when
// locked is set.
func busy(path string, locked bool) (Holder, bool) {
	lf, err := os.Open(lockPath(path))
	if err != nil {
		// No lock file: a game open nowhere, or one whose lock file
		// was removed.
		return Holder{}, locked
	}
	defer lf.Close()
	// The lock file's lock too, for a tallyman from before the journal
	// was locked itself.
	h, had := readHolder(lf)
	if !locked && !lockedNow(lf) && !(had && !h.here()) {
		// Free, unless a tallyman on another computer holds it: its
		// lock is not seen from here.
		return Holder{}, false
	}
	return h, true
}

// TakeOver lets go of the lock file of the game of the journal at path
// when it names a tallyman on another computer (see LockedError's
// OtherComputer), so that Open takes the game here: for the user who
// says that computer is gone for good, or that tallyman was stopped
// there without quitting (tallyman resume --take-over). It returns a
// note saying whose the game was and the risk if it runs still, or ""
// when there was nothing to take over (no lock file, an empty one, or
// one of this computer, which Open takes over itself when its process
// is gone). Errors: a *LockedError while a tallyman on this computer has
// the game open, or one on another whose lock this computer's system
// sees (a network share that passes locks on): never taken over; those
// of the lock file.
func TakeOver(path string) (string, error) {
	f, err := openLockFile(lockPath(path), os.O_RDWR, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("taking the game over: %w", err)
	}
	defer f.Close()
	ok, err := tryLock(f)
	if err != nil {
		return "", fmt.Errorf("taking the game over: %w", err)
	}
	h, had := readHolder(f)
	if !ok {
		return "", &LockedError{Path: path, Holder: h}
	}
	defer unlock(f)
	if !had || h.here() {
		return "", nil
	}
	if err := f.Truncate(0); err != nil {
		return "", fmt.Errorf("taking the game over: %w", err)
	}
	if err := f.Sync(); err != nil {
		return "", fmt.Errorf("taking the game over: %w", err)
	}
	id := strings.TrimSuffix(baseName(path), Ext)
	return fmt.Sprintf("game %s taken over from tallyman %s. If it still runs there, close it there without playing on: two tallymans on one game would mix their moves", id, h.describe()), nil
}

// closeLocked closes f, a journal whose system lock this tallyman
// holds, dropping the lock first: the lock belongs to the open file,
// which a child process started at that moment by another part of
// tallyman holds too until it runs its program (a fork's copy of every
// open file), so closing alone could leave the game locked for that
// while, and a tallyman opening it just then was told it was open in
// another one (a test that closed and resumed a game failed so while
// other tests started processes).
func closeLocked(f *os.File) error {
	unlock(f)
	return f.Close()
}

// lockedNow reports whether the system's lock on f's file is held now,
// taking it for an instant when it is free.
func lockedNow(f *os.File) bool {
	ok, err := tryLock(f)
	if ok {
		unlock(f)
	}
	return !ok && err == nil
}

// Describe says who holds a game: "process 4242 on this computer, since
// 2026-11-29 18:05", or "a tallyman that does not say which" for a zero
// Holder (its lock file removed, or not written yet).
func (h Holder) Describe() string {
	if h.PID == 0 {
		return "a tallyman that does not say which"
	}
	return h.describe()
}

// NotWritableError is an error writing in the folder of saved games that
// says the folder cannot be written (a read-only disk or memory stick, a
// folder without write permission): Dir is the folder, Err the system's
// error.
type NotWritableError struct {
	Dir string
	Err error
}

func (e *NotWritableError) Error() string {
	return fmt.Sprintf("tallyman cannot write in %s (%v), and it saves every move there as it is made: give a folder you can write with --dir (to go on with a saved game, copy its .jsonl file there first), or make this one writable", e.Dir, rootCause(e.Err))
}

func (e *NotWritableError) Unwrap() error { return e.Err }

// rootCause is the system's own words for err ("read-only file system",
// "permission denied"), without the path and operation around them.
func rootCause(err error) error {
	for {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
			continue
		}
		return err
	}
}

// notWritable turns an error writing in dir that says dir cannot be
// written (readOnly, or no permission) into a *NotWritableError; any
// other error is returned as it is.
func notWritable(dir string, err error) error {
	var nw *NotWritableError
	if err == nil || errors.As(err, &nw) {
		return err
	}
	if errors.Is(err, fs.ErrPermission) || readOnly(err) {
		return &NotWritableError{Dir: dir, Err: err}
	}
	return err
}

// baseName is the last element of a path, with either separator.
func baseName(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		return p[i+1:]
	}
	return p
}

// lockPath is the lock file of the journal at journalPath.
func lockPath(journalPath string) string {
	return strings.TrimSuffix(journalPath, Ext) + ".lock"
}

// hostname is this computer's name, or "" when it cannot be found.
func hostname() string {
	h, _ := os.Hostname()
	return h
}

// openLockFile opens a lock file (os.OpenFile; a test makes it fail as a
// read-only disk would).
var openLockFile = os.OpenFile

// gameLock is a game's lock, held from acquire to release.
type gameLock struct {
	f    *os.File
	path string
}

// acquire locks the game of the journal at journalPath for this process.
// It returns the lock and, when a killed tallyman left its lock file
// behind, a note saying whose it was. Errors: a *LockedError when another
// process holds the lock; the lock file cannot be made or written.
func acquire(journalPath string) (*gameLock, string, error) {
	path := lockPath(journalPath)
	for attempt := 0; ; attempt++ {
		f, err := openLockFile(path, os.O_RDWR|os.O_CREATE, 0o600)
		var nw *NotWritableError
		if err != nil && errors.As(notWritable(filepath.Dir(path), err), &nw) {
			return nil, "", nw // said in full, with what to do
		}
		if err != nil {
			return nil, "", fmt.Errorf("locking the game: %w", err)
		}
		ok, err := tryLock(f)
		if err != nil {
			f.Close()
			return nil, "", fmt.Errorf("locking the game: %w", err)
		}
		if !ok {
			h, _ := readHolder(f)
			f.Close()
			return nil, "", &LockedError{Path: journalPath, Holder: h}
		}
		// The holder before may have removed the file between our open
		// and our lock: then the lock is on a file nobody else will see.
		fi, err1 := f.Stat()
		pi, err2 := os.Stat(path)
		if err1 != nil || err2 != nil || !os.SameFile(fi, pi) {
			unlock(f)
			f.Close()
			if attempt < 10 {
				continue
			}
			return nil, "", fmt.Errorf("locking the game: %s keeps changing", path)
		}
		prev, had := readHolder(f)
		if had && !prev.here() {
			// Its process cannot be seen from here: whether it runs
			// is the user's to say (TakeOver).
			unlock(f)
			f.Close()
			return nil, "", &LockedError{Path: journalPath, Holder: prev, OtherComputer: true}
		}
		me, _ := json.Marshal(Holder{PID: os.Getpid(), Host: hostname(), Since: time.Now().Round(time.Second)})
		if err := writeHolder(f, append(me, '\n')); err != nil {
			// Not left behind empty: it would say nothing of who holds
			// the game, and nobody does.
			(&gameLock{f: f, path: path}).release()
			return nil, "", lockWriteError(path, err)
		}
		note := ""
		if had {
			note = fmt.Sprintf("%s: the game was left open by tallyman %s, which is no longer running (it was stopped without quitting); this tallyman has taken it over", journalPath, prev.describe())
		}
		return &gameLock{f: f, path: path}, note, nil
	}
}

// writeHolder writes b, the holder, as the whole of the lock file f and
// syncs it (a test makes it fail as a full disk does).
var writeHolder = writeHolderFile

// writeHolderFile is writeHolder's own work.
func writeHolderFile(f *os.File, b []byte) error {
	err := f.Truncate(0)
	if err == nil {
		_, err = f.WriteAt(b, 0)
	}
	if err == nil {
		err = f.Sync()
	}
	return err
}

// lockWriteError is err, from writing the lock file at path, said with
// what to do: a *NotWritableError for a folder that cannot be written;
// for a full disk, to free some space or play in another folder.
func lockWriteError(path string, err error) error {
	var nw *NotWritableError
	if errors.As(notWritable(filepath.Dir(path), err), &nw) {
		return nw
	}
	if diskFull(err) {
		return fmt.Errorf("tallyman cannot write the game's lock file %s (%v), which keeps the game open in one tallyman at a time: free some space on that disk, or give another folder with --dir (to go on with a saved game, copy its .jsonl file there first)", path, rootCause(err))
	}
	return fmt.Errorf("locking the game: %w", err)
}

// readHolder reads the holder written in a lock file; had is false for an
// empty file (no holder, or one that closed the game cleanly).
func readHolder(f *os.File) (h Holder, had bool) {
	b, err := io.ReadAll(io.NewSectionReader(f, 0, 4096))
	if err != nil || len(strings.TrimSpace(string(b))) == 0 {
		return Holder{}, false
	}
	if json.Unmarshal(b, &h) != nil {
		return Holder{}, true
	}
	return h, true
}

// release removes the lock file and drops the lock. On Unix the file is
// removed while still locked (acquire checks that the file it locked is
// still there); Windows cannot remove an open file, so there the file is
// emptied, closed, then removed unless another tallyman has opened it by
// then.
func (l *gameLock) release() error {
	if l == nil || l.f == nil {
		return nil
	}
	var err error
	if removeWhileLocked {
		// Gone already when someone removed it by hand (or its folder,
		// with a file put in the folder's place): nothing to do.
		if err = os.Remove(l.path); errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			err = nil
		}
	} else {
		err = l.f.Truncate(0)
	}
	if uerr := unlock(l.f); err == nil {
		err = uerr
	}
	if cerr := l.f.Close(); err == nil {
		err = cerr
	}
	l.f = nil
	if !removeWhileLocked {
		// Fails, and rightly, when another tallyman has opened it
		// meanwhile: the file is theirs now.
		os.Remove(l.path)
	}
	return err
}
