package rivalseas

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	rs "tallyman/engines/rivalseas"
)

// TestBrowserRivalTableOnATabletFitsAWholeGame (its setup's 11 board
// areas ran 56 px below a 768x1024 tablet stood upright): the tester's
// whole game (4 players with the longest names, the demo tiles, seed 78:
// see TestBrowserRivalTableFitsAWholeGame), with the table page open on
// tablets held upright, 768x1024 and 600x960, and on one held sideways,
// 1024x768. After every move each page fits its screen with no scrolling
// and shows no text under 16 px (12.5 px at 600 px wide:
// TableScreens.Check), and shows the sea tiles as laid, every slot (the
// players need them at the table; at 768x1024 they were left out from
// move 107 on, in 231 of the game's 322 moves). After the first move
// (the setup), at move 150 and at move 250 it still shows whose turn it
// is and every player's credits, shares, ship and upgrades. Screenshots
// then and at the end: rivalseas-tablet-MOMENT-WxH.png.
func TestBrowserRivalTableOnATabletFitsAWholeGame(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r := testersRoom(t)
	screens := roomtest.TableScreensAt(t, browser, "rivalseas-tablet", r, &r.OnChange, append(roomtest.Tablets, [2]int64{1024, 768})...)
	rnd := rand.New(rand.NewPCG(78, 1))
	moves := 0
	for ; r.State().Phase != rs.PhaseOver; moves++ {
		if moves == 3000 {
			t.Fatal("no end after 3000 moves")
		}
		m := rs.RandomMove(r.State(), rnd)
		if _, err := r.Do(m); err != nil {
			t.Fatalf("move %d (%+v): %v", moves, m, err)
		}
		screens.Check(r.Public().Version, fmt.Sprintf("after move %d (%s)", moves+1, m.Type))
		if r.State().Phase != rs.PhaseOver {
			for _, p := range screens.Pages {
				mustShowSeaTiles(t, p, fmt.Sprintf("after move %d", moves+1))
			}
		}
		switch moves {
		case 0, 150, 250:
			moment := map[int]string{0: "setup", 150: "mid", 250: "late"}[moves]
			screens.Shot(moment)
			for _, p := range screens.Pages {
				mustShow(t, p, moment)
			}
		}
	}
	screens.Shot("end")
	t.Logf("%d moves, %d checks, fitting level changes by page %v, layouts %v", moves, screens.Checks, screens.Relevels, screens.Layouts)
}

// mustShow fails the test unless the table page p shows whose turn it
// is and, on every player's board, their credits, shares, ship and
// upgrades.
func mustShow(t *testing.T, p *phonetest.Phone, moment string) {
	t.Helper()
	missing, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]string](`(() => {
		const shown = e => e && e.getClientRects().length > 0, out = [];
		if (!shown(document.querySelector('.turn .whose'))) out.push('whose turn');
		for (const a of document.querySelectorAll('.board .area.player')) {
			const labels = [...a.querySelectorAll('.part .label')].filter(shown).map(e => e.textContent.split(' ')[0]);
			for (const w of ['Credits', 'Shares', 'Ship', 'Upgrades']) if (!labels.includes(w)) out.push(a.querySelector('h2 .name').textContent + ': ' + w);
		}
		return out;
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) > 0 {
		t.Errorf("%s, %s: the page does not show %v", p.Name, moment, missing)
	}
}

// mustShowSeaTiles fails the test unless the table page p shows the sea
// tiles as laid, each of the demo layout's four slots whole in the
// window.
func mustShowSeaTiles(t *testing.T, p *phonetest.Phone, moment string) {
	t.Helper()
	shown, err := chromedp.Run(p.Ctx, chromedp.Evaluate[int](`(() => {
		const part = [...document.querySelectorAll('.board .part')].find(e => (e.querySelector('.label') || {}).textContent === 'Sea tiles');
		if (!part || !part.getClientRects().length) return 0;
		return [...part.querySelectorAll('.space')].filter(e => { const b = e.getBoundingClientRect(); return b.width > 0 && b.top >= 0 && b.bottom <= innerHeight && b.left >= 0 && b.right <= innerWidth; }).length;
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	if shown != 4 {
		t.Fatalf("%s, %s: the page shows %d of the 4 sea tiles as laid", p.Name, moment, shown)
	}
}
