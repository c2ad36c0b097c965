package session

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
)

// RoomCore is what every game's room shares, embedded in it: the game,
// one lock over it (so a move from a phone and a move typed at the laptop
// never race), a version counted up on every change, the latest public
// events, and the hook that tells the phones and the laptop. A game's room
// sets Session and Text when it is made, and After when it needs it; its
// views read Version and Log under Mu.
type RoomCore[S, M, E any] struct {
	// Mu guards every field below it and the game.
	Mu sync.Mutex
	// Session is the game in play.
	Session *Session[S, M, E]
	// Version counts the changes (the phones' views carry it).
	Version int
	// Log holds the texts of the public events of this session, oldest
	// first; a view carries the latest (see Latest).
	Log []string
	// Text writes an event for Log.
	Text func(E) string
	// After, when set, sees every change (under Mu) with the state before
	// and after it and the change's events.
	After func(before, now S, events []E)
	// OnChange, when set, is called (without the lock held) after every
	// change, whoever made it: the phone server's Changed and the
	// terminal's refresh.
	OnChange func()
}

// Snapshot returns the current state, the events of the latest change, and
// how many moves can be undone and redone. States are never changed in
// place, so the state may be read after the lock is released.
func (r *RoomCore[S, M, E]) Snapshot() (s S, events []E, moves, redo int) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return r.Session.State(), r.Session.Events, len(r.Session.Moves), len(r.Session.Redo)
}

// State returns the current state.
func (r *RoomCore[S, M, E]) State() S {
	s, _, _, _ := r.Snapshot()
	return s
}

// Events returns the events of the latest change.
func (r *RoomCore[S, M, E]) Events() []E {
	_, ev, _, _ := r.Snapshot()
	return ev
}

// Game returns the wrapped game (for its header and journal).
func (r *RoomCore[S, M, E]) Game() *Session[S, M, E] { return r.Session }

// Seats returns the player names by seat.
func (r *RoomCore[S, M, E]) Seats() []string { return slices.Clone(r.Session.Header.Players) }

// Change runs f on the game under the lock; when it succeeds, the version
// goes up, its events join the log, and everyone is told.
func (r *RoomCore[S, M, E]) Change(f func(g *Session[S, M, E]) ([]E, error)) ([]E, error) {
	r.Mu.Lock()
	before := r.Session.State()
	ev, err := f(r.Session)
	if err == nil {
		r.Version++
		for _, e := range ev {
			r.Log = append(r.Log, r.Text(e))
		}
		if r.After != nil {
			r.After(before, r.Session.State(), ev)
		}
	}
	r.Mu.Unlock()
	if err == nil && r.OnChange != nil {
		r.OnChange()
	}
	return ev, err
}

// Latest returns what a view carries of the log (lock held): its latest
// phones.LogLines lines, and how many came before them (View.Earlier).
func (r *RoomCore[S, M, E]) Latest() (log []string, earlier int) {
	earlier = max(len(r.Log)-phones.LogLines, 0)
	return slices.Clone(r.Log[earlier:]), earlier
}

// WholeLog returns the whole log, oldest first (phones.LogKeeper: a page
// asks for the lines before a view's).
func (r *RoomCore[S, M, E]) WholeLog() []string {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return slices.Clone(r.Log)
}

// Do applies and records a move (see Session.Do) and tells everyone.
func (r *RoomCore[S, M, E]) Do(m M) ([]E, error) {
	return r.Change(func(g *Session[S, M, E]) ([]E, error) { return g.Do(m) })
}

// Undo takes back the last move (see Session.Undo) and tells everyone.
func (r *RoomCore[S, M, E]) Undo() error {
	_, err := r.Change(func(g *Session[S, M, E]) ([]E, error) {
		err := g.Undo()
		return g.Events, err
	})
	return err
}

// Redo puts back the last undone move (see Session.RedoMove).
func (r *RoomCore[S, M, E]) Redo() error {
	_, err := r.Change(func(g *Session[S, M, E]) ([]E, error) {
		err := g.RedoMove()
		return g.Events, err
	})
	return err
}

// History returns the states and the moves in force, under the room's
// lock: states[i] is the state moves[i] was made in (the last state is
// the current one). States are never changed in place.
func (r *RoomCore[S, M, E]) History() (states []S, moves []M) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return slices.Clone(r.Session.States), slices.Clone(r.Session.Moves)
}

// RecapLines gives one line per move in moves[from:to] made in
// states[from:to]: line(before, move, events) with the events of applying
// the move again (apply is the engine's; it is pure, so this changes
// nothing). A move whose line is "" is left out.
func RecapLines[S, M, E any](apply func(S, M) (S, []E, error), states []S, moves []M, from, to int, line func(S, M, []E) string) []string {
	var out []string
	for i := max(from, 0); i < min(to, len(moves)); i++ {
		_, ev, err := apply(states[i], moves[i])
		if err != nil {
			continue
		}
		if l := line(states[i], moves[i], ev); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// JoinTexts joins event texts into one line: "; " between texts without a
// full stop of their own, a space after one that ends a sentence.
func JoinTexts(texts []string) string {
	var b strings.Builder
	for i, t := range texts {
		if i > 0 {
			if strings.HasSuffix(texts[i-1], ".") {
				b.WriteString(" ")
			} else {
				b.WriteString("; ")
			}
		}
		b.WriteString(t)
	}
	return b.String()
}

// RenderRecap writes a recap under its heading, each line wrapped to 78
// columns; nothing when there is no line.
func RenderRecap(w io.Writer, heading string, lines []string) {
	if len(lines) == 0 {
		return
	}
	fmt.Fprintln(w, prompt.HeadStyle.Render(heading))
	for _, l := range lines {
		fmt.Fprintln(w, prompt.ListItem("  - ", l))
	}
}
