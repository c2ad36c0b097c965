package phones

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	neturl "net/url"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestRoutes(t *testing.T) {
	room := newFakeRoom("Ann", "Bob")
	s, ts, _ := start(t, room, Options{Rate: 1000, Burst: 1000})
	ann, bob, table := ts.URL+s.SeatPath(0), ts.URL+s.SeatPath(1), ts.URL+s.TablePath()
	big := `{"kind":"bid","amount":1` + strings.Repeat(" ", MaxBody) + `}`
	tests := []struct {
		name         string
		method, url  string
		ctype, body  string
		status       int
		contains     string // in the body
		notContains  string
		contentType  string // prefix of the Content-Type
		allow        string // the Allow header
		notFoundBody bool
	}{
		{name: "player page", method: "GET", url: ann, status: 200, contains: "Ann", contentType: "text/html"},
		{name: "player page has no inline script", method: "GET", url: ann, status: 200, contains: `<script src="/static/app.js" defer></script>`, notContains: "<script>"},
		{name: "player page has no token", method: "GET", url: ann, status: 200, notContains: s.Tokens()[0]},
		{name: "player view", method: "GET", url: ann + "/view", status: 200, contains: `"name":"Ann"`, contentType: "application/json"},
		{name: "player view is that seat's only", method: "GET", url: ann + "/view", status: 200, notContains: "Bob"},
		{name: "other player's view", method: "GET", url: bob + "/view", status: 200, contains: "view for seat 1", notContains: "Ann"},
		{name: "table page", method: "GET", url: table, status: 200, contains: `data-mode="table"`, contentType: "text/html"},
		{name: "table view drops private parts", method: "GET", url: table + "/view", status: 200, contains: "view for seat -1", notContains: "secret-of"},
		{name: "table view has no bid form", method: "GET", url: table + "/view", status: 200, notContains: `"bid"`},
		{name: "script", method: "GET", url: ts.URL + "/static/app.js", status: 200, contains: "EventSource", contentType: "text/javascript"},
		{name: "style", method: "GET", url: ts.URL + "/static/app.css", status: 200, contains: "prefers-color-scheme", contentType: "text/css"},
		{name: "act", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"bid","amount":12}`, status: 200, contains: `"version":1`},
		{name: "act with charset", method: "POST", url: ann + "/act", ctype: "application/json; charset=utf-8", body: `{"kind":"pick","winner":1,"version":1}`, status: 200},

		{name: "unknown player token", method: "GET", url: ts.URL + "/p/0123456789abcdef0123456789abcdef", status: 404, notFoundBody: true},
		{name: "unknown token view", method: "GET", url: ts.URL + "/p/0123456789abcdef0123456789abcdef/view", status: 404, notFoundBody: true},
		{name: "unknown token events", method: "GET", url: ts.URL + "/p/0123456789abcdef0123456789abcdef/events", status: 404, notFoundBody: true},
		{name: "unknown token act", method: "POST", url: ts.URL + "/p/0123456789abcdef0123456789abcdef/act", ctype: "application/json", body: `{"kind":"bid","amount":1}`, status: 404, notFoundBody: true},
		{name: "token prefix", method: "GET", url: ann[:len(ann)-1], status: 404, notFoundBody: true},
		{name: "token plus a digit", method: "GET", url: ann + "0", status: 404, notFoundBody: true},
		{name: "upper-case token", method: "GET", url: ts.URL + "/p/" + strings.ToUpper(s.Tokens()[0]), status: 404, notFoundBody: true},
		{name: "seat token on the table route", method: "GET", url: ts.URL + "/t/" + s.Tokens()[0], status: 404, notFoundBody: true},
		{name: "table token on the player route", method: "GET", url: ts.URL + "/p/" + s.TableToken(), status: 404, notFoundBody: true},
		{name: "table cannot act", method: "POST", url: table + "/act", ctype: "application/json", body: `{"kind":"bid","amount":1}`, status: 404, notFoundBody: true},
		{name: "root", method: "GET", url: ts.URL + "/", status: 404, notFoundBody: true},
		{name: "favicon", method: "GET", url: ts.URL + "/favicon.ico", status: 404, notFoundBody: true},
		{name: "unknown static", method: "GET", url: ts.URL + "/static/secret.txt", status: 404, notFoundBody: true},
		{name: "unknown sub-route", method: "GET", url: ann + "/admin", status: 404, notFoundBody: true},
		// A wrong method on a served path of a known token is 405 with
		// the methods allowed; with an unknown token it is the same 404
		// as any other path, so no answer tells whether a token exists.
		{name: "wrong method on the page", method: "POST", url: ann, ctype: "application/json", body: "{}", status: 405, allow: "GET, HEAD", contains: "Method POST is not allowed here: use GET or HEAD.\n", contentType: "text/plain"},
		{name: "GET on act", method: "GET", url: ann + "/act", status: 405, allow: "POST", contains: "Method GET is not allowed here: use POST.", contentType: "application/json"},
		{name: "DELETE on view", method: "DELETE", url: ann + "/view", status: 405, allow: "GET, HEAD", contains: "Method DELETE is not allowed here: use GET or HEAD.", contentType: "application/json"},
		{name: "PUT on events", method: "PUT", url: ann + "/events", status: 405, allow: "GET, HEAD", contains: "Method PUT is not allowed here: use GET or HEAD.\n", contentType: "text/plain"},
		{name: "POST on the log", method: "POST", url: ann + "/log", ctype: "application/json", body: "{}", status: 405, allow: "GET, HEAD", contains: "Method POST is not allowed here: use GET or HEAD."},
		{name: "POST on the table page", method: "POST", url: table, ctype: "application/json", body: "{}", status: 405, allow: "GET, HEAD", contains: "Method POST is not allowed here: use GET or HEAD.\n"},
		{name: "DELETE on the table view", method: "DELETE", url: table + "/view", status: 405, allow: "GET, HEAD", contains: "Method DELETE is not allowed here: use GET or HEAD."},
		{name: "POST on a static file", method: "POST", url: ts.URL + "/static/app.js", ctype: "application/json", body: "{}", status: 405, allow: "GET, HEAD", contains: "Method POST is not allowed here: use GET or HEAD.\n"},
		{name: "GET on act, unknown token", method: "GET", url: ts.URL + "/p/0123456789abcdef0123456789abcdef/act", status: 404, notFoundBody: true},
		{name: "DELETE on view, unknown token", method: "DELETE", url: ts.URL + "/p/0123456789abcdef0123456789abcdef/view", status: 404, notFoundBody: true},
		{name: "POST on the page, unknown token", method: "POST", url: ts.URL + "/p/0123456789abcdef0123456789abcdef", ctype: "application/json", body: "{}", status: 404, notFoundBody: true},
		{name: "DELETE on the table view, seat token", method: "DELETE", url: ts.URL + "/t/" + s.Tokens()[0] + "/view", status: 404, notFoundBody: true},
		{name: "PUT on the player page, table token", method: "PUT", url: ts.URL + "/p/" + s.TableToken(), status: 404, notFoundBody: true},
		{name: "POST on an unknown static file", method: "POST", url: ts.URL + "/static/secret.txt", ctype: "application/json", body: "{}", status: 404, notFoundBody: true},
		{name: "GET on the table's act", method: "GET", url: table + "/act", status: 404, notFoundBody: true},
		{name: "unclean path is not redirected", method: "GET", url: ts.URL + "/p/x/../" + s.Tokens()[0], status: 404, notFoundBody: true},
		{name: "double slash", method: "GET", url: ts.URL + "//p/" + s.Tokens()[0], status: 404, notFoundBody: true},

		{name: "oversize body", method: "POST", url: ann + "/act", ctype: "application/json", body: big, status: 413, contains: "too large"},
		{name: "bad JSON", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":`, status: 400, contains: "Bad JSON"},
		{name: "not an object", method: "POST", url: ann + "/act", ctype: "application/json", body: `[1,2]`, status: 400, contains: "one JSON object"},
		{name: "empty body", method: "POST", url: ann + "/act", ctype: "application/json", body: ``, status: 400, contains: "Empty request"},
		{name: "two objects", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"loan"}{"kind":"loan"}`, status: 400, contains: "Bad JSON"},
		{name: "unknown field", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"bid","amount":3,"cheat":1}`, status: 400, contains: `Unknown field "cheat"`},
		{name: "a seat field is refused", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"bid","amount":3,"seat":1}`, status: 400, contains: `Unknown field "seat"`},
		{name: "fractional amount", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"bid","amount":12.5}`, status: 400, contains: `"amount" must be a whole number, such as 12, not 12.5.`},
		{name: "amount as text", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"bid","amount":"12"}`, status: 400, contains: `"amount" must be a whole number, such as 12, not text.`},
		{name: "exponent amount", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"bid","amount":1e2}`, status: 400, contains: `"amount" must be a whole number written in digits, such as 12, not 1e2.`},
		{name: "huge amount", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"bid","amount":99999999999999999999999}`, status: 400, contains: `"amount" is far too large: 99999999999999999999999.`},
		{name: "fractional winner", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"pick","winner":0.5}`, status: 400, contains: `"winner" must be a whole number`},
		{name: "version as text", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"loan","version":"1"}`, status: 400, contains: `"version" must be a whole number`},
		{name: "round as a number", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"bid","amount":1,"round":7}`, status: 400, contains: `"round" must be a string`},
		{name: "bid without amount", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"bid"}`, status: 400, contains: "needs an amount"},
		{name: "pick without winner", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"pick"}`, status: 400, contains: "needs a winner"},
		{name: "no kind", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"amount":3}`, status: 400, contains: "needs a kind"},
		{name: "unknown kind", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"steal"}`, status: 400, contains: `Unknown kind "steal"`},
		{name: "move without the view's version", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"move","move":{"key":"pass"}}`, status: 400, contains: `A move needs "version"`},
		{name: "move on version 0", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"move","move":{"key":"pass"},"version":0}`, status: 400, contains: `A move's "version" must be 1 or more, not 0`},
		// QA B7: every kind checked against the view it was chosen on
		// needs that view's version, as a move does: a request replayed
		// without it (a retry) could otherwise undo twice or take a
		// second loan.
		{name: "undo without the view's version", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"undo"}`, status: 400, contains: `An undo needs "version": the version of the view`},
		{name: "accept without the view's version", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"accept"}`, status: 400, contains: `An accept needs "version"`},
		{name: "reject without the view's version", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"reject"}`, status: 400, contains: `A reject needs "version"`},
		{name: "pick without the view's version", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"pick","winner":1}`, status: 400, contains: `A pick needs "version"`},
		{name: "loan without the view's version", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"loan"}`, status: 400, contains: `A loan needs "version"`},
		{name: "undo on version 0", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"undo","version":0}`, status: 400, contains: `An undo's "version" must be 1 or more, not 0`},
		{name: "move with an answer of the wrong type", method: "POST", url: ann + "/act", ctype: "application/json", body: `{"kind":"move","move":{"key":"produce","answers":{"factories":["tan"]}},"version":1}`, status: 400, contains: `The answer "factories" must be an object`},
		{name: "form-encoded body", method: "POST", url: ann + "/act", ctype: "application/x-www-form-urlencoded", body: `kind=bid&amount=3`, status: 415, contains: "as JSON"},
		{name: "no content type", method: "POST", url: ann + "/act", body: `{"kind":"loan"}`, status: 415},
		// Any spelling of application/json is JSON, not only the page's.
		{name: "JSON with a charset and capitals", method: "POST", url: ann + "/act", ctype: "Application/JSON; charset=utf-8", body: `{"kind":"bid"}`, status: 400, contains: "needs an amount"},
		{name: "a type that only starts as JSON's", method: "POST", url: ann + "/act", ctype: "application/jsonx", body: `{"kind":"bid"}`, status: 415, contains: "as JSON"},
	}
	notFoundHeaders := map[bool]http.Header{} // by jsonRoute
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := call(t, tc.method, tc.url, tc.ctype, tc.body)
			if r.status != tc.status {
				t.Fatalf("status %d, want %d; body %q", r.status, tc.status, r.body)
			}
			if got := r.header.Get("Allow"); got != tc.allow {
				t.Errorf("Allow %q, want %q", got, tc.allow)
			}
			if p := tc.url; r.status >= 400 && r.status != 404 && (strings.HasSuffix(p, "/act") || strings.HasSuffix(p, "/view") || strings.HasSuffix(p, "/log")) {
				// Errors of the JSON routes are {"error": "..."}.
				var e struct{ Error string }
				if err := json.Unmarshal([]byte(r.body), &e); err != nil || e.Error == "" {
					t.Fatalf("error body %q is not {\"error\": ...}", r.body)
				}
				r.body = e.Error
			}
			if tc.contains != "" && !strings.Contains(r.body, tc.contains) {
				t.Errorf("body %q lacks %q", r.body, tc.contains)
			}
			if tc.notContains != "" && strings.Contains(r.body, tc.notContains) {
				t.Errorf("body %q has %q", r.body, tc.notContains)
			}
			if tc.contentType != "" && !strings.HasPrefix(r.header.Get("Content-Type"), tc.contentType) {
				t.Errorf("Content-Type %q, want %q", r.header.Get("Content-Type"), tc.contentType)
			}
			wantCSP := csp
			if tc.notFoundBody {
				wantNotFound(t, tc.url, r)
				// Every 404 of a kind (page or JSON) carries the same
				// headers (less the date).
				j := jsonRoute(mustPath(t, tc.url))
				h := r.header.Clone()
				h.Del("Date")
				if notFoundHeaders[j] == nil {
					notFoundHeaders[j] = h
				} else if !reflect.DeepEqual(h, notFoundHeaders[j]) {
					t.Errorf("404 headers differ:\n%v\n%v", h, notFoundHeaders[j])
				}
				if !j {
					wantCSP = notFoundCSP
				}
			}
			// Every response, error or not, carries the security headers.
			for k, want := range map[string]string{
				"Cache-Control":           "no-store",
				"X-Content-Type-Options":  "nosniff",
				"Content-Security-Policy": wantCSP,
				"Referrer-Policy":         "no-referrer",
			} {
				if got := r.header.Get(k); got != want {
					t.Errorf("%s: %q, want %q", k, got, want)
				}
			}
		})
	}
	// Only the two accepted actions reached the room, each for the
	// token's own seat.
	got := room.recorded()
	if len(got) != 2 || got[0].seat != 0 || got[1].seat != 0 || *got[0].a.Amount != 12 || *got[1].a.Winner != 1 {
		t.Fatalf("room got %+v", got)
	}
}

