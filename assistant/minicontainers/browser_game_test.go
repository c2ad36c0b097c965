package minicontainers

import (
	"fmt"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
)

// TestBrowserMiniGameOnThePhones: Mini Containers on real pages, in the
// game of recyclingRoom (see TestMiniPhonesShowTheGame). Ann's phone, at
// 390x844 and then at 360x640 (one page, resized), shows what she must
// do (pick a set-aside card) and the seal button within the first
// screen, and her cards as the room has them (0 in hand, 2 in the
// mini-deck, 2 set aside). The table screen at 1920x1080 shows the row
// with its fills and every player's counts, and who is awaited; a
// screenshot is written for a person to look at.
//
// The fourth player is called عائشة (Aisha, in Arabic script): the pages
// set a right-to-left name apart with isolation marks (U+2068 before it,
// U+2069 after), which the room's texts do not have, and the board and
// the line of who is awaited, which name her, are still read as the room
// has them (phonetest compares the text without the marks).
func TestBrowserMiniGameOnThePhones(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r := recyclingRoomOf(t, []string{"Ann", "Bob", "Cy", "عائشة"})
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	// One page for both sizes, resized (opening a page costs about a
	// second of CPU on the test machine, issue 27).
	p := phonetest.OpenAt(t, browser, "Ann", ts.URL+srv.SeatPath(0), 390, 844)
	for _, size := range [][2]int64{{390, 844}, {360, 640}} {
		p.Resize(size[0], size[1])
		for _, sel := range []string{".now .what", "#seal"} {
			p.WaitJS(fmt.Sprintf("%s within the first screen at %dx%d", sel, size[0], size[1]), phonetest.InFirstScreen(sel))
		}
		p.WaitText("Choose one of your set-aside cards for the recycling centre.")
		p.WaitPanels(".mine", roomtest.Shown(r.Private(0).Panels))
		if size[1] == 640 {
			p.ScreenshotView(phonetest.ShotPath(t, "minicontainers-ann-360x640.png"))
			p.BigText("#seal", phonetest.ShotPath(t, "minicontainers-ann-360x640-text200.png"))
		}
	}
	table := phonetest.OpenAt(t, browser, "table", ts.URL+srv.TablePath(), 1920, 1080)
	// Her name is set apart on the page (so the readers had marks to
	// leave out), and read as the room has it.
	table.WaitJS("عائشة between isolation marks", `document.querySelector('.board').textContent.includes('\u2068عائشة\u2069')`)
	table.WaitBoard(roomtest.ShownBoard(r.Public().Board))
	table.WaitText("Waiting for: Ann, Bob, عائشة")
	table.ScreenshotView(phonetest.ShotPath(t, "minicontainers-table-1920x1080.png"))
}
