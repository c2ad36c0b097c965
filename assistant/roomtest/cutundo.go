package roomtest

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"tallyman/assistant/journal"
)

// CutReopen takes the last line off the journal at path, which must be
// the move reopening a round of sealed bids (a "reopen_" move) written
// after the undo of the bid that revealed it: the journal then ends as
// one does when tallyman was stopped between those two lines. It returns
// the line taken off and the note resuming or replaying such a journal
// gives (Session.Warning, without resume's "; this is now saved in the
// journal"), which names the undo's line.
func CutReopen(t *testing.T, path string) (line, note string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(strings.TrimSuffix(string(b), "\n"), "\n")
	last := lines[len(lines)-1]
	if !strings.Contains(last, `"type":"reopen_`) || !strings.Contains(lines[len(lines)-2], `"undo":true`) {
		t.Fatalf("the journal does not end on an undo and a reopening:\n%s", b)
	}
	if err := os.WriteFile(path, bytes.TrimSuffix(b, []byte(last+"\n")), 0o600); err != nil {
		t.Fatal(err)
	}
	note = fmt.Sprintf("the journal ends on an undo (line %d) of the bid that revealed a round of sealed bids, cut short before the round was reopened (tallyman was stopped between its lines): the round is reopened for every bidder, as that undo does, so nobody bids again knowing the others' bids", len(lines)-1)
	return last, note
}

// Round is what a game opened from its journal says of its round of
// sealed bids (the engine's Sealed), its redo list and its Warning.
type Round struct {
	Name    string
	Sealed  int
	Redo    int
	Warning string
}

// CheckCutReopen cuts the reopening off the journal at path (CutReopen)
// and checks that the round it reopened is open again with no bid
// sealed, nothing to redo, and the note said: by replay (read, which
// must not change the file) and by resume (open, which writes the
// reopening again, once: a second open says nothing). close closes what
// open opened.
func CheckCutReopen(t *testing.T, path string, read func(string) (Round, error), open func(string) (Round, func(), error)) {
	t.Helper()
	line, note := CutReopen(t, path)
	cut, _ := os.ReadFile(path)
	got, err := read(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Name == "" || got.Sealed != 0 || got.Redo != 0 || got.Warning != note {
		t.Errorf("replayed: round %q with %d bids sealed, %d to redo, note:\n%s\nwant the round open with none, nothing to redo, note:\n%s", got.Name, got.Sealed, got.Redo, got.Warning, note)
	}
	if now, _ := os.ReadFile(path); !bytes.Equal(now, cut) {
		t.Errorf("replay changed the file")
	}
	for i, want := range []string{note + "; this is now saved in the journal", ""} {
		got, closeGame, err := open(path)
		if err != nil {
			t.Fatal(err)
		}
		closeGame()
		if got.Name == "" || got.Sealed != 0 || got.Redo != 0 || got.Warning != want {
			t.Errorf("opened (%d): round %q with %d bids sealed, %d to redo, note:\n%s\nwant the round open with none, nothing to redo, note:\n%s", i+1, got.Name, got.Sealed, got.Redo, got.Warning, want)
		}
	}
	now, _ := os.ReadFile(path)
	added, ok := bytes.CutPrefix(now, cut)
	kind := line[strings.Index(line, `"type":`):]
	kind = kind[:strings.Index(kind, ",")]
	if !ok || bytes.Count(added, []byte("\n")) != 1 || !bytes.Contains(added, []byte(kind)) {
		t.Errorf("the journal after resuming ends:\n%s\nwant one line more, the reopening (%s)", added, kind)
	}
}

// CheckCutReopenGame is CheckCutReopen for a game's journal at path:
// read by replay (the journal loaded), opened by open, its round told by
// round; the opened game is closed after.
func CheckCutReopenGame[G interface{ Close() error }](t *testing.T, path string, replay func(*journal.Loaded) (G, error), open func(string) (G, error), round func(G) Round) {
	t.Helper()
	CheckCutReopen(t, path, func(p string) (Round, error) {
		l, err := journal.Load(p)
		if err != nil {
			return Round{}, err
		}
		g, err := replay(l)
		if err != nil {
			return Round{}, err
		}
		return round(g), nil
	}, func(p string) (Round, func(), error) {
		g, err := open(p)
		if err != nil {
			return Round{}, nil, err
		}
		return round(g), func() { g.Close() }, nil
	})
}

// JournalBytes is the journal at path as it lies on disk, to check that
// a move refused or declined (an undo answered no) wrote nothing.
func JournalBytes(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
