package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/journal"
)

// TestResumeNotesShowAfterTheJoiningScreen drives, in tmux, the resume
// with phones of a game of each kind quit at its joining screen, whose
// journal then had a last line cut off (as a tallyman stopped while
// saving leaves it). Resume drops that line and says so, and says which
// game carries on; the joining screen clears the screen and its
// scrollback as it ends (a player's link is a secret), and wiped both:
// the repair was never said again, the journal being repaired. Both
// must be on the screen after the joining screen, whether "Start
// playing" or quit ends it, and no link kept in the scrollback.
func TestResumeNotesShowAfterTheJoiningScreen(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		args  []string
		quit  bool   // quit at the resumed joining screen, rather than start
		after string // what the game shows after the joining screen
	}{
		{"container", []string{"new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--seed", "5"}, false, "== New game of Container: lay out the table =="},
		{"container quit", []string{"new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--seed", "5"}, true, "[exit 0;"},
		{"boxes", []string{"new", "boxes", "--players", "Ann,Bob,Cy", "--auctioneer", "Ann", "--seed", "1"}, false, "== New game of Boxes: lay out the table =="},
		{"minicontainers", []string{"new", "minicontainers", "--players", "Ann,Bob", "--modules", "", "--first", "Ann", "--seed", "1"}, false, "== New game of Mini Containers =="},
		{"rivalseas", []string{"new", "rivalseas", "--players", "Ann,Bob,Cy", "--tiles", "demo", "--seed", "7"}, false, "== New game of Rival Seas: set up the table =="},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			args := append(append([]string{}, tc.args...), "--ip", "127.0.0.1", "--dir", dir)
			term := newTmuxKeep(t, 100, 150, true, nil, args...)
			waitScreen(t, term.screen, "A phone cannot open the page?")
			term.send("quit", "key:Enter")
			waitScreen(t, term.screen, "[exit 0;")
			path := onlyJournal(t, dir, "*"+journal.Ext)
			f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.WriteString(`{"move":{"kind":"pro`); err != nil {
				t.Fatal(err)
			}
			f.Close()

			term = newTmuxKeep(t, 100, 150, true, nil, "resume", "--dir", dir, "--ip", "127.0.0.1")
			waitScreen(t, term.screen, "A phone cannot open the page?")
			if tc.quit {
				term.send("quit", "key:Enter")
			} else {
				term.send("key:Enter")
			}
			waitScreen(t, term.screen, tc.after)
			all := term.history()
			flat := strings.Join(strings.Fields(all), " ")
			id := strings.TrimSuffix(filepath.Base(path), journal.Ext)
			for _, want := range []string{
				"line 2 is cut off and was ignored (tallyman was probably stopped while saving it; the lines before it are intact)",
				"Resuming " + id + ": 0 moves.",
			} {
				if !strings.Contains(flat, want) {
					t.Errorf("after the joining screen, no %q on the screen or in its scrollback:\n%s", want, all)
				}
			}
			if strings.Contains(all, "http://127.0.0.1") {
				t.Errorf("a phone's link is left on the screen or in its scrollback:\n%s", all)
			}
		})
	}
}
