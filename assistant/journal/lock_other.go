//go:build !(linux || darwin || freebsd || openbsd || netbsd || dragonfly || windows)

package journal

import "os"

// removeWhileLocked: see release.
const removeWhileLocked = true

// tryLock always succeeds: this system has no file lock that tallyman
// uses, so a game is not protected against a second tallyman here (the
// lock file still names the last holder).
func tryLock(f *os.File) (bool, error) { return true, nil }

func unlock(f *os.File) error { return nil }

// readOnly reports whether err says the file system is read-only: not
// told apart on this system (a permission error still is, by notWritable).
func readOnly(err error) bool { return false }

// diskFull reports whether err says the disk is full: not told apart on
// this system.
func diskFull(err error) bool { return false }
