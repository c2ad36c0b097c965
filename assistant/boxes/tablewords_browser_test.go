package boxes

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/boxes"
)

// TestBrowserBoxesRunoffWordsOnEveryScreen (a new user's try-out, with
// its names): all three seal 600 ECU; in the runoff (boxes.txt, "Secret
// Auction": a tie bids again in an open auction) Zed bids 700, ليلى
// passes, Max 800. Max's phone says "you lead" in the round's line
// where ليلى's names him; after Zed passes, Max's card under Bidders says
// "won at 800 ECU" beside its 600 sealed, on the table screen
// (1920x1080, 1366x768: fitting, no word cut) and on the phones (390x844,
// 360x640). Writes boxes-runoff-*.png.
func TestBrowserBoxesRunoffWordsOnEveryScreen(t *testing.T) {
	t.Parallel()
	const max = "Maximilianalexandrabartholomew"
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"👋🏽Zed", "ليلى", max}, boxes.Options{Auctioneer: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	do := func(ms ...boxes.Move) {
		t.Helper()
		for _, m := range ms {
			if _, err := r.Do(m); err != nil {
				t.Fatalf("%+v: %v", m, err)
			}
		}
	}
	do(moves(inspected(boxes.SecretAuction), []boxes.Move{seal(0, 600), seal(1, 600), seal(2, 600), raise(0, 700), pass(1), raise(2, 800)})...)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	tv := phonetest.OpenTableScreens(t, browser, "boxes-runoff", ts.URL+srv.TablePath())
	round := `(document.querySelector('section.phase .round') || {}).innerText || ''`
	var phones []*phonetest.Phone
	for _, sz := range [][2]int64{{390, 844}, {360, 640}} {
		for _, seat := range []int{1, 2} {
			p := phonetest.OpenAt(t, browser, fmt.Sprintf("seat%d-%dx%d", seat, sz[0], sz[1]), ts.URL+srv.SeatPath(seat), sz[0], sz[1])
			p.WaitVersion(r.Public().Version)
			want := "Tied at 600 ECU: open auction among the tied; now 800 ECU, " + map[int]string{1: max + " leads", 2: "you lead"}[seat]
			if got, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](round)); err != nil || phonetest.Plain(got) != want {
				t.Errorf("%s: the round's line %q (%v), want %q", p.Name, got, err, want)
			}
			phones = append(phones, p)
		}
	}
	do(pass(0))
	v := r.Public().Version
	tv.Check(v, "won")
	tv.Shot("won")
	card := `[...document.querySelectorAll('li.bidder.winner')].map(e => e.innerText.replace(/\s+/g, ' ')).join('|')`
	for _, p := range append(phones, tv.Pages...) {
		p.WaitVersion(v)
		got, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](card))
		if err != nil {
			t.Fatal(err)
		}
		if got = phonetest.Plain(got); got != max+" ★ Winner 600 ECU · won at 800 ECU" && got != max+" (you) ★ Winner 600 ECU · won at 800 ECU" {
			t.Errorf("%s: the winner's card %q", p.Name, got)
		}
	}
	for _, p := range phones {
		if _, err := chromedp.Run(p.Ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('li.bidder.winner').scrollIntoView({block: 'center'})`)); err != nil {
			t.Fatal(err)
		}
		p.ScreenshotHere(phonetest.ShotPath(t, "boxes-runoff-"+p.Name+".png"))
	}
}
