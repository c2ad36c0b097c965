package boxes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/engines/boxes"
)

// TestBrowserBoxesOpenAuction: a Boxes open auction on real pages. Amounts
// read in ECU after the number ("600 ECU", boxes.txt uses "ECU" after
// amounts), thousands with a comma as the laptop writes them ("3,400
// ECU"), and a player who passed is shown as "passed" while the others go
// on raising. Bids are banknotes (boxes.txt, "Contents": 50, 100, 200 and
// 500 ECU), so every amount goes in steps of 50: Ann's starting bid on
// "Your moves" moves 50 ECU a tap of +, and a typed 275 is refused in
// words at Next (no Confirm; the stepper stays at 100), as the raise
// form refuses 575 (the old page made it 250 without a word). By
// hand ("Open auction"): Ann starts at 500; Bob (on her left) is offered
// 550 to 3,400 ECU, his 575 is refused in words, he raises to 600; Cy
// passes; Ann raises to 700: Cy's line on every page says passed, and
// Bob's raise form starts at 750 ECU.
func TestBrowserBoxesOpenAuction(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r, srv, ts := boxesServer(t, inspected(boxes.OpenAuction)...)
	pages := []*phonetest.Phone{}
	for seat := range 3 {
		pages = append(pages, phonetest.Open(t, browser, fmt.Sprint(seat), ts.URL+srv.SeatPath(seat)))
	}
	ann := pages[0]
	ann.WaitJS("the starting bid offered", `!!document.querySelector('#moves button.mv-offer[data-key="start"]')`)
	ann.Tap(`#moves button.mv-offer[data-key="start"]`)
	ann.WaitShown(`#moves .mv-param[data-param="amount"]`)
	ann.WaitText("From 0 to 3,400 ECU, in steps of 50 ECU")
	ann.Tap(`#moves button[aria-label="more"]`)
	ann.Tap(`#moves button[aria-label="more"]`)
	ann.WaitJS("two taps of + make 100 ECU", `document.querySelector('#moves output.mv-n').textContent === '100 ECU'`)
	ann.Do(chromedp.Evaluate[chromedp.Void](`(() => { const i = document.querySelector('#moves input.mv-type'); i.value = '275'; i.dispatchEvent(new Event('change')); })()`))
	ann.Touch(`#moves button.mv-next`)
	ann.WaitText("275 ECU is not a multiple of 50 ECU: type 250 ECU or 300 ECU.")
	ann.WaitJS("no Confirm, the stepper still at 100 ECU", `!document.getElementById('mv-confirm') && document.querySelector('#moves output.mv-n').textContent === '100 ECU'`)
	ann.Tap("#mv-cancel")
	ann.MakeMove(boxes.Answers(r.State(), boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 500}), "")
	pages[1].WaitText("Raise to (ECU)")
	pages[1].WaitText("From 550 to 3,400 ECU, in steps of 50 ECU")
	pages[1].WaitShown("#amount")
	pages[1].Do(phonetest.ClearAmount)
	pages[1].Type("#amount", "575")
	pages[1].Tap("#seal")
	pages[1].WaitText("575 ECU is no sum of banknotes: type a multiple of 50 ECU (550 ECU or 600 ECU).")
	pages[1].BidConfirm(600, "Raise to 600 ECU?")
	pages[2].WaitText("Raise or pass.")
	pages[2].Choose(phones.ActReject, 2)
	pages[0].WaitText("Raise or pass.")
	pages[0].BidConfirm(700, "Raise to 700 ECU?")
	for _, p := range append(pages, phonetest.Open(t, browser, "table", ts.URL+srv.TablePath())) {
		p.WaitJS("Cy shown as passed", `[...document.querySelectorAll('li[data-seat="2"]')].some(li => li.textContent.includes('passed'))`)
	}
	pages[1].WaitText("From 750 to 3,400 ECU")
	if txt := pages[1].Text(); strings.Contains(txt, "ECU 7") || strings.Contains(txt, "ECU 5") || strings.Contains(txt, "3400") {
		t.Fatalf("an amount written with the unit first, or without its comma:\n%s", txt)
	}
	if s := r.State(); s.Open == nil || s.Open.High != 700 || s.Open.Leader != 0 {
		t.Fatalf("the auction after Ann's raise: %+v", s.Open)
	}
}
