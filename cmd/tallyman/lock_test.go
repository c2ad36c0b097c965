package main

import (
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
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
	wantAll(t, "resume after a kill", third.output(), "Note: ", "left open by tallyman process "+secondPID+" on this computer", "no longer running", "has taken it over", "Resuming "+id+": 1 move.")
	third.send(t, "quit")
	third.waitExit(t)
	if m, _ := filepath.Glob(filepath.Join(dir, "*.lock")); len(m) != 0 {
		t.Errorf("lock files left after quitting: %v", m)
	}
}
