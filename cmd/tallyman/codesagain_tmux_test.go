package main

import (
	"strings"
	"testing"
)

// TestCodesAgainMidGameGoBackToTheGame drives a new game of Rival Seas
// with phones in tmux (100x50): the joining screen at the start offers
// "Start playing"; the same screen shown again mid-game from the phones
// menu ("Show the codes of the phones not connected yet") offers "Back to
// the game" instead (it offered to start playing a game under way), and
// Enter there goes back to the question left, Ann's bonus slot.
func TestCodesAgainMidGameGoBackToTheGame(t *testing.T) {
	t.Parallel()
	term := newTmuxKeep(t, 100, 50, true, nil, "new", "rivalseas", "--players", "Ann,Bob,Cy", "--tiles", "demo", "--seed", "7", "--ip", "127.0.0.1", "--dir", t.TempDir())
	waitScreen(t, term.screen, "> Start playing (the others can join later: Phones, in the menu)")
	term.send("key:Enter")
	waitScreen(t, term.screen, "phones: links, QR codes, who is connected")
	term.send("key:Down", "key:Down", "key:Down", "key:Down") // slots 1-4, then phones
	waitScreen(t, term.screen, "> phones: links, QR codes, who is connected")
	term.send("key:Enter")
	waitScreen(t, term.screen, "> Show the codes of the phones not connected yet")
	term.send("key:Enter")
	s := waitFor(t, term.screen, "the joining screen again", func(s string) bool { return strings.Contains(s, "A phone cannot open the page?") })
	if !strings.Contains(unnumbered(s), "> Back to the game\n") || strings.Contains(s, "Start playing") {
		t.Fatalf("the joining screen mid-game does not offer to go back to the game alone:\n%s", s)
	}
	term.send("key:Enter")
	waitScreen(t, term.screen, "Ann, choose a free bonus slot")
}
