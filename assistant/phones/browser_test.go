package phones

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// The real-browser tests drive headless Chromium (Debian's chromium
// package) with chromedp. Without a browser they skip loudly, except on CI
// (CI=true), where they fail. Run them alone with
//
//	go test -run Browser -v ./assistant/phones/
//
// They write phone-page.png and phone-page-dark.png, a player's page at
// 360x740 in light and dark mode, and the other screenshots named below,
// to $TALLYMAN_SCREENSHOTS (default: tallyman-screens in the temporary
// folder).

// TestBrowserAuction plays a whole auction on three phones and the table
// screen: Ann sells, Bob and Cid tie at $10, tie again in the runoff at
// +$2, and Ann picks Cid on her phone. Every change reaches every page
// without a reload; a page reloaded mid-round comes back sealed, or with
// the amount half typed in it, kept until sealed or the round is over.
func TestBrowserAuction(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, true)
	s, ts, _ := start(t, room, Options{})
	room.OnChange = s.Changed

	ann := phonetest.Open(t, browser, "Ann", ts.URL+s.SeatPath(0))
	bob := phonetest.Open(t, browser, "Bob", ts.URL+s.SeatPath(1))
	cid := phonetest.Open(t, browser, "Cid", ts.URL+s.SeatPath(2))
	table := phonetest.Open(t, browser, "table", ts.URL+s.TablePath())
	all := []*phonetest.Phone{ann, bob, cid, table}
	for _, p := range all {
		p.WaitText("Waiting for the first lot.")
	}
	// A page draws its first view before its stream is counted: wait for
	// the counts (a loaded machine takes a while).
	waitFor(t, "every page's stream to count", func() bool {
		return fmt.Sprint(s.Connected()) == "[1 1 1]" && s.TableConnected() == 1
	})

	// The laptop opens the lot: every page shows it without a reload.
	if err := room.StartSale("the spice crate", 0); err != nil {
		t.Fatal(err)
	}
	for _, p := range all {
		p.WaitText("the spice crate")
		p.WaitText("SEALED BIDS")
	}
	ann.WaitText("You are selling")
	bob.WaitText("From $0 to $50")
	bob.WaitShown("#amount")

	// Bob seals $10.
	bob.Bid(10)
	bob.WaitText("Sealed. Waiting for Cid to seal.")
	for _, p := range []*phonetest.Phone{ann, cid, table} {
		p.WaitJS("Bob sealed", `document.querySelector('li[data-seat="1"] .status').textContent.includes('Sealed')`)
	}

	// Bob's page reloaded mid-round comes back to his seat, sealed, with
	// his own amount and no amount anywhere else.
	bob.Do(chromedp.Reload())
	bob.WaitText("Sealed. Waiting for Cid to seal.")
	bob.WaitText("You sealed $10")
	bob.WaitJS("the bid form gone, and the typed amount with it", `(!document.getElementById('amount') || document.querySelector('form.bid').hidden) && sessionStorage.length === 0`)
	for _, p := range []*phonetest.Phone{ann, cid, table} {
		if txt := p.Text(); strings.Contains(txt, "$10") {
			t.Fatalf("%s shows a sealed amount before the reveal:\n%s", p.Name, txt)
		}
	}

	// Cid types something wrong, then changes his mind once.
	cid.Type("#amount", "ten")
	cid.Tap("#seal")
	cid.WaitText("Type a whole number from $0 to $50.")
	cid.Do(phonetest.ClearAmount)
	cid.Type("#amount", "12")
	cid.Tap("#seal")
	cid.WaitText("Seal $12?")
	cid.Tap("#change")
	cid.WaitJS("the field back with 12", `document.getElementById('amount').value === '12' && !document.querySelector('form.bid').hidden`)
	// A phone reloads a tab on its own: the half-typed 12 comes back.
	cid.Do(chromedp.Reload())
	cid.WaitJS("12 still typed after a reload", `document.getElementById('amount')?.value === '12' && !document.querySelector('form.bid').hidden`)
	cid.Bid(10)

	// The reveal reaches every page without a reload: a tie, so a runoff.
	for _, p := range all {
		p.WaitText("RUNOFF")
		p.WaitJS("the revealed bids", `document.querySelector('li[data-seat="1"] .status').textContent.includes('$10') && document.querySelector('li[data-seat="2"] .status').textContent.includes('$10')`)
	}
	cid.WaitText("Extra on top of $10")
	cid.WaitText("From $0 to $40")
	cid.WaitJS("the runoff's field empty, the round's amount forgotten", `document.getElementById('amount').value === '' && sessionStorage.length === 0`)
	// Big touch targets, and nothing wider than the phone.
	cid.WaitJS("48-px targets and no sideways scroll", `(() => {
		const tall = ['amount', 'seal'].every(id => document.getElementById(id).getBoundingClientRect().height >= 48);
		return tall && document.documentElement.scrollWidth <= 360;
	})()`)
	cid.Screenshot(phonetest.ShotPath(t, "phone-page.png"))
	cid.Do(phonetest.DarkMode(true))
	cid.Screenshot(phonetest.ShotPath(t, "phone-page-dark.png"))
	cid.Do(phonetest.DarkMode(false))

	bob.Bid(2)
	cid.Bid(2)

	// Still tied at $12: Ann picks on her phone.
	for _, p := range all {
		p.WaitText("Still tied at $12")
	}
	ann.WaitShown(`button.choice[data-winner="2"]`)
	ann.WaitJS("48-px choice buttons", `[...document.querySelectorAll('button.choice')].every(b => b.getBoundingClientRect().height >= 48)`)
	ann.Tap(`button.choice[data-winner="2"]`)
	ann.WaitText("Pick Cid (wins at $12)?")
	ann.Tap("#confirm")

	want := "Ann picked Cid: Cid wins the spice crate for $12."
	for _, p := range all {
		p.WaitText(want)
		p.WaitJS("Cid's winner badge", `document.querySelector('li[data-seat="2"]').textContent.includes('Winner')`)
		p.WaitJS("the totals", `document.querySelector('li[data-seat="1"] .status').textContent === '$10 + $2 = $12'`)
	}
	if r := room.Result(); r.Winner != 2 || r.Price != 12 || !r.Picked {
		t.Fatalf("result %+v", r)
	}

	// A reissued link stops working on the phone that had it.
	if _, err := s.Reissue(1); err != nil {
		t.Fatal(err)
	}
	bob.WaitText("Link no longer works")
}

