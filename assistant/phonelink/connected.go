package phonelink

// HasPhone reports whether seat has its page open now (a live event
// stream from its phone): a secret of that seat, such as a Container
// value card, is then on its phone and need not be shown at the laptop.
// A nil PhoneLink (a game without phones) has no phone for any seat.
func (pl *PhoneLink) HasPhone(seat int) bool {
	if pl == nil {
		return false
	}
	conn := pl.server.Connected()
	return seat >= 0 && seat < len(conn) && conn[seat] > 0
}
