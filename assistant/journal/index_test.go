package journal

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestListProgressReplaysOnlyWhatChanged: listing the games works out
// each game's progress once; a second listing reads it from the folder's
// index without replaying anything; a journal that changed (a move added;
// a line rewritten to the same length with its time put back; the file
// replaced) is read again, and only it; a journal gone leaves the index;
// an index another build of tallyman wrote, or one that does not decode,
// is rebuilt (issue 29 item 4: every listing replayed every game).
func TestListProgressReplaysOnlyWhatChanged(t *testing.T) {
	dir := t.TempDir()
	a := create(t, dir, "a", t0, mv("x"))
	b := create(t, dir, "b", t0.Add(time.Minute), mv("x"), mv("y"))
	c := create(t, dir, "c", t0.Add(2*time.Minute))
	var replayed []string
	progress := func(l *Loaded) Progress {
		replayed = append(replayed, l.Header.ID)
		return Progress{Turn: len(l.Entries) + 1, Over: l.Header.ID == "c"}
	}
	list := func(step string, want ...string) map[string]Listed {
		t.Helper()
		replayed = nil
		got, err := ListProgress(dir, progress)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(replayed, ",") != strings.Join(want, ",") {
			t.Errorf("%s: replayed %v, want %v", step, replayed, want)
		}
		m := map[string]Listed{}
		for _, g := range got {
			m[g.ID] = g
		}
		return m
	}
	m := list("first listing", "a", "b", "c")
	if m["b"].Progress.Turn != 3 || m["b"].Moves != 2 || !m["c"].Progress.Over {
		t.Errorf("first listing: %+v", m)
	}
	m = list("nothing changed")
	if m["b"].Progress.Turn != 3 || m["b"].Moves != 2 || !m["c"].Progress.Over || m["a"].Progress.Turn != 2 {
		t.Errorf("from the index: %+v", m)
	}

	// A move added.
	j, _, err := Open(a)
	if err != nil {
		t.Fatal(err)
	}
	j.Append(at(mv("z"), time.Hour))
	j.Close()
	if m = list("a move added to a", "a"); m["a"].Moves != 2 || m["a"].Progress.Turn != 3 || !m["a"].LastPlayed.Equal(t0.Add(time.Hour)) {
		t.Errorf("after a move: %+v", m["a"])
	}

	// The last line rewritten to the same length, its time put back.
	fi, _ := os.Stat(b)
	data, _ := os.ReadFile(b)
	os.WriteFile(b, []byte(strings.Replace(string(data), `"move":"y"`, `"move":"w"`, 1)), 0o600)
	os.Chtimes(b, fi.ModTime(), fi.ModTime())
	list("b rewritten to the same size and time", "b")

	// Gone.
	os.Remove(c)
	if m = list("c removed"); len(m) != 2 {
		t.Errorf("after removing c: %v", m)
	}
	ix := readIndex(dir, program())
	if _, ok := ix.Games["c"+Ext]; ok || len(ix.Games) != 2 {
		t.Errorf("the index keeps %v", ix.Games)
	}

	// Another build's index, then one that does not decode.
	ix.Program = "another tallyman"
	raw, _ := json.Marshal(ix)
	os.WriteFile(filepath.Join(dir, IndexFile), raw, 0o600)
	list("another build's index", "a", "b")
	os.WriteFile(filepath.Join(dir, IndexFile), []byte("{"), 0o600)
	list("a broken index", "a", "b")
	list("rebuilt")

	// List (no progress) and ListProgress share the index: a game List
	// read again has its progress worked out by the next ListProgress.
	create(t, dir, "d", t0)
	if got, err := List(dir); err != nil || len(got) != 3 {
		t.Fatalf("List: %v, %v", got, err)
	}
	list("d listed without progress", "d")
}
