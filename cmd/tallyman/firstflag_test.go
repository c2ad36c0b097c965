package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestFirstNeedsPlayers: `tallyman new minicontainers --first NAME` looks
// NAME up in --players; without --players it says --first needs them
// (it said "name one of --players", though none were given), before any
// question; a name is read as quick entry reads one ("Ann" for "Ann 🎲",
// refused before), and one no player has is refused listing the players
// with their seats. "random" needs no names.
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
			`--first: no player called "Ann": the players are 1 Bob and 2 Cy; type a name, its start (emoji left out) or the seat number (or "random")`, false},
		{"a name without its emoji", []string{"--players", "Ann 🎲,Cy", "--first", "Ann"},
			"", true},
		{"random without --players: the names are asked", []string{"--first", "random"},
			"no game was created: input ended", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"new", "minicontainers", "--dir", t.TempDir(), "--modules", "none"}, tc.args...)
			out, err := run(t, "", args...)
			if got := fmt.Sprint(err); (err == nil) != (tc.err == "") || err != nil && got != tc.err {
				t.Errorf("error %v, want %s", err, tc.err)
			}
			if tc.err == "" && !strings.Contains(out, "- Ann 🎲 is the starting player") {
				t.Errorf("Ann 🎲 does not start:\n%s", out)
			}
			if asked := out != ""; asked != tc.asked {
				t.Errorf("asked %v, want %v:\n%s", asked, tc.asked, out)
			}
		})
	}
}

// TestAuctioneerIsReadAsQuickEntryReadsAPlayer: Boxes' --auctioneer is
// looked up in the players as --first is (gamekit.NamedSeat, seats.Find):
// a start two names share is refused naming them with their seats,
// before any question, nothing saved.
func TestAuctioneerIsReadAsQuickEntryReadsAPlayer(t *testing.T) {
	dir := t.TempDir()
	out, err := run(t, "", "new", "boxes", "--players", "Ann 🎲,Anna,Cy", "--auctioneer", "An", "--no-phones", "--seed", "1", "--dir", dir)
	want := `--auctioneer: "An" could be 1 Ann 🎲 or 2 Anna: type more of the name, or the seat number (or "random")`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %s\n%s", err, want, out)
	}
	if games, _ := filepath.Glob(filepath.Join(dir, "*.jsonl")); len(games) > 0 {
		t.Errorf("games were saved: %v", games)
	}
}

// TestBlankOrRandomSeatFlags: --first and --auctioneer given blank are
// refused alike, saying what they take, before any question (--first " "
// was refused as `no player called ""`, --auctioneer " " asked the
// question); "random" with a player called Random is refused naming both
// (it drew at random), nothing saved.
func TestBlankOrRandomSeatFlags(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		err  string
	}{
		{"--first blank", []string{"minicontainers", "--modules", "none", "--players", "Ann,Bob", "--first", " "},
			`--first is blank: give a name, its start (emoji left out) or the seat number, or "random" (or leave --first out to be asked)`},
		{"--first blank without players", []string{"minicontainers", "--modules", "none", "--first", ""},
			`--first is blank: give a name, its start (emoji left out) or the seat number, or "random" (or leave --first out to be asked)`},
		{"--auctioneer blank", []string{"boxes", "--players", "Ann,Bob", "--auctioneer", " "},
			`--auctioneer is blank: give a name, its start (emoji left out) or the seat number, or "random" (or leave --auctioneer out to be asked)`},
		{"--first Random with a player called Random", []string{"minicontainers", "--modules", "none", "--players", "Ann,Random", "--first", "Random"},
			`--first: "Random" is both the name of 2 Random and a draw at random: type 2 for Random, or leave --first out and pick at the question`},
		{"--auctioneer random with a player called Random", []string{"boxes", "--players", "Random,Bob", "--auctioneer", "random"},
			`--auctioneer: "random" is both the name of 1 Random and a draw at random: type 1 for Random, or leave --auctioneer out and pick at the question`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			out, err := run(t, "", append(append([]string{"new"}, tc.args...), "--seed", "1", "--dir", dir)...)
			if fmt.Sprint(err) != tc.err || out != "" {
				t.Errorf("error %v, want %s; printed:\n%s", err, tc.err, out)
			}
			if games, _ := filepath.Glob(filepath.Join(dir, "*.jsonl")); len(games) > 0 {
				t.Errorf("games were saved: %v", games)
			}
		})
	}
}
