package main

import "testing"

// TestFirstNeedsPlayers: `tallyman new minicontainers --first NAME` looks
// NAME up in --players; without --players it says --first needs them
// (it said "name one of --players", though none were given), before any
// question. "random" needs no names.
func TestFirstNeedsPlayers(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		err   string
		asked bool // a question came before the error
	}{
		{"a name without --players", []string{"--first", "Ann"},
			`--first "Ann" needs --players, the names in seating order (or give --first random, or leave --first out to be asked)`, false},
		{"a name not among --players", []string{"--players", "Bob,Cy", "--first", "Ann"},
			`--first "Ann": name one of --players, or "random"`, false},
		{"random without --players: the names are asked", []string{"--first", "random"},
			"no game was created: input ended", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"new", "minicontainers", "--dir", t.TempDir(), "--modules", "none"}, tc.args...)
			out, err := run(t, "", args...)
			if err == nil || err.Error() != tc.err {
				t.Errorf("error %v, want %s", err, tc.err)
			}
			if asked := out != ""; asked != tc.asked {
				t.Errorf("asked %v, want %v:\n%s", asked, tc.asked, out)
			}
		})
	}
}
