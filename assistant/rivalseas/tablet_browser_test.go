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
// tablets held upright, 768x1024 and 600x960. After every move each page
// fits its screen with no scrolling and shows no text under 16 px (12.5
// px at 600 px wide: TableScreens.Check). After the first move (the
// setup), at move 150 and at move 250 it still shows whose turn it is and
// every player's credits, shares, ship and upgrades (it may leave out
// the sea tiles as laid: phones.Part.Spare). Screenshots then and at
// the end: rivalseas-tablet-MOMENT-WxH.png.
func TestBrowserRivalTableOnATabletFitsAWholeGame(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r := testersRoom(t)
	screens := roomtest.TableScreensAt(t, browser, "rivalseas-tablet", r, &r.OnChange, roomtest.Tablets...)
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