// TestBrowserPollingFallback serves a page whose event stream always
// fails: the page says so in words and keeps up by polling /view.
func TestBrowserPollingFallback(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := NewGenericRoom([]string{"Ann", "Bob"}, 20, true)
	s, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	room.OnChange = s.Changed
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/events") {
			http.Error(w, "no streams here", http.StatusServiceUnavailable)
			return
		}
		s.Handler().ServeHTTP(w, r)
	}))
	t.Cleanup(func() {
		s.Close()
		ts.Close()
	})
	bob := phonetest.NewPhone(t, browser, "Bob")
	bob.Do(chromedp.EmulateViewport(360, 740), chromedp.Navigate(ts.URL+s.SeatPath(1)))
	bob.WaitText("Waiting for the first lot.")
	bob.WaitText("Live (every 2 s)")
	if err := room.Start("the tea chest"); err != nil {
		t.Fatal(err)
	}
	bob.WaitText("the tea chest")
	bob.Bid(7)
	bob.WaitText("Sealed. Waiting for Ann to seal.")
}

// TestBrowserLaptopRestart stops the server and starts a new one on the
// same port with the same tokens (a resumed game) and a room whose
// versions start again from 0: the open page reconnects by itself and
// shows the new state.
func TestBrowserLaptopRestart(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	names := []string{"Ann", "Bob"}
	room := NewGenericRoom(names, 20, true)
	s1, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	room.OnChange = s1.Changed
	l, err := Listen("127.0.0.1", 0)
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	go s1.Serve(l)
	t.Cleanup(func() { s1.Close() })
	for _, lot := range []string{"lot one", "lot two", "lot three"} {
		room.Start(lot)
	}
	seven := 7
	room.Act(0, Action{Kind: ActBid, Amount: &seven})
	bob := phonetest.Open(t, browser, "Bob", "http://"+addr+s1.SeatPath(1))
	bob.WaitText("lot three")
	if err := s1.Close(); err != nil {
		t.Fatal(err)
	}
	bob.WaitText("Reconnecting")

	again := NewGenericRoom(names, 20, true)
	s2, err := New(again, Options{Tokens: s1.Tokens(), TableToken: s1.TableToken()})
	if err != nil {
		t.Fatal(err)
	}
	again.OnChange = s2.Changed
	l2, err := net.Listen("tcp", addr)
	if err != nil {
		t.Skipf("the old port %s is not free again: %v", addr, err)
	}
	go s2.Serve(l2)
	t.Cleanup(func() { s2.Close() })
	again.Start("the new lot") // version 1, below the page's
	bob.WaitText("the new lot")
	bob.WaitText("Live")
}

