package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// tmuxSession starts the real binary with args in a detached tmux session
// on a 120x45 terminal and returns a function that sends keys (literal
// text, or key names with key:) and one that reads the screen. Without
// tmux the test skips loudly, except on CI (CI=true) where it fails.
func tmuxSession(t *testing.T, args ...string) (send func(keys ...string), screen func() string) {
	t.Helper()
	term := newTmux(t, 120, 45, args...)
	return term.send, term.screen
}

// tmuxTerm is the real binary running in a detached tmux session.
type tmuxTerm struct {
	t    *testing.T
	name string
	mu   sync.Mutex
	ctl  *tmuxControl // started by the first command run
}

// tmuxControl is one tmux client in control mode (tmux -C) attached to a
// terminal's session: the tests' commands to the terminal (send-keys,
// capture-pane, ...) go through it, a line each, rather than a tmux
// process started for each (a wait polls the screen every 50 ms, and a
// process started costs 15-30 ms of CPU on a machine slow at fresh
// memory; docs/performance.md). A control client without a size of its
// own leaves the terminal's size as it is.
type tmuxControl struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	replies chan tmuxReply
}

// tmuxReply is the output of one command run through a control client,
// and whether tmux answered it with an error.
type tmuxReply struct {
	out    string
	failed bool
}

// control is the terminal's control client, started when first asked
// for (the session must be there).
func (m *tmuxTerm) control() (*tmuxControl, error) {
	if m.ctl != nil {
		return m.ctl, nil
	}
	cmd := m.tmux("-C", "attach-session", "-t", m.name)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	c := &tmuxControl{cmd: cmd, in: in, replies: make(chan tmuxReply, 1)}
	go c.read(out)
	m.t.Cleanup(func() { in.Close(); cmd.Wait() })
	// The attach's own reply comes first.
	if _, err := c.reply(); err != nil {
		return nil, fmt.Errorf("tmux -C attach: %v", err)
	}
	m.ctl = c
	return c, nil
}

// read passes each command's reply (the lines between %begin and %end or
// %error) to replies, leaving out the notifications between them
// (%output and the others), until the client ends.
func (c *tmuxControl) read(r io.Reader) {
	defer close(c.replies)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 16*1024*1024)
	var lines []string
	block := "" // the %begin line's time, number and flags, in a reply
	for sc.Scan() {
		line := sc.Text()
		if block == "" {
			if rest, ok := strings.CutPrefix(line, "%begin "); ok {
				block, lines = rest, nil
			}
			continue
		}
		end, isEnd := strings.CutPrefix(line, "%end ")
		fail, isError := strings.CutPrefix(line, "%error ")
		switch {
		case isEnd && end == block, isError && fail == block:
			out := ""
			if len(lines) > 0 {
				out = strings.Join(lines, "\n") + "\n"
			}
			c.replies <- tmuxReply{out: out, failed: isError}
			block = ""
		default:
			lines = append(lines, line)
		}
	}
}

// reply waits for the next command's reply.
func (c *tmuxControl) reply() (string, error) {
	select {
	case r, ok := <-c.replies:
		if !ok {
			return "", fmt.Errorf("the tmux client ended")
		}
		if r.failed {
			return r.out, fmt.Errorf("tmux: %s", strings.TrimSpace(r.out))
		}
		return r.out, nil
	case <-time.After(screenWait):
		return "", fmt.Errorf("no answer from tmux in %v", screenWait)
	}
}

