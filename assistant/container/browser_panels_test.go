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

// midGame is a 4-player game (Ann, Bob, Cy, Dee; cards dealt) of edition
// played by random legal moves (seed 8) to the start of a turn past the
// fifth, so every page has books to show; the game's moves go on from
// rnd.
func midGame(t *testing.T, edition string) (*Room, *rand.Rand) {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee"}, container.Options{Edition: edition, DealCards: true}, 8)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	rnd := rand.New(rand.NewPCG(8, 3))
	for i := 0; ; i++ {
		s := g.State()
		if s.Phase == container.Actions && s.Turn > 5 && s.ActionsLeft == 2 {
			return r, rnd
		}
		if i == 3000 || s.Phase == container.Over {
			t.Fatal("no turn past the fifth")
		}
		if _, err := r.Do(container.RandomMove(s, rnd)); err != nil {
			t.Fatal(err)
		}
	}
}

// TestBrowserGameOnEveryPhone: all game long, not only in an auction,
// every phone shows its player's own books as the engine holds them (cash,
// loans, the card, the ship, the island) and no other player's card; the
// player whose turn it is sees so, once, in the first screen at 390x844 and at
// 360x640; the table screen at 1920x1080 draws every player's board. The
// rest of the game is played with every page hidden (phones put down,
// screens off: no frame drawn, issue 27), and once the laptop has shown
// the scores, the table and every phone, shown again, show the final
// scores first, with every card.
//
// Screenshots (phonetest.ShotPath): game-EDITION-turn-WxH.png (the current
// player's phone), table-EDITION-1920x1080.png (mid-game) and
// table-EDITION-scores-1920x1080.png (the end).
func TestBrowserGameOnEveryPhone(t *testing.T) {
	t.Parallel()
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		t.Run(edition, func(t *testing.T) {
			t.Parallel()
			browser := phonetest.NewBrowser(t)
			r, rnd := midGame(t, edition)
			srv, ts := roomtest.Serve(t, r, &r.OnChange)
			s := r.State()
			pages := make([]*phonetest.Phone, len(s.Players))
			for seat, p := range s.Players {
				pages[seat] = phonetest.OpenAt(t, browser, p.Name, ts.URL+srv.SeatPath(seat), 390, 844)
			}
			table := phonetest.OpenAt(t, browser, "table", ts.URL+srv.TablePath(), 1920, 1080)

			// Each phone's own panel: the engine's facts of its seat, and
			// no other seat's card anywhere on the page.
			for seat, p := range s.Players {
				page := pages[seat]
				mine := func(want string) {
					t.Helper()
					page.WaitJS(fmt.Sprintf("%s's own panel showing %q", p.Name, want), fmt.Sprintf(`(() => { const m = document.querySelector('.mine'); return !!m && m.textContent.includes(%q); })()`, want))
				}
				mine(money(p.Cash))
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
					if other != seat && (strings.Contains(text, cardOf(s, q.Card)) || strings.Contains(text, view.CardTitle(s, other))) {
						t.Errorf("%s's page shows %s's card", p.Name, q.Name)
					}
				}
			}

			// The current player: their turn in the first screen.
			cur := s.Current
			pages[cur].WaitText(fmt.Sprintf("Your turn %d: action 1 of 2. Choose your move under Your moves", s.Turn))
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
				has(table, money(p.Cash))
				if c := view.CardTitle(s, seat); strings.Contains(textContent(table), c) || strings.Contains(textContent(table), cardOf(s, p.Card)) {
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
				has(pages[0], fmt.Sprintf("%d. %s: %s", p.Rank, p.Name, money(p.Total)))
			}
			// The scores with their breakdown and chart, first on the table
			// and on every phone.
			for _, p := range append(pages, table) {
				p.WaitScores(roomtest.ShownScores(r.Public().Scores, money))
				p.WaitJS("the scores first", phonetest.InFirstScreen(".scores h2"))
			}
			table.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("table-%s-scores-1920x1080.png", edition)))
		})
	}
}
