package phones

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/engines/catalogue"
)

// stepsRoom is a movesRoom whose "Buy a factory" (m1) asks two things,
// a colour and then how many, as a Container move asks its lots and
// amounts, and which offers Ann a bid form when bid is set.
type stepsRoom struct{ *movesRoom }

func (r stepsRoom) Private(seat int) Private {
	q := r.movesRoom.Private(seat)
	if q.Moves == nil {
		return q
	}
	for i := range q.Moves.Offers {
		if q.Moves.Offers[i].Key == "m1" {
			q.Moves.Offers[i].Params = []catalogue.Param{
				{Name: "colour", Label: "Which colour?", Kind: catalogue.KindChoice, Of: "colour",
					Options: []catalogue.Option{{Value: "tan", Label: "Tan"}, {Value: "black", Label: "Black"}}},
				{Name: "n", Label: "How many?", Kind: catalogue.KindCount, Min: 1, Max: 3},
			}
		}
	}
	return q
}

// TestBrowserBackStepsBackInsideAMove: the phone's own Back (the
// browser's, history.back()) in the middle of a move takes one step back
// inside it and stays on the page: from the summary above Confirm to the
// last question (its number kept), from a question to the one before,
// from the first to the list of moves; at the list of moves it leaves the
// page as a browser does (here to the page opened before it). The same at
// a bid's "Seal $12?": Back is Change, the 12 still typed. The page's own
// Back and Cancel buttons leave nothing behind in the history: after
// them, the browser's Back at the list leaves the page at once. At
// 390x844 and 360x640.
func TestBrowserBackStepsBackInsideAMove(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := stepsRoom{&movesRoom{version: 1, cost: "$2"}}
	s, ts, _ := start(t, room, Options{})
	room.changed = s.Changed
	seat := s.SeatPath(0)
	before := ts.URL + "/before-tallyman"
	for _, sz := range [][2]int64{{390, 844}, {360, 640}} {
		ann := phonetest.NewPhone(t, browser, "Ann")
		// The page opened before tallyman's (the join card's address
		// typed wrong, say): where Back at the list of moves goes.
		ann.Do(phonetest.Size(sz[0], sz[1]), chromedp.Navigate(before), chromedp.Navigate(ts.URL+seat))
		ann.WaitJS("live", `document.getElementById('conn').textContent.includes('Live')`)
		ann.WaitText("Buy a factory")
		back := func(what, expr string) {
			t.Helper()
			ann.Do(chromedp.Evaluate[chromedp.Void](`history.back()`))
			ann.WaitJS(what+", still on the page", fmt.Sprintf(`location.pathname === %q && (%s)`, seat, expr))
		}
		shot := func(step string) {
			ann.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("back-%dx%d-%s.png", sz[0], sz[1], step)))
		}
		question := func(name string) string {
			return fmt.Sprintf(`!!document.querySelector('#moves .mv-param[data-param="%s"]')`, name)
		}
		list := `!!document.querySelector('#moves button.mv-offer[data-key="m1"]') && !document.querySelector('#moves .mv-chosen')`

		// Through the move to Confirm, then Back step by step.
		ann.Tap(`#moves button.mv-offer[data-key="m1"]`)
		ann.Tap(`#moves .mv-option[data-value="black"]`)
		ann.Tap(`#moves .mv-param[data-param="n"] button[aria-label="more"]`)
		ann.Tap(`#moves .mv-next`)
		ann.WaitShown("#mv-confirm")
		ann.WaitJS("the summary", `document.getElementById('mv-what').textContent === 'Black; 2.'`)
		shot("confirm")
		back("the last question again, its 2 kept", question("n")+` && document.getElementById('mv-n-n').textContent === '2'`)
		shot("back-once")
		back("the first question again", question("colour"))
		back("the list of moves", list)
		shot("list")

		// The page's own Back, then the browser's: one step each.
		ann.Tap(`#moves button.mv-offer[data-key="m1"]`)
		ann.Tap(`#moves .mv-option[data-value="tan"]`)
		ann.WaitJS("how many", question("n"))
		ann.Tap("#mv-back")
		ann.WaitJS("the first question, by the page's Back", question("colour"))
		back("the list of moves", list)

		// The bid's confirm step: Back is Change.
		room.set(func() { room.bid = true })
		ann.WaitShown("#amount")
		ann.Do(phonetest.ClearAmount)
		ann.Type("#amount", "12")
		ann.Tap("#seal")
		ann.WaitText("Seal $12?")
		back("the bid form again, 12 still typed", `!document.querySelector('form.bid').hidden && document.getElementById('amount').value === '12' && !document.body.innerText.includes('Seal $12?')`)
		room.set(func() { room.bid = false })
		ann.WaitJS("the bid form gone", `document.querySelector('form.bid').hidden`)

		// Cancelled half-way: nothing left behind, Back leaves the page.
		ann.Tap(`#moves button.mv-offer[data-key="m1"]`)
		ann.Tap(`#moves .mv-option[data-value="tan"]`)
		ann.Tap("#mv-cancel")
		ann.WaitJS("the list after Cancel", list)
		ann.Do(chromedp.Evaluate[chromedp.Void](`history.back()`))
		ann.WaitJS("the page before tallyman's", fmt.Sprintf(`location.pathname === %q`, "/before-tallyman"))
		// (That page, an address the server does not serve, is its 404:
		// a short page saying what to do, as wide as the phone.)
		if txt := ann.Text(); !strings.Contains(txt, "This address is not a tallyman page.") || !strings.Contains(txt, "join card") {
			t.Errorf("%dx%d: the page before: %q", sz[0], sz[1], txt)
		}
		ann.WaitJS("no sideways scroll on the 404 page", phonetest.NoSidewaysScroll)
		shot("404")
	}
}

