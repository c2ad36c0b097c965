//go:build !windows

package termkeys

import "io"

// systemConsole is nil: there is no Windows console here.
func systemConsole(io.Reader) consoleInput { return nil }
