package roomtest

import (
	"os"
	"testing"

	"tallyman/assistant/phones/phonetest"
)

// diskTemp is the temporary folder on the disk, as it was before
// MemoryTemp.
var diskTemp = os.TempDir()

// MemoryTemp points the test binary's temporary folder (os.TempDir, so
// t.TempDir) at a folder in memory, when the system has one with room to
// spare (memoryTemp) and TMPDIR is not set. Call it first in a package's
// TestMain. A journal syncs every move to disk (journal.AppendMove); a
// whole game played in a test makes hundreds of syncs, each a wait for
// the disk, milliseconds on a quiet machine and tens of them on a busy
// one. In memory every Sync is still made, through the same code, and
// costs nothing. What a sync guards against, a power cut, no test makes;
// a test that needs the disk's own timing (the crash harness, which kills
// tallyman while it syncs) takes its folder from DiskTempDir.
func MemoryTemp() {
	if os.Getenv("TMPDIR") != "" {
		return
	}
	if dir := memoryTemp(); dir != "" {
		os.Setenv("TMPDIR", dir)
	}
}

// DiskTempDir is t.TempDir on the disk, even under MemoryTemp: a new
// folder, removed when the test ends.
func DiskTempDir(t testing.TB) string {
	t.Helper()
	dir, err := os.MkdirTemp(diskTemp, "tallyman-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// Main runs a package's tests (m.Run) with its temporary folders in
// memory (MemoryTemp) and one Chromium shared by its browser tests
// (phonetest.Main), and returns the exit code. A package's TestMain:
//
//	func TestMain(m *testing.M) { os.Exit(roomtest.Main(m)) }
func Main(m *testing.M) int {
	MemoryTemp()
	return phonetest.Main(m)
}