func TestCSPForbidsInlineScript(t *testing.T) {
	for _, part := range []string{"script-src 'self'", "default-src 'none'", "frame-ancestors 'none'"} {
		if !strings.Contains(csp, part) {
			t.Errorf("CSP %q lacks %q", csp, part)
		}
	}
	if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
		t.Errorf("CSP allows inline code: %q", csp)
	}
}

func TestActsOnlyForOwnSeat(t *testing.T) {
	// Each token acts for its own seat; an action has no way to name
	// another seat, so a bid for someone else is impossible.
	room := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, true)
	s, ts, _ := start(t, room, Options{})
	if err := room.Start("the spice crate"); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		seat   int
		body   string
		status int
		errMsg string
	}{
		{0, `{"kind":"bid","amount":12,"round":"l1-r1"}`, 200, ""},
		{0, `{"kind":"bid","amount":13,"round":"l1-r1"}`, 422, "You have already sealed your bid for this round."},
		{1, `{"kind":"bid","amount":51,"round":"l1-r1"}`, 422, "Bids run from $0 to $50."},
		{1, `{"kind":"bid","amount":-1,"round":"l1-r1"}`, 422, "Bids run from $0 to $50."},
		{1, `{"kind":"loan","version":2}`, 422, "That is not part of this game."},
		{1, `{"kind":"pick","winner":0,"version":2}`, 422, "Only the auctioneer picks the winner."},
		{1, `{"kind":"bid","amount":7,"round":"l1-r1"}`, 200, ""},
	}
	for i, tc := range tests {
		r := post(t, ts.URL+s.SeatPath(tc.seat)+"/act", tc.body)
		if r.status != tc.status {
			t.Fatalf("%d: status %d, want %d: %s", i, r.status, tc.status, r.body)
		}
		if tc.errMsg != "" {
			var e struct{ Error string }
			if err := json.Unmarshal([]byte(r.body), &e); err != nil || e.Error != tc.errMsg {
				t.Fatalf("%d: error %q (%v), want %q", i, r.body, err, tc.errMsg)
			}
		} else {
			if v := decodeView(t, r.body); v.You == nil || v.You.Seat != tc.seat {
				t.Fatalf("%d: the answer is not the seat's view: %s", i, r.body)
			}
		}
	}
	v := room.View(-1)
	if !v.Bidders[0].Sealed || !v.Bidders[1].Sealed || v.Bidders[2].Sealed {
		t.Fatalf("sealed flags %+v", v.Bidders)
	}
}

