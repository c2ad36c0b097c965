package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
)

// played is a finished game of Container with 148 moves (the statistics'
// fixture); unstarted a game set up and left before its first move.
const (
	played    = "container-20260110-190000-0001"
	unstarted = "container-20261205-101500-abcd"
)

// gamesFolder is a folder of saved games holding played and unstarted
// (its header alone, as a new game quit at its joining screen leaves it,
// with its phone links' seat file).
func gamesFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	b, err := os.ReadFile(filepath.Join("..", "..", "assistant", "testdata", "stats", played+".jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, played+".jsonl"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	header, _, _ := strings.Cut(string(b), "\n")
	header = strings.Replace(header, played, unstarted, 1)
	header = strings.Replace(header, `"created":"2026-01-10T`, `"created":"2026-12-05T`, 1)
	if err := os.WriteFile(filepath.Join(dir, unstarted+".jsonl"), []byte(header+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(phonelink.SeatPath(filepath.Join(dir, unstarted+".jsonl")), []byte("{}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestGamesListsGamesNotStartedApart: `tallyman games` lists the games
// played; the games set up and never started (every new game stopped at
// its joining screen or its first value-card gate left one) are counted
// on one line under the list with the commands for them, and --all lists
// them too, each with a note. They were listed among the games played
// (11 after one try-out session). Resume with no id still takes the
// latest, a game not started too: its phones keep their links.
func TestGamesListsGamesNotStartedApart(t *testing.T) {
	dir := gamesFolder(t)
	out, err := run(t, "", "games", "--dir", dir)
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(out), " ")
	if !strings.Contains(out, played) || strings.Contains(out, unstarted) ||
		!strings.Contains(flat, "And 1 game not started (no move yet): tallyman games --all lists it; tallyman forget ID deletes one") {
		t.Errorf("games: want %s listed, %s counted apart:\n%s", played, unstarted, out)
	}
	out, err = run(t, "", "games", "--all", "--dir", dir)
	if err != nil {
		t.Fatal(err)
	}
	flat = strings.Join(strings.Fields(out), " ")
	if !strings.Contains(out, played) || !strings.Contains(flat, unstarted+" 1 2026-12-05") || !strings.Contains(flat, "Note: not started (no move yet)") || strings.Contains(out, "And 1 game") {
		t.Errorf("games --all: want both listed, the one not started with its note:\n%s", out)
	}
	os.Remove(filepath.Join(dir, played+".jsonl"))
	out, _ = run(t, "", "games", "--dir", dir)
	if flat = strings.Join(strings.Fields(out), " "); !strings.Contains(flat, "No game played yet in") || !strings.Contains(flat, "1 game not started (no move yet)") {
		t.Errorf("games with only a game not started:\n%s", out)
	}
	if path, err := journal.Find(dir, ""); err != nil || filepath.Base(path) != unstarted+".jsonl" {
		t.Errorf("resume's latest: %s, %v; want the game not started", path, err)
	}
}

// TestForgetAsksAndNeverLosesAGamePlayedToATypo drives `tallyman forget`
// with scripted answers: a game not started goes on yes to one question
// (its seat file with it); a game with moves only when its id is typed
// again whole: yes, a prefix of the id, another id, Enter alone and the
// input ending keep it; a game open in a tallyman is refused before any
// question; an empty id is refused. There was no way to delete a game.
func TestForgetAsksAndNeverLosesAGamePlayedToATypo(t *testing.T) {
	for _, tc := range []struct {
		name    string
		id      string
		answer  string
		hold    bool   // the game is open in a tallyman
		gone    bool   // the game is deleted
		wantErr string // "" for none
		want    string // in the output
	}{
		{"unstarted, no", unstarted, "n\n", false, false, "", "Kept: " + unstarted + " was not deleted."},
		{"unstarted, Enter", unstarted, "\n", false, false, "", "Kept: " + unstarted},
		{"unstarted, yes", unstarted, "y\n", false, true, "", "Forgotten: " + unstarted},
		{"unstarted, by a prefix", "container-20261205", "yes\n", false, true, "", "never started"},
		{"unstarted, open elsewhere", unstarted, "y\n", true, false, "is open in tallyman process", ""},
		{"played, yes", played, "y\n", false, false, `"y" is not the game's id`, "148 moves, over"},
		{"played, the prefix typed", "container-2026011", "container-2026011\n", false, false, "is not the game's id", ""},
		{"played, another id", played, unstarted + "\n", false, false, "is not the game's id", ""},
		{"played, Enter", played, "\n", false, false, "", "Kept: " + played},
		{"played, input ended", played, "", false, false, "the input ended before an answer", ""},
		{"played, open elsewhere", played, played + "\n", true, false, "a game open is never forgotten", ""},
		{"played, its id again", played, "  " + played + " \n", false, true, "", "Forgotten: " + played},
		{"empty id", "", "y\n", false, false, `ID is empty ("")`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := gamesFolder(t)
			if tc.hold {
				path, _ := journal.Find(dir, tc.id)
				h, err := journal.Hold(path)
				if err != nil {
					t.Fatal(err)
				}
				defer h.Release()
			}
			out, err := run(t, tc.answer, "forget", tc.id, "--dir", dir)
			switch {
			case tc.wantErr == "" && err != nil:
				t.Errorf("error %v\n%s", err, out)
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Errorf("error %v, want %q\n%s", err, tc.wantErr, out)
			}
			if flat := strings.Join(strings.Fields(out), " "); !strings.Contains(flat, tc.want) {
				t.Errorf("output lacks %q:\n%s", tc.want, out)
			}
			for _, id := range []string{played, unstarted} {
				path := filepath.Join(dir, id+".jsonl")
				_, err := os.Stat(path)
				deleted := strings.HasPrefix(id, tc.id) && tc.id != "" && tc.gone
				if exists := err == nil; exists == deleted {
					t.Errorf("%s: exists %v, want %v\n%s", id, exists, !deleted, out)
				}
				if id == unstarted {
					if _, err := os.Stat(phonelink.SeatPath(path)); (err == nil) == deleted {
						t.Errorf("%s's seat file: exists %v, want %v", id, err == nil, !deleted)
					}
				}
				if _, err := os.Stat(strings.TrimSuffix(path, ".jsonl") + ".lock"); err == nil && !tc.hold {
					t.Errorf("%s: its lock file is left behind", id)
				}
			}
		})
	}
}
