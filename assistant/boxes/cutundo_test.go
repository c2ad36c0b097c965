package boxes

import (
	"testing"

	"tallyman/assistant/roomtest"
	"tallyman/engines/boxes"
)

// round says what g tells roomtest of its round of sealed bids.
func round(g *Game) roomtest.Round {
	name, n := Engine.Sealed(g.State())
	return roomtest.Round{Name: name, Sealed: n, Redo: len(g.Redo), Warning: g.Warning}
}

// TestUndoCutBeforeReopenReopensOnResume: the undo of Cy's bid that
// revealed the secret auction was written, the reopening after it was
// not (tallyman killed between the two, or a journal cut there, or
// written before reopen_round). Replay and resume reopen the auction for
// every bidder and say so, so Cy does not bid again knowing Ann's 300 ECU
// and Bob's 100; resume saves the reopening.
func TestUndoCutBeforeReopenReopensOnResume(t *testing.T) {
	r := playedRoom(t, 3, append(inspected(boxes.SecretAuction),
		boxes.Move{Type: boxes.SealBid, Player: 0, Amount: 300}, boxes.Move{Type: boxes.SealBid, Player: 1, Amount: 100},
		boxes.Move{Type: boxes.SealBid, Player: 2, Amount: 200})...)
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	g := r.Game()
	g.Close()
	roomtest.CheckCutReopenGame(t, g.Journal.Path(), Replay, OpenGame, round)
}
