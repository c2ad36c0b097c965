package phones

import (
	"fmt"
	"testing"
	"time"

	"tallyman/assistant/phones/phonetest"
)

// TestBrowserTypedBidSurvivesReconnectAndReload: an amount typed in the
// bids room's form (tallyman bids: a GenericRoom) and not sealed is still
// in the field, the form open, after the page's stream drops and comes
// back (the Wi-Fi cut and back), after the page is put away long enough
// to close its stream and shown again (the phone's screen off), and after
// the page is reloaded (a phone reloading a tab after sleep: the amount
// kept in the tab's sessionStorage). Bob at 390x844, Cid at 360x640;
// each then seals what he typed.
func TestBrowserTypedBidSurvivesReconnectAndReload(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, true)
	s, ts, _ := start(t, room, Options{HiddenGrace: 300 * time.Millisecond})
	room.OnChange = s.Changed
	proxy := phonetest.NewProxy(t, ts.Listener.Addr().String())
	bob := phonetest.OpenAt(t, browser, "Bob", proxy.URL()+s.SeatPath(1), 390, 844)
	cid := phonetest.OpenAt(t, browser, "Cid", proxy.URL()+s.SeatPath(2), 360, 640)
	if err := room.StartSale("the spice crate", 0); err != nil {
		t.Fatal(err)
	}
	typed := map[*phonetest.Phone]string{bob: "17", cid: "9"}
	for p, amount := range typed {
		p.WaitShown("#amount")
		p.Type("#amount", amount)
	}
	phonetest.DraftKept(t, proxy, typed, func() bool { return fmt.Sprint(s.Connected()) == "[0 0 0]" }, "draft")

	bob.Tap("#seal")
	bob.WaitText("Seal $17?")
	bob.Tap("#confirm")
	cid.Tap("#seal")
	cid.WaitText("Seal $9?")
	cid.Tap("#confirm")
	for _, p := range []*phonetest.Phone{bob, cid} {
		p.WaitJS("the reveal: $17 and $9", `document.querySelector('li[data-seat="1"] .status').textContent.includes('$17') && document.querySelector('li[data-seat="2"] .status').textContent.includes('$9')`)
	}
}
