package main

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestCtrlCAtEveryKindOfQuestion drives the real binary in tmux (100x50)
// to a numbered menu, a text question, a yes/no question and a number,
// in and out of a game, and presses Ctrl-C there: on a full terminal and
// in accessible mode (ACCESSIBLE=1, whose line prompts get Ctrl-C as
// SIGINT) it says the same, what happened and how to carry on, and ends
// with code 130, the terminal's echo on. No journal is changed by it; a
// stopped game or bids log carried on asks the same question again, and
// a setup stopped leaves no game. (In accessible mode Ctrl-C ended the
// program with code 130 and nothing said outside a game's sitting.)
func TestCtrlCAtEveryKindOfQuestion(t *testing.T) {
	t.Parallel()
	// step waits for the screen to show wait, then answers: line and
	// Enter in accessible mode, keys on a full terminal.
	type step struct {
		wait string
		line string
		keys []string
	}
	for _, tc := range []struct {
		name     string
		args     []string // --dir added
		steps    []step   // to reach the question
		question string   // on the screen at the question
		want     string   // said after Ctrl-C
		resume   []string // carries on (--dir added); nil: nothing was saved
	}{
		{
			name:     "numbered menu: the main menu",
			question: "tallyman: what would you like to do?",
			want:     "\nStopped: no game was open, nothing is lost.\n",
		},
		{
			name: "numbered menu: print, which documents",
			steps: []step{
				{"tallyman: what would you like to do?", "4", []string{"key:Down", "key:Down", "key:Down", "key:Enter"}},
				{"Print for which game?", "1", []string{"key:Enter"}},
			},
			question: "Print which documents?",
			want:     "\nStopped: nothing printed.\n",
		},
		{
			name:     "text: a new game's player name",
			args:     []string{"new", "container", "--no-phones"},
			question: "Player 1 name",
			want:     "\nStopped: no game was created.\n",
		},
		{
			name:     "text: the lot of a bids log",
			args:     []string{"bids", "--players", "Ann,Bob", "--no-phones"},
			question: "Lot to auction",
			want:     "\nSaved and stopped; the log is",
			resume:   []string{"bids", "--resume", "latest", "--no-phones"},
		},
		{
			name:     "yes/no: a new game's module",
			args:     []string{"new", "minicontainers", "--players", "Ann,Bob", "--no-phones", "--seed", "4"},
			question: "Play with the Automa",
			want:     "\nStopped: no game was created.\n",
		},
		{
			name:     "yes/no: the physical value cards, in a game",
			args:     []string{"new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--no-phones", "--seed", "4"},
			question: "Enter the physical value cards now",
			want:     "\nSaved. Resume with:\ntallyman resume container-",
			resume:   []string{"resume", "--no-phones"},
		},
		{
			name: "number: the starting bid, in a game",
			args: []string{"new", "boxes", "--players", "Ann,Bob,Cy", "--auctioneer", "Ann", "--no-phones", "--seed", "7"},
			steps: []step{
				{"open or secret auction?", "1", []string{"key:Enter"}},
				{"Ann: 7 actions", "1", []string{"key:Enter"}},
				{"Bob: 7 actions", "1", []string{"key:Enter"}},
				{"Cy: 7 actions", "1", []string{"key:Enter"}},
			},
			question: "the starting bid, a multiple of 50 ECU",
			want:     "\nSaved. Resume with:\ntallyman resume boxes-",
			resume:   []string{"resume", "--no-phones"},
		},
	} {
		for _, mode := range []struct {
			name string
			env  []string
		}{
			{"full screen", nil},
			{"accessible", []string{"ACCESSIBLE=1"}},
		} {
			t.Run(tc.name+"/"+mode.name, func(t *testing.T) {
				t.Parallel()
				dir := t.TempDir()
				accessible := mode.env != nil
				term := newTmuxKeep(t, 100, 50, true, mode.env, append(slices.Clone(tc.args), "--dir", dir)...)
				for _, s := range tc.steps {
					waitScreen(t, term.screen, s.wait)
					if accessible {
						term.send(s.line, "key:Enter")
					} else {
						term.send(s.keys...)
					}
				}
				waitScreen(t, term.screen, tc.question)
				time.Sleep(300 * time.Millisecond) // the question waits for its line
				before := journals(t, dir)
				term.send("key:C-c")
				s := waitFor(t, term.screen, "the end", func(s string) bool { return strings.Contains(s, "[exit") })
				for _, want := range []string{tc.want, "[exit 130; terminal: echo]"} {
					if !strings.Contains(s, want) {
						t.Errorf("no %q after Ctrl-C:\n%s", want, s)
					}
				}
				after := journals(t, dir)
				if !maps.Equal(before, after) {
					t.Errorf("Ctrl-C changed the journals: %d before, %d after", len(before), len(after))
				}
				if tc.resume == nil {
					if len(after) != 0 {
						t.Errorf("nothing was to be saved, and %d journals were", len(after))
					}
					return
				}
				if len(after) != 1 {
					t.Fatalf("%d journals, want 1", len(after))
				}
				term = newTmuxKeep(t, 100, 50, true, mode.env, append(slices.Clone(tc.resume), "--dir", dir)...)
				waitScreen(t, term.screen, tc.question)
			})
		}
	}
}

// journals is every journal under dir (games and bids logs), by path.
func journals(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".jsonl") {
			b, rerr := os.ReadFile(path)
			out[path] = string(b)
			return rerr
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
