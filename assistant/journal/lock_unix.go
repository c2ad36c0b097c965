//go:build linux || darwin || freebsd || openbsd || netbsd || dragonfly

package journal

import (
	"errors"
	"os"
	"syscall"
)

// removeWhileLocked: Unix can remove a file that is open (see release).
const removeWhileLocked = true

// tryLock takes an exclusive flock on f without waiting: false when
// another open file holds it. flock locks belong to the open file, so two
// opens in one process exclude each other too. On a file system that has
// no locks (some network shares) it gives true: the game is played
// unprotected rather than not at all.
func tryLock(f *os.File) (bool, error) {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	switch {
	case errors.Is(err, syscall.EWOULDBLOCK):
		return false, nil
	case errors.Is(err, syscall.ENOTSUP), errors.Is(err, syscall.EOPNOTSUPP), errors.Is(err, syscall.ENOLCK):
		return true, nil
	}
	return err == nil, err
}

// unlock drops the flock on f.
func unlock(f *os.File) error {
	return syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
}

// readOnly reports whether err says the file system is read-only.
func readOnly(err error) bool { return errors.Is(err, syscall.EROFS) }

// diskFull reports whether err says the disk, or the user's share of it,
// is full.
func diskFull(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT)
}
