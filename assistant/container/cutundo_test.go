package container

import (
	"testing"

	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// round says what g tells roomtest of its round of sealed bids.
func round(g *Game) roomtest.Round {
	name, n := Engine.Sealed(g.State())
	return roomtest.Round{Name: name, Sealed: n, Redo: len(g.Redo), Warning: g.Warning}
}

// TestUndoCutBeforeReopenReopensOnResume (a try-out of Off-Shore): the
// undo of the bid that revealed a round was written, the reopening after
// it was not (tallyman killed between the two, or a journal cut there).
// The screen then said "Undone: Cy's sealed bid / Sealed so far: Ann" and
// Cy bid again knowing Ann's $3. Replay and resume reopen the round for
// every bidder and say so; resume saves the reopening.
func TestUndoCutBeforeReopenReopensOnResume(t *testing.T) {
	tests := []struct {
		name string
		room func(t *testing.T) *Room
	}{
		{"classic island auction", func(t *testing.T) *Room { r, _, _ := islandRoom(t); return r }},
		{"Off-Shore delivery auction", offshoreAuctionRoom},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.room(t)
			for _, b := range r.State().Auction.Rounds[0].Bidders {
				if r.State().BidLimit(b) < 3 {
					if _, err := r.Do(container.Move{Type: container.TakeLoan, Player: b}); err != nil {
						t.Fatal(err)
					}
				}
			}
			bidAll(t, r, 3, 1)
			if err := r.Undo(); err != nil {
				t.Fatal(err)
			}
			g := r.Game()
			g.Close()
			roomtest.CheckCutReopenGame(t, g.Journal.Path(), Replay, OpenGame, round)
		})
	}
}

// TestUndoThatCannotBeSavedChangesNothing: an undo of the bid that
// revealed a round whose journal lines cannot be written changes nothing,
// and says so truly (a try-out on a full disk: the undo was made, its
// reopening not, and the message said "the move was not saved, so it was
// not made"). A move that cannot be saved says the same of itself.
func TestUndoThatCannotBeSavedChangesNothing(t *testing.T) {
	r, seller, _ := islandRoom(t)
	bidAll(t, r, 3, 1)
	g := r.Game()
	before, events, moves := r.State(), eventText(r), len(g.Moves)
	path := g.Journal.Path()
	g.Journal.Close() // every write fails from here on
	err := r.Undo()
	want := "the undo was not saved, so it was not made: journal " + path + ": file already closed"
	if err == nil || err.Error() != want {
		t.Errorf("Undo = %v\nwant %s", err, want)
	}
	if r.State() != before || eventText(r) != events || len(g.Moves) != moves {
		t.Errorf("the undo that failed changed the game: %d moves (want %d), events:\n%s", len(g.Moves), moves, eventText(r))
	}
	_, err = r.Do(container.Move{Type: container.Accept, Player: seller})
	want = "the move was not saved, so it was not made: journal " + path + ": file already closed"
	if err == nil || err.Error() != want {
		t.Errorf("Do = %v\nwant %s", err, want)
	}
}
