package rivalseas

import (
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

// input asks a line (prompt.Prompter.MendInput): on a full terminal it
// starts with t.draft's line when it is the same question (a line
// refused, dimmed to mend, or half typed when a phone moved), a line
// validate refuses is said and the question asked again, and with phones
// it gives up with prompt.ErrRefresh when a phone moves; in accessible
// mode a move typed on a state a phone has changed since is refused
// (RoomCore.LaptopMove).
func (t *Table) input(title, desc string, validate func(string) error) (string, error) {
	ctx, cancel := phonelink.WaitContext(t.phone)
	defer cancel()
	return t.P.MendInput(ctx, &t.draft, "", title, desc, validate)
}
