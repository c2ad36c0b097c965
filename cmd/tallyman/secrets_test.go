package main

import (
	"strings"
	"testing"
)

// TestExplicitAccessibleModeHidesSecretsWhenPiped: accessible mode asked
// for (ACCESSIBLE=1, TERM=dumb) with the output piped (`| tee log`) prints
// no secret, as on a terminal: the output was taken for a script's and a
// value card and the Boxes wallet-note menu were printed. A dealt card
// without phones is refused (README, "Accessible mode and secrets"); the
// Boxes winner types the notes hidden: Bob wins container 1 at 2,500 ECU
// (the lines of TestBoxesLaptopKeepsWalletsAndCardsPrivate) and the
// payment asks for the notes by value, listing no payment.
func TestExplicitAccessibleModeHidesSecretsWhenPiped(t *testing.T) {
	for _, env := range [][2]string{{"ACCESSIBLE", "1"}, {"TERM", "dumb"}} {
		t.Run(env[0], func(t *testing.T) {
			t.Setenv("ACCESSIBLE", "")
			t.Setenv("TERM", "xterm")
			t.Setenv(env[0], env[1])
			out, err := run(t, "\n\n\n\n\n\nquit\n", "new", "container", "--dir", t.TempDir(), "--seed", "4", "--players", "Ann,Bob,Cy", "--cards", "deal")
			if err == nil || !strings.Contains(err.Error(), "in accessible mode tallyman never prints a value card") {
				t.Errorf("a dealt card without phones: %v\n%s", err, out)
			}
			if strings.Contains(out, "$5/$10") {
				t.Errorf("a value card was printed:\n%s", out)
			}
			lines := []string{"1", "2", "2", "2000", "2500", "pass", "", "quit"}
			out, err = run(t, strings.Join(lines, "\n")+"\n", "new", "boxes", "--dir", t.TempDir(), "--seed", "1", "--players", "Ann,Bob", "--auctioneer", "Ann")
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			flat := strings.Join(strings.Fields(out), " ")
			wantAll(t, "output", flat, "Bob pays 2,500 ECU (no change). Bob, the notes you hand to the bank, by value")
			for _, leak := range []string{"least lost", "4 × 500", "Which notes?"} {
				if strings.Contains(flat, leak) {
					t.Errorf("the wallet is listed (%q):\n%s", leak, out)
				}
			}
		})
	}
}
