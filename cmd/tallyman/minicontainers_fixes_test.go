package main

import (
	"strings"
	"testing"
)

// TestMiniSharedWinOnScreen: Ann, Bob and Cy each play a card as
// containers (blue 6 + orange 7, grey 6 + yellow 7, green 6 + orange 7);
// Ann puts 1 card in her mini-deck, Bob and Cy all 11 of theirs. Ann
// reveals grey 7: the only grey container holds 6, so she loses the round
// and takes every mini-deck card (mini-containers.txt, "Disposing Trash
// Cards"). Bob and Cy are left with no card at the same moment: both win
// ("End of the game" names no tie-break; README, rules decisions), and
// the screen says so with both names.
func TestMiniSharedWinOnScreen(t *testing.T) {
	script := strings.Join([]string{
		"blue orange", "grey yellow", "green orange", // containers
		"1", "11", "11", // mini-decks
		"grey 7", // Ann's reveal: nowhere
	}, "\n") + "\n"
	out, err := run(t, script, "new", "minicontainers", "--dir", t.TempDir(), "--players", "Ann,Bob,Cy", "--modules", "none", "--first", "Ann", "--seed", "1")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	flat := strings.Join(strings.Fields(out), " ")
	wantAll(t, "output", flat,
		"Ann loses the round and takes 23 cards (11 from Bob, 11 from Cy, the rest their own)",
		"Bob and Cy have no cards left and share the win",
		"The game is over: Bob and Cy share the win",
	)
	if t.Failed() {
		t.Log(out)
	}
}

// TestMiniHelpNamesNoRulesFile: what players read names the rules by the
// game's name, never by a file of this repository.
func TestMiniHelpNamesNoRulesFile(t *testing.T) {
	out, err := run(t, "", "minicontainers", "--help")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, ".txt") || strings.Contains(out, "shared/rules") {
		t.Errorf("the help names a rules file:\n%s", out)
	}
}
