package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestAnErrorKeepsItsPathWholeOnANarrowTerminal drives the binary in a
// tmux pane 50 columns wide: an error naming a folder or a file wider
// than the pane (the test's own folder, so whatever the temporary
// folder's length) writes the path whole on a line of its own, which the
// terminal wraps at its edge and reads back joined (it was cut by a new
// line at 50 columns, and pasted in two), and its words wrapped at
// spaces, each line as shown within the pane.
func TestAnErrorKeepsItsPathWholeOnANarrowTerminal(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		args func(missing string) []string
		want func(missing string) []string // the lines, the path's joined
	}{
		{"a --dir that is no folder",
			func(missing string) []string { return []string{"games", "--dir", missing} },
			func(missing string) []string {
				return []string{"tallyman: there is no folder", missing + ":", "give --dir the folder of saved games, or leave", "--dir out for the usual one (tallyman doctor says", "where it is)"}
			}},
		{"a PDF written in no folder",
			func(missing string) []string {
				return []string{"print", "container", "--what", "aids", "-o", filepath.Join(missing, "aids.pdf")}
			},
			func(missing string) []string {
				return []string{"tallyman: cannot write", filepath.Join(missing, "aids.pdf") + ":", "there is no folder", missing + ";", "give --out a file in a folder that exists (or make", "the folder first); nothing was written"}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			// Wider than the pane alone, whatever TMPDIR is.
			missing := filepath.Join(t.TempDir(), "a-folder-named-long-enough-to-pass-the-edge", "missing")
			term := newTmuxKeep(t, 50, 30, true, nil, tc.args(missing)...)
			waitScreen(t, term.screen, "[exit 1;")
			want := tc.want(missing)
			joined := "\n" + term.joined()
			if !strings.Contains(joined, "\n"+strings.Join(want, "\n")+"\n") {
				t.Errorf("the error's lines, joined where the terminal wrapped them, are not\n%s\ngot\n%s", strings.Join(want, "\n"), joined)
			}
			shown := "\n" + term.screen()
			for _, l := range want {
				if len(l) <= 50 && !strings.Contains(shown, "\n"+l+"\n") {
					t.Errorf("the pane does not show the line %q as it is:\n%s", l, shown)
				}
			}
		})
	}
}
