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
