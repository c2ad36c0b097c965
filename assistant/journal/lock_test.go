package journal

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestOpenLocksTheGame: while a journal is open (Create or Open), a second
// Open of it is refused with a *LockedError naming the process that holds
// it (this one) and saying what to do; nothing is written to the journal.
// Once the first is closed the game opens again, and the lock file is
// gone: a folder of saved games holds no leftovers.
func TestOpenLocksTheGame(t *testing.T) {
	dir := t.TempDir()
	j, err := Create(dir, header("g"))
	if err != nil {
		t.Fatal(err)
	}
	if err := j.AppendMove("a"); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(j.Path())
	_, _, err = Open(j.Path())
	var le *LockedError
	if !errors.As(err, &le) {
		t.Fatalf("second Open: %v, want a LockedError", err)
	}
	if le.Holder.PID != os.Getpid() || le.Holder.Since.IsZero() {
		t.Errorf("holder %+v, want pid %d and a time", le.Holder, os.Getpid())
	}
	for _, want := range []string{"game g is open in another tallyman (process " + itoa(os.Getpid()), "quit it there", "resume here"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if after, _ := os.ReadFile(j.Path()); string(after) != string(before) {
		t.Errorf("the refused Open changed the journal")
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	j2, l, err := Open(j.Path())
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	if l.Warning != "" {
		t.Errorf("a cleanly closed game opens with a note: %q", l.Warning)
	}
	// A third Open while the second holds it is refused in turn.
	if _, _, err := Open(j.Path()); !errors.As(err, &le) {
		t.Errorf("Open while reopened: %v", err)
	}
	j2.Close()
	if files, _ := filepath.Glob(filepath.Join(dir, "*")); len(files) != 1 {
		t.Errorf("files left in the folder: %v", files)
	}
}

// TestOpenTakesOverAStaleLock: a lock file left by a tallyman that was
// killed (its process gone, so the system no longer holds its lock) does
// not keep the game closed: Open takes it over and says whose it was.
func TestOpenTakesOverAStaleLock(t *testing.T) {
	dir := t.TempDir()
	path := create(t, dir, "g", t0, mv("a"))
	since := time.Date(2026, 11, 29, 18, 5, 0, 0, time.Local)
	stale, _ := json.Marshal(Holder{PID: 4242, Host: hostname(), Since: since})
	if err := os.WriteFile(filepath.Join(dir, "g.lock"), stale, 0o600); err != nil {
		t.Fatal(err)
	}
	j, l, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	for _, want := range []string{"tallyman process 4242", "since 2026-11-29 18:05", "is no longer running", "has taken it over"} {
		if !strings.Contains(l.Warning, want) {
			t.Errorf("note %q lacks %q", l.Warning, want)
		}
	}
	if _, _, err := Open(path); err == nil {
		t.Errorf("the game taken over is not locked")
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
