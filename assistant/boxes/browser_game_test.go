package boxes

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/boxes"
)

// nowSel is the phone page's line saying what the player must do now.
const nowSel = ".now .what"

// firstScreens opens url on one page at 390x844, then sizes it to
// 360x640, and at each size waits until each of sels is wholly within the
// first screen and runs also (when not nil); then, at 360x640 with the
// text at 200 %, it waits for the last of sels (the control to tap) within
// the first screen. It returns the page, at 360x640. (One page for both
// sizes: opening a page costs about a second of CPU, issue 27.)
func firstScreens(t *testing.T, browser context.Context, name, url string, also func(p *phonetest.Phone), sels ...string) *phonetest.Phone {
	t.Helper()
	var p *phonetest.Phone
	for i, size := range [][2]int64{{390, 844}, {360, 640}} {
		if i == 0 {
			p = phonetest.OpenAt(t, browser, name, url, size[0], size[1])
		} else {
			p.Do(phonetest.Size(size[0], size[1]))
		}
		for _, sel := range sels {
			p.WaitJS(fmt.Sprintf("%s within the first screen at %dx%d", sel, size[0], size[1]), phonetest.InFirstScreen(sel))
		}
		if also != nil {
			also(p)
		}
	}
	p.BigText(sels[len(sels)-1], phonetest.ShotPath(t, "boxes-"+strings.ToLower(name)+"-360x640-text200.png"))
	return p
}

// TestBrowserBoxesGameOnThePhones: Boxes on real pages. Container 1 goes
// to Bob in a secret auction at 1,800 ECU (see TestBoxesWholeGameOnThePhones:
// he pays 1,800, keeping 1,600 ECU, and his cards make 1 set of 3);
// container 2 is an open auction: Bob (auctioneer) opens at 300, Cy
// raises to 400, Ann to 500. Bob's phone, at 390x844 and at 360x640,
// shows what he must do (raise or pass) and the raise button within the
// first screen, and his wallet and cards as the room has them (1,600 ECU,
// red-250, 1 set). The table screen at 1920x1080 draws the board as the
// room has it (the containers sold, the one on sale) beside the auction,
// and no wallet: a screenshot is written for a person to look at. Then Bob and Cy pass: Ann's phone asks her payment, its first
// choice within the first screen.
func TestBrowserBoxesGameOnThePhones(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r, srv, ts := boxesServer(t, inspected(boxes.SecretAuction)...)
	cards := wholeGameCards(t)
	p := boxes.Wallet{0, 1, 1, 3}
	for _, m := range []boxes.Move{
		{Type: boxes.SealBid, Player: 0, Amount: 1250}, {Type: boxes.SealBid, Player: 1, Amount: 1800}, {Type: boxes.SealBid, Player: 2, Amount: 900},
		{Type: boxes.PayNotes, Player: 1, Notes: &p}, {Type: boxes.RecordCards, Player: 1, Container: 0, Cards: cards[0]},
		{Type: boxes.ChooseAuction, Player: 1, Kind: boxes.OpenAuction},
		{Type: boxes.InspectCards, Player: 1, Closed: 2, Open: 3}, {Type: boxes.InspectCards, Player: 2, Closed: 2, Open: 3}, {Type: boxes.InspectCards, Player: 0, Closed: 2, Open: 3},
		{Type: boxes.StartingBid, Player: 1, Amount: 300}, {Type: boxes.Raise, Player: 2, Amount: 400}, {Type: boxes.Raise, Player: 0, Amount: 500},
	} {
		if _, err := r.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	bob := firstScreens(t, browser, "Bob", ts.URL+srv.SeatPath(1), func(pg *phonetest.Phone) {
		pg.WaitText("Your turn: raise or pass.")
		pg.WaitText("1,600 ECU")
		pg.WaitText("red-250")
		pg.WaitPanels(".mine", roomtest.Shown(r.Private(1).Panels))
	}, nowSel, "#seal")
	table := phonetest.OpenAt(t, browser, "table", ts.URL+srv.TablePath(), 1920, 1080)
	table.WaitText("Bob")
	table.WaitBoard(roomtest.ShownBoard(r.Public().Board))
	if txt := table.Text(); strings.Contains(txt, "1,600") || strings.Contains(txt, "red-250") || strings.Contains(strings.ToLower(txt), "your wallet") {
		t.Fatalf("the table screen shows a secret:\n%s", txt)
	}
	table.ScreenshotView(phonetest.ShotPath(t, "boxes-table-1920x1080.png"))
	for _, m := range []boxes.Move{{Type: boxes.PassBid, Player: 1}, {Type: boxes.PassBid, Player: 2}} {
		if _, err := r.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	ann := firstScreens(t, browser, "Ann", ts.URL+srv.SeatPath(0), nil, nowSel, "button.choice")
	ann.WaitText("You won container 2: pay 500 ECU")
	ann.ScreenshotView(phonetest.ShotPath(t, "boxes-pay-360x640.png"))
	bob.Do(phonetest.Size(390, 844))
	bob.ScreenshotView(phonetest.ShotPath(t, "boxes-bob-390x844.png"))
}
