package main

import (
	"strings"
	"testing"
)

// TestFullScreenBidsMenuAfterARevealStartsOnNoCancel drives `tallyman
// bids --no-phones` in tmux at 80x24: Ann and Bob seal $10, Cy $5, the
// runoff's extras tie at $0, and the laptop's menu comes up for the pick.
// Its highlight is on Save and quit, which loses nothing: not on Cancel
// this lot (as before, a try-out), nor on a pick, which one stray Enter
// would decide for good. The lot's line is not written again under the
// reveal's line of the same words.
func TestFullScreenBidsMenuAfterARevealStartsOnNoCancel(t *testing.T) {
	t.Parallel()
	term := newTmux(t, 80, 24, "bids", "--players", "Ann,Bob,Cy", "--max", "50", "--no-phones", "--dir", t.TempDir())
	waitScreen(t, term.screen, "Lot to auction")
	term.send("Lot A", "key:Enter")
	for _, step := range []struct{ asked, typed string }{
		{"Ann, your sealed bid", "10"},
		{"Bob, your sealed bid", "10"},
		{"Cy, your sealed bid", "5"},
		{"Ann, your sealed extra", "0"},
		{"Bob, your sealed extra", "0"},
	} {
		waitScreen(t, term.screen, step.asked)
		term.send(step.typed, "key:Enter")
	}
	s := waitFor(t, term.screen, "the menu at the tie", func(s string) bool { return strings.Contains(lastMenu(s), "Pick Bob") })
	m := lastMenu(s)
	if !strings.Contains(m, "> Save and quit") || strings.Contains(m, "> Cancel this lot") {
		t.Errorf("the highlight is not on Save and quit:\n%s", s)
	}
	if n := strings.Count(s, "Still tied at $10 between Ann and Bob"); n != 1 {
		t.Errorf("the tie is said %d times, want 1:\n%s", n, s)
	}
}

// TestFullScreenJoiningScreenEscClosesTheFilter drives `tallyman bids`
// with phones in tmux at 80x24: at the joining screen "/" and "pho"
// filter its menu (Next code: Ann is gone), and Esc closes the filter
// only: the whole menu is back, the sitting goes on, and Enter starts
// playing. Before, that Esc ended the sitting ("Saved and stopped",
// code 130).
func TestFullScreenJoiningScreenEscClosesTheFilter(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	term := newTmuxKeep(t, 80, 24, true, nil, "bids", "--players", "Ann,Bob,Cy", "--max", "50", "--ip", "127.0.0.1", "--dir", dir)
	waitScreen(t, term.screen, "Next code: Ann")
	term.send("/", "pho")
	waitFor(t, term.screen, "the menu filtered", func(s string) bool {
		return strings.Contains(s, "A phone cannot open the page?") && !strings.Contains(s, "Next code: Ann")
	})
	term.send("key:Escape")
	s := waitFor(t, term.screen, "the whole menu again", func(s string) bool {
		return strings.Contains(s, "Next code: Ann") || strings.Contains(s, "[exit")
	})
	if strings.Contains(s, "[exit") || strings.Contains(s, "Saved and stopped") {
		t.Fatalf("Esc at the filter ended the sitting:\n%s", s)
	}
	term.send("key:Enter")
	waitScreen(t, term.screen, "Lot to auction")
}
