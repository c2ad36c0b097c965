package phones

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// termsBrokenJS lists, as "seat N: term", the terms of each bidder's
// amount on the table screen ("100 gold coins", "+ 10 gold coins",
// "= 110 gold coins") that run over more than one line, and, as
// "title", the title when it does: a line may break between the terms
// of a sum, never inside one that fits the line.
const termsBrokenJS = `(() => {
	const out = [];
	const lines = r => new Set([...r.getClientRects()].filter(q => q.width > 0).map(q => Math.round(q.top + q.height / 2))).size;
	const title = document.createRange();
	title.selectNodeContents(document.getElementById('title'));
	if (lines(title) > 1) out.push('title');
	for (const amt of document.querySelectorAll('.tv .bidder .amt')) {
		const n = amt.textContent, seat = amt.closest('.bidder').dataset.seat;
		for (const m of n.matchAll(/(^|[+=] )[^+=]+?(?= [+=]|$)/g)) {
			const r = document.createRange(), w = document.createTreeWalker(amt, NodeFilter.SHOW_TEXT);
			let at = 0, from = m.index, to = m.index + m[0].length, started = false;
			while (w.nextNode()) {
				const t = w.currentNode, end = at + t.data.length;
				if (!started && from < end) { r.setStart(t, from - at); started = true; }
				if (started && to <= end) { r.setEnd(t, to - at); break; }
				at = end;
			}
			if (lines(r) > 1) out.push('seat ' + seat + ': ' + m[0].trim());
		}
	}
	return out;
})()`

// TestBrowserTableOnAPhoneWrapsTheRunoffSum (a new user's try-out of
// tallyman bids: the table screen opened on a phone cut a runoff's sum,
// "100 gold coins + 1…", at the screen's right edge, and broke the title
// as "Sealed bids: lot / 1"): a room in "gold coins" with a 40-letter
// name, its table page at 390x844 and 360x640. At the runoff (Ann's
// extra sealed) and at the result (Ann 100 + 10 = 110 gold coins, the
// 40-letter name 100 + 5 = 105) nothing is drawn past the screen's
// edges or its card's, nothing is cut short, the sum reads whole
// ("100 gold coins + 10 gold coins = 110 gold coins") and breaks only
// between its terms, and the title is one line. Writes
// phonetable-runoff-MOMENT-WxH.png.
func TestBrowserTableOnAPhoneWrapsTheRunoffSum(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	long := "Bartholomew Maximilian Featherstonehaugh"
	room := NewGenericRoomIn([]string{"Ann", long, "Cid"}, 500, true, "gold coins")
	s, ts, _ := start(t, room, Options{})
	room.OnChange = s.Changed
	var pages []*phonetest.Phone
	for _, sz := range [][2]int64{{390, 844}, {360, 640}} {
		pages = append(pages, phonetest.OpenAt(t, browser, fmt.Sprintf("%dx%d", sz[0], sz[1]), ts.URL+s.TablePath(), sz[0], sz[1]))
	}
	bid := func(seat, n int) {
		t.Helper()
		if err := room.Act(seat, Action{Kind: ActBid, Amount: &n}); err != nil {
			t.Fatal(err)
		}
	}
	look := func(moment string, sums map[int]string) {
		t.Helper()
		for _, p := range pages {
			p.WaitVersion(room.Public().Version)
			p.WaitJS("the cards turned over", `document.getAnimations().length === 0`)
			shot := phonetest.ShotPath(t, fmt.Sprintf("phonetable-runoff-%s-%s.png", moment, p.Name))
			for seat, sum := range sums {
				p.WaitJS(fmt.Sprintf("seat %d's sum %q", seat, sum), fmt.Sprintf(`document.querySelector('.tv .bidder[data-seat="%d"] .amt').textContent.replace(/[\u2066-\u2069]/g, '') === %q`, seat, sum))
			}
			l := p.MeasureTable()
			if l.W > l.VW || len(l.Wider) > 0 {
				t.Errorf("%s, %s: the page is %d px wide on a %d px screen; past its edges: %s (see %s)", moment, p.Name, l.W, l.VW, strings.Join(l.Wider, "; "), shot)
			}
			if out := p.OutOfCards(); len(out) > 0 {
				t.Errorf("%s, %s: past its card: %s (see %s)", moment, p.Name, strings.Join(out, "; "), shot)
			}
			if cut := p.CutShort(); len(cut) > 0 {
				t.Errorf("%s, %s: cut short: %s (see %s)", moment, p.Name, strings.Join(cut, "; "), shot)
			}
			broken, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]string](termsBrokenJS))
			if err != nil {
				t.Fatal(err)
			}
			if len(broken) > 0 {
				t.Errorf("%s, %s: broken over two lines: %q (see %s)", moment, p.Name, broken, shot)
			}
			p.Screenshot(shot) // taken when asked for or failed
		}
	}
	if err := room.Start("the spice crate"); err != nil {
		t.Fatal(err)
	}
	bid(0, 100)
	bid(1, 100)
	bid(2, 3)
	bid(0, 10)
	look("runoff", map[int]string{0: "100 gold coins", 1: "100 gold coins", 2: "3 gold coins"})
	bid(1, 5)
	look("result", map[int]string{0: "100 gold coins + 10 gold coins = 110 gold coins", 1: "100 gold coins + 5 gold coins = 105 gold coins", 2: "3 gold coins"})
}
