package boxes

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
	"tallyman/engines/catalogue"
)

func moveAct(key string, answers map[string]catalogue.Answer, version int) phones.Action {
	return phones.Action{Kind: phones.ActMove, Move: &catalogue.Choice{Key: key, Answers: answers}, Version: version}
}

// TestBoxesPhoneMovesFollowTheCatalogue: at the start Ann holds the
// auctioneer's token and alone chooses the auction (boxes.txt, "Setting
// Up"), so her phone offers "choose" and Bob's offers nothing. Bob's
// choose is refused with that rule; Ann's without its answer asks "kind"
// (NeedMore) and changes nothing; with "open" it applies, journaled as
// "phone 1"; only Ann may take it back from her phone, and after that the
// game is as at the start.
func TestBoxesPhoneMovesFollowTheCatalogue(t *testing.T) {
	r, _, _ := boxesServer(t)
	if m := r.Private(0).Moves; m == nil || len(m.Offers) != 1 || m.Offers[0].Key != "choose" {
		t.Fatalf("Ann's moves: %+v, want choose alone", m)
	}
	if m := r.Private(1).Moves; m != nil {
		t.Fatalf("Bob's moves: %+v, want none", m)
	}
	open := map[string]catalogue.Answer{"kind": {Value: "open"}}
	steps := []struct {
		name    string
		seat    int
		a       phones.Action
		wantErr string
	}{
		{"Bob may not choose", 1, moveAct("choose", open, 1), "Boxes rules, Setting Up"},
		{"no answer yet", 0, moveAct("choose", nil, 1), "Answer this too: Container 1: Ann, open or secret auction?"},
		{"a key of no move", 0, moveAct("fly", nil, 1), `no move "fly" in Boxes`},
		{"an answer not allowed", 0, moveAct("choose", map[string]catalogue.Answer{"kind": {Value: "silent"}}, 1), `"silent" is not one of the choices`},
		{"an old view", 0, moveAct("choose", open, 7), "the game moved on while you chose"},
	}
	for _, st := range steps {
		err := r.Act(st.seat, st.a)
		if err == nil || !strings.Contains(err.Error(), st.wantErr) {
			t.Errorf("%s: %v, want %q", st.name, err, st.wantErr)
		}
		if r.Version != 1 || r.State().Phase != boxes.Choose {
			t.Fatalf("%s changed the game (version %d)", st.name, r.Version)
		}
	}
	var more *phones.NeedMore
	if err := r.Act(0, moveAct("choose", nil, 0)); !errors.As(err, &more) || more.Params[0].Name != "kind" {
		t.Errorf("no answer: %v, want NeedMore for kind", err)
	}
	if err := r.Act(0, moveAct("choose", open, 0)); err != nil {
		t.Fatal(err)
	}
	if s := r.State(); s.Phase != boxes.Inspect || s.Kind != boxes.OpenAuction {
		t.Fatalf("after Ann's choice: %s %s", s.Phase, s.Kind)
	}
	if v := r.Game().Vias; len(v) != 1 || v[0] != "phone 1" {
		t.Errorf("vias %q, want [phone 1]", v)
	}
	if r.Private(0).Undo == nil || r.Private(1).Undo != nil {
		t.Errorf("undo offered to Ann %v, to Bob %v: want Ann only", r.Private(0).Undo, r.Private(1).Undo)
	}
	if err := r.Act(1, phones.Action{Kind: phones.ActUndo}); !errors.Is(err, session.ErrNotYourLast) {
		t.Errorf("Bob's undo: %v", err)
	}
	if err := r.Act(0, phones.Action{Kind: phones.ActUndo}); err != nil {
		t.Fatal(err)
	}
	if s := r.State(); s.Phase != boxes.Choose || len(r.Game().Moves) != 0 {
		t.Errorf("after Ann's undo: %s with %d moves", s.Phase, len(r.Game().Moves))
	}
}

