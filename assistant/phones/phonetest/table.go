package phonetest

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// MinText is the smallest text the table screen may show on a 1920x1080
// TV, in CSS pixels (issue 25: readable across the table).
const MinText = 20

// MinTabletText is the smallest text the table screen may show on a
// tablet stood upright on the table (a screen taller than wide) 768 px
// wide or wider, in CSS pixels: a book's text, read from a seat. On a
// narrower one the page is the same, smaller: the least is
// MinTabletText times its width over 768 (12.5 px at 600 px).
const MinTabletText = 16

// The screens the table page must fit at every moment of a game (issue
// 25): a 1920x1080 TV and a 1366x768 laptop screen; and a tablet held
// upright (768x1024).
var (
	TV     = [2]int64{1920, 1080}
	Laptop = [2]int64{1366, 768}
	Tablet = [2]int64{768, 1024}
)

// minText is the smallest text the table screen may show at size sz, in
// CSS pixels: MinText on the TV, MinTabletText on a screen taller than
// wide (less on one narrower than 768 px: see MinTabletText); 0 (not
// looked for) on any other.
func minText(sz [2]int64) float64 {
	switch {
	case sz == TV:
		return MinText
	case sz[1] > sz[0]:
		return MinTabletText * min(1, float64(sz[0])/768)
	}
	return 0
}

// TableScreens is the table page open on a TV and on a laptop's screen at
// once, to check after every move of a whole game that it fits both.
//
// Between shots both screens are minimised windows. A hidden page runs
// its scripts and lays itself out as a shown one does, and every check
// here reads the layout (sizes, fonts, text), never pixels; but Chromium
// paints no frames for it, which was a third of the CPU of a whole-game
// test (issue 27; docs/performance.md). The browser runs with background
// timers and renderers not throttled (chromedp's default flags), so a
// hidden page answers as fast. At each Shot the screens are shown again,
// checked while shown, and photographed when pictures are asked for
// (Pictures).
type TableScreens struct {
	T      testing.TB
	Name   string // the game, for messages and screenshot names
	Pages  []*Phone
	sizes  [][2]int64
	Checks int // checks made
	// By page (as Pages): the times a check found the page at another
	// fitting level than the check before (each change lays the whole
	// screen out again), and the layouts its fitting has asked for so
	// far (the page's TallymanTable.layouts, as BenchmarkPageRedraw
	// reads it), as the last check read them.
	Relevels, Layouts []int
	// Fills is, by page, the share of its screen's height the page's
	// content filled at the last check (main's bottom over the window's
	// height), and Largest whether it was at the most scale its fitting
	// level may take (TallymanTable.largest): a table screen uses the
	// room it has (see CountFill).
	Fills   []float64
	Largest []bool
	// While CountFill is set, each check counts in Counted, and in
	// Unfilled, by page, when the page filled less than FillShare of its
	// screen's height and could have grown (not Largest).
	CountFill bool
	Counted   int
	Unfilled  []int
	levels    []string
}

// FillShare is the share of its screen's height a table page fills
// (unless it is at its largest scale) at a check counted by CountFill:
// a TV is read from across the room.
const FillShare = 0.85

// ExpectFilled fails the test when a page of the size given left more
// than share of the checks counted (CountFill) under FillShare of its
// screen's height, though it could have grown; when is the stretch of
// the game counted, for the message.
func (ts *TableScreens) ExpectFilled(share float64, when string, sizes ...[2]int64) {
	ts.T.Helper()
	for i, p := range ts.Pages {
		for _, sz := range sizes {
			if ts.sizes[i] != sz {
				continue
			}
			ts.T.Logf("%s, %s: %s filled under %.0f %% of the height at %d of %d checks", ts.Name, when, p.Name, 100*FillShare, ts.Unfilled[i], ts.Counted)
			if ts.Counted == 0 || float64(ts.Unfilled[i]) > share*float64(ts.Counted) {
				ts.T.Errorf("%s, %s: %s filled under %.0f %% of the screen's height, not at its largest scale, at %d of %d checks (at most %.0f %% may)", ts.Name, when, p.Name, 100*FillShare, ts.Unfilled[i], ts.Counted, 100*share)
			}
		}
	}
}

