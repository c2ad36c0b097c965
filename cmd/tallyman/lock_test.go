package main

import (
	"encoding/json"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/journal"
)

// TestTwoTallymansOnOneGame: while one tallyman (the real binary) has a
// game open, a second `tallyman resume` of it is refused, naming the
// first's process id, and writes nothing, whether it asks for the game's
// own phone port (the advice "try another --port, or --no-phones" must
// not lead there), for no phones, or for the latest game. The first plays
// on; once it quits, the game resumes. A tallyman that was killed leaves
// no lock that keeps the game closed: the next resume takes it over and
// says so.
func TestTwoTallymansOnOneGame(t *testing.T) {
	bin := tallymanBinary(t)
	dir := t.TempDir()
	first := startProc(t, bin, "new", "container", "--dir", dir, "--seed", "3", "--players", "Ann,Bob,Cy", "--cards", "deal", "--ip", "127.0.0.1")
	n := first.waitPrompt(t, 0)
	// Enter twice per player to see and hide the dealt card.
	for range 6 {
		first.send(t, "")
		n = first.waitPrompt(t, n)
	}
	l := links(t, dir)
	u, err := url.Parse(l["Ann"])
	if err != nil || u.Port() == "" {
		t.Fatalf("no phone link for Ann: %v\n%s", l, tail(first.output(), 20))
	}
	path := onlyJournal(t, dir, "container-*.jsonl")
	id := strings.TrimSuffix(filepath.Base(path), ".jsonl")
	before, _ := os.ReadFile(path)
	pid := strconv.Itoa(first.cmd.Process.Pid)
	for _, args := range [][]string{
		{"resume", id, "--dir", dir, "--port", u.Port(), "--ip", "127.0.0.1"},
		{"resume", id, "--dir", dir, "--no-phones"},
		{"resume", "--dir", dir},
	} {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "ACCESSIBLE=1", "NO_COLOR=1", "TERM=dumb")
		cmd.Stdin = strings.NewReader("end\nquit\n")
		out, err := cmd.CombinedOutput()
		if err == nil || cmd.ProcessState.ExitCode() != 1 {
			t.Errorf("%v: a second tallyman on the game ran (%v):\n%s", args, err, out)
		}
		want := "game " + id + " is open in another tallyman (process " + pid + " on this computer"
		if !strings.Contains(string(out), want) || strings.Contains(string(out), "try another --port") {
			t.Errorf("%v: output lacks %q (or sends to another port):\n%s", args, want, out)
		}
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Errorf("the refused tallymans wrote to the journal:\n%s", after)
	}
	// The first plays on, then quits.
	first.send(t, "end")
	n = first.waitPrompt(t, n)
	first.send(t, "quit")
	first.waitExit(t)
	if out := first.output(); !strings.Contains(out, "Saved. Resume with") {
		t.Errorf("the first did not quit cleanly:\n%s", tail(out, 10))
	}
	// Now the game resumes, with no note about a lock; killed, it leaves
	// its lock file, which the next resume takes over.
	second := startProc(t, bin, "resume", id, "--dir", dir, "--no-phones")
	second.waitPrompt(t, 0)
	if out := second.output(); !strings.Contains(out, "Resuming "+id+": 1 move.") || strings.Contains(out, "left open") {
		t.Errorf("resume after quit:\n%s", tail(out, 20))
	}
	secondPID := strconv.Itoa(second.cmd.Process.Pid)
	second.kill()
	third := startProc(t, bin, "resume", id, "--dir", dir, "--no-phones")
	third.waitPrompt(t, 0)
	// The note's words read joined: where they wrap depends on the
	// journal's path, and so on the temporary folder's length.
	wantAll(t, "resume after a kill", strings.Join(strings.Fields(third.output()), " "), "Note: ", "left open by tallyman process "+secondPID+" on this computer", "no longer running", "has taken it over", "Resuming "+id+": 1 move.")
	third.send(t, "quit")
	third.waitExit(t)
	if m, _ := filepath.Glob(filepath.Join(dir, "*.lock")); len(m) != 0 {
		t.Errorf("lock files left after quitting: %v", m)
	}
}

