package phones

import (
	"fmt"
	"testing"

	"tallyman/assistant/phones/phonetest"
)

// TestBrowserYourTurnAtTheTopOfABiddersPage: during a sale the page of a
// bidder still to seal says "● Your turn" at its top, in the first screen
// of a 390x844 and of a 360x640 phone, and not once it has sealed; after
// a tie the seller's page says it above its choices.
func TestBrowserYourTurnAtTheTopOfABiddersPage(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, false)
	s, ts, _ := start(t, room, Options{})
	room.OnChange = s.Changed
	if err := room.StartSale("the tea chest", 0); err != nil {
		t.Fatal(err)
	}
	call := `document.querySelector('section.now .call')?.textContent === '● Your turn'`
	ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), 390, 844)
	bob := phonetest.OpenAt(t, browser, "Bob", ts.URL+s.SeatPath(1), 390, 844)
	cid := phonetest.OpenAt(t, browser, "Cid", ts.URL+s.SeatPath(2), 360, 640)
	for _, p := range []*phonetest.Phone{bob, cid} {
		p.WaitText("Seal your bid for the tea chest.")
		p.WaitJS("the call at the top", call)
		p.WaitJS("the call in the first screen", phonetest.InFirstScreen("section.now .call"))
	}
	bob.ScreenshotView(phonetest.ShotPath(t, "yourturn-bidder-390x844.png"))
	cid.ScreenshotView(phonetest.ShotPath(t, "yourturn-bidder-360x640.png"))
	ann.WaitJS("no call for the seller while the others seal", `!document.querySelector('section.now .call')`)
	bob.Bid(7)
	bob.WaitText("Sealed.")
	bob.WaitJS("no call once sealed", `!document.querySelector('section.now .call')`)
	cid.Bid(7)
	ann.WaitText("Tied at $7: pick the winner.") // no runoff in this room: not "Still tied"
	ann.WaitJS("the seller called to pick", call)
	ann.WaitJS("the seller's call in the first screen", phonetest.InFirstScreen("section.now .call"))
	ann.ScreenshotView(phonetest.ShotPath(t, "yourturn-seller-pick-390x844.png"))
}

// TestBrowserYourTurnWhereverThePageAsks (a tester's report, Container's
// auctions): a room may leave what to do to its message ("Seal your
// bid.", "you pick the winner or buy out"), saying neither Now nor
// Wanted; the page still says "● Your turn" at its top, the message
// beside it (and not again under the auction's heading), in the first
// screen at 390x844 and at 360x640, wherever it asks the player to act:
// a sealed bid's form (its Seal button in the first screen too) and the
// seller's choices after a tie (the first choice in the first screen).
func TestBrowserYourTurnWhereverThePageAsks(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	lot := &Lot{Seller: "Layla", Text: "Layla's cargo", Items: []Item{{Label: "white", Count: 1, Swatch: "#f4f1ea"}}}
	for _, tc := range []struct {
		name  string
		view  View
		first string // what to tap, in the first screen with the call
	}{
		{name: "bid", first: "#seal", view: View{Game: "fake", Title: "Delivery auction", Phase: PhaseBidding, Round: "Sealed bids", Lot: lot, Message: "Seal your bid.",
			Bid: &BidForm{Max: 21, Label: "Your sealed bid", Round: "r1", Bluffs: 2, Note: "Nobody sees any bid until all are sealed."}}},
		{name: "pick", first: "button.choice", view: View{Game: "fake", Title: "Delivery auction", Phase: PhasePick, Lot: lot, Message: "Still tied at $6: you pick the winner or buy out.",
			Choices: []Choice{
				{Kind: ActPick, Winner: 0, Label: "Zed wins: pays $6, the supply adds $6"},
				{Kind: ActPick, Winner: 2, Label: "Maximilianalexandrabartholomew wins: pays $6, the supply adds $6"},
				{Kind: ActReject, Winner: -1, Label: "Buy out: pay $6 to the Off-Shore Bank, keep the cargo"}}}},
	} {
		room := fixedRoom{seats: []string{"Zed", "Layla", "Maximilianalexandrabartholomew"}, view: tc.view}
		s, ts, _ := start(t, room, Options{})
		for _, size := range [][2]int64{{390, 844}, {360, 640}} {
			p := phonetest.OpenAt(t, browser, "Layla", ts.URL+s.SeatPath(1), size[0], size[1])
			p.WaitText(tc.view.Message)
			p.WaitJS(tc.name+": the call at the top", `document.querySelector('section.now .call')?.textContent === '● Your turn'`)
			p.WaitJS(tc.name+": the call in the first screen", phonetest.InFirstScreen("section.now .call"))
			p.WaitJS(tc.name+": the message beside the call, said once", fmt.Sprintf(`document.querySelector('section.now .what')?.textContent === %q &&
				!document.querySelector('section.phase').textContent.includes(%[1]q)`, tc.view.Message))
			p.WaitJS(tc.name+": what to tap in the first screen", phonetest.InFirstScreen(tc.first))
			p.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("yourturn-%s-%dx%d.png", tc.name, size[0], size[1])))
		}
	}
}
