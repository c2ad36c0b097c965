package assistant

import (
	"bytes"
	"strings"
	"testing"
)

// TestBoxesMenuAsksAtMostFourNames: the main menu's new Boxes game asks
// for at most 4 names (Boxes is for 2-4 players, boxes.txt "Contents" and
// "Game Variants"), and says at the 4th that it is the last seat.
func TestBoxesMenuAsksAtMostFourNames(t *testing.T) {
	var out bytes.Buffer
	// New game, game 3 (Boxes), five names: the fifth is never asked
	// for, so "Eve" answers the auctioneer question (and is not a choice).
	p := NewPrompter(strings.NewReader("1\n3\nAnn\nBob\nCy\nDee\nEve\n"), &out, true)
	_ = MainMenu(p, t.TempDir())
	o := out.String()
	if !strings.Contains(o, "Player 4 name (the last seat: Boxes takes at most 4 players):") {
		t.Errorf("the 4th seat is not said to be the last:\n%s", o)
	}
	if strings.Contains(o, "Player 5 name") {
		t.Errorf("a 5th name is asked:\n%s", o)
	}
}
