package journal

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestWriteFileAtomicLeavesNoTemporaryFile: a write that fails at the
// rename (a folder where the file goes, as a file that cannot be
// replaced does in a shared folder) leaves the folder as it was, with no
// .tmp- file; one that works leaves only the file.
func TestWriteFileAtomicLeavesNoTemporaryFile(t *testing.T) {
	tests := []struct {
		name    string
		setup   func(t *testing.T, path string)
		wantErr bool
	}{
		{"a folder in the way", func(t *testing.T, path string) {
			if err := os.MkdirAll(filepath.Join(path, "inside"), 0o755); err != nil {
				t.Fatal(err)
			}
		}, true},
		{"a file replaced", func(t *testing.T, path string) {
			if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
		}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "out.pdf")
			tc.setup(t, path)
			err := WriteFileAtomic(path, []byte("new"))
			if (err != nil) != tc.wantErr {
				t.Fatalf("WriteFileAtomic = %v, want error %v", err, tc.wantErr)
			}
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			if len(entries) != 1 || entries[0].Name() != "out.pdf" {
				var names []string
				for _, e := range entries {
					names = append(names, e.Name())
				}
				t.Errorf("the folder holds %q, want only out.pdf", names)
			}
		})
	}
}

// TestWriteFileAtomicRefusesAReadOnlyFile: a file its owner made
// read-only (0444; Windows' Read-only attribute reads so too) is not
// replaced: the rename over it ignored its mode (a try-out's print --out
// replaced one). The refusal is ErrReadOnly, before anything is written:
// the file keeps its text and stays read-only, no temporary file is left. A file
// its owner may write is replaced as before.
func TestWriteFileAtomicRefusesAReadOnlyFile(t *testing.T) {
	for _, tc := range []struct {
		mode    os.FileMode
		refused bool
	}{
		{0o444, true},
		{0o400, true},
		{0o644, false},
		{0o600, false},
	} {
		dir := t.TempDir()
		path := filepath.Join(dir, "out.pdf")
		if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(path, tc.mode); err != nil {
			t.Fatal(err)
		}
		err := WriteFileAtomic(path, []byte("new"))
		if got := errors.Is(err, ErrReadOnly); got != tc.refused || (err != nil) != tc.refused {
			t.Errorf("mode %o: WriteFileAtomic = %v, want refused %v", tc.mode, err, tc.refused)
		}
		want := "new"
		if tc.refused {
			want = "old"
		}
		if b, _ := os.ReadFile(path); string(b) != want {
			t.Errorf("mode %o: the file holds %q, want %q", tc.mode, b, want)
		}
		if fi, _ := os.Stat(path); tc.refused && fi.Mode().Perm()&0o200 != 0 {
			t.Errorf("mode %o: the file became writable (%o)", tc.mode, fi.Mode().Perm())
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 {
			t.Errorf("mode %o: the folder holds %d entries, want only out.pdf", tc.mode, len(entries))
		}
	}
}