// TestBoxesLaptopAndPhoneAtOnce: Bob raises on his phone while the
// laptop, shown the same state, types a raise for him: both start on one
// version, so exactly one applies and the other is refused with the
// reason (the phone's: the game moved on; the laptop's: what came first),
// nothing half applied: the game holds one raise more, 600 or 650 ECU
// (boxes.txt, "Open Auction": each raise above the highest bid).
func TestBoxesLaptopAndPhoneAtOnce(t *testing.T) {
	for round := range 20 {
		r, _, _ := boxesServer(t, append(inspected(boxes.OpenAuction), boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 500})...)
		seen, _ := r.Seen()
		moves := len(r.Game().Moves)
		tab := &Table{room: r, Out: &strings.Builder{}, seen: seen, looked: true}
		var phoneErr, laptopErr error
		var wg sync.WaitGroup
		start := make(chan struct{})
		wg.Add(2)
		go func() {
			defer wg.Done()
			<-start
			phoneErr = r.Act(1, moveAct("raise", map[string]catalogue.Answer{"amount": {N: 650}}, seen))
		}()
		go func() {
			defer wg.Done()
			<-start
			_, laptopErr = r.LaptopMove(tab.seenOr(), boxes.Move{Type: boxes.Raise, Player: 1, Amount: 600})
		}()
		close(start)
		wg.Wait()
		s := r.State()
		switch {
		case phoneErr == nil && laptopErr != nil:
			if !strings.Contains(laptopErr.Error(), "the game moved on while this was typed (a move was made on Bob's phone; now: Bob bids 650 ECU)") || s.Open.High != 650 {
				t.Fatalf("round %d, phone first: laptop %v, high %d", round, laptopErr, s.Open.High)
			}
		case laptopErr == nil && phoneErr != nil:
			if !errors.Is(phoneErr, session.ErrMovedOn) || s.Open.High != 600 {
				t.Fatalf("round %d, laptop first: phone %v, high %d", round, phoneErr, s.Open.High)
			}
		default:
			t.Fatalf("round %d: phone %v, laptop %v: want exactly one refused", round, phoneErr, laptopErr)
		}
		if got := len(r.Game().Moves); got != moves+1 {
			t.Fatalf("round %d: %d moves, want %d", round, got, moves+1)
		}
	}
}

// TestBoxesPhoneCannotUndoARevealedRound (issue 23.1): Ann, Bob, Cy and
// Dee inspect container 1 of a secret auction and seal on their phones:
// Ann 700, Bob 900, Dee 500, then Cy. Cy's 900 ties Bob's (an open
// auction among the two, boxes.txt "Secret Auction"); Cy's 950 wins
// alone (the payment screen). Before Cy seals, Dee's undo asks "Take
// back your last move: your sealed bid of 500 ECU?", on her page only.
// Either way every phone has seen every
// amount, so Cy's phone offers no undo and an undo posted from it is
// refused; the laptop's undo opens the round again for all four: nobody
// has sealed, every phone has the bid form, the log says why.
func TestBoxesPhoneCannotUndoARevealedRound(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cy    int
		phase boxes.Phase
	}{
		{"a tie, then an open auction", 900, boxes.Bidding},
		{"Cy wins and pays", 950, boxes.Pay},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee"}, boxes.Options{Auctioneer: 0}, 1)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			r := NewRoom(g)
			ph := roomtest.ServePhones(t, r, &r.OnChange)
			if _, err := r.Do(boxes.Move{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.SecretAuction}); err != nil {
				t.Fatal(err)
			}
			for seat := range 4 {
				if _, err := r.Do(boxes.Move{Type: boxes.InspectCards, Player: seat, Closed: 2, Open: 3}); err != nil {
					t.Fatal(err)
				}
			}
			for _, b := range []struct{ seat, amount int }{{0, 700}, {1, 900}, {3, 500}, {2, tc.cy}} {
				if code, body := roomtest.Act(t, ph.URL+ph.Server.SeatPath(b.seat)+"/act", fmt.Sprintf(`{"kind":"bid","amount":%d}`, b.amount)); code != 200 {
					t.Fatalf("seat %d seals %d: %d %s", b.seat, b.amount, code, body)
				}
				if b.seat == 3 {
					roomtest.WantUndoAsk(t, ph, r, 3, "Take back your last move: your sealed bid of 500 ECU?")
				}
			}
			if s := r.State(); s.Phase != tc.phase {
				t.Fatalf("after the reveal: phase %s, want %s", s.Phase, tc.phase)
			}
			roomtest.WantNoPhoneUndo(t, ph, 2, r.State, func() int { return len(r.Game().Moves) }, "cannot be taken back from your phone")
			if err := r.Undo(); err != nil {
				t.Fatal(err)
			}
			s := r.State()
			if s.Phase != boxes.Sealed {
				t.Fatalf("after the laptop's undo: phase %s, want the sealed bids again", s.Phase)
			}
			for seat, name := range []string{"Ann", "Bob", "Cy", "Dee"} {
				if s.Secret.Sealed(seat) {
					t.Errorf("%s's bid is still sealed after the laptop's undo", name)
				}
				if v := ph.View(t, seat); v.Bid == nil || v.Undo != nil {
					t.Errorf("%s's page: bid form %v, undo %v; want the bid form alone", name, v.Bid, v.Undo)
				}
			}
			if log := ph.View(t, 0).Log; !strings.Contains(strings.Join(log, " "), "open again") {
				t.Errorf("the log does not say the round is open again: %q", log)
			}
		})
	}
}