func TestRateLimit(t *testing.T) {
	room := newFakeRoom("Ann", "Bob")
	s, ts, _ := start(t, room, Options{Rate: 1, Burst: 5})
	var codes []int
	for range 8 {
		codes = append(codes, get(t, ts.URL+s.SeatPath(0)+"/view").status)
	}
	want := []int{200, 200, 200, 200, 200, 429, 429, 429}
	if !reflect.DeepEqual(codes, want) {
		t.Fatalf("codes %v, want %v", codes, want)
	}
	r := get(t, ts.URL+s.SeatPath(0)+"/view")
	if r.status != 429 || r.header.Get("Retry-After") != "1" || !strings.Contains(r.body, "Too many requests") || r.header.Get("Cache-Control") != "no-store" {
		t.Fatalf("429 answer %+v", r)
	}
	// Another token has its own budget.
	if r := get(t, ts.URL+s.SeatPath(1)+"/view"); r.status != 200 {
		t.Fatalf("seat 1 got %d", r.status)
	}
	if r := get(t, ts.URL+s.TablePath()+"/view"); r.status != 200 {
		t.Fatalf("table got %d", r.status)
	}
	// The bucket refills at the rate.
	b := &bucket{tokens: 0, last: time.Unix(100, 0)}
	if b.take(time.Unix(100, 500e6), 1, 5) || !b.take(time.Unix(101, 0), 1, 5) {
		t.Fatal("bucket refill")
	}
}

