package boxes

import (
	"errors"
	"strings"
	"sync"
	"testing"

	"tallyman/assistant/phones"
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