// TestBrowserFrozenLaptop: the laptop freezes (asleep, or its process
// stopped) while the page's stream is open: the connection stays up but
// nothing comes, not even the heartbeat. Within about two heartbeats the
// page stops saying "Live" and says it has no answer from the laptop;
// once the laptop runs again, the page is live by itself and shows what
// changed meanwhile.
func TestBrowserFrozenLaptop(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := NewGenericRoom([]string{"Ann", "Bob"}, 20, true)
	s, err := New(room, Options{Heartbeat: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	room.OnChange = s.Changed
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		s.Close()
		ts.Close()
	})
	proxy := phonetest.NewProxy(t, ts.Listener.Addr().String())
	bob := phonetest.Open(t, browser, "Bob", proxy.URL()+s.SeatPath(1))
	bob.WaitText("Waiting for the first lot.")
	proxy.Freeze(true)
	bob.WaitText("No answer from the laptop")
	bob.WaitJS("not live", `!document.getElementById('conn').textContent.includes('Live')`)
	if err := room.Start("the tea chest"); err != nil {
		t.Fatal(err)
	}
	proxy.Freeze(false)
	bob.WaitText("the tea chest")
	bob.WaitJS("live again", `document.getElementById('conn').textContent.includes('Live')`)
	bob.WaitJS("the warning gone", `!document.body.innerText.includes('No answer from the laptop')`)
}

// fixedRoom shows the same view to everyone, and has nothing to do.
type fixedRoom struct {
	seats []string
	view  View
}

func (r fixedRoom) Seats() []string { return r.seats }

func (r fixedRoom) View(seat int) View { return r.view }

func (r fixedRoom) Public() Public {
	p, _ := r.view.Split()
	return p
}

func (r fixedRoom) Private(seat int) Private {
	_, q := r.view.Split()
	return q
}

func (fixedRoom) Act(int, Action) error { return fmt.Errorf("nothing to do") }

// lotRoom shows one lot of containers, a white one among them.
var lotRoom = fixedRoom{seats: []string{"Ann"}, view: View{Game: "fake", Title: "Island auction", Phase: PhaseBidding, Message: "Waiting for Bob.",
	Lot: &Lot{Seller: "Cy", Text: "Cy's cargo", Items: []Item{
		{Label: "white", Count: 2, Swatch: "#f4f1ea"}, {Label: "orange", Count: 1, Swatch: "#e8772e"}, {Label: "black (dark green)", Count: 1, Swatch: "#2f4f4f"}}}}}

// TestBrowserSwatchNotAControl: a colour swatch beside a container's name
// is drawn as a container, not as a checkbox: wider than tall, square
// corners, an outline that differs from its fill (so a white container
// shows on a white card), and nothing to focus or tap, in light and dark
// mode. Writes swatches.png and swatches-dark.png.
func TestBrowserSwatchNotAControl(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	s, ts, _ := start(t, lotRoom, Options{})
	ann := phonetest.Open(t, browser, "Ann", ts.URL+s.SeatPath(0))
	ann.WaitText("2 × white")
	check := `[...document.querySelectorAll('.swatch')].every(e => {
		const r = e.getBoundingClientRect(), cs = getComputedStyle(e);
		return r.width >= 1.5 * r.height && r.height >= 14 && parseFloat(cs.borderTopLeftRadius) <= 3 &&
			parseFloat(cs.borderTopWidth) >= 1 && cs.borderTopStyle !== 'none' && cs.borderTopColor !== cs.backgroundColor &&
			e.tabIndex < 0 && cs.cursor !== 'pointer' && e.getAttribute('aria-hidden') === 'true';
	}) && document.querySelectorAll('.swatch').length === 3`
	ann.WaitJS("container-shaped swatches with an outline", check)
	ann.Screenshot(phonetest.ShotPath(t, "swatches.png"))
	ann.Do(phonetest.DarkMode(true))
	ann.WaitJS("the same in dark mode", check)
	ann.Screenshot(phonetest.ShotPath(t, "swatches-dark.png"))
}

