package printing

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"tallyman/printables/pdfkit"
)

// onePage is a PDF of one blank page, for Save.
func onePage() *pdfkit.Doc {
	d := pdfkit.New(pdfkit.A4, "test")
	d.PDF.AddPage()
	return d
}

// TestSaveRefusesOutsItCannotWriteAndLeavesNothing: an --out that cannot
// be written is said in words and leaves the folder as it was, with no
// temporary file: a try-out's rename over a file it could not replace
// left a 53 KB .tmp-locked2.pdf… behind while saying nothing was written
// (here a folder stands where the PDF would go, which no rename
// replaces). "-" (the screen, as export takes it) and a file used as a
// folder are said as such, not as folders that do not exist.
func TestSaveRefusesOutsItCannotWriteAndLeavesNothing(t *testing.T) {
	here := t.TempDir()
	t.Chdir(here)
	const name = "game-aids.pdf"
	if err := os.MkdirAll(filepath.Join("taken", name, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("x.PDF", []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, out, want string
	}{
		{"a folder where the PDF goes", "taken",
			"cannot write " + filepath.Join(here, "taken", name) + ": it is a folder; give --out a file name; nothing was written"},
		{"the screen", "-",
			"--out -: print writes a PDF file, not to the screen; give --out a PDF file's name (such as game-aids.pdf) or a folder, or leave --out off for game-aids.pdf here; nothing was written"},
		{"a file as a folder", "x.PDF/y.pdf",
			"cannot write " + filepath.Join(here, "x.PDF", "y.pdf") + ": " + filepath.Join(here, "x.PDF") + " is a file, not a folder; give --out a file in a folder that exists, or a folder; nothing was written"},
		{"a file as a folder, deeper", "x.PDF/a/y",
			"cannot write " + filepath.Join(here, "x.PDF", "a", "y") + ": " + filepath.Join(here, "x.PDF") + " is a file, not a folder; give --out a file in a folder that exists, or a folder; nothing was written"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var w bytes.Buffer
			_, err := Save(&w, onePage(), tc.out, name, []string{"aids"})
			if err == nil || err.Error() != tc.want {
				t.Errorf("Save(--out %s) = %v\nwant %s", tc.out, err, tc.want)
			}
			if w.Len() != 0 {
				t.Errorf("Save(--out %s) said %q", tc.out, w.String())
			}
			for _, dir := range []string{".", "taken"} {
				if tmps, _ := filepath.Glob(filepath.Join(dir, ".tmp-*")); len(tmps) != 0 {
					t.Errorf("Save(--out %s) left %q", tc.out, tmps)
				}
			}
		})
	}
}

// TestCannotWriteNamesTheFileThatCannotBeReplaced: a rename over a file
// refused (another user's in a shared sticky folder, a locked file) is
// said as that file, not as its folder (which took the temporary file),
// with the system's reason alone, not the temporary file's name.
func TestCannotWriteNamesTheFileThatCannotBeReplaced(t *testing.T) {
	here := t.TempDir()
	t.Chdir(here)
	if err := os.WriteFile("locked.pdf", []byte("theirs"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, out string
		err       error
		want      string
	}{
		{"a file there", "locked.pdf", &os.LinkError{Op: "rename", Old: ".tmp-locked.pdf123", New: "locked.pdf", Err: syscall.EPERM},
			"cannot write " + filepath.Join(here, "locked.pdf") + ": the file there cannot be replaced (operation not permitted; it may be another user's, or locked); give --out another file name; nothing was written, and the file there is as it was"},
		{"the folder refused the file", "new.pdf", &fs.PathError{Op: "open", Path: ".tmp-new.pdf123", Err: fs.ErrPermission},
			"cannot write " + filepath.Join(here, "new.pdf") + ": the folder " + here + " cannot be written (permission denied); give --out a file in a folder you can write; nothing was written"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := CannotWrite(tc.out, tc.err).Error(); got != tc.want {
				t.Errorf("CannotWrite(%q):\n%s\nwant\n%s", tc.out, got, tc.want)
			}
		})
	}
}
