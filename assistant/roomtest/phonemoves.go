package roomtest

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
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
// code and the body of the answer. As the page, it sends only the answers
// of c to the questions asked: those of the offer of c's key in seat's
// view, in asking order (catalogue.Next), then any the room asks for
// after (a 422 with "ask"). A choice whose key seat's view does not offer
// goes as it is.
func (p *Phones) Move(t *testing.T, seat int, c catalogue.Choice, version int) (int, string) {
	t.Helper()
	var params []catalogue.Param
	offered := false
	if m := p.View(t, seat).Moves; m != nil {
		if o, ok := m.Offer(c.Key); ok {
			params, offered = o.Params, true
		}
	}
	for {
		send := c
		if offered {
			send = Asked(params, c)
		}
		b, err := json.Marshal(phones.Action{Kind: phones.ActMove, Move: &send, Version: version})
		if err != nil {
			t.Fatal(err)
		}
		code, body := Act(t, p.URL+p.Server.SeatPath(seat)+"/act", string(b))
		var more struct{ Ask []catalogue.Param }
		if !offered || code != 422 || json.Unmarshal([]byte(body), &more) != nil || len(more.Ask) == 0 {
			return code, body
		}
		for _, q := range more.Ask {
			if _, given := c.Answers[q.Name]; !given || slices.ContainsFunc(params, func(p catalogue.Param) bool { return p.Name == q.Name }) {
				return code, body
			}
		}
		params = append(params, more.Ask...)
	}
}

// Undo posts {"kind":"undo","version":v} from seat's phone as the page
// does, v the version of seat's view now.
func (p *Phones) Undo(t *testing.T, seat int) (int, string) {
	t.Helper()
	return Act(t, p.URL+p.Server.SeatPath(seat)+"/act", fmt.Sprintf(`{"kind":"undo","version":%d}`, p.View(t, seat).Version))
}

// Asked is c with only its answers to the questions of params it is
// asked, in asking order (catalogue.Next), as a phone's page sends them:
// an engine's Answers may carry more (a question another option asks, a
// field the move leaves at its zero), which a phone move refuses.
func Asked(params []catalogue.Param, c catalogue.Choice) catalogue.Choice {
	out := catalogue.Choice{Key: c.Key, Answers: map[string]catalogue.Answer{}}
	for {
		q, ok := catalogue.Next(params, out)
		a, given := c.Answers[q.Name]
		if !ok || !given {
			return out
		}
		out.Answers[q.Name] = a
	}
}

// SameMoveFromTwoTabs makes the move c (one that asks nothing) from two
// tabs of seat's page, as a player with the page open twice may: both
// begin it on the version seat's view has now. The second tab's goes in
// (200). The first tab, its page updated live, confirms on the newest
// version with the version it began on (Action.Began), as the page sends
// it (a retry after a lost answer sends the same): it is refused (422)
// saying the seat made a move since, what move (said, the seat's own
// words for it), and that this one was not made; the game has one more
// move in force (moves counts them), not two.
func (p *Phones) SameMoveFromTwoTabs(t *testing.T, seat int, c catalogue.Choice, said string, moves func() int) {
	t.Helper()
	began := p.View(t, seat).Version
	before := moves()
	url := p.URL + p.Server.SeatPath(seat) + "/act"
	send := func(version int) (int, string) {
		b, err := json.Marshal(phones.Action{Kind: phones.ActMove, Move: &c, Version: version, Began: began})
		if err != nil {
			t.Fatal(err)
		}
		return Act(t, url, string(b))
	}
	if code, body := send(began); code != 200 {
		t.Fatalf("the second tab's %s: %d %s", c.Key, code, body)
	}
	code, body := send(p.View(t, seat).Version)
	var refused struct{ Error string }
	_ = json.Unmarshal([]byte(body), &refused)
	want := "You made a move from another tab or device, or an earlier send from this page went in, since you began this one: " + said + ". This one was not made"
	if code != 422 || !strings.HasPrefix(refused.Error, want) {
		t.Errorf("the first tab's %s, begun before the second's: %d %s; want 422 saying %q and that it was not made", c.Key, code, body, want)
	}
	if got := moves(); got != before+1 {
		t.Errorf("%d moves in force after the same move from two tabs, want %d (one more)", got, before+1)
	}
}

// ConfirmBegunBefore begins the move c (one that asks nothing) on seat's
// page, on the version its view has now, runs between (a move typed at
// the laptop, say), then confirms c as the page does once updated live:
// on the newest version, with the version it was begun on (Action.Began).
// It returns the answer's status code and the refusal's text ("" when
// none), and seat's view just before the confirm.
func (p *Phones) ConfirmBegunBefore(t *testing.T, seat int, c catalogue.Choice, between func()) (code int, refused string, seen phones.View) {
	t.Helper()
	began := p.View(t, seat).Version
	between()
	seen = p.View(t, seat)
	b, err := json.Marshal(phones.Action{Kind: phones.ActMove, Move: &c, Version: seen.Version, Began: began})
	if err != nil {
		t.Fatal(err)
	}
	code, body := Act(t, p.URL+p.Server.SeatPath(seat)+"/act", string(b))
	var answer struct{ Error string }
	_ = json.Unmarshal([]byte(body), &answer)
	return code, answer.Error, seen
}
