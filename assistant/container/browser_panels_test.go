package container

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/container/view"
	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// textContent is the text of p's page, hidden parts and CSS capitals
// aside (headings are drawn in capitals; innerText gives them so).
func textContent(p *phonetest.Phone) string {
	s, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](`document.body.textContent`))
	if err != nil {
		p.T.Fatal(err)
	}
	return s
}

// toMidGame plays r's game on by random legal moves from rnd to the start
// of a turn past the fifth, so every page has books to show.
func toMidGame(t *testing.T, r *Room, rnd *rand.Rand) {
	t.Helper()
	for i := 0; ; i++ {
		s := r.State()
		if s.Phase == container.Actions && s.Turn > 5 && s.ActionsLeft == 2 {
			return
		}
		if i == 3000 || s.Phase == container.Over {
			t.Fatal("no turn past the fifth")
		}
		if _, err := r.Do(container.RandomMove(s, rnd)); err != nil {
			t.Fatal(err)
		}
	}
}

// everyPhoneToTheEnd checks every page of r's game mid-game, plays the
// game to its end with them hidden, and checks the scores on every page
// (see TestBrowserFirstScreenAndEveryPhone): pages are the phones (the
// seats' order, at 390x844), table the table page at 1920x1080.
func everyPhoneToTheEnd(t *testing.T, r *Room, rnd *rand.Rand, edition string, pages []*phonetest.Phone, table *phonetest.Phone) {
	t.Helper()
	s := r.State()
	// Each phone's own panel: the engine's facts of its seat, and
	// no other seat's card anywhere on the page.
	for seat, p := range s.Players {
		page := pages[seat]
		mine := func(want string) {
			t.Helper()
			page.WaitJS(fmt.Sprintf("%s's own panel showing %q", p.Name, want), fmt.Sprintf(`(() => { const m = document.querySelector('.mine'); return !!m && m.textContent.includes(%q); })()`, want))
		}
		mine(view.Money(p.Cash))
		mine(fmt.Sprintf("%d of %d", p.Loans, s.Rules().MaxLoans))
		mine(view.CardTitle(s, seat))
		c := s.Rules().Deck()[p.Card-1]
		for _, col := range []container.Color{c.Ten, c.FiveTen, c.Six, c.Four, c.Two} {
			mine(view.ColourWord(s.Rules(), col))
		}
		mine(view.ShipText(s, p.Ship))
		mine(view.CountsText(s.Rules(), p.Island))
		// And the whole of the room's panels for the seat, as drawn.
		page.WaitPanels(".mine", roomtest.Shown(r.Private(seat).Panels))
		text := textContent(page)
		for other, q := range s.Players {
			if other != seat && (strings.Contains(text, view.CardText(s, q.Card)) || strings.Contains(text, view.CardTitle(s, other))) {
				t.Errorf("%s's page shows %s's card", p.Name, q.Name)
			}
		}
	}

	// The current player: their turn in the first screen.
	cur := s.Current
	pages[cur].WaitText(fmt.Sprintf("Turn %d: action 1 of 2. Choose your move under Your moves", s.Turn))
	// The top of every phone (what to do, the message) says the
	// turn once: no message repeats the player's now line.
	for seat, p := range pages {
		top, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('section.now:not([hidden]), section.phase:not([hidden])')].map(e => e.innerText).join('\n')`))
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(top, "action 1 of 2"); n != 1 {
			t.Errorf("%s's phone says the turn %d times at its top, want once:\n%s", s.Players[seat].Name, n, top)
		}
	}
	for _, sz := range phoneSizes {
		pages[cur].Do(phonetest.Size(sz[0], sz[1]))
		pages[cur].WaitJS(fmt.Sprintf("the turn within the first screen at %dx%d (bottom at %.0f)", sz[0], sz[1], pages[cur].Bottom("section.now")), phonetest.InFirstScreen("section.now"))
		pages[cur].ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("game-%s-turn-%dx%d.png", edition, sz[0], sz[1])))
	}

	// The table: every player's board (its cash, its stores'
	// price spaces, its ship), the supply, Off-Shore the bank, as
	// the room draws them; no card.
	has := func(p *phonetest.Phone, want string) {
		t.Helper()
		p.WaitJS(fmt.Sprintf("%q", want), fmt.Sprintf(`document.body.textContent.includes(%q)`, want))
	}
	table.WaitBoard(roomtest.ShownBoard(r.Public().Board))
	for seat, p := range s.Players {
		has(table, p.Name)
		has(table, view.Money(p.Cash))
		if c := view.CardTitle(s, seat); strings.Contains(textContent(table), c) || strings.Contains(textContent(table), view.CardText(s, p.Card)) {
			t.Errorf("the table shows %s's card", p.Name)
		}
	}
	has(table, "Supply")
	has(table, view.TurnText(s))
	if edition == container.EditionOffshore {
		has(table, "Off-Shore Bank")
	}
	table.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("table-%s-1920x1080.png", edition)))

	// To the end; the laptop shows the scores, and so do the table
	// and every phone, each card with them.
	// The phones are put down, screens off, and the table's
	// screen too: the game runs on, their pages hidden (their
	// streams still open, no frame drawn), and are picked up at
	// the end, as phones that slept through the game.
	for _, p := range append(pages, table) {
		p.Show(false)
	}
	for i := 0; r.State().Phase != container.Over; i++ {
		if i == 6000 {
			t.Fatal("no end")
		}
		if _, err := r.Do(container.RandomMove(r.State(), rnd)); err != nil {
			t.Fatal(err)
		}
	}
	r.ShowScores()
	for _, p := range append(pages, table) {
		p.Show(true)
	}
	res, err := r.State().FinalScore()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range res.Players {
		has(pages[0], fmt.Sprintf("%d. %s: %s", p.Rank, p.Name, view.Money(p.Total)))
	}
	// The scores with their breakdown and chart, first on the table
	// and on every phone.
	for _, p := range append(pages, table) {
		p.WaitScores(roomtest.ShownScores(r.Public().Scores, view.Money))
		p.WaitJS("the scores first", phonetest.InFirstScreen(".scores h2"))
	}
	table.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("table-%s-scores-1920x1080.png", edition)))
}
