//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package ttysane

import "os"

func restore(uintptr) (bool, error) { return false, nil }

func showCursor(*os.File) bool { return false }
