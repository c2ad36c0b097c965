package container

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// TestBrowserContainerTableFitsAWholeGame (issue 25): a whole game of
// each edition with the most players (5: container.txt, "Overview";
// Off-Shore notes, "Components and supply"), played by the engine's bot
// through the room (bids from the phones' side), with the table page
// open on a 1920x1080 TV and a 1366x768 laptop screen. After every move
// both pages fit their screen with no scrolling and the TV shows no text
// under 20 px. Screenshots at the first turn, the first auction (bids
// sealed), its reveal, mid-game and the final scores:
// container-EDITION-MOMENT-WxH.png.
func TestBrowserContainerTableFitsAWholeGame(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		t.Run(edition, func(t *testing.T) {
			t.Parallel()
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee", "Eve"}, container.Options{Edition: edition, DealCards: true}, 5)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			r := NewRoom(g)
			screens := roomtest.TableScreens(t, browser, "container-"+edition, r, &r.OnChange)
			rnd := rand.New(rand.NewPCG(5, 25))
			shot := map[string]bool{}
			moves := 0
			for ; r.State().Phase != container.Over; moves++ {
				s := r.State()
				m := botMove(t, r, rnd, moves)
				moment := fmt.Sprintf("after move %d (%s)", moves+1, m.Type)
				screens.Check(r.Public().Version, moment)
				now := r.State()
				switch {
				case !shot["auction"] && now.Phase == container.Auction && len(now.Auction.Rounds) == 1 && len(now.Auction.Rounds[0].Waiting()) == 1:
					shot["auction"] = true
					screens.Shot("auction")
				case !shot["reveal"] && shot["auction"] && s.Phase == container.Auction && (now.Phase != container.Auction || now.Auction.Step != s.Auction.Step):
					shot["reveal"] = true
					screens.Shot("reveal")
				case !shot["mid"] && moves > 150:
					shot["mid"] = true
					screens.Shot("mid")
				}
			}
			r.ShowScores()
			screens.Check(r.Public().Version, "the final scores")
			screens.Shot("end")
			t.Logf("%d moves, %d checks", moves, screens.Checks)
		})
	}
}

// botMove plays the bot's next move (the moves-th of the game, from 0)
// in r as a table would: a sealed bid from the bidder's phone, any other
// move at the laptop; it fails the test on a move refused or a game
// that has not ended after 3,000 moves.
func botMove(t testing.TB, r *Room, rnd *rand.Rand, moves int) container.Move {
	t.Helper()
	if moves == 3000 {
		t.Fatal("no end after 3000 moves")
	}
	m := container.BotMove(r.State(), rnd)
	if m.Type == container.Bid {
		a := phones.Action{Kind: phones.ActBid, Amount: &m.Amount, Bluffs: &m.Bluffs}
		if err := r.Act(m.Player, a); err != nil {
			t.Fatalf("move %d, a bid from a phone: %v", moves, err)
		}
	} else if _, err := r.Do(m); err != nil {
		t.Fatalf("move %d (%+v): %v", moves, m, err)
	}
	return m
}
