package phones

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// TestBrowserHiddenTabsLeaveRoomForTheShownOne: a browser holds at most 6
// connections to one server, and each open tallyman page held one for
// its event stream, so the seventh tab of one phone (old games, the table
// page, a seat's page) never loaded. A page hidden for Options.HiddenGrace
// now closes its stream: with six tabs hidden, a seventh opens, goes live
// and shows each change; the laptop counts the hidden seat away, as a
// locked phone; a hidden tab shown again shows the latest view at once
// and is connected again.
func TestBrowserHiddenTabsLeaveRoomForTheShownOne(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := &askRoom{version: 1, phase: PhaseRunoff}
	s, _, _ := start(t, room, Options{HiddenGrace: 300 * time.Millisecond})
	room.changed = s.Changed
	// The pages open as frames of one page, /frames: one browser
	// profile, one pool of connections, each frame its own document.
	mux := http.NewServeMux()
	mux.HandleFunc("GET /frames", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><body style="margin:0">`)
	})
	pages := map[string]bool{s.SeatPath(0): true, s.SeatPath(1): true, s.TablePath(): true}
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if !pages[r.URL.Path] {
			s.Handler().ServeHTTP(w, r)
			return
		}
		// The page itself, allowed in a frame of this test's page.
		rec := httptest.NewRecorder()
		s.Handler().ServeHTTP(rec, r)
		for k, v := range rec.Header() {
			if k != "X-Frame-Options" && k != "Content-Security-Policy" {
				w.Header()[k] = v
			}
		}
		w.WriteHeader(rec.Code)
		w.Write(rec.Body.Bytes())
	})
	ts := httptest.NewServer(mux)
	t.Cleanup(ts.Close)
	top := phonetest.NewPhone(t, browser, "phone")
	top.Do(phonetest.Size(390, 844), chromedp.Navigate(ts.URL+"/frames"))
	// wait waits up to 20 s for js, true in the page.
	wait := func(what, js string) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for {
			ok, err := chromedp.Run(top.Ctx, chromedp.Evaluate[bool](js))
			if err == nil && ok {
				return
			}
			if time.Now().After(deadline) {
				text, _ := chromedp.Run(top.Ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('iframe')].map(f => f.contentDocument && f.contentDocument.body ? f.contentDocument.body.innerText.slice(0, 200) : '(none)').join(' | ')`))
				t.Fatalf("waiting for %s: %v; frames: %s", what, err, text)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	// frame runs js with f the i-th frame's document.
	frame := func(i int, js string) string {
		return fmt.Sprintf(`(() => { const f = document.querySelectorAll('iframe')[%d].contentDocument; return %s; })()`, i, js)
	}
	live := `!!f.getElementById('conn') && f.getElementById('conn').textContent.includes('Live')`
	// hide makes the frame's document hidden, as a tab behind another.
	hide := func(i int, hidden bool) {
		state := "visible"
		if hidden {
			state = "hidden"
		}
		top.Do(chromedp.Evaluate[chromedp.Void](frame(i, fmt.Sprintf(`(Object.defineProperty(f, 'visibilityState', {value: %q, configurable: true}), f.dispatchEvent(new Event('visibilitychange')), 0)`, state))))
	}

	// Ann's page three times and the table's three times, each hidden
	// once live; then Bob's, shown.
	urls := []string{s.SeatPath(0), s.TablePath(), s.SeatPath(0), s.TablePath(), s.SeatPath(0), s.TablePath(), s.SeatPath(1)}
	for i, u := range urls {
		top.Do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => { const f = document.createElement('iframe'); f.src = %q; f.style = 'width:390px;height:844px;border:0'; document.body.append(f); })()`, u)))
		wait(fmt.Sprintf("page %d (%d open before it) live", i+1, i), frame(i, live))
		if i < len(urls)-1 {
			hide(i, true)
		}
	}
	bob := len(urls) - 1

	// The hidden pages' streams close: Ann is away, as with a locked
	// phone, and no table screen is connected.
	waitStreams(t, []int{0, 1}, 0, s)
	// Resting is no trouble: no "cannot be reached" alert.
	wait("Ann's hidden page without alert", frame(0, `f.querySelector('p.alert[role=alert]').hidden && f.getElementById('conn').textContent.includes('Connecting')`))

	version := func(i, v int) {
		t.Helper()
		wait(fmt.Sprintf("page %d shows version %d", i+1, v), frame(i, fmt.Sprintf(`f.body.getAttribute('data-version') === '%d'`, v)))
	}
	room.set(PhaseDecide, false)
	version(bob, 2)
	room.set(PhaseResult, false)
	version(bob, 3)
	top.Do(chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.body.scrollHeight)`))
	top.ScreenshotHere(phonetest.ShotPath(t, "tabs-seventh-live-390x844.png"))

	// Shown again, a hidden page catches up at once (before its first
	// poll, 2 s on) and opens its stream again.
	hide(0, false)
	shown := time.Now()
	version(0, 3)
	if d := time.Since(shown); d > 1500*time.Millisecond {
		t.Errorf("Ann's page shown again showed the latest view after %v, want at once", d)
	}
	wait("Ann's page live again", frame(0, live))
	waitStreams(t, []int{1, 1}, 0, s)
	room.set(PhaseDecide, true)
	wait("Ann asked", frame(0, `f.body.textContent.includes('Accept: Bob pays $2')`))
	version(bob, 4)
}

// waitStreams waits up to 10 s until the server counts seats' open event
// streams (Connected) and table's (TableConnected).
func waitStreams(t *testing.T, seats []int, table int, s *Server) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		got, gotTable := s.Connected(), s.TableConnected()
		if slices.Equal(got, seats) && gotTable == table {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("open streams: seats %v, table %d; want seats %v, table %d", got, gotTable, seats, table)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
