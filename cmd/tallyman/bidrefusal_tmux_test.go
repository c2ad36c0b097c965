package main

import (
	"strings"
	"testing"
)

// TestHiddenBidRefusalsDoNotPileUp (try-out 2, finding 2): at Cy's sealed
// bid on a full terminal (tmux 80x24, the classic game cut at Cy's bid),
// each refusal says what was wrong (a word, below 0, over the $44 Cy can
// pay with loans) and takes the place of the one before, and once $5 is
// taken none is left above the next question, nor in the scrollback
// (they read as though the bid taken was refused too). Nothing typed
// shows.
func TestHiddenBidRefusalsDoNotPileUp(t *testing.T) {
	t.Parallel()
	dir, id := classicCut(t, 54)
	term := newTmux(t, 80, 24, "resume", id, "--dir", dir, "--no-phones")
	waitScreen(t, term.screen, "Cy, your sealed bid")
	for _, c := range []struct{ typed, said string }{
		{"ten", "Not accepted: that is not a whole number of dollars"},
		{" -7", "Not accepted: that bid is below 0"},
		{"777", "Not accepted: that bid is more than the"},
	} {
		term.send(c.typed, "key:Enter")
		waitScreen(t, term.screen, c.said)
		s := term.screen()
		if n := strings.Count(s, "Not accepted"); n != 1 {
			t.Errorf("after %q, %d refusals on the screen, want the latest alone:\n%s", c.typed, n, s)
		}
		if strings.Contains(s, c.typed) {
			t.Errorf("%q typed at the hidden prompt shows:\n%s", c.typed, s)
		}
	}
	term.send("5", "key:Enter")
	waitScreen(t, term.screen, "- Bids: Ann $10, Cy $5")
	if h := term.history(); strings.Contains(h, "Not accepted") {
		t.Errorf("a refusal is left on the screen or in its scrollback after the bid was taken:\n%s", h)
	}
}

// TestRedoWithNothingToRedoAtAHiddenBidStaysInView (try-out 2, finding
// 3): redo typed at Cy's sealed bid (tmux 80x24) with nothing to redo is
// answered under the question, which stays asked; the answer was printed
// and at once pushed off the top of the screen by the status redrawn.
func TestRedoWithNothingToRedoAtAHiddenBidStaysInView(t *testing.T) {
	t.Parallel()
	dir, id := classicCut(t, 54)
	term := newTmux(t, 80, 24, "resume", id, "--dir", dir, "--no-phones")
	waitScreen(t, term.screen, "Cy, your sealed bid")
	term.send("redo", "key:Enter")
	s := waitFor(t, term.screen, "the answer to redo", func(s string) bool { return strings.Contains(s, "nothing to redo") })
	i := strings.Index(s, "Not accepted: nothing to redo.")
	if i < 0 || !strings.Contains(s[i:], "Cy, your sealed bid ($0-$44, hidden):") {
		t.Errorf("want the answer to redo above Cy's question, asked again:\n%s", s)
	}
}