// brokenButtonWordsJS lists the shown buttons drawn past the window's
// side, as "LABEL past the window", and their words drawn over two lines
// ("Canc/el"), each as "WORD in LABEL".
const brokenButtonWordsJS = `(() => {
	const out = [];
	for (const b of document.querySelectorAll('button')) {
		if (!b.getClientRects().length) continue;
		const box = b.getBoundingClientRect();
		if (box.left < -0.5 || box.right > innerWidth + 0.5) out.push(b.textContent.trim() + ' past the window');
		const w = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
		for (let n; (n = w.nextNode());) for (const m of n.data.matchAll(/\S+/g)) {
			const r = document.createRange();
			r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
			if (new Set([...r.getClientRects()].filter(q => q.width > 0).map(q => Math.round(q.top))).size > 1) out.push(m[0] + ' in ' + b.textContent.trim());
		}
	}
	return out;
})()`

// TestBrowserBackAtBigTextKeepsTheStepWhole (issue 25.5's 200 % text
// with the phone's Back): at 360x640 with the text at 200 %, through
// "Buy a factory" (a colour, how many, Confirm), Back step by step to
// the list, and a bid's "Seal $12?" and Back to its form: at each step
// what the player taps now is wholly in the window as the page leaves
// it, nothing scrolls sideways, no button runs past the window's side
// and no button's word is broken over two lines (the page broke
// "Canc/el" and "Least/: 1" at how many, "Confi/rm" at "Seal $12?").
// Writes back-bigtext-STEP.png.
func TestBrowserBackAtBigTextKeepsTheStepWhole(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := stepsRoom{&movesRoom{version: 1, cost: "$2"}}
	s, ts, _ := start(t, room, Options{})
	room.changed = s.Changed
	ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), 360, 640)
	ann.Do(phonetest.TextSize(200))
	ann.WaitJS("the page at 200 % text", `document.body.classList.contains('bigtext')`)
	ann.WaitText("Buy a factory")
	offer, black := `#moves button.mv-offer[data-key="m1"]`, `#moves .mv-option[data-value="black"]`
	more, next := `#moves .mv-param[data-param="n"] button[aria-label="more"]`, `#moves .mv-next`
	look := func(step string, sels ...string) {
		t.Helper()
		shot := phonetest.ShotPath(t, "back-bigtext-"+step+".png")
		for _, sel := range sels {
			ann.WaitJS(step+": "+sel+" in the window", phonetest.InView(sel))
		}
		ann.WaitJS(step+": no sideways scroll", phonetest.NoSidewaysScroll)
		broken, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[[]string](brokenButtonWordsJS))
		if err != nil {
			t.Fatal(err)
		}
		if len(broken) > 0 {
			t.Errorf("%s: buttons past the window or words broken over two lines: %q (see %s)", step, broken, shot)
		}
		ann.ScreenshotHere(shot) // taken when asked for or failed
	}
	back := func() { ann.Do(chromedp.Evaluate[chromedp.Void](`history.back()`)) }
	look("list", offer)
	ann.Tap(offer)
	look("colour", black)
	ann.Tap(black)
	look("howmany", more, next)
	ann.Tap(more)
	ann.Tap(next)
	look("confirm", "#mv-confirm")
	back()
	look("back-howmany", more, next)
	back()
	look("back-colour", black)
	back()
	look("back-list", offer)
	room.set(func() { room.bid = true })
	ann.WaitShown("#amount")
	look("bid", "#amount", "#seal")
	ann.Do(phonetest.ClearAmount)
	ann.Type("#amount", "12")
	ann.Tap("#seal")
	ann.WaitText("Seal $12?")
	look("seal", "#confirm")
	back()
	ann.WaitJS("12 still typed", `document.getElementById('amount').value === '12'`)
	look("back-bid", "#amount", "#seal")
}
