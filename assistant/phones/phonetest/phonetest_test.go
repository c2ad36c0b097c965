package phonetest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
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
