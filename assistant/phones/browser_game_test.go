package phones

import (
	"fmt"
	"net"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/engines/catalogue"
)

// gameRoom is a whole game's room as the pages see it, beyond the
// auction: public panels (a wide timetrack table among them), each seat's
// own panels, whose turn, who is awaited, and a want for one seat at a
// time, with a bid form when bid is set. The test changes it under its
// lock and calls changed.
type gameRoom struct {
	mu      sync.Mutex
	names   []string
	version int
	turn    int  // the seat whose turn it is, -1 for none
	bid     bool // the seat whose turn it is may seal a bid
	over    bool
	log     []string
	changed func()
}

func (g *gameRoom) Seats() []string { return g.names }

// publicPanels are the table's panels: each player's warehouses with
// colours, and a wide timetrack table with a heading row.
func (g *gameRoom) publicPanels() []Panel {
	var ps []Panel
	for i, n := range g.names {
		ps = append(ps, Panel{Title: n, Rows: []Row{
			{Label: "Factories", Value: fmt.Sprint(i + 1)},
			{Label: "orange", Value: "2 at $3", Swatch: "orange"},
			{Label: "Store", Value: "1 at $5", Swatch: "white"},
		}, Note: fmt.Sprintf("%d containers on the island", 3*i)})
	}
	ps = append(ps, Panel{Title: "Timetrack", Wide: true, Head: true, Rows: []Row{
		{Cells: []Cell{{Text: "Player"}, {Text: "Slot"}, {Text: "Cash"}}},
		{Cells: []Cell{{Text: "Ann", Swatch: "red"}, {Text: "4"}, {Text: "12"}}},
		{Cells: []Cell{{Text: "Bob", Swatch: "blue"}, {Text: "7"}, {Text: "9"}}},
	}})
	if g.over {
		ps = append(ps, Panel{Title: "Final scores", Wide: true, Head: true, Rows: []Row{
			{Cells: []Cell{{Text: "Player"}, {Text: "Score"}}},
			{Cells: []Cell{{Text: "★ Ann (winner)"}, {Text: "61"}}},
			{Cells: []Cell{{Text: "Bob"}, {Text: "55"}}},
		}})
	}
	return ps
}

func (g *gameRoom) Public() Public {
	g.mu.Lock()
	defer g.mu.Unlock()
	earlier := max(len(g.log)-LogLines, 0)
	p := Public{Game: "fake", Title: "Fake game", Version: g.version, Phase: PhaseIdle, Panels: g.publicPanels(),
		Log: slices.Clone(g.log[earlier:]), Earlier: earlier, Over: g.over}
	if g.turn >= 0 && !g.over {
		p.Turn = g.names[g.turn] + "'s turn: action 1 of 2"
		p.Awaited = []string{g.names[g.turn]}
	}
	if g.over {
		p.Turn = "Game over after turn 12. Winner: Ann." // (as Container says it)
	}
	return p
}

// WholeLog is every line (LogKeeper); a view carries the latest.
func (g *gameRoom) WholeLog() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return slices.Clone(g.log)
}

// minePanels are seat's own: cash and a secret value card.
func minePanels(name string) []Panel {
	return []Panel{{Title: "Your money", Rows: []Row{{Label: "Cash", Value: "$23"}, {Label: "Loans", Value: "1 of 2"}}},
		{Title: "Your value card", Rows: []Row{{Label: "brown", Value: "10 (secret of " + name + ")", Swatch: "brown"}}}}
}

func (g *gameRoom) Private(seat int) Private {
	g.mu.Lock()
	defer g.mu.Unlock()
	q := Private{You: &Seat{Seat: seat, Name: g.names[seat]}, Panels: minePanels(g.names[seat])}
	if seat == g.turn && !g.over {
		q.Now, q.Wanted = "Your turn: choose an action on the laptop.", true
		if g.bid {
			q.Now = "Seal your bid for the island."
			q.Bid = &BidForm{Min: 0, Max: 23, Label: "Your bid", Note: "A tie leads to a runoff.", Round: "island-1"}
		}
	} else if g.turn >= 0 && !g.over {
		q.Now = "Waiting for " + g.names[g.turn] + "."
	}
	return q
}

