package phonetest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
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
