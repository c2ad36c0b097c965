package container

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// TestBrowserTableOnATabletFitsAWholeGame (a tablet stood upright on the
// table got the TV's layout, squeezed to its width: text of 8 px, the
// board a strip at the top): a whole 5-player game of each edition
// (the most players: container.txt, "Overview"), played by the engine's
// bot through the room, with the table page open on tablets held
// upright, 768x1024, 810x1080 and 600x960. At the first turn no line
// for a phone shows and the board's labels ("Cash", "Loans") are at
// least 16 px (12.5 px at 600 px wide: the page is the same, smaller;
// phonetest.MinTabletText); after every move each page fits its screen
// with no scrolling and shows no text under that size
// (TableScreens.Check). Screenshots at the first turn, at move 200 and
// at the final scores: container-tablet-EDITION-MOMENT-WxH.png.
func TestBrowserTableOnATabletFitsAWholeGame(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	sizes := [][2]int64{phonetest.Tablet, {810, 1080}, {600, 960}}
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		t.Run(edition, func(t *testing.T) {
			t.Parallel()
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee", "Eve"}, container.Options{Edition: edition, DealCards: true}, 5)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			r := NewRoom(g)
			srv, ts := roomtest.Serve(t, r, &r.OnChange)
			name := "container-tablet-" + edition
			screens := phonetest.OpenTableScreensAt(t, browser, name, ts.URL+srv.TablePath(), sizes...)
			screens.Check(r.Public().Version, "the first turn")
			for _, p := range screens.Pages {
				l := p.MeasureTable()
				if l.Hint != "" {
					t.Errorf("%s: the tablet shows the line for a phone: %q", p.Name, l.Hint)
				}
				least := phonetest.MinTabletText * min(1, float64(l.VW)/768)
				if label := labelSize(t, p); label < least {
					t.Errorf("%s, the first turn: the board's labels are %.1f px, want at least %.1f (fitting level %s)", p.Name, label, least, l.Level)
				}
			}
			screens.Shot("start")
			rnd := rand.New(rand.NewPCG(5, 25))
			moves := 0
			for ; r.State().Phase != container.Over; moves++ {
				m := botMove(t, r, rnd, moves)
				screens.Check(r.Public().Version, fmt.Sprintf("after move %d (%s)", moves+1, m.Type))
				if moves == 200 {
					screens.Shot("late")
				}
			}
			r.ShowScores()
			screens.Check(r.Public().Version, "the final scores")
			screens.Shot("end")
			t.Logf("%d moves, %d checks; fitting level changes by page %v", moves, screens.Checks, screens.Relevels)
		})
	}
}

// labelSize is the font size of the smallest of the board's labels the
// table page p shows ("Cash", "Factory store 1/2", "Loans"), in px (0
// when it shows none).
func labelSize(t *testing.T, p *phonetest.Phone) float64 {
	t.Helper()
	s, err := chromedp.Run(p.Ctx, chromedp.Evaluate[float64](`Math.min(...[...document.querySelectorAll('.board .part .label')].filter(e => e.getClientRects().length).map(e => parseFloat(getComputedStyle(e).fontSize)), 1e9) % 1e9`))
	if err != nil {
		t.Fatal(err)
	}
	return s
}
