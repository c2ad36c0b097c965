// Package roomtest is what tests of every game's phone room share: a room
// served over httptest on 127.0.0.1 (stopped when the test ends), plain
// GET and POST helpers, the phone options that serve on the loopback only,
// and the check that the phones menu was shown.
package roomtest

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/engines/words"
)

// Serve serves room's phone pages over httptest on 127.0.0.1 for
// the test, with every change of the room (onChange) reaching the pages;
// both stop when the test ends. A page stays live while hidden
// (KeepHidden): the tests hide the pages they only measure, so that
// Chromium draws no frame for them (phonetest.TableScreens).
func Serve(t *testing.T, room phones.Room, onChange *func()) (*phones.Server, *httptest.Server) {
	t.Helper()
	srv, err := phones.New(room, phones.Options{HiddenGrace: KeepHidden})
	if err != nil {
		t.Fatal(err)
	}
	*onChange = srv.Changed
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); srv.Close() })
	return srv, ts
}

// KeepHidden is the phones.Options.HiddenGrace of the pages Serve
// serves: longer than any test, so a page a test hides (to save drawing)
// keeps its stream, where a real one closes it after 10 s
// (phones.DefaultHiddenGrace; the phones package tests that).
const KeepHidden = time.Hour

// Get fetches url and returns its body; a failed request fails the test.
func Get(t *testing.T, url string) string {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return string(b)
}

// Act posts body (JSON) to url and returns the status code and the body
// of the answer; a failed request fails the test.
func Act(t *testing.T, url, body string) (int, string) {
	t.Helper()
	res, err := http.Post(url, "application/json", bytes.NewBufferString(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// PhoneAct posts action a to a seat's act address (PhoneLink.SeatURL
// plus "/act"), as its page does; an answer other than 200 fails the
// test.
func PhoneAct(t *testing.T, url string, a phones.Action) {
	t.Helper()
	b, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	if code, body := Act(t, url, string(b)); code != http.StatusOK {
		t.Fatalf("%s: %d %s", url, code, body)
	}
}

// Loopback serves a test game's phones on 127.0.0.1 only.
var Loopback = phonelink.PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}

// WantPhonesMenu checks that the phones menu was shown (who is connected,
// then its choices) and that nothing went to the rules.
func WantPhonesMenu(t *testing.T, where, out string, names ...string) {
	t.Helper()
	for _, n := range names {
		if !strings.Contains(out, "  "+n+": not connected") {
			t.Errorf("%s: the phones menu does not say whether %s is connected:\n%s", where, n, out)
		}
	}
	if !strings.Contains(out, "Show "+words.Possessive(names[0])+" code alone") || strings.Contains(out, "unknown move type") || strings.Contains(out, "Refused") {
		t.Errorf("%s: no phones menu:\n%s", where, out)
	}
}

// HoldsScores checks the end of a game at the laptop with its phones
// served (issue 23.12): play runs the table with its prompter reading
// from the reader it is given; the test types first (the answers up to
// the final scores), waits until the table screen's view at tableURL
// (".../t/<token>") is over and shows want (the final scores), checks
// that the laptop still serves the pages then (play has not returned,
// so tallyman has not closed), and presses Enter: play returns nil.
func HoldsScores(t *testing.T, tableURL, first, want string, play func(in io.Reader) error) {
	t.Helper()
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- play(r) }()
	t.Cleanup(func() { w.Close() })
	go io.WriteString(w, first)
	deadline := time.Now().Add(20 * time.Second)
	for {
		select {
		case err := <-done:
			t.Fatalf("the laptop closed (play returned %v) before the final scores were on the table screen", err)
		default:
		}
		if v := Get(t, tableURL+"/view"); strings.Contains(v, `"over":true`) && strings.Contains(v, want) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no final scores (%q) on the table screen: %s", want, Get(t, tableURL+"/view"))
		}
		time.Sleep(20 * time.Millisecond)
	}
	select {
	case err := <-done:
		t.Fatalf("the laptop closed (play returned %v) as soon as the final scores were shown: the pages lose them", err)
	case <-time.After(300 * time.Millisecond):
	}
	io.WriteString(w, "\n")
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("closing after the final scores: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Enter did not close tallyman after the final scores")
	}
}
