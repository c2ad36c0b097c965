package session

import (
	"errors"
	"fmt"
	"testing"

	"tallyman/assistant/journal"
	"tallyman/assistant/phones"
	"tallyman/engines/catalogue"
)

// seatedAdd is a move of the seated game: Seat adds Add to the total
// (Seat -1: the table's own move, nobody's).
type seatedAdd struct {
	Seat int
	Add  int
}

// seated is the counting game whose moves each say whose they are
// (Mover) and speak to that seat (Own: "you added 10").
var seated = Engine[int, seatedAdd, string]{
	Game:  "seated",
	Setup: func(journal.Header) (int, []string, error) { return 0, nil, nil },
	Apply: func(s int, m seatedAdd) (int, []string, error) {
		return s + m.Add, []string{fmt.Sprintf("added %d", m.Add)}, nil
	},
	Undone: func(s int, m seatedAdd) string { return fmt.Sprintf("Undone: added %d", m.Add) },
	Own:    func(s int, m seatedAdd) string { return fmt.Sprintf("you added %d", m.Add) },
	Mover:  func(s int, m seatedAdd) int { return m.Seat },
}

// seatedBuild is the seated game's phone build: "add" with its amount,
// for the seat whose phone asks.
func seatedBuild(s, seat int, c catalogue.Choice) (seatedAdd, []catalogue.Param, error) {
	n, missing, err := addBuild(s, seat, c)
	return seatedAdd{Seat: seat, Add: n}, missing, err
}

// TestLaptopMoveForASeatRefusesItsHalfMadePhoneMove: Bob's move (2) and
// Ann's (1) were typed at the laptop; Ann (seat 0) then begins adding 3
// on her phone (a total of 3) and confirms on the latest version (her
// page updated live and kept the move). A move typed at the laptop for
// her meanwhile (Session.Do, or the terminal's LaptopMove), the laptop's
// undo of her move, or its redo of her move taken back before she began,
// is a change of her seat: her move is refused, naming it, and nothing is
// journaled; her page is told it came from the laptop. A move for Bob,
// his move and its undo, or the table's own move (Seat -1) are not hers:
// her move goes in.
func TestLaptopMoveForASeatRefusesItsHalfMadePhoneMove(t *testing.T) {
	do := func(m seatedAdd) func(r *RoomCore[int, seatedAdd, string]) error {
		return func(r *RoomCore[int, seatedAdd, string]) error { _, err := r.Do(m); return err }
	}
	undo := func(r *RoomCore[int, seatedAdd, string]) error { return r.Undo() }
	for _, tc := range []struct {
		name    string
		before  func(r *RoomCore[int, seatedAdd, string]) error // before she begins
		between []func(r *RoomCore[int, seatedAdd, string]) error
		total   int
		says    string // "": her move goes in
	}{
		{name: "a move for Ann at the laptop", between: []func(r *RoomCore[int, seatedAdd, string]) error{do(seatedAdd{0, 10})},
			total: 13, says: "At the laptop, someone made your move for you: you added 10. This one was not made: look again and choose."},
		{name: "a move for Ann typed in the terminal's loop", between: []func(r *RoomCore[int, seatedAdd, string]) error{func(r *RoomCore[int, seatedAdd, string]) error {
			seen, _ := r.Seen()
			_, err := r.LaptopMove(&seen, seatedAdd{0, 10})
			return err
		}}, total: 13, says: "At the laptop, someone made your move for you: you added 10. This one was not made: look again and choose."},
		{name: "the laptop's undo of Ann's move", between: []func(r *RoomCore[int, seatedAdd, string]) error{undo},
			total: 2, says: "Your move was taken back at the laptop: you added 1. This one was not made: look again and choose."},
		{name: "the laptop's redo of Ann's move", before: undo, between: []func(r *RoomCore[int, seatedAdd, string]) error{func(r *RoomCore[int, seatedAdd, string]) error { return r.Redo() }},
			total: 3, says: "At the laptop, someone made your move for you: you added 1. This one was not made: look again and choose."},
		{name: "a move for Bob at the laptop", between: []func(r *RoomCore[int, seatedAdd, string]) error{do(seatedAdd{1, 10})},
			total: 16},
		{name: "a move for Bob and its undo at the laptop", between: []func(r *RoomCore[int, seatedAdd, string]) error{do(seatedAdd{1, 10}), undo},
			total: 6},
		{name: "the table's move at the laptop", between: []func(r *RoomCore[int, seatedAdd, string]) error{do(seatedAdd{-1, 10})},
			total: 16},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewSession(seated, t.TempDir(), journal.Header{Game: "seated", Players: []string{"Ann", "Bob"}})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			r := &RoomCore[int, seatedAdd, string]{Session: g, Text: func(e string) string { return e }}
			for _, m := range []seatedAdd{{1, 2}, {0, 1}} {
				if _, err := r.Do(m); err != nil {
					t.Fatal(err)
				}
			}
			if tc.before != nil {
				if err := tc.before(r); err != nil {
					t.Fatal(err)
				}
			}
			began := r.Version
			for _, f := range tc.between {
				if err := f(r); err != nil {
					t.Fatal(err)
				}
			}
			moves, lines := len(r.Session.Moves), r.Session.Lines
			three := &catalogue.Choice{Key: "add", Answers: map[string]catalogue.Answer{"amount": {N: 3}}}
			_, err = r.PhoneAct(0, phones.Action{Kind: phones.ActMove, Move: three, Version: r.Version, Began: began}, seatedBuild)
			if tc.says == "" {
				if err != nil || r.State() != tc.total || len(r.Session.Moves) != moves+1 || r.Session.Lines != lines+1 {
					t.Errorf("err %v, total %d, %d moves, %d lines; want her move in: total %d, %d moves, %d lines", err, r.State(), len(r.Session.Moves), r.Session.Lines, tc.total, moves+1, lines+1)
				}
				return
			}
			if !errors.Is(err, ErrYouMoved) || err.Error() != tc.says {
				t.Errorf("err %v, want ErrYouMoved saying %q", err, tc.says)
			}
			if r.State() != tc.total || len(r.Session.Moves) != moves || r.Session.Lines != lines {
				t.Errorf("total %d, %d moves, %d lines; want %d, %d, %d (nothing made, nothing journaled)", r.State(), len(r.Session.Moves), r.Session.Lines, tc.total, moves, lines)
			}
			var v phones.View
			r.Mu.Lock()
			r.PhoneOffers(0, &v, catalogue.Catalogue{})
			r.Mu.Unlock()
			if v.Moved == nil || !v.Moved.Laptop || v.Moved.Version <= began {
				t.Errorf("her page is told %+v, want a change at the laptop after version %d", v.Moved, began)
			}
		})
	}
}
