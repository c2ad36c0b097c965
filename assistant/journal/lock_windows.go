//go:build windows

package journal

import (
	"errors"
	"os"
	"syscall"

	"golang.org/x/sys/windows"
)

// removeWhileLocked: Windows cannot remove a file that is open (see
// release).
const removeWhileLocked = false

// lockRange is the byte the lock covers: far past the holder written at
// the start of the file, since a Windows lock also stops others reading
// the bytes it covers and they must read who holds the game.
func lockRange() *windows.Overlapped {
	return &windows.Overlapped{OffsetHigh: 1 << 8} // byte 2^40
}

// tryLock takes an exclusive LockFileEx lock on f without waiting: false
// when another open file holds it.
func tryLock(f *os.File) (bool, error) {
	err := windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, lockRange())
	if errors.Is(err, windows.ERROR_LOCK_VIOLATION) {
		return false, nil
	}
	return err == nil, err
}

// unlock drops the lock on f.
func unlock(f *os.File) error {
	return windows.UnlockFileEx(windows.Handle(f.Fd()), 0, 1, 0, lockRange())
}

// readOnly reports whether err says the disk is read-only or
// write-protected.
func readOnly(err error) bool {
	return errors.Is(err, windows.ERROR_WRITE_PROTECT) || errors.Is(err, syscall.EROFS)
}

// diskFull reports whether err says the disk is full.
func diskFull(err error) bool {
	return errors.Is(err, windows.ERROR_DISK_FULL) || errors.Is(err, windows.ERROR_HANDLE_DISK_FULL) || errors.Is(err, syscall.ENOSPC)
}
