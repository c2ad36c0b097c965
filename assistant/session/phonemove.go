package session

import (
	"errors"
	"fmt"
	"strings"
)

// PhoneVia is how a journal records a move entered on seat's phone
// (journal.Entry.Via): "phone 1" for seat 0.
func PhoneVia(seat int) string { return fmt.Sprintf("phone %d", seat+1) }

// ErrMovedOn refuses a phone's move made on a view older than the game:
// another move (typed at the laptop or made on a phone) came first, so the
// player must look again before choosing.
var ErrMovedOn = errors.New("the game moved on while you chose (another move came first): look again and choose")

// ErrNotYourLast refuses a phone's undo when the game's last move is not
// one that seat made on its phone: anything older is undone at the laptop.
var ErrNotYourLast = errors.New("only your own last move can be taken back from your phone, while it is still the game's last move; ask at the laptop to undo anything older")

// PhoneMove makes a move entered on seat's phone, under the room's lock,
// so it and a move typed at the laptop never race: seen is the view
// version the phone chose on (0: not checked), refused with ErrMovedOn
// when the room has changed since; build makes the move from the state as
// it is now (from the phone's catalogue choice) and returns the rule's
// error when the move is not allowed; the move is then applied and
// journaled as Session.DoVia with PhoneVia(seat). A refused move changes
// nothing.
func (r *RoomCore[S, M, E]) PhoneMove(seat, seen int, build func(s S) (M, error)) ([]E, error) {
	return r.Change(func(g *Session[S, M, E]) ([]E, error) {
		if seen != 0 && seen != r.Version {
			return nil, ErrMovedOn
		}
		m, err := build(g.State())
		if err != nil {
			return nil, err
		}
		return g.DoVia(m, PhoneVia(seat))
	})
}

// CanUndoOwn reports whether seat may take back the game's last move from
// its phone: it made that move on its phone. Call it under Mu (a room's
// Private does).
func (r *RoomCore[S, M, E]) CanUndoOwn(seat int) bool {
	v := r.Session.Vias
	return len(v) > 0 && v[len(v)-1] == PhoneVia(seat)
}

// PhoneUndo takes back seat's own last move from its phone (see
// CanUndoOwn and Session.Undo, whose secrecy rules hold), with a line for
// the log naming who took it back: name is the seat's player.
// ErrNotYourLast when the last move is not seat's phone move.
func (r *RoomCore[S, M, E]) PhoneUndo(seat int, name string) error {
	_, err := r.Change(func(g *Session[S, M, E]) ([]E, error) {
		if !r.CanUndoOwn(seat) {
			return nil, ErrNotYourLast
		}
		if err := g.Undo(); err != nil {
			return nil, err
		}
		r.Log = append(r.Log, name+" took back their last move on their phone.")
		return g.Events, nil
	})
	return err
}

// LaptopMove makes a move typed at the laptop on the room's version *seen
// (when the entry was started; seen nil: not checked): when the game has
// changed since (a phone moved), the move is refused saying what came
// first, and nothing changes, as a phone's move on an old view is
// (ErrMovedOn). Made, *seen becomes the new version, so the laptop's next
// move in the same sitting goes through.
func (r *RoomCore[S, M, E]) LaptopMove(seen *int, m M) ([]E, error) {
	return r.Change(func(g *Session[S, M, E]) ([]E, error) {
		if seen != nil && r.Version != *seen {
			return nil, r.movedOn()
		}
		ev, err := g.Do(m)
		if err == nil && seen != nil {
			*seen = r.Version + 1 // Change counts this move when f returns
		}
		return ev, err
	})
}

// movedOn is the laptop's refusal of an entry typed on a state that has
// changed since (lock held): who made the last move, on which phone, and
// the latest event, from the log.
func (r *RoomCore[S, M, E]) movedOn() error {
	g := r.Session
	what := "a move was made"
	if n := len(g.Vias); n > 0 {
		for seat, name := range g.Header.Players {
			if g.Vias[n-1] == PhoneVia(seat) {
				what = "a move was made on " + name + "'s phone"
			}
		}
	}
	if len(r.Log) > 0 {
		what += "; now: " + strings.TrimSuffix(r.Log[len(r.Log)-1], ".")
	}
	return fmt.Errorf("the game moved on while this was typed (%s): this entry was not used, look again", what)
}
