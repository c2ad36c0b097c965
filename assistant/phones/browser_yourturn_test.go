package phones

import (
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
