package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestBidsInputEndedSaysHowToCarryOn: when the input ends at a question
// of `tallyman bids` (stdin /dev/null, a script out of lines) at the
// lot's name, at a hidden bid, or at the lot's menu, bids says the log is
// saved and how to carry it on, --dir DIR included, as Esc at the menu
// does, and ends with code 1 and nothing on stderr, so a script can tell
// the log was not finished. (It stopped with code 0 and said nothing.)
// Before any lot, the log records nothing and is not kept, as said
// (a try-out: it was left behind, the latest for --resume).
// The real binary runs, with piped input (accessible mode).
func TestBidsInputEndedSaysHowToCarryOn(t *testing.T) {
	t.Parallel()
	bin := tallymanBinary(t)
	for _, tc := range []struct {
		name, stdin, asked string
	}{
		{"at the second lot's name", "Ship\n1\n2\n3\n", "Lot to auction"},
		{"at a hidden bid", "Ship\n", "Ann, your sealed bid ($0-$20, hidden; Enter for the menu):"},
		{"at the lot's menu", "Ship\n\n", "The laptop can:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			// A folder wider than the line (the output is no terminal:
			// 80 columns), whatever the temporary folder: the log's path
			// and the command go whole on lines of their own, never
			// broken (a long folder broke the path inside the file's
			// name, and put --dir and its folder on two lines).
			dir := filepath.Join(t.TempDir(), strings.Repeat("folder", 14))
			stdout, stderr, code := runPiped(t, bin, "", tc.stdin, "bids", "--players", "Ann,Bob,Cy", "--max", "20", "--no-phones", "--dir", dir)
			if code != 1 || stderr != "" {
				t.Errorf("exit code %d, want 1; stderr %q", code, stderr)
			}
			logs, _ := filepath.Glob(filepath.Join(dir, "bids", "*.jsonl"))
			if len(logs) != 1 {
				t.Fatalf("logs %v\n%s", logs, stdout)
			}
			id := strings.TrimSuffix(filepath.Base(logs[0]), ".jsonl")
			want := "Saved and stopped (input ended); the log is\n" + logs[0] + ".\nTo carry on:\ntallyman bids --resume " + id + " --dir " + dir + "\n"
			if out := stdout; !strings.Contains(out, tc.asked) || !strings.HasSuffix(out, want) ||
				!strings.Contains(out, "the log is\n"+logs[0]+".\nLot to auction") {
				t.Errorf("want %q asked, and the output to end with\n%s\ngot:\n%s", tc.asked, want, out)
			}
		})
	}
	t.Run("before any lot", func(t *testing.T) {
		t.Parallel()
		dir := t.TempDir()
		stdout, stderr, code := runPiped(t, bin, "", "", "bids", "--players", "Ann,Bob,Cy", "--max", "20", "--no-phones", "--dir", dir)
		if code != 1 || stderr != "" {
			t.Errorf("exit code %d, want 1; stderr %q", code, stderr)
		}
		if left, _ := filepath.Glob(filepath.Join(dir, "bids", "*")); len(left) != 0 {
			t.Errorf("files left: %v\n%s", left, stdout)
		}
		if want := "Stopped (input ended) before any lot: nothing was recorded, so no log is kept.\n"; !strings.HasSuffix(stdout, want) {
			t.Errorf("the output does not end with %q:\n%s", want, stdout)
		}
	})
}
