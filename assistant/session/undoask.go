package session

import (
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

// LaptopUndo is the undo asked at the laptop (Undo). An undo that would
// open a round of sealed bids again (UndoReopens) is asked first at p,
// RevealUndoQuestion (or the game's RevealAsk), no by default: a no or Esc takes nothing back and
// says "Nothing was undone." on p.Out. Any other undo is made at once,
// as before. It reports whether a move was taken back. An undo that
// fails (ErrNothingToUndo, a journal write, or the game changed while the
// question was asked: the move it named may not be the last one now) is
// handed to cannot, which says it in the game's words. err is the
// question's own (quit, Ctrl-C, the end of input, or prompt.ErrRefresh
// when a phone changed the game under it), nothing taken back.
func (r *RoomCore[S, M, E]) LaptopUndo(p *prompt.Prompter, cannot func(error)) (undone bool, err error) {
	r.Mu.Lock()
	seen, reopens := r.Version, r.undoReopens()
	r.Mu.Unlock()
	if reopens {
		ask := r.RevealAsk
		if ask == "" {
			ask = RevealUndoQuestion
		}
		ok, err := p.Confirm(ask, false)
		if err != nil && !errors.Is(err, prompt.ErrAborted) {
			return false, err
		}
		if !ok || err != nil {
			fmt.Fprintln(p.Out, "Nothing was undone.")
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
