package session

import (
	"fmt"
	"slices"
	"testing"

	"tallyman/assistant/phones"
)

// TestViewsCarryTheLatestLinesOfTheLog: every move's line is kept (10
// moves, 10 lines), a view carries the latest phones.LogLines of them
// and counts the others, and the whole log is there for a page that asks
// for it.
func TestViewsCarryTheLatestLinesOfTheLog(t *testing.T) {
	r := countingRoom(t)
	var want []string
	for m := 1; m <= 10; m++ {
		if _, err := r.Do(m); err != nil {
			t.Fatal(err)
		}
		want = append(want, fmt.Sprintf("added %d", m))
		r.Mu.Lock()
		log, earlier := r.Latest()
		r.Mu.Unlock()
		from := max(m-phones.LogLines, 0)
		if !slices.Equal(log, want[from:]) || earlier != from {
			t.Fatalf("after %d moves: a view's log %q with %d earlier; want %q with %d", m, log, earlier, want[from:], from)
		}
	}
	if got := r.WholeLog(); !slices.Equal(got, want) {
		t.Fatalf("the whole log %q, want %q", got, want)
	}
}

// TestReplayLogGivesTheLogAsPlayed: a game opened again from its journal
// logs what its room logged while it was played, line for line: a move
// at the laptop and on a phone; the laptop's undo of an Automatic move
// (here adding 1) with the move before it, which logs that move's undo
// alone; the redo; a phone's undo in one line naming who took it back
// and what (it was two: "Ann took back their last move on their phone."
// and "Undone: added 4").
// Nothing done in the new sitting changes the earlier lines.
func TestReplayLogGivesTheLogAsPlayed(t *testing.T) {
	want := []string{
		"added 2",
		"added 3",
		"added 1",
		"Undone: added 3", // the undo took back 1 and 3
		"added 3",         // redone
		"added 4",
		"Undone on Ann's phone: added 4", // one line, as the laptop's undo
		"added 5",
	}
	r := countingRoom(t)
	r.Automatic = func(_, m int) bool { return m == 1 }
	steps := []func() error{
		func() error { _, err := r.Do(2); return err },
		func() error { _, err := r.PhoneMove(1, 0, func(int) (int, error) { return 3, nil }); return err },
		func() error { _, err := r.Do(1); return err },
		r.Undo,
		r.Redo,
		func() error { _, err := r.PhoneMove(0, 0, func(int) (int, error) { return 4, nil }); return err },
		func() error { return r.PhoneUndo(0, 0) },
		func() error { _, err := r.Do(5); return err },
	}
	for i, step := range steps {
		if err := step(); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	if got := r.WholeLog(); !slices.Equal(got, want) || r.State() != 10 {
		t.Fatalf("while played: total %d, log %q; want 10 and %q", r.State(), got, want)
	}
	path := r.Session.Journal.Path()
	r.Session.Close()
	g, err := OpenSession(counting, path)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	again := &RoomCore[int, int, string]{Session: g, Text: func(e string) string { return e }, Automatic: r.Automatic, Version: 7}
	again.ReplayLog()
	if got := again.WholeLog(); !slices.Equal(got, want) {
		t.Errorf("opened again: log %q; want %q", got, want)
	}
	if again.Session != g || again.State() != 10 || again.Version != 7 {
		t.Errorf("opened again: total %d version %d, the game replaced: %v; want 10, 7, the same game", again.State(), again.Version, again.Session != g)
	}
	if _, err := again.Do(6); err != nil {
		t.Fatal(err)
	}
	if got := again.WholeLog(); !slices.Equal(got, append(slices.Clone(want), "added 6")) {
		t.Errorf("a move after: log %q; want the earlier lines and \"added 6\"", got)
	}
}

// TestReplayLogOfANewGameIsEmpty: a game just set up has no journal line
// to replay, so its log stays empty.
func TestReplayLogOfANewGameIsEmpty(t *testing.T) {
	r := countingRoom(t)
	r.ReplayLog()
	if got := r.WholeLog(); len(got) != 0 {
		t.Errorf("log %q; want none", got)
	}
}
