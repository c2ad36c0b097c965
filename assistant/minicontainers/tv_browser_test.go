package minicontainers

import (
	"fmt"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// TestBrowserMiniRowOnOneLine: the tester's five players (tvRoom, the
// last name 40 characters long) on a 1920x1080 TV while all five choose a
// card for the recycling centre: the nine tiles of the row stand on one
// line (Maximiliana's long name no longer widens her tiles), each shows
// its number "No. 1" to "No. 9", and the screen fits without scrolling.
// So do the twelve tiles of six players with long names, on the TV and
// then on a 1366x768 laptop (one page, resized). Screenshots are written
// for a person to look at.
func TestBrowserMiniRowOnOneLine(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r := tvRoom(t)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	table := phonetest.OpenAt(t, browser, "table", ts.URL+srv.TablePath(), 1920, 1080)
	table.WaitVersion(r.Public().Version)
	tiles := `Array.from(document.querySelectorAll('.board .area.wide')[0].querySelectorAll('.part.row')[0].querySelectorAll('li.space'))`
	table.WaitJS("nine tiles numbered No. 1 to No. 9", tiles+`.map(function (li) { var l = li.querySelector('.sl'); return l ? l.textContent : ''; }).join(',') === 'No. 1,No. 2,No. 3,No. 4,No. 5,No. 6,No. 7,No. 8,No. 9'`)
	table.WaitJS("the row on one line", `(function (ls) { return ls.length === 9 && ls.every(function (li) { return li.offsetTop === ls[0].offsetTop; }); })(`+tiles+`)`)
	table.WaitJS("the screen without scrolling", `document.documentElement.scrollHeight <= innerHeight && document.documentElement.scrollWidth <= innerWidth`)
	// The pick in the game's words (View.Words), not an auction's.
	heads := `Array.from(document.querySelectorAll('h2')).map(function (e) { return e.textContent; })`
	table.WaitJS("the headings 'Cards chosen in secret' and 'Choosing', no 'Sealed bids' nor 'Bidders'", `(function (hs) { return hs.some(function (t) { return t.indexOf('Cards chosen in secret') === 0; }) && hs.indexOf('Choosing') >= 0 && !hs.some(function (t) { return /Sealed bids|Bidders/.test(t); }); })(`+heads+`)`)
	table.ScreenshotView(phonetest.ShotPath(t, "minicontainers-five-players-1920x1080.png"))

	// The most tiles a round has: six players (tallyman's most), each
	// with a long name, each playing a card of two containers. The twelve
	// tiles stand on one line on the TV and on a 1366x768 laptop.
	names := []string{"Maximiliana Wolkenstein-Oberhausen Ürdal", "Wolfgang Amadeus Mozart-Salzburger", "李雷李雷李雷李雷",
		"Bartholomew Featherstonehaugh", "Guinevere Pendragon-Smythe", "Ferdinand Oberbürgermeister"}
	g, err := NewGame(t.TempDir(), names, mc.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	six := NewRoom(g)
	for _, c := range []string{"blue orange", "grey green", "yellow blue", "green orange", "grey yellow", "orange blue"} {
		card, err := mc.ParseCard(c)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := six.Do(mc.Move{Type: mc.PlayContainer, Player: six.State().Actor, Card: &card}); err != nil {
			t.Fatal(err)
		}
	}
	srv6, ts6 := roomtest.Serve(t, six, &six.OnChange)
	// One page for both screens, resized (opening a page costs about a
	// second of CPU on the test machine, issue 27).
	p := phonetest.OpenAt(t, browser, "table of six", ts6.URL+srv6.TablePath(), 1920, 1080)
	p.WaitVersion(six.Public().Version)
	for _, size := range [][2]int64{{1920, 1080}, {1366, 768}} {
		p.Resize(size[0], size[1])
		p.WaitJS(fmt.Sprintf("twelve tiles on one line at %dx%d", size[0], size[1]), `(function (ls) { return ls.length === 12 && ls.every(function (li) { return li.offsetTop === ls[0].offsetTop; }); })(`+tiles+`)`)
		p.WaitJS(fmt.Sprintf("the screen without scrolling at %dx%d", size[0], size[1]), `document.documentElement.scrollHeight <= innerHeight && document.documentElement.scrollWidth <= innerWidth`)
		p.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("minicontainers-six-long-names-%dx%d.png", size[0], size[1])))
	}
}
