package journal

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestJournalDeletedWhileOpenIsWrittenAgain: a journal deleted while its
// game is open (the folder tidied, the file dragged to the bin, the
// folder removed) was written on into the deleted file: every move after
// it, and the game itself, vanished at quit, though each had been said
// to be saved. The next append writes the whole journal back at its
// path, the lines before the deletion and the new one, and the game
// stays locked there.
func TestJournalDeletedWhileOpenIsWrittenAgain(t *testing.T) {
	tests := []struct {
		name   string
		remove func(dir, path string) error
	}{
		{"the file deleted", func(dir, path string) error { return os.Remove(path) }},
		{"the folder deleted", func(dir, path string) error { return os.RemoveAll(dir) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir, path, j := openedWithTwoMoves(t)
			if err := tt.remove(dir, path); err != nil {
				t.Fatal(err)
			}
			if err := j.Append(mv("c")); err != nil {
				t.Fatalf("the append after the deletion: %v", err)
			}
			if err := j.AppendAll(undo(), mv("d")); err != nil {
				t.Fatal(err)
			}
			if moves, warning := movesIn(t, path); moves != "a,b,d" || warning != "" {
				t.Errorf("while open: moves in force %q, warning %q; want \"a,b,d\", none", moves, warning)
			}
			if _, _, err := Open(path); err == nil {
				t.Error("a second Open of the journal written again was not refused")
			}
			if err := j.Close(); err != nil {
				t.Fatal(err)
			}
			if moves, warning := movesIn(t, path); moves != "a,b,d" || warning != "" {
				t.Errorf("after Close: moves in force %q, warning %q; want \"a,b,d\", none", moves, warning)
			}
			files, _ := os.ReadDir(dir)
			for _, f := range files {
				if strings.HasPrefix(f.Name(), ".") {
					t.Errorf("left behind in the folder: %s", f.Name())
				}
			}
		})
	}
}

