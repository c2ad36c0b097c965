package phonetest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
)

func TestMain(m *testing.M) { os.Exit(Main(m)) }

// page serves a page that shows its origin's stored "seat" in #seat and
// says it is live, as the phone pages do.
func page(t *testing.T) string {
	t.Helper()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><p id="conn">Live</p><p id="seat"></p>
<script>document.getElementById('seat').textContent = localStorage.getItem('seat') || 'none';</script>`)
	}))
	t.Cleanup(ts.Close)
	return ts.URL
}

// TestSharedBrowser: under Main the tests of a package share one
// Chromium; each test, and each phone in it, gets its own browser
// context, so what one phone stores no other phone sees, in the same test
// or a later one; a test's end closes its phones, not the browser.
func TestSharedBrowser(t *testing.T) {
	var first *chromedp.Browser
	url := page(t)
	for i, name := range []string{"first test", "second test"} {
		t.Run(name, func(t *testing.T) {
			browser := NewBrowser(t)
			b := chromedp.FromContext(browser).Browser
			if b == nil {
				t.Fatal("the test's context has no browser")
			}
			if i == 0 {
				first = b
			} else if b != first {
				t.Error("the second test got another browser, not the package's")
			}
			ann := Open(t, browser, "Ann", url)
			ann.WaitText("none")
			ann.Do(chromedp.Evaluate[chromedp.Void](`localStorage.setItem('seat', 'Ann')`), chromedp.Reload())
			ann.WaitText("Ann")
			// Another phone, on the same page: its own storage.
			bob := Open(t, browser, "Bob", url)
			bob.WaitText("none")
		})
	}
}

// TestKeptPageIsEmptied: the page a test leaves behind is the next
// phone's (issue 27: no new renderer), and comes to it as a fresh one
// does: no storage, no history, the window shown, no emulated screen,
// touch or dark mode.
func TestKeptPageIsEmptied(t *testing.T) {
	url := page(t)
	var first string
	for i, name := range []string{"a test that leaves its page", "the next test"} {
		t.Run(name, func(t *testing.T) {
			browser := NewBrowser(t)
			p := NewPhone(t, browser, "phone")
			p.Do(chromedp.Navigate(url))
			id := string(chromedp.FromContext(p.Ctx).Target.TargetID)
			if i == 0 {
				first = id
				ts := &TableScreens{T: t, Name: "kept", Pages: []*Phone{p}, sizes: [][2]int64{{390, 844}}}
				p.Do(Size(390, 844), DarkMode(true), chromedp.Evaluate[chromedp.Void](`localStorage.setItem('seat', 'Ann')`), chromedp.Navigate(url+"/again"))
				ts.show(false)
				p.WaitText("Ann")
				return
			}
			if id != first {
				t.Errorf("the next test's phone is page %s, not the page the first left (%s)", id, first)
			}
			got, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]any](`[document.getElementById('seat').textContent, history.length, screen.width === 390,
				document.visibilityState, matchMedia('(prefers-color-scheme: dark)').matches, navigator.maxTouchPoints]`))
			if err != nil {
				t.Fatal(err)
			}
			// The history: the page the phone opened on (about:blank),
			// then url.
			want := []any{"none", 2.0, false, "visible", false, 0.0}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("the kept page: [stored seat, history, 390 px screen, visibility, dark, touch points] = %v, want %v", got, want)
			}
		})
	}
}

// TestPhoneGetsNoNetworkEvents: a phone's page sends the test no network
// or style-sheet events (issue 27: each event of a phone's stream came
// to the test whole, twice), while its stream still reaches the page.
func TestPhoneGetsNoNetworkEvents(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/events" {
			w.Header().Set("Content-Type", "text/event-stream")
			for i := range 3 {
				fmt.Fprintf(w, "data: view %d\n\n", i+1)
			}
			return
		}
		fmt.Fprint(w, `<!doctype html><p id="conn">Live</p><p id="got"></p><link rel="stylesheet" href="data:text/css,p{margin:0}">
<script>new EventSource('/events').onmessage = e => { document.getElementById('got').textContent += e.data + ';'; };</script>`)
	}))
	t.Cleanup(ts.Close)
	browser := NewBrowser(t)
	p := NewPhone(t, browser, "phone")
	var mu sync.Mutex
	var kinds []string
	if err := chromedp.Listen(p.Ctx, func(ev any) {
		if k := fmt.Sprintf("%T", ev); strings.HasPrefix(k, "*network.") || strings.HasPrefix(k, "*css.") {
			mu.Lock()
			kinds = append(kinds, k)
			mu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	p.Do(chromedp.Navigate(ts.URL))
	p.WaitJS("the stream's three events on the page", `document.getElementById('got').textContent.startsWith('view 1;view 2;view 3;')`)
	mu.Lock()
	defer mu.Unlock()
	if len(kinds) > 0 {
		t.Errorf("the test got %d network or style-sheet events from the page, first %s; want none", len(kinds), kinds[0])
	}
}