// TestResumeLockOfAnotherComputer: `tallyman resume` of a game whose lock
// file names a tallyman on another computer (a folder shared between two
// laptops) is refused, naming that computer and since when, and saying
// how to go on, with the command that takes it over; the journal and
// the lock file are left as they were. With --take-over it is taken over
// and said so. A lock of this computer whose process is gone is taken
// over with or without the flag, as before; one whose tallyman runs is
// refused even with the flag.
func TestResumeLockOfAnotherComputer(t *testing.T) {
	host, _ := os.Hostname()
	const since = "2026-11-29 18:05"
	for _, tc := range []struct {
		name     string
		host     string // the lock file's computer
		held     bool   // a tallyman on this computer has the game open
		takeOver bool
		err      string   // the refusal (ID, DIR, PID and SINCE filled in)
		said     []string // said before the game carries on
	}{
		{name: "another computer", host: "laptop2",
			err: `game ID is open in tallyman process 4242 on the computer "laptop2", since ` + since + `, as its lock file says: this computer cannot tell whether it still runs there, and two tallymans on one game would mix their moves. Quit it on that computer (type quit) and resume here; if that computer is gone for good, or tallyman was stopped there without quitting, take the game over here: tallyman resume ID --dir DIR --take-over`},
		{name: "another computer, --take-over", host: "laptop2", takeOver: true,
			said: []string{`Note: game ID taken over from tallyman process 4242 on the computer "laptop2", since ` + since + `. If it still runs there, close it there without playing on: two tallymans on one game would mix their moves.`}},
		{name: "this computer, process gone", host: host,
			said: []string{"Note: PATH: the game was left open by tallyman process 4242 on this computer, since " + since + ", which is no longer running (it was stopped without quitting); this tallyman has taken it over"}},
		{name: "this computer, process gone, --take-over", host: host, takeOver: true,
			said: []string{"Note: PATH: the game was left open by tallyman process 4242 on this computer, since " + since + ", which is no longer running (it was stopped without quitting); this tallyman has taken it over"}},
		{name: "this computer, running, --take-over", held: true, takeOver: true,
			err: "game ID is open in another tallyman (process PID on this computer, since SINCE): go on playing there, or quit it there (type quit) and resume here; two tallymans on one game would mix their moves"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			id, path := savedGame(t, dir, "Ann", "Bob", "Cy")
			lockFile := strings.TrimSuffix(path, ".jsonl") + ".lock"
			fill := strings.NewReplacer("PATH", path, "ID", id, "DIR", dir, "PID", strconv.Itoa(os.Getpid()))
			if tc.held {
				unlock, err := journal.Lock(path)
				if err != nil {
					t.Fatal(err)
				}
				defer unlock()
				var h journal.Holder
				b, _ := os.ReadFile(lockFile)
				if err := json.Unmarshal(b, &h); err != nil {
					t.Fatal(err)
				}
				fill = strings.NewReplacer("PATH", path, "ID", id, "DIR", dir, "PID", strconv.Itoa(os.Getpid()), "SINCE", h.Since.Local().Format("2006-01-02 15:04"))
			} else {
				h := journal.Holder{PID: 4242, Host: tc.host, Since: time.Date(2026, 11, 29, 18, 5, 0, 0, time.Local)}
				b, _ := json.Marshal(h)
				if err := os.WriteFile(lockFile, b, 0o600); err != nil {
					t.Fatal(err)
				}
			}
			journalBefore, _ := os.ReadFile(path)
			lockBefore, _ := os.ReadFile(lockFile)
			args := []string{"resume", id, "--dir", dir}
			if tc.takeOver {
				args = append(args, "--take-over")
			}
			out, err := run(t, "quit\n", args...)
			said := strings.Join(strings.Fields(out), " ")
			if tc.err != "" {
				if err == nil || err.Error() != fill.Replace(tc.err) {
					t.Errorf("refusal\n got %v\nwant %s", err, fill.Replace(tc.err))
				}
				if strings.Contains(out, "Resuming") {
					t.Errorf("the refused resume carried on:\n%s", out)
				}
				if after, _ := os.ReadFile(path); string(after) != string(journalBefore) {
					t.Errorf("the refused resume wrote to the journal")
				}
				if after, _ := os.ReadFile(lockFile); string(after) != string(lockBefore) {
					t.Errorf("the refused resume changed the lock file to %q", after)
				}
				return
			}
			if err != nil {
				t.Fatalf("%v: %v\n%s", args, err, out)
			}
			for _, want := range append(tc.said, "Resuming "+id+": 0 moves.") {
				if !strings.Contains(said, fill.Replace(want)) {
					t.Errorf("output lacks %q:\n%s", fill.Replace(want), out)
				}
			}
			if _, err := os.Stat(lockFile); err == nil {
				t.Errorf("the lock file is left after quitting")
			}
		})
	}
}