// run runs a tmux command on the terminal through its control client
// (see tmuxControl) and returns what it printed: as m.tmux(args...)'s
// output, in one process for all of the terminal's commands.
func (m *tmuxTerm) run(args ...string) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	c, err := m.control()
	if err != nil {
		return "", err
	}
	quoted := make([]string, len(args))
	for i, a := range args {
		if strings.ContainsAny(a, "\n\r") {
			return "", fmt.Errorf("tmux: a line break in %q cannot go through the control client", a)
		}
		// Quoted, every character as it is: tmux's parser reads
		// 'it'\''s' as it's, and nothing between single quotes
		// otherwise (no ;, $, ~ nor #).
		quoted[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	if _, err := io.WriteString(c.in, strings.Join(quoted, " ")+"\n"); err != nil {
		return "", err
	}
	return c.reply()
}

// newTmux starts the real binary with args in tmux on a terminal of cols
// by rows (see tmuxSession).
func newTmux(t *testing.T, cols, rows int, args ...string) *tmuxTerm {
	t.Helper()
	return newTmuxEnv(t, cols, rows, nil, args...)
}

// newTmuxEnv is newTmux with env ("ACCESSIBLE=1") added to the binary's
// environment.
func newTmuxEnv(t *testing.T, cols, rows int, env []string, args ...string) *tmuxTerm {
	t.Helper()
	return newTmuxKeep(t, cols, rows, false, env, args...)
}

// newTmuxKeep is newTmuxEnv that, with keep, leaves what the binary
// printed on the screen after it ends (a refusal at start), followed by
// a line with its exit code and the terminal's echo setting as stty
// reads it: "[exit 130; terminal: echo]" ("-echo": left without echo).
// The shell outlives a Ctrl-C (its trap is reset for the binary).
func newTmuxKeep(t *testing.T, cols, rows int, keep bool, env []string, args ...string) *tmuxTerm {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("tmux is missing: CI must install it")
		}
		t.Skip("SKIPPED: tmux is not installed; the full-screen terminal test needs it")
	}
	bin := tallymanBinary(t)
	name := tmuxName("tallyman-test")
	cmd := []string{"new-session", "-d", "-s", name, "-x", fmt.Sprint(cols), "-y", fmt.Sprint(rows), "--"}
	if keep {
		cmd = append(cmd, "sh", "-c", `trap : INT; "$@"; echo "[exit $?; terminal: $(stty -a | tr ' ;' '\n\n' | grep -x -- '-\{0,1\}echo')]"; sleep 600`, "sh")
	}
	if len(env) > 0 {
		cmd = append(append(cmd, "env"), env...)
	}
	cmd = append(append(cmd, bin), args...)
	m := &tmuxTerm{t: t, name: name}
	if out, err := m.tmux(cmd...).CombinedOutput(); err != nil {
		t.Fatalf("tmux: %v\n%s", err, out)
	}
	t.Cleanup(func() { m.tmux("kill-server").Run() })
	return m
}

// newTmuxScript runs script with sh in tmux on a terminal of cols by
// rows, args as its $0, $1 and on (the binary first): several commands
// in one terminal, each seeing what the one before left on it.
func newTmuxScript(t *testing.T, cols, rows int, script string, args ...string) *tmuxTerm {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("tmux is missing: CI must install it")
		}
		t.Skip("SKIPPED: tmux is not installed; the full-screen terminal test needs it")
	}
	name := tmuxName("tallyman-test")
	m := &tmuxTerm{t: t, name: name}
	cmd := append([]string{"new-session", "-d", "-s", name, "-x", fmt.Sprint(cols), "-y", fmt.Sprint(rows), "--", "sh", "-c", script}, args...)
	if out, err := m.tmux(cmd...).CombinedOutput(); err != nil {
		t.Fatalf("tmux: %v\n%s", err, out)
	}
	t.Cleanup(func() { m.tmux("kill-server").Run() })
	return m
}

// tmux is a tmux command on the terminal's own server (-L, a socket of
// its own): tests in parallel, or in other checkouts at the same time,
// never share a server, so one ending cannot take another's down.
// tmuxSessions counts the tmux servers this test process started.
var tmuxSessions atomic.Int64

// tmuxName is a name for a test's own tmux server and session, unique
// among the tests running now: this process's id and a count (a clock's
// reading alone gave two parallel tests the same name, and the second
// failed with "duplicate session").
func tmuxName(prefix string) string {
	return fmt.Sprintf("%s-%d-%d", prefix, os.Getpid(), tmuxSessions.Add(1))
}

func (m *tmuxTerm) tmux(args ...string) *exec.Cmd {
	return exec.Command("tmux", append([]string{"-L", m.name}, args...)...)
}

// send types keys: literal text, or key names with key: ("key:Enter").
func (m *tmuxTerm) send(keys ...string) {
	for _, k := range keys {
		a := []string{"send-keys", "-t", m.name, "-l", k}
		if key, ok := strings.CutPrefix(k, "key:"); ok {
			a = []string{"send-keys", "-t", m.name, key}
		}
		if out, err := m.run(a...); err != nil {
			m.t.Fatalf("tmux send-keys: %v\n%s", err, out)
		}
	}
}

