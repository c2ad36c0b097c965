package rivalseas

import (
	"os"
	"testing"

	"tallyman/assistant/roomtest"
)

// TestMain keeps the package's temporary folders in memory (its games'
// journals sync every move) and shares one Chromium among its browser
// tests.
func TestMain(m *testing.M) { os.Exit(roomtest.Main(m)) }
