//go:build !unix

package assistant

import "testing"

// interruptSelf: only Unix lets a process send itself the Ctrl-C signal
// alone (Windows' console event reaches every process on the console,
// go test included), so the test that needs it runs on Unix.
func interruptSelf(t *testing.T) {
	t.Helper()
	t.Skip("sending this process Ctrl-C needs Unix signals")
}