// screen is the text on the screen.
func (m *tmuxTerm) screen() string {
	out, _ := m.run("capture-pane", "-p", "-t", m.name)
	return out
}

// joined is the screen with the lines the terminal wrapped itself joined
// again (a path or a command wider than the terminal, written whole on a
// line of its own, is read whole whatever the temporary folder's length).
func (m *tmuxTerm) joined() string {
	out, _ := m.run("capture-pane", "-p", "-J", "-t", m.name)
	return out
}

// history is the text on the screen and all of its scrollback, with the
// lines the terminal wrapped itself joined again (a note holding a long
// path is written whole, and where the terminal breaks it depends on the
// temporary folder's length).
func (m *tmuxTerm) history() string {
	out, _ := m.run("capture-pane", "-p", "-J", "-S", "-", "-t", m.name)
	return out
}

// screenColours is the screen with its colour codes.
func (m *tmuxTerm) screenColours() string {
	out, _ := m.run("capture-pane", "-p", "-e", "-t", m.name)
	return out
}

// resize makes the terminal cols by rows, as a user dragging the window.
func (m *tmuxTerm) resize(cols, rows int) {
	if out, err := m.run("resize-window", "-t", m.name, "-x", fmt.Sprint(cols), "-y", fmt.Sprint(rows)); err != nil {
		m.t.Fatalf("tmux resize-window: %v\n%s", err, out)
	}
}

// waitScreen waits up to screenWait for the screen to hold want, its
// menus' numbers left out or not ("> Open auction" for "> 1. Open auction").
func waitScreen(t *testing.T, screen func() string, want string) {
	t.Helper()
	deadline := time.Now().Add(screenWait)
	for s := screen(); !strings.Contains(s, want) && !strings.Contains(unnumbered(s), want); s = screen() {
		if time.Now().After(deadline) {
			t.Fatalf("the screen never showed %q:\n%s", want, screen())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// optionNumber is a full-screen menu option's number after its cursor
// column and a MultiSelect's mark ("> 12. ", "   3. ", "> ✓ 2. ").
var optionNumber = regexp.MustCompile(`(?m)((?:> |  )(?:[•✓] )?) *[0-9]+\. `)

// unnumbered is screen, its menus' options without their numbers.
func unnumbered(screen string) string { return optionNumber.ReplaceAllString(screen, "$1") }

// TestFullScreenKeysAfterEsc drives the full-screen move prompt in tmux:
// letters typed as soon as the prompt is back after Esc left a menu, and
// a burst "end" at the prompt, all reach it. (Esc used to end the form by killing its program,
// whose terminal reader then swallowed the next key; a burst "end" read
// as the End key.)
func TestFullScreenKeysAfterEsc(t *testing.T) {
	t.Parallel()
	send, screen := tmuxSession(t, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--no-phones", "--dir", t.TempDir(), "--seed", "5")
	waitScreen(t, screen, "Enter the physical value cards now")
	send("n") // at the end
	waitScreen(t, screen, "Cy, your move:")
	for range 3 {
		send("key:Enter") // the menu
		waitScreen(t, screen, "What does Cy do?")
		send("key:Escape")
		// The letters come once the move prompt is back: the menu's
		// program reads the terminal until it has ended, and what it
		// reads after Esc is lost with it (a few ms on a quiet machine,
		// more than the 200 ms pause this test had on a busy one). A
		// reader left running after it ended would still take them.
		waitFor(t, screen, "the move prompt back after Esc", func(s string) bool {
			return strings.Contains(s, "Cy, your move:") && !strings.Contains(s, "What does Cy do?")
		})
		send("x", "y")
		waitScreen(t, screen, "> xy")
		send("key:BSpace", "key:BSpace")
		for deadline := time.Now().Add(screenWait); strings.Contains(screen(), "> x"); time.Sleep(50 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("backspace did not clear the prompt:\n%s", screen())
			}
		}
	}
	send("end", "key:Enter")
	waitScreen(t, screen, "Ann, your move:")
}
