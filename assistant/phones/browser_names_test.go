package phones

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// longNameRoom is an island auction on the table screen, a board beside
// it, whose bidders include a long double-barrelled name.
var longNameRoom = fixedRoom{seats: []string{"Anna-Lena Vanderberg-Wolff", "Bob", "Cy"}, view: View{Game: "fake", Title: "Island auction",
	Phase: PhaseBidding, Round: "Sealed bids", Message: "Waiting for Bob.",
	Lot: &Lot{Seller: "Cy", Text: "Cy's cargo", Items: []Item{{Label: "white", Count: 2, Swatch: "#f4f1ea"}}},
	Bidders: []Bidder{{Seat: 0, Name: "Anna-Lena Vanderberg-Wolff", Bidding: true, Sealed: true}, {Seat: 1, Name: "Bob", Bidding: true},
		{Seat: 2, Name: "Maximiliane Oberhollenzer-Schwarzenbach", Bidding: true}},
	Board: &Board{Areas: []Area{{Title: "Anna-Lena Vanderberg-Wolff", Seat: 0}, {Title: "Bob", Seat: 1}, {Title: "Cy", Seat: 2}}}}}

// TestBrowserBidderNameWrapsAtSpaces (a tester's report: "Vanderberg/
// he-Wol" on two lines): on the table screen at 1920x1080 and then
// 1366x768 (one page, resized) a bidder's name wraps between its words,
// and a word is split only when it alone is wider than a card can be
// (the whole row of cards): a card is widened for its longest word. Each word's text (between spaces) is
// measured with a Range: one that fits must lie on one line. Writes
// bidder-names-1920.png and bidder-names-1366.png.
func TestBrowserBidderNameWrapsAtSpaces(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	s, ts, _ := start(t, longNameRoom, Options{})
	// For every bidder's name: the words split over lines although they
	// would fit the name's width, as "name: word".
	const split = `(() => {
		const out = [];
		for (const el of document.querySelectorAll('.tv .bidder .name')) {
			// The widest the name can be: its card as wide as the row.
			const card = el.closest('.bidder'), cs = getComputedStyle(card);
			const room = card.parentElement.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) -
				parseFloat(cs.borderLeftWidth) - parseFloat(cs.borderRightWidth);
			const n = el.firstChild;
			const probe = document.createElement('span');
			probe.style.cssText = 'position:absolute;white-space:nowrap;visibility:hidden';
			el.append(probe);
			let at = 0;
			for (const word of n.data.split(' ')) {
				const r = document.createRange();
				r.setStart(n, at); r.setEnd(n, at + word.length);
				const tops = new Set([...r.getClientRects()].map(q => Math.round(q.top)));
				probe.textContent = word;
				if (tops.size > 1 && probe.getBoundingClientRect().width <= room) out.push(n.data + ': ' + word);
				at += word.length + 1;
			}
			probe.remove();
		}
		return out;
	})()`
	// One page for both screens, resized (opening a page costs about a
	// second of CPU on the test machine, issue 27).
	p := phonetest.OpenAt(t, browser, "table", ts.URL+s.TablePath(), 1920, 1080)
	for _, size := range []struct{ w, h int64 }{{1920, 1080}, {1366, 768}} {
		p.Resize(size.w, size.h)
		p.WaitText("Vanderberg")
		p.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("bidder-names-%d.png", size.w)))
		words, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]string](split))
		if err != nil {
			t.Fatal(err)
		}
		if len(words) > 0 {
			t.Errorf("at %dx%d words that fit their card are split over lines: %q", size.w, size.h, words)
		}
	}
}

// Names for the tables' tests: 40 letters without a space (the longest
// name allowed), 12 wide letters, 8 Chinese characters, 8 emoji, and 16
// narrow letters.
const (
	name40    = "Wolfeschlegelsteinhausenbergerdorffvoral"
	nameWide  = "WWWWWWWWWWWW"
	nameHan   = "张伟李娜王芳刘洋"
	nameEmoji = "🦊🐻🐼🐨🐯🦁🐮🐷"
	nameThin  = "Lilliefjellstill"
)

