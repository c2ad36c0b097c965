package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrintRefusesPlayersAndGameItCannotUse: every print command refuses
// a --players of 0 or less as it refuses any count out of range (0 is not
// taken for "left out"), and a --game that names no saved game nor a
// journal file (a file that is not a journal, a folder, a missing file,
// a blank or unknown id) with a message that says what --game takes;
// nothing is written.
func TestPrintRefusesPlayersAndGameItCannotUse(t *testing.T) {
	t.Parallel()
	empty := t.TempDir()
	one := t.TempDir()
	savedGame(t, one, "Ann", "Bob", "Cy")
	notJournal := filepath.Join(t.TempDir(), "passwd")
	if err := os.WriteFile(notJournal, []byte("root:x:0:0:root:/root:/bin/bash\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	folder := t.TempDir()
	missing := filepath.Join(t.TempDir(), "gone.jsonl")
	const takes = "--game takes a saved game's id, a unique prefix of one, or a journal file (.jsonl)"
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"boxes, 0 players", []string{"boxes", "--players", "0"}, "--players: Boxes is for 2 to 4 players, not 0"},
		{"boxes, -1 players", []string{"boxes", "--players", "-1"}, "--players: Boxes is for 2 to 4 players, not -1"},
		{"minicontainers, 0 players", []string{"minicontainers", "--players", "0"}, "--players: Mini Containers takes 1 to 6 players, not 0"},
		{"minicontainers, -3 players", []string{"minicontainers", "--players", "-3"}, "--players: Mini Containers takes 1 to 6 players, not -3"},
		{"rivalseas, 0 players", []string{"rivalseas", "--players", "0", "--tiles", "demo"}, "--players: Rival Seas is for 2 to 4 players, not 0"},
		{"rivalseas, -2 players", []string{"rivalseas", "--players", "-2", "--tiles", "demo"}, "--players: Rival Seas is for 2 to 4 players, not -2"},
		{"boxes, a file that is not a journal", []string{"boxes", "--dir", one, "--game", notJournal}, "--game " + notJournal + ": not a tallyman journal (line 1 is not JSON); " + takes},
		{"boxes, not a journal, no games saved", []string{"boxes", "--dir", empty, "--game", notJournal}, "--game " + notJournal + ": not a tallyman journal (line 1 is not JSON); " + takes},
		{"minicontainers, a file that is not a journal", []string{"minicontainers", "--dir", one, "--game", notJournal}, "not a tallyman journal (line 1 is not JSON); " + takes},
		{"rivalseas, a file that is not a journal", []string{"rivalseas", "--dir", one, "--game", notJournal, "--tiles", "demo"}, "not a tallyman journal (line 1 is not JSON); " + takes},
		{"container, a file that is not a journal", []string{"container", "--dir", one, "--game", notJournal, "--what", "setup"}, `not a tallyman journal (line 1 is not JSON); --game takes a saved game's id, a unique prefix of one, a journal file (.jsonl), or "demo"`},
		{"boxes, a folder", []string{"boxes", "--dir", one, "--game", folder}, "--game " + folder + " is a folder, not a journal file; " + takes},
		{"boxes, a missing file", []string{"boxes", "--dir", one, "--game", missing}, "--game " + missing + ": no such file; " + takes},
		{"boxes, an unknown id", []string{"boxes", "--dir", one, "--game", "nonsense"}, `--game "nonsense": no game with id "nonsense" in ` + one},
		{"boxes, an unknown id, no games saved", []string{"boxes", "--dir", empty, "--game", "nonsense"}, `--game "nonsense": no games saved in ` + empty + "; " + takes},
		{"boxes, an empty id", []string{"boxes", "--dir", one, "--game", ""}, "--game is empty: give a saved game's id, a unique prefix of one, or a journal file (.jsonl), or leave --game out"},
		{"container, a blank id", []string{"container", "--dir", one, "--game", "  "}, "--game is empty"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "x.pdf")
			args := append(append([]string{"print"}, tc.args...), "--out", out)
			msg, err := run(t, "", args...)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v (%s), want %q", err, msg, tc.want)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("a file was written")
			}
		})
	}
}
