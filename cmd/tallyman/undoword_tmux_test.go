package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUndoAndRedoTypedAtBoxesMenus drives a new Boxes game of Ann and Bob
// on a full terminal (tmux 100x40), whose questions are menus. The word
// undo typed at a menu and Enter picks its "Undo the last move", redo its
// "Redo", as a number or the word does in accessible mode; typed where
// the menu offers none (nothing to undo yet), Enter picks nothing and the
// line under the menu says so. The help line names the words the menu
// takes ("type redo, quit" once a move was undone). (Typing undo picked
// the highlighted option: the open auction.) Then the secret auction:
// Ann seals 600 and Bob 900, and undo at Bob's payment asks "Undo the
// reveal?" first, No by default: Enter changes nothing (the journal as it
// was) and "Nothing was undone." stays on the screen that follows the
// payment's, cleared; y opens the auction again for both.
func TestUndoAndRedoTypedAtBoxesMenus(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	term := newTmuxKeep(t, 100, 40, true, nil, "new", "boxes", "--players", "Ann,Bob", "--no-phones", "--dir", dir, "--seed", "7")
	journal := func() string {
		t.Helper()
		files, _ := filepath.Glob(filepath.Join(dir, "boxes-*.jsonl"))
		if len(files) != 1 {
			t.Fatalf("journals %v, want one", files)
		}
		b, err := os.ReadFile(files[0])
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	waitScreen(t, term.screen, "Who went to a bric-a-brac sale most recently?")
	term.send("key:Enter") // Ann
	waitScreen(t, term.screen, "Container 1: Ann, open or secret auction?")
	term.send("undo", "key:Enter")
	waitScreen(t, term.screen, "Nothing to undo here: type a number, 1 to 3")
	if s := term.screen(); strings.Contains(s, "Which cards did you look at?") || strings.Contains(s, "type undo") {
		t.Fatalf("undo with nothing to undo picked an option, or the help offers it:\n%s", s)
	}
	term.send("key:BSpace", "key:BSpace", "key:BSpace", "key:BSpace", "key:Enter") // the open auction
	waitScreen(t, term.screen, "Which cards did you look at?")
	waitScreen(t, term.screen, "enter submit • type undo, quit")
	term.send("undo", "key:Enter")
	waitScreen(t, term.screen, "* Undone: Ann chose an open auction")
	waitScreen(t, term.screen, "enter submit • type redo, quit")
	term.send("redo", "key:Enter")
	waitScreen(t, term.screen, "* Redone: Container 1: Ann chooses the open auction")
	waitScreen(t, term.screen, "Which cards did you look at?")

	// The secret auction instead, to its reveal.
	term.send("undo", "key:Enter")
	// The auction's menu asked again, under the cards' one just left (its
	// title is on the screen from before: waiting for that alone, Down
	// and Enter were typed while the cards' menu ended, and went with it).
	waitFor(t, term.screen, "the auction's menu after the cards' one", func(s string) bool {
		i := strings.LastIndex(s, "Which cards did you look at?")
		return i >= 0 && strings.Contains(s[i:], "Container 1: Ann, open or secret auction?") && strings.Contains(s[i:], "type redo, quit")
	})
	term.send("key:Down", "key:Enter")
	waitScreen(t, term.screen, "Ann chooses the secret auction")
	term.send("key:Enter")
	waitScreen(t, term.screen, "Bob: 7 actions")
	term.send("key:Enter")
	waitScreen(t, term.screen, "Ann, your sealed bid in ECU")
	term.send("600", "key:Enter")
	waitScreen(t, term.screen, "Bob, your sealed bid in ECU")
	term.send("900", "key:Enter")
	waitScreen(t, term.screen, "Bob wins container 1 for 900 ECU.")
	revealed := journal()
	for _, answer := range []string{"key:Enter", "y"} {
		waitScreen(t, term.screen, "Bob, press Enter when only you can")
		passGate(t, term, "Undo the last move")
		term.send("undo", "key:Enter")
		waitScreen(t, term.screen, "Undo the reveal? The round opens again: every bid is cleared and everyone bids again.")
		term.send(answer)
		if answer == "key:Enter" {
			// The payment's screen is cleared (it showed the wallet)
			// and the laptop is passed to Bob again, the no said on
			// the new screen (it was cleared with the old one).
			waitFor(t, term.screen, "the question gone, the no said, the laptop passed again", func(s string) bool {
				return !strings.Contains(s, "Undo the reveal?") && strings.Contains(s, "Nothing was undone.") && strings.Contains(s, "Bob, press Enter when only you can")
			})
			if journal() != revealed {
				t.Fatalf("No changed the journal:\n%s", journal())
			}
		}
	}
	waitScreen(t, term.screen, "Everyone has seen this secret auction's bids, so it is open again")
	waitScreen(t, term.screen, "Ann, your sealed bid in ECU")
	if n := strings.Count(journal(), "\n") - strings.Count(revealed, "\n"); n != 2 {
		t.Errorf("yes added %d journal lines, want 2 (the undo and the reopening)", n)
	}
	term.send("quit", "key:Enter")
	waitScreen(t, term.screen, "[exit 0;")
}
