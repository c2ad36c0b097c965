//go:build unix

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestResumeAfterAKillHidesTheValueCardLeftOnTheTerminal: a tallyman
// killed while Ann's dealt value card is shown (a crash, kill -9: Enter
// and quit hide it, Ctrl-C too) leaves the card on its terminal; resumed
// there, the card was still on the screen and in its scrollback above
// the resumed game, for the whole table to read. The resume clears both
// before it says anything, as a card hidden with Enter is. tmux, 100x40,
// the two commands one after the other in one shell.
func TestResumeAfterAKillHidesTheValueCardLeftOnTheTerminal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	script := `"$0" --dir "$1" new container --players Ann,Bob,Cy --cards deal --no-phones --seed 1; "$0" --dir "$1" resume; sleep 600`
	term := newTmuxScript(t, 100, 40, script, tallymanBinary(t), dir)
	waitScreen(t, term.screen, "Ann, press Enter when only you can see the screen.")
	passGate(t, term, "Ann, your value card (card ")
	locks, _ := filepath.Glob(filepath.Join(dir, "*.lock"))
	if len(locks) != 1 {
		t.Fatalf("lock files %v, want one", locks)
	}
	b, err := os.ReadFile(locks[0])
	if err != nil {
		t.Fatal(err)
	}
	var holder struct {
		PID int `json:"pid"`
	}
	if err := json.Unmarshal(b, &holder); err != nil || holder.PID <= 0 {
		t.Fatalf("lock file %q: %v", b, err)
	}
	if err := syscall.Kill(holder.PID, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitScreen(t, term.screen, "Show the value cards from whom?")
	all := term.history()
	if strings.Contains(all, "your value card (card") {
		t.Errorf("the card shown before the kill is still on the terminal:\n%s", all)
	}
	wantAll(t, "the resumed screen", strings.Join(strings.Fields(all), " "), "which is no longer running (it was stopped without quitting); this tallyman has taken it over", "Resuming container-")
}
