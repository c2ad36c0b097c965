//go:build unix

package main

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestCursorShownAgainAfterAKill: a tallyman killed with kill -9 during
// a full-screen question leaves the terminal's cursor hidden (the
// question hides it); the next tallyman shows it again as it starts.
// (It stayed hidden, for the shell too, until `reset`.)
func TestCursorShownAgainAfterAKill(t *testing.T) {
	t.Parallel()
	term := newTmuxScript(t, 100, 30, `B="$0"; "$B" "$@"; echo "[killed]"; "$B" --help; echo "[after]"; sleep 600`,
		tallymanBinary(t), "new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--no-phones", "--dir", t.TempDir(), "--seed", "5")
	waitScreen(t, term.screen, "Enter the physical value cards now")
	waitFor(t, func() string { return term.display("#{cursor_flag}") }, "the cursor hidden by the question", func(s string) bool { return s == "0" })
	shell, err := strconv.Atoi(term.display("#{pane_pid}"))
	if err != nil {
		t.Fatal(err)
	}
	children, err := os.ReadFile("/proc/" + strconv.Itoa(shell) + "/task/" + strconv.Itoa(shell) + "/children")
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(children)))
	if err != nil {
		t.Fatalf("tallyman's process id among the shell's children %q: %v", children, err)
	}
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitScreen(t, term.screen, "[after]")
	// The cursor is shown as the second tallyman starts, before its help.
	deadline := time.Now().Add(screenWait)
	for term.display("#{cursor_flag}") != "1" {
		if time.Now().After(deadline) {
			t.Fatalf("the cursor is still hidden after the next tallyman ran:\n%s", term.screen())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// display is tmux's format (display-message -p) for the terminal.
func (m *tmuxTerm) display(format string) string {
	out, _ := m.run("display-message", "-p", "-t", m.name, format)
	return strings.TrimSpace(out)
}