func TestReissue(t *testing.T) {
	room := newFakeRoom("Ann", "Bob")
	s, ts, _ := start(t, room, Options{})
	old := s.SeatPath(1)
	ev := openEvents(t, ts.URL+old+"/events")
	ev.next(t)
	waitFor(t, "the stream to count", func() bool { return s.Connected()[1] == 1 })
	tok, err := s.Reissue(1)
	if err != nil {
		t.Fatal(err)
	}
	if s.SeatPath(1) != "/p/"+tok || s.Tokens()[1] != tok || len(tok) != 2*TokenBytes {
		t.Fatalf("new token %q, path %q", tok, s.SeatPath(1))
	}
	select {
	case <-ev.Done:
	case <-time.After(5 * time.Second):
		t.Fatal("the old token's stream stayed open")
	}
	for _, p := range []string{old, old + "/view", old + "/events"} {
		wantNotFound(t, ts.URL+p, get(t, ts.URL+p))
	}
	if r := post(t, ts.URL+old+"/act", `{"kind":"loan"}`); r.status != 404 {
		t.Fatalf("old act: %d", r.status)
	}
	if r := get(t, ts.URL+s.SeatPath(1)+"/view"); r.status != 200 || !strings.Contains(r.body, "Bob") {
		t.Fatalf("new token: %d %s", r.status, r.body)
	}
	if r := get(t, ts.URL+s.SeatPath(0)+"/view"); r.status != 200 {
		t.Fatalf("seat 0 lost its link: %d", r.status)
	}
	if _, err := s.Reissue(2); err == nil {
		t.Fatal("reissued a seat that does not exist")
	}
}

