package main

import (
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/gamekit"
)

// TestErrorPathsKeepsTheArgumentsWithSpaces: the paths known to a run
// (gamekit.KnownPaths) hold the folder given with --dir, as given and made
// absolute, so an error naming it keeps it whole at its spaces.
func TestErrorPathsKeepsTheArgumentsWithSpaces(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "My Board Games")
	root := newRoot()
	root.SetArgs([]string{"games", "--dir", dir})
	err := root.Execute()
	if err == nil {
		t.Fatal("games in a missing folder did not fail")
	}
	got := gamekit.ErrorLines(err, 30, gamekit.KnownPaths(root), gamekit.CommandNames(root))
	if !strings.Contains(got, "\n"+dir+":\n") {
		t.Errorf("the folder %s is not whole on a line of its own:\n%s", dir, got)
	}
}
