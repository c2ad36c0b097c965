package roomtest

import (
	"encoding/json"
	"strings"
	"testing"

	"tallyman/assistant/phones"
)

// PublicHidesSecrets checks a room as the phone server sends it: each
// seat's secrets (seat → texts) are in that seat's own private part, and
// in neither the public part (the same bytes for every page and the table
// screen) nor another seat's private part.
func PublicHidesSecrets(t *testing.T, room phones.Room, secrets map[int][]string) {
	t.Helper()
	public, err := json.Marshal(room.Public())
	if err != nil {
		t.Fatal(err)
	}
	private := make([]string, len(room.Seats()))
	for seat := range private {
		b, err := json.Marshal(room.Private(seat))
		if err != nil {
			t.Fatal(err)
		}
		private[seat] = string(b)
	}
	for seat, list := range secrets {
		for _, s := range list {
			if !strings.Contains(private[seat], s) {
				t.Errorf("seat %d's own view lacks its secret %q: %s", seat, s, private[seat])
			}
			if strings.Contains(string(public), s) {
				t.Errorf("the public view shows seat %d's secret %q: %s", seat, s, public)
			}
			for other, p := range private {
				if other != seat && strings.Contains(p, s) {
					t.Errorf("seat %d's view shows seat %d's secret %q: %s", other, seat, s, p)
				}
			}
		}
	}
}

// WantUndoAsk checks the undo button on seat's page, as the phone server
// sends it: it is offered, and the question asked before taking the move
// back is want, which names the move in seat's own words; like a secret
// (PublicHidesSecrets), want is in seat's private part only, never in the
// public part or another seat's.
func WantUndoAsk(t *testing.T, p *Phones, room phones.Room, seat int, want string) {
	t.Helper()
	if v := p.View(t, seat); v.Undo == nil || v.Undo.Ask != want {
		t.Errorf("seat %d's undo %+v, want it asking %q", seat, v.Undo, want)
	}
	PublicHidesSecrets(t, room, map[int][]string{seat: {want}})
}

// OwnPartKept checks that another seat's sealing (act) leaves seat's own
// part of the view the same bytes, but for its undo button (which goes
// once another seat has moved), so its stream sends it nothing new but
// that (issue 29: each bid used to change every sealed seat's part,
// "Sealed. Waiting for …"), and that its page still says whom the table
// waits for: before and after are its page's message (phones.Merge).
func OwnPartKept(t *testing.T, room phones.Room, seat int, act func() error, before, after string) {
	t.Helper()
	if got := phones.Merge(room.Public(), room.Private(seat)).Message; got != before {
		t.Errorf("seat %d's page before: %q, want %q", seat, got, before)
	}
	own := func() string {
		q := room.Private(seat)
		q.Undo = nil
		b, _ := json.Marshal(q)
		return string(b)
	}
	old := own()
	if err := act(); err != nil {
		t.Fatal(err)
	}
	if got := phones.Merge(room.Public(), room.Private(seat)).Message; got != after {
		t.Errorf("seat %d's page after: %q, want %q", seat, got, after)
	}
	if now := own(); now != old {
		t.Errorf("another seat's sealing changed seat %d's own part:\n%s\n%s", seat, old, now)
	}
}
