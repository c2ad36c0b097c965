package rivalseas

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/huh"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/engines/catalogue"
	rs "tallyman/engines/rivalseas"
)

// Moves made on the phones (issue 17): the phone of the seat the game
// waits for carries the engine's move catalogue for that seat
// (rs.Catalogue: every action and free action, the setup choices, the
// dividend; rival-seas.txt has nothing made out of turn), and a move
// chosen there is built by the engine (rs.Build) under the room's lock
// and journaled with where it was entered. A sail is entered as the
// owners of the navigation points used, as the catalogue asks it.

// phoneMoves sets v's Moves and Undo for seat (lock held, s the state
// now): the engine's catalogue for seat when it offers something, less
// the dividend, which the page's dividend form asks (Room.View), so it is
// offered once; Undo when the game's last move is seat's own, made
// on its phone (RoomCore.CanUndoOwn). Rival Seas has no secret, but the
// catalogue is still sent to seat's page only.
func (r *Room) phoneMoves(s *rs.State, seat int, v *phones.View) {
	if seat < 0 || seat >= len(s.Players) {
		return
	}
	c := rs.Catalogue(s, seat)
	if pd := s.Pending; pd != nil && pd.Kind == rs.PendingDividend {
		c.Offers = slices.DeleteFunc(c.Offers, func(o catalogue.Offer) bool { return o.Type == string(rs.MoveDividend) })
	}
	if len(c.Offers) > 0 {
		v.Moves = &c
	}
	if r.CanUndoOwn(seat) {
		v.Undo = &phones.Button{Label: "Undo my last move", Note: "Only your own last move, while nobody has moved since; anything older is undone at the laptop."}
	}
}

// phoneAct carries out an ActMove or ActUndo from seat's phone: the move
// is built from the catalogue choice on the state as it is when the room's
// lock is taken (rs.Build), refused with the rule when it is not allowed,
// with session.ErrMovedOn when the phone chose on an older view, and with
// *phones.NeedMore naming the question still to answer (a second
// navigation point). handled is false for any other kind of action.
func (r *Room) phoneAct(seat int, a phones.Action) (handled bool, err error) {
	switch a.Kind {
	case phones.ActUndo:
		return true, r.PhoneUndo(seat, r.Seats()[seat])
	case phones.ActMove:
	default:
		return false, nil
	}
	if a.Move == nil {
		return true, fmt.Errorf("Choose a move first.")
	}
	_, err = r.PhoneMove(seat, a.Version, func(s *rs.State) (rs.Move, error) {
		m, missing, err := rs.Build(s, seat, *a.Move)
		if err != nil {
			return m, err
		}
		if len(missing) > 0 {
			return m, &phones.NeedMore{Params: missing}
		}
		return m, nil
	})
	return true, err
}

// versionState returns the room's change count and the state, read
// together under the lock: a move typed at the laptop on this state is
// made with doSeen and this count.
func (r *Room) versionState() (int, *rs.State) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return r.Version, r.Session.State()
}

// doSeen makes a move typed at the laptop on the room's version *seen
// (session.RoomCore.LaptopMove).
func (r *Room) doSeen(seen *int, m rs.Move) ([]rs.Event, error) { return r.LaptopMove(seen, m) }

// input asks a line. With phones on a full terminal it gives up with
// prompt.ErrRefresh when a phone moves, returning what was typed so far
// (kept in t.draft for the next question, which starts with it); in
// accessible mode it waits for the line, and a move typed on a state a
// phone has changed since is refused (doSeen).
func (t *Table) input(title, desc string, validate func(string) error) (string, error) {
	if t.phone == nil || t.P.Accessible {
		return t.P.Input(title, desc, validate)
	}
	ctx, cancel := phonelink.WaitContext(t.phone)
	defer cancel()
	v := t.draft
	in := huh.NewInput().Title(title).Value(&v)
	if desc != "" {
		in = in.Description(desc)
	}
	if validate != nil {
		in = in.Validate(validate)
	}
	err := t.P.RunCtx(ctx, in)
	return strings.TrimSpace(v), err
}
