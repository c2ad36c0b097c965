package phones

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// brokenPhrasesJS lists, as "where: text", the phrases of the table
// screen that run over two lines: the title, and on each bidder's card
// an amount ("$250", "$250 + $25 = $275") or a state ("✓ Sealed",
// "… Waiting", "not in the runoff"). Each phrase's text is measured with
// a Range over the card's text, whatever elements hold it: one on one
// line has its boxes at one height.
const brokenPhrasesJS = `(() => {
	const out = [];
	const lines = (nodes, from, to) => {
		const r = document.createRange();
		let at = 0, started = false;
		for (const n of nodes) {
			const end = at + n.data.length;
			if (!started && from < end) { r.setStart(n, from - at); started = true; }
			if (started && to <= end) { r.setEnd(n, to - at); break; }
			at = end;
		}
		return new Set([...r.getClientRects()].filter(q => q.width > 0).map(q => Math.round(q.top + q.height / 2))).size;
	};
	const check = (el, where, re) => {
		const w = document.createTreeWalker(el, NodeFilter.SHOW_TEXT), nodes = [];
		while (w.nextNode()) nodes.push(w.currentNode);
		const text = nodes.map(n => n.data).join('');
		for (const m of text.matchAll(re)) {
			if (lines(nodes, m.index, m.index + m[0].length) > 1) out.push(where + ': ' + m[0]);
		}
	};
	const title = document.getElementById('title');
	check(title, 'title', /^.+$/g);
	for (const card of document.querySelectorAll('.tv .bidder')) {
		const st = card.querySelector('.status');
		if (st) check(st, 'card ' + card.dataset.seat, /\$\d+( \+ \$\d+ = \$\d+)?|✓ Sealed|… Waiting|not in the runoff/g);
	}
	return out;
})()`

// TestBrowserBidsTableKeepsPhrasesWhole (a new user's try-out of
// tallyman bids, 5 players: "Sealed bids: lot / 1" on a TV, cards that
// read "$30 · … / Waiting" and "$5 + / $2 = / $7"): on the table screen
// of a sealed-bid room with 2, 5 and 8 bidders, names in every script
// and one of 40 letters, at 1920x1080, 1280x720 and a tablet's 768x1024
// and 600x960, the title and every amount and state on a bidder's card
// stay on one line each (names wrap instead), and the page fits with no
// text under the screen's least (TableScreens.Check): once Ann sealed
// (the page grown to fill the screen), at the runoff
// (Ann sealed her extra, the other tied bidder still waiting) and at
// the result ("$250 + $25 = $275"). Writes bids-N-sealing-WxH.png,
// bids-N-runoff-WxH.png and bids-N-result-WxH.png.
func TestBrowserBidsTableKeepsPhrasesWhole(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	long := "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
	all := []string{"Ann 🎲🃏 Dice Queen", long, "محمد عبد الرحمن", "李小龙", "דוד בן גוריון", "Bob-Erik Vanderberg-Wolff", "Cy", "Maximiliane Oberhollenzer"}
	sizes := [][2]int64{phonetest.TV, {1280, 720}, phonetest.Tablet, {600, 960}}
	// A subtest per count: its four pages are kept when it ends and the
	// next count's open in them (phonetest's pool) instead of in new ones.
	for _, n := range []int{2, 5, 8} {
		t.Run(fmt.Sprintf("%d bidders", n), func(t *testing.T) { bidsTableKeepsPhrasesWhole(t, browser, all[:n], sizes) })
	}
}

// bidsTableKeepsPhrasesWhole is TestBrowserBidsTableKeepsPhrasesWhole
// with the bidders all, on table screens of sizes.
func bidsTableKeepsPhrasesWhole(t *testing.T, browser context.Context, all []string, sizes [][2]int64) {
	n := len(all)
	room := NewGenericRoom(all, 1000, true)
	s, ts, _ := start(t, room, Options{HiddenGrace: time.Hour}) // the screens are hidden while measured (TableScreens): live all along
	room.OnChange = s.Changed
	name := fmt.Sprintf("bids-%d", n)
	screens := phonetest.OpenTableScreensAt(t, browser, name, ts.URL+s.TablePath(), sizes...)
	if err := room.Start("the spice crate"); err != nil {
		t.Fatal(err)
	}
	bid := func(seat, amount int) {
		t.Helper()
		if err := room.Act(seat, Action{Kind: ActBid, Amount: &amount}); err != nil {
			t.Fatalf("%d bidders: seat %d's $%d: %v", n, seat, amount, err)
		}
	}
	look := func(moment string) {
		t.Helper()
		screens.Check(room.Public().Version, moment)
		screens.Shot(moment)
		for i, p := range screens.Pages {
			broken, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]string](brokenPhrasesJS))
			if err != nil {
				t.Fatal(err)
			}
			if len(broken) > 0 {
				t.Errorf("%d bidders, %s, at %dx%d: phrases over two lines: %q", n, moment, sizes[i][0], sizes[i][1], broken)
			}
		}
	}
	// Ann and the 40-letter name tie at $250; the others bid less.
	bid(0, 250)
	look("sealing")
	bid(1, 250)
	for seat := 2; seat < n; seat++ {
		bid(seat, 10*seat)
	}
	bid(0, 25) // Ann's extra; the long name's is awaited
	look("runoff")
	bid(1, 5)
	look("result")
}
