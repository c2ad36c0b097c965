package boxes

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/engines/boxes"
)

// TestBrowserBoxesOpenAuction: a Boxes open auction on real pages. Amounts
// read in ECU after the number ("600 ECU", boxes.txt uses "ECU" after
// amounts), and a player who passed is shown as "passed" while the others
// go on raising. By hand (boxes.txt, "Open auction"): Ann starts at 500;
// Bob (on her left) raises to 600; Cy passes; Ann raises to 700: Cy's line
// on every page says passed, and Bob's raise form starts at 701 ECU.
func TestBrowserBoxesOpenAuction(t *testing.T) {
	browser := phonetest.NewBrowser(t, 60*time.Second)
	_, srv, ts := boxesServer(t, append(inspected(boxes.OpenAuction), boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 500})...)
	pages := []*phonetest.Phone{}
	for seat := range 3 {
		pages = append(pages, phonetest.Open(t, browser, fmt.Sprint(seat), ts.URL+srv.SeatPath(seat)))
	}
	pages[1].WaitText("Raise to (ECU)")
	pages[1].WaitText("From 501 ECU to 3400 ECU")
	pages[1].BidConfirm(600, "Raise to 600 ECU?")
	pages[2].WaitText("Your turn: raise or pass.")
	pages[2].Choose(phones.ActReject, 2)
	pages[0].WaitText("Your turn: raise or pass.")
	pages[0].BidConfirm(700, "Raise to 700 ECU?")
	for _, p := range append(pages, phonetest.Open(t, browser, "table", ts.URL+srv.TablePath())) {
		p.WaitJS("Cy shown as passed", `[...document.querySelectorAll('li[data-seat="2"]')].some(li => li.textContent.includes('passed'))`)
	}
	pages[1].WaitText("From 701 ECU")
	if txt := pages[1].Text(); strings.Contains(txt, "ECU 7") || strings.Contains(txt, "ECU 5") {
		t.Fatalf("an amount written with the unit first:\n%s", txt)
	}
}
