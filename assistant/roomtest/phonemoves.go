package roomtest

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/engines/catalogue"
)

// Phones is a room's phone server over httptest on 127.0.0.1 with a
// request budget large enough for a scripted game played from the phones
// (every move is a view and an act), stopped when the test ends.
type Phones struct {
	Server *phones.Server
	URL    string // the base URL, "http://127.0.0.1:port"
}

// ServePhones serves room like Serve, with a budget of 1000 requests a
// second per seat.
func ServePhones(t *testing.T, room phones.Room, onChange *func()) *Phones {
	t.Helper()
	srv, err := phones.New(room, phones.Options{Rate: 1000, Burst: 1000})
	if err != nil {
		t.Fatal(err)
	}
	*onChange = srv.Changed
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); srv.Close() })
	return &Phones{Server: srv, URL: ts.URL}
}

// View is what seat's page receives from /view now.
func (p *Phones) View(t *testing.T, seat int) phones.View {
	t.Helper()
	var w phones.Wire
	if err := json.Unmarshal([]byte(Get(t, p.URL+p.Server.SeatPath(seat)+"/view")), &w); err != nil {
		t.Fatalf("seat %d's view: %v", seat, err)
	}
	return w.View()
}

// Move posts the catalogue choice c from seat's phone as the page does,
// {"kind":"move","move":c,"version":version}, and returns the status
// code and the body of the answer.
func (p *Phones) Move(t *testing.T, seat int, c catalogue.Choice, version int) (int, string) {
	t.Helper()
	b, err := json.Marshal(phones.Action{Kind: phones.ActMove, Move: &c, Version: version})
	if err != nil {
		t.Fatal(err)
	}
	return Act(t, p.URL+p.Server.SeatPath(seat)+"/act", string(b))
}

// Undo posts {"kind":"undo","version":v} from seat's phone as the page
// does, v the version of seat's view now.
func (p *Phones) Undo(t *testing.T, seat int) (int, string) {
	t.Helper()
	return Act(t, p.URL+p.Server.SeatPath(seat)+"/act", fmt.Sprintf(`{"kind":"undo","version":%d}`, p.View(t, seat).Version))
}