func TestConnected(t *testing.T) {
	room := newFakeRoom("Ann", "Bob", "Cid")
	s, ts, _ := start(t, room, Options{})
	a := openEvents(t, ts.URL+s.SeatPath(1)+"/events")
	b := openEvents(t, ts.URL+s.SeatPath(1)+"/events")
	c := openEvents(t, ts.URL+s.SeatPath(2)+"/events")
	d := openEvents(t, ts.URL+s.TablePath()+"/events")
	for _, e := range []*events{a, b, c, d} {
		e.next(t)
	}
	want := []int{0, 2, 1}
	waitFor(t, "counts", func() bool { return reflect.DeepEqual(s.Connected(), want) && s.TableConnected() == 1 })
	a.Close()
	d.Close()
	want = []int{0, 1, 1}
	waitFor(t, "counts after closing", func() bool { return reflect.DeepEqual(s.Connected(), want) && s.TableConnected() == 0 })
}

func TestEventsDeliverChanges(t *testing.T) {
	room := newFakeRoom("Ann", "Bob")
	s, ts, _ := start(t, room, Options{Heartbeat: 30 * time.Millisecond})
	ev := openEvents(t, ts.URL+s.SeatPath(0)+"/events")
	tab := openEvents(t, ts.URL+s.TablePath()+"/events")
	if ev.status != 200 || ev.header.Get("Content-Type") != "text/event-stream" || ev.header.Get("Cache-Control") != "no-store" ||
		ev.header.Get("Content-Security-Policy") != csp || ev.header.Get("X-Content-Type-Options") != "nosniff" {
		t.Fatalf("status %d, headers %v", ev.status, ev.header)
	}
	// The current view at once.
	if v := ev.nextView(t); v.Version != 0 || v.You.Name != "Ann" {
		t.Fatalf("first view %+v", v)
	}
	if v := tab.nextView(t); v.You != nil || v.Bid != nil {
		t.Fatalf("table view has private parts: %+v", v)
	}
	// A change reaches the open stream without a reload.
	room.bump()
	s.Changed()
	if v := ev.nextView(t); v.Version != 1 {
		t.Fatalf("after the change: version %d", v.Version)
	}
	if v := tab.nextView(t); v.Version != 1 {
		t.Fatalf("table after the change: version %d", v.Version)
	}
	// Changed with nothing new sends nothing; a burst sends the latest.
	s.Changed()
	for range 3 {
		room.bump()
		s.Changed()
	}
	if v := ev.nextView(t); v.Version < 2 {
		t.Fatalf("burst: version %d", v.Version)
	}
	// Heartbeats are events named "beat" (a page sees them, as it would
	// not see a comment) whose data is the interval in milliseconds.
	select {
	case c := <-ev.Beats:
		if c != "30" {
			t.Fatalf("heartbeat data %q", c)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no heartbeat")
	}
}

func TestEventsDedupe(t *testing.T) {
	room := newFakeRoom("Ann")
	s, ts, _ := start(t, room, Options{})
	ev := openEvents(t, ts.URL+s.SeatPath(0)+"/events")
	ev.next(t)
	s.Changed() // the view has not changed: no event
	select {
	case d := <-ev.C:
		t.Fatalf("an unchanged view was sent again: %s", d)
	case <-time.After(100 * time.Millisecond):
	}
}

func TestCloseEndsStreams(t *testing.T) {
	room := newFakeRoom("Ann", "Bob")
	s, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	l, err := Listen("127.0.0.1", 0)
	if err != nil {
		t.Fatal(err)
	}
	served := make(chan error, 1)
	go func() { served <- s.Serve(l) }()
	url := "http://" + l.Addr().String()
	ev := openEvents(t, url+s.SeatPath(0)+"/events")
	tab := openEvents(t, url+s.TablePath()+"/events")
	ev.next(t)
	tab.next(t)
	began := time.Now()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	for _, e := range []*events{ev, tab} {
		select {
		case <-e.Done:
		case <-time.After(5 * time.Second):
			t.Fatal("a stream outlived Close")
		}
	}
	if err := <-served; !errors.Is(err, http.ErrServerClosed) {
		t.Fatalf("Serve returned %v", err)
	}
	if d := time.Since(began); d > 3*time.Second {
		t.Fatalf("Close took %v", d)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if err := s.Serve(l); !errors.Is(err, http.ErrServerClosed) {
		t.Fatalf("Serve after Close: %v", err)
	}
	if _, err := net.DialTimeout("tcp", l.Addr().String(), time.Second); err == nil {
		t.Fatal("still listening after Close")
	}
}

func TestNewTokens(t *testing.T) {
	room := newFakeRoom("Ann", "Bob")
	good := []string{strings.Repeat("a", 32), strings.Repeat("b", 32)}
	table := strings.Repeat("c", 40)
	s, err := New(room, Options{Tokens: good, TableToken: table})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(s.Tokens(), good) || s.TableToken() != table || s.SeatPath(1) != "/p/"+good[1] || s.TablePath() != "/t/"+table || s.SeatPath(2) != "" {
		t.Fatalf("restored %v %q", s.Tokens(), s.TableToken())
	}
	fresh, _ := New(room, Options{})
	for _, tok := range append(fresh.Tokens(), fresh.TableToken()) {
		if err := checkToken(tok); err != nil || len(tok) != 32 {
			t.Fatalf("fresh token %q: %v", tok, err)
		}
	}
	tests := []struct {
		name string
		opt  Options
		msg  string
	}{
		{"too few", Options{Tokens: good[:1]}, "1 tokens for 2 seats"},
		{"short", Options{Tokens: []string{"abcd", good[1]}}, "hex digits"},
		{"not hex", Options{Tokens: []string{strings.Repeat("g", 32), good[1]}}, "hex"},
		{"upper case", Options{Tokens: []string{strings.Repeat("A", 32), good[1]}}, "hex"},
		{"repeated", Options{Tokens: []string{good[0], good[0]}}, "same"},
		{"table repeats a seat", Options{Tokens: good, TableToken: good[0]}, "same"},
		{"bad table", Options{TableToken: "xyz"}, "table token"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := New(room, tc.opt); err == nil || !strings.Contains(err.Error(), tc.msg) {
				t.Fatalf("err %v, want %q", err, tc.msg)
			}
		})
	}
}

func TestLogsRedactTokensAndAmounts(t *testing.T) {
	// Amounts of nine or ten digits cannot be mistaken for a port, a
	// size or a duration in the log.
	room := NewGenericRoom([]string{"Ann", "Bob"}, 1_000_000_000, false)
	s, ts, logs := start(t, room, Options{})
	room.Start("a lot")
	post(t, ts.URL+s.SeatPath(0)+"/act", `{"kind":"bid","amount":737373737}`)
	post(t, ts.URL+s.SeatPath(1)+"/act", `{"kind":"bid","amount":1999999999}`) // refused; the log still names no amount
	get(t, ts.URL+s.SeatPath(0))
	get(t, ts.URL+s.TablePath()+"/view")
	get(t, ts.URL+"/p/"+strings.Repeat("e", 32))
	out := logs.String()
	for _, secret := range append(s.Tokens(), s.TableToken(), strings.Repeat("e", 32), "737373737", "1999999999") {
		if strings.Contains(out, secret) {
			t.Fatalf("the log holds %q:\n%s", secret, out)
		}
	}
	for _, want := range []string{"path=/p/<token>/act", "seat=0", "kind=bid", "status=422", "path=/t/<token>/view", "status=404"} {
		if !strings.Contains(out, want) {
			t.Errorf("the log lacks %q:\n%s", want, out)
		}
	}
}

func TestRedact(t *testing.T) {
	tests := map[string]string{
		"/p/abc":          "/p/<token>",
		"/p/abc/view":     "/p/<token>/view",
		"/t/abc/events":   "/t/<token>/events",
		"/p/abc/x/y":      "/p/<token>/x/y",
		"/static/app.js":  "/static/app.js",
		"/":               "/",
		"/secret-probe":   "/<other>",
		"/p/":             "/<other>",
		"/wp-admin/x.php": "/<other>",
	}
	for in, want := range tests {
		if got := redact(in); got != want {
			t.Errorf("redact(%q) = %q, want %q", in, got, want)
		}
	}
}

// flushOnly is a ResponseWriter that can flush and nothing more (no
// Unwrap, so no write deadlines), as a wrapping proxy's might be.
type flushOnly struct{ http.ResponseWriter }

func (n flushOnly) Flush() { n.ResponseWriter.(http.Flusher).Flush() }

// TestEventsThroughFlushOnlyWriter: a stream works through a writer that
// supports no write deadline, and ends when its client goes or the server
// closes.
func TestEventsThroughFlushOnlyWriter(t *testing.T) {
	room := newFakeRoom("Ann", "Bob")
	s, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.Handler().ServeHTTP(flushOnly{w}, r)
	}))
	defer ts.Close()
	ev := openEvents(t, ts.URL+s.SeatPath(1)+"/events")
	if ev.header.Get("Content-Type") != "text/event-stream" || ev.header.Get("Cache-Control") != "no-store" {
		t.Fatalf("headers %v", ev.header)
	}
	if v := ev.nextView(t); v.You.Name != "Bob" {
		t.Fatalf("first view %+v", v)
	}
	room.bump()
	s.Changed()
	if v := ev.nextView(t); v.Version != 1 {
		t.Fatalf("version %d", v.Version)
	}
	waitFor(t, "the stream to count", func() bool { return s.Connected()[1] == 1 })
	ev.Close()
	waitFor(t, "the stream to end", func() bool { return s.Connected()[1] == 0 })
	ev2 := openEvents(t, ts.URL+s.SeatPath(1)+"/events")
	ev2.next(t)
	s.Close()
	select {
	case <-ev2.Done:
	case <-time.After(5 * time.Second):
		t.Fatal("Close left the stream open")
	}
}

