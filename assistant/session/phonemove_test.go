package session

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"tallyman/assistant/journal"
)

// counting is a toy engine for the room's phone moves: the state is a
// running total, a move adds a positive amount ("rule: add at least 1"
// refuses the rest), an event says what was added.
var counting = Engine[int, int, string]{
	Game:  "counting",
	Setup: func(journal.Header) (int, []string, error) { return 0, nil, nil },
	Apply: func(s, m int) (int, []string, error) {
		if m < 1 {
			return s, nil, errors.New("rule: add at least 1")
		}
		return s + m, []string{fmt.Sprintf("added %d", m)}, nil
	},
	Undone: func(s, m int) string { return fmt.Sprintf("Undone: added %d", m) },
}

func countingRoom(t *testing.T) *RoomCore[int, int, string] {
	t.Helper()
	g, err := NewSession(counting, t.TempDir(), journal.Header{Game: "counting", Players: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	return &RoomCore[int, int, string]{Session: g, Text: func(e string) string { return e }}
}

// TestPhoneMovesAreJournaledWithTheirPhone: a move typed at the laptop
// and one made on Bob's phone (seat 1) are both journaled, the phone's
// with "phone 2", and a reopened game knows which came from where.
func TestPhoneMovesAreJournaledWithTheirPhone(t *testing.T) {
	r := countingRoom(t)
	if _, err := r.Do(2); err != nil {
		t.Fatal(err)
	}
	if _, err := r.PhoneMove(1, r.Version, func(s int) (int, error) { return 3, nil }); err != nil {
		t.Fatal(err)
	}
	path := r.Session.Journal.Path()
	r.Session.Close()
	g, err := OpenSession(counting, path)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if g.State() != 5 || !slices.Equal(g.Vias, []string{"", "phone 2"}) {
		t.Errorf("reopened: total %d, vias %q; want 5 and [\"\" \"phone 2\"]", g.State(), g.Vias)
	}
}

// TestPhoneMovesRefusedChangeNothing: a move chosen on an old view (the
// version moved on) and a move the rules refuse leave the total, the
// version and the journal as they were, and say why.
func TestPhoneMovesRefusedChangeNothing(t *testing.T) {
	r := countingRoom(t)
	for _, add := range []int{1, 2} {
		if _, err := r.Do(add); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name string
		seen int
		add  int
		want string
	}{
		{"on an old view", 1, 1, ErrMovedOn.Error()},
		{"against the rules", 2, 0, "rule: add at least 1"},
	} {
		_, err := r.PhoneMove(0, tc.seen, func(int) (int, error) { return tc.add, nil })
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: err %v, want %q", tc.name, err, tc.want)
		}
		if r.State() != 3 || r.Version != 2 || len(r.Session.Vias) != 2 {
			t.Errorf("%s: total %d version %d moves %d, want 3 2 2", tc.name, r.State(), r.Version, len(r.Session.Vias))
		}
	}
}

// TestPhoneUndoTakesBackOnlyYourOwnLastMove: issue 17, "a player may take
// back their own last move while it is still the last move": Ann's phone
// move can be taken back by Ann, not by Bob; once it is gone the last
// move is the laptop's, which no phone can take back.
func TestPhoneUndoTakesBackOnlyYourOwnLastMove(t *testing.T) {
	r := countingRoom(t)
	if _, err := r.Do(2); err != nil {
		t.Fatal(err)
	}
	if _, err := r.PhoneMove(0, 0, func(int) (int, error) { return 4, nil }); err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		seat  int
		name  string
		err   error
		total int
	}{
		{1, "Bob", ErrNotYourLast, 6},
		{0, "Ann", nil, 2},
		{0, "Ann", ErrNotYourLast, 2},
	}
	for i, st := range steps {
		r.Mu.Lock()
		can := r.CanUndoOwn(st.seat)
		r.Mu.Unlock()
		if can != (st.err == nil) {
			t.Errorf("step %d: CanUndoOwn(%s) = %v", i, st.name, can)
		}
		if err := r.PhoneUndo(st.seat, st.name); !errors.Is(err, st.err) {
			t.Errorf("step %d: %s's undo: %v, want %v", i, st.name, err, st.err)
		}
		if r.State() != st.total {
			t.Errorf("step %d: total %d, want %d", i, r.State(), st.total)
		}
	}
	if want := "Ann took back their last move on their phone."; !slices.Contains(r.Log, want) {
		t.Errorf("log %q lacks %q", r.Log, want)
	}
}
