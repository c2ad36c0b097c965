package phones

import (
	"regexp"
	"testing"
)

// TestPageWeightAndNoInternet: the pages need nothing from the internet
// (no CDN, no web font: no absolute URL, no @import, no url() to another
// origin) and each page's files weigh under 100 KB together (issues 16
// and 25): a player's page (with moves.js and moves.css, issue 17) and
// the table screen (with table.js and table.css).
func TestPageWeightAndNoInternet(t *testing.T) {
	remote := regexp.MustCompile(`(?i)(https?:)?//[a-z0-9.-]+\.[a-z]{2,}/|@import|@font-face|url\(\s*['"]?(https?:|//)`)
	for page, files := range map[string][]string{
		"player": {"web/page.html", "web/app.js", "web/app.css", "web/moves.js", "web/moves.css"},
		"table":  {"web/page.html", "web/app.js", "web/app.css", "web/table.js", "web/table.css"},
	} {
		total := 0
		for _, name := range files {
			b := mustRead(name)
			total += len(b)
			if m := remote.Find(b); m != nil {
				t.Errorf("%s reaches outside the laptop: %q", name, m)
			}
		}
		if total >= 100_000 {
			t.Errorf("the %s page weighs %d bytes, want under 100 KB", page, total)
		}
		t.Logf("the %s page: %d bytes", page, total)
	}
}