// rtlRoom shows a reveal whose line names a player in Arabic script.
var rtlRoom = fixedRoom{seats: []string{"محمد العربي", "Bob"}, view: View{Game: "fake", Title: "Sealed bids", Phase: PhaseIdle, Message: "It is محمد العربي's turn.",
	Log: []string{"محمد العربي has sealed a bid", "Bids: محمد العربي $2, Bob $17"}}}

// TestBrowserRightToLeftNameKeepsItsAmount (a tester's report): a line
// that names a player written right to left, "Bids: محمد العربي $2, Bob
// $17", shows the amount after the name, as every other name's, on the
// phones and on the table. Without isolating the name, Unicode's
// bidirectional rules read "$2" after Arabic letters as part of the
// Arabic, and the screen showed "2$" to the left of the name.
func TestBrowserRightToLeftNameKeepsItsAmount(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	s, ts, _ := start(t, rtlRoom, Options{})
	// Every shown text holding both: "$2" starts right of the name's end.
	const order = `(() => {
		const out = [], w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		while (w.nextNode()) {
			const n = w.currentNode, i = n.data.indexOf('$2,'), j = n.data.indexOf('العربي');
			if (i < 0 || j < 0 || !n.parentElement.getClientRects().length) continue;
			const r = document.createRange();
			r.setStart(n, i); r.setEnd(n, i + 2);
			const amount = r.getBoundingClientRect();
			r.setStart(n, j); r.setEnd(n, j + 6);
			const name = r.getBoundingClientRect();
			out.push(amount.left >= name.right - 1);
		}
		return out.length > 0 && out.every(Boolean);
	})()`
	for _, page := range []struct {
		name, path string
		w, h       int64
	}{
		{"phone", s.SeatPath(1), 390, 844},
		{"table", s.TablePath(), 1920, 1080},
	} {
		t.Run(page.name, func(t *testing.T) {
			p := phonetest.OpenAt(t, browser, page.name, ts.URL+page.path, page.w, page.h)
			p.WaitText("Bob $17")
			p.WaitJS("the amount after the right-to-left name", order)
			p.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("rtl-name-%s.png", page.name)))
		})
	}
}