// TestTableScreensConnectAtOnce: fifty shared screens on the one table
// link load the page and open their streams at the same moment, with the
// default budget, and every one gets its page and its first view (50
// screens × 2 limited requests = 100, within the table's burst of
// TableShare × DefaultBurst = 1,000).
func TestTableScreensConnectAtOnce(t *testing.T) {
	const screens = 50
	room := newFakeRoom("Ann", "Bob")
	s, ts, _ := start(t, room, Options{})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	client := &http.Client{Transport: &http.Transport{}, Timeout: 0}
	defer client.CloseIdleConnections()
	// screen loads the page, opens the stream and reads its first view;
	// the stream stays open until the test ends.
	screen := func() error {
		resp, err := client.Get(ts.URL + s.TablePath())
		if err != nil {
			return err
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			return fmt.Errorf("page: %d", resp.StatusCode)
		}
		req, _ := http.NewRequestWithContext(ctx, "GET", ts.URL+s.TablePath()+"/events", nil)
		resp, err = client.Do(req)
		if err != nil {
			return err
		}
		if resp.StatusCode != 200 {
			resp.Body.Close()
			return fmt.Errorf("events: %d", resp.StatusCode)
		}
		go func() { <-ctx.Done(); resp.Body.Close() }()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "data: {") {
				return nil
			}
		}
		return errors.New("the stream ended before its first view")
	}
	var wg sync.WaitGroup
	errs := make(chan error, screens)
	for i := range screens {
		wg.Go(func() {
			if err := screen(); err != nil {
				errs <- fmt.Errorf("screen %d: %v", i, err)
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	waitFor(t, "50 table streams", func() bool { return s.TableConnected() == screens })
}

// TestTableBudgetIsBounded: the table's larger budget still ends: with a
// seat burst of 1 the table may make TableShare (50) requests at once, and
// the next is refused (the refill, 0.05 a second here, adds none in the
// test's time).
func TestTableBudgetIsBounded(t *testing.T) {
	room := newFakeRoom("Ann")
	s, ts, _ := start(t, room, Options{Rate: 0.001, Burst: 1})
	for i := range TableShare {
		if r := get(t, ts.URL+s.TablePath()+"/view"); r.status != 200 {
			t.Fatalf("request %d: %d", i+1, r.status)
		}
	}
	if r := get(t, ts.URL+s.TablePath()+"/view"); r.status != 429 {
		t.Fatalf("request %d: %d, want 429", TableShare+1, r.status)
	}
	if r := get(t, ts.URL+s.SeatPath(0)+"/view"); r.status != 200 {
		t.Fatalf("the seat lost its own budget: %d", r.status)
	}
	if r := get(t, ts.URL+s.SeatPath(0)+"/view"); r.status != 429 {
		t.Fatalf("the seat's burst of 1 allowed 2: %d", r.status)
	}
}

// TestStreamAnswerHead: a stream's answer carries every header a page's
// answer does (see begin) and the event stream's own. Served directly,
// its connection is taken over (issue 29.2): the answer is not chunked and
// says the connection ends with it, and its first event follows the head
// at once. Behind a writer that cannot be taken over (flushOnly), it goes
// through net/http as before, chunked.
func TestStreamAnswerHead(t *testing.T) {
	room := newFakeRoom("Ann", "Bob")
	s, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	direct := httptest.NewServer(s.Handler())
	defer direct.Close()
	wrapped := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.Handler().ServeHTTP(flushOnly{w}, r)
	}))
	defer wrapped.Close()
	defer s.Close() // first: the streams end, so the servers can close
	common := map[string]string{
		"Content-Type":            "text/event-stream",
		"Cache-Control":           "no-store",
		"X-Content-Type-Options":  "nosniff",
		"Content-Security-Policy": csp,
		"Referrer-Policy":         "no-referrer",
		"X-Frame-Options":         "DENY",
		"X-Accel-Buffering":       "no",
	}
	tests := []struct {
		name    string
		url     string
		close   bool // the answer ends with the connection
		chunked bool
	}{
		{"taken over", direct.URL, true, false},
		{"through a flush-only writer", wrapped.URL, false, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", strings.TrimPrefix(tc.url, "http://"))
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			fmt.Fprintf(conn, "GET %s/events HTTP/1.1\r\nHost: x\r\n\r\n", s.SeatPath(1))
			conn.SetReadDeadline(time.Now().Add(10 * time.Second))
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatal(err)
			}
			// (Closed with the connection: closing a stream's body would
			// wait for its end.)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d", resp.StatusCode)
			}
			for k, want := range common {
				if got := resp.Header.Get(k); got != want {
					t.Errorf("%s: %q, want %q", k, got, want)
				}
			}
			if resp.Header.Get("Date") == "" {
				t.Error("no Date header")
			}
			if resp.Close != tc.close {
				t.Errorf("Connection: close is %v, want %v", resp.Close, tc.close)
			}
			if chunked := len(resp.TransferEncoding) > 0 && resp.TransferEncoding[0] == "chunked"; chunked != tc.chunked {
				t.Errorf("chunked: %v, want %v (%v)", chunked, tc.chunked, resp.TransferEncoding)
			}
			// The retry interval, then the first view: Bob's.
			br := bufio.NewReader(resp.Body)
			var lines []string
			for len(lines) < 3 {
				l, err := br.ReadString('\n')
				if err != nil {
					t.Fatalf("after %q: %v", lines, err)
				}
				lines = append(lines, strings.TrimSuffix(l, "\n"))
			}
			if lines[0] != "retry: 2000" || lines[1] != "" || !strings.HasPrefix(lines[2], `data: {"public":`) {
				t.Errorf("the stream begins %q", lines)
			}
		})
	}
	// HEAD: the head alone, no stream after it.
	conn, err := net.Dial("tcp", strings.TrimPrefix(direct.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "HEAD %s/events HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", s.SeatPath(1))
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	got, _ := io.ReadAll(conn) // up to the server's close (or the deadline)
	head, rest, _ := strings.Cut(string(got), "\r\n\r\n")
	if !strings.HasPrefix(head, "HTTP/1.1 200 OK") || !strings.Contains(head, "Content-Type: text/event-stream") || rest != "" {
		t.Errorf("HEAD answered %q", got)
	}
}

