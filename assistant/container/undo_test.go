package container

import (
	"encoding/json"
	"errors"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/session"
	"tallyman/engines/container"
)

// bidAll seals amounts[i] for the i-th bidder waiting in the open round.
func bidAll(t *testing.T, r *Room, amounts ...int) {
	t.Helper()
	a := r.State().Auction
	waiting := a.Rounds[len(a.Rounds)-1].Waiting()
	if len(waiting) != len(amounts) {
		t.Fatalf("%d bidders wait, %d amounts", len(waiting), len(amounts))
	}
	for i, seat := range waiting {
		if _, err := r.Do(container.Move{Type: container.Bid, Player: seat, Amount: amounts[i]}); err != nil {
			t.Fatal(err)
		}
	}
}

// eventText joins the texts of the latest change's events.
func eventText(r *Room) string {
	var out []string
	for _, e := range r.Events() {
		out = append(out, e.Text)
	}
	return strings.Join(out, "\n")
}

// TestUndoAfterRevealReopensRound (issue 13, item 5): undoing the bid that
// revealed a round of the island auction (classic) does not give that
// bidder a second try while the other bids stay sealed: the round is open
// again for every bidder, all its bids cleared, and nothing can be redone.
// A second undo takes back the reopening together with the round's other
// bids and the sail to the island: no undo ever lands in a round whose
// bids everyone has seen. A resumed game is the same, with nothing to redo.
// An undo of a bid before the reveal stays an ordinary undo.
func TestUndoAfterRevealReopensRound(t *testing.T) {
	r, seller, bidders := islandRoom(t)
	g := r.Game()
	beforeSail := g.States[len(g.States)-2]

	// Before the reveal: one bid undone, the other untouched, redo works.
	bidAll(t, r, 3, 5)
	if s := r.State(); s.Auction.Step != container.StepDecide {
		t.Fatalf("step %s after both bids", s.Auction.Step)
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	s := r.State()
	round := s.Auction.Rounds[0]
	if s.Auction.Step != container.StepBids || len(round.Waiting()) != 2 || round.Sealed(bidders[0]) {
		t.Fatalf("after undoing the revealing bid: step %s, waiting %v; want both bidders to seal again", s.Auction.Step, round.Waiting())
	}
	if !strings.Contains(eventText(r), "Undone: "+s.Players[bidders[1]].Name+"'s sealed bid") || !strings.Contains(eventText(r), "Everyone has seen this round's bids") {
		t.Errorf("the table is not told why the round is open again:\n%s", eventText(r))
	}
	if err := r.Redo(); !errors.Is(err, session.ErrNothingToRedo) {
		t.Errorf("redo after reopening: %v, want nothing to redo", err)
	}
	// The phones offer both bidders the form again; the seller none.
	for _, b := range bidders {
		if r.View(b).Bid == nil {
			t.Errorf("seat %d has no bid form after the reopening", b)
		}
	}
	if r.View(seller).Bid != nil {
		t.Error("the seller is offered a bid")
	}

	// An ordinary undo inside the reopened round: a fresh bid, unseen.
	bid0 := container.Move{Type: container.Bid, Player: bidders[0], Amount: 4}
	if _, err := r.Do(bid0); err != nil {
		t.Fatal(err)
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := r.Redo(); err != nil {
		t.Fatalf("redo of an unseen bid: %v", err)
	}
	// One line, the move's own said as redone: the amount stays secret.
	if got, want := eventText(r), "Redone: "+s.Players[bidders[0]].Name+" has sealed a bid"; got != want {
		t.Errorf("a redo says:\n%s\nwant:\n%s", got, want)
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}

	// Undoing the reopening goes back to before the sail, nothing to redo.
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r.State(), beforeSail) {
		t.Fatalf("undoing the reopening lands in phase %s, not before the sail", r.State().Phase)
	}
	if len(g.Redo) != 0 {
		t.Errorf("%d moves can be redone after undoing a reopened round", len(g.Redo))
	}
	path := g.Journal.Path()
	moves := len(g.Moves)
	g.Close() // one tallyman per game: this one quits before the resume
	g2, err := OpenGame(path)
	if err != nil {
		t.Fatal(err)
	}
	defer g2.Close()
	if !reflect.DeepEqual(g2.State(), beforeSail) || len(g2.Moves) != moves || len(g2.Redo) != 0 {
		t.Errorf("resumed: same state %v, moves %d (want %d), redo %d (want 0)", reflect.DeepEqual(g2.State(), beforeSail), len(g2.Moves), moves, len(g2.Redo))
	}
}

// TestOffshoreUndoAfterRevealReopensRunoff (issue 13, item 5): in a
// delivery auction, undoing the bid that revealed a tie (which opened the
// runoff) reopens the first round for both bidders; undoing the extra that
// revealed the runoff reopens the runoff only: the first round's bids were
// revealed by the rules and stay.
func TestOffshoreUndoAfterRevealReopensRunoff(t *testing.T) {
	r := offshoreAuctionRoom(t)
	for _, b := range r.State().Auction.Rounds[0].Bidders {
		if r.State().BidLimit(b) < 3 {
			if _, err := r.Do(container.Move{Type: container.TakeLoan, Player: b}); err != nil {
				t.Fatal(err)
			}
		}
	}
	bidAll(t, r, 2, 2)
	if a := r.State().Auction; a.Step != container.StepRunoff {
		t.Fatalf("step %s after a tie", a.Step)
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	a := r.State().Auction
	if a.Step != container.StepBids || len(a.Rounds) != 1 || len(a.Rounds[0].Waiting()) != 2 {
		t.Fatalf("after undoing the tie's reveal: step %s, %d rounds, waiting %v; want round 1 open for both", a.Step, len(a.Rounds), a.Rounds[0].Waiting())
	}
	bidAll(t, r, 2, 2)
	bidAll(t, r, 1, 1)
	if a := r.State().Auction; a.Step != container.StepPick {
		t.Fatalf("step %s after a tied runoff", a.Step)
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	a = r.State().Auction
	if a.Step != container.StepRunoff || len(a.Rounds) != 2 || len(a.Rounds[1].Waiting()) != 2 || !a.Rounds[0].Complete() || a.Price != 2 {
		t.Fatalf("after undoing the runoff's reveal: step %s, %d rounds, price $%d; want the runoff open for both at $2", a.Step, len(a.Rounds), a.Price)
	}
	// Undoing the runoff's reopening goes back out of the runoff, whose
	// opening revealed the first round: that round is reopened in turn.
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	a = r.State().Auction
	if a.Step != container.StepBids || len(a.Rounds) != 1 || len(a.Rounds[0].Waiting()) != 2 || len(r.Game().Redo) != 0 {
		t.Fatalf("after undoing the runoff's reopening: step %s, %d rounds, waiting %v, %d to redo; want round 1 open for both, nothing to redo", a.Step, len(a.Rounds), a.Rounds[0].Waiting(), len(r.Game().Redo))
	}
	if got := eventText(r); !strings.Contains(got, "Undone: the round reopened for every bidder") || !strings.Contains(got, "so the round is open again") {
		t.Errorf("the undo's events:\n%s", got)
	}
	// Cancelling the auction (undo until it is gone) ends, at the sail.
	for i := 0; r.State().Phase == container.Auction; i++ {
		if i > 10 {
			t.Fatal("undo never leaves the auction")
		}
		if err := r.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if s := r.State(); s.Players[s.Current].Ship.At != container.OpenSea {
		t.Errorf("after cancelling, the ship is %s", s.Players[s.Current].Ship.At)
	}
}

// TestOffshoreDescribeAndPhoneWords (issue 13, item 14): the undo and redo
// texts of every move of an Off-Shore game, and the phone's private card
// line, use the edition's words (a scoring card, not a value card; no
// classic colour or store).
func TestOffshoreDescribeAndPhoneWords(t *testing.T) {
	s := offshoreState(t)
	classic := regexp.MustCompile(`\b(orange|brown|tan|black)\b|warehouse store|factory store|value card|island auction|bought a`)
	types := []container.MoveType{container.BuyFactory, container.BuyWarehouse, container.Produce, container.StockWarehouse, container.SailHarbor,
		container.BuyAtHarbor, container.SailSea, container.SailIsland, container.EndTurn, container.TakeLoan, container.RepayLoan, container.Bid,
		container.PickWinner, container.Accept, container.Reject, container.SetCard, container.RestartRound, container.ReopenRound,
		container.SailBank, container.RepriceMove, container.CallBank, container.LoadHolding, container.SeizeColor, container.ChooseDiscard,
		container.PlayerLoan, container.RepayPlayer}
	for _, mt := range types {
		m := container.Move{Type: mt, Player: 0, From: 1, Color: container.Red, Lot: "container-1", Amount: 2,
			Lots: []container.Lot{{Color: container.Blue, Price: 2}}, Buy: []container.Purchase{{Color: container.Green, Price: 2, To: 3}}}
		if got := Describe(s, m); classic.MatchString(got) {
			t.Errorf("%s: %q", mt, got)
		}
	}
	room := NewRoom(&Game{States: []*container.State{s}, Header: journal.Header{Players: []string{"Ann", "Bob", "Cleo"}}})
	j, _ := json.Marshal(room.View(0))
	if strings.Contains(string(j), "Value card") || !strings.Contains(string(j), "Scoring card") {
		t.Errorf("the Off-Shore phone's card line: %s", j)
	}
}

// phoneTable is the game of islandRoom (Ann, Bob, Cy; classic) at its
// island auction, with the phones served on 127.0.0.1: the laptop's menus
// are then the phones' ones (phoneAuction).
func phoneTable(t *testing.T) (*Table, *strings.Builder, int, []int) {
	t.Helper()
	r, seller, bidders := islandRoom(t)
	out := &strings.Builder{}
	tab := &Table{Out: out, room: r}
	if err := tab.startPhones(phonelink.PhoneOptions{Enabled: true, Bind: "127.0.0.1"}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tab.stopPhones)
	return tab, out, seller, bidders
}

// optionNumber is the number the accessible menu last printed in out
// gives the option labelled label ("4. Undo the last move"), or "0"
// when it printed none.
func optionNumber(out, label string) string {
	m := regexp.MustCompile(`(?m)^\s*(\d+)\.\s+`+regexp.QuoteMeta(label)).FindAllStringSubmatch(out, -1)
	if len(m) == 0 {
		return "0"
	}
	return m[len(m)-1][1]
}

// TestPhonesLaptopUndoAtSellersDecision (QA B4): with phones on, the
// laptop's menu at the seller's decision and pick offers "Undo the last
// move", as without phones (docs/playing.md: "the seller's pick and
// decision offer Undo, Redo ... and Save and quit"); the phone sends the
// player there ("ask at the laptop, whose undo opens the round again for
// everyone"). Chosen after a reveal (bids $20 and $2, $20 a typo for $2),
// it asks first, then reopens the round for both bidders (Session.Undo),
// nothing to redo.
// The bids menu offers it too: there it takes back the last sealed bid,
// unseen, and Redo puts it back. Classic and Off-Shore share these menus.
func TestPhonesLaptopUndoAtSellersDecision(t *testing.T) {
	for _, offshore := range []bool{false, true} {
		t.Run(map[bool]string{false: "classic", true: "offshore"}[offshore], func(t *testing.T) {
			var tab *Table
			var out *strings.Builder
			if offshore {
				tab, out = offshorePhoneTable(t)
			} else {
				tab, out, _, _ = phoneTable(t)
			}
			r := tab.room
			a := r.State().Auction
			bidders := a.Rounds[0].Waiting()
			if len(bidders) != 2 {
				t.Fatalf("%d bidders, want 2", len(bidders))
			}
			high := min(20, r.State().BidLimit(bidders[0]))
			bidAll(t, r, high, 2)
			if s := r.State(); s.Auction.Step != container.StepDecide {
				t.Fatalf("step %s after both bids", s.Auction.Step)
			}
			// First look at the menu (Refresh), then choose Undo from it.
			reads(tab, out, "1\n")
			if err := tab.phoneAuction(); err != nil {
				t.Fatal(err)
			}
			n := optionNumber(out.String(), "Undo the last move")
			if n == "0" {
				t.Fatalf("the seller's decision offers no undo:\n%s", out)
			}
			reads(tab, out, n+"\ny\n") // yes to "Undo the reveal?"
			if err := tab.phoneAuction(); err != nil {
				t.Fatal(err)
			}
			s := r.State()
			if s.Auction == nil || s.Auction.Step != container.StepBids || len(s.Auction.Rounds[0].Waiting()) != 2 {
				t.Fatalf("after the laptop's undo: %+v; want the round open for both bidders", s.Auction)
			}
			for _, b := range bidders {
				if r.View(b).Bid == nil {
					t.Errorf("%s's phone offers no bid after the reopening", s.Players[b].Name)
				}
			}
			// In the bids menu: undo a fresh unseen bid, then redo it.
			if _, err := r.Do(container.Move{Type: container.Bid, Player: bidders[0], Amount: 3}); err != nil {
				t.Fatal(err)
			}
			choose := func(label string) {
				t.Helper()
				out.Reset()
				reads(tab, out, "1\n")
				if err := tab.phoneAuction(); err != nil {
					t.Fatal(err)
				}
				n := optionNumber(out.String(), label)
				if n == "0" {
					t.Fatalf("the bids menu offers no %q:\n%s", label, out)
				}
				reads(tab, out, n+"\n")
				if err := tab.phoneAuction(); err != nil {
					t.Fatal(err)
				}
			}
			choose("Undo the last move")
			if round := r.State().Auction.Rounds[0]; round.Sealed(bidders[0]) {
				t.Fatalf("the laptop's undo in the bids menu left %s's bid sealed", s.Players[bidders[0]].Name)
			}
			choose("Redo")
			if round := r.State().Auction.Rounds[0]; !round.Sealed(bidders[0]) || round.Bids[bidders[0]] != 3 {
				t.Fatalf("the laptop's redo did not seal %s's $3 again", s.Players[bidders[0]].Name)
			}
		})
	}
}
