package container

import (
	"net/http/httptest"
	"testing"
	"time"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/engines/container"
)

// TestBrowserTypedBidSurvivesReconnectAndReload: in a Container auction
// (classic, 4 players), an amount typed in a bidder's form and not
// sealed is still in the field, the form open, after the page's stream
// drops and comes back (the Wi-Fi cut and back), after the page is put
// away long enough to close its stream and shown again (the screen off),
// and after a reload (the tab reloaded after sleep: the amount kept in
// the tab's sessionStorage). The first bidder at 390x844 types 2, the
// third at 360x640 types 1; each then seals what they typed.
func TestBrowserTypedBidSurvivesReconnectAndReload(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r, _, b := auctionRoom4(t, container.EditionClassic)
	srv, err := phones.New(r, phones.Options{HiddenGrace: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	r.OnChange = srv.Changed
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); srv.Close() })
	proxy := phonetest.NewProxy(t, ts.Listener.Addr().String())
	names := r.Seats()
	first := phonetest.OpenAt(t, browser, names[b[0]], proxy.URL()+srv.SeatPath(b[0]), 390, 844)
	third := phonetest.OpenAt(t, browser, names[b[2]], proxy.URL()+srv.SeatPath(b[2]), 360, 640)
	typed := map[*phonetest.Phone]string{first: "2", third: "1"}
	for p, amount := range typed {
		p.WaitText("Seal your bid.")
		p.Type("#amount", amount)
	}
	phonetest.DraftKept(t, proxy, typed, func() bool { c := srv.Connected(); return c[b[0]] == 0 && c[b[2]] == 0 }, "container-draft")

	for p, amount := range typed {
		p.Tap("#seal")
		p.WaitText("Seal $" + amount + "?")
		p.Tap("#confirm")
		p.WaitText("You sealed $" + amount)
	}
}