// OpenTableScreens opens url (a table link) at TV and Laptop sizes.
func OpenTableScreens(t testing.TB, browser context.Context, name, url string) *TableScreens {
	t.Helper()
	return OpenTableScreensAt(t, browser, name, url, TV, Laptop)
}

// OpenTableScreensAt is OpenTableScreens at the sizes given (CSS pixels,
// width first); text under MinText px is looked for at TV size, under
// MinTabletText px on a screen taller than wide, at no other size.
func OpenTableScreensAt(t testing.TB, browser context.Context, name, url string, sizes ...[2]int64) *TableScreens {
	t.Helper()
	ts := &TableScreens{T: t, Name: name, sizes: sizes}
	for _, sz := range ts.sizes {
		p := OpenAt(t, browser, fmt.Sprintf("table %dx%d", sz[0], sz[1]), url, sz[0], sz[1])
		// A script error is kept, for the message when a change is never
		// shown.
		p.Do(chromedp.Evaluate[chromedp.Void](`window.addEventListener('error', e => { window.pageError = e.message + ' (' + e.filename + ':' + e.lineno + ')'; })`))
		ts.Pages = append(ts.Pages, p)
	}
	n := len(ts.Pages)
	ts.Relevels, ts.Layouts, ts.Fills, ts.Largest, ts.Unfilled, ts.levels = make([]int, n), make([]int, n), make([]float64, n), make([]bool, n), make([]int, n), make([]string, n)
	ts.show(false)
	return ts
}

// show shows both screens' windows (on) or minimises them (off).
func (ts *TableScreens) show(on bool) {
	ts.T.Helper()
	for _, p := range ts.Pages {
		p.Show(on)
	}
}

// fitJS measures the page once it shows version %d or a later one
// (otherwise it answers ""): the document's size and the window's, the
// fitting level, the layouts fitting has asked for, and (when %t) every
// shown text under %g px with its size.
const fitJS = `(() => {
	const v = +document.body.getAttribute('data-version');
	if (!(v >= %d)) return '';
	const d = document.documentElement, m = document.getElementById('app');
	const out = {h: d.scrollHeight, w: d.scrollWidth, vh: innerHeight, vw: innerWidth, fill: m.getBoundingClientRect().bottom / innerHeight, largest: !!(window.TallymanTable || {}).largest, level: m.getAttribute('data-level') || '', layouts: (window.TallymanTable || {}).layouts || 0, small: [],
		unmarked: [...document.querySelectorAll('.pc')].filter(e => !e.textContent.trim()).map(e => e.parentElement.getAttribute('aria-label')).slice(0, 4),
		cut: (` + cutJS + `)(m)};
	if (%t) {
		const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT), seen = new Set();
		while (w.nextNode()) {
			const n = w.currentNode, e = n.parentElement;
			if (!n.data.trim() || seen.has(e)) continue;
			seen.add(e);
			// (Its size first: a text's boxes are read only for one too
			// small, a few at most; reading them for every text was a
			// third of a check.)
			const fs = parseFloat(getComputedStyle(e).fontSize);
			if (fs < %g && e.getClientRects().length) out.small.push(fs.toFixed(1) + ' px: ' + n.data.trim().slice(0, 40));
		}
	}
	return JSON.stringify(out);
})()`

