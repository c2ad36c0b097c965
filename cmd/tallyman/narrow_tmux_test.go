package main

import (
	"strings"
	"testing"
)

// TestJoiningScreenAtSixtyColumns drives a new Container game with four
// long names (40 letters, Chinese, emoji) in tmux at 60 columns. At 60x30
// the codes cannot fit: the screen shows the table screen's link whole as
// text, who is awaited, and one line saying how wide the window must be;
// at 60x50 the code is drawn under the words' width. Esc then says how to
// resume, the command on a line of its own and the game's id whole on
// one line. (Found by a new user: both windows showed only the menu, and
// the game's id was split at the line's end.)
func TestJoiningScreenAtSixtyColumns(t *testing.T) {
	t.Parallel()
	players := strings.Repeat("Abcdefghij", 4) + ",王小明王小明王小明王小明,🐙🦑🐳🐬🦈 Octopus Queen,Bartholomew Fitzwilliam the Third"
	for _, tc := range []struct {
		rows int
		code bool
	}{{30, false}, {50, true}} {
		t.Run(map[bool]string{false: "60x30", true: "60x50"}[tc.code], func(t *testing.T) {
			t.Parallel()
			term := newTmuxKeep(t, 60, tc.rows, true, nil, "new", "container", "--players", players, "--cards", "physical", "--seed", "5", "--ip", "127.0.0.1", "--dir", t.TempDir())
			waitScreen(t, term.screen, "A phone cannot open the page?")
			s := term.screen()
			for _, want := range []string{"http://127.0.0.1:", "Waiting for: Abcdefghij"} {
				if !strings.Contains(s, want) {
					t.Errorf("no %q:\n%s", want, s)
				}
			}
			note := strings.Contains(s, "No room for the codes: make the window 71 columns wide.")
			if code := strings.Contains(s, "▀"); code != tc.code || note == tc.code {
				t.Errorf("code drawn %v, the note %v; want the code %v:\n%s", code, note, tc.code, s)
			}
			term.send("key:Escape")
			s = waitFor(t, term.screen, "the end of the sitting", func(s string) bool { return strings.Contains(s, "[exit") })
			lines := strings.Split(s, "\n")
			for i, l := range lines {
				if strings.TrimSpace(l) == "Saved. Resume with:" && i+1 < len(lines) {
					if f := strings.Fields(lines[i+1]); len(f) < 3 || f[0] != "tallyman" || !strings.HasPrefix(f[2], "container-") || len(f[2]) != len("container-20261204-035149-e0f1") {
						t.Errorf("the command's line %q:\n%s", lines[i+1], s)
					}
					return
				}
			}
			t.Errorf("no line \"Saved. Resume with:\":\n%s", s)
		})
	}
}