// TestBytesUpAStreamEndIt: a page sends nothing up its event stream after
// the request, so a phone that does (junk, a flood) has its stream ended
// at once rather than keeping the laptop reading; its seat shows no
// stream open.
func TestBytesUpAStreamEndIt(t *testing.T) {
	room := newFakeRoom("Ann", "Bob")
	s, ts, _ := start(t, room, Options{})
	conn, err := net.Dial("tcp", strings.TrimPrefix(ts.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET %s/events HTTP/1.1\r\nHost: x\r\n\r\n", s.SeatPath(1))
	br := bufio.NewReader(conn)
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	if _, err := br.ReadString('{'); err != nil { // into the first view
		t.Fatal(err)
	}
	waitFor(t, "Bob's stream to count", func() bool { return s.Connected()[1] == 1 })
	if _, err := conn.Write(make([]byte, 64<<10)); err != nil {
		t.Fatal(err)
	}
	// The laptop closes the connection: the end of the stream, or a reset
	// (the junk it left unread); not the deadline.
	if _, err := io.Copy(io.Discard, br); errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("the stream did not end: %v", err)
	}
	waitFor(t, "Bob's stream to end", func() bool { return s.Connected()[1] == 0 })
}

// TestStreamOnAReissuedLink: a stream checked on a seat's link just
// before the link was issued anew is not opened (Reissue ends only the
// streams already open).
func TestStreamOnAReissuedLink(t *testing.T) {
	room := newFakeRoom("Ann", "Bob")
	s, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	old := s.Tokens()[1]
	if _, err := s.Reissue(1); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		seat  int
		token string
		want  int
	}{
		{"Bob's old link", 1, old, streamRevoked},
		{"Bob's new link", 1, s.Tokens()[1], streamAdded},
		{"Ann's link", 0, s.Tokens()[0], streamAdded},
		{"the table", -1, s.TableToken(), streamAdded},
	}
	for _, tc := range tests {
		st := &stream{seat: tc.seat, wake: make(chan struct{}, 1), kill: make(chan struct{})}
		if got := s.addStream(st, tc.token); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
		if tc.want == streamAdded {
			s.removeStream(st)
		}
	}
}

