package session

import (
	"os"
	"testing"

	"tallyman/assistant/roomtest"
)

// TestMain keeps the package's temporary folders in memory: its games'
// journals sync every move.
func TestMain(m *testing.M) {
	roomtest.MemoryTemp()
	os.Exit(m.Run())
}
