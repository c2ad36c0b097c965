package rivalseas

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	rs "tallyman/engines/rivalseas"
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

// TestBrowserRivalTVShowsTheWholeTable: the tester's game (4 players, the
// longest names, the demo tiles; a random game, seed 78, that ends in a
// tie on VP) with the table page on a 1920x1080 TV. After every move the
// page fits the screen without scrolling. At the bonus-slot choice, the
// start of round 1, just after the halfway production, at a dividend and
// at the end it leaves out none of the board's parts (so every company's
// container value, the containers on its hex and its navigation points,
// the demand slots, the sea tiles and every player's upgrades are on the
// screen); it shows the bonus slots on offer during the setup (rival-seas.txt
// 4 step 1), the container market with its slots and the bag (Setup
// steps 3 and 5) once the game is on, what the halfway production made (6),
// and at the end the tie-break of the two
// players on the same VP (7: the most shares). Screenshots:
// rivalseas-tv-MOMENT.png.
func TestBrowserRivalTVShowsTheWholeTable(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	b := rs.DefaultBoard()
	opts, err := TileOptions(b, "demo", nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(t.TempDir(), []string{"Zoë", "李雷", "عائشة", "Maximiliana Wolkenstein-Oberhausen Ürdal"}, b, opts, 78)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	tv := phonetest.OpenAt(t, browser, "tv", ts.URL+srv.TablePath(), 1920, 1080)
	type seen struct {
		Scrolls bool
		Level   string
		Dropped []string
		Text    string
	}
	look := func(moment string) seen {
		t.Helper()
		var s seen
		raw, err := chromedp.Run(tv.Ctx, chromedp.Poll[string](fmt.Sprintf(tvJS, r.Public().Version),
			chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(20*time.Second)))
		if err != nil {
			t.Fatalf("%s: the TV never showed version %d: %v", moment, r.Public().Version, err)
		}
		if err := json.Unmarshal([]byte(raw), &s); err != nil {
			t.Fatal(err)
		}
		if s.Scrolls {
			tv.Screenshot(phonetest.ShotPath(t, "rivalseas-tv-misfit.png"))
			t.Fatalf("%s: the TV page scrolls (level %s)", moment, s.Level)
		}
		return s
	}
	whole := func(moment string, want ...string) seen {
		t.Helper()
		s := look(moment)
		tv.ScreenshotView(phonetest.ShotPath(t, "rivalseas-tv-"+moment+".png"))
		if len(s.Dropped) > 0 {
			t.Errorf("%s: the TV left out %s (level %s)", moment, strings.Join(s.Dropped, "; "), s.Level)
		}
		for _, w := range want {
			if !strings.Contains(s.Text, w) {
				t.Errorf("%s: the TV does not show %q:\n%s", moment, w, s.Text)
			}
		}
		return s
	}
	whole("bonus", "Bonus slots", "slot 1: 1 nav point", "free", "Random stack")
	rnd := rand.New(rand.NewPCG(78, 1))
	shot := map[string]bool{}
	for moves := 0; r.State().Phase != rs.PhaseOver; moves++ {
		if moves == 3000 {
			t.Fatal("no end after 3000 moves")
		}
		before := r.State()
		if _, err := r.Do(rs.RandomMove(before, rnd)); err != nil {
			t.Fatal(err)
		}
		s := r.State()
		moment := fmt.Sprintf("after move %d", moves+1)
		switch {
		case !shot["round1"] && s.Phase == rs.PhasePlay:
			shot["round1"] = true
			whole("round1", "Container market", "Slots", "Bag ", "Next", "Sea tiles", "Nav points")
		case !shot["halfway"] && s.Halfway && !before.Halfway:
			shot["halfway"] = true
			whole("halfway", "Produced (halfway, round 1)")
		case !shot["dividend"] && s.Pending != nil && s.Pending.Kind == rs.PendingDividend:
			shot["dividend"] = true
			whole("dividend", "Waiting for")
		default:
			look(moment)
		}
	}
	res := rs.FinalScore(r.State())
	if len(res.TieBreaks) == 0 || res.TieBreaks[0].By != "shares" {
		t.Fatalf("this game was to end in a tie broken by shares: %+v", res.TieBreaks)
	}
	whole("end", res.TieBreaks[0].Text)
}
