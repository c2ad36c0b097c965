package boxes

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/boxes"
)

// bart is a 40-letter name (with its spaces) for the Boxes phone tests.
const bart = "Bartholomew Maximilian Featherstonehaugh"

// bartWinsFirst is a 3-player game (Ann, bart, Cy; Ann the auctioneer)
// served to phones, in which bart wins container 1 at an open auction
// (Ann 50, bart 100, Cy and Ann pass) and is asked to pay, and do, which
// makes a move at the laptop or fails the test.
func bartWinsFirst(t *testing.T) (*Room, string, string, func(boxes.Move)) {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Ann", bart, "Cy"}, boxes.Options{Auctioneer: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	do := func(m boxes.Move) {
		t.Helper()
		if _, err := r.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	for _, m := range append(inspected(boxes.OpenAuction),
		boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 50}, boxes.Move{Type: boxes.Raise, Player: 1, Amount: 100},
		boxes.Move{Type: boxes.PassBid, Player: 2}, boxes.Move{Type: boxes.PassBid, Player: 0}) {
		do(m)
	}
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	return r, ts.URL + srv.SeatPath(1), ts.URL + srv.TablePath(), do
}

// TestBrowserBoxesSoldTableKeepsColumnNamesWhole (a new user's try-out:
// on a phone the "Containers sold" table broke its heading "Container" a
// letter a line beside a 40-letter name): bart has won container 1 for
// 100 ECU at an open auction, cards not recorded. On his phone at
// 390x844 and 360x640 the table fits its box, no column's name is
// broken inside a word, the name breaks only where it cannot fit
// (phonetest.TableFaults), and the row reads 1, bart, open, 100 ECU,
// not recorded. Writes boxes-sold-WxH.png.
func TestBrowserBoxesSoldTableKeepsColumnNamesWhole(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r, seat, _, do := bartWinsFirst(t)
	pay := boxes.Wallet{0, 1, 0, 0}
	do(boxes.Move{Type: boxes.PayNotes, Player: 1, Notes: &pay})
	for _, sz := range [][2]int64{{390, 844}, {360, 640}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			p := phonetest.OpenAt(t, browser, fmt.Sprintf("%dx%d", sz[0], sz[1]), seat, sz[0], sz[1])
			p.WaitVersion(r.Public().Version)
			faults := p.TableFaults(bart) // (opens the fold of the table's panels)
			sold := p.ShownPanels(".public")
			if n := len(sold); n == 0 || sold[n-1].Title != "Containers sold" || fmt.Sprint(sold[n-1].Rows) != fmt.Sprint([][]string{
				{"Container", "Won by", "Auction", "Price", "Cards"}, {"1", bart, "open", "100 ECU", "not recorded"}}) {
				t.Errorf("%s: the table's panels: %+v", p.Name, sold)
			}
			if _, err := chromedp.Run(p.Ctx, chromedp.Evaluate[chromedp.Void](`[...document.querySelectorAll('.panel table')].pop().closest('.panel').scrollIntoView()`)); err != nil {
				t.Fatal(err)
			}
			shot := phonetest.ShotPath(t, fmt.Sprintf("boxes-sold-%s.png", p.Name))
			if faults != "" {
				t.Errorf("%s: the tables:\n%s\n(see %s)", p.Name, faults, shot)
			}
			p.ScreenshotHere(shot) // taken when asked for or failed
		})
	}
}

// walletsShownJS counts the places a phone shows its wallet in: the
// panel "Your wallet" and the facts' "Wallet" (only you see this), each
// when shown; and whether the facts' one is in the bid form.
const walletsShownJS = `(() => {
	const shown = e => e.getClientRects().length > 0;
	const panels = [...document.querySelectorAll('.panel > h2')].filter(h => shown(h) && h.textContent === 'Your wallet');
	const facts = [...document.querySelectorAll('dt')].filter(d => shown(d) && d.textContent === 'Wallet');
	return {n: panels.length + facts.length, inForm: facts.some(d => !!d.closest('form.bid'))};
})()`

// TestBrowserBoxesPhoneShowsTheWalletOnce (a new user's try-out: the
// Boxes phone showed the wallet twice, as "Your wallet" and under "Only
// you see this"): on bart's phone at 360x640 the wallet is shown in one
// place at each moment: beside the bid form while his sealed bid is
// asked (the bid is laid in his notes), in its panel while he pays (the
// payments are his choices), after paying, and once he has sealed.
// Writes boxes-wallet-MOMENT.png.
func TestBrowserBoxesPhoneShowsTheWalletOnce(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r, seat, _, do := bartWinsFirst(t)
	p := phonetest.OpenAt(t, browser, "bart", seat, 360, 640)
	look := func(moment string, inForm bool) {
		t.Helper()
		p.WaitVersion(r.Public().Version)
		shot := phonetest.ShotPath(t, "boxes-wallet-"+moment+".png")
		got, err := chromedp.Run(p.Ctx, chromedp.Evaluate[struct {
			N      int  `json:"n"`
			InForm bool `json:"inForm"`
		}](walletsShownJS))
		if err != nil {
			t.Fatal(err)
		}
		if got.N != 1 || got.InForm != inForm {
			t.Errorf("%s: the wallet shown %d times (in the bid form: %v), want once (in the bid form: %v) (see %s)", moment, got.N, got.InForm, inForm, shot)
		}
		p.Screenshot(shot) // taken when asked for or failed
	}
	look("pay", false)
	pay := boxes.Wallet{0, 1, 0, 0}
	do(boxes.Move{Type: boxes.PayNotes, Player: 1, Notes: &pay})
	look("paid", false)
	// Container 2: bart, the auctioneer now, chooses a secret auction;
	// everyone inspects; his bid is asked.
	do(boxes.Move{Type: boxes.ChooseAuction, Player: 1, Kind: boxes.SecretAuction})
	for r.State().Phase == boxes.Inspect {
		do(boxes.Move{Type: boxes.InspectCards, Player: r.State().Inspector(), Closed: 2, Open: 3})
	}
	p.WaitShown("#amount")
	look("bid", true)
	do(boxes.Move{Type: boxes.SealBid, Player: 1, Amount: 200})
	look("sealed", false)
}
