package journal

import (
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
