package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// classicCut writes the first n lines of the finished classic journal of
// testdata/replay to a new folder and returns the folder and the game id.
// 54 lines: Bob's cargo of 3 orange is up for auction and Ann has sealed
// her bid, Cy not yet; 55: both have ($10, $9) and Bob decides. (The
// journal has undo and redo lines before: fewer moves are in force.)
func classicCut(t *testing.T, n int) (dir, id string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "replay", "classic.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n")[:n]
	var h struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal([]byte(lines[0]), &h); err != nil {
		t.Fatal(err)
	}
	dir = t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, h.ID+".jsonl"), []byte(strings.Join(lines, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, h.ID
}

// TestRedoAtTheSellersDecision: Bob accepts Ann's $10 (option 1), then
// undo at Cy's move prompt brings back Bob's decision, where Redo is
// offered (it was not: only accept, reject and undo) and puts the accept
// back, said as the move's own line redone; quit is there too, and
// saves.
func TestRedoAtTheSellersDecision(t *testing.T) {
	dir, id := classicCut(t, 55)
	before := replayJSON(t, filepath.Join(dir, id+".jsonl")).Moves
	out, err := run(t, "1\nundo\nredo\nquit\n", "resume", id, "--dir", dir)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	wantAll(t, "output", out, "Undone: Bob accepted the bid", "4. Redo", "5. Save and quit", "Redone: Bob accepted: Ann pays $10", "Cy, your move:", "Saved. Resume with")
	if rep := replayJSON(t, filepath.Join(dir, id+".jsonl")); rep.Moves != before+1 {
		t.Errorf("%d moves in force, want %d (and the accept)", rep.Moves, before)
	}
}

// replayJSON is `tallyman replay --json PATH`.
func replayJSON(t *testing.T, path string) replayOut {
	t.Helper()
	out, err := run(t, "", "replay", "--json", path)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var rep replayOut
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	return rep
}

// TestQuitAtEveryQuestion: quit saves and stops at the hidden questions,
// at the yes/no question of the physical value cards and when the laptop
// is passed to a player, as at every other question; it was refused
// ("type a whole number of dollars", "invalid input"), or taken for Enter,
// and the sitting could only be left by ending the input.
func TestQuitAtEveryQuestion(t *testing.T) {
	dir, id := classicCut(t, 54)
	out, err := run(t, "quit\n", "resume", id, "--dir", dir)
	if err != nil || !strings.Contains(out, "Cy, your sealed bid ($0-$") || !strings.Contains(out, "Saved. Resume with") || strings.Contains(out, "Not accepted") {
		t.Errorf("quit at the hidden bid: %v\n%s", err, out)
	}
	for _, tc := range []struct{ name, cards, input, asked string }{
		{"the y/N question", "physical", "quit\n", "Enter the physical value cards now"},
		{"a hidden card number", "physical", "y\nquit\n", "Ann, your card's number (1-5, hidden"},
		{"passing the laptop", "deal", "quit\n", "press Enter when only you can see the screen."},
	} {
		out, err := run(t, tc.input, "new", "container", "--dir", t.TempDir(), "--seed", "4", "--players", "Ann,Bob,Cy", "--cards", tc.cards)
		if err != nil || !strings.Contains(out, tc.asked) || !strings.Contains(out, "Saved. Resume with:\ntallyman resume container-") || strings.Contains(out, "invalid input") {
			t.Errorf("quit at %s: %v\n%s", tc.name, err, out)
		}
	}
}

// TestEscAtTheSellersDecisionGoesBack: on a full terminal (tmux), Esc at
// the seller's decision asks it again and changes nothing, without phones
// and with them (the laptop's menu while the phones take part); it ended
// the sitting ("Stopped (aborted)", or "Saved." with phones).
func TestEscAtTheSellersDecisionGoesBack(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, decision string
		args           []string
	}{
		{"no phones", "Ann bids the most: $10. Bob, accept or reject?", []string{"--no-phones"}},
		{"phones", "Ann bids the most: $10. Bob accepts or rejects (here or on their phone):", []string{"--ip", "127.0.0.1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir, id := classicCut(t, 55)
			before := replayJSON(t, filepath.Join(dir, id+".jsonl")).Moves
			term := newTmuxKeep(t, 120, 40, true, nil, append([]string{"resume", id, "--dir", dir}, tc.args...)...)
			if tc.name == "phones" {
				waitScreen(t, term.screen, "Start playing")
				term.send("key:Enter")
			}
			waitScreen(t, term.screen, tc.decision)
			term.send("key:Escape")
			time.Sleep(time.Second)
			s := waitFor(t, term.screen, "the decision again", func(s string) bool { return strings.Contains(s, tc.decision) })
			if strings.Contains(s, "Stopped") || strings.Contains(s, "Saved.") {
				t.Errorf("Esc ended the sitting:\n%s", s)
			}
			if rep := replayJSON(t, filepath.Join(dir, id+".jsonl")); rep.Moves != before {
				t.Errorf("%d moves in force after Esc, want %d", rep.Moves, before)
			}
		})
	}
}
