package minicontainers

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// TestBrowserPhoneTablesKeepWordsWhole: Mini Containers for "🦊 Foxy",
// "Maximiliana Konstantinopoulou-Whitmoreby", a 40-letter name without a
// space (the longest allowed), 12 "W" and 8 Chinese characters, on phones
// of 390x844 and 360x640 (the table screen draws the board, no table). In round 1
// (after 6 moves) the "The table" panels and at the end the final
// scores: no table is wider than its box, no cell's word breaks across
// lines but a name's, and a name's only where its table cannot hold it
// whole (phonetest.TableFaults; a tester saw "Cont/ainer", "H/an/d", the
// Total column cut off, and the "Played by" column break the 40-letter
// name mid-word or run past the box). Screenshots:
// mini-tables-MOMENT-WxH.png (the page) and mini-row-MOMENT-WxH.png (the
// row of containers in view).
func TestBrowserPhoneTablesKeepWordsWhole(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	names := []string{"🦊 Foxy", "Maximiliana Konstantinopoulou-Whitmoreby", "Wolfeschlegelsteinhausenbergerdorffvoral", "WWWWWWWWWWWW", "张伟李娜王芳刘洋"}
	g, err := NewGame(t.TempDir(), names, mc.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	ph := roomtest.ServePhones(t, r, &r.OnChange)
	sizes := [][2]int64{{390, 844}, {360, 640}}
	pages := roomtest.OpenSeats(t, browser, ph.Server, ph.URL, "", sizes)
	check := func(moment string) {
		t.Helper()
		for i, p := range pages {
			p.WaitVersion(r.Public().Version)
			p.WaitJS("the tables drawn", `document.querySelectorAll('table').length > 0`)
			if faults := p.TableFaults(names...); faults != "" {
				t.Errorf("%s, %dx%d:\n%s", moment, sizes[i][0], sizes[i][1], faults)
			}
			p.Screenshot(phonetest.ShotPath(t, fmt.Sprintf("mini-tables-%s-%dx%d.png", moment, sizes[i][0], sizes[i][1])))
			// The row of containers in view, at the phone's size.
			p.WaitJS("the row in view", `([...document.querySelectorAll('.panel h2')].find(h => /Row of containers/i.test(h.textContent)).scrollIntoView(), true)`)
			p.ScreenshotHere(phonetest.ShotPath(t, fmt.Sprintf("mini-row-%s-%dx%d.png", moment, sizes[i][0], sizes[i][1])))
		}
	}
	rnd := rand.New(rand.NewPCG(7, 49))
	moves := 0
	for tries := 0; r.State().Phase != mc.Over; tries++ {
		if tries == 100000 {
			t.Fatalf("no end after %d tries (%d moves)", tries, moves)
		}
		m := mc.RandomMove(r.State(), rnd)
		if _, err := r.Do(m); err != nil {
			continue
		}
		if moves++; moves == 6 {
			check("round1")
		}
	}
	check("end")
}
