package boxes

import (
	"fmt"
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/prompt"
	"tallyman/engines/boxes"
)

// TestPhonesShowTheGameOnceTheLaptopGoesOnAfterAResume: a new user's
// try-out. Four players, five phone pages (Bob on two) and the table
// screen; Cy won container 1 for 250 ECU and is to pay on his phone.
// The laptop is killed (every connection drops: nothing is said to the
// pages) and the game resumed from its journal, its phones served again
// on the same port; the pages reconnect by themselves and say the game
// waits for the laptop. Then each page asks for its view and opens a
// fresh stream, as a phone does whose Wi-Fi comes back ("online"), on a
// network slow to bring the view (1.5 s), and the laptop goes on (the
// joining screen left) once the server has answered every one of those
// views: the answers, made before the start, come after the streams'
// first views. Within a few seconds every page shows the game, and still
// does once those answers are in, without a reload: Cy's phone, whose
// seat must act now, his payment and the notes to pay with; Ann's,
// Bob's two and Dee's, who wait, the result; the table screen, Cy
// paying. Before the fix, a view answered before the start and read
// after the stream's started one had the same version, and put "You're
// in. The game starts when the laptop says so." back on the page until
// the next move.
func TestPhonesShowTheGameOnceTheLaptopGoesOnAfterAResume(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	names := []string{"Ann", "Bob", "Cy", "Dee"}
	g, err := NewGame(t.TempDir(), names, boxes.Options{Auctioneer: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	path := g.Journal.Path()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	r := NewRoom(g)
	pl, err := phonelink.GamePhones(r, phonelink.JournalOf(g.Journal), phonelink.PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1", Port: port}, &r.OnChange)
	if err != nil {
		t.Fatal(err)
	}
	laptopGoesOn := func(pl *phonelink.PhoneLink) {
		t.Helper()
		if err := pl.Join(prompt.NewPrompter(strings.NewReader(""), io.Discard, true), names); err != nil {
			t.Fatal(err)
		}
	}
	laptopGoesOn(pl)
	proxy := phonetest.NewProxy(t, fmt.Sprintf("127.0.0.1:%d", port))
	at := func(link string) string {
		return proxy.URL() + strings.TrimPrefix(link, fmt.Sprintf("http://127.0.0.1:%d", port))
	}
	table := phonetest.OpenAt(t, browser, "table", at(pl.TableURL()), 1920, 1080)
	pages := []*phonetest.Phone{table}
	for _, seat := range []int{0, 1, 2, 3, 1} {
		name := names[seat]
		if len(pages) == 5 {
			name = "Bob2"
		}
		pages = append(pages, phonetest.OpenAt(t, browser, name, at(pl.SeatURL(seat)), 390, 844))
	}
	cy := pages[3]
	for _, m := range []boxes.Move{
		{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.OpenAuction},
		{Type: boxes.InspectCards, Player: 0, Closed: 3, Open: 1}, {Type: boxes.InspectCards, Player: 1, Closed: 3, Open: 1},
		{Type: boxes.InspectCards, Player: 2, Closed: 3, Open: 1}, {Type: boxes.InspectCards, Player: 3, Closed: 3, Open: 1},
		{Type: boxes.StartingBid, Player: 0, Amount: 200}, {Type: boxes.PassBid, Player: 1}, {Type: boxes.Raise, Player: 2, Amount: 250},
		{Type: boxes.PassBid, Player: 3}, {Type: boxes.PassBid, Player: 0},
	} {
		if _, err := r.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	const pay = "You won container 1: pay 250 ECU"
	cy.WaitText(pay)
	for _, p := range pages {
		// Gone if the page is loaded again.
		p.Do(chromedp.Evaluate[chromedp.Void](`window.tallymanKept = true`))
	}

	// kill -9: every connection drops, no word to the pages.
	proxy.Cut(true)
	r.OnChange = nil
	pl.Close()
	g.Close()
	// tallyman resume: the game from its journal, its phones on the port
	// of its seat file.
	g, err = OpenGame(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r = NewRoom(g)
	pl, err = phonelink.GamePhones(r, phonelink.JournalOf(g.Journal), phonelink.PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, &r.OnChange)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pl.Close)
	proxy.Cut(false)
	for _, p := range pages {
		p.WaitText(phonelink.WaitingToStart)
		p.WaitJS("a live stream", `document.getElementById('conn').textContent === '● Live'`)
	}
	proxy.SlowViews(1500 * time.Millisecond)
	asked := proxy.Views()
	for _, p := range pages {
		p.Do(chromedp.Evaluate[chromedp.Void](`window.dispatchEvent(new Event('online'))`))
	}
	for deadline := time.Now().Add(20 * time.Second); proxy.Views() < asked+len(pages); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the server answered %d of the %d pages' views", proxy.Views()-asked, len(pages))
		}
	}
	start := time.Now()
	laptopGoesOn(pl)
	// Every view answered before the start has reached its page.
	time.Sleep(time.Until(start.Add(2500 * time.Millisecond)))

	shows := []struct {
		page *phonetest.Phone
		text string
	}{
		{pages[0], "Cy pays 250 ECU for container 1"},
		{pages[1], "Cy wins container 1 for 250 ECU"},
		{pages[2], "Cy wins container 1 for 250 ECU"},
		{cy, pay},
		{pages[4], "Cy wins container 1 for 250 ECU"},
		{pages[5], "Cy wins container 1 for 250 ECU"},
	}
	for _, s := range shows {
		s.page.WaitText(s.text)
		if txt := s.page.Text(); strings.Contains(txt, phonelink.WaitingToStart) || strings.Contains(txt, phonelink.JoinedBeforeStart) {
			t.Errorf("%s still waits for the laptop to start the game:\n%s", s.page.Name, txt)
		}
	}
	cy.WaitShown("button.choice")
	if took := time.Since(start); took > 8*time.Second {
		t.Errorf("the pages showed the game %v after the laptop went on, want a few seconds", took.Round(time.Millisecond))
	}
	for _, p := range pages {
		p.WaitJS("the page not loaded again", `window.tallymanKept === true`)
		size := "390x844"
		if p == table {
			size = "1920x1080"
		}
		p.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("boxes-resumed-%s-%s.png", strings.ToLower(p.Name), size)))
	}
}
