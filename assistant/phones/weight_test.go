package phones

import (
	"regexp"
	"slices"
	"testing"
)

// TestPageWeightAndNoInternet: the pages need nothing from the internet
// (no CDN, no web font: no absolute URL, no @import, no url() to another
// origin) and each page weighs under 100 KB (issues 16 and 25) as a phone
// downloads it: the page and the files it loads, fetched from a real
// server on 127.0.0.1 with Accept-Encoding: gzip, counted as the bodies'
// bytes as sent (compressed). A player's page loads moves.js and
// moves.css (issue 17), the table screen table.js and table.css. The
// source files of a page may not pass 150 KB together either, so they
// cannot grow without bound behind the compression.
func TestPageWeightAndNoInternet(t *testing.T) {
	remote := regexp.MustCompile(`(?i)(https?:)?//[a-z0-9.-]+\.[a-z]{2,}/|@import|@font-face|url\(\s*['"]?(https?:|//)`)
	s, ts, _ := start(t, newFakeRoom("Ann", "Bob"), Options{Rate: 1000, Burst: 1000})
	// sent is the body of url's answer as it came over the wire.
	sent := func(url string) []byte {
		t.Helper()
		_, b := fetchSent(t, "GET", url, "gzip")
		return b
	}
	static := regexp.MustCompile(`"/static/([^"]+)"`)
	for _, pg := range []struct {
		name, path string
		files      []string // what the page loads from /static/, in its order
	}{
		{"player", s.SeatPath(0), []string{"app.css", "moves.css", "moves.js", "app.js"}},
		{"table", s.TablePath(), []string{"app.css", "table.css", "table.js", "app.js"}},
	} {
		html := sent(ts.URL + pg.path)
		wire := len(html)
		var loads []string
		for _, m := range static.FindAllSubmatch(html, -1) {
			loads = append(loads, string(m[1]))
			wire += len(sent(ts.URL + "/static/" + string(m[1])))
		}
		if !slices.Equal(loads, pg.files) {
			t.Errorf("the %s page loads %q, want %q", pg.name, loads, pg.files)
		}
		files := 0
		for _, name := range append([]string{"page.html"}, pg.files...) {
			b := mustRead("web/" + name)
			files += len(b)
			if m := remote.Find(b); m != nil {
				t.Errorf("%s reaches outside the laptop: %q", name, m)
			}
		}
		if wire >= 100_000 {
			t.Errorf("the %s page weighs %d bytes as sent, want under 100 KB", pg.name, wire)
		}
		if files >= 150_000 {
			t.Errorf("the %s page's files weigh %d bytes, want under 150 KB", pg.name, files)
		}
		t.Logf("the %s page: %d bytes as sent (gzip), %d bytes as files", pg.name, wire, files)
	}
}
