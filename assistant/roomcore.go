package assistant

import (
	"slices"
	"sync"
)

// roomCore is what every game's room shares: the game, one lock over it
// (so a move from a phone and a move typed at the laptop never race), a
// version counted up on every change, the latest public events, and the
// hook that tells the phones and the laptop. text writes an event for the
// log; after, when set, sees every change (under the lock) with the state
// before and after it.
type roomCore[S, M, E any] struct {
	mu      sync.Mutex
	game    *Session[S, M, E]
	version int
	log     []string
	text    func(E) string
	after   func(before, now S, events []E)
	// OnChange, when set, is called (without the lock held) after every
	// change, whoever made it: the phone server's Changed and the
	// terminal's refresh.
	OnChange func()
}

// Snapshot returns the current state, the events of the latest change, and
// how many moves can be undone and redone. States are never changed in
// place, so the state may be read after the lock is released.
func (r *roomCore[S, M, E]) Snapshot() (s S, events []E, moves, redo int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.game.State(), r.game.Events, len(r.game.Moves), len(r.game.Redo)
}

// State returns the current state.
func (r *roomCore[S, M, E]) State() S {
	s, _, _, _ := r.Snapshot()
	return s
}

// Events returns the events of the latest change.
func (r *roomCore[S, M, E]) Events() []E {
	_, ev, _, _ := r.Snapshot()
	return ev
}

// Game returns the wrapped game (for its header and journal).
func (r *roomCore[S, M, E]) Game() *Session[S, M, E] { return r.game }

// Seats returns the player names by seat.
func (r *roomCore[S, M, E]) Seats() []string { return slices.Clone(r.game.Header.Players) }

// change runs f on the game under the lock; when it succeeds, the version
// goes up, its events join the log (the latest 8 are kept), and everyone is
// told.
func (r *roomCore[S, M, E]) change(f func(g *Session[S, M, E]) ([]E, error)) ([]E, error) {
	r.mu.Lock()
	before := r.game.State()
	ev, err := f(r.game)
	if err == nil {
		r.version++
		for _, e := range ev {
			r.log = append(r.log, r.text(e))
		}
		if len(r.log) > 8 {
			r.log = slices.Clone(r.log[len(r.log)-8:])
		}
		if r.after != nil {
			r.after(before, r.game.State(), ev)
		}
	}
	r.mu.Unlock()
	if err == nil && r.OnChange != nil {
		r.OnChange()
	}
	return ev, err
}

// Do applies and records a move (see Session.Do) and tells everyone.
func (r *roomCore[S, M, E]) Do(m M) ([]E, error) {
	return r.change(func(g *Session[S, M, E]) ([]E, error) { return g.Do(m) })
}

// Undo takes back the last move (see Session.Undo) and tells everyone.
func (r *roomCore[S, M, E]) Undo() error {
	_, err := r.change(func(g *Session[S, M, E]) ([]E, error) {
		err := g.Undo()
		return g.Events, err
	})
	return err
}

// Redo puts back the last undone move (see Session.RedoMove).
func (r *roomCore[S, M, E]) Redo() error {
	_, err := r.change(func(g *Session[S, M, E]) ([]E, error) {
		err := g.RedoMove()
		return g.Events, err
	})
	return err
}
