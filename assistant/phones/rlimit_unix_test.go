//go:build unix

package phones

import (
	"syscall"
	"testing"
)

// raiseFileLimit lifts the soft limit on open files to the hard limit: the
// benchmark holds two sockets per simulated phone.
func raiseFileLimit(tb testing.TB) {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r); err != nil {
		tb.Logf("reading the open-file limit: %v", err)
		return
	}
	if r.Cur < r.Max {
		r.Cur = r.Max
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &r); err != nil {
			tb.Logf("raising the open-file limit: %v", err)
		}
	}
}
