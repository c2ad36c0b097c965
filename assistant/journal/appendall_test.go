package journal

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// fullDisk is the error a write on a full disk gives.
func fullDisk(f *os.File) error {
	return &fs.PathError{Op: "write", Path: f.Name(), Err: syscall.ENOSPC}
}

// TestAppendAllLandsWholeOrNotAtAll: the lines of one AppendAll (an undo
// and the move that reopens its round) are written in one step: when the
// disk fills after the first line, or in the middle of it, neither line
// stays in the file, the error says the disk is full and what to do, and
// the next append goes on from the last good line. Without a failure
// both lines land, in order.
func TestAppendAllLandsWholeOrNotAtAll(t *testing.T) {
	tests := []struct {
		name  string
		write func(f *os.File, b []byte) (int, error) // nil: the real write
		want  []string                                // the moves in force after, then "b" appended
	}{
		{"the disk fills after the first line", func(f *os.File, b []byte) (int, error) {
			n, _ := f.Write(b[:bytes.IndexByte(b, '\n')+1])
			return n, fullDisk(f)
		}, []string{"a", "bid", "b"}},
		{"the disk fills in the middle of the first line", func(f *os.File, b []byte) (int, error) {
			n, _ := f.Write(b[:10])
			return n, fullDisk(f)
		}, []string{"a", "bid", "b"}},
		{"nothing fails", nil, []string{"a", "reopen", "b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := create(t, t.TempDir(), "g", t0, mv("a"), mv("bid"))
			before, _ := os.ReadFile(path)
			j, _, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer j.Close()
			if tt.write != nil {
				appendWrite = tt.write
				defer func() { appendWrite = (*os.File).Write }()
			}
			err = j.AppendAll(undo(), mv("reopen"))
			if tt.write == nil {
				if err != nil {
					t.Fatal(err)
				}
			} else {
				want := "journal " + path + ": write " + path + ": no space left on device (free some space on that disk, then try again)"
				if err == nil || err.Error() != want || errors.Is(err, ErrMaybeWritten) {
					t.Fatalf("AppendAll = %v\nwant %s", err, want)
				}
				if now, _ := os.ReadFile(path); !bytes.Equal(now, before) {
					t.Fatalf("the file after the failed AppendAll:\n%s\nwant it as before:\n%s", now, before)
				}
				appendWrite = (*os.File).Write
			}
			if err := j.Append(mv("b")); err != nil {
				t.Fatal(err)
			}
			l, err := Load(path)
			if err != nil {
				t.Fatal(err)
			}
			moves, _, err := l.Effective()
			if err != nil {
				t.Fatal(err)
			}
			if got := names(t, moves); !equal(got, tt.want) || l.Warning != "" {
				t.Errorf("moves in force %q, warning %q; want %q, none", got, l.Warning, tt.want)
			}
		})
	}
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestAppendAllThatCannotBeCutBack: when the failed write cannot be cut
// back off the file either, the error does not say the lines were not
// saved: it wraps ErrMaybeWritten (the file may hold them), and the
// journal takes no more lines.
func TestAppendAllThatCannotBeCutBack(t *testing.T) {
	j, err := Create(t.TempDir(), header("g"))
	if err != nil {
		t.Fatal(err)
	}
	appendWrite = func(f *os.File, b []byte) (int, error) {
		n, _ := f.Write(b[:bytes.IndexByte(b, '\n')+1])
		j.f.Close() // the truncate fails
		return n, fullDisk(f)
	}
	defer func() { appendWrite = (*os.File).Write }()
	err = j.AppendAll(undo(), mv("reopen"))
	if !errors.Is(err, ErrMaybeWritten) {
		t.Fatalf("AppendAll = %v, want ErrMaybeWritten", err)
	}
	want := "journal " + j.Path() + ": write " + j.Path() + ": no space left on device, and cutting it back off failed too (truncate " + j.Path() + ": file already closed): the file may hold all or part of it: quit, and resume the game to see where it stands"
	if err.Error() != want {
		t.Errorf("AppendAll = %s\nwant %s", err, want)
	}
	if err := j.AppendMove("b"); err == nil {
		t.Error("an Append after it was taken")
	}
}

// TestLockOnAFullDiskSaysWhatToDo: a lock file that cannot be written for
// a full disk (resume gave a bare "locking the game: write …lock: no
// space left on device" and left an empty lock file) is said with what to
// do, and no lock file is left behind.
func TestLockOnAFullDiskSaysWhatToDo(t *testing.T) {
	dir := t.TempDir()
	path := create(t, dir, "g", t0, mv("a"))
	writeHolder = func(f *os.File, b []byte) error { return fullDisk(f) }
	defer func() { writeHolder = writeHolderFile }()
	lock := filepath.Join(dir, "g.lock")
	_, _, err := Open(path)
	want := "tallyman cannot write the game's lock file " + lock + " (no space left on device), which keeps the game open in one tallyman at a time: free some space on that disk, or give another folder with --dir (to go on with a saved game, copy its .jsonl file there first)"
	if err == nil || err.Error() != want {
		t.Errorf("Open = %v\nwant %s", err, want)
	}
	if _, err := os.Stat(lock); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the lock file is left behind (%v)", err)
	}
}
