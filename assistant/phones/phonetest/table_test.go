package phonetest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// fatalTB is a test that records its first Fatalf and stops the
// goroutine there, as testing.T does, for checks that are meant to fail.
type fatalTB struct {
	testing.TB
	msg string
}

func (f *fatalTB) Fatalf(format string, args ...any) {
	f.msg = fmt.Sprintf(format, args...)
	runtime.Goexit()
}

// TestCheckFindsSmallTextAndMisfits: TableScreens.Check, on a page at TV
// size showing version 3, fails on a shown text under MinText px, naming
// its size and text, and not on one as small that is hidden (display:
// none, the hidden attribute) nor on one of MinText px; it fails on a
// page taller than the screen, and on a box's text cut short (see
// TestCutShortFindsWordsABoxCouldHold); it passes the page with none of
// these.
func TestCheckFindsSmallTextAndMisfits(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><style>body { margin: 0; } p { font: 20px sans-serif; margin: 0; }</style>
<body data-version="3"><p id="conn">Live</p><main id="app">
<p>Whose turn</p>
<p style="display: none">hidden small <span style="font-size: 10px">ten</span></p>
<p hidden style="font-size: 11px">hidden eleven</p>
%s
</main></body>`, r.URL.Query().Get("add"))
	}))
	t.Cleanup(ts.Close)
	browser := NewBrowser(t)
	for _, tc := range []struct{ name, add, want string }{
		{"fits", ``, ""},
		{"small text", `<p><b style="font-size: 12px">Loans</b> and more</p>`, "text under 20 px: 12.0 px: Loans"},
		{"taller than the screen", `<div style="height: 1200px">tall</div>`, "the page is 1920x"},
		{"cut short", `<p style="width: 100px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">cards to record on sale</p>`, `text cut short though its words could be shown whole: "cards to record on sale"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			screens := OpenTableScreensAt(t, browser, "check-"+strings.ReplaceAll(tc.name, " ", "-"), ts.URL+"/?add="+url.QueryEscape(tc.add), TV)
			f := &fatalTB{TB: t}
			screens.T = f
			done := make(chan struct{})
			go func() {
				defer close(done)
				screens.Check(3, "the test")
			}()
			<-done
			if tc.want == "" && f.msg != "" || !strings.Contains(f.msg, tc.want) {
				t.Errorf("Check failed with %q, want %q", f.msg, tc.want)
			}
		})
	}
}

// TestShotWritesPicturesOnlyWhenAsked: TableScreens.Shot on a fitting
// page at 1366x768 writes NAME-MOMENT-1366x768.png into the folder named
// by $TALLYMAN_SCREENSHOTS, and with neither that nor $TALLYMAN_SHOTS set
// it writes no picture (none in the temporary folder's tallyman-screens,
// where a picture went when no folder was named); either way it checks the page while shown, and
// fails on one taller than the screen.
func TestShotWritesPicturesOnlyWhenAsked(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><style>body { margin: 0; }</style>
<body data-version="1"><p id="conn">Live</p><main id="app"><p style="height: %spx">Whose turn</p></main></body>`, r.URL.Query().Get("h"))
	}))
	t.Cleanup(ts.Close)
	browser := NewBrowser(t)
	for _, tc := range []struct {
		name   string
		asked  bool
		height int
		fail   string
	}{
		{"asked", true, 100, ""},
		{"not asked", false, 100, ""},
		{"not asked, too tall", false, 1200, "does not fit the 1366x768 screen"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			// The folder a picture went to when none was named.
			fallback := filepath.Join(os.TempDir(), "tallyman-screens")
			os.Remove(filepath.Join(fallback, "shot-start-1366x768.png"))
			t.Setenv("TALLYMAN_SHOTS", "")
			t.Setenv("TALLYMAN_SCREENSHOTS", "")
			if tc.asked {
				t.Setenv("TALLYMAN_SCREENSHOTS", dir)
			}
			screens := OpenTableScreensAt(t, browser, "shot", fmt.Sprintf("%s/?h=%d", ts.URL, tc.height), Laptop)
			f := &fatalTB{TB: t}
			screens.T = f
			done := make(chan struct{})
			go func() {
				defer close(done)
				screens.Shot("start")
			}()
			<-done
			if tc.fail == "" && f.msg != "" || !strings.Contains(f.msg, tc.fail) {
				t.Errorf("Shot failed with %q, want %q", f.msg, tc.fail)
			}
			_, err := os.Stat(filepath.Join(dir, "shot-start-1366x768.png"))
			if written := err == nil; written != tc.asked {
				t.Errorf("asked for pictures: %v; the picture written: %v", tc.asked, written)
			}
			if _, err := os.Stat(filepath.Join(fallback, "shot-start-1366x768.png")); !tc.asked && err == nil {
				t.Errorf("not asked for pictures, Shot wrote one in %s", fallback)
			}
		})
	}
}