// cutJS is a function listing the texts in element m cut short by their
// box (wider than it, its overflow hidden: drawn with "…" or clipped),
// each with its width and its box's; but not one holding a word wider
// than its box (a 40-letter name in a mark: that word cannot fit, and
// may be cut), nor one held to a number of lines (-webkit-line-clamp: a
// space's mark, two lines of 8 letters' height, holds any game's words
// and cuts only a long name). Words break at spaces and after hyphens,
// as the page's lines do; a word's width is its range's bounding box (a
// word cut with "…" has its rects twice). The box's style is read first:
// a few elements clip (a TV's page: 7 of 440), and the widths of those
// alone are read (reading every element's widths was half of a check's
// time in the page).
const cutJS = `m => [...m.querySelectorAll('*')].filter(e => {
		const st = getComputedStyle(e);
		if (st.overflowX === 'visible' || st.webkitLineClamp !== 'none') return false;
		if (!(e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) || !e.getClientRects().length) return false;
		const room = e.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight) + 0.5;
		const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
		for (let n; (n = walk.nextNode());) for (const w of n.data.matchAll(/[^\s\-\u2010]+/g)) {
			const r = document.createRange();
			r.setStart(n, w.index); r.setEnd(n, w.index + w[0].length);
			if (r.getBoundingClientRect().width > room) return false;
		}
		return true;
	}).map(e => '"' + e.textContent.trim().slice(0, 60) + '" ' + e.scrollWidth + ' px wide in ' + e.clientWidth + ' px').slice(0, 4)`

// CutShort lists the texts of the page's main that are cut short though
// their box could hold each of their words (see cutJS), each with its
// width and its box's: "cards t…" for "cards to record".
func (p *Phone) CutShort() []string {
	p.T.Helper()
	out, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]string]("("+cutJS+")(document.getElementById('app'))"))
	if err != nil {
		p.T.Fatalf("%s: looking for text cut short: %v", p.Name, err)
	}
	return out
}

type fitResult struct {
	H, W, VH, VW int
	Fill         float64
	Largest      bool
	Level        string
	Layouts      int
	Small        []string
	Unmarked     []string
	Cut          []string
}

// Check waits (up to 20 s) until both pages show version (or a later
// one) and fails the test, with a screenshot, when either runs below or
// beside its screen, draws a piece with no letter on it (its colour the
// only sign), cuts a text short whose every word its box could hold
// ("cards t…" for "cards to record": see cutJS), or shows text under
// MinText px on the TV or under
// MinTabletText px on a screen taller than wide. moment says when,
// for the message.
func (ts *TableScreens) Check(version int, moment string) {
	ts.T.Helper()
	ts.Checks++
	// Both screens at once: each page is waited for and measured in its
	// own tab while the other is; the answers are read in order below.
	raws := make([]string, len(ts.Pages))
	errs := make([]error, len(ts.Pages))
	var wg sync.WaitGroup
	for i, p := range ts.Pages {
		sz := ts.sizes[i]
		wg.Go(func() {
			raws[i], errs[i] = pollPage(p.Ctx, 20*time.Second, func(timeout time.Duration) chromedp.Action[string] {
				return chromedp.Poll[string](fmt.Sprintf(fitJS, version, minText(sz) > 0, minText(sz)),
					chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(timeout))
			})
		})
	}
	wg.Wait()
	if ts.CountFill {
		ts.Counted++
	}
	for i, p := range ts.Pages {
		sz := ts.sizes[i]
		raw, err := raws[i], errs[i]
		if err != nil {
			perr, _ := chromedp.Run(p.Ctx, chromedp.Evaluate[string](`window.pageError || 'none'`))
			ts.T.Fatalf("%s, %s: the %dx%d table page never showed version %d: %v (script error: %s)\n%s", ts.Name, moment, sz[0], sz[1], version, err, perr, p.Text())
		}
		var r fitResult
		if err := json.Unmarshal([]byte(raw), &r); err != nil {
			ts.T.Fatalf("%s: %v", ts.Name, err)
		}
		if ts.levels[i] != "" && r.Level != ts.levels[i] {
			ts.Relevels[i]++
		}
		ts.levels[i], ts.Layouts[i], ts.Fills[i], ts.Largest[i] = r.Level, r.Layouts, r.Fill, r.Largest
		if ts.CountFill && r.Fill < FillShare && !r.Largest {
			ts.Unfilled[i]++
		}
		var bad []string
		if r.H > r.VH || r.W > r.VW {
			bad = append(bad, fmt.Sprintf("the page is %dx%d px (fitting level %s): it does not fit the %dx%d screen", r.W, r.H, r.Level, r.VW, r.VH))
		}
		if len(r.Unmarked) > 0 {
			bad = append(bad, fmt.Sprintf("pieces told apart by colour alone (no letter): %s", strings.Join(r.Unmarked, "; ")))
		}
		if len(r.Cut) > 0 {
			bad = append(bad, fmt.Sprintf("text cut short though its words could be shown whole: %s", strings.Join(r.Cut, "; ")))
		}
		if len(r.Small) > 0 {
			bad = append(bad, fmt.Sprintf("text under %g px: %s", minText(sz), strings.Join(r.Small[:min(len(r.Small), 8)], "; ")))
		}
		if len(bad) > 0 {
			file := ShotPath(ts.T, fmt.Sprintf("%s-misfit-%dx%d.png", ts.Name, sz[0], sz[1]))
			// Shown first: a minimised window draws no frame to capture (the
			// capture waited minutes for one).
			p.Show(true)
			p.screenshotWhole(file)
			ts.T.Fatalf("%s, %s, at %dx%d: %s (see %s)", ts.Name, moment, sz[0], sz[1], strings.Join(bad, "; "), file)
		}
	}
}

