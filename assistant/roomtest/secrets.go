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