func (g *gameRoom) Act(seat int, a Action) error { return fmt.Errorf("nothing to do on this page") }

// set changes the room under its lock and tells the pages.
func (g *gameRoom) set(f func()) {
	g.mu.Lock()
	f()
	g.version++
	g.mu.Unlock()
	if g.changed != nil {
		g.changed()
	}
}

func newGameRoom() *gameRoom {
	return &gameRoom{names: []string{"Ann", "Bob"}, turn: 1, log: []string{
		"Ann bought a factory.", "Ann produced 2 orange containers.", "Bob moved his ship to the open sea.", "Bob bought 1 orange container from Ann for $3."}}
}

// wantShown is what phonetest.ShownPanels must read for ps: table rows
// first, then the label rows, each swatch's colour name written before its
// text when the text does not say it. (roomtest.Shown is the same for the
// games' tests; this package cannot import roomtest.)
func wantShown(ps []Panel) []phonetest.ShownPanel {
	var out []phonetest.ShownPanel
	for _, p := range ps {
		s := phonetest.ShownPanel{Title: p.Title, Note: p.Note, Wide: p.Wide, Rows: [][]string{}}
		word := func(text, sw string) string {
			if sw == "" || strings.Contains(strings.ToLower(text), strings.ToLower(sw)) {
				return text
			}
			return sw + " " + text
		}
		for _, r := range p.Rows {
			if len(r.Cells) > 0 {
				var cells []string
				for _, c := range r.Cells {
					cells = append(cells, word(c.Text, c.Swatch))
				}
				s.Rows = append(s.Rows, cells)
			}
		}
		for _, r := range p.Rows {
			if len(r.Cells) == 0 {
				s.Rows = append(s.Rows, []string{word(r.Label, r.Swatch), r.Value})
			}
		}
		out = append(out, s)
	}
	return out
}

