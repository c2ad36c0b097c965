package container

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// wideNames are five players' names a new user played with: one of 40
// characters without a space (the most a name may have), Arabic and
// Hebrew (right to left), Chinese (each character two columns wide) and
// emoji.
var wideNames = []string{"Abcdefghijklmnopqrstuvwxyz01234567890123", "محمد الأحمد", "שלמה כהן", "王小明", "🐙🦑🐳Ray"}

// TestBrowserTableKeepsWideNamesInTheirCards (a new user's report: in the
// BIDDERS card the 40-character name was cut at the card's right edge and
// ran past its border): a whole 5-player game with wideNames, played by
// the engine's bot, on the table screen at 1920x1080 and 1280x720. It
// fits the screen without scrolling after every move, and at the first
// island auction with the long name's bid sealed, at its reveal, in
// mid-game and at the final scores no text and no card is drawn past
// the edge of the card holding it (a bidder's card, a player's board, a
// space, a section: phonetest.OutOfCards), and the long name is shown
// whole. Screenshots: container-widenames-MOMENT-WxH.png.
func TestBrowserTableKeepsWideNamesInTheirCards(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), wideNames, container.Options{DealCards: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	screens := phonetest.OpenTableScreensAt(t, browser, "container-widenames", ts.URL+srv.TablePath(), phonetest.TV, [2]int64{1280, 720})
	inCards := func(moment string) {
		t.Helper()
		screens.Shot(moment)
		for _, p := range screens.Pages {
			if out := p.OutOfCards(); len(out) > 0 {
				t.Errorf("%s, %s: drawn past its card's edge:\n%s", p.Name, moment, strings.Join(out, "\n"))
			}
		}
	}
	rnd := rand.New(rand.NewPCG(3, 25))
	moment := ""
	for moves := 0; r.State().Phase != container.Over; moves++ {
		s := r.State()
		m := botMove(t, r, rnd, moves)
		screens.Check(r.Public().Version, fmt.Sprintf("after move %d (%s)", moves+1, m.Type))
		now := r.State()
		switch {
		case moment == "" && now.Phase == container.Auction && len(now.Auction.Rounds) == 1 &&
			m.Type == container.Bid && m.Player == 0 && len(now.Auction.Rounds[0].Waiting()) > 0:
			moment = "auction"
			inCards(moment)
			for _, p := range screens.Pages {
				p.WaitJS("the long name whole in the bidders", fmt.Sprintf(`[...document.querySelectorAll('.tv .bidder .name')].some(e => e.textContent === %q)`, wideNames[0]))
			}
		case moment == "auction" && (now.Phase != container.Auction || now.Auction.Step != s.Auction.Step):
			moment = "reveal"
			inCards(moment)
		case moment == "reveal" && moves > 150:
			moment = "mid"
			inCards(moment)
		}
	}
	if !slices.Contains([]string{"reveal", "mid"}, moment) {
		t.Fatalf("the game ended with no island auction in which %s bid (last moment %q)", wideNames[0], moment)
	}
	r.ShowScores()
	screens.Check(r.Public().Version, "the final scores")
	inCards("end")
}
