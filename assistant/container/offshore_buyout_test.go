package container

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// TestOffshoreBuyoutSaysWhoBoughtOut: in the Off-Shore edition the
// deliverer buys the cargo out instead of rejecting (actions text,
// "Auction buyout"). Before the decision every seat's message says the
// deliverer "accepts or buys out" (the deliverer's own: "accept or buy
// out", the words of its buttons, Accept and Buy out); after the buyout
// the top bid is marked "bought out by" the deliverer on every screen, so
// it cannot read as if the bidder bought it out. Bids: $3 and $1, from the
// two bidders' cash (each has more than $3).
func TestOffshoreBuyoutSaysWhoBoughtOut(t *testing.T) {
	r := offshoreAuctionRoom(t)
	s := r.State()
	seller, names := s.Auction.Seller, r.Seats()
	bidders := s.Auction.Rounds[0].Waiting()
	for i, n := range []int{3, 1} {
		if s.BidLimit(bidders[i]) < n {
			t.Fatalf("%s has $%d", names[bidders[i]], s.BidLimit(bidders[i]))
		}
		if err := r.Act(bidders[i], phones.Action{Kind: phones.ActBid, Amount: &n}); err != nil {
			t.Fatal(err)
		}
	}
	top, other := bidders[0], bidders[1]
	if a := r.State().Auction; a.Step != container.StepDecide || a.Winner != top {
		t.Fatalf("auction %+v, want %s's $3 to decide", a, names[top])
	}
	for _, c := range []struct {
		seat int
		want string
	}{
		{seller, fmt.Sprintf("%s bids the most, $3: accept or buy out.", names[top])},
		{top, fmt.Sprintf("You bid the most, $3. %s accepts or buys out.", names[seller])},
		{other, fmt.Sprintf("%s bids the most, $3. %s accepts or buys out.", names[top], names[seller])},
		{-1, fmt.Sprintf("%s bids the most, $3. %s accepts or buys out.", names[top], names[seller])},
	} {
		if got := r.View(c.seat).Message; got != c.want {
			t.Errorf("seat %d before the decision: %q, want %q", c.seat, got, c.want)
		}
	}
	if err := r.Act(seller, phones.Action{Kind: phones.ActReject}); err != nil {
		t.Fatal(err)
	}
	for seat := -1; seat < 3; seat++ {
		for _, b := range r.View(seat).Bidders {
			want := map[bool]string{true: "bought out by " + names[seller]}[b.Seat == top]
			if b.Status != want || b.Winner {
				t.Errorf("seat %d after the buyout: %s's status %q (winner %v), want %q", seat, b.Name, b.Status, b.Winner, want)
			}
		}
	}
}

// TestBrowserOffshoreBuyoutSaysWho: on real pages (390x844 and 360x640
// phones, the 1920x1080 table), the deliverer's phone asks "accept or buy
// out" beside its Accept and Buy out buttons, and after the buyout every
// page marks the top bid "bought out by" the deliverer, a long name
// included, inside the page's width (no sideways scroll). Screenshots:
// buyout-WxH.png.
func TestBrowserOffshoreBuyoutSaysWho(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r := offshoreAuctionRoomWith(t, []string{"Maximiliana Vanderberg-Wolff", "Bob", "فاطمة"}, container.Options{Edition: container.EditionOffshore, DealCards: true})
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	s := r.State()
	seller, names := s.Auction.Seller, r.Seats()
	bidders := s.Auction.Rounds[0].Waiting()
	for i, n := range []int{3, 1} {
		if err := r.Act(bidders[i], phones.Action{Kind: phones.ActBid, Amount: &n}); err != nil {
			t.Fatal(err)
		}
	}
	sp := phonetest.OpenAt(t, browser, names[seller], ts.URL+srv.SeatPath(seller), 390, 844)
	sp.WaitText(fmt.Sprintf("%s bids the most, $3: accept or buy out.", names[bidders[0]]))
	sp.WaitJS("the buttons Accept and Buy out", `[...document.querySelectorAll('button.choice')].map(b => b.textContent.split(':')[0]).join('|') === 'Accept|Buy out'`)
	pages := []struct {
		p    *phonetest.Phone
		w, h int64
	}{{sp, 390, 844}, {nil, 360, 640}, {nil, 1920, 1080}}
	pages[1].p = phonetest.OpenAt(t, browser, names[bidders[0]], ts.URL+srv.SeatPath(bidders[0]), 360, 640)
	pages[2].p = phonetest.OpenAt(t, browser, "table", ts.URL+srv.TablePath(), 1920, 1080)
	sp.Choose(phones.ActReject, bidders[0])
	want := "bought out by " + names[seller]
	for _, pg := range pages {
		pg.p.WaitJS("the bid marked "+want, fmt.Sprintf(`document.querySelector('li[data-seat="%d"]').textContent.includes(%q)`, bidders[0], want))
		pg.p.WaitJS("no sideways scroll", `document.documentElement.scrollWidth <= window.innerWidth`)
		pg.p.WaitJS("the status inside its card", fmt.Sprintf(`(() => { const li = document.querySelector('li[data-seat="%d"]'), c = li.getBoundingClientRect();
			return [...li.querySelectorAll('.status span')].every(s => { const r = s.getBoundingClientRect(); return r.left >= c.left - 1 && r.right <= c.right + 1; }); })()`, bidders[0]))
		pg.p.Do(chromedp.Evaluate[chromedp.Void](`document.querySelector('section.bidders').scrollIntoView()`))
		pg.p.ScreenshotHere(phonetest.ShotPath(t, fmt.Sprintf("buyout-%dx%d.png", pg.w, pg.h)))
	}
}
