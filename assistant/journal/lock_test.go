package journal

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
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

// holderEnv, when set in the environment, makes this test binary a
// second tallyman holding the game at that path (see holdGame).
const holderEnv = "TALLYMAN_TEST_HOLD_GAME"

func TestMain(m *testing.M) {
	if path := os.Getenv(holderEnv); path != "" {
		os.Exit(holdGame(path))
	}
	os.Exit(m.Run())
}

// holdGame is the other process of TestSecondProcessWithLockFileRemoved:
// it opens the game, removes its lock file (as a user tidying the folder
// might), appends move "b" and says "ready"; then it appends each move
// named on its standard input, answering "ok" for each, and closes the
// game at the end of its input.
func holdGame(path string) int {
	j, _, err := Open(path)
	if err != nil {
		fmt.Println("open:", err)
		return 1
	}
	if err := os.Remove(lockPath(path)); err != nil {
		fmt.Println("remove:", err)
		return 1
	}
	if err := j.AppendMove("b"); err != nil {
		fmt.Println("append:", err)
		return 1
	}
	fmt.Println("ready")
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		if err := j.AppendMove(sc.Text()); err != nil {
			fmt.Println("append:", err)
			return 1
		}
		fmt.Println("ok")
	}
	if err := j.Close(); err != nil {
		fmt.Println("close:", err)
		return 1
	}
	return 0
}

// TestSecondProcessWithLockFileRemoved: a game open in one tallyman whose
// lock file was deleted is still locked by the system: a second process
// cannot open it (issue 24 item 2: it could, and the two overwrote each
// other's acknowledged moves). The first goes on, and every move it
// acknowledged is in the file.
func TestSecondProcessWithLockFileRemoved(t *testing.T) {
	path := create(t, t.TempDir(), "g", t0, mv("a"))
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), holderEnv+"="+path)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		in.Close()
		cmd.Process.Kill()
		cmd.Wait()
	})
	out := bufio.NewReader(outPipe)
	line := func() string {
		s, err := out.ReadString('\n')
		if err != nil {
			t.Fatalf("the other process: %q, %v", s, err)
		}
		return strings.TrimSpace(s)
	}
	if got := line(); got != "ready" {
		t.Fatalf("the other process: %q", got)
	}
	if _, err := os.Stat(lockPath(path)); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("the lock file is still there: %v", err)
	}

	j, _, err := Open(path)
	var le *LockedError
	if err == nil {
		// What used to happen: both append, each at its own idea of
		// the end of the file.
		j.AppendMove("c")
		t.Errorf("a second process opened the game while another had it open (its lock file removed)")
	} else if !errors.As(err, &le) {
		t.Fatalf("second Open: %v, want a LockedError", err)
	} else {
		for _, want := range []string{"game g is open in another tallyman", "lock file", "removed", "quit it there"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("refusal %q lacks %q", err, want)
			}
		}
	}
	fmt.Fprintln(in, "d")
	if got := line(); got != "ok" {
		t.Fatalf("the other process: %q", got)
	}
	if j != nil {
		j.Close()
	}
	in.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("the other process: %v", err)
	}
	if got, warning := movesIn(t, path); !strings.Contains(","+got+",", ",b,") || !strings.Contains(","+got+",", ",d,") || warning != "" {
		t.Errorf("moves %s, warning %q: the other process's acknowledged b and d must both be there", got, warning)
	}
	if _, err := os.Stat(lockPath(path)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a lock file is left after both closed: %v", err)
	}
}

// TestReadOnlyFolderSaysWhatToDo: in a folder of saved games that cannot
// be written (a read-only disk), opening or starting a game says so and
// what to do (issue 24 item 6: it gave the system's "locking the game:
// open ...lock: read-only file system").
func TestReadOnlyFolderSaysWhatToDo(t *testing.T) {
	dir := t.TempDir()
	path := create(t, dir, "g", t0, mv("a"))
	openLockFile = func(name string, flag int, perm os.FileMode) (*os.File, error) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: syscall.EROFS}
	}
	t.Cleanup(func() { openLockFile = os.OpenFile })
	_, _, openErr := Open(path)
	_, createErr := Create(dir, header("h"))
	for what, err := range map[string]error{"Open": openErr, "Create": createErr} {
		var nw *NotWritableError
		if !errors.As(err, &nw) || nw.Dir != dir {
			t.Errorf("%s: %v, want a NotWritableError for %s", what, err, dir)
			continue
		}
		for _, want := range []string{"cannot write in " + dir, "read-only file system", "saves every move there", "--dir", "copy its .jsonl file"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%s: %q lacks %q", what, err, want)
			}
		}
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*")); len(files) != 1 {
		t.Errorf("files in the folder: %v, want only the journal", files)
	}
}
