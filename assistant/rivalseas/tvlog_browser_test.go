package rivalseas

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	rs "tallyman/engines/rivalseas"
)

// listJS measures the latest moves a page lists (drawn, not left out):
// how many; those whose number ("1317.", measured in the line's font)
// starts left of the list's box or whose text ends right of it; the
// room left under the list's box; and one line's height.
const listJS = `(() => {
	const box = document.querySelector('section.log').getBoundingClientRect();
	const c = document.createElement('canvas').getContext('2d');
	const lis = [...document.querySelectorAll('.log ol.late li')].filter(l => l.getClientRects().length > 0);
	const out = [];
	for (const l of lis) {
		const r = l.getBoundingClientRect(), cs = getComputedStyle(l);
		c.font = cs.fontWeight + ' ' + cs.fontSize + ' ' + cs.fontFamily;
		if (r.left - c.measureText(l.value + '. ').width < box.left || r.right > box.right + 0.5 || l.scrollWidth > l.clientWidth + 1) out.push(l.value);
	}
	const app = document.getElementById('app');
	const line = lis.length ? parseFloat(getComputedStyle(lis[0]).lineHeight) || 1.2 * parseFloat(getComputedStyle(lis[0]).fontSize) : 0;
	return JSON.stringify({listed: lis.length, out, free: innerHeight - box.bottom, line, wide: document.documentElement.scrollWidth > innerWidth, level: app.getAttribute('data-level')});
})()`

type listed struct {
	Listed int
	Out    []int
	Free   float64
	Line   float64
	Wide   bool
	Level  string
}

func readListed(t *testing.T, p *phonetest.Phone) listed {
	t.Helper()
	raw, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](listJS))
	if err != nil {
		t.Fatal(err)
	}
	var l listed
	if err := json.Unmarshal([]byte(raw), &l); err != nil {
		t.Fatal(err)
	}
	return l
}

// TestBrowserLongLogListsFitTheirBoxAndFillTheRoom (a new user's
// try-out, phones only): a 3-player game whose log is 1,317 lines long
// (a long game's), one player named with 40 letters and no space. On
// the TV (1920x1080) and a laptop's screen (1366x768) the list of
// latest moves keeps every number ("1316.") and every line inside its
// box (the numbers of a long game ran past its left edge: the room for
// them was set in a style attribute the page's policy drops), and it
// lists every move the view has before the last (phones.LogLines less
// one) unless no entry of two lines more would fit under it (it
// listed 2 to 5 over empty room). The phones (390x844, 360x640) keep their numbers inside
// the box too.
func TestBrowserLongLogListsFitTheirBoxAndFillTheRoom(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	const long = "Abcdefghijklmnopqrstuvwxyzabcdefghijklmn"
	g, err := NewGame(t.TempDir(), []string{"Ann", long, "Cy"}, rs.DefaultBoard(), rs.Options{}, 11)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	rnd := rand.New(rand.NewPCG(11, 16))
	for range 7 {
		if _, err := r.Do(rs.RandomMove(r.State(), rnd)); err != nil {
			t.Fatal(err)
		}
	}
	r.Mu.Lock()
	var early []string
	for i := len(r.Log); i < 1316; i++ {
		early = append(early, []string{"Ann takes 1 credit (Funding).", long + " ends their turn.", "Cy takes 1 credit (Funding)."}[i%3])
	}
	r.Log = append(early, r.Log...)
	r.Mu.Unlock()
	if _, err := r.Do(rs.RandomMove(r.State(), rnd)); err != nil {
		t.Fatal(err)
	}
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	n := len(r.WholeLog())
	if n < 1000 {
		t.Fatalf("the log has %d lines: this test wants 4-digit numbers", n)
	}
	for _, sz := range [][2]int64{phonetest.TV, phonetest.Laptop, {390, 844}, {360, 640}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			p := phonetest.OpenAt(t, browser, fmt.Sprintf("%dx%d", sz[0], sz[1]), ts.URL+srv.TablePath(), sz[0], sz[1])
			if sz[0] < 500 {
				p = phonetest.OpenAt(t, browser, fmt.Sprintf("%dx%d", sz[0], sz[1]), ts.URL+srv.SeatPath(1), sz[0], sz[1])
			}
			p.WaitVersion(r.Public().Version)
			p.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("rivalseas-longlog-%dx%d.png", sz[0], sz[1])))
			l := readListed(t, p)
			if l.Listed == 0 || len(l.Out) > 0 || l.Wide {
				t.Errorf("%s: %d moves listed; out of their box: %v; page wider than the screen: %v", p.Name, l.Listed, l.Out, l.Wide)
			}
			if sz[0] > 500 && l.Listed < phones.LogLines-1 && l.Free >= 2*l.Line {
				t.Errorf("%s: %d moves listed before the last (the view has %d) over %.0f px left empty, room for two lines of %.0f (level %s)", p.Name, l.Listed, phones.LogLines-1, l.Free, l.Line, l.Level)
			}
			t.Logf("%s: %+v", p.Name, l)
		})
	}
}
