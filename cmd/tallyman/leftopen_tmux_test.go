package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/journal"
)

// TestLeftOpenNoteWrapsAtSpacesWithThePathWhole: resuming a game left
// open by a tallyman that stopped without quitting says so in a note
// that begins with the journal's path. Written as one line, a 60-column
// terminal broke its words at its edge ("taken i" / "t over"). In a tmux
// pane 60 columns wide (100 rows: all on the screen), the path (wider than the pane, in the test's own
// folder, whatever the temporary folder's length) stands whole on a line
// of its own, read back joined, and the words are wrapped at spaces, each
// line as the pane shows it.
func TestLeftOpenNoteWrapsAtSpacesWithThePathWhole(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "a-folder-named-long-enough-to-pass-the-edge")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	id, path := savedGame(t, dir, "Ann", "Bob", "Cy")
	host, _ := os.Hostname()
	b, _ := json.Marshal(journal.Holder{PID: 4242, Host: host, Since: time.Date(2026, 11, 29, 18, 5, 0, 0, time.Local)})
	if err := os.WriteFile(strings.TrimSuffix(path, ".jsonl")+".lock", b, 0o600); err != nil {
		t.Fatal(err)
	}
	term := newTmux(t, 60, 100, "resume", id, "--dir", dir, "--no-phones")
	waitScreen(t, term.screen, "Resuming "+id)
	words := []string{
		"the game was left open by tallyman process 4242 on this",
		"computer, since 2026-11-29 18:05, which is no longer running",
		"(it was stopped without quitting); this tallyman has taken",
		"it over",
	}
	want := "\nNote:\n" + path + ":\n" + strings.Join(words, "\n") + "\nResuming " + id
	if joined := "\n" + term.joined(); !strings.Contains(joined, want) {
		t.Errorf("the note, joined where the terminal wrapped it, is not%s\ngot\n%s", want, joined)
	}
	shown := "\n" + term.screen()
	for _, l := range append(words, "Note:") {
		if !strings.Contains(shown, "\n"+l+"\n") {
			t.Errorf("the pane does not show the line %q as it is:\n%s", l, shown)
		}
	}
	term.send("quit", "key:Enter")
}
