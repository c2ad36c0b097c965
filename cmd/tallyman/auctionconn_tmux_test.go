package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestFullScreenContainerAuctionMenuFollowsAPhone (a try-out: a player's
// tab was closed during a sealed bid, and 24 s later the laptop's menu
// still read "Type …'s bid here (hidden; …'s phone is connected)" until
// someone chose Refresh): an island auction of the classic game resumed
// with phones in tmux (100x40), Ann sealed, Cy still to bid; the
// highlight is moved to "Restart this round". Cy's page opens, then
// closes: each time the menu is drawn again by itself, Cy's line saying
// "connected", then "away", the highlight still on Restart, and the
// waiting line not written again.
func TestFullScreenContainerAuctionMenuFollowsAPhone(t *testing.T) {
	t.Parallel()
	dir, id := classicCut(t, 54)
	term := newTmux(t, 100, 40, "resume", id, "--dir", dir, "--ip", "127.0.0.1")
	waitScreen(t, term.screen, "Start playing")
	term.send("key:Enter")
	waitScreen(t, term.screen, "Type Cy's bid here (hidden; no phone)")
	term.send("key:Down", "key:Down")
	waitScreen(t, term.screen, "> Restart this round")
	closeCy := openLogStream(t, filepath.Join(dir, id+".jsonl"), 2)
	defer closeCy()
	for _, step := range []struct {
		name, cy string
		do       func()
	}{
		{"Cy's page opens", "Type Cy's bid here (hidden; Cy's phone is connected)", func() {}},
		{"Cy's page closes", "Type Cy's bid here (hidden; Cy's phone is away)", closeCy},
	} {
		step.do()
		// Redrawn once the change has lasted half a second and the
		// keyboard has rested 1.5 s.
		s := waitFor(t, term.screen, step.name+": the menu drawn again", func(s string) bool {
			return strings.Contains(lastMenu(s), step.cy)
		})
		if !strings.Contains(lastMenu(s), "> Restart this round") {
			t.Errorf("%s: the highlight left Restart:\n%s", step.name, s)
		}
		if n := strings.Count(s, "Waiting on the phones for sealed bids."); n != 1 {
			t.Errorf("%s: the waiting line written %d times:\n%s", step.name, n, s)
		}
	}
}
