package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// makeUnwritable makes the folder dir one that nobody may write in:
// without permission (0o500); as root, whom permissions do not stop,
// immutable (chattr +i), or, where the file system has no such flag, a
// file put where the folder was (nobody writes a file in a file).
func makeUnwritable(t *testing.T, dir string) {
	t.Helper()
	switch {
	case os.Geteuid() != 0:
		if err := os.Chmod(dir, 0o500); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(dir, 0o755) })
	case exec.Command("chattr", "+i", dir).Run() == nil:
		t.Cleanup(func() { exec.Command("chattr", "-i", dir).Run() })
	default:
		if err := os.RemoveAll(dir); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dir, []byte("not a folder\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if f, err := os.CreateTemp(dir, "probe-*"); err == nil {
		f.Close()
		os.Remove(f.Name())
		t.Fatalf("%s can still be written", dir)
	}
}

// TestGameDeletedWhereItCannotBeWrittenIsKeptInTheDataFolder drives a
// Boxes game of Ann and Bob with --dir FOLDER (tmux 100x40): the open
// auction chosen (one move), its journal is deleted and the folder made
// unwritable. A move then refused said so, and at quit the game was
// gone, the open file its only copy, while "Saved. Resume with:" named
// it in the folder. Now the game is saved in the user's folder of saved
// games (XDG_DATA_HOME/tallyman), the refusal names that file and the
// command that resumes it, whole on its own line, the quit says that
// command, and it resumes the game with its one move; so it does when
// the table quits at once, with no move tried.
func TestGameDeletedWhereItCannotBeWrittenIsKeptInTheDataFolder(t *testing.T) {
	for _, moveFirst := range []bool{true, false} {
		name := "quit at once"
		if moveFirst {
			name = "a move refused, then quit"
		}
		t.Run(name, func(t *testing.T) {
			data := t.TempDir()
			t.Setenv("XDG_DATA_HOME", data)
			dir := filepath.Join(t.TempDir(), "games")
			term := newTmuxKeep(t, 100, 40, true, []string{"XDG_DATA_HOME=" + data}, "new", "boxes", "--players", "Ann,Bob", "--no-phones", "--dir", dir, "--seed", "7")
			waitScreen(t, term.screen, "Who went to a bric-a-brac sale most recently?")
			term.send("key:Enter") // Ann
			waitScreen(t, term.screen, "Container 1: Ann, open or secret auction?")
			term.send("key:Enter") // the open auction
			waitScreen(t, term.screen, "Which cards did you look at?")
			files, _ := filepath.Glob(filepath.Join(dir, "boxes-*.jsonl"))
			if len(files) != 1 {
				t.Fatalf("journals %v, want one", files)
			}
			id := strings.TrimSuffix(filepath.Base(files[0]), ".jsonl")
			if err := os.Remove(files[0]); err != nil {
				t.Fatal(err)
			}
			makeUnwritable(t, dir)
			kept := filepath.Join(data, "tallyman", id+".jsonl")
			command := "tallyman resume " + id
			if moveFirst {
				term.send("key:Enter") // 3 closed + 1 open
				screen := waitFor(t, term.joined, "the refusal", func(s string) bool { return strings.Contains(s, "Nothing was changed.") })
				wantAll(t, "the refusal", strings.Join(strings.Fields(screen), " "),
					"the file was deleted while the game was open, and it cannot be written there again",
					"The game as played up to now is saved as "+kept+" instead: quit, and carry it on with: "+command+" Nothing was changed.")
				if !strings.Contains(screen, "\n"+command+"\n") {
					t.Errorf("the command is not whole on a line of its own:\n%s", screen)
				}
			}
			term.send("quit", "key:Enter")
			screen := waitFor(t, term.joined, "the end", func(s string) bool { return strings.Contains(s, "[exit ") })
			if !strings.Contains(screen, "Saved. Resume with:\n"+command+"\n[exit 0") {
				t.Errorf("the quit does not say %q:\n%s", command, screen)
			}
			out, err := run(t, "quit\n", "resume", id)
			if err != nil || !strings.Contains(out, "Resuming "+id+": 1 move.") {
				t.Errorf("%s: %v\n%s", command, err, out)
			}
		})
	}
}
