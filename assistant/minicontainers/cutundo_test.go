package minicontainers

import (
	"testing"

	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// round says what g tells roomtest of its round of sealed picks.
func round(g *Game) roomtest.Round {
	name, n := Engine.Sealed(g.State())
	return roomtest.Round{Name: name, Sealed: n, Redo: len(g.Redo), Warning: g.Warning}
}

// TestUndoCutBeforeReopenReopensOnResume: the undo of Di's pick that
// revealed the recycling centre's picks was written, the reopening after
// it was not (tallyman killed between the two, or a journal cut there,
// or written before reopen_picks). Replay and resume reopen the picks
// for everyone who picks and say so, so Di does not pick again knowing
// Ann's and Bob's; resume saves the reopening.
func TestUndoCutBeforeReopenReopensOnResume(t *testing.T) {
	r := recyclingRoom(t)
	for _, seat := range []int{0, 1, 3} { // Cy has nothing set aside
		if _, err := r.Do(mc.Move{Type: mc.Pick, Player: seat}); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	g := r.Game()
	g.Close()
	roomtest.CheckCutReopenGame(t, g.Journal.Path(), Replay, OpenGame, round)
}
