package main

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestEmojiSequenceNameKeepsTheScreenWhole drives Mini Containers in tmux
// (TMUX, TERM and TERM_PROGRAM as tmux sets them in its pane) on an
// 80-column terminal with a player named "👋🏽 Ama", a wave and a skin
// tone that tmux 3.3 draws in 4 cells where huh counts 2 (tmux 3.4 in
// 2). The deal question for that player
// is on the screen once, with its scrollback, after letters typed into
// it redrew it (a line tmux wrapped left a copy of the question at each
// redraw), its words whole ("(0 for a modu" / "le card):" was drawn); and
// the counts in the players' rows start in one column as tmux draws them
// (tmux's own cursor measures each row up to "hand").
func TestEmojiSequenceNameKeepsTheScreenWhole(t *testing.T) {
	t.Parallel()
	// No TALLYMAN_EMOJI_WIDTH from the tests' environment: tmux is guessed.
	term := newTmuxEnv(t, 80, 24, []string{"TALLYMAN_EMOJI_WIDTH="}, "new", "minicontainers", "--players", "👋🏽 Ama,Bob", "--no-phones", "--seed", "7", "--dir", t.TempDir())
	for _, q := range []string{"Play with the Automa", "Play with the Dummy", "Play with Thrift shops?",
		"Play with Waste Collection Service?", "Play with the Recycling Centre?"} {
		waitScreen(t, term.screen, q)
		term.send("n")
	}
	waitScreen(t, term.screen, "Play with Terraced Housing")
	term.send("y")
	waitScreen(t, term.screen, "Who most recently took out the trash?")
	term.send("key:Enter") // 👋🏽 Ama
	waitScreen(t, term.screen, "the trash numbers")
	for _, k := range []string{"3", " ", "5", " ", "0"} {
		term.send(k) // each key redraws the form
		time.Sleep(100 * time.Millisecond)
	}
	waitScreen(t, term.screen, "> 3 5 0")
	out, _ := term.run("capture-pane", "-p", "-S", "-", "-t", term.name) // with the scrollback
	all := string(out)
	if n := strings.Count(all, "the trash numbers"); n != 1 {
		t.Errorf("the deal question is on the screen %d times, want once:\n%s", n, all)
	}
	// Worked out by hand: huh is given 80 - 2 columns (the name takes 2
	// more in tmux than huh counts), the title 76 after its bar: "(0 for
	// a" ends the first line at 74 cells, " module" would take it to 81.
	for _, want := range []string{
		"┃ 👋🏽 Ama: the trash numbers of the cards dealt face up, in order (0 for a\n┃ module card):\n",
		"┃ Deal until the trash adds up to 30 or more. Enter alone: the menu of what\n┃ can be done now.\n",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("the question is not drawn as\n%s\nit is:\n%s", want, all)
		}
	}
	var at []int
	for _, l := range strings.Split(all, "\n") {
		if i := strings.Index(l, "hand "); i > 0 && strings.Contains(l, "mini-deck") {
			at = append(at, tmuxCells(t, l[:i]))
		}
	}
	if len(at) != 2 || at[0] != at[1] {
		t.Errorf("the players' counts start at cells %v as tmux draws them, want one column for both:\n%s", at, all)
	}
}

// tmuxCells is how many cells tmux draws s in: the cursor's column after
// s is printed in a pane of its own.
func tmuxCells(t *testing.T, s string) int {
	t.Helper()
	name := tmuxName("tallyman-cells")
	tm := func(args ...string) *exec.Cmd { return exec.Command("tmux", append([]string{"-L", name}, args...)...) }
	if out, err := tm("new-session", "-d", "-s", name, "-x", "200", "-y", "5", "--", "sh", "-c", `printf '%s' "$1"; sleep 60`, "sh", s).CombinedOutput(); err != nil {
		t.Fatalf("tmux: %v\n%s", err, out)
	}
	defer tm("kill-server").Run()
	for deadline := time.Now().Add(screenWait); ; time.Sleep(50 * time.Millisecond) {
		pane, _ := tm("capture-pane", "-p", "-t", name).Output()
		if strings.TrimSpace(string(pane)) == strings.TrimSpace(s) || time.Now().After(deadline) {
			break
		}
	}
	out, err := tm("display", "-p", "-t", name, "#{cursor_x}").Output()
	n, cerr := strconv.Atoi(strings.TrimSpace(string(out)))
	if err != nil || cerr != nil {
		t.Fatalf("tmux cursor: %v %v %q", err, cerr, out)
	}
	return n
}
