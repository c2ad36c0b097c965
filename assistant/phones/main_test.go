package phones

import (
	"os"
	"testing"

	"tallyman/assistant/phones/phonetest"
)

// TestMain shares one Chromium among the package's browser tests.
func TestMain(m *testing.M) { os.Exit(phonetest.Main(m)) }
