package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutRefusesAReadOnlyFileAndSaysWhatAFolderNameIs: print and export
// refuse an --out file the user made read-only, naming its full path and
// what to do; the file keeps its text and mode (the write through a
// temporary file and a rename replaced it, mode and all). An --out that
// ends in a separator names a folder: when there is none ("x.pdf/", a
// PDF's name made a folder by its "/") or a file is there ("old.PDF/"),
// it says so and what --out takes, where it said "x.pdf/ does not end in
// .pdf". nothing is written either way.
func TestOutRefusesAReadOnlyFileAndSaysWhatAFolderNameIs(t *testing.T) {
	dir := statsDir(t)
	work := t.TempDir()
	t.Chdir(work)
	ro := filepath.Join(work, "keep")
	for _, f := range []string{"keep.pdf", "keep.csv", "old.PDF", "old.csv"} {
		if err := os.WriteFile(f, []byte("kept\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"keep.pdf", "keep.csv"} {
		if err := os.Chmod(f, 0o444); err != nil {
			t.Fatal(err)
		}
	}
	printArgs := []string{"print", "boxes", "--dir", dir, "--out"}
	exportArgs := []string{"export", "--dir", dir, "--format", "csv", "container-20260110", "--out"}
	const printName, exportName = "boxes-aids-scorepad.pdf", "container-20260110-190000-0001.csv"
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"print, a read-only PDF", append(printArgs, "keep.pdf"), "cannot write " + ro + ".pdf: the file there is read-only; make it writable first if it may be replaced, or give --out another file name; nothing was written, and the file there is as it was"},
		{"export, a read-only CSV", append(exportArgs, "keep.csv"), "cannot write " + ro + ".csv: the file there is read-only; make it writable first if it may be replaced, or give --out another file name; nothing was written, and the file there is as it was"},
		{"print, a PDF's name as a folder", append(printArgs, "x.pdf/"), "--out x.pdf/ ends in /, a folder's name, and there is no folder " + filepath.Join(work, "x.pdf") + ": make the folder first, or give a file name ending in .pdf without the / (such as " + printName + "); nothing was written"},
		{"print, a file's name as a folder", append(printArgs, "old.PDF/"), "--out old.PDF/ ends in /, a folder's name, but " + filepath.Join(work, "old.PDF") + " is a file: give a folder, or a file name ending in .pdf without the / (such as " + printName + "); nothing was written"},
		{"export, a CSV's name as a folder", append(exportArgs, "x.csv/"), "--out x.csv/ ends in /, a folder's name, and there is no folder " + filepath.Join(work, "x.csv") + ": make the folder first, or give a file name ending in .csv without the / (such as " + exportName + "); nothing was written"},
		{"export, a file's name as a folder", append(exportArgs, "old.csv/"), "--out old.csv/ ends in /, a folder's name, but " + filepath.Join(work, "old.csv") + " is a file: give a folder, or a file name ending in .csv without the / (such as " + exportName + "); nothing was written"},
	} {
		out, err := run(t, "", tc.args...)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v\n%s\nwant %q", tc.name, err, out, tc.want)
		}
	}
	entries, _ := os.ReadDir(work)
	if len(entries) != 4 {
		t.Errorf("the folder holds %d files, want the 4 it had", len(entries))
	}
	for _, f := range []string{"keep.pdf", "keep.csv", "old.PDF", "old.csv"} {
		b, _ := os.ReadFile(f)
		fi, _ := os.Stat(f)
		if string(b) != "kept\n" || (strings.HasPrefix(f, "keep") && fi.Mode().Perm()&0o200 != 0) {
			t.Errorf("%s was changed: %q, mode %o", f, b, fi.Mode().Perm())
		}
	}
}
