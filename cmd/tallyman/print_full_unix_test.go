//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrintOnAFullDiskKeepsTheOldPDF: a PDF that cannot be written whole
// (here the shell's file-size limit, 20 blocks, stands for a full disk
// or USB stick) is not written at all: the file that was there is as it
// was, no fragment or temporary file is left, and the answer says so.
func TestPrintOnAFullDiskKeepsTheOldPDF(t *testing.T) {
	t.Parallel()
	bin := tallymanBinary(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "aids.pdf")
	if err := os.WriteFile(out, []byte("%PDF the old aids"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("sh", "-c", `ulimit -f 20 && exec "$0" print container --dir "$1" --out "$2"`, bin, t.TempDir(), out)
	msg, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(msg), "cannot write "+out+": ") || !strings.Contains(string(msg), "nothing was written, and a file that was there is as it was") {
		t.Errorf("got %v: %s", err, msg)
	}
	if b, err := os.ReadFile(out); err != nil || string(b) != "%PDF the old aids" {
		t.Errorf("aids.pdf is now %d bytes (%v), want the old file", len(b), err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 1 {
		t.Errorf("the folder holds %d files, want only aids.pdf", len(left))
	}
}
