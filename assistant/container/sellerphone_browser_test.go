package container

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

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
	p.WaitText("You cannot pay the $41 a rejection costs, even with loans: accept the bid.")
	p.WaitShown(fmt.Sprintf(`button.choice[data-kind=%q]`, phones.ActAccept))
	p.WaitJS("no Reject button", fmt.Sprintf(`document.querySelectorAll('button.choice[data-kind=%q]').length === 0`, phones.ActReject))
	p.ScreenshotView(phonetest.ShotPath(t, "container-seller-no-reject-390x844.png"))
	noDotEndsALine(t, p)
	// The table screen's bidder card (try-out 2, finding 8): it read
	// "$41 ·" / "highest bid" at 1920x1080.
	for _, size := range [][2]int64{{1920, 1080}, {1366, 768}} {
		tb := phonetest.OpenAt(t, browser, "table", ts.URL+srv.TablePath(), size[0], size[1])
		tb.WaitText("highest bid")
		noDotEndsALine(t, tb)
		tb.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("container-seller-table-%dx%d.png", size[0], size[1])))
	}
}

// dotsAtLineEndJS lists the bidders' lines (".bidder .status") in which
// a "·" separator is the last letter on its line: the next letter, white
// space left out, sits lower.
const dotsAtLineEndJS = `(() => {
	const bad = [];
	for (const st of document.querySelectorAll('.bidder .status')) {
		const chars = [];
		const walk = document.createTreeWalker(st, NodeFilter.SHOW_TEXT);
		for (let n = walk.nextNode(); n; n = walk.nextNode()) {
			for (let i = 0; i < n.data.length; i++) {
				if (!n.data[i].trim()) continue;
				const r = document.createRange();
				r.setStart(n, i);
				r.setEnd(n, i + 1);
				const rc = r.getClientRects()[0];
				if (rc) chars.push({ c: n.data[i], top: rc.top });
			}
		}
		chars.forEach((ch, i) => {
			if (ch.c === '·' && i + 1 < chars.length && chars[i + 1].top > ch.top + 2) bad.push(st.textContent);
		});
	}
	return bad;
})()`

// noDotEndsALine fails t when a bidder's line on p ends with its "·".
func noDotEndsALine(t *testing.T, p *phonetest.Phone) {
	t.Helper()
	bad, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]string](dotsAtLineEndJS))
	if err != nil {
		t.Fatal(err)
	}
	if len(bad) > 0 {
		t.Errorf("%s: a line ends with its separator in %q", p.Name, bad)
	}
}
