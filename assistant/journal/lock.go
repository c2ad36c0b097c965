package journal

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// A game is open in one tallyman at a time: two processes appending to one
// journal would interleave their moves into a file that no longer
// replays. Create and Open lock the game until Close, with a lock file
// beside the journal (X.lock for X.jsonl) that the operating system locks
// (flock on Unix, LockFileEx on Windows) and that names the holder. The
// system drops the lock when the process ends however it ends, so a lock
// file left by a killed tallyman holds nothing: the next Open takes it
// over and says whose it was. A clean Close removes the file.

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
	if h.Host != "" && h.Host != hostname() {
		s += fmt.Sprintf(" on the computer %q", h.Host)
	} else {
		s += " on this computer"
	}
	if !h.Since.IsZero() {
		s += ", since " + h.Since.Local().Format("2006-01-02 15:04")
	}
	return s
}

// LockedError is what Open returns for a game that another tallyman has
// open: the journal's path and who holds it (a zero Holder when the
// holder has not written its id yet).
type LockedError struct {
	Path   string
	Holder Holder
}

func (e *LockedError) Error() string {
	id := strings.TrimSuffix(baseName(e.Path), Ext)
	return fmt.Sprintf("game %s is open in another tallyman (%s): go on playing there, or quit it there (type quit) and resume here; two tallymans on one game would mix their moves", id, e.Holder.describe())
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
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
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
		me, _ := json.Marshal(Holder{PID: os.Getpid(), Host: hostname(), Since: time.Now().Round(time.Second)})
		err = f.Truncate(0)
		if err == nil {
			_, err = f.WriteAt(append(me, '\n'), 0)
		}
		if err == nil {
			err = f.Sync()
		}
		if err != nil {
			unlock(f)
			f.Close()
			return nil, "", fmt.Errorf("locking the game: %w", err)
		}
		note := ""
		if had {
			note = fmt.Sprintf("%s: the game was left open by tallyman %s, which is no longer running (it was stopped without quitting); this tallyman has taken it over", journalPath, prev.describe())
		}
		return &gameLock{f: f, path: path}, note, nil
	}
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
		err = os.Remove(l.path)
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
