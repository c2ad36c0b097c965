package phones

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
)

// FuzzDecodeAction feeds arbitrary bodies to the decoder of POST
// /p/<token>/act. It must not panic; it accepts (code 0) only one JSON
// object whose kind is known and whose needed fields are there, and that
// object round-trips; it refuses everything else with 400, or 413 past
// MaxBody, and a message for the player.
//
//	go test -run XXX -fuzz FuzzDecodeAction -fuzztime 30s ./assistant/phones/
func FuzzDecodeAction(f *testing.F) {
	for _, s := range []string{
		`{"kind":"bid","amount":12}`, `{"kind":"pick","winner":2}`, `{"kind":"loan"}`, `{"kind":"accept"}`,
		`{"kind":"reject"}`, `{"kind":"bid"}`, `{"kind":"bid","amount":1.5}`, `{"kind":"bid","amount":-3}`,
		`{"kind":"bid","amount":12}{"kind":"bid","amount":13}`, `{"kind":"bid","amount":12,"seat":2}`,
		`[]`, `null`, ``, `{"kind":7}`, `{"kind":"bid","amount":"12"}`, `{"kind":"bid","amount":99999999999999999999}`,
		"{\"kind\":\"bid\",\"amount\":1}\n", `{"KIND":"BID","Amount":3}`, strings.Repeat(" ", MaxBody+1),
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		rec := httptest.NewRecorder()
		r := http.MaxBytesReader(rec, io.NopCloser(bytes.NewReader(body)), MaxBody)
		a, code, msg := decodeAction(r)
		switch code {
		case 0:
			if msg != "" {
				t.Fatalf("accepted with message %q", msg)
			}
		case http.StatusBadRequest, http.StatusRequestEntityTooLarge:
			if msg == "" {
				t.Fatalf("code %d without a message", code)
			}
			if code == http.StatusRequestEntityTooLarge && len(body) <= MaxBody {
				t.Fatalf("413 for %d bytes", len(body))
			}
			return
		default:
			t.Fatalf("code %d for %q", code, body)
		}
		if len(body) > MaxBody {
			t.Fatalf("accepted %d bytes, more than MaxBody", len(body))
		}
		if !json.Valid(body) {
			t.Fatalf("accepted invalid JSON %q", body)
		}
		if !slices.Contains([]string{ActBid, ActLoan, ActPick, ActAccept, ActReject}, a.Kind) {
			t.Fatalf("accepted kind %q", a.Kind)
		}
		if a.Kind == ActBid && a.Amount == nil || a.Kind == ActPick && a.Winner == nil {
			t.Fatalf("accepted %q without its field", body)
		}
		raw, _ := json.Marshal(a)
		b, code, msg := decodeAction(bytes.NewReader(raw))
		if code != 0 || !equalAction(a, b) {
			t.Fatalf("%s does not round-trip: %+v, %d %s", raw, b, code, msg)
		}
	})
}

func equalAction(a, b Action) bool {
	eq := func(x, y *int) bool { return x == nil && y == nil || x != nil && y != nil && *x == *y }
	return a.Kind == b.Kind && eq(a.Amount, b.Amount) && eq(a.Winner, b.Winner)
}

