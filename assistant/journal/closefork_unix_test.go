//go:build unix

package journal

import (
	"syscall"
	"testing"
)

// TestClosedGameOpensWhileAChildHoldsItsFiles: a child process started
// by another part of tallyman (or another test) holds a copy of every
// open file from its start until it runs its program; a game closed in
// that moment opens again at once (Close drops the journal's system lock
// before closing it). Each case keeps such a copy of one file (a dup of
// its descriptor, as a fork makes), closes the game and opens it again:
// with the journal's copy kept, Open was refused with "open in another
// tallyman (its lock file ... was removed ...)" until the copy closed.
func TestClosedGameOpensWhileAChildHoldsItsFiles(t *testing.T) {
	for _, tc := range []struct {
		name string
		file func(j *Journal) uintptr
	}{
		{"the journal", func(j *Journal) uintptr { return j.f.Fd() }},
		{"the lock file", func(j *Journal) uintptr { return j.lock.f.Fd() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			j, err := Create(t.TempDir(), header("g"))
			if err != nil {
				t.Fatal(err)
			}
			fd, err := syscall.Dup(int(tc.file(j)))
			if err != nil {
				t.Fatal(err)
			}
			defer syscall.Close(fd)
			if err := j.Close(); err != nil {
				t.Fatal(err)
			}
			j2, _, err := Open(j.Path())
			if err != nil {
				t.Fatalf("Open after Close, a copy of %s still open: %v", tc.name, err)
			}
			j2.Close()
		})
	}
}
