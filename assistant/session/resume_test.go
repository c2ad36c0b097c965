package session

import (
	"os"
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

// TestResumeCommandNamesACopyByItsFile: a game played from a copy of its
// journal ("ID - Copy.jsonl", the same id inside) is resumed by the
// file's name, quoted, since journal.Find takes a file's name first and
// the id alone would carry on the original file instead.
func TestResumeCommandNamesACopyByItsFile(t *testing.T) {
	dir := t.TempDir()
	g, err := NewSession(counting, dir, journal.Header{Game: "counting", Players: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	id, orig := g.Header.ID, g.Journal.Path()
	g.Close()
	raw, err := os.ReadFile(orig)
	if err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(dir, id+" - Copy"+journal.Ext)
	if err := os.WriteFile(cp, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path, name, want string
	}{
		{orig, id, "tallyman resume " + id + " --dir " + dir},
		{cp, id + " - Copy", "tallyman resume '" + id + " - Copy' --dir " + dir},
	} {
		g, err := OpenSession(counting, tc.path)
		if err != nil {
			t.Fatal(err)
		}
		got := g.ResumeCommand()
		g.Close()
		if got != tc.want {
			t.Errorf("%s: %q, want %q", filepath.Base(tc.path), got, tc.want)
		}
		// The name in the hint finds this file, not the other one.
		if found, err := journal.Find(dir, tc.name); err != nil || found != tc.path {
			t.Errorf("resume %q finds %q (%v), want %q", tc.name, found, err, tc.path)
		}
	}
}
