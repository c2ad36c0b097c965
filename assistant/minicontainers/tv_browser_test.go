package minicontainers

import (
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
)

// TestBrowserMiniRowOnOneLine: the tester's five players (tvRoom, the
// last name 40 characters long) on a 1920x1080 TV while all five choose a
// card for the recycling centre: the nine tiles of the row stand on one
// line (Maximiliana's long name no longer widens her tiles), each shows
// its number "No. 1" to "No. 9", and the screen fits without scrolling.
// A screenshot is written for a person to look at.
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
	table.ScreenshotView(phonetest.ShotPath(t, "minicontainers-five-players-1920x1080.png"))
}