// TestJournalReplacedWhileOpenIsNotWrittenOver: a file put at the
// journal's path while the game is open (another file renamed or copied
// over it) is not this game's file: an append refuses, saying so, leaves
// that file as it is, and saves the game as played here beside it.
func TestJournalReplacedWhileOpenIsNotWrittenOver(t *testing.T) {
	dir := t.TempDir()
	path := create(t, dir, "g", t0, mv("a"))
	j, _, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	other := []byte("someone else's file\n")
	tmp := filepath.Join(dir, "other")
	if err := os.WriteFile(tmp, other, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
	err = j.Append(mv("b"))
	want := "journal " + path + ": another file was put in its place while the game was open, so tallyman writes nothing more there; the game as played here up to now is saved as " + filepath.Join(dir, "g-kept.jsonl") + ": quit, and resume that file"
	if err == nil || err.Error() != want {
		t.Fatalf("Append = %v\nwant %s", err, want)
	}
	if got, _ := os.ReadFile(path); string(got) != string(other) {
		t.Errorf("the file in its place is now %q, want it left as %q", got, other)
	}
	if moves, warning := movesIn(t, filepath.Join(dir, "g-kept.jsonl")); moves != "a" || warning != "" {
		t.Errorf("g-kept.jsonl: moves in force %q, warning %q; want \"a\", none", moves, warning)
	}
	if err := j.Append(mv("c")); err == nil {
		t.Error("an Append after it was taken")
	}
}

// TestJournalCopiedOverWhileOpenGoesOnInTheCopy: a copy of the journal
// put in its place while the game is open (a program that syncs the
// folder replacing it with the same lines) is written on: the next lines
// land in the file at the path, and the game stays locked there.
func TestJournalCopiedOverWhileOpenGoesOnInTheCopy(t *testing.T) {
	dir := t.TempDir()
	path := create(t, dir, "g", t0, mv("a"))
	j, _, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tmp := filepath.Join(dir, "copy")
	if err := os.WriteFile(tmp, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
	if err := j.Append(mv("b")); err != nil {
		t.Fatalf("the append after the copy: %v", err)
	}
	if moves, warning := movesIn(t, path); moves != "a,b" || warning != "" {
		t.Errorf("moves in force %q, warning %q; want \"a,b\", none", moves, warning)
	}
	if _, _, err := Open(path); err == nil {
		t.Error("a second Open of the copy was not refused")
	}
	if kept, _ := filepath.Glob(filepath.Join(dir, "*-kept*")); len(kept) != 0 {
		t.Errorf("saved aside: %v, want nothing", kept)
	}
}

// TestJournalDeletedWhereItCannotBeWrittenAgainIsKeptElsewhere: a
// journal deleted while its game is open, whose folder cannot be written
// again (a file put where the folder was: root, as the tests run here,
// writes in a folder of any permissions, and a file there stops anyone),
// refused every later move, and at quit the game was gone: the open file
// was the only copy. The first refused change saves the game as played
// up to then in the user's folder of saved games, as <id>.jsonl, or
// <id>-kept.jsonl when that name is taken (nothing is written over), or
// in the temporary folder when that folder cannot be made; the refusal
// names the file and, on its own line, the command that resumes it; the
// refusal is said again at every later change, which takes nothing.
func TestJournalDeletedWhereItCannotBeWrittenAgainIsKeptElsewhere(t *testing.T) {
	tests := []struct {
		name string
		// setUp prepares the user's data folder data (XDG_DATA_HOME)
		// and the temporary folder tmp, and returns the file the game
		// is to be kept as and the command that resumes it.
		setUp func(t *testing.T, data, tmp string) (kept, command string)
	}{
		{"kept in the folder of saved games", func(t *testing.T, data, tmp string) (string, string) {
			return filepath.Join(data, "tallyman", "g.jsonl"), "tallyman resume g"
		}},
		{"another game's file there not written over", func(t *testing.T, data, tmp string) (string, string) {
			os.MkdirAll(filepath.Join(data, "tallyman"), 0o755)
			if err := os.WriteFile(filepath.Join(data, "tallyman", "g.jsonl"), []byte("another\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(data, "tallyman", "g-kept.jsonl"), "tallyman resume g-kept"
		}},
		{"the folder of saved games cannot be made: the temporary folder", func(t *testing.T, data, tmp string) (string, string) {
			if err := os.WriteFile(filepath.Join(data, "tallyman"), []byte("a file\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(tmp, "g.jsonl"), "tallyman resume g --dir " + tmp
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data, tmp := t.TempDir(), t.TempDir()
			t.Setenv("XDG_DATA_HOME", data)
			t.Setenv("TMPDIR", tmp)
			kept, command := tt.setUp(t, data, tmp)
			dir, path, j := openedWithTwoMoves(t)
			if err := os.RemoveAll(dir); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(dir, []byte("not a folder\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			want := "journal " + path + ": the file was deleted while the game was open, and it cannot be written there again (not a directory), so nothing more can be saved there. The game as played up to now is saved as " + kept + " instead: quit, and carry it on with:\n" + command
			for _, move := range []string{"c", "d"} {
				err := j.Append(mv(move))
				if err == nil || err.Error() != want {
					t.Fatalf("Append(%s) = %v\nwant %s", move, err, want)
				}
			}
			if err := j.Close(); err != nil {
				t.Fatal(err)
			}
			if moves, warning := movesIn(t, kept); moves != "a,b" || warning != "" {
				t.Errorf("%s: moves in force %q, warning %q; want \"a,b\", none", kept, moves, warning)
			}
			if fi, err := os.Stat(kept); err != nil || fi.Mode().Perm() != 0o600 {
				t.Errorf("%s: %v, want mode 0600", kept, err)
			}
			if got, _ := os.ReadFile(filepath.Join(data, "tallyman", "g.jsonl")); strings.HasSuffix(kept, "-kept.jsonl") && string(got) != "another\n" {
				t.Errorf("the file already there is now %q", got)
			}
		})
	}
}

// TestKeepSavesAGameDeletedSinceTheLastChange: a journal deleted after
// the last change, the table then quitting with no change made, was
// gone at quit, and the command the table was given named it. Keep,
// which the table calls before saying how to resume (QuitCommand),
// writes it back where it can, saves it in the folder of saved games
// where its folder cannot be written, saves it beside another file put
// in its place; ResumePath names the file the game is in.
func TestKeepSavesAGameDeletedSinceTheLastChange(t *testing.T) {
	tests := []struct {
		name string
		// change changes the game's folder dir, its journal at path,
		// and returns the file the game is to be in, data being the
		// folder of saved games.
		change func(t *testing.T, dir, path, data string) string
	}{
		{"the file deleted", func(t *testing.T, dir, path, data string) string {
			if err := os.Remove(path); err != nil {
				t.Fatal(err)
			}
			return path
		}},
		{"a file where its folder was", func(t *testing.T, dir, path, data string) string {
			if err := os.RemoveAll(dir); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(dir, []byte("not a folder\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(data, "tallyman", "g.jsonl")
		}},
		{"another file in its place", func(t *testing.T, dir, path, data string) string {
			tmp := filepath.Join(dir, "other")
			if err := os.WriteFile(tmp, []byte("someone else's file\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(tmp, path); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(dir, "g-kept.jsonl")
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := t.TempDir()
			t.Setenv("XDG_DATA_HOME", data)
			dir, path, j := openedWithTwoMoves(t)
			want := tt.change(t, dir, path, data)
			if err := j.Keep(); err != nil {
				t.Fatalf("Keep: %v", err)
			}
			if got := j.ResumePath(); got != want {
				t.Errorf("ResumePath = %s, want %s", got, want)
			}
			if err := j.Close(); err != nil {
				t.Fatal(err)
			}
			if moves, warning := movesIn(t, want); moves != "a,b" || warning != "" {
				t.Errorf("%s: moves in force %q, warning %q; want \"a,b\", none", want, moves, warning)
			}
		})
	}
}

// openedWithTwoMoves creates the journal of game g in a folder "games"
// of its own, moves a and b in it (a written before it was opened, b
// through it), and returns the folder, the journal's path and the
// journal, closed at the test's end.
func openedWithTwoMoves(t *testing.T) (dir, path string, j *Journal) {
	t.Helper()
	dir = filepath.Join(t.TempDir(), "games")
	path = create(t, dir, "g", t0, mv("a"))
	j, _, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { j.Close() })
	if err := j.Append(mv("b")); err != nil {
		t.Fatal(err)
	}
	return dir, path, j
}
