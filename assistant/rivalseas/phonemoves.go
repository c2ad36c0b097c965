package rivalseas

import (
	"strings"

	"github.com/charmbracelet/huh"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
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
// now; RoomCore.PhoneOffers): the engine's catalogue for seat, less the
// dividend while one is asked, which the page's dividend form asks
// (Room.View), so it is offered once. Rival Seas has no secret, but the
// catalogue is still sent to seat's page only.
func (r *Room) phoneMoves(s *rs.State, seat int, v *phones.View) {
	if seat < 0 || seat >= len(s.Players) {
		return
	}
	var shown []string
	if pd := s.Pending; pd != nil && pd.Kind == rs.PendingDividend {
		shown = append(shown, "dividend")
	}
	r.PhoneOffers(seat, v, rs.Catalogue(s, seat), shown...)
}

// input asks a line. On a full terminal it starts with t.draft's line
// when it is the same question (a line refused, or half typed when a
// phone moved), and with phones it gives up with prompt.ErrRefresh when
// a phone moves, returning what was typed so far; in accessible mode it
// waits for the line, and a move typed on a state a phone has changed
// since is refused (RoomCore.LaptopMove).
func (t *Table) input(title, desc string, validate func(string) error) (string, error) {
	if t.P.Accessible {
		return t.P.Input(title, desc, validate)
	}
	ctx, cancel := phonelink.WaitContext(t.phone)
	defer cancel()
	in := huh.NewInput().Title(title)
	if validate != nil {
		in = in.Validate(validate)
	}
	var v string
	err := t.P.RunCtx(ctx, t.draft.Input(t.Out, title, desc, in, &v))
	return strings.TrimSpace(v), err
}
