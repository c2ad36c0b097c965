package journal

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeDrives plays Windows with the drives of have only (each "C:").
func fakeDrives(t *testing.T, have ...string) {
	oldGOOS, oldVol, oldStat := driveGOOS, volumeName, statDrive
	t.Cleanup(func() { driveGOOS, volumeName, statDrive = oldGOOS, oldVol, oldStat })
	driveGOOS = "windows"
	volumeName = func(p string) string {
		if len(p) >= 2 && p[1] == ':' {
			return p[:2]
		}
		return ""
	}
	statDrive = func(p string) (fs.FileInfo, error) {
		for _, d := range have {
			if strings.EqualFold(p, d+`\`) {
				return os.Stat(os.TempDir())
			}
		}
		return nil, &fs.PathError{Op: "stat", Path: p, Err: fs.ErrNotExist}
	}
}

// TestMissingDriveIsSaid: --dir on a drive this Windows computer does
// not have says so ("there is no drive Q: on this computer"), where
// making the folder said only "File not found"; a drive it has, a path
// with no drive, and another system say nothing more.
func TestMissingDriveIsSaid(t *testing.T) {
	fakeDrives(t, "C:")
	for _, tc := range []struct{ dir, want string }{
		{`Q:\games\tallyman`, "there is no drive Q: on this computer"},
		{`q:\games`, "there is no drive q: on this computer"},
		{`C:\games\tallyman`, ""},
		{`games\tallyman`, ""},
	} {
		if got := missingDrive(tc.dir); got != tc.want {
			t.Errorf("missingDrive(%q) = %q, want %q", tc.dir, got, tc.want)
		}
	}
	driveGOOS = "linux"
	if got := missingDrive(`Q:\games`); got != "" {
		t.Errorf("on Linux: %q", got)
	}
}

// TestDirOnAMissingDrive: a folder of saved games that cannot be made,
// or read, on a drive that is not there says there is no such drive and
// what --dir takes (the folder cannot be made here: a file stands where
// its parent would be, as the missing drive does on Windows).
func TestDirOnAMissingDrive(t *testing.T) {
	fakeDrives(t, "C:")
	file := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	volumeName = func(string) string { return "Q:" }
	_, err := Dir(filepath.Join(file, "tallyman"))
	if err == nil || !strings.Contains(err.Error(), ": there is no drive Q: on this computer: give --dir a folder on a drive this computer has") {
		t.Errorf("Dir: %v", err)
	}
	_, err = ReadDir(filepath.Join(t.TempDir(), "none"))
	if err == nil || !strings.Contains(err.Error(), ": there is no drive Q: on this computer:") {
		t.Errorf("ReadDir: %v", err)
	}
}
