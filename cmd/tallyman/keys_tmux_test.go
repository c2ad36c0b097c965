package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/roomtest"
)

// TestEscAtTheMovePromptAsksAgain: on a full terminal (tmux), Esc at the
// move prompt changes nothing and asks again; the entry typed after it
// is played. (Esc there saved and ended the sitting at once, while in
// every menu it means back.)
func TestEscAtTheMovePromptAsksAgain(t *testing.T) {
	t.Parallel()
	term := newTmuxKeep(t, 100, 40, true, nil, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--no-phones", "--dir", t.TempDir(), "--seed", "5")
	waitScreen(t, term.screen, "Enter the physical value cards now")
	term.send("n")
	waitScreen(t, term.screen, "Cy, your move:")
	term.send("key:Escape")
	time.Sleep(500 * time.Millisecond)
	if s := term.screen(); strings.Contains(s, "Saved.") || strings.Contains(s, "[exit") {
		t.Fatalf("Esc at the move prompt ended the sitting:\n%s", s)
	}
	term.send("end", "key:Enter")
	waitScreen(t, term.screen, "Ann, your move:")
}

// TestCtrlCAtAHiddenPromptSavesAndLeaves: Ctrl-C at a hidden question
// (Cy's sealed bid, typed at the laptop) says the game is saved and how
// to resume it, and tallyman ends with code 130, the terminal's echo on:
// on a full terminal (it was read as "back" and the bid asked again) and
// in accessible mode on a terminal (it left the echo off). Nothing is
// added to the journal.
func TestCtrlCAtAHiddenPromptSavesAndLeaves(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		env  []string
	}{
		{"full screen", nil},
		{"accessible", []string{"ACCESSIBLE=1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir, id := classicCut(t, 54)
			path := filepath.Join(dir, id+".jsonl")
			before, _ := os.ReadFile(path)
			term := newTmuxKeep(t, 100, 40, true, tc.env, "resume", id, "--dir", dir, "--no-phones")
			waitScreen(t, term.screen, "Cy, your sealed bid")
			time.Sleep(300 * time.Millisecond)
			term.send("key:C-c")
			s := waitFor(t, term.screen, "the end of the sitting", func(s string) bool { return strings.Contains(s, "[exit") })
			for _, want := range []string{"Saved. Resume with:\ntallyman resume " + id, "[exit 130; terminal: echo]"} {
				if !strings.Contains(s, want) {
					t.Errorf("no %q after Ctrl-C:\n%s", want, s)
				}
			}
			if after, _ := os.ReadFile(path); string(after) != string(before) {
				t.Errorf("Ctrl-C changed the journal:\n%s", after[len(before):])
			}
		})
	}
}

// TestFullScreenAsksTheNewQuestion: on a full terminal (tmux) Ann's
// bonus slot question is up when Ann chooses her slot on her phone; the
// laptop redraws to the next player's (Bob's) question, nothing typed. (It kept
// "Ann, choose a free bonus slot" while the phones played on.)
func TestFullScreenAsksTheNewQuestion(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	term := newTmux(t, 100, 40, "new", "rivalseas", "--players", "Ann,Bob,Cy", "--tiles", "demo", "--ip", "127.0.0.1", "--dir", dir, "--seed", "7")
	waitScreen(t, term.screen, "A phone cannot open the page?")
	term.send("key:Enter") // Start playing
	waitScreen(t, term.screen, "Ann, choose a free bonus slot")
	roomtest.PhoneFirstMove(t, dir, 0)
	waitFor(t, term.screen, "the next player's question", func(s string) bool {
		return strings.LastIndex(s, "Bob, choose a free bonus slot") > strings.LastIndex(s, "Ann, choose a free bonus slot")
	})
}
