package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestTerminalLeftRawIsPutBack: a tallyman killed during a full-screen
// question leaves the terminal raw, and the next one's lines stepped down
// the screen like a staircase (no carriage return before each new line)
// until `stty sane`. tallyman now puts the terminal back at its start: its
// help, run in a terminal made raw, starts every line at the left edge,
// and the terminal echoes again after it.
func TestTerminalLeftRawIsPutBack(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Fatal("tmux is missing: the test drives a terminal with it")
	}
	bin := tallymanBinary(t)
	m := &tmuxTerm{t: t, name: tmuxName("tallyman-raw")}
	script := `stty raw -echo; "$0" --help; printf '[%s]\n' "$(stty -a | tr ' ;' '\n\n' | grep -x -- '-\{0,1\}opost')"; sleep 600`
	if out, err := m.tmux("new-session", "-d", "-s", m.name, "-x", "100", "-y", "60", "--", "sh", "-c", script, bin).CombinedOutput(); err != nil {
		t.Fatalf("tmux: %v\n%s", err, out)
	}
	t.Cleanup(func() { m.tmux("kill-server").Run() })
	waitScreen(t, m.screen, "[opost]")
	s := m.screen()
	for _, line := range []string{"tallyman sets up a board game", "Usage:", "Available Commands:"} {
		found := false
		for _, l := range strings.Split(s, "\n") {
			if strings.HasPrefix(l, line) {
				found = true
			}
		}
		if !found {
			t.Errorf("no line starts with %q (a staircase?):\n%s", line, s)
		}
	}
}
