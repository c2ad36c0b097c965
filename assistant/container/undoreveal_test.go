package container

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/container"
)

// playLaptop plays r at the laptop (accessible mode, no phones) with
// script typed, to the script's quit; it returns what was said, every
// run of spaces and line ends one space.
func playLaptop(t *testing.T, r *Room, script string) string {
	t.Helper()
	out := &strings.Builder{}
	tab := &Table{Out: out, room: r}
	reads(tab, out, script)
	if err := tab.Play(); err != nil {
		t.Fatalf("%q: %v\n%s", script, err, out)
	}
	return strings.Join(strings.Fields(out.String()), " ")
}

// TestLaptopAsksBeforeUndoingAReveal drives the laptop (accessible mode,
// no phones) at the seller's decision right after the island auction's
// (classic) or the delivery auction's (Off-Shore) sealed bids were
// revealed, $2 and $3. Undo there opens the round again for both bidders,
// every bid cleared, and cannot be redone (docs/rules-decisions.md,
// "Undo after a reveal"), so the laptop asks first, no by default: "n"
// leaves the game and its journal as they were, byte for byte; "y"
// undoes (the journal gains the undo and the reopening, nothing to
// redo). An undo of a sealed bid before the reveal is asked nothing.
func TestLaptopAsksBeforeUndoingAReveal(t *testing.T) {
	for _, tc := range []struct {
		name string
		room func(t *testing.T) *Room
	}{
		{"classic", func(t *testing.T) *Room { r, _, _ := islandRoom(t); return r }},
		{"offshore", offshoreAuctionRoom},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.room(t)
			g := r.Game()
			for _, b := range r.State().Auction.Rounds[0].Bidders {
				for r.State().BidLimit(b) < 3 { // Off-Shore bids are cash in hand
					if _, err := r.Do(container.Move{Type: container.TakeLoan, Player: b}); err != nil {
						t.Fatal(err)
					}
				}
			}
			journalText := func() []byte { return roomtest.JournalBytes(t, g.Journal.Path()) }
			asked := strings.Join(strings.Fields(session.RevealUndoQuestion), " ")

			// Before the reveal: an ordinary undo, no question, redo works.
			bidders := r.State().Auction.Rounds[0].Waiting()
			if _, err := r.Do(container.Move{Type: container.Bid, Player: bidders[0], Amount: 2}); err != nil {
				t.Fatal(err)
			}
			if got := playLaptop(t, r, "undo\nquit\n"); strings.Contains(got, asked) || len(g.Redo) != 1 {
				t.Fatalf("an undo before the reveal: %d to redo (want 1), asked %v:\n%s", len(g.Redo), strings.Contains(got, asked), got)
			}
			if err := r.Redo(); err != nil {
				t.Fatal(err)
			}
			if _, err := r.Do(container.Move{Type: container.Bid, Player: bidders[1], Amount: 3}); err != nil {
				t.Fatal(err)
			}
			if step := r.State().Auction.Step; step != container.StepDecide {
				t.Fatalf("step %s after the reveal, want the seller's decision", step)
			}

			// No: nothing changes.
			before, moves, journal := r.State(), len(g.Moves), journalText()
			got := playLaptop(t, r, "undo\nn\nquit\n")
			if !strings.Contains(got, asked) || !strings.Contains(got, "Nothing was undone.") {
				t.Errorf("the undo of the reveal was not asked, or the no not said:\n%s", got)
			}
			if !reflect.DeepEqual(r.State(), before) || len(g.Moves) != moves || !bytes.Equal(journalText(), journal) {
				t.Fatalf("answered no, the game changed: %d moves (want %d), journal unchanged %v", len(g.Moves), moves, bytes.Equal(journalText(), journal))
			}

			// Yes: the round is open again for both, nothing to redo.
			got = playLaptop(t, r, "undo\ny\nquit\n")
			if !strings.Contains(got, asked) || !strings.Contains(got, "Everyone has seen this round's bids") {
				t.Errorf("the undo of the reveal was not asked, or not said:\n%s", got)
			}
			a := r.State().Auction
			if a == nil || a.Step != container.StepBids || len(a.Rounds) != 1 || len(a.Rounds[0].Waiting()) != 2 || len(g.Redo) != 0 {
				t.Fatalf("answered yes: auction %+v, %d to redo; want the round open for both bidders, nothing to redo", a, len(g.Redo))
			}
			if added := bytes.Count(journalText(), []byte("\n")) - bytes.Count(journal, []byte("\n")); added != 2 {
				t.Errorf("answered yes, the journal gained %d lines, want 2 (the undo and the reopening)", added)
			}
		})
	}
}