// Shot shows both screens, checks them as Check does (at the version
// they show) once the cards turned over at a reveal are still (a hidden
// page turns them when shown), and hides them again; asked for pictures
// (see Pictures), it writes what they show as NAME-MOMENT-WxH.png before
// hiding them.
func (ts *TableScreens) Shot(moment string) {
	ts.T.Helper()
	ts.show(true)
	defer ts.show(false)
	for _, p := range ts.Pages {
		p.WaitJS("the cards turned over", `document.getAnimations().length === 0`)
	}
	counting := ts.CountFill
	ts.CountFill = false // the same moment as the check before
	ts.Check(0, moment+", shown")
	ts.CountFill = counting
	if !Pictures() {
		return
	}
	for i, p := range ts.Pages {
		sz := ts.sizes[i]
		p.ScreenshotView(ShotPath(ts.T, fmt.Sprintf("%s-%s-%dx%d.png", ts.Name, moment, sz[0], sz[1])))
	}
}

// ShownArea is a board's area as the table page draws it (see
// ShownBoard): its title, whether it is marked as the turn's, and each
// part's text as the page has it in its tree (textContent: the label, the
// value, each piece's letter, "×N" after a piece that stands for more
// than three, each space's label, face, pieces, mark and note, the text
// and the note, run together), whether or not the part is left out to
// fit; without the marks that set a right-to-left name apart (U+2066 to
// U+2069: the page's isolate), which the view does not have.
type ShownArea struct {
	Title string   `json:"title"`
	Turn  bool     `json:"turn"`
	Parts []string `json:"parts"`
}

var boardJS = `(() => { ` + plainJS + ` return JSON.stringify([...document.querySelectorAll('.board > .area')].map(a => ({
	title: plain(a.querySelector('h2 .name').textContent), turn: a.classList.contains('turn'),
	parts: [...a.querySelectorAll('.part')].map(p => plain(p.textContent))}))); })()`

// ShownBoard returns the areas the table page draws, their texts without
// isolation marks (see Plain).
func (p *Phone) ShownBoard() []ShownArea {
	p.T.Helper()
	s, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](boardJS))
	if err != nil {
		p.T.Fatalf("%s: reading the board: %v", p.Name, err)
	}
	var out []ShownArea
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		p.T.Fatalf("%s: reading the board: %v", p.Name, err)
	}
	return out
}

