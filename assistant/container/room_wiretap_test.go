package container

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"tallyman/assistant/container/view"
	"tallyman/assistant/phones"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// phoneAction is m as a phone sends it, when a phone can make it: a bid
// (with its bluff cards), the seller's pick, accept or reject, a loan
// outside Player Loans' auctions; ok is false for a move only the laptop
// makes.
func phoneAction(s *container.State, m container.Move) (a phones.Action, ok bool) {
	switch {
	case m.Type == container.Bid:
		amount, bluffs := m.Amount, m.Bluffs
		return phones.Action{Kind: phones.ActBid, Amount: &amount, Bluffs: &bluffs}, true
	case m.Type == container.PickWinner, m.Type == container.Accept && s.Auction != nil && s.Auction.Step == container.StepPick:
		w := m.Winner
		return phones.Action{Kind: phones.ActPick, Winner: &w}, true
	case m.Type == container.Accept:
		return phones.Action{Kind: phones.ActAccept}, true
	case m.Type == container.Reject:
		return phones.Action{Kind: phones.ActReject}, true
	case m.Type == container.TakeLoan && !(s.PlayerLoans && s.Phase == container.Auction):
		return phones.Action{Kind: phones.ActLoan}, true
	}
	return phones.Action{}, false
}

// TestWiretapWholeGame plays a whole 4-player game of each edition (random
// legal moves from a fixed seed: the laptop's moves at the laptop, the
// bids, the seller's decisions and loans from the phones) over a real
// phone server, recording every byte each phone and the table screen
// receive (roomtest.Tap), and checks that no seat's card and no sealed bid
// (its amount in the words the bidder's page shows, with its bluff cards
// in Off-Shore) reached another seat or the table while secret. The bids
// become public at their round's reveal (container.txt, "The island
// auction"), the cards once the laptop shows the final scores
// (container.txt, "End-game scoring"). Money is public in Container (see
// room_panels.go), so cash is no secret.
func TestWiretapWholeGame(t *testing.T) {
	t.Parallel()
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		t.Run(edition, func(t *testing.T) {
			t.Parallel()
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee"}, container.Options{Edition: edition, DealCards: true}, 5)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			r := NewRoom(g)
			tap := roomtest.Tap(t, r, &r.OnChange)
			s := r.State()
			var cards []string
			for seat, p := range s.Players {
				cards = append(cards, view.CardText(s, p.Card), view.CardTitle(s, seat))
				tap.Secret(seat, cards[len(cards)-2:]...)
			}
			rnd := rand.New(rand.NewPCG(5, 11))
			reveals, bids := 0, 0
			// marks are the lengths of every client's record (the table,
			// then the seats) when the open round opened: the round's
			// sealed words are looked for in the bytes after them.
			var marks []int
			round := ""
			for moves := 0; r.State().Phase != container.Over; moves++ {
				if moves == 6000 {
					t.Fatal("no end after 6000 moves")
				}
				s := r.State()
				m := container.RandomMove(s, rnd)
				if id := roundID(g); id != "" && id != round {
					tap.Sync()
					round, marks = id, nil
					for seat := -1; seat < len(s.Players); seat++ {
						marks = append(marks, tap.Len(seat))
					}
				}
				if a := s.Auction; m.Type == container.Bid && len(a.Rounds[len(a.Rounds)-1].Waiting()) == 1 {
					// The last bid reveals the round: until now every
					// sealed amount was on its bidder's page alone.
					checkRound(t, tap, s, marks)
					reveals++
				}
				if a, ok := phoneAction(s, m); ok {
					tap.MustAct(m.Player, a)
					if m.Type == container.Bid {
						bids++
					}
				} else if _, err := r.Do(m); err != nil {
					t.Fatalf("move %d (%+v): %v", moves, m, err)
				}
			}
			tap.Reveal(cards...)
			r.ShowScores()
			tap.CheckNoLeaks()
			t.Logf("%d bids from the phones, %d rounds revealed", bids, reveals)
			if reveals == 0 {
				t.Error("no round of sealed bids was checked")
			}
		})
	}
}

// checkRound checks the open round of s, its last bid still to come: each
// bidder who has sealed received its sealed amount in the words its page
// shows, and no other seat nor the table received them since the round
// opened (marks: the records' lengths then, the table's first). Only words
// no other bidder of the round sealed can tell a leak.
func checkRound(t *testing.T, tap *roomtest.Wiretap, s *container.State, marks []int) {
	t.Helper()
	tap.Sync()
	a := s.Auction
	open := a.Rounds[len(a.Rounds)-1]
	seen := map[string]int{}
	sealed := map[int]string{}
	for _, seat := range open.Bidders {
		if open.Sealed(seat) {
			sealed[seat] = `"sealed":"` + view.OwnBid(s, seat) + `"`
			seen[sealed[seat]]++
		}
	}
	// Each record since the round opened, read once.
	tails := map[int]string{}
	for seat := -1; seat < len(s.Players); seat++ {
		tails[seat] = string(tap.Since(seat, marks[seat+1]))
	}
	since := func(seat int) string { return tails[seat] }
	// As the page receives it, and as a text inside a JSON string.
	leaks := func(b, text string) bool {
		j, _ := json.Marshal(text)
		return strings.Contains(b, text) || strings.Contains(b, string(j[1:len(j)-1]))
	}
	for seat, text := range sealed {
		if !strings.Contains(since(seat), text) {
			t.Errorf("turn %d: %s never received their own sealed %s", s.Turn, s.Players[seat].Name, text)
		}
		if seen[text] > 1 {
			continue
		}
		for other := -1; other < len(s.Players); other++ {
			if other != seat && leaks(since(other), text) {
				t.Errorf("turn %d: seat %d (-1: the table) received %s's sealed %s before the reveal", s.Turn, other, s.Players[seat].Name, text)
			}
		}
	}
}
