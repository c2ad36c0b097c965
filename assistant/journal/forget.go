package journal

import (
	"errors"
	"io/fs"
	"os"
)

// Held is a saved game locked by a command that may delete it (`tallyman
// forget`): from Hold to Delete or Release no tallyman can open the game,
// so none plays a move into a game about to be deleted.
type Held struct {
	f    *os.File // the journal, with the system's lock on it
	lock *gameLock
	path string
}

// Hold locks the game of the journal at path as Open does, without
// writing to it. Errors: those of Lock (a *LockedError while a tallyman
// has the game open).
func Hold(path string) (*Held, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	lock, _, err := acquire(path)
	if err != nil {
		f.Close()
		return nil, err
	}
	if err := lockJournal(f, path); err != nil {
		f.Close()
		lock.release()
		return nil, err
	}
	return &Held{f: f, lock: lock, path: path}, nil
}

// Release gives the game back, unchanged.
func (h *Held) Release() error {
	err := h.lock.release()
	if h.f != nil {
		if ferr := closeLocked(h.f); err == nil {
			err = ferr
		}
		h.f = nil
	}
	return err
}

// Delete deletes the held game: its journal, then the files kept beside
// it (the phone links' seat file; one already gone is no error), then its
// lock file, and gives the lock back. The lock file is held until the
// journal is gone (Windows cannot remove an open file: there the journal
// is closed first, its lock file still keeping any tallyman out).
// Errors: a file cannot be removed (the game is released all the same;
// when the journal could not be removed, nothing was).
func (h *Held) Delete(beside ...string) error {
	if !removeWhileLocked {
		closeLocked(h.f)
		h.f = nil
	}
	err := os.Remove(h.path)
	if err == nil {
		for _, b := range beside {
			if berr := os.Remove(b); berr != nil && !errors.Is(berr, fs.ErrNotExist) && err == nil {
				err = berr
			}
		}
	}
	if rerr := h.Release(); err == nil {
		err = rerr
	}
	return err
}
