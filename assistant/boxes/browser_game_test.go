package boxes

import (
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/boxes"
)

// nowSel is the phone page's line saying what the player must do now.
const nowSel = ".now .what"

// firstScreens sizes page p to 390x844, then to 360x640, and at each size waits until each of sels is wholly within the
// first screen and runs also (when not nil); then, at 360x640 with the
// text at 200 %, it waits for the last of sels (the control to tap) within
// the first screen. It returns p, at 360x640. (One page for every size:
// opening a page costs about a second of CPU, issue 27.)
func firstScreens(t *testing.T, p *phonetest.Phone, also func(p *phonetest.Phone), sels ...string) *phonetest.Phone {
	t.Helper()
	for _, size := range [][2]int64{{390, 844}, {360, 640}} {
		p.Do(phonetest.Size(size[0], size[1]))
		for _, sel := range sels {
			p.WaitJS(fmt.Sprintf("%s within the first screen at %dx%d", sel, size[0], size[1]), phonetest.InFirstScreen(sel))
		}
		if also != nil {
			also(p)
		}
	}
	p.BigText(sels[len(sels)-1], phonetest.ShotPath(t, "boxes-"+strings.ToLower(p.Name)+"-360x640-text200.png"))
	return p
}

// saidOnce is a script true when the page's call to play and the
// auction's box say s exactly once between them (any case).
func saidOnce(s string) string {
	return fmt.Sprintf(`[...document.querySelectorAll('section.now, section.phase')].map(e => e.innerText).join(' ').toLowerCase().split(%q).length === 2`, strings.ToLower(s))
}

// TestBrowserBoxesGameOnThePhones: Boxes on real pages. Ann's phone on
// its side (844x390) is to seal a bid: its seal button is within the first
// screen, and "Seal your bid for container 1." is said once (not again as
// the auction's message). Container 1 goes to Bob in a secret auction at
// 1,800 ECU (see TestBoxesWholeGameOnThePhones: he pays 1,800, keeping
// 1,600 ECU, and his cards make 1 set of 3); container 2 is an open
// auction: Bob (auctioneer) opens at 300, Cy raises to 400, Ann to 500.
// Bob's phone, at 390x844 and at 360x640, shows what he must do ("● Your
// turn Raise or pass.", each said once, as in a tie's runoff) and the
// raise button within the first screen, and his wallet and cards as the
// room has them (1,600 ECU, red-250, 1 set). The table screen at
// 1920x1080 draws the board as the room has it (the containers sold, the
// one on sale) beside the auction, and no wallet: a screenshot is written
// for a person to look at. Then Bob and Cy pass: Ann's phone asks her
// payment, its first choice within the first screen.
func TestBrowserBoxesGameOnThePhones(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r, srv, ts := boxesServer(t, inspected(boxes.SecretAuction)...)
	cards := wholeGameCards(t)
	// Ann, a phone on its side, is to seal a bid: the button to seal is
	// within the first screen, and what to do is said once.
	ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+srv.SeatPath(0), 844, 390)
	ann.WaitShown("#seal")
	ann.WaitJS(fmt.Sprintf("the seal button within the first screen at 844x390 (bottom at %.0f)", ann.Bottom("#seal")), phonetest.InFirstScreen("#seal"))
	ann.WaitJS(`"Your turn" and what to do said once`, saidOnce("Your turn")+" && "+saidOnce("Seal your bid for container 1."))
	ann.ScreenshotView(phonetest.ShotPath(t, "boxes-ann-seal-844x390.png"))
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
	bob := firstScreens(t, phonetest.Open(t, browser, "Bob", ts.URL+srv.SeatPath(1)), func(pg *phonetest.Phone) {
		pg.WaitJS(`"Your turn" and "raise or pass" said once`, saidOnce("Your turn")+" && "+saidOnce("Raise or pass."))
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
	firstScreens(t, ann, nil, nowSel, "button.choice")
	ann.WaitText("You won container 2: pay 500 ECU")
	ann.ScreenshotView(phonetest.ShotPath(t, "boxes-pay-360x640.png"))
	bob.Do(phonetest.Size(390, 844))
	bob.ScreenshotView(phonetest.ShotPath(t, "boxes-bob-390x844.png"))
}
