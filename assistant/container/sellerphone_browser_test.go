package container

import (
	"fmt"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
)

// TestBrowserSellerPhoneHidesARejectSheCannotPay (try-out 2, finding 6):
// at 390x844 Ann, the seller, with $19 and both loans free ($39 at most),
// sees Bob's $41: her page shows Accept and why she cannot reject, and no
// Reject button to be refused after a tap.
func TestBrowserSellerPhoneHidesARejectSheCannotPay(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r, seller, bidders := islandRoom(t)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	amt := func(n int) *int { return &n }
	for i, n := range []int{41, 9} {
		if err := r.Act(bidders[i], phones.Action{Kind: phones.ActBid, Amount: amt(n)}); err != nil {
			t.Fatal(err)
		}
	}
	p := phonetest.OpenAt(t, browser, "Ann", ts.URL+srv.SeatPath(seller), 390, 844)
	p.WaitText("Ann cannot pay the $41 a rejection costs, even with loans: accept the bid.")
	p.WaitShown(fmt.Sprintf(`button.choice[data-kind=%q]`, phones.ActAccept))
	p.WaitJS("no Reject button", fmt.Sprintf(`document.querySelectorAll('button.choice[data-kind=%q]').length === 0`, phones.ActReject))
	p.ScreenshotView(phonetest.ShotPath(t, "container-seller-no-reject-390x844.png"))
	for _, size := range [][2]int64{{1920, 1080}, {1366, 768}} {
		tb := phonetest.OpenAt(t, browser, "table", ts.URL+srv.TablePath(), size[0], size[1])
		tb.WaitText("highest bid")
		tb.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("container-seller-table-%dx%d.png", size[0], size[1])))
	}
}