// WaitBoard waits up to 10 s for the table page to draw exactly want
// (see ShownBoard), and fails the test with both when it does not.
func (p *Phone) WaitBoard(want []ShownArea) {
	p.T.Helper()
	w, _ := json.Marshal(want)
	w = []byte(Plain(string(w)))
	var got []byte
	for range 200 {
		got, _ = json.Marshal(p.ShownBoard())
		if string(got) == string(w) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.T.Fatalf("%s: the board:\n got %s\nwant %s", p.Name, got, w)
}

var scoresJS = `(() => { ` + plainJS + ` const own = c => [...c.childNodes].filter(n => !(n.classList && n.classList.contains('col'))).map(n => n.textContent).join('');
	return JSON.stringify([...document.querySelectorAll('.scores .breakdown tbody tr')].map(tr => [...tr.children].map(c => plain(own(c))))); })()`

// WaitScores waits up to 10 s for the page to show the final scores'
// breakdown as want: a row per player, best first, each cell's text (the
// rank, the name with "★ " before a winner's, each part with its words,
// the total; without isolation marks, see Plain, nor the column's name a
// cell holds for a breakdown drawn a part a line), and fails the test with
// both when it does not.
func (p *Phone) WaitScores(want [][]string) {
	p.T.Helper()
	w, _ := json.Marshal(want)
	w = []byte(Plain(string(w)))
	var got string
	for range 200 {
		s, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](scoresJS))
		if err != nil {
			p.T.Fatalf("%s: reading the scores: %v", p.Name, err)
		}
		if got = s; got == string(w) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.T.Fatalf("%s: the final scores:\n got %s\nwant %s", p.Name, got, w)
}

// cardsJS lists what is drawn past its card's edge on the table page:
// every shown element (a card inside another too: a bidder's card in the
// auction, a space on a board) and every shown text (each line of it,
// measured with a Range, so a word running out of a box that does not
// grow for it counts), against the nearest card holding it: a bidder's
// card, a player's or a shared board's area, a space, a panel, or a
// section of the page. What a box clips (overflow hidden, as a mark cut
// with "…") counts as far as that box only. Each once, as "TEXT: N px
// past its TAG.CLASS", TEXT the element's text (or "<tag.class>" when it
// has none) or the text's.
const cardsJS = `(() => { ` + plainJS + `
	const cards = '.bidder, .area, .space, .panel, main.tv section';
	const out = [], past = new Set();
	// clipped narrows [l, r] by every box from e up to its card that clips.
	const clipped = (e, card, l, r) => {
		for (let a = e; a && a !== card; a = a.parentElement) {
			if (getComputedStyle(a).overflowX === 'visible') continue;
			const b = a.getBoundingClientRect();
			l = Math.max(l, b.left); r = Math.min(r, b.right);
		}
		return [l, r];
	};
	// check reports what when a rect of it, clipped from e up, runs past
	// the card holding e; true when it does.
	const check = (what, e, rects) => {
		const card = e.closest(cards);
		if (!card) return false;
		const box = card.getBoundingClientRect();
		for (const q of rects) {
			if (!q.width) continue;
			const [l, r] = clipped(e, card, q.left, q.right);
			if (r - l > 0 && (l < box.left - 1 || r > box.right + 1)) {
				out.push(plain(what).trim().slice(0, 50) + ': ' + Math.round(Math.max(box.left - l, r - box.right)) + ' px past its ' + card.tagName.toLowerCase() + '.' + card.className.split(' ')[0]);
				return true;
			}
		}
		return false;
	};
	const app = document.getElementById('app');
	for (const e of app.querySelectorAll('*')) {
		if (!e.getClientRects().length || [...past].some(p => p.contains(e))) continue;
		const name = e.textContent.trim() || '<' + e.tagName.toLowerCase() + '.' + e.className + '>';
		if (e.parentElement && check(name, e.parentElement, [e.getBoundingClientRect()])) past.add(e);
	}
	const w = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
	while (w.nextNode()) {
		const n = w.currentNode, e = n.parentElement;
		if (!n.data.trim() || !e.getClientRects().length || [...past].some(p => p.contains(e))) continue;
		const r = document.createRange();
		r.selectNodeContents(n);
		check(n.data, e, r.getClientRects());
	}
	return out;
})()`

// OutOfCards is what the table page draws past the edge of the card that
// holds it (see cardsJS): nil when every text and card keeps inside its
// own.
func (p *Phone) OutOfCards() []string {
	p.T.Helper()
	out, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]string](cardsJS))
	if err != nil {
		p.T.Fatalf("%s: measuring the cards: %v", p.Name, err)
	}
	return out
}

