package main

import (
	"testing"
)

// TestYesNoChosenShownWithoutColour: with NO_COLOR set, a full-screen
// yes-or-no question shows the chosen button in brackets, and the
// brackets move with the arrow keys. (Colour was the only sign: both
// buttons read "Yes     No" whichever was chosen.)
func TestYesNoChosenShownWithoutColour(t *testing.T) {
	t.Parallel()
	term := newTmuxEnv(t, 100, 30, []string{"NO_COLOR=1"}, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--no-phones", "--dir", t.TempDir(), "--seed", "5")
	waitScreen(t, term.screen, "Enter the physical value cards now")
	waitScreen(t, term.screen, "Yes   [ No ]")
	term.send("key:Left")
	waitScreen(t, term.screen, "[ Yes ]   No")
	term.send("key:Right")
	waitScreen(t, term.screen, "Yes   [ No ]")
}
