package container

import (
	"context"

	"tallyman/assistant/phonelink"
)

// startPhones starts the phone server for the table's room when enabled
// (see gamePhones).
func (t *Table) startPhones(o phonelink.PhoneOptions) error {
	if !o.Enabled {
		return nil
	}
	pl, err := phonelink.GamePhones(t.room, phonelink.JournalOf(t.room.Game().Journal), o, &t.room.OnChange)
	if err != nil {
		return err
	}
	t.phones = pl
	pl.AfterJoin = t.room.Game().Opened // a resumed game's notes, again after the codes
	return nil
}

func (t *Table) stopPhones() {
	if t.phones == nil {
		return
	}
	t.room.OnChange = nil
	t.phones.Close()
	t.phones = nil
}

// join shows the joining screen (see PhoneLink.JoinFirst): the phones
// wait for the laptop after it, until start (the value cards come first).
func (t *Table) join() error {
	if t.phones == nil {
		return nil
	}
	return t.phones.JoinFirst(t.P, t.room.Seats())
}

// start lets the phones play, once the table is laid out and every value
// card has been shown (see PhoneLink.Start).
func (t *Table) start() { t.phones.Start() }

// phonesMenu is the phones menu of the table (see PhoneLink.Menu).
func (t *Table) phonesMenu() error {
	return t.phones.Menu(t.P, t.room.Seats(), phonelink.PathOf(t.room.Game().Journal))
}

// changeContext is cancelled at the room's next change, so a form on the
// full terminal redraws when a phone acts.
func (t *Table) changeContext() (context.Context, context.CancelFunc) {
	return phonelink.WaitContext(t.phones)
}
