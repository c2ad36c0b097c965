package assistant

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
)

// TestBrowserContainerAuction runs a Container island auction on three
// real browser pages, one per player, plus the shared table page: the two
// bidders tie, the runoff decides, one bidder takes a loan from the phone,
// and the seller rejects on the phone. The reveal reaches every page
// without a reload, a page reloaded mid-round comes back to its seat, and
// every step is in the journal. Amounts by hand (container.txt, "The island
// auction"): bids $9 and $9 tie; extras $3 and $1 make $12 the winning
// total; the seller rejects and pays $12 to the bank, keeping the cargo.
func TestBrowserContainerAuction(t *testing.T) {
	browser := phonetest.NewBrowser(t, 60*time.Second)
	r, seller, bidders := islandRoom(t)
	srv, err := phones.New(r, phones.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r.OnChange = srv.Changed
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		srv.Close()
		ts.Close()
	})
	names := r.Seats()
	b0, b1 := bidders[0], bidders[1]
	sellerCash := r.State().Players[seller].Cash
	pages := map[int]*phonetest.Phone{}
	for seat := range 3 {
		pages[seat] = phonetest.Open(t, browser, names[seat], ts.URL+srv.SeatPath(seat))
	}
	table := phonetest.Open(t, browser, "table", ts.URL+srv.TablePath())
	all := []*phonetest.Phone{pages[0], pages[1], pages[2], table}
	for _, p := range all {
		p.WaitText(names[seller] + "'s cargo")
	}
	pages[b0].WaitText("Your sealed bid")

	// A loan from the phone during the auction: +$10, a move in the journal.
	cash := r.State().Players[b1].Cash
	pages[b1].Do(chromedp.WaitVisible(chromedp.ID("loan")), chromedp.Click(chromedp.ID("loan")), chromedp.WaitVisible(chromedp.ID("confirm")), chromedp.Click(chromedp.ID("confirm")))
	pages[b1].WaitText("1 of 2")
	if got := r.State().Players[b1].Cash; got != cash+10 {
		t.Fatalf("cash after the phone's loan: %d, want %d", got, cash+10)
	}

	pages[b0].Bid(9)
	pages[b0].WaitText("Sealed.")
	// Reloaded mid-round: the same seat, still sealed, no amount anywhere.
	pages[b0].Do(chromedp.Reload())
	pages[b0].WaitText("Sealed.")
	for _, p := range all {
		p.WaitJS("no amount in the bidders list", `[...document.querySelectorAll('li[data-seat]')].every(li => !li.textContent.includes('$'))`)
		if strings.Contains(p.Text(), "$9") {
			t.Fatalf("%s shows a sealed amount before the reveal:\n%s", p.Name, p.Text())
		}
	}
	pages[b1].Bid(9)
	for _, p := range all {
		p.WaitText("Runoff")
	}
	pages[b0].WaitText("Extra on top of $9")
	pages[b0].Bid(3)
	pages[b1].Bid(1)
	for _, p := range all {
		p.WaitText(names[b0] + " bids the most, $12.")
	}
	pages[seller].Choose(phones.ActReject, b0)
	for _, p := range all {
		p.WaitText("rejected")
	}
	s := r.State()
	if s.Players[seller].Cash != sellerCash-12 || s.Players[seller].Island.Total() != 1 || s.Auction != nil {
		t.Fatalf("after the reject: seller cash %d (want %d), island %v", s.Players[seller].Cash, sellerCash-12, s.Players[seller].Island)
	}
	var kinds []string
	for _, m := range r.Game().Moves[len(r.Game().Moves)-6:] {
		kinds = append(kinds, string(m.Type))
	}
	if got := strings.Join(kinds, ","); got != "loan,bid,bid,bid,bid,reject" {
		t.Errorf("journalled moves %s", got)
	}
	if s.Players[b1].Loans != 1 {
		t.Errorf("loans %d", s.Players[b1].Loans)
	}
}

// TestBrowserOffshoreBluff: on a real page, a delivery bidder picks 1
// bluff card beside the amount; the confirm step says so, and the bid
// reaches the engine with its bluff.
func TestBrowserOffshoreBluff(t *testing.T) {
	browser := phonetest.NewBrowser(t, 60*time.Second)
	r := offshoreAuctionRoom(t)
	srv, err := phones.New(r, phones.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r.OnChange = srv.Changed
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		srv.Close()
		ts.Close()
	})
	first := r.State().Auction.Rounds[0].Waiting()[0]
	p := phonetest.Open(t, browser, r.Seats()[first], ts.URL+srv.SeatPath(first))
	p.Do(chromedp.WaitVisible(chromedp.ID("amount")),
		phonetest.ClearAmount,
		chromedp.SendKeys(chromedp.ID("amount"), "0"),
		chromedp.Click(chromedp.ID("bluffs1")),
		chromedp.Click(chromedp.ID("seal")),
		chromedp.WaitVisible(chromedp.ID("confirm")))
	p.WaitText("Seal $0 with 1 bluff card?")
	p.Do(chromedp.Click(chromedp.ID("confirm")))
	p.WaitText("Sealed.")
	if b := r.State().Auction.Bluffs[first]; b != 1 {
		t.Fatalf("the engine holds %d bluff cards for the bid, want 1", b)
	}
}
