package main

import (
	"strings"
	"testing"
)

// TestRivalFixesCommandErrors: the command line's errors for Rival Seas
// say what is allowed in the table's words: a name longer than the 40
// characters the name prompt allows (askNames) is refused from --players
// too, before anything is saved; `setup rivalseas --players abc` names
// the player counts instead of Go's number-parsing error.
func TestRivalFixesCommandErrors(t *testing.T) {
	long := strings.Repeat("x", 500)
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"new", "rivalseas", "--tiles", "demo", "--dir", dir, "--players", long + ",B"}, "player 1's name is 500 characters long: keep names to 40 characters"},
		{[]string{"new", "rivalseas", "--tiles", "demo", "--dir", dir, "--players", "Ann," + strings.Repeat("é", 41)}, "player 2's name is 41 characters long"},
		{[]string{"setup", "rivalseas", "--tiles", "demo", "--players", "abc"}, `--players takes the number of players: 2, 3 or 4, not "abc"`},
	} {
		out, err := run(t, "quit\n", tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.args[:3], err, tc.want)
		}
		if strings.Contains(out+errText(err), "strconv") {
			t.Errorf("%v: Go's message shown: %v", tc.args[:3], err)
		}
	}
	// Exactly 40 characters is allowed.
	out, err := run(t, "quit\n", "new", "rivalseas", "--tiles", "demo", "--dir", dir, "--players", strings.Repeat("y", 40)+",B", "--seed", "3")
	if err != nil || !strings.Contains(out, "Saved. Resume with") {
		t.Errorf("a 40-character name: %v\n%s", err, out)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestNewHelpNamesRivalQuickEntries (finding 6): `tallyman new --help`
// lists Rival Seas' quick entries too, and points to help in the game.
func TestNewHelpNamesRivalQuickEntries(t *testing.T) {
	out, err := run(t, "", "new", "--help")
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(out), " ")
	for _, w := range []string{"Rival Seas: funding", "nav COMPANY TERRAIN", "advertise N", "sail OWNERS... to PORT", "type help at its move prompt"} {
		if !strings.Contains(flat, w) {
			t.Errorf("new --help lacks %q", w)
		}
	}
}
