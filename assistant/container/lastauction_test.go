package container

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/engines/container"
)

// TestLastAuctionOnlyWhileNews: a settled island auction stays on the
// table (and the phones) while it is news: until the next move, here the
// next player's first action. Then the table gives its place back to the
// board (no lot, no bidders, no result, idle); taking that move back
// shows it again. Classic (accepted and rejected) and Off-Shore (accepted
// and bought out); at turn 15 of a try-out the turn-7 auction still read
// "FOR SALE".
func TestLastAuctionOnlyWhileNews(t *testing.T) {
	classic := func(t *testing.T) (*Room, int, []int) {
		r, seller, b := islandRoom(t)
		return r, seller, b
	}
	offshore := func(t *testing.T) (*Room, int, []int) {
		r := offshoreAuctionRoom(t)
		a := r.State().Auction
		return r, a.Seller, a.Rounds[0].Waiting()
	}
	for _, tc := range []struct {
		name     string
		room     func(t *testing.T) (*Room, int, []int)
		decide   string
		title    string // the table's title while the result is news
		idle     string // and once it is not
		resultIn string
	}{
		{"classic accepted", classic, phones.ActAccept, "Last island auction", "Container", "accepted"},
		{"classic rejected", classic, phones.ActReject, "Last island auction", "Container", "rejected"},
		{"Off-Shore accepted", offshore, phones.ActAccept, "Last delivery auction", "Container: Off-Shore Bank", "accepted"},
		{"Off-Shore bought out", offshore, phones.ActReject, "Last delivery auction", "Container: Off-Shore Bank", "bought the cargo out"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, seller, bidders := tc.room(t)
			// $1 and $0: one top bid, never a tie; both have $1 at least.
			for i, seat := range bidders {
				if err := r.Act(seat, phones.Action{Kind: phones.ActBid, Amount: num(1 - i)}); err != nil {
					t.Fatal(err)
				}
			}
			if err := r.Act(seller, phones.Action{Kind: tc.decide}); err != nil {
				t.Fatal(err)
			}
			news := func(when string) {
				t.Helper()
				v := r.View(-1)
				if v.Title != tc.title || v.Phase != phones.PhaseResult || v.Lot == nil || len(v.Bidders) != 2 || !strings.Contains(v.Result, tc.resultIn) {
					t.Errorf("%s: title %q, phase %q, lot %v, bidders %d, result %q; want %q, the result (%q in it), the lot and 2 bidders",
						when, v.Title, v.Phase, v.Lot, len(v.Bidders), v.Result, tc.title, tc.resultIn)
				}
			}
			news("just settled")
			s := r.State()
			if s.Auction != nil || s.Current == seller {
				t.Fatalf("the seller's turn did not end: current %d, auction %v", s.Current, s.Auction)
			}
			if _, err := r.Do(container.Move{Type: container.EndTurn, Player: s.Current}); err != nil {
				t.Fatal(err)
			}
			for seat := -1; seat < 3; seat++ {
				v := r.View(seat)
				if v.Title != tc.idle || v.Phase != phones.PhaseIdle || v.Lot != nil || len(v.Bidders) != 0 || v.Result != "" {
					t.Errorf("seat %d after the next move: title %q, phase %q, lot %v, bidders %v, result %q; want %q, idle, no lot, bidders or result",
						seat, v.Title, v.Phase, v.Lot, v.Bidders, v.Result, tc.idle)
				}
			}
			if err := r.Undo(); err != nil {
				t.Fatal(err)
			}
			news("that move undone")
		})
	}
}

// TestOffshoreBluffsBesideRevealedBids: the bluff cards are revealed with
// the bids (actions text, "Determine the winner": all bids are revealed;
// "Bluffing": $0 cards added to a bid), so each bidder's card shows its
// count beside the revealed amount, and a runoff's beside its extra;
// none before its round is revealed, none written for no bluff card.
func TestOffshoreBluffsBesideRevealedBids(t *testing.T) {
	type bid struct{ amount, bluffs int }
	for _, tc := range []struct {
		name    string
		restart *bid // sealed, then the round restarted, before first
		first   [2]bid
		runoff  []bid  // extras, when the first round ties
		want    string // each bidder: amount (with), extra (with), in seat order
	}{
		{"one bluff and none", nil, [2]bid{{1, 1}, {0, 0}}, nil, "$1 (1 bluff) | $0"},
		{"only bluff cards", nil, [2]bid{{0, 2}, {1, 0}}, nil, "$0 (2 bluffs) | $1"},
		{"a restarted round's bluffs are gone", &bid{1, 2}, [2]bid{{1, 0}, {0, 1}}, nil, "$1 | $0 (1 bluff)"},
		{"runoff: bluffs in each round", nil, [2]bid{{1, 2}, {1, 1}}, []bid{{0, 1}, {1, 0}}, "$1 (2 bluffs) + $0 (1 bluff) | $1 (1 bluff) + $1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := offshoreAuctionRoom(t)
			a := r.State().Auction
			seats := a.Rounds[0].Waiting()
			shown := func() string {
				var out []string
				for _, b := range r.View(-1).Bidders {
					if b.Amount == nil {
						out = append(out, "-")
						continue
					}
					one := func(n int, with string) string {
						if with == "" {
							return fmt.Sprintf("$%d", n)
						}
						return fmt.Sprintf("$%d (%s)", n, with)
					}
					s := one(*b.Amount, b.AmountWith)
					if b.Extra != nil {
						s += " + " + one(*b.Extra, b.ExtraWith)
					} else if b.ExtraWith != "" {
						s += " + ? (" + b.ExtraWith + ")"
					}
					out = append(out, s)
				}
				return strings.Join(out, " | ")
			}
			seal := func(seat int, b bid) {
				t.Helper()
				if err := r.Act(seat, phones.Action{Kind: phones.ActBid, Amount: num(b.amount), Bluffs: num(b.bluffs)}); err != nil {
					t.Fatal(err)
				}
			}
			if tc.restart != nil {
				seal(seats[0], *tc.restart)
				if _, err := r.Do(container.Move{Type: container.RestartRound, Player: a.Seller}); err != nil {
					t.Fatal(err)
				}
			}
			seal(seats[0], tc.first[0])
			if j, _ := json.Marshal(r.View(-1).Bidders); strings.Contains(string(j), "bluff") {
				t.Errorf("before the reveal the table's bidders show a bluff card: %s", j)
			}
			seal(seats[1], tc.first[1])
			if tc.runoff != nil {
				seal(seats[0], tc.runoff[0])
				if j, _ := json.Marshal(r.View(-1).Bidders); strings.Contains(string(j), "extra") {
					t.Errorf("before the runoff's reveal the table's bidders show an extra: %s", j)
				}
				seal(seats[1], tc.runoff[1])
			}
			if got := shown(); got != tc.want {
				t.Errorf("the table's bidders show %q, want %q", got, tc.want)
			}
			// The result the seller settles keeps them.
			if err := r.Act(a.Seller, phones.Action{Kind: phones.ActAccept}); err != nil {
				t.Fatal(err)
			}
			if got := shown(); got != tc.want {
				t.Errorf("the result's bidders show %q, want %q", got, tc.want)
			}
		})
	}
}

// num is n's address, for an Action's amount or bluffs.
func num(n int) *int { return &n }
