package container

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// TestBrowserTableLinkOnAPhone (a new user's report: the table's link
// opened on a phone drew the whole TV screen with text about 5 px high,
// and did not say that a player wants their own link; at 360x640 Bob's
// two $10 loan cards were drawn far larger than anything else on the
// board): a 3-player game whose first player took two loans, its table
// page opened in Chromium at each size. On a phone (390x844, 360x640) a
// line at the top, in the first screen, says that this is the table's
// screen and how to play, no text is smaller than 12 px, nothing is
// drawn past the screen's edges, and the page may scroll. On a TV, a
// laptop's and a tablet's screen there is no such line and the page is
// the TV's as before: it fits with no scrolling, whose turn it is in 5
// units times the scale fitting has set (--k; a unit is a hundredth of
// a 16:9 screen's height: 10.8 px on 1920x1080, 7.2 px on 1280x720,
// 5.76 px on 1024x768, whose 16:9 part is 1024x576). At every size a loan card is no taller
// than 1.2 times the largest other piece, and no wider than 1.6 times
// (its "$10" is three letters, a container's one or two; the loan cards
// were 1.9 times as wide on the TV, 3.8 times at 390x844).
// Screenshots: container-phone-table-WxH.png.
func TestBrowserTableLinkOnAPhone(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{DealCards: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	for range 2 {
		if _, err := r.Do(container.Move{Type: container.TakeLoan, Player: r.State().Current}); err != nil {
			t.Fatal(err)
		}
	}
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	for _, c := range []struct {
		w, h  int64
		phone bool
		unit  float64 // px, on a screen that is not a phone's
	}{
		{390, 844, true, 0},
		{360, 640, true, 0},
		{1920, 1080, false, 10.8},
		{1280, 720, false, 7.2},
		{1024, 768, false, 5.76},
	} {
		t.Run(fmt.Sprintf("%dx%d", c.w, c.h), func(t *testing.T) {
			p := phonetest.OpenAt(t, browser, "table", ts.URL+srv.TablePath(), c.w, c.h)
			p.WaitVersion(r.Public().Version)
			p.WaitJS("the loans drawn", `document.querySelectorAll('.pc.loan').length === 2`)
			shot := phonetest.ShotPath(t, fmt.Sprintf("container-phone-table-%dx%d.png", c.w, c.h))
			p.ScreenshotView(shot)
			l := p.MeasureTable()
			if c.phone {
				if !strings.Contains(l.Hint, "the table's screen") || !strings.Contains(l.Hint, "scan your own code") {
					t.Errorf("the line for a phone says %q, want that this is the table's screen and to scan your own code", l.Hint)
				}
				if first, err := chromedp.Run(p.Ctx, chromedp.Evaluate[bool](phonetest.InFirstScreen(".phonehint"))); err != nil || !first {
					t.Errorf("the line for a phone is not in the first screen (%s)", p.Where(".phonehint"))
				}
				if l.Smallest < 12 {
					t.Errorf("the smallest text is %.1f px (%q), want at least 12", l.Smallest, l.SmallestText)
				}
				if l.W > l.VW || len(l.Wider) > 0 {
					t.Errorf("the page is %d px wide on a %d px screen; past its edges: %s", l.W, l.VW, strings.Join(l.Wider, "; "))
				}
			} else {
				if l.Hint != "" {
					t.Errorf("the TV shows the line for a phone: %q", l.Hint)
				}
				if whose := 5 * c.unit * l.K; l.W > l.VW || l.H > l.VH || math.Abs(l.Whose-whose) > 0.05 {
					t.Errorf("the page is %dx%d px (fitting level %s) with whose turn in %.2f px, want within %dx%d in %.2f px (5 units of %.2f px at scale %.3f)", l.W, l.H, l.Level, l.Whose, l.VW, l.VH, whose, c.unit, l.K)
				}
			}
			var tallest, widest float64
			for kind, wh := range l.Pieces {
				if kind != "loan" {
					widest, tallest = max(widest, wh[0]), max(tallest, wh[1])
				}
			}
			if loan := l.Pieces["loan"]; loan[0] > 1.6*widest || loan[1] > 1.2*tallest {
				t.Errorf("a loan card is %.1fx%.1f px, the largest other piece %.1fx%.1f", loan[0], loan[1], widest, tallest)
			}
			if t.Failed() {
				p.ScreenshotView(shot) // the one above is taken only when pictures are asked for
				t.Logf("see %s", shot)
			}
		})
	}
}

// TestBrowserTableOnAPhoneKeepsWideNamesOnScreen: the table's link on a
// 360x640 phone through a whole 5-player Off-Shore game with wideNames
// (a 40-letter name, Arabic, Hebrew, Chinese, emoji), played by the
// engine's bot. At the first delivery auction with one bid to come, at
// move 200 (the 40-letter name's ship in a harbor: "in NAME's harbor")
// and at the final scores, the line for a phone shows, no text is
// smaller than 12 px and nothing is drawn past the screen's edges; at
// the auction the sealed bids' section is in the first screen, above
// the boards. Screenshots: container-phone-widenames-MOMENT-360x640.png.
func TestBrowserTableOnAPhoneKeepsWideNamesOnScreen(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), wideNames, container.Options{DealCards: true, Edition: container.EditionOffshore}, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	p := phonetest.OpenAt(t, browser, "table on a phone", ts.URL+srv.TablePath(), 360, 640)
	look := func(moment string) {
		t.Helper()
		p.WaitVersion(r.Public().Version)
		shot := phonetest.ShotPath(t, fmt.Sprintf("container-phone-widenames-%s-360x640.png", moment))
		p.ScreenshotView(shot)
		l := p.MeasureTable()
		if l.Hint == "" || l.Smallest < 12 || l.W > l.VW || len(l.Wider) > 0 {
			t.Errorf("%s: the line for a phone %q, the smallest text %.1f px (%q), the page %d px wide on a %d px screen, past its edges: %s (see %s)",
				moment, l.Hint, l.Smallest, l.SmallestText, l.W, l.VW, strings.Join(l.Wider, "; "), shot)
			p.ScreenshotView(shot) // the one above is taken only when pictures are asked for
		}
	}
	rnd := rand.New(rand.NewPCG(3, 25))
	auction := false
	for moves := 0; r.State().Phase != container.Over; moves++ {
		botMove(t, r, rnd, moves)
		now := r.State()
		switch {
		case !auction && now.Phase == container.Auction && len(now.Auction.Rounds) == 1 && len(now.Auction.Rounds[0].Waiting()) == 1:
			auction = true
			look("auction")
			if first, err := chromedp.Run(p.Ctx, chromedp.Evaluate[bool](phonetest.InFirstScreen(".auction .phase"))); err != nil || !first {
				t.Errorf("at the auction the sealed bids are not in the first screen (%s)", p.Where(".auction .phase"))
			}
		case moves == 200:
			p.WaitVersion(r.Public().Version)
			p.WaitText("in " + wideNames[0] + "'s harbor")
			look("mid")
		}
	}
	r.ShowScores()
	look("end")
}
