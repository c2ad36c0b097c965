package minicontainers

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// tableFaults lists, in the page, what its tables do wrong: a table wider
// than its box, and a word of a cell broken across lines (a word may end
// a line after its hyphen; a cell holding the long name is let alone:
// it may break where it must). Empty when all is well.
const tableFaults = `(() => {
	const d = document.querySelector('details.others'); if (d) d.open = true;
	const out = [];
	for (const tb of document.querySelectorAll('table')) {
		if (!tb.getClientRects().length) continue;
		const box = tb.closest('.scroll') || tb.parentElement;
		if (tb.getBoundingClientRect().width > box.clientWidth + 0.5)
			out.push('table ' + Math.round(tb.getBoundingClientRect().width) + ' px wide in a ' + box.clientWidth + ' px box: ' + tb.rows[0].textContent);
		for (const c of tb.querySelectorAll('th, td')) {
			if (/Maximiliana|Konstantinopoulou|Whitmoreby/.test(c.textContent)) continue;
			const walk = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
			for (let n; (n = walk.nextNode());) {
				for (const m of n.data.matchAll(/[^\s-]+-?/g)) {
					const r = document.createRange();
					r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
					const tops = new Set([...r.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.top)));
					if (tops.size > 1) out.push('"' + m[0] + '" broken in cell "' + c.textContent + '"');
				}
			}
		}
	}
	return out.join('\n');
})()`

// TestBrowserPhoneTablesKeepWordsWhole: Mini Containers for "🦊 Foxy",
// "Maximiliana Konstantinopoulou-Whitmoreby" (40 letters, the longest
// name allowed), Bob and Cy, on phones of 390x844 and 360x640. In round
// 1 (after 6 moves) the "The table" panels and at the end the final
// scores: no table is wider than its box, and no cell's word but the
// long name's breaks across lines (a tester saw "Cont/ainer", "H/an/d"
// and the Total column cut off). Screenshots:
// mini-tables-MOMENT-WxH.png.
func TestBrowserPhoneTablesKeepWordsWhole(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	names := []string{"🦊 Foxy", "Maximiliana Konstantinopoulou-Whitmoreby", "Bob", "Cy"}
	g, err := NewGame(t.TempDir(), names, mc.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	ph := roomtest.ServePhones(t, r, &r.OnChange)
	sizes := [][2]int64{{390, 844}, {360, 640}}
	pages := roomtest.OpenSeats(t, browser, ph.Server, ph.URL, "", sizes)
	check := func(moment string) {
		t.Helper()
		for i, p := range pages {
			p.WaitVersion(r.Public().Version)
			p.WaitJS("the tables drawn", `document.querySelectorAll('table').length > 0`)
			faults, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](tableFaults))
			if err != nil {
				t.Fatal(err)
			}
			if faults != "" {
				t.Errorf("%s, %dx%d:\n%s", moment, sizes[i][0], sizes[i][1], faults)
			}
			p.Screenshot(phonetest.ShotPath(t, fmt.Sprintf("mini-tables-%s-%dx%d.png", moment, sizes[i][0], sizes[i][1])))
		}
	}
	rnd := rand.New(rand.NewPCG(7, 49))
	moves := 0
	for tries := 0; r.State().Phase != mc.Over; tries++ {
		if tries == 100000 {
			t.Fatalf("no end after %d tries (%d moves)", tries, moves)
		}
		m := mc.RandomMove(r.State(), rnd)
		if _, err := r.Do(m); err != nil {
			continue
		}
		if moves++; moves == 6 {
			check("round1")
		}
	}
	check("end")
}