// TestBrowserSealedFromAnotherTab: Bob has his link open in two tabs (or
// on two phones). He types in tab 2, then seals $20 from tab 1: tab 2's
// form goes, and tab 2 says why, in its first screen, and what became of
// the amount typed there, rather than dropping it silently. Tab 1, which
// sealed, says only "You sealed $20"; the table screen shows no amount
// and no such line. Before, tab 2 went to "You sealed $20" and its typed
// $15 was gone without a word.
func TestBrowserSealedFromAnotherTab(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	const said = "Your bid of $20 was sealed from another tab or phone, or at the laptop (only you see this)."
	tests := []struct {
		name    string
		typed   string // typed in tab 2 before tab 1 seals
		confirm bool   // tab 2 at its confirm step ("Seal $15?")
		dropped string // tab 2's line for what it typed; "" for none
	}{
		{"an amount typed", "15", false, "The $15 typed here was not sent."},
		{"at the confirm step", "15", true, "The $15 typed here was not sent."},
		{"a word typed", "lots", false, "The amount typed here was not sent."},
		{"nothing typed", "", false, ""},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			room := NewGenericRoom([]string{"Ann", "Bob"}, 50, true)
			s, ts, _ := start(t, room, Options{})
			room.OnChange = s.Changed
			if err := room.Start("Blue castle"); err != nil {
				t.Fatal(err)
			}
			tab1 := phonetest.OpenAt(t, browser, "Bob's tab 1", ts.URL+s.SeatPath(1), 390, 844)
			tab2 := phonetest.OpenAt(t, browser, "Bob's tab 2", ts.URL+s.SeatPath(1), 390, 844)
			table := phonetest.OpenAt(t, browser, "table", ts.URL+s.TablePath(), 1920, 1080)
			tab2.WaitShown("#amount")
			if tc.typed != "" {
				tab2.Type("#amount", tc.typed)
			}
			if tc.confirm {
				tab2.Tap("#seal")
				tab2.WaitText("Seal $15?")
			}
			tab1.Bid(20)
			tab1.WaitText("You sealed $20 (only you see this).")
			tab2.WaitText(said)
			tab2.WaitJS("the line in the first screen, the form gone", phonetest.InFirstScreen("p.elsewhere")+` && document.querySelector('form.bid').hidden && document.querySelector('.confirm').hidden`)
			if tc.dropped != "" {
				tab2.WaitText(tc.dropped)
				tab2.WaitJS("what was dropped in the first screen", phonetest.InFirstScreen("p.dropped"))
			} else if strings.Contains(tab2.Text(), "typed here") {
				t.Errorf("tab 2 speaks of an amount typed when none was:\n%s", tab2.Text())
			}
			if txt := tab1.Text(); strings.Contains(txt, "another tab") || strings.Contains(txt, "typed here") {
				t.Errorf("the tab that sealed says it was sealed elsewhere:\n%s", txt)
			}
			table.WaitText("Bob")
			if txt := table.Text(); strings.Contains(txt, "$20") || strings.Contains(txt, "another tab") || strings.Contains(txt, "$15") {
				t.Errorf("the table screen shows Bob's bid or the line:\n%s", txt)
			}
			if i == 0 {
				tab2.ScreenshotView(phonetest.ShotPath(t, "phone-sealed-from-another-tab-390x844.png"))
				table.ScreenshotView(phonetest.ShotPath(t, "table-sealed-from-another-tab-1920x1080.png"))
				// A small phone: both lines still in the first screen.
				tab2.Resize(360, 640)
				tab2.WaitJS("both lines in the first screen at 360x640", phonetest.InFirstScreen("p.elsewhere")+" && "+phonetest.InFirstScreen("p.dropped"))
				tab2.ScreenshotView(phonetest.ShotPath(t, "phone-sealed-from-another-tab-360x640.png"))
			}
			// Ann's bid reveals the lot: the line goes with the sealed
			// amount.
			ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), 390, 844)
			ann.Bid(5)
			tab2.WaitText("Bob wins")
			if strings.Contains(tab2.Text(), "another tab") {
				t.Errorf("the line outlived the reveal:\n%s", tab2.Text())
			}
		})
	}
}

// movedRoom is a GenericRoom that gives each seat its latest change
// (Private.Moved), as a room of the session kit does: made on its phone,
// or for it at the laptop (Laptop).
type movedRoom struct {
	*GenericRoom
	mu    sync.Mutex
	moved map[int]Moved
}

func (r *movedRoom) Private(seat int) Private {
	p := r.GenericRoom.Private(seat)
	r.mu.Lock()
	defer r.mu.Unlock()
	if m, ok := r.moved[seat]; ok {
		p.Moved = &m
	}
	return p
}

// Act is a phone's action.
func (r *movedRoom) Act(seat int, a Action) error { return r.act(seat, a, false) }

// act carries out a for seat, at the laptop when laptop is set, noting
// the change first (at the version it makes) so no view shows the bid
// sealed without it.
func (r *movedRoom) act(seat int, a Action, laptop bool) error {
	r.mu.Lock()
	r.moved[seat] = Moved{Version: r.Public().Version + 1, Laptop: laptop}
	r.mu.Unlock()
	return r.GenericRoom.Act(seat, a)
}

