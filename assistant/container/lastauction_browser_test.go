package container

import (
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// TestBrowserTableShowsBluffsAtTheRevealAndDropsTheAuctionAfter: an
// Off-Shore delivery auction on the table screen at 1920x1080, 1366x768
// and 1280x720, with a try-out's names. Before the reveal no bidder's
// card says a bluff; at the reveal each card shows its bluff cards beside
// the bid ("$1 (2 bluffs)", "$2 (1 bluff)"); the result stays while it
// is news; once the next player makes a move the auction's panels are
// gone (no "For sale", no bidders) and the board has the screen's width.
// Screenshots: container-lastauction-MOMENT-WxH.png.
func TestBrowserTableShowsBluffsAtTheRevealAndDropsTheAuctionAfter(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	names := []string{"👍🏽Ann", "سارة", "Maximiliantheodorusfitzwilliam"}
	r := offshoreAuctionRoomWith(t, names, container.Options{Edition: container.EditionOffshore, DealCards: true})
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	screens := phonetest.OpenTableScreensAt(t, browser, "container-lastauction", ts.URL+srv.TablePath(), phonetest.TV, phonetest.Laptop, [2]int64{1280, 720})
	a := r.State().Auction
	bidders := a.Rounds[0].Waiting()
	// cards is what the bidders' cards say, one line each.
	cards := `[...document.querySelectorAll('.tv .auction li.bidder')].filter(e => e.offsetParent).map(e => e.textContent).join('\n')`
	wait := func(what, expr string) {
		t.Helper()
		for _, p := range screens.Pages {
			p.WaitJS(what, expr)
		}
	}
	seal := func(seat, amount, bluffs int) {
		t.Helper()
		if err := r.Act(seat, phones.Action{Kind: phones.ActBid, Amount: num(amount), Bluffs: num(bluffs)}); err != nil {
			t.Fatal(err)
		}
	}
	seal(bidders[0], 1, 2)
	screens.Check(r.Public().Version, "one bid sealed")
	wait("the bidders' cards, no bluff shown", fmt.Sprintf(`(c => c.includes(%q) && !/bluff/.test(c))(%s)`, "Sealed", cards))
	screens.Shot("sealed")
	seal(bidders[1], 2, 1)
	screens.Check(r.Public().Version, "the reveal")
	wait("each bid with its bluff cards", fmt.Sprintf(`(c => c.includes('$1 (2 bluffs)') && c.includes('$2 (1 bluff)'))(%s)`, cards))
	screens.Shot("reveal")
	if err := r.Act(a.Seller, phones.Action{Kind: phones.ActAccept}); err != nil {
		t.Fatal(err)
	}
	screens.Check(r.Public().Version, "the result")
	wait("the result, bluffs still beside the bids", fmt.Sprintf(`document.querySelector('.tv').classList.contains('auction-on') && (c => c.includes('$1 (2 bluffs)'))(%s)`, cards))
	screens.Shot("result")
	if _, err := r.Do(container.Move{Type: container.EndTurn, Player: r.State().Current}); err != nil {
		t.Fatal(err)
	}
	screens.Check(r.Public().Version, "the next move")
	wait("no auction beside the board", `(t => !t.classList.contains('auction-on') && document.querySelector('.tv .auction').hidden)(document.querySelector('.tv'))`)
	screens.Shot("next")
	for _, p := range screens.Pages {
		if txt := p.Text(); strings.Contains(strings.ToLower(txt), "for sale") || strings.Contains(txt, "Bidders") || strings.Contains(txt, "BIDDERS") {
			t.Errorf("%s: the auction is still shown after the next move:\n%s", p.Name, txt)
		}
	}
}
