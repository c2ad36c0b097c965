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

// TestOpenLockLeftBehind: a lock file whose tallyman ran on this computer
// (it names this computer, in any case, or none) but holds no system
// lock any more (killed) is taken over by Open, which says whose it was
// and that the game was left open (Loaded.LeftOpen).
// One naming another computer (a folder shared between two laptops) is
// never taken over: this computer cannot see whether that tallyman still
// runs, so Open refuses, naming the computer and since when, and says
// how to go on (quit it there, or --take-over); the journal and the lock
// file are left as they were. A lock the system holds is refused as
// before, whichever computer the file names.
func TestOpenLockLeftBehind(t *testing.T) {
	since := time.Date(2026, 11, 29, 18, 5, 0, 0, time.Local)
	for _, tc := range []struct {
		name   string
		host   string
		held   bool   // the system's lock on the lock file is held
		note   string // Open's warning, when it opens
		refuse string // Open's error, when it refuses
		other  bool   // the refusal is OtherComputer
	}{
		{name: "this computer, process gone", host: hostname(),
			note: "PATH: the game was left open by tallyman process 4242 on this computer, since 2026-11-29 18:05, which is no longer running (it was stopped without quitting); this tallyman has taken it over"},
		{name: "this computer in capitals, process gone", host: strings.ToUpper(hostname()),
			note: "PATH: the game was left open by tallyman process 4242 on this computer, since 2026-11-29 18:05, which is no longer running (it was stopped without quitting); this tallyman has taken it over"},
		{name: "no computer named, process gone", host: "",
			note: "PATH: the game was left open by tallyman process 4242 on this computer, since 2026-11-29 18:05, which is no longer running (it was stopped without quitting); this tallyman has taken it over"},
		{name: "this computer, process running", host: hostname(), held: true,
			refuse: "game g is open in another tallyman (process 4242 on this computer, since 2026-11-29 18:05): go on playing there, or quit it there (type quit) and resume here; two tallymans on one game would mix their moves"},
		{name: "another computer", host: "laptop2", other: true,
			refuse: `game g is open in tallyman process 4242 on the computer "laptop2", since 2026-11-29 18:05, as its lock file says: this computer cannot tell whether it still runs there, and two tallymans on one game would mix their moves. Quit it on that computer (type quit) and resume here; if that computer is gone for good, or tallyman was stopped there without quitting, take the game over here: tallyman resume g --take-over`},
		{name: "another computer, its lock seen from here", host: "laptop2", held: true,
			refuse: `game g is open in another tallyman (process 4242 on the computer "laptop2", since 2026-11-29 18:05): go on playing there, or quit it there (type quit) and resume here; two tallymans on one game would mix their moves`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := create(t, dir, "g", t0, mv("a"))
			lock := leaveLock(t, path, Holder{PID: 4242, Host: tc.host, Since: since}, tc.held)
			before, _ := os.ReadFile(path)
			j, l, err := Open(path)
			if tc.refuse == "" {
				if err != nil {
					t.Fatalf("Open: %v", err)
				}
				defer j.Close()
				if want := strings.Replace(tc.note, "PATH", path, 1); l.Warning != want || !l.LeftOpen {
					t.Errorf("note\n got %q, LeftOpen %v\nwant %q, LeftOpen true", l.Warning, l.LeftOpen, want)
				}
				if _, _, err := Open(path); err == nil {
					t.Errorf("the game taken over is not locked")
				}
				return
			}
			if err == nil {
				j.Close()
				t.Fatalf("Open took the game over (%q), want %q", l.Warning, tc.refuse)
			}
			var le *LockedError
			if !errors.As(err, &le) || le.OtherComputer != tc.other || le.Holder.Host != tc.host {
				t.Errorf("error %#v, want a LockedError, OtherComputer %v, host %q", err, tc.other, tc.host)
			}
			if err.Error() != tc.refuse {
				t.Errorf("refusal\n got %q\nwant %q", err, tc.refuse)
			}
			if after, _ := os.ReadFile(path); string(after) != string(before) {
				t.Errorf("the refused Open changed the journal")
			}
			if got, _ := os.ReadFile(lockPath(path)); string(got) != string(lock) {
				t.Errorf("the refused Open changed the lock file to %q", got)
			}
		})
	}
}

