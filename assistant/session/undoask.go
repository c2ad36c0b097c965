package session

import (
	"cmp"
	"errors"
	"fmt"

	"tallyman/assistant/prompt"
)

// RevealUndoQuestion is asked at the laptop before an undo that would
// take back the move that revealed a round of sealed bids (LaptopUndo):
// that undo opens the round again for every bidder, its bids cleared,
// and cannot be redone (Session.Undo), so it is made only on a yes.
const RevealUndoQuestion = "Undo the reveal? The round opens again: every bid is cleared and everyone bids again. This cannot be redone."

// UndoReopens reports whether the laptop's Undo now would take back the
// move that revealed a round of sealed bids, and so open that round again
// for every bidder with nothing to redo (Session.Undo); the Automatic
// moves after it, which Undo takes back with it, count too.
func (r *RoomCore[S, M, E]) UndoReopens() bool {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return r.undoReopens()
}

// undoReopens is UndoReopens with the lock held.
func (r *RoomCore[S, M, E]) undoReopens() bool {
	g := r.Session
	for i := len(g.Moves) - 1; i >= 0; i-- {
		if g.revealed(g.States[i], g.States[i+1]) {
			return true
		}
		if r.Automatic == nil || !r.Automatic(g.States[i], g.Moves[i]) {
			return false // the move Undo takes back with the Automatic ones after it
		}
	}
	return false
}

// NothingUndone is what LaptopUndo says when its question is answered
// no: a table that clears the screen after (a private step) says it again
// on the next screen.
const NothingUndone = "Nothing was undone."

// UndoTakesBackReopen reports whether the laptop's Undo now would take
// back a reopened round of sealed bids (the last move is the table's
// reopening): that undo takes back the whole round with opener, the move
// that opened it (made in state s: a sail to the island, or the bid that
// revealed a tie before its runoff), and none of it can be redone
// (Session.Undo).
func (r *RoomCore[S, M, E]) UndoTakesBackReopen() (s S, opener M, ok bool) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return r.reopenOpener()
}

// reopenOpener is UndoTakesBackReopen with the lock held: the undo backs
// out while the state is in the reopened round, so the move it takes
// back last is the one made outside it.
func (r *RoomCore[S, M, E]) reopenOpener() (s S, opener M, ok bool) {
	g, n := r.Session, len(r.Session.Moves)
	if n == 0 || g.Engine.IsReopen == nil || g.Engine.Sealed == nil || !g.Engine.IsReopen(g.Moves[n-1]) {
		return s, opener, false
	}
	round, _ := g.Engine.Sealed(g.State())
	for i := n - 1; i >= 0; i-- {
		if now, _ := g.Engine.Sealed(g.States[i]); now != round {
			return g.States[i], g.Moves[i], true
		}
	}
	return s, opener, false
}

// LaptopUndo is the undo asked at the laptop (Undo). An undo that would
// open a round of sealed bids again (UndoReopens) is asked first at p,
// RevealUndoQuestion (or the game's RevealAsk), and so is one that takes
// back a reopened round with the move that opened it
// (UndoTakesBackReopen), in the game's ReopenAsk words when it has them;
// no by default: a no or Esc takes nothing back and says NothingUndone
// on p.Out. Any other undo is made at once, as before. It reports
// whether a move was taken back. An undo that fails (ErrNothingToUndo, a
// journal write, or the game changed while the question was asked: the
// move it named may not be the last one now) is handed to cannot, which
// says it in the game's words. err is the question's own (quit, Ctrl-C,
// the end of input, or prompt.ErrRefresh when a phone changed the game
// under it), nothing taken back.
func (r *RoomCore[S, M, E]) LaptopUndo(p *prompt.Prompter, cannot func(error)) (undone bool, err error) {
	r.Mu.Lock()
	seen, ask := r.Version, ""
	if r.undoReopens() {
		ask = cmp.Or(r.RevealAsk, RevealUndoQuestion)
	} else if s, m, ok := r.reopenOpener(); ok && r.ReopenAsk != nil {
		ask = r.ReopenAsk(s, m)
	}
	r.Mu.Unlock()
	if ask != "" {
		ok, err := p.Confirm(ask, false)
		if err != nil && !errors.Is(err, prompt.ErrAborted) {
			return false, err
		}
		if !ok || err != nil {
			fmt.Fprintln(p.Out, NothingUndone)
			return false, nil
		}
	} else {
		seen = 0
	}
	if err := r.undoAt(seen); err != nil {
		cannot(err)
		return false, nil
	}
	return true, nil
}
