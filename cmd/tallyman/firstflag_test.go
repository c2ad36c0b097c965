package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestFirstNeedsPlayers: `tallyman new minicontainers --first NAME` looks
// NAME up in --players; without --players it says --first needs them
// (it said "name one of --players", though none were given), before any
// question; a name that is part of a player's ("Ann" for "Ann 🎲") is
// refused naming that player. "random" needs no names.
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
			`--first "Ann" is not one of the players (Bob, Cy): give one of their names, or "random"`, false},
		{"part of a player's name", []string{"--players", "Ann 🎲,Cy", "--first", "Ann"},
			`--first "Ann" is not one of the players: did you mean "Ann 🎲"? Give the whole name, or "random"`, false},
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

// TestAuctioneerNamesTheCloseMatch: Boxes' --auctioneer is looked up in
// the players as --first is (gamekit.NamedSeat): "Ann" for "Ann 🎲" is
// refused naming "Ann 🎲", before any question, nothing saved.
func TestAuctioneerNamesTheCloseMatch(t *testing.T) {
	dir := t.TempDir()
	out, err := run(t, "", "new", "boxes", "--players", "Ann 🎲,Cy", "--auctioneer", "Ann", "--no-phones", "--seed", "1", "--dir", dir)
	want := `--auctioneer "Ann" is not one of the players: did you mean "Ann 🎲"? Give the whole name, or "random"`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %s\n%s", err, want, out)
	}
	if games, _ := filepath.Glob(filepath.Join(dir, "*.jsonl")); len(games) > 0 {
		t.Errorf("games were saved: %v", games)
	}
}