// wantNotFound checks r, the answer to url, is the 404 of a path not
// served: on a JSON route's path (/view, /act, /log) {"error": ...} with
// notFoundText, else the page notFoundBody, which says what to do.
func wantNotFound(t *testing.T, url string, r reply) {
	t.Helper()
	if r.status != http.StatusNotFound {
		t.Fatalf("%s: status %d, want 404", redact(mustPath(t, url)), r.status)
	}
	ctype := r.header.Get("Content-Type")
	if jsonRoute(mustPath(t, url)) {
		var e struct{ Error string }
		if err := json.Unmarshal([]byte(r.body), &e); err != nil || e.Error != notFoundText || ctype != "application/json" {
			t.Errorf("404 of a JSON route: %s %q, want application/json {\"error\": %q}", ctype, r.body, notFoundText)
		}
		return
	}
	if r.body != notFoundBody || ctype != "text/html; charset=utf-8" {
		t.Errorf("404 body %s %q, want exactly the page notFoundBody", ctype, r.body)
	}
	for _, want := range []string{"<title>Not a tallyman page</title>", "This address is not a tallyman page.", "scan the QR code on the laptop again, or open the address on your join card", "ask the laptop for your link (type phones", `name="viewport"`} {
		if !strings.Contains(r.body, want) {
			t.Errorf("the 404 page lacks %q", want)
		}
	}
}

// mustPath is the path of url.
func mustPath(t *testing.T, u string) string {
	t.Helper()
	p, err := neturl.Parse(u)
	if err != nil {
		t.Fatal(err)
	}
	return p.Path
}