// TestBrowserGamePage: a player's page renders a whole game's view. At
// 390x844 and 360x640 what the player must do (the "Your turn" call and
// the bid form with its button) lies within the first screen; the
// panels shown equal the room's, their own and the public ones (a swatch
// with its colour in words); whose turn it is and the latest three moves
// are sentences, the earlier one folded away. When the player becomes
// wanted the phone vibrates once and the title says "● Your turn -
// tallyman"; once the want has passed the title is back to the player's
// name. A colour is an outlined square, not a control, named in words.
// At 200 % text size nothing scrolls sideways and the bid button is in
// the first screen. A player who is not wanted has a short page: their
// own books before whose turn it is, the table's panels folded (open on
// the page of the player who is wanted). Screenshots: game-page-WxH.png.
func TestBrowserGamePage(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := newGameRoom()
	s, ts, _ := start(t, room, Options{})
	room.changed = s.Changed
	ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), 390, 844)
	bob := phonetest.OpenAt(t, browser, "Bob", ts.URL+s.SeatPath(1), 390, 844)

	// Bob's turn: his page calls him; Ann's says whom she waits for.
	bob.WaitText("● Your turn")
	bob.WaitText("Your turn: choose an action on the laptop.")
	ann.WaitText("Waiting for Bob.")
	ann.WaitJS("no call on Ann's page", `!document.body.innerText.includes('● Your turn')`)
	// Ann, not wanted, has a short page (issue 25.5): her own books first,
	// then whose turn it is, the table's panels folded; Bob's are open.
	ann.WaitJS("Ann's own state first, the table folded", `(() => { const y = s => document.querySelector(s).getBoundingClientRect().top;
		return y('.mine') < y('.turn') && !document.querySelector('details.others').open; })()`)
	bob.WaitJS("the table open on Bob's page", `document.querySelector('details.others').open`)
	for _, p := range []*phonetest.Phone{ann, bob} {
		p.WaitText("Bob's turn: action 1 of 2")
		p.WaitPanels(".mine", wantShown(minePanels(p.Name)))
		p.WaitPanels(".public", wantShown(room.publicPanels()))
		// The latest three moves in sentences; the first folded away.
		p.WaitJS("the latest moves", `[...document.querySelectorAll('.log ol.late li')].map(l => l.textContent).join('|') ===
			'Ann produced 2 orange containers.|Bob moved his ship to the open sea.|Bob bought 1 orange container from Ann for $3.'`)
		p.WaitJS("the earlier move folded", `document.querySelector('.log details:not([open]) li').textContent === 'Ann bought a factory.'`)
	}
	// A panel's colour is an outlined square, a picture and not a
	// control, with the colour's name in words beside it ("white Store").
	ann.WaitJS("swatches as outlined squares, not controls", `(() => {
		const sq = [...document.querySelectorAll('.panel .chip .sq')];
		return sq.length >= 4 && sq.every(e => {
			const r = e.getBoundingClientRect(), cs = getComputedStyle(e), chip = getComputedStyle(e.parentElement);
			return Math.abs(r.width - r.height) < 1 && r.height >= 10 && parseFloat(cs.borderTopWidth) >= 1 &&
				cs.borderTopStyle !== 'none' && parseFloat(cs.borderTopLeftRadius) === 0 && e.tabIndex < 0 &&
				chip.pointerEvents === 'none' && e.getAttribute('aria-hidden') === 'true';
		}) && [...document.querySelectorAll('.panel dt')].some(dt => dt.textContent.trim() === 'white Store');
	})()`)
	// Ann's value card is on her page only.
	bob.WaitJS("no secret of Ann's on Bob's page", `!document.body.innerText.includes('secret of Ann')`)

	// The vibration is recorded, not felt.
	ann.Do(chromedp.Evaluate[chromedp.Void](`window.buzz = []; navigator.vibrate = p => { window.buzz.push(p); return true; }`))
	ann.WaitJS("Ann's title without a call", `document.title === 'Ann · Fake game'`)
	room.set(func() { room.turn, room.bid = 0, true })
	ann.WaitText("Seal your bid for the island.")
	ann.WaitJS("the title calls Ann", `document.title === '● Your turn - tallyman'`)
	ann.WaitJS("one vibration", `window.buzz.length === 1`)
	for _, sz := range [][2]int64{{390, 844}, {360, 640}} {
		ann.Do(phonetest.Size(sz[0], sz[1]))
		for _, sel := range []string{"section.now", "form.bid", "#seal"} {
			ann.WaitJS(fmt.Sprintf("%s within the first screen at %dx%d (bottom at %.0f)", sel, sz[0], sz[1], ann.Bottom(sel)), phonetest.InFirstScreen(sel))
		}
		ann.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("game-page-%dx%d.png", sz[0], sz[1])))
	}
	// A change that is no new want (the log grows) does not buzz again.
	room.set(func() { room.log = append(room.log, "Cid joined the table.") })
	ann.WaitText("Cid joined the table.")
	ann.WaitJS("still one vibration", `window.buzz.length === 1`)
	// That change left Ann's own part alone, so its event carried the
	// public part only: her page kept her panels from the one before.
	ann.WaitPanels(".mine", wantShown(minePanels("Ann")))

	// 200 % text: no sideways scroll at 360 px, the button to tap still in
	// the first screen (issue 25.5).
	ann.Do(phonetest.TextSize(200))
	ann.WaitJS("no sideways scroll at 200 % text", phonetest.NoSidewaysScroll)
	ann.WaitJS(fmt.Sprintf("the seal button in the first screen at 200 %% text (bottom at %.0f)", ann.Bottom("#seal")), phonetest.InFirstScreen("#seal"))
	ann.ScreenshotView(phonetest.ShotPath(t, "game-page-360x640-text200.png"))
	ann.Do(phonetest.TextSize(100))

	// The want passes: the title is Ann's again, the call gone.
	room.set(func() { room.turn, room.bid = 1, false })
	ann.WaitJS("the title back to normal", `document.title === 'Ann · Fake game'`)
	ann.WaitJS("the call gone", `!document.body.innerText.includes('● Your turn') && document.querySelector('form.bid').hidden`)
	ann.WaitJS("no vibration for Bob's turn", `window.buzz.length === 1`)

	// A long game: a view carries the latest LogLines moves (here 12 of
	// 17) and counts the 5 before; the page shows 3 and folds 14, and
	// the laptop sends the 5 it does not have once Ann opens them.
	room.set(func() {
		for i := 1; i <= 12; i++ {
			room.log = append(room.log, fmt.Sprintf("Move %d.", i))
		}
	})
	ann.WaitJS("fourteen earlier moves folded", `document.querySelector('.log summary').textContent === 'Earlier (14)'`)
	ann.Tap(".log summary")
	early := `[...document.querySelectorAll('.log details[open] ol.early li')].map(l => l.textContent).join('|')`
	ann.WaitJS("the earlier moves from the first", early+` === 'Ann bought a factory.|Ann produced 2 orange containers.|Bob moved his ship to the open sea.|`+
		`Bob bought 1 orange container from Ann for $3.|Cid joined the table.|Move 1.|Move 2.|Move 3.|Move 4.|Move 5.|Move 6.|Move 7.|Move 8.|Move 9.'`)
	ann.ScreenshotView(phonetest.ShotPath(t, "game-page-earlier-moves.png"))
	// A new move: the earlier moves stay open, one more among them.
	room.set(func() { room.log = append(room.log, "Move 13.") })
	ann.WaitJS("still open with fifteen", `document.querySelector('.log summary').textContent === 'Earlier (15)' && `+early+`.endsWith('|Move 9.|Move 10.') && `+early+`.startsWith('Ann bought a factory.|')`)
	ann.WaitJS("the latest three after them", `[...document.querySelectorAll('.log ol.late li')].map(l => l.textContent).join('|') === 'Move 11.|Move 12.|Move 13.' && document.querySelector('.log ol.late').start === 16`)
}

