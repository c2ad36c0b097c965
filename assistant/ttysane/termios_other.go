//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package ttysane

func restore(uintptr) (bool, error) { return false, nil }
