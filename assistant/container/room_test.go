package container

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/container/view"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// islandRoom is a 3-player game (Ann, Bob, Cy; seed 1, cards dealt) in
// which the first player has loaded two containers and sailed to the
// island: the other two are to bid.
func islandRoom(t *testing.T) (*Room, int, []int) {
	t.Helper()
	return islandRoomOf(t, "Ann", "Bob", "Cy")
}

// islandRoomOf is islandRoom with the players named names (three).
func islandRoomOf(t *testing.T, names ...string) (*Room, int, []int) {
	t.Helper()
	g, err := NewGame(t.TempDir(), names, container.Options{DealCards: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	s := r.State()
	seller := s.Current
	left := (seller + 1) % 3
	// The player on the left stocks a container, the seller buys it at
	// the harbor, then sails out and to the island (every step by the rules).
	do := func(m container.Move) {
		t.Helper()
		if _, err := r.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	do(container.Move{Type: container.EndTurn, Player: seller})
	// The left player buys the seller's starting container into its warehouse.
	sc := s.Players[seller].FactoryStore[0]
	do(container.Move{Type: container.StockWarehouse, Player: left, From: seller, Buy: []container.Purchase{{Color: sc.Color, Price: sc.Price, To: 3}}})
	do(container.Move{Type: container.EndTurn, Player: left})
	third := (seller + 2) % 3
	do(container.Move{Type: container.EndTurn, Player: third})
	do(container.Move{Type: container.SailHarbor, Player: seller, From: left, Buy: []container.Purchase{{Color: sc.Color, Price: 3}}})
	do(container.Move{Type: container.SailSea, Player: seller})
	do(container.Move{Type: container.EndTurn, Player: seller})
	do(container.Move{Type: container.EndTurn, Player: left})
	do(container.Move{Type: container.EndTurn, Player: third})
	do(container.Move{Type: container.SailIsland, Player: seller})
	if r.State().Phase != container.Auction {
		t.Fatal("no auction")
	}
	return r, seller, []int{left, third}
}

func viewsJSON(t *testing.T, r *Room) string {
	t.Helper()
	var b strings.Builder
	for seat := -1; seat < 3; seat++ {
		j, _ := json.Marshal(r.View(seat))
		b.Write(j)
	}
	return b.String()
}

// TestRoomNoLeak: before every bid of a round is in, no view (any seat,
// the table) carries an amount; after, every view has them. Distinctive
// amounts make a leak easy to spot.
func TestRoomNoLeak(t *testing.T) {
	r, seller, bidders := islandRoom(t)
	amt := func(n int) *int { return &n }
	if err := r.Act(bidders[0], phones.Action{Kind: phones.ActBid, Amount: amt(17)}); err != nil {
		t.Fatal(err)
	}
	// Every view but the bidder's own: no trace of the 17.
	for seat := -1; seat < 3; seat++ {
		j, _ := json.Marshal(r.View(seat))
		if seat == bidders[0] {
			continue
		}
		if all := string(j); strings.Contains(all, "17") || strings.Contains(all, `"amount"`) || strings.Contains(all, `"total"`) || strings.Contains(all, `"sealed":"`) {
			t.Fatalf("a sealed amount leaks before the reveal to seat %d: %s", seat, all)
		}
	}
	v := r.View(bidders[0])
	if v.Bid != nil || !strings.HasPrefix(v.Message, "Sealed.") {
		t.Errorf("sealed bidder still offered a bid: %+v", v)
	}
	// The bidder sees their own amount, and only in Sealed: the bidders
	// list, which every seat shares, has none.
	if j, _ := json.Marshal(v.Bidders); v.Sealed != "$17" || strings.Contains(string(j), "17") {
		t.Errorf("the bidder's own view: sealed %q, bidders %s", v.Sealed, j)
	}
	if r.View(bidders[1]).Bid == nil {
		t.Errorf("the other bidder is not offered a bid")
	}
	if r.View(seller).Bid != nil {
		t.Errorf("the seller is offered a bid")
	}
	// A second bid, a bid for another seat (by its own token only: the
	// seat is the token's) and an out-of-range bid are refused.
	if err := r.Act(bidders[0], phones.Action{Kind: phones.ActBid, Amount: amt(2)}); err == nil {
		t.Error("a second bid was accepted")
	}
	if err := r.Act(bidders[1], phones.Action{Kind: phones.ActBid, Amount: amt(500)}); err == nil {
		t.Error("a bid over the limit was accepted")
	}
	if err := r.Act(bidders[1], phones.Action{Kind: phones.ActBid, Amount: amt(9)}); err != nil {
		t.Fatal(err)
	}
	all := viewsJSON(t, r)
	for _, want := range []string{`"amount":17`, `"amount":9`, `"status":"highest bid"`} {
		if !strings.Contains(all, want) {
			t.Errorf("after the reveal the views lack %s", want)
		}
	}
	sv := r.View(seller)
	if len(sv.Choices) != 2 || sv.Phase != phones.PhaseDecide {
		t.Fatalf("seller's choices: %+v", sv)
	}
	if err := r.Act(seller, phones.Action{Kind: phones.ActReject}); err != nil {
		t.Fatal(err)
	}
	res := r.View(-1)
	if res.Phase != phones.PhaseResult || !strings.Contains(res.Result, "rejected") || !strings.Contains(viewsJSON(t, r), `"amount":17`) {
		t.Fatalf("result view: %+v", res)
	}
	// The bids went into the journal as moves.
	moves := r.Game().Moves
	if last := moves[len(moves)-1]; last.Type != container.Reject {
		t.Errorf("last journalled move %+v", last)
	}
}

// TestRoomPrivate: a seat's view holds its own cash and dealt value card
// and nobody else's.
func TestRoomPrivate(t *testing.T) {
	r, _, _ := islandRoom(t)
	s := r.State()
	for seat := range 3 {
		v := r.View(seat)
		mine := view.ClassicCardText(container.Cards[s.Players[seat].Card-1])
		j, _ := json.Marshal(v)
		if !strings.Contains(string(j), mine) {
			t.Errorf("seat %d does not see its card", seat)
		}
		for other := range 3 {
			if other != seat && strings.Contains(string(j), view.ClassicCardText(container.Cards[s.Players[other].Card-1])) {
				t.Errorf("seat %d sees seat %d's card", seat, other)
			}
		}
	}
	if j, _ := json.Marshal(r.View(-1)); strings.Contains(string(j), "Value card") {
		t.Error("the table page shows a value card")
	}
}

// TestCrashMidAuction: the laptop dies with one bid sealed; the game
// resumes with that bid intact (and still secret), the phone links are the
// same (the seat file), and the round goes on from there.
func TestCrashMidAuction(t *testing.T) {
	r, _, bidders := islandRoom(t)
	g := r.Game()
	tab := &Table{room: r, Out: &strings.Builder{}}
	if err := tab.startPhones(phonelink.PhoneOptions{Enabled: true, Bind: "127.0.0.1"}); err != nil {
		t.Fatal(err)
	}
	links := []string{tab.phones.SeatURL(0), tab.phones.SeatURL(1), tab.phones.SeatURL(2)}
	amt := 6
	if err := r.Act(bidders[0], phones.Action{Kind: phones.ActBid, Amount: &amt}); err != nil {
		t.Fatal(err)
	}
	tab.stopPhones()  // the crash: nothing is closed properly, but
	g.Journal.Close() // the system drops a dead process's lock on the game
	g2, err := OpenGame(g.Journal.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer g2.Close()
	r2 := NewRoom(g2)
	s := r2.State()
	if s.Auction == nil || !s.Auction.Rounds[0].Sealed(bidders[0]) || s.Auction.Rounds[0].Sealed(bidders[1]) {
		t.Fatalf("the sealed bid did not survive: %+v", s.Auction)
	}
	if j, _ := json.Marshal(r2.View(-1)); strings.Contains(string(j), `"amount"`) {
		t.Fatal("the resumed table view shows an amount")
	}
	tab2 := &Table{room: r2, Out: &strings.Builder{}}
	if err := tab2.startPhones(phonelink.PhoneOptions{Enabled: true, Bind: "127.0.0.1"}); err != nil {
		t.Fatal(err)
	}
	defer tab2.stopPhones()
	for seat, old := range links {
		// Same token path (the port may differ after a restart).
		if oldPath, newPath := old[strings.Index(old, "/p/"):], tab2.phones.SeatURL(seat); !strings.HasSuffix(newPath, oldPath) {
			t.Errorf("seat %d's link changed: %s -> %s", seat, old, newPath)
		}
	}
	amt = 4
	if err := r2.Act(bidders[1], phones.Action{Kind: phones.ActBid, Amount: &amt}); err != nil {
		t.Fatal(err)
	}
	if a := r2.State().Auction; a.Step != container.StepDecide || a.Winner != bidders[0] || a.Price != 6 {
		t.Fatalf("after the resumed round: %+v", a)
	}
}

// TestRoomStaleRound: a bid sent for a round that has closed (a retry that
// arrives after the runoff opened) is refused, never counted as the extra.
func TestRoomStaleRound(t *testing.T) {
	r, _, bidders := islandRoom(t)
	first := r.View(bidders[0]).Bid.Round
	amt := func(n int) *int { return &n }
	for _, b := range bidders {
		if err := r.Act(b, phones.Action{Kind: phones.ActBid, Amount: amt(5), Round: first}); err != nil {
			t.Fatal(err)
		}
	}
	if r.State().Auction.Step != container.StepRunoff {
		t.Fatalf("no runoff: %+v", r.State().Auction)
	}
	err := r.Act(bidders[0], phones.Action{Kind: phones.ActBid, Amount: amt(5), Round: first})
	if err == nil || !strings.Contains(err.Error(), "round has closed") {
		t.Fatalf("a stale bid: %v", err)
	}
	if next := r.View(bidders[0]).Bid.Round; next == first || next == "" {
		t.Fatalf("runoff round id %q", next)
	}
}

// TestRoomRestartNewRound: the seller's side restarts the open round of
// the island auction (container.txt gives no restart; it is the laptop's
// way to clear a mistyped bid): the round gets a new id, so a bid a phone
// sealed for the round before the restart is refused, not counted in the
// new round.
func TestRoomRestartNewRound(t *testing.T) {
	r, seller, bidders := islandRoom(t)
	old := r.View(bidders[0]).Bid.Round
	amt := func(n int) *int { return &n }
	if err := r.Act(bidders[0], phones.Action{Kind: phones.ActBid, Amount: amt(5), Round: old}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Do(container.Move{Type: container.RestartRound, Player: seller}); err != nil {
		t.Fatal(err)
	}
	fresh := r.View(bidders[0]).Bid
	if fresh == nil || fresh.Round == old || fresh.Round == "" {
		t.Fatalf("after the restart the form is %+v (the old round was %q)", fresh, old)
	}
	err := r.Act(bidders[0], phones.Action{Kind: phones.ActBid, Amount: amt(5), Round: old})
	if err == nil || !strings.Contains(err.Error(), "round has closed") {
		t.Fatalf("a bid for the round before the restart: %v", err)
	}
	if r.State().Auction.Rounds[0].Sealed(bidders[0]) {
		t.Fatal("the stale bid was sealed in the restarted round")
	}
	if err := r.Act(bidders[0], phones.Action{Kind: phones.ActBid, Amount: amt(5), Round: fresh.Round}); err != nil {
		t.Fatal(err)
	}
}

// TestRoomRejectShowsResult: after the seller rejects the winning bid
// (container.txt, "The island auction": the seller pays the bid to the
// bank and keeps the cargo), nobody won, so no screen marks a winner: the
// top bidder's line says the bid was rejected and the result says who paid.
// Before the decision the top bidder is the highest bid, not yet a winner;
// after an accept the same bidder is the winner.
func TestRoomRejectShowsResult(t *testing.T) {
	for _, kind := range []string{phones.ActReject, phones.ActAccept} {
		t.Run(kind, func(t *testing.T) {
			r, seller, bidders := islandRoom(t)
			amt := func(n int) *int { return &n }
			for i, n := range []int{17, 9} {
				if err := r.Act(bidders[i], phones.Action{Kind: phones.ActBid, Amount: amt(n)}); err != nil {
					t.Fatal(err)
				}
			}
			for seat := -1; seat < 3; seat++ {
				top := r.View(seat).Bidders[0]
				if top.Seat != bidders[0] {
					top = r.View(seat).Bidders[1]
				}
				if top.Winner || top.Status != "highest bid" {
					t.Errorf("seat %d, before the decision: %+v", seat, top)
				}
			}
			if err := r.Act(seller, phones.Action{Kind: kind}); err != nil {
				t.Fatal(err)
			}
			for seat := -1; seat < 3; seat++ {
				v := r.View(seat)
				for _, b := range v.Bidders {
					won := kind == phones.ActAccept && b.Seat == bidders[0]
					if b.Winner != won || b.Tied || b.Sealed || b.Bidding {
						t.Errorf("seat %d after %s: %+v", seat, kind, b)
					}
					if b.Seat == bidders[0] && kind == phones.ActReject && b.Status != "bid rejected" {
						t.Errorf("seat %d after the reject: the top bidder's status %q", seat, b.Status)
					}
				}
				if want := map[string]string{phones.ActReject: "rejected: pays $17", phones.ActAccept: "accepted"}[kind]; !strings.Contains(v.Result, want) {
					t.Errorf("seat %d: result %q, want %q", seat, v.Result, want)
				}
			}
		})
	}
}

// TestRoomBidOnNoSuchRound: a bid whose round names no round at all is
// told so, with what a round looks like; a well-formed id of another
// round is told the round closed. Neither is sealed.
func TestRoomBidOnNoSuchRound(t *testing.T) {
	const noSuch = `There is no round %q: a round is named like "t7-r1-x0" (turn 7, round 1, no restart); the page sends the one it shows, so look at the page again before you bid.`
	tests := []struct {
		round, want string
	}{
		{"garbage", fmt.Sprintf(noSuch, "garbage")},
		{"t1-r1", fmt.Sprintf(noSuch, "t1-r1")},
		{"t1-r1-x0 ", fmt.Sprintf(noSuch, "t1-r1-x0 ")},
		{"t99-r2-x0", "That round has closed: look at the page again before you bid."},
	}
	for _, tc := range tests {
		t.Run(tc.round, func(t *testing.T) {
			r, _, bidders := islandRoom(t)
			five := 5
			err := r.Act(bidders[0], phones.Action{Kind: phones.ActBid, Amount: &five, Round: tc.round})
			if err == nil || err.Error() != tc.want {
				t.Fatalf("bid on round %q: %v, want %q", tc.round, err, tc.want)
			}
			if r.State().Auction.Rounds[0].Sealed(bidders[0]) {
				t.Fatal("the bid was sealed")
			}
		})
	}
}

// TestRoomSellersPartKeptAsBiddersSeal: the seller's own part stays the
// same bytes while the bidders seal; the page says "Your cargo is up for
// auction." then the table's "Waiting for …" (issue 29).
func TestRoomSellersPartKeptAsBiddersSeal(t *testing.T) {
	r, seller, bidders := islandRoom(t)
	s := r.State()
	names := func(seats ...int) string {
		var n []string
		for _, b := range seats {
			n = append(n, s.Players[b].Name)
		}
		return strings.Join(n, " and ")
	}
	amount := 17
	roomtest.OwnPartKept(t, r, seller, func() error { return r.Act(bidders[0], phones.Action{Kind: phones.ActBid, Amount: &amount}) },
		"Your cargo is up for auction. Waiting for "+names(bidders...)+".",
		"Your cargo is up for auction. Waiting for "+names(bidders[1])+".")
}

// TestRoomSellerHearsTheWinnerWasPickedFromTheTie: after a tie the
// runoff does not settle (container.txt, the island auction: the seller
// picks), the seller deciding and the other bidder hear that the winner
// was picked from the tie, not that they bid the most.
func TestRoomSellerHearsTheWinnerWasPickedFromTheTie(t *testing.T) {
	r, seller, bidders := islandRoom(t)
	left, third := bidders[0], bidders[1]
	name := func(seat int) string { return r.State().Players[seat].Name }
	amount := func(n int) *int { return &n }
	for _, m := range []struct {
		seat int
		a    phones.Action
	}{
		{left, phones.Action{Kind: phones.ActBid, Amount: amount(5)}},
		{third, phones.Action{Kind: phones.ActBid, Amount: amount(5)}},
		{left, phones.Action{Kind: phones.ActBid, Amount: amount(0)}},
		{third, phones.Action{Kind: phones.ActBid, Amount: amount(0)}},
		{seller, phones.Action{Kind: phones.ActPick, Winner: &third}},
	} {
		if err := r.Act(m.seat, m.a); err != nil {
			t.Fatalf("seat %d %+v: %v", m.seat, m.a, err)
		}
	}
	if got, want := phones.Merge(r.Public(), r.Private(seller)).Message, name(third)+" was picked from the tie at $5: accept or reject."; got != want {
		t.Errorf("the seller's page after the pick: %q, want %q", got, want)
	}
	if got, want := phones.Merge(r.Public(), r.Private(left)).Message, name(third)+" was picked from the tie at $5. "+name(seller)+" accepts or rejects."; got != want {
		t.Errorf("the other bidder's page after the pick: %q, want %q", got, want)
	}
}