// TestBrowserTableScreenAndEndScreensStay: the table link at 1920x1080
// shows whose turn and who is awaited in large type at the top, the
// public panels of a game without a board as tiles (the wide ones across
// the board's column, the others side by side) and no seat's panel; at
// the end, "Game over" and the scores. An auction on the table shows its
// bidders in the first screen, the winner marked in words, and turns
// both bids over at the reveal (issue 25.3).
//
// The end screens stay (issue 23.12), on the same game and table page:
// at the end of a game the final scores are on the table screen and
// every phone (Ann's at 360x640, open before the end), "Game over" first
// (and once: the room's "Game over after turn 12." goes on "After turn
// 12."); a page loaded after the end (Bob's) says so too. When the laptop
// then closes tallyman (the server closes), no page says
// "Reconnecting…": each says the game is over and keeps the final
// scores.
//
// Writes table-screen.png, table-screen-over.png,
// ended-phone-360x640.png, ended-table-1920x1080.png and
// table-screen-auction.png (see phonetest.ShotPath) for a person to look
// at.
func TestBrowserTableScreenAndEndScreensStay(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := newGameRoom()
	s, ts, _ := start(t, room, Options{})
	room.changed = s.Changed
	tv := phonetest.OpenAt(t, browser, "table", ts.URL+s.TablePath(), 1920, 1080)
	ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), 360, 640)
	tv.WaitText("Bob's turn: action 1 of 2")
	tv.WaitText("Waiting for: Bob")
	tv.WaitPanels(".public", wantShown(room.publicPanels()))
	tv.WaitJS("no seat's panel or want", `!document.body.innerText.includes('Your money') && !document.body.innerText.includes('secret of') && !document.body.innerText.includes('● Your turn')`)
	tv.WaitJS("the turn at the top in large type", `(() => {
		const e = document.querySelector('.turn .whose'), r = e.getBoundingClientRect();
		return r.top < 200 && parseFloat(getComputedStyle(e).fontSize) >= 40 &&
			parseFloat(getComputedStyle(document.querySelector('.turn .awaited')).fontSize) >= 36; })()`)
	tv.WaitJS("readable panels (24 px text or more)", `[...document.querySelectorAll('.public td, .public dd')].every(e => parseFloat(getComputedStyle(e).fontSize) >= 24)`)
	tv.WaitJS("tiles side by side, the wide one across", `(() => {
		const ps = [...document.querySelectorAll('.public > .panel')], main = document.querySelector('.maincol').getBoundingClientRect();
		const a = ps[0].getBoundingClientRect(), b = ps[1].getBoundingClientRect(), w = ps[2].getBoundingClientRect();
		return Math.abs(a.top - b.top) < 2 && b.left > a.right && w.width > main.width - 60 && document.documentElement.scrollWidth <= 1920; })()`)
	tv.ScreenshotView(phonetest.ShotPath(t, "table-screen.png"))

	room.set(func() { room.over = true })
	tv.WaitText("Game over")
	tv.WaitText("FINAL SCORES") // (headings are in capitals)
	tv.WaitText("★ Ann (winner)")
	tv.ScreenshotView(phonetest.ShotPath(t, "table-screen-over.png"))

	// The end screens stay.
	late := phonetest.OpenAt(t, browser, "Bob (loaded after the end)", ts.URL+s.SeatPath(1), 360, 640)
	pages := []*phonetest.Phone{ann, tv, late}
	for _, p := range pages {
		p.WaitText("Game over")
		p.WaitText("★ Ann (winner)")
		p.WaitJS("Game over in the first screen", phonetest.InFirstScreen(".turn .over"))
		p.WaitJS(`"Game over" said once, the rest of the line after it`, `(() => { const t = document.querySelector('.turn').innerText;
			return t.match(/game over/gi).length === 1 && t.includes('After turn 12. Winner: Ann.'); })()`)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	ts.Close()
	time.Sleep(3 * time.Second) // a few tries to reconnect
	for _, p := range pages {
		p.WaitJS("no Reconnecting", `!document.body.innerText.includes('Reconnecting')`)
		p.WaitJS("the laptop closed, in words", `document.getElementById('conn').textContent.includes('Game over')`)
		p.WaitText("★ Ann (winner)")
		p.WaitJS("Game over in the first screen", phonetest.InFirstScreen(".turn .over"))
	}
	ann.ScreenshotView(phonetest.ShotPath(t, "ended-phone-360x640.png"))
	tv.ScreenshotView(phonetest.ShotPath(t, "ended-table-1920x1080.png"))

	// An auction on the table screen: the bidders in the first screen, the
	// amounts once revealed, the winner marked in words.
	auc := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, true)
	s2, ts2, _ := start(t, auc, Options{})
	auc.OnChange = s2.Changed
	tv2 := phonetest.OpenAt(t, browser, "table", ts2.URL+s2.TablePath(), 1920, 1080)
	if err := auc.StartSale("the spice crate", 0); err != nil {
		t.Fatal(err)
	}
	tv2.WaitJS("the bids face down", `!!document.querySelector('li.bidder[data-seat="2"]')`)
	for seat, n := range map[int]int{1: 12, 2: 9} {
		if err := auc.Act(seat, Action{Kind: ActBid, Amount: &n}); err != nil {
			t.Fatal(err)
		}
	}
	tv2.WaitText("Bob wins the spice crate for $12.")
	tv2.WaitJS("Bob marked the winner in words", `document.querySelector('li[data-seat="1"]').textContent.includes('★ Winner') && document.querySelector('li[data-seat="2"] .status').textContent === '$9'`)
	// The last move is in the head's line, and only there: the latest
	// moves list the ones before it.
	tv2.WaitJS("the last move once, the moves before it listed", `(() => {
		const plain = s => s.replace(/[\u2066-\u2069]/g, '').trim();
		const last = plain(document.querySelector('p.last').textContent);
		const listed = [...document.querySelectorAll('.log ol.late li')].filter(l => !l.hidden && l.getClientRects().length).map(l => plain(l.textContent));
		return last === 'Bob wins the spice crate for $12.' && listed.length > 0 && !listed.includes(last); })()`)
	tv2.WaitJS("the bidders in the first screen", phonetest.InFirstScreen("section.bidders"))
	tv2.WaitJS("the bids turned over at the reveal", `document.querySelectorAll('li.bidder.flip').length === 2`)
	// No board, no panels: the sale takes the whole width (a tester saw
	// two thirds of the TV blank), in larger type, and still fits.
	tv2.WaitJS("the sale across the screen, in larger type, fitting it", `(() => {
		const b = document.querySelector('section.bidders').getBoundingClientRect();
		const fs = parseFloat(getComputedStyle(document.querySelector('.phase .message')).fontSize);
		return b.width > 0.9 * innerWidth && fs >= 36 && document.documentElement.scrollHeight <= innerHeight; })()`)
	tv2.WaitJS("the cards turned (the shot shows them, not half-turned)", `document.getAnimations().length === 0`)
	tv2.ScreenshotView(phonetest.ShotPath(t, "table-screen-auction.png"))
}