// TestLaptopAsksBeforeUndoingAReopenedRound drives the laptop
// (accessible mode, no phones) once an undo has taken back the bid that
// revealed a round and reopened it. The next undo takes back the whole
// round with the move that opened it, none of it kept for redo
// (docs/rules-decisions.md, "Undo after a reveal"), so the laptop asks
// first, naming what goes, no by default: "n" leaves the game and its
// journal as they were, byte for byte; "y" undoes. Worked by hand: the
// island (classic) and delivery (Off-Shore) auctions were opened by the
// seller's sail, which goes; a runoff (bids $2 and $2 tie, extras $1 and
// $2 revealed) was opened by the bid that tied, which goes, and the first
// round opens again for both bidders, nothing sealed.
func TestLaptopAsksBeforeUndoingAReopenedRound(t *testing.T) {
	for _, tc := range []struct {
		name   string
		room   func(t *testing.T) *Room
		runoff bool
		ask    string // with the seller's name
	}{
		{"classic island auction", func(t *testing.T) *Room { r, _, _ := islandRoom(t); return r }, false,
			"Undo %s's sail to the island? The auction goes with it. This cannot be redone."},
		{"Off-Shore delivery auction", offshoreAuctionRoom, false,
			"Undo %s's sail to Container Island? The delivery auction goes with it. This cannot be redone."},
		{"classic runoff", func(t *testing.T) *Room { r, _, _ := islandRoom(t); return r }, true,
			"Undo the runoff? %s's sealed bid that tied the round before goes with it, and that round opens again: every bid in it is cleared and everyone bids again. This cannot be redone."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.room(t)
			g := r.Game()
			opened := len(g.Moves) // the last one the sail
			do := func(m container.Move) {
				t.Helper()
				if _, err := r.Do(m); err != nil {
					t.Fatalf("%+v: %v", m, err)
				}
			}
			s := r.State()
			bidders := s.Auction.Rounds[0].Bidders
			for _, b := range bidders {
				for r.State().BidLimit(b) < 4 { // Off-Shore bids are cash in hand
					do(container.Move{Type: container.TakeLoan, Player: b})
				}
			}
			seller := s.Players[s.Auction.Seller].Name
			ask := fmt.Sprintf(tc.ask, seller)
			if tc.runoff {
				do(container.Move{Type: container.Bid, Player: bidders[0], Amount: 2})
				do(container.Move{Type: container.Bid, Player: bidders[1], Amount: 2})
				if step := r.State().Auction.Step; step != container.StepRunoff {
					t.Fatalf("step %s after a tie, want the runoff", step)
				}
				ask = fmt.Sprintf(tc.ask, s.Players[bidders[1]].Name)
				do(container.Move{Type: container.Bid, Player: bidders[0], Amount: 1})
				do(container.Move{Type: container.Bid, Player: bidders[1], Amount: 2})
			} else {
				do(container.Move{Type: container.Bid, Player: bidders[0], Amount: 2})
				do(container.Move{Type: container.Bid, Player: bidders[1], Amount: 3})
			}
			if step := r.State().Auction.Step; step != container.StepDecide {
				t.Fatalf("step %s after the reveal, want the seller's decision", step)
			}
			if err := r.Undo(); err != nil { // the reveal undone: the round reopened
				t.Fatal(err)
			}
			journalText := func() []byte { return roomtest.JournalBytes(t, g.Journal.Path()) }

			// No: nothing changes.
			reopened, moves, journal := r.State(), len(g.Moves), journalText()
			got := playLaptop(t, r, "undo\nn\nquit\n")
			if !strings.Contains(got, ask) || !strings.Contains(got, "Nothing was undone.") {
				t.Errorf("the undo was not asked as %q, or the no not said:\n%s", ask, got)
			}
			if !reflect.DeepEqual(r.State(), reopened) || len(g.Moves) != moves || !bytes.Equal(journalText(), journal) {
				t.Fatalf("answered no, the game changed: %d moves (want %d), journal unchanged %v", len(g.Moves), moves, bytes.Equal(journalText(), journal))
			}

			// Yes: the round goes with the move that opened it, for good.
			if got := playLaptop(t, r, "undo\ny\nquit\n"); !strings.Contains(got, ask) {
				t.Errorf("the undo was not asked as %q:\n%s", ask, got)
			}
			a := r.State().Auction
			switch {
			case len(g.Redo) != 0:
				t.Errorf("%d moves to redo, want none", len(g.Redo))
			case tc.runoff && (a == nil || a.Step != container.StepBids || len(a.Rounds) != 1 || len(a.Rounds[0].Waiting()) != 2):
				t.Errorf("answered yes: auction %+v; want the first round open again for both bidders", a)
			case !tc.runoff && (a != nil || len(g.Moves) != opened-1):
				t.Errorf("answered yes: auction %+v, %d moves in force; want no auction, %d (the sail taken back)", a, len(g.Moves), opened-1)
			}
		})
	}
}