// TableLayout is how the table page is laid out in its window, as
// MeasureTable reads it (CSS pixels).
type TableLayout struct {
	W, H, VW, VH int     // the document's size and the window's
	Level        string  // the fitting level (main's data-level)
	K            float64 // the scale of type and spacing fitting has set (main's --k)
	// Hint is the text of the line telling a phone that this is the
	// table's screen (.phonehint), without isolation marks; "" when it
	// is not shown.
	Hint string
	// Smallest is the font size of the smallest text shown, and
	// SmallestText that text (its first 40 characters).
	Smallest     float64
	SmallestText string
	// Whose is the font size of whose turn it is (.turn .whose), 0 when
	// it is not shown.
	Whose float64
	// Wider lists what is drawn past the window's left or right edge
	// (each element, and each line of text, not clipped by a box inside
	// the window), as "TEXT: L to R px".
	Wider []string
	// Pieces is, by kind, the largest width and height of a piece drawn
	// on the board (.pc).
	Pieces map[string][2]float64
}

const tableLayoutJS = `(() => { ` + plainJS + `
	window.scrollTo(0, 0);
	const d = document.documentElement, vw = innerWidth;
	const shown = e => e.getClientRects().length > 0;
	const hint = document.querySelector('.phonehint');
	const whose = document.querySelector('.turn .whose');
	const out = {w: d.scrollWidth, h: d.scrollHeight, vw, vh: innerHeight, level: document.getElementById('app').getAttribute('data-level') || '', k: parseFloat(document.getElementById('app').style.getPropertyValue('--k')) || 0,
		hint: hint && shown(hint) ? plain(hint.textContent).trim().replace(/\s+/g, ' ') : '',
		smallest: 0, smallestText: '', whose: whose && shown(whose) ? parseFloat(getComputedStyle(whose).fontSize) : 0, wider: [], pieces: {}};
	// past reports [l, r] clipped by every box from e up that clips, when
	// it runs past the window.
	const past = (what, e, l, r) => {
		for (let a = e; a && a !== document.body; a = a.parentElement) {
			if (getComputedStyle(a).overflowX === 'visible') continue;
			const b = a.getBoundingClientRect();
			l = Math.max(l, b.left); r = Math.min(r, b.right);
		}
		if (r - l > 0 && (l < -1 || r > vw + 1)) out.wider.push(plain(what).trim().slice(0, 40) + ': ' + Math.round(l) + ' to ' + Math.round(r) + ' px');
	};
	for (const e of document.body.querySelectorAll('*')) {
		if (!shown(e)) continue;
		const b = e.getBoundingClientRect();
		if (b.width) past(e.textContent.trim() || '<' + e.tagName.toLowerCase() + '.' + e.className + '>', e.parentElement, b.left, b.right);
	}
	const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	while (w.nextNode()) {
		const n = w.currentNode, e = n.parentElement;
		if (!n.data.trim() || !shown(e)) continue;
		const fs = parseFloat(getComputedStyle(e).fontSize);
		if (!out.smallestText || fs < out.smallest) { out.smallest = fs; out.smallestText = plain(n.data).trim().slice(0, 40); }
		const r = document.createRange();
		r.selectNodeContents(n);
		for (const q of r.getClientRects()) if (q.width) past(n.data, e, q.left, q.right);
	}
	for (const p of document.querySelectorAll('.pc')) {
		if (!shown(p)) continue;
		const b = p.getBoundingClientRect(), k = [...p.classList].find(c => c !== 'pc') || 'pc', m = out.pieces[k] || [0, 0];
		out.pieces[k] = [Math.max(m[0], b.width), Math.max(m[1], b.height)];
	}
	return JSON.stringify(out);
})()`

// MeasureTable reads how the table page is laid out in its window now
// (see TableLayout), the page scrolled to the top.
func (p *Phone) MeasureTable() TableLayout {
	p.T.Helper()
	s, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](tableLayoutJS))
	if err != nil {
		p.T.Fatalf("%s: measuring the table page: %v", p.Name, err)
	}
	var l TableLayout
	if err := json.Unmarshal([]byte(s), &l); err != nil {
		p.T.Fatalf("%s: measuring the table page: %v", p.Name, err)
	}
	return l
}