// TestBrowserReconnectGame stops the server of a game in progress and
// starts it again on the same address with the same tokens: the page says
// "Reconnecting…" while the laptop is away, comes back by itself (the
// pause between tries grows, but stays short), shows the state of the
// resumed game and clears the word.
func TestBrowserReconnectGame(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := newGameRoom()
	s1, err := New(room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	room.changed = s1.Changed
	l, err := Listen("127.0.0.1", 0)
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	go s1.Serve(l)
	t.Cleanup(func() { s1.Close() })
	ann := phonetest.OpenAt(t, browser, "Ann", "http://"+addr+s1.SeatPath(0), 360, 640)
	ann.WaitText("Waiting for Bob.")
	if err := s1.Close(); err != nil {
		t.Fatal(err)
	}
	ann.WaitText("Reconnecting")
	time.Sleep(3 * time.Second) // a few failed tries first

	again := newGameRoom()
	again.turn = 0
	s2, err := New(again, Options{Tokens: s1.Tokens(), TableToken: s1.TableToken()})
	if err != nil {
		t.Fatal(err)
	}
	again.changed = s2.Changed
	l2, err := net.Listen("tcp", addr)
	if err != nil {
		t.Skipf("the old port %s is not free again: %v", addr, err)
	}
	go s2.Serve(l2)
	t.Cleanup(func() { s2.Close() })
	ann.WaitText("Your turn: choose an action on the laptop.")
	ann.WaitJS("live, the word gone", `document.getElementById('conn').textContent.includes('Live') && !document.body.innerText.includes('Reconnecting')`)
}

// shownRoom shows whatever View the test sets (the same for every seat but
// for You), for page checks that need a view no real room makes.
type shownRoom struct {
	mu      sync.Mutex
	v       View
	changed func()
}

func (r *shownRoom) Seats() []string { return []string{"Ann", "Bob", "Cid"} }

func (r *shownRoom) Public() Public {
	r.mu.Lock()
	defer r.mu.Unlock()
	p, _ := r.v.Split()
	return p
}

func (r *shownRoom) Private(seat int) Private {
	r.mu.Lock()
	defer r.mu.Unlock()
	_, q := r.v.Split()
	q.You = &Seat{Seat: seat, Name: r.Seats()[seat]}
	return q
}

func (r *shownRoom) Act(int, Action) error { return fmt.Errorf("nothing to do") }

func (r *shownRoom) set(v View) {
	r.mu.Lock()
	v.Version = r.v.Version + 1
	r.v = v
	r.mu.Unlock()
	r.changed()
}

// TestBrowserWinnerWord: the reveal marks the winner with the word "★
// Winner", and never while the seller still decides nor beside a
// rejected bid, even from a room that leaves the winner flag set: Bob's
// $12 and Cid's $9 both show at once; "★ Winner" comes only with the
// accept, and a reject leaves "bid rejected" without it.
func TestBrowserWinnerWord(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := &shownRoom{v: View{Game: "fake", Phase: PhaseIdle}}
	s, ts, _ := start(t, room, Options{})
	room.changed = s.Changed
	cid := phonetest.OpenAt(t, browser, "Cid", ts.URL+s.SeatPath(2), 360, 640)
	twelve, nine := 12, 9
	bidders := func(status string) []Bidder {
		return []Bidder{{Seat: 1, Name: "Bob", Amount: &twelve, Total: &twelve, Winner: true, Status: status}, {Seat: 2, Name: "Cid", Amount: &nine, Total: &nine}}
	}
	room.set(View{Game: "fake", Phase: PhaseDecide, Bidders: bidders(""), Message: "Bob bids the most, $12. Ann accepts or rejects."})
	cid.WaitJS("both amounts at once", `document.querySelector('li[data-seat="1"] .status')?.textContent === '$12' && document.querySelector('li[data-seat="2"] .status')?.textContent === '$9'`)
	cid.WaitJS("no winner while Ann decides", `!document.body.innerText.includes('Winner')`)
	room.set(View{Game: "fake", Phase: PhaseResult, Bidders: bidders("bid rejected"), Result: "Ann rejected: she pays $12 to the bank."})
	cid.WaitText("Ann rejected")
	cid.WaitJS("no winner beside a rejected bid", `!document.body.innerText.includes('Winner') && document.querySelector('li[data-seat="1"]').textContent.includes('bid rejected')`)
	room.set(View{Game: "fake", Phase: PhaseResult, Bidders: bidders(""), Result: "Ann accepted: Bob pays $12."})
	cid.WaitText("Ann accepted")
	cid.WaitJS("Bob marked the winner in words", `document.querySelector('li[data-seat="1"] .badge.win')?.textContent === '★ Winner'`)
}

// TestBrowserPaletteColours (QA N2): a phone draws a colour a move names
// ("Buy a factory": brown, black) with the game's palette, as the table's
// board does, its letter on it, not CSS's colour of the same name (CSS
// "brown" is brick red, rgb(165, 42, 42); "black" pure black); a panel's
// swatch of a palette colour carries its letter too. A game without a
// palette keeps the CSS colour of the name.
func TestBrowserPaletteColours(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	colour := catalogue.Param{Name: "color", Label: "Factory colour", Kind: catalogue.KindChoice, Of: "colour",
		Options: []catalogue.Option{{Value: "brown", Label: "brown"}, {Value: "black", Label: "black"}}}
	v := View{Game: "fake", Phase: PhaseIdle, Wanted: true, Now: "Your turn.",
		Palette: []Swatch{{Name: "brown", Colour: "#7b4a26", Letter: "Br"}, {Name: "black", Colour: "#2f4f4f", Letter: "Bk"}},
		Mine:    []Panel{{Title: "Your value card", Rows: []Row{{Label: "brown", Value: "$10", Swatch: "#7b4a26"}}}},
		Moves:   &catalogue.Catalogue{Seat: 0, Offers: []catalogue.Offer{{Key: "buy_factory", Type: "buy_factory", Label: "Buy a factory ($6)", Params: []catalogue.Param{colour}}}}}
	room := &shownRoom{v: v}
	s, ts, _ := start(t, room, Options{})
	room.changed = s.Changed
	ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), 390, 844)
	ann.Tap(`#moves button.mv-offer[data-key="buy_factory"]`)
	ann.WaitShown(`button.mv-option[data-value="brown"]`)
	drawn := func(value string) string {
		return `(() => { const q = document.querySelector('button.mv-option[data-value="` + value + `"] .mv-sq');
			return q ? getComputedStyle(q).backgroundColor + ' ' + getComputedStyle(q, '::after').content.replace(/^"|"$/g, '') : 'none'; })()`
	}
	for value, want := range map[string]string{"brown": "rgb(123, 74, 38) Br", "black": "rgb(47, 79, 79) Bk"} {
		got, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[string](drawn(value)))
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("the %s option's swatch: %q, want %q", value, got, want)
		}
	}
	chip, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[string](`(() => { const q = document.querySelector('.mine .chip .sq'); return q ? getComputedStyle(q).backgroundColor + ' ' + getComputedStyle(q, '::after').content.replace(/^"|"$/g, '') : 'none'; })()`))
	if err != nil {
		t.Fatal(err)
	}
	if chip != "rgb(123, 74, 38) Br" {
		t.Errorf("the value card's brown: %q, want its letter on the palette's brown", chip)
	}
	ann.ScreenshotView(phonetest.ShotPath(t, "palette-390x844.png"))

	// Without a palette (a game's palette never changes: the page is
	// loaded again): the CSS colour of the name, no letter.
	v.Palette = nil
	room.set(v)
	ann.Do(chromedp.Reload())
	// The factory being bought comes back with the page (moves.js keeps
	// a move half made over a reload), asking its colour.
	ann.WaitShown(`button.mv-option[data-value="brown"]`)
	got, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[string](drawn("brown")))
	if err != nil {
		t.Fatal(err)
	}
	if got != "rgb(165, 42, 42) " {
		t.Errorf("without a palette the brown option's swatch is %q, want CSS brown without a letter", got)
	}
}
