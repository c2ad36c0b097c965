//go:build unix

package journal

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestAPipeNamedLikeAJournalIsPassedOver: a named pipe, a folder and a
// link to nothing called "*.jsonl" in the data folder are not games: the
// list passes over them (reading the pipe waited for ever: QA), while a
// link to a journal is listed.
func TestAPipeNamedLikeAJournalIsPassedOver(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.jsonl"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "folder.jsonl"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "nothing"), filepath.Join(dir, "dangling.jsonl")); err != nil {
		t.Fatal(err)
	}
	j, err := Create(dir, Header{Game: "container", Edition: "classic", Players: []string{"Ann", "Bob"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	other := t.TempDir()
	if err := os.Symlink(j.Path(), filepath.Join(other, filepath.Base(j.Path()))); err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{dir, other} {
		got, err := List(d)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].ID != j.Header().ID {
			t.Errorf("%s lists %+v, want the one game %s", d, got, j.Header().ID)
		}
	}
}