// TestBoxesChoiceOnAnOldViewIsRefused (issue 23.3): the page's buttons
// (a pass, a payment) are checked against the version of the view they
// were tapped on, as a move is: in an open auction Ann starts at 500 ECU
// (boxes.txt, "Open Auction"), so Bob is to raise or pass; his pass
// posted from version 1 is refused (the game moved on) and changes
// nothing; from the view now it is made. Cy passes too, so Ann wins and
// pays: her payment from version 1 is refused the same way.
func TestBoxesChoiceOnAnOldViewIsRefused(t *testing.T) {
	r, srv, ts := boxesServer(t, append(inspected(boxes.OpenAuction), boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 500})...)
	choose := func(seat int, kind string, winner, version int) (int, string) {
		return roomtest.Act(t, ts.URL+srv.SeatPath(seat)+"/act", fmt.Sprintf(`{"kind":%q,"winner":%d,"version":%d}`, kind, winner, version))
	}
	for _, st := range []struct {
		name   string
		seat   int
		kind   string
		winner int
		then   func()
	}{
		{"Bob's pass", 1, phones.ActReject, 1, func() {}},
		{"Ann's payment", 0, phones.ActPick, 0, func() {
			if err := r.Act(2, phones.Action{Kind: phones.ActReject}); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		st.then()
		before, moves := roomtest.StateJSON(t, r.State()), len(r.Game().Moves)
		if code, body := choose(st.seat, st.kind, st.winner, 1); code != 422 || !strings.Contains(body, "the game moved on") {
			t.Errorf("%s from version 1 at version %d: %d %s, want refused as moved on", st.name, r.Public().Version, code, body)
		}
		if roomtest.StateJSON(t, r.State()) != before || len(r.Game().Moves) != moves {
			t.Fatalf("the refused %s changed the game", st.name)
		}
		v, _ := r.Seen()
		if code, body := choose(st.seat, st.kind, st.winner, v); code != 200 {
			t.Fatalf("%s on the view now: %d %s", st.name, code, body)
		}
		if len(r.Game().Moves) != moves+1 || r.Game().Vias[moves] != session.PhoneVia(st.seat) {
			t.Errorf("%s on the view now was not made on the phone", st.name)
		}
	}
	if s := r.State(); s.Phase != boxes.Choose || len(s.Sales) != 1 || s.Sales[0].Winner != 0 {
		t.Errorf("after Ann's payment: phase %s, sales %+v; want container 1 sold to Ann", s.Phase, s.Sales)
	}
}

// TestBoxesLaptopSaysWhosePhoneTookTheMoveBack: Ann, the auctioneer,
// chooses an open auction on her phone (boxes.txt, "Setting Up") and
// takes it back there, while the laptop waits. The laptop shows the undo
// as the phones' and the table page's log does, one line naming her
// phone ("Undone on Ann's phone: …"), not the laptop's own "Undone: …";
// the laptop's own undo keeps its line.
func TestBoxesLaptopSaysWhosePhoneTookTheMoveBack(t *testing.T) {
	r := playedRoom(t, 1)
	in, typed := io.Pipe()
	defer typed.Close()
	out := &roomtest.SyncBuffer{}
	tab := &Table{P: prompt.NewPrompter(in, out, true), Out: out, room: r}
	if err := tab.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	defer tab.stopPhones()
	tab.phones.Start() // past the joining screen
	done := make(chan error, 1)
	go func() { done <- tab.play() }()
	url := tab.phones.SeatURL(0) + "/act"
	out.WaitFor(t, "Container 1: Ann, open or secret auction?", 1)
	roomtest.PhoneAct(t, url, moveAct("choose", map[string]catalogue.Answer{"kind": {Value: "open"}}, r.Public().Version))
	out.WaitFor(t, "Which cards did you look at?", 1)
	roomtest.PhoneAct(t, url, phones.Action{Kind: phones.ActUndo, Version: r.Public().Version})
	out.WaitFor(t, "Container 1: Ann, open or secret auction?", 2)
	io.WriteString(typed, "1\n") // the open auction, chosen at the laptop
	out.WaitFor(t, "Which cards did you look at?", 2)
	io.WriteString(typed, "undo\n")
	out.WaitFor(t, "Container 1: Ann, open or secret auction?", 3)
	io.WriteString(typed, "quit\n")
	if err := <-done; !errors.Is(err, session.ErrQuit) {
		t.Errorf("play ended with %v, want quit", err)
	}
	var undone []string
	for l := range strings.Lines(out.String()) {
		if strings.Contains(l, "Undone") {
			undone = append(undone, strings.TrimSpace(l))
		}
	}
	want := []string{"* Undone on Ann's phone: Ann chose an open auction", "* Undone: Ann chose an open auction"}
	if !slices.Equal(undone, want) {
		t.Errorf("the laptop's undo lines: %q, want %q:\n%s", undone, want, out)
	}
	if log := r.Public().Log; !slices.Contains(log, strings.TrimPrefix(want[0], "* ")) {
		t.Errorf("the laptop's line %q is not the log's: %q", want[0], log)
	}
}

// TestBoxesChoiceAfterAnUndoSaysAMoveWasTakenBack: a pass tapped on a
// view older than the game is refused, saying what came in between as
// the other games do (session.RoomCore.MovedOn). In an open auction Ann
// starts at 500 ECU and Bob raises to 600 (boxes.txt, "Open Auction":
// bids go clockwise, so Cy is next); Cy passes on that view. After Cy's
// raise to 700 typed at the laptop the game moved on;
// after Bob's raise is undone at the laptop, or undone and redone, a move
// was taken back; either way nothing changes.
func TestBoxesChoiceAfterAnUndoSaysAMoveWasTakenBack(t *testing.T) {
	for _, tc := range []struct {
		name    string
		between func(r *Room) error
		want    string
	}{
		{"Cy raises at the laptop", func(r *Room) error {
			_, err := r.Do(boxes.Move{Type: boxes.Raise, Player: 2, Amount: 700})
			return err
		}, "the game moved on while you chose (another move came first): look again and choose"},
		{"Bob's raise undone at the laptop", func(r *Room) error { return r.Undo() },
			"the game changed while you chose (a move was taken back): look again and choose"},
		{"Bob's raise undone and redone", func(r *Room) error {
			if err := r.Undo(); err != nil {
				return err
			}
			return r.Redo()
		}, "the game changed while you chose (a move was taken back): look again and choose"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := playedRoom(t, 1, append(inspected(boxes.OpenAuction),
				boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 500},
				boxes.Move{Type: boxes.Raise, Player: 1, Amount: 600})...)
			seen, _ := r.Seen()
			if err := tc.between(r); err != nil {
				t.Fatal(err)
			}
			before, moves := roomtest.StateJSON(t, r.State()), len(r.Game().Moves)
			err := r.Act(2, phones.Action{Kind: phones.ActReject, Version: seen})
			if err == nil || err.Error() != tc.want || !errors.Is(err, session.ErrMovedOn) {
				t.Errorf("Cy's pass on the old view: %v, want %q", err, tc.want)
			}
			if roomtest.StateJSON(t, r.State()) != before || len(r.Game().Moves) != moves {
				t.Errorf("the refused pass changed the game")
			}
		})
	}
}
