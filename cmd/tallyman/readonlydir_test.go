package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// unwritableDir is an empty folder nobody may write in: without
// permission (0o555), or as root, whom permissions do not stop,
// immutable (chattr +i; the test is skipped where the file system has no
// such flag).
func unwritableDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if os.Geteuid() != 0 {
		if err := os.Chmod(dir, 0o555); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(dir, 0o755) })
	} else {
		if out, err := exec.Command("chattr", "+i", dir).CombinedOutput(); err != nil {
			t.Skipf("no folder can be made unwritable for root here: chattr +i: %v %s", err, out)
		}
		t.Cleanup(func() { exec.Command("chattr", "-i", dir).Run() })
	}
	if f, err := os.CreateTemp(dir, "probe-*"); err == nil {
		f.Close()
		os.Remove(f.Name())
		t.Skipf("%s can still be written", dir)
	}
	return dir
}

// TestNewRefusesAnUnwritableFolderBeforeAsking: `tallyman --dir FOLDER new
// GAME` with a folder that cannot be written says so, naming the folder
// and what to do, before any question; it asked every player's name and
// the game's options first, then failed creating the game.
func TestNewRefusesAnUnwritableFolderBeforeAsking(t *testing.T) {
	dir := unwritableDir(t)
	for _, game := range []string{"container", "boxes", "minicontainers", "rivalseas"} {
		t.Run(game, func(t *testing.T) {
			out, err := run(t, "Ann\nBob\nCy\n\n\n\n\n\n", "--dir", dir, "new", game)
			want := "tallyman cannot write in " + dir + " (operation not permitted), and it saves every move there as it is made: give a folder you can write with --dir (to go on with a saved game, copy its .jsonl file there first), or make this one writable"
			if os.Geteuid() != 0 {
				want = strings.Replace(want, "operation not permitted", "permission denied", 1)
			}
			if err == nil || err.Error() != want {
				t.Errorf("error %v\nwant %s", err, want)
			}
			if out != "" {
				t.Errorf("asked before refusing:\n%s", out)
			}
		})
	}
}

// TestMenuNewGameRefusesAnUnwritableFolderBeforeAsking: `tallyman --dir
// FOLDER` (the main menu) with a folder that cannot be written, New game
// chosen: it says so as `tallyman new` does, before "Which game?" and any
// name; it asked the game, every name and the options first.
func TestMenuNewGameRefusesAnUnwritableFolderBeforeAsking(t *testing.T) {
	dir := unwritableDir(t)
	out, err := run(t, "1\n1\nAnn\nBob\nCy\n\n\n\n\n\n", "--dir", dir)
	want := "tallyman cannot write in " + dir + " (operation not permitted), and it saves every move there as it is made: give a folder you can write with --dir (to go on with a saved game, copy its .jsonl file there first), or make this one writable"
	if os.Geteuid() != 0 {
		want = strings.Replace(want, "operation not permitted", "permission denied", 1)
	}
	if err == nil || err.Error() != want {
		t.Errorf("error %v\nwant %s", err, want)
	}
	for _, asked := range []string{"Which game?", "name"} {
		if strings.Contains(out, asked) {
			t.Errorf("asked %q before refusing:\n%s", asked, out)
		}
	}
}
