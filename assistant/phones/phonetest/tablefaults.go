package phonetest

import (
	"encoding/json"
	"fmt"

	"github.com/chromedp/chromedp"
)

// tableFaultsJS lists, one a line, what the page's drawn tables (a closed
// fold of panels opened first, two frames drawn since) do wrong with the
// names given: a table wider than its box (the box's scrollWidth past its
// clientWidth); a word of a column's name broken across lines (a table
// that fits no other way is drawn a row at a time, its heading hidden,
// each cell's column's name before it: class "col");
// a word of a cell broken across lines (a word may end a
// line after its hyphen; a run of Chinese or emoji counts as one word)
// although the table could hold it whole: a name's word where the table
// drawn again, hidden, with that cell's words kept whole, fits its box;
// another word where the table drawn again, hidden, with its columns
// close (4 px apart, as app.js draws a table too wide), fits with the names broken and only the words
// that break before this one broken, each cell keeping its other words
// whole: a body's words wider than it (a column's name breaks after
// every word of the body, the widest first).
const tableFaultsJS = `(async (names) => {
	const d = document.querySelector('details.others'); if (d) d.open = true;
	await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
	const out = [];
	const broken = (n, at, len) => {
		const r = document.createRange();
		r.setStart(n, at); r.setEnd(n, at + len);
		return new Set([...r.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.top))).size > 1;
	};
	const whole = c => { c.classList.remove('long'); c.style.overflowWrap = 'normal'; c.style.wordBreak = 'keep-all'; c.style.minWidth = ''; };
	const col = n => n.parentElement.classList.contains('col');
	const named = c => names.some(nm => [...c.childNodes].some(n => !(n.classList && n.classList.contains('col')) && n.textContent.includes(nm)));
	const head = c => c.parentElement.parentElement.tagName === 'THEAD';
	// widths: the widths of the words of cell c, drawn whole or not.
	const widths = c => {
		const out = [], walk = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
		for (let n; (n = walk.nextNode());) if (!col(n)) for (const m of n.data.matchAll(/[^\s\-\u2010\u2011]+/g)) {
			const r = document.createRange();
			r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
			out.push([...r.getClientRects()].reduce((s, x) => s + x.width, 0));
		}
		return out;
	};
	// fits: table tb, drawn again hidden, its cells changed by set, fits
	// its box.
	const fits = (tb, set) => {
		const box = tb.parentElement, copy = tb.cloneNode(true);
		set(copy, [...copy.querySelectorAll('th, td')]);
		copy.style.visibility = 'hidden';
		box.append(copy);
		// (A stacked breakdown's row is a grid: a name too wide runs out of
		// its table, which keeps its width.)
		const ok = copy.getBoundingClientRect().width <= box.clientWidth + 0.5 && box.scrollWidth <= box.clientWidth;
		copy.remove();
		return ok;
	};
	// fitsWhole: table tb could hold the words of its k-th cell whole.
	const fitsWhole = (tb, k) => fits(tb, (copy, cells) => whole(cells[k]));
	// fitsBefore: table tb, its columns close, could hold whole every word
	// but the names' and those breaking before a word w wide of a column's
	// name (inHead) or not.
	const fitsBefore = (tb, w, inHead) => fits(tb, (copy, cells) => {
		const close = !copy.classList.contains('breakdown');
		tb.querySelectorAll('th, td').forEach((c, k) => {
			const d = cells[k], ws = widths(c), before = v => v > w + 0.5 && (!head(c) || inHead) || (inHead && !head(c));
			if (close) d.style.paddingRight = d.nextElementSibling ? '4px' : '0';
			if (named(c) || ws.some(before)) {
				d.classList.add('long'); d.style.overflowWrap = 'anywhere'; d.style.wordBreak = 'normal'; d.style.boxSizing = 'content-box';
				d.style.minWidth = named(c) ? '' : Math.max(0, ...ws.filter(v => !before(v))) + 'px';
			} else whole(d);
		});
	});
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
					if (col(n)) {
						out.push('column name "' + m[0] + '" broken before "' + c.textContent + '"');
						continue;
					}
					if (head(c)) {
						// (A table drawn a row at a time hides its heading
						// in a box a pixel wide.)
						if (c.closest('thead').getBoundingClientRect().width > 1) out.push('column name "' + m[0] + '" broken in "' + c.textContent + '"');
						continue;
					}
					const inName = spans.some(([a, b]) => m.index >= a && m.index < b);
					if (!inName) {
						const r = document.createRange();
						r.setStart(n, m.index); r.setEnd(n, m.index + m[0].replace(/-$/, '').length);
						const w = [...r.getClientRects()].reduce((s, x) => s + x.width, 0);
						if (fitsBefore(tb, w, head(c))) out.push('"' + m[0] + '" broken in cell "' + c.textContent +
							'" though its table holds it whole with the names and only wider words broken (' + box.clientWidth + ' px box)');
					} else if (fitsWhole(tb, k)) out.push('name "' + m[0] + '" broken in cell "' + c.textContent + '" though its table holds it whole (' + box.clientWidth + ' px box)');
				}
			}
		});
	}
	return out.join('\n');
})`

// TableFaults returns what the page's tables do wrong, one fault a line
// (empty when all is well), opening the fold of the table's panels first:
// a table wider than its box; a column's name broken inside a word (a
// table too wide is drawn a row at a time instead); a word of one of names broken although its
// table could hold it whole (a name may break only where it cannot fit);
// another word broken although the table, its columns drawn close, could
// hold it whole with only the names and wider words broken ("closed" or
// "cards" cut while a name or "collected" could take the break; a
// column's name breaks last).
func (p *Phone) TableFaults(names ...string) string {
	p.T.Helper()
	arg, _ := json.Marshal(names)
	s, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](fmt.Sprintf("%s(%s)", tableFaultsJS, arg), chromedp.EvalAwaitPromise))
	if err != nil {
		p.T.Fatalf("%s: checking the tables: %v", p.Name, err)
	}
	return s
}
