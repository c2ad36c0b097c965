package rivalseas

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// tvJS measures the table page once it shows version %d or later ("" till
// then): whether it runs below or beside the screen, its fitting level,
// the board's parts it left out to fit, and its text.
const tvJS = `(() => {
	if (!(+document.body.getAttribute('data-version') >= %d)) return '';
	const d = document.documentElement;
	const dropped = [...document.querySelectorAll('.board .part[hidden]')].map(p => (p.closest('.area').querySelector('h2').innerText + ': ' + (p.querySelector('.label') || p).innerText).slice(0, 60));
	return JSON.stringify({scrolls: d.scrollHeight > innerHeight || d.scrollWidth > innerWidth, level: document.getElementById('app').getAttribute('data-level'), dropped, text: document.body.innerText});
})()`

// tvPage measures the Rival Seas board on a table page (the TV's).
type tvPage struct {
	t  *testing.T
	tv *phonetest.Phone
}

func tvBoard(t *testing.T, tv *phonetest.Phone) tvPage { return tvPage{t, tv} }

// whole waits for the page to show version, then checks that it leaves
// out none of the board's parts and shows every text of want; the page's
// fit is TableScreens.Check's.
func (p tvPage) whole(version int, moment string, want ...string) {
	t := p.t
	t.Helper()
	var s struct {
		Scrolls bool
		Level   string
		Dropped []string
		Text    string
	}
	raw, err := chromedp.Run(p.tv.Ctx, chromedp.Poll[string](fmt.Sprintf(tvJS, version),
		chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(20*time.Second)))
	if err != nil {
		t.Fatalf("%s: the TV never showed version %d: %v", moment, version, err)
	}
	if err := json.Unmarshal([]byte(raw), &s); err != nil {
		t.Fatal(err)
	}
	if s.Scrolls {
		t.Fatalf("%s: the TV page scrolls (level %s)", moment, s.Level)
	}
	if len(s.Dropped) > 0 {
		t.Errorf("%s: the TV left out %s (level %s)", moment, strings.Join(s.Dropped, "; "), s.Level)
	}
	for _, w := range want {
		if !strings.Contains(s.Text, w) {
			t.Errorf("%s: the TV does not show %q:\n%s", moment, w, s.Text)
		}
	}
}

// latestJS counts the latest moves the table page shows on its screen
// (the list under the head's last move) and the moves its view has.
const latestJS = `JSON.stringify({shown: [...document.querySelectorAll('.log ol.late li')].filter(li => {
	const r = li.getBoundingClientRect();
	return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
}).length, moves: document.querySelectorAll('.log ol.late li').length, level: document.getElementById('app').getAttribute('data-level')})`

// latest checks that the page shows at least one of the latest moves
// besides the last one (in the head) when it has any: a table expects
// them on the TV whenever there is room, beside the board or under it.
func (p tvPage) latest(moment string) {
	t := p.t
	t.Helper()
	var s struct {
		Shown, Moves int
		Level        string
	}
	raw, err := chromedp.Run(p.tv.Ctx, chromedp.Evaluate[string](latestJS))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(raw), &s); err != nil {
		t.Fatal(err)
	}
	if s.Moves > 1 && s.Shown == 0 {
		t.Errorf("%s: the TV shows none of the latest moves (%d in its log; level %s)", moment, s.Moves, s.Level)
	}
}
