package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInputEndingInAMenuItemSaysSoAndFails: the input ending at the main
// menu itself or at a question of a main-menu item outside a game (the
// game to start or resume, Score's game and file, Print's menus) says "Stopped (input
// ended): WHAT." on a line of its own, as the end of input in a new
// game's setup does, and the program ends with code 1, so that a script
// can tell that it did not finish; nothing is printed to stderr, and no
// PDF and no game are made. (It ended with nothing said, not even the
// end of the question's line, and code 0.) The real binary runs, with
// piped input (accessible mode); with a game saved the menu gains Resume
// at 2 (Score is 3, Print 5).
func TestInputEndingInAMenuItemSaysSoAndFails(t *testing.T) {
	t.Parallel()
	bin := tallymanBinary(t)
	for _, tc := range []struct {
		name, stdin string
		saved       bool
		asked, said string
	}{
		{"the main menu itself", "", false, "what would you like to do?", "Stopped (input ended): no game was open, nothing is lost."},
		{"the main menu, after a wrong answer", "x\n", false, "what would you like to do?", "Stopped (input ended): no game was open, nothing is lost."},
		{"new game: which game", "1\n", false, "Which game?", "Stopped (input ended): no game was created."},
		{"resume: which game", "2\n", true, "Which game?", "Stopped (input ended): no game was resumed."},
		{"score: which game", "2\n", false, "Score which game?", "Stopped (input ended): nothing scored."},
		{"score: the file, a game saved", "3\n1\n", true, "Score file (JSON; see tallyman score container --help):", "Stopped (input ended): nothing scored."},
		{"print: which game", "4\n", false, "Print for which game?", "Stopped (input ended): nothing printed."},
		{"print: Container's documents, a game saved", "5\n1\n", true, "Print which documents?", "Stopped (input ended): nothing printed."},
		{"print: Container's edition", "4\n1\n1\n0\n", false, "Which edition of Container?", "Stopped (input ended): nothing printed."},
		{"print: Container's game", "4\n1\n5\n0\n", false, "For which game?", "Stopped (input ended): nothing printed."},
		{"print: Boxes' players", "4\n2\n1\n0\n", false, "For which players?", "Stopped (input ended): nothing printed."},
		{"print: Rival Seas' documents", "4\n4\n", false, "Print which documents?", "Stopped (input ended): nothing printed."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			if tc.saved {
				dir, _ = classicCut(t, 54)
			}
			before, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
			cwd := t.TempDir()
			out, stderr, code := runPiped(t, bin, cwd, tc.stdin, "--dir", dir)
			if code != 1 || stderr != "" {
				t.Errorf("exit code %d, want 1; stderr %q", code, stderr)
			}
			// The question's line is ended before the stop is said.
			if !strings.Contains(out, tc.asked) || !strings.HasSuffix(strings.ReplaceAll(out, " \n", "\n"), ":\n"+tc.said+"\n") {
				t.Errorf("want %q asked, and the output to end with its line and %q:\n%s", tc.asked, tc.said, out)
			}
			if files, _ := os.ReadDir(cwd); len(files) > 0 {
				t.Errorf("%s was printed", files[0].Name())
			}
			if after, _ := filepath.Glob(filepath.Join(dir, "*.jsonl")); len(after) != len(before) {
				t.Errorf("the folder holds %d journals, want %d", len(after), len(before))
			}
		})
	}
}
