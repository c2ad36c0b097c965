package phonetest

import (
	"encoding/json"
	"fmt"

	"github.com/chromedp/chromedp"
)

// tableFaultsJS lists, one a line, what the page's drawn tables (a closed
// fold of panels opened first, two frames drawn since) do wrong with the names given: a table
// wider than its box (the box's scrollWidth past its clientWidth); a word
// of a cell broken across lines (a word may end a line after its hyphen;
// a run of Chinese or emoji counts as one word) although the table could
// hold it whole: a name's word where the table drawn again, hidden, with
// that cell's words kept whole, fits its box; another word where the
// table fits with every word but the names' whole.
const tableFaultsJS = `(async (names) => {
	const d = document.querySelector('details.others'); if (d) d.open = true;
	await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
	const out = [];
	const broken = (n, at, len) => {
		const r = document.createRange();
		r.setStart(n, at); r.setEnd(n, at + len);
		return new Set([...r.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.top))).size > 1;
	};
	const whole = c => { c.classList.remove('long'); c.style.overflowWrap = 'normal'; c.style.wordBreak = 'keep-all'; };
	const named = c => names.some(nm => c.textContent.includes(nm));
	// fitsWhole: table tb could hold the words of its k-th cell whole (k
	// < 0: every cell's but the names', each name let break anywhere).
	const fitsWhole = (tb, k) => {
		const box = tb.parentElement, copy = tb.cloneNode(true), cells = copy.querySelectorAll('th, td');
		if (k >= 0) whole(cells[k]);
		else for (const c of cells) {
			if (!named(c)) whole(c);
			else { c.style.overflowWrap = 'anywhere'; c.style.wordBreak = 'normal'; }
		}
		copy.style.visibility = 'hidden';
		box.append(copy);
		// (A stacked breakdown's row is a grid: a name too wide runs out of
		// its table, which keeps its width.)
		const fits = copy.getBoundingClientRect().width <= box.clientWidth + 0.5 && box.scrollWidth <= box.clientWidth;
		copy.remove();
		return fits;
	};
	for (const tb of document.querySelectorAll('table')) {
		if (!tb.getClientRects().length) continue;
		const box = tb.parentElement;
		if (box.scrollWidth > box.clientWidth || tb.getBoundingClientRect().width > box.clientWidth + 0.5)
			out.push('table ' + Math.round(tb.getBoundingClientRect().width) + ' px wide (box scrolls ' + box.scrollWidth +
				') in a ' + box.clientWidth + ' px box: ' + tb.rows[0].textContent);
		[...tb.querySelectorAll('th, td')].forEach((c, k) => {
			const walk = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
			for (let n; (n = walk.nextNode());) {
				const spans = names.flatMap(nm => { const at = n.data.indexOf(nm); return at < 0 ? [] : [[at, at + nm.length]]; });
				for (const m of n.data.matchAll(/[^\s-]+-?/g)) {
					if (!broken(n, m.index, m[0].length)) continue;
					const inName = spans.some(([a, b]) => m.index >= a && m.index < b);
					if (!inName && fitsWhole(tb, -1)) out.push('"' + m[0] + '" broken in cell "' + c.textContent + '" though its table holds it whole with the names broken');
					else if (fitsWhole(tb, k)) out.push('name "' + m[0] + '" broken in cell "' + c.textContent + '" though its table holds it whole (' + box.clientWidth + ' px box)');
				}
			}
		});
	}
	return out.join('\n');
})`

// TableFaults returns what the page's tables do wrong, one fault a line
// (empty when all is well), opening the fold of the table's panels first:
// a table wider than its box; a word of one of names broken although its
// table could hold it whole (a name may break only where it cannot fit);
// another word broken although the table could hold every word but the
// names' whole.
func (p *Phone) TableFaults(names ...string) string {
	p.T.Helper()
	arg, _ := json.Marshal(names)
	s, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](fmt.Sprintf("%s(%s)", tableFaultsJS, arg), chromedp.EvalAwaitPromise))
	if err != nil {
		p.T.Fatalf("%s: checking the tables: %v", p.Name, err)
	}
	return s
}
