package phones

import (
	"regexp"
	"testing"
)

// TestPageWeightAndNoInternet: the page needs nothing from the internet
// (no CDN, no web font: no absolute URL, no @import, no url() to another
// origin) and its files (moves.js and moves.css too, issue 17) weigh
// under 100 KB together (issue 16).
func TestPageWeightAndNoInternet(t *testing.T) {
	total := 0
	remote := regexp.MustCompile(`(?i)(https?:)?//[a-z0-9.-]+\.[a-z]{2,}/|@import|@font-face|url\(\s*['"]?(https?:|//)`)
	for _, name := range []string{"web/page.html", "web/app.js", "web/app.css", "web/moves.js", "web/moves.css"} {
		b := mustRead(name)
		total += len(b)
		if m := remote.Find(b); m != nil {
			t.Errorf("%s reaches outside the laptop: %q", name, m)
		}
	}
	if total >= 100_000 {
		t.Errorf("the page weighs %d bytes, want under 100 KB", total)
	}
}
