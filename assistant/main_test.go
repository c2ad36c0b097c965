package assistant

import (
	"os"
	"testing"

	"tallyman/assistant/roomtest"
)

// TestMain keeps the package's temporary folders in memory: its games'
// journals sync every move (roomtest.Main).
func TestMain(m *testing.M) { os.Exit(roomtest.Main(m)) }
