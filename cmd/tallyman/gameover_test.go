package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUndoAfterTheGameEnds: when a game ends at the laptop, "Enter to
// finish, or undo" (after the final scores) or, where the scores reveal
// secrets (Container's value cards, Boxes' wallets), "Enter to show the
// final scores, or undo" (before them, so an undo never lets the table play
// on knowing them): a typo in the last move (a Mini Containers reveal that
// ends the game) can be taken back.
// The loop used to exit at once, with no way back. Each game's finished
// journal of testdata/replay (replayCases: its moves in force) is resumed:
// Enter finishes and the game stays over; undo takes back the last move,
// the game goes on (one move fewer in force, not over) and quit saves it.
// Boxes' last move records container 6's cards: undone, the game is still
// over (all six containers are sold) and the cards are asked again after
// the laptop is passed (an Enter); quit is typed there.
func TestUndoAfterTheGameEnds(t *testing.T) {
	t.Parallel()
	for _, tc := range replayCases {
		if tc.game == "bids" {
			continue // not a game played at the laptop's loop
		}
		t.Run(tc.file, func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(filepath.Join("testdata", "replay", tc.file+".jsonl"))
			if err != nil {
				t.Fatal(err)
			}
			var h struct {
				ID string `json:"id"`
			}
			if err := json.Unmarshal([]byte(data[:strings.IndexByte(string(data), '\n')]), &h); err != nil {
				t.Fatal(err)
			}
			state := func(dir string) (bool, int) {
				t.Helper()
				out, err := run(t, "", "replay", "--json", filepath.Join(dir, h.ID+".jsonl"))
				if err != nil {
					t.Fatalf("%v\n%s", err, out)
				}
				var rep replayOut
				if err := json.Unmarshal([]byte(out), &rep); err != nil {
					t.Fatal(err)
				}
				return rep.Over, rep.Moves
			}
			undo, overAfterUndo := "undo\nquit\n", false
			if tc.game == "boxes" {
				// Boxes is over once the six containers are sold (its
				// phase stays over): the cards are what is missing.
				undo, overAfterUndo = "undo\n\nquit\n", true
			}
			for _, step := range []struct {
				input string
				over  bool
				moves int
				want  string
			}{
				{"\n", true, tc.moves, "The game is saved as " + h.ID},
				{undo, overAfterUndo, tc.moves - 1, "Undone:"},
			} {
				dir := t.TempDir()
				if err := os.WriteFile(filepath.Join(dir, h.ID+".jsonl"), data, 0o644); err != nil {
					t.Fatal(err)
				}
				out, err := run(t, step.input, "resume", h.ID, "--dir", dir)
				if err != nil {
					t.Fatalf("%q: %v\n%s", step.input, err, out)
				}
				question := "The game is over. Enter to finish, or undo:"
				secretScores := tc.game == "container" || tc.game == "boxes"
				if secretScores {
					question = "The game is over. Enter to show the final scores, or undo:"
				}
				wantAll(t, "output", out, question, step.want)
				if secretScores && step.moves < tc.moves && strings.Contains(out, "The game is saved as") {
					t.Errorf("%q: the final scores (and their secrets) were shown before the undo:\n%s", step.input, out)
				}
				if over, moves := state(dir); over != step.over || moves != step.moves {
					t.Errorf("%q: over %v, %d moves; want %v, %d\n%s", step.input, over, moves, step.over, step.moves, out)
				}
				if step.moves < tc.moves && !strings.Contains(out, "Saved. Resume with") {
					t.Errorf("%q: not saved by quit:\n%s", step.input, out)
				}
			}
		})
	}
}
