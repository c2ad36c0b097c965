package phones

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// TestBrowserClosedTabEndsItsStreamAtOnce (a try-out: a player closed
// their tab during a sealed bid and the laptop's menu still said their
// phone was connected 24 s later): a seat's page open in a tab of
// chromium holds its event stream open (Connected says 1), and once the
// tab is closed the server sees the stream end within a second, and
// StreamsChanged is closed: nothing waits for a timeout or a write to
// fail, so the laptop can say it at once.
func TestBrowserClosedTabEndsItsStreamAtOnce(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	s, ts, _ := start(t, fixedRoom{seats: []string{"Ann"}, view: lotRoom.view}, Options{})
	tab, closeTab := chromedp.NewContext(browser)
	defer closeTab()
	if _, err := chromedp.Run(tab, chromedp.Navigate(ts.URL+s.SeatPath(0))); err != nil {
		t.Fatal(err)
	}
	waitStreams(t, []int{1}, 0, s)
	changed := s.StreamsChanged()
	closed := time.Now()
	closeTab()
	waitStreams(t, []int{0}, 0, s)
	if d := time.Since(closed); d > time.Second {
		t.Errorf("the stream of a closed tab ended %v after, want within a second", d)
	}
	select {
	case <-changed:
	default:
		t.Error("StreamsChanged was not closed when the tab's stream ended")
	}
	t.Logf("the closed tab's stream ended %v after", time.Since(closed))
}