// FuzzRequests sends arbitrary requests (method, path, content type, body)
// through the whole handler of a server for a GenericRoom with an open lot,
// in memory (no socket). Paths may use a real seat token, the table token,
// or anything. No request may get a 5xx or panic; every answer is one of
// the statuses the server documents; an /act error is JSON; and no view,
// for any seat or the table, carries a bid amount while the round is open.
//
//	go test -run XXX -fuzz FuzzRequests -fuzztime 30s ./assistant/phones/
func FuzzRequests(f *testing.F) {
	f.Add(uint8(0), "/p/{seat0}/act", "application/json", []byte(`{"kind":"bid","amount":3}`))
	f.Add(uint8(0), "/p/{seat1}/act", "application/json; charset=utf-8", []byte(`{"kind":"bid","amount":3}`))
	f.Add(uint8(0), "/p/{seat2}/act", "text/plain", []byte(`{"kind":"bid","amount":3}`))
	f.Add(uint8(0), "/p/{seat0}/act", "application/json", []byte(`{"kind":"bid","amount":30000}`))
	f.Add(uint8(0), "/t/{table}/act", "application/json", []byte(`{"kind":"bid","amount":3}`))
	f.Add(uint8(0), "/p/0000/act", "application/json", []byte(`{"kind":"loan"}`))
	f.Add(uint8(1), "/p/{seat0}/view", "", []byte(nil))
	f.Add(uint8(1), "/t/{table}/view", "", []byte(nil))
	f.Add(uint8(1), "/p/{seat0}", "", []byte(nil))
	f.Add(uint8(1), "/static/app.js", "", []byte(nil))
	f.Add(uint8(1), "/static/../../etc/passwd", "", []byte(nil))
	f.Add(uint8(1), "/p/{seat0}/../{seat1}/view", "", []byte(nil))
	f.Add(uint8(2), "/p/{seat0}/act", "application/json", []byte(`{"kind":"pick","winner":1}`))
	f.Add(uint8(3), "//p//{seat0}//act", "application/json", []byte(`{}`))
	f.Fuzz(func(t *testing.T, method uint8, path, ctype string, body []byte) {
		room := NewGenericRoom([]string{"Ann", "Bob", "Cy"}, 20, true)
		if err := room.Start("the crate"); err != nil {
			t.Fatal(err)
		}
		s, err := New(room, Options{Rate: 1e9, Burst: 1 << 30})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		toks := s.Tokens()
		path = strings.NewReplacer("{seat0}", toks[0], "{seat1}", toks[1], "{seat2}", toks[2], "{table}", s.TableToken()).Replace(path)
		if !strings.HasPrefix(path, "/") {
			path = "/" + path
		}
		if strings.HasSuffix(path, "/events") {
			return // a stream does not end by itself; the soak covers it
		}
		m := []string{"POST", "GET", "PUT", "HEAD", "DELETE", "OPTIONS", "PATCH", "post"}[int(method)%8]
		req, err := http.NewRequest(m, "http://127.0.0.1"+path, bytes.NewReader(body))
		if err != nil {
			return // not a request a client could send
		}
		if ctype != "" {
			req.Header.Set("Content-Type", ctype)
		}
		// Seal a bid for Bob first, so that there is an amount to leak.
		seven := 7
		if err := room.Act(1, Action{Kind: ActBid, Amount: &seven}); err != nil {
			t.Fatal(err)
		}
		rec := httptest.NewRecorder()
		s.Handler().ServeHTTP(rec, req)
		code := rec.Code
		if code >= 500 {
			t.Fatalf("%s %s: %d %s", m, path, code, rec.Body)
		}
		if !slices.Contains([]int{200, 400, 404, 405, 413, 415, 422, 429}, code) {
			t.Fatalf("%s %s: unexpected status %d", m, path, code)
		}
		if strings.HasSuffix(req.URL.Path, "/act") && code != 200 && code != 404 && code != 405 {
			var e struct {
				Error string `json:"error"`
			}
			if json.Unmarshal(rec.Body.Bytes(), &e) != nil || e.Error == "" {
				t.Fatalf("%s %s: %d without a JSON error: %q", m, path, code, rec.Body)
			}
		}
		for seat := -1; seat < 3; seat++ {
			ev, err := s.encodeView(seat)
			if err != nil {
				t.Fatal(err)
			}
			raw := bytes.Join(ev.pieces(), nil)
			v := decodeView(t, string(raw))
			if v.Phase != PhaseBidding {
				continue
			}
			for _, b := range v.Bidders {
				if b.Amount != nil || b.Total != nil || b.Extra != nil {
					t.Fatalf("after %s %s: seat %d sees %s's amount while bidding is open", m, path, seat, b.Name)
				}
			}
			if bytes.Contains(raw, []byte(`"amount"`)) {
				t.Fatalf("after %s %s: seat %d view holds an amount: %s", m, path, seat, raw)
			}
		}
	})
}
