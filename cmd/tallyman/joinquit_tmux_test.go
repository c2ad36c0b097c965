package main

import (
	"strings"
	"testing"
)

// TestJoiningScreenStopsAsAnyQuestion drives the joining screen of every
// game with phones in tmux (100x40): quit typed and Enter, Esc and Ctrl-C
// there end the sitting as at any question, the game not started (no
// seat is named as playing at the laptop, no question of the game is
// asked): quit says the game is saved and how to resume it (code 0),
// Ctrl-C and Esc the same (code 130); bids says where its log is and how
// to carry on. (quit and Esc picked "Start playing"; Ctrl-C ended with
// code 130 and nothing said, the codes left on the screen; Esc said
// "Stopped (aborted)".)
func TestJoiningScreenStopsAsAnyQuestion(t *testing.T) {
	t.Parallel()
	const resume = "tallyman resume "
	container := []string{"new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--seed", "5"}
	for _, tc := range []struct {
		name string
		args []string
		keys []string
		want []string
	}{
		{"container, quit", container, []string{"quit", "key:Enter"}, []string{"Saved. Resume with:\n" + resume, "[exit 0;"}},
		{"container, QUIT with spaces", container, []string{" QUIT ", "key:Enter"}, []string{"Saved. Resume with:\n" + resume, "[exit 0;"}},
		{"container, Esc", container, []string{"key:Escape"}, []string{"Saved. Resume with:\n" + resume, "[exit 130;"}},
		{"container, Ctrl-C", container, []string{"key:C-c"}, []string{"Saved. Resume with:\n" + resume, "[exit 130;"}},
		{"boxes, quit", []string{"new", "boxes", "--players", "Ann,Bob,Cy", "--auctioneer", "Ann", "--seed", "1"}, []string{"quit", "key:Enter"}, []string{"Saved. Resume with:\n" + resume, "[exit 0;"}},
		{"minicontainers, Ctrl-C", []string{"new", "minicontainers", "--players", "Ann,Bob", "--modules", "", "--first", "Ann", "--seed", "1"}, []string{"key:C-c"}, []string{"Saved. Resume with:\n" + resume, "[exit 130;"}},
		{"rivalseas, Esc", []string{"new", "rivalseas", "--players", "Ann,Bob,Cy", "--tiles", "demo", "--seed", "7"}, []string{"key:Escape"}, []string{"Saved. Resume with:\n" + resume, "[exit 130;"}},
		{"bids, quit", []string{"bids", "--players", "Ann,Bob,Cy", "--max", "20"}, []string{"quit", "key:Enter"}, []string{"Saved and stopped; the log is", "To carry on:", "tallyman bids --resume ", "[exit 0;"}},
		{"bids, Ctrl-C", []string{"bids", "--players", "Ann,Bob,Cy", "--max", "20"}, []string{"key:C-c"}, []string{"Saved and stopped; the log is", "To carry on:", "tallyman bids --resume ", "[exit 130;"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			args := append(append([]string{}, tc.args...), "--ip", "127.0.0.1", "--dir", t.TempDir())
			term := newTmuxKeep(t, 100, 40, true, nil, args...)
			waitScreen(t, term.screen, "A phone cannot open the page?")
			term.send(tc.keys...)
			s := waitFor(t, term.screen, "the end of the sitting", func(s string) bool { return strings.Contains(s, "[exit") })
			for _, want := range tc.want {
				if !strings.Contains(s, want) {
					t.Errorf("no %q:\n%s", want, s)
				}
			}
			for _, no := range []string{"At the laptop (no phone yet)", "Enter the physical value cards now", "your move", "Lot to auction", "Start playing"} {
				if strings.Contains(s, no) {
					t.Errorf("%q on the screen: the game started, or the codes stayed:\n%s", no, s)
				}
			}
		})
	}
}

// TestJoiningScreenShowsTheWordTyped drives the joining screen in tmux at
// 80x24, the smallest terminal it is drawn for: the letters typed there
// show under the menu as typed ("Typed: qui"), and once they are the word
// "Typed: quit (Enter stops)", while the code stays whole on the screen
// (its top row is the screen's first). An arrow key starts the word
// afresh, and the line goes. (Nothing showed until Enter.)
func TestJoiningScreenShowsTheWordTyped(t *testing.T) {
	t.Parallel()
	term := newTmuxKeep(t, 80, 24, true, nil, "new", "boxes", "--players", "Ann,Bob,Cy", "--auctioneer", "Ann", "--seed", "1", "--ip", "127.0.0.1", "--dir", t.TempDir())
	waitScreen(t, term.screen, "A phone cannot open the page?")
	for _, step := range []struct {
		keys    string
		want    string // "": no typed line
		wantNot string
	}{
		{"qui", "Typed: qui", "Typed: quit"},
		{"t", "Typed: quit (Enter stops)", ""},
		{"key:Down", "", "Typed:"},
	} {
		term.send(step.keys)
		s := waitFor(t, term.screen, "the typed line after "+step.keys, func(s string) bool {
			if step.want == "" {
				return !strings.Contains(s, step.wantNot)
			}
			return strings.Contains(s, step.want) && (step.wantNot == "" || !strings.Contains(s, step.wantNot))
		})
		if first, _, _ := strings.Cut(s, "\n"); !strings.Contains(first, "Table screen: scan this code") {
			t.Errorf("after %q the code's top row left the screen:\n%s", step.keys, s)
		}
	}
}
