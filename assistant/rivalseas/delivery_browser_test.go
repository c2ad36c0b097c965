package rivalseas

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	rs "tallyman/engines/rivalseas"
)

// TestBrowserDeliveryIsOneLatestMoveNamingWhoDelivered (a new user's
// try-out, phones only): a 4-player game (seed 11, a 40-letter name
// without a space) played by the engine's RandomMove to its first
// delivery. The delivery, with the market, stock values and demand it
// moved (rival-seas.txt 5.4), is one entry of the latest moves that
// starts with who delivered: the last on a phone (390x844) and the
// table screen's last move (1920x1080); as a line each, the six or more
// lines pushed it out of both. The same phone at 200 % text, at 390x844
// and 360x640, keeps its panels inside the screen with room for their
// values (the Demand and Invest panels went a letter a line, 398 px
// wide in 390).
func TestBrowserDeliveryIsOneLatestMoveNamingWhoDelivered(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Abcdefghijklmnopqrstuvwxyzabcdefghijklmn", "Cy", "Dee"}, rs.DefaultBoard(), rs.Options{}, 11)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	rnd := rand.New(rand.NewPCG(11, 16))
	who := ""
	for step := 0; step < 3000 && who == ""; step++ {
		m := rs.RandomMove(r.State(), rnd)
		if _, err := r.Do(m); err != nil {
			t.Fatal(err)
		}
		if m.Type == rs.MoveDeliver {
			who = r.State().Players[m.Player].Name
		}
	}
	if who == "" {
		t.Fatal("no delivery was made")
	}
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	want := who + " delivers "
	phone := phonetest.OpenAt(t, browser, "Dee", ts.URL+srv.SeatPath(3), 390, 844)
	phone.WaitJS("the last of the latest moves is the delivery, naming "+who, fmt.Sprintf(
		`(() => { const l = [...document.querySelectorAll('.log ol.late li')].pop(); return !!l && l.textContent.replace(/[\u2066-\u2069]/g, '').startsWith(%q); })()`, want))
	tv := phonetest.OpenAt(t, browser, "table", ts.URL+srv.TablePath(), 1920, 1080)
	tv.WaitJS("the table's last move is the delivery", fmt.Sprintf(
		`document.querySelector('p.last') && document.querySelector('p.last').textContent.replace(/[\u2066-\u2069]/g, '').startsWith(%q)`, want))
	last := r.WholeLog()[len(r.WholeLog())-1]
	for _, part := range []string{"market value", "now demands"} {
		if !strings.Contains(last, part) {
			t.Errorf("the delivery's entry does not say what it moved (%q): %q", part, last)
		}
	}
	phone.Do(phonetest.TextSize(200))
	for _, sz := range [][2]int64{{390, 844}, {360, 640}} {
		phone.Do(phonetest.Size(sz[0], sz[1]))
		phone.WaitJS(fmt.Sprintf("at %dx%d in 200 %% text no panel wider than the screen, every value 4 letters wide or more", sz[0], sz[1]),
			fmt.Sprintf(`innerWidth === %d && document.documentElement.scrollWidth <= innerWidth && document.querySelectorAll('.panel dd').length > 0 && [...document.querySelectorAll('.panel dd')].every(d => d.getBoundingClientRect().width >= 4 * parseFloat(getComputedStyle(d).fontSize))`, sz[0]))
		phone.WaitJS("the Invest board in view", `(() => { const h = [...document.querySelectorAll('.panel h2')].find(e => e.textContent.startsWith('Invest')); if (!h) return false; h.scrollIntoView(); return true; })()`)
		phone.ScreenshotHere(phonetest.ShotPath(t, fmt.Sprintf("rivalseas-invest-%dx%d-text200.png", sz[0], sz[1])))
	}
}
