package journal

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// copyFile copies the file at from to to.
func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestACopiedJournalIsNamedByItsFiles: a copy of a journal beside it
// ("X - Copy.jsonl", what a file manager makes) holds the same game id.
// The id and the original's file name find the original, the copy's file
// name finds the copy, a prefix of both is refused naming both files (the
// ids alone would read "X, X"), and the listing says the copy's file name
// is not its id.
func TestACopiedJournalIsNamedByItsFiles(t *testing.T) {
	dir := t.TempDir()
	const id = "container-20260110-190000-0001"
	orig := create(t, dir, id, t0, at(mv("a"), time.Hour))
	cp := filepath.Join(dir, id+" - Copy.jsonl")
	copyFile(t, orig, cp)
	create(t, dir, "boxes-20260111-190000-0002", t0)

	for _, tc := range []struct{ ask, want string }{
		{id, orig},
		{id + ".jsonl", orig},
		{id + " - Copy", cp},
		{id + " - Copy.jsonl", cp},
		{cp, cp}, // the file's path
	} {
		if got, err := Find(dir, tc.ask); err != nil || got != tc.want {
			t.Errorf("Find(%q) = %q, %v; want %q", tc.ask, got, err, tc.want)
		}
	}
	_, err := Find(dir, "container-2026")
	want := `game id "container-2026" matches one game saved in 2 files: "` + id + ` - Copy.jsonl" and "` + id + `.jsonl" (a copy?): give the file's name, or move one out of ` + dir
	if err == nil || err.Error() != want {
		t.Errorf("Find(a prefix of a copied game) = %v\nwant %s", err, want)
	}
	list, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	warned := 0
	for _, s := range list {
		if s.Warning != "" {
			warned++
			if s.Path != cp || !strings.Contains(s.Warning, `holds the game `+id+` (its header's id), which is saved as `+id+`.jsonl too`) {
				t.Errorf("%s: warning %q", s.Path, s.Warning)
			}
		}
	}
	if warned != 1 {
		t.Errorf("%d games warned of, want the copy: %+v", warned, list)
	}
}