// namesRoom shows Mini Containers' row of containers and a players' table
// with the names above.
var namesRoom = fixedRoom{seats: []string{name40, nameWide, nameHan, nameEmoji, nameThin}, view: View{Game: "fake", Title: "Mini Containers",
	Turn: "Bob's turn", Panels: []Panel{
		{Title: "Row of containers, round 2", Head: true, Wide: true, Rows: []Row{
			{Cells: []Cell{{Text: "#"}, {Text: "Container"}, {Text: "Fill"}, {Text: "Room"}, {Text: "Played by"}}},
			{Cells: []Cell{{Text: "1"}, {Text: "brown 5", Swatch: "brown"}, {Text: "3/5"}, {Text: "2"}, {Text: name40}}},
			{Cells: []Cell{{Text: "2"}, {Text: "thrift shop"}, {Text: "red, blue used"}, {Text: ""}, {Text: nameWide}}},
			{Cells: []Cell{{Text: "3"}, {Text: "white 3", Swatch: "white"}, {Text: "1/3"}, {Text: "closed (waste collected)"}, {Text: nameHan}}},
			{Cells: []Cell{{Text: "4"}, {Text: "recycling centre"}, {Text: "6 cards"}, {Text: ""}, {Text: nameEmoji}}},
			{Cells: []Cell{{Text: "5"}, {Text: "orange 4", Swatch: "orange"}, {Text: "0/4"}, {Text: "4"}, {Text: nameThin}}},
		}},
		{Title: "Players", Head: true, Wide: true, Rows: []Row{
			{Cells: []Cell{{Text: "Player"}, {Text: "Cards left"}, {Text: "Cards taken"}}},
			{Cells: []Cell{{Text: name40 + " (won)"}, {Text: "3"}, {Text: "12"}}},
			{Cells: []Cell{{Text: nameWide}, {Text: "5"}, {Text: "9"}}},
			{Cells: []Cell{{Text: nameHan}, {Text: "4"}, {Text: "10"}}},
			{Cells: []Cell{{Text: nameEmoji}, {Text: "6"}, {Text: "8"}}},
			{Cells: []Cell{{Text: nameThin}, {Text: "2"}, {Text: "11"}}},
		}},
	}}}

// TestBrowserTableNameBreaksOnlyWhereItCannotFit: the row of containers
// and a players' table, on a player's page at 390x844 and 360x640 and on
// the table screen at 1920x1080, with a 40-letter name, 12 "W", 8 Chinese
// characters, 8 emoji and 16 narrow letters: no table is wider than its
// box, no word but a name's breaks, and a name breaks only where its
// table cannot hold it whole (a tester saw the 40-letter name cut
// mid-word beside room to spare, and 12 "W" push the table past its box:
// the page judged a name long by its count of letters). Screenshots:
// table-names-PAGE-WxH.png.
func TestBrowserTableNameBreaksOnlyWhereItCannotFit(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	s, ts, _ := start(t, namesRoom, Options{})
	for _, pg := range []struct {
		name, path string
		w, h       int64
	}{
		{"seat", s.SeatPath(1), 390, 844},
		{"seat", s.SeatPath(1), 360, 640},
		{"table", s.TablePath(), 1920, 1080},
	} {
		t.Run(fmt.Sprintf("%s %dx%d", pg.name, pg.w, pg.h), func(t *testing.T) {
			p := phonetest.OpenAt(t, browser, pg.name, ts.URL+pg.path, pg.w, pg.h)
			p.WaitJS("the tables drawn", `document.querySelectorAll('table').length === 2`)
			if faults := p.TableFaults(name40, nameWide, nameHan, nameEmoji, nameThin); faults != "" {
				t.Errorf("%s page at %dx%d:\n%s", pg.name, pg.w, pg.h, faults)
			}
			p.WaitJS("the row in view", `(document.querySelector('table').scrollIntoView(), true)`)
			p.ScreenshotHere(phonetest.ShotPath(t, fmt.Sprintf("table-names-%s-%dx%d.png", pg.name, pg.w, pg.h)))
		})
	}
}

// TestBrowserTablesNotMeasuredOnARedrawThatLeavesThem: a redraw that
// changes no table (here only the message, at the end of a game with the
// breakdown of scores and a panel's table shown) measures no table: the
// page fits a table to its box (app.js fitTable) only when it is drawn
// anew or its size changes, and a table screen and phones redraw on
// every change (docs/performance.md, "a page's redraw"). Counted: the
// fitting's first question of a table, its drawn boxes (getClientRects),
// and every word measured (a Range's getBoundingClientRect).
func TestBrowserTablesNotMeasuredOnARedrawThatLeavesThem(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	end := View{Game: "fake", Title: "Mini Containers", Over: true, Message: "Game over.", Panels: namesRoom.view.Panels,
		Scores: &Scores{Parts: []string{"Cards", "Sets"}, Lines: []ScoreLine{
			{Name: name40, Rank: 1, Winner: true, Amounts: []int{12, 3}, Total: 15},
			{Name: nameWide, Rank: 2, Amounts: []int{9, 1}, Total: 10},
		}, Note: "Winner: " + name40}}
	room := &shownRoom{v: end}
	s, ts, _ := start(t, room, Options{})
	room.changed = s.Changed
	p := phonetest.OpenAt(t, browser, "seat", ts.URL+s.SeatPath(0), 390, 844)
	p.WaitJS("the tables drawn", `document.querySelectorAll('table').length === 3`)
	p.WaitJS("counting", `(() => {
		window.measured = 0;
		const rects = Element.prototype.getClientRects, box = Range.prototype.getBoundingClientRect;
		Element.prototype.getClientRects = function () { if (this.tagName === 'TABLE') window.measured++; return rects.call(this); };
		Range.prototype.getBoundingClientRect = function () { window.measured++; return box.call(this); };
		return true;
	})()`)
	end.Message = "Game over. Thanks for playing."
	room.set(end)
	p.WaitText("Thanks for playing.")
	// Two frames drawn: a table resized would be fitted by then.
	n, err := chromedp.Run(p.Ctx, chromedp.Evaluate[int](`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(window.measured))))`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("a redraw that changed only the message measured the tables %d times, want 0", n)
	}
}