// TestBrowserSealedElsewhereSaysWhere: Bob's bid sealed where his page
// was not used says where, when the room tells the seat's latest change
// (Private.Moved): sealed at the laptop for him, or from another tab or
// phone of his. It used to say "from another tab or phone, or at the
// laptop" for both. What he had typed is still said to be dropped, both
// lines in the first screen.
func TestBrowserSealedElsewhereSaysWhere(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	tests := []struct {
		name   string
		laptop bool // sealed at the laptop; else from Bob's other tab
		said   string
	}{
		{"at the laptop", true, "Your bid of $20 was sealed at the laptop (only you see this)."},
		{"from another tab", false, "Your bid of $20 was sealed from another tab or phone (only you see this)."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			room := &movedRoom{GenericRoom: NewGenericRoom([]string{"Ann", "Bob"}, 50, true), moved: map[int]Moved{}}
			s, ts, _ := start(t, room, Options{})
			room.OnChange = s.Changed
			if err := room.Start("Blue castle"); err != nil {
				t.Fatal(err)
			}
			bob := phonetest.OpenAt(t, browser, "Bob", ts.URL+s.SeatPath(1), 390, 844)
			bob.WaitShown("#amount")
			bob.Type("#amount", "15")
			if tc.laptop {
				twenty := 20
				if err := room.act(1, Action{Kind: ActBid, Amount: &twenty, Round: "l1-r1"}, true); err != nil {
					t.Fatal(err)
				}
			} else {
				tab := phonetest.OpenAt(t, browser, "Bob's other tab", ts.URL+s.SeatPath(1), 390, 844)
				tab.Bid(20)
				tab.WaitText("You sealed $20 (only you see this).")
			}
			bob.WaitText(tc.said)
			bob.WaitText("The $15 typed here was not sent.")
			bob.WaitJS("both lines in the first screen", phonetest.InFirstScreen("p.elsewhere")+" && "+phonetest.InFirstScreen("p.dropped"))
			if tc.laptop {
				bob.ScreenshotView(phonetest.ShotPath(t, "phone-sealed-at-the-laptop-390x844.png"))
				bob.Resize(360, 640)
				bob.WaitJS("both lines in the first screen at 360x640", phonetest.InFirstScreen("p.elsewhere")+" && "+phonetest.InFirstScreen("p.dropped"))
				bob.ScreenshotView(phonetest.ShotPath(t, "phone-sealed-at-the-laptop-360x640.png"))
			}
		})
	}
}

// TestBrowserBidsTieNamesWhoPicks: in `tallyman bids` without runoffs a
// tie goes straight to the pick; with no seller the heading says the
// auctioneer picks (it said "the seller picks", and there was none), and
// with a seller that the seller does.
func TestBrowserBidsTieNamesWhoPicks(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for _, tc := range []struct {
		name   string
		seller int // -1: none
		want   string
	}{
		{"no seller", -1, "tie: the auctioneer picks"},
		{"a seller", 2, "tie: the seller picks"},
	} {
		room := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 20, false)
		s, err := New(room, Options{})
		if err != nil {
			t.Fatal(err)
		}
		room.OnChange = s.Changed
		ts := httptest.NewServer(s.Handler())
		t.Cleanup(func() {
			s.Close()
			ts.Close()
		})
		ann := phonetest.NewPhone(t, browser, "Ann "+tc.name)
		ann.Do(chromedp.EmulateViewport(390, 844), chromedp.Navigate(ts.URL+s.SeatPath(0)))
		ann.WaitText("Waiting for the first lot.")
		if tc.seller < 0 {
			err = room.Start("the tea chest")
		} else {
			err = room.StartSale("the tea chest", tc.seller)
		}
		if err != nil {
			t.Fatal(err)
		}
		five := 5
		for seat := range 2 {
			if err := room.Act(seat, Action{Kind: ActBid, Amount: &five}); err != nil {
				t.Fatal(err)
			}
		}
		if three := 3; tc.seller < 0 {
			if err := room.Act(2, Action{Kind: ActBid, Amount: &three}); err != nil {
				t.Fatal(err)
			}
		}
		ann.WaitJS(tc.name+": the pick's heading", `((document.querySelector('section.phase h2')||{}).textContent||'').toLowerCase().indexOf(`+strconv.Quote(tc.want)+`) === 0`)
	}
}
