package session

import (
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/journal"
)

// TestResumeCommand: the hint printed on quitting works typed as shown: no
// --dir for a journal in the default folder (on Linux
// $XDG_DATA_HOME/tallyman),
// --dir for any other folder, quoted when it holds a space.
func TestResumeCommand(t *testing.T) {
	xdg := t.TempDir()
	t.Setenv("XDG_DATA_HOME", xdg)
	t.Setenv("HOME", t.TempDir())    // macOS: ~/Library/Application Support
	t.Setenv("AppData", t.TempDir()) // Windows
	def, err := journal.DefaultDir()
	if err != nil {
		t.Fatal(err)
	}
	other := t.TempDir()
	spaced := filepath.Join(t.TempDir(), "our games")
	cwd := t.TempDir()
	t.Chdir(cwd)
	for _, tc := range []struct {
		dir, want string
	}{
		{def, ""},
		{other, " --dir " + other},
		{spaced, " --dir '" + spaced + "'"},
		{".", " --dir " + cwd}, // relative: written absolute
	} {
		g, err := NewSession(counting, tc.dir, journal.Header{Game: "counting", Players: []string{"Ann", "Bob"}})
		if err != nil {
			t.Fatal(err)
		}
		got := g.ResumeCommand()
		g.Close()
		if want := "tallyman resume " + g.Header.ID + tc.want; got != want {
			t.Errorf("journal in %s: %q, want %q", tc.dir, got, want)
		}
		if strings.Count(got, "--dir") > 1 {
			t.Errorf("%q", got)
		}
	}
}