// leaveLock writes h in the lock file of the journal at path, as a
// tallyman would have; when held, the system's lock on it is held too
// (as by a tallyman running now) until the test ends. It returns what
// was written.
func leaveLock(t *testing.T, path string, h Holder, held bool) []byte {
	t.Helper()
	b, _ := json.Marshal(h)
	b = append(b, '\n')
	if err := os.WriteFile(lockPath(path), b, 0o600); err != nil {
		t.Fatal(err)
	}
	if held {
		f, err := os.OpenFile(lockPath(path), os.O_RDWR, 0)
		if err != nil {
			t.Fatal(err)
		}
		if ok, err := tryLock(f); !ok || err != nil {
			t.Fatalf("locking the lock file: %v, %v", ok, err)
		}
		t.Cleanup(func() { unlock(f); f.Close() })
	}
	return b
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

// TestTakeOver: TakeOver lets go of a lock file naming another computer
// (the user says that computer is gone, or tallyman was stopped there)
// and says whose it was and the risk; Open then takes the game with no
// note. Nothing else is taken over: no lock file or an empty one needs
// nothing, one of this computer whose process is gone is left for Open
// (which says so itself), and a lock the system holds, of this computer
// or of another whose lock is seen from here, is refused, the lock file
// left as it was.
func TestTakeOver(t *testing.T) {
	since := time.Date(2026, 11, 29, 18, 5, 0, 0, time.Local)
	for _, tc := range []struct {
		name     string
		lock     string // "none", "empty" or the holder's computer
		held     bool
		note     string // TakeOver's note
		refused  bool   // TakeOver gives a *LockedError
		openNote string // Open's warning after it ("" for none)
	}{
		{name: "no lock file", lock: "none"},
		{name: "an empty lock file", lock: "empty"},
		{name: "this computer, process gone", lock: hostname(),
			openNote: "the game was left open by tallyman process 4242 on this computer, since 2026-11-29 18:05, which is no longer running (it was stopped without quitting); this tallyman has taken it over"},
		{name: "this computer, process running", lock: hostname(), held: true, refused: true},
		{name: "another computer", lock: "laptop2",
			note: `game g taken over from tallyman process 4242 on the computer "laptop2", since 2026-11-29 18:05. If it still runs there, close it there without playing on: two tallymans on one game would mix their moves`},
		{name: "another computer, its lock seen from here", lock: "laptop2", held: true, refused: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := create(t, t.TempDir(), "g", t0, mv("a"))
			var lock []byte
			switch tc.lock {
			case "none":
			case "empty":
				if err := os.WriteFile(lockPath(path), nil, 0o600); err != nil {
					t.Fatal(err)
				}
			default:
				lock = leaveLock(t, path, Holder{PID: 4242, Host: tc.lock, Since: since}, tc.held)
			}
			note, err := TakeOver(path)
			var le *LockedError
			if tc.refused {
				if !errors.As(err, &le) || le.OtherComputer || le.Holder.PID != 4242 || note != "" {
					t.Errorf("TakeOver: %q, %v; want a LockedError naming process 4242", note, err)
				}
				if got, _ := os.ReadFile(lockPath(path)); string(got) != string(lock) {
					t.Errorf("the refused TakeOver changed the lock file to %q", got)
				}
				if j, _, err := Open(path); err == nil {
					j.Close()
					t.Errorf("Open after a refused TakeOver opened the game")
				}
				return
			}
			if err != nil || note != tc.note {
				t.Fatalf("TakeOver: %q, %v\nwant %q", note, err, tc.note)
			}
			j, l, err := Open(path)
			if err != nil {
				t.Fatalf("Open after TakeOver: %v", err)
			}
			defer j.Close()
			want := ""
			if tc.openNote != "" {
				want = path + ": " + tc.openNote
			}
			if l.Warning != want {
				t.Errorf("Open's note %q, want %q", l.Warning, want)
			}
		})
	}
}

// TestBusyNamesAnotherComputer: a game whose lock file names a tallyman
// on another computer counts as open there (tallyman games says so),
// since this computer cannot tell; one of this computer whose process is
// gone does not.
func TestBusyNamesAnotherComputer(t *testing.T) {
	since := time.Date(2026, 11, 29, 18, 5, 0, 0, time.Local)
	for _, tc := range []struct {
		host string
		busy bool
		who  string
	}{
		{host: hostname(), busy: false, who: "a tallyman that does not say which"},
		{host: "laptop2", busy: true, who: `process 4242 on the computer "laptop2", since 2026-11-29 18:05`},
	} {
		path := create(t, t.TempDir(), "g", t0, mv("a"))
		leaveLock(t, path, Holder{PID: 4242, Host: tc.host, Since: since}, false)
		h, busy := Busy(path)
		if busy != tc.busy || h.Describe() != tc.who {
			t.Errorf("lock of %q: Busy %v (%s), want %v (%s)", tc.host, busy, h.Describe(), tc.busy, tc.who)
		}
	}
}
