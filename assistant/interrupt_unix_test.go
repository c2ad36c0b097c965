//go:build unix

package assistant

import (
	"os"
	"syscall"
	"testing"
)

// interruptSelf sends this process SIGINT, as Ctrl-C at the terminal does.
func interruptSelf(t *testing.T) {
	t.Helper()
	if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
}
