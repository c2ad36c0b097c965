package phones

import (
	"fmt"
	"testing"

	"tallyman/assistant/phones/phonetest"
)

// TestBrowserBidCommaOnlyInItsPlace: the sealed bid form on a phone
// (390x844, 360x640, 1920x1080) reads a comma only as a thousands
// separator in its place, as the laptop does (engines/words
// ParseNumber): "1,00", "2,5", "1,,000" and ",500" are refused in words
// (the try-out's laptop read "1,00" and "2,5" as $100 and $25, and sealed
// bids have no undo), "1,000" asks "Seal $1,000?".
func TestBrowserBidCommaOnlyInItsPlace(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for _, sz := range [][2]int64{{390, 844}, {360, 640}, {1920, 1080}} {
		size := fmt.Sprintf("%dx%d", sz[0], sz[1])
		t.Run(size, func(t *testing.T) {
			t.Parallel()
			room := NewGenericRoomIn([]string{"Ann", "Bob"}, 5000, false, "$")
			s, ts, _ := start(t, room, Options{})
			room.OnChange = s.Changed
			if err := room.Start("the spice crate"); err != nil {
				t.Fatal(err)
			}
			ann := phonetest.OpenAt(t, browser, "Ann "+size, ts.URL+s.SeatPath(0), sz[0], sz[1])
			ann.WaitShown("#amount")
			for _, typed := range []string{"1,00", "2,5", "1,,000", ",500"} {
				ann.Do(phonetest.ClearAmount)
				ann.Type("#amount", typed)
				ann.Tap("#seal")
				ann.WaitJS(typed+" refused", `document.body.innerText.includes('Type a whole number from $0 to $5,000.') && !document.body.innerText.includes('Seal $')`)
				ann.ScreenshotHere(phonetest.ShotPath(t, fmt.Sprintf("bidcomma-refused-%s.png", size)))
			}
			ann.Do(phonetest.ClearAmount)
			ann.Type("#amount", "1,000")
			ann.Tap("#seal")
			ann.WaitText("Seal $1,000?")
			ann.ScreenshotHere(phonetest.ShotPath(t, fmt.Sprintf("bidcomma-1000-%s.png", size)))
		})
	}
}
