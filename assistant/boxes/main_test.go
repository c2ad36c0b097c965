package boxes

import (
	"os"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
)

// TestMain keeps the package's temporary folders in memory (its games'
// journals sync every move) and shares one Chromium among its browser
// tests.
func TestMain(m *testing.M) {
	roomtest.MemoryTemp()
	os.Exit(phonetest.Main(m))
}
