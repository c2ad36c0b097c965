package minicontainers

import (
	"bytes"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	mc "tallyman/engines/minicontainers"
)

// TestMiniLaptopAsksBeforeUndoingRevealedPicks drives the laptop
// (accessible mode, no phones) right after a recycling centre's picks
// were revealed: in recyclingRoom Ann, Bob and Di all pick 6, so nobody
// has a unique number and nobody has the bonus (mini-containers.txt,
// "Recycling Centre Module"): play goes on. Undo there opens the picks again for Ann,
// Bob and Di and cannot be redone (docs/rules-decisions.md, "Undo after
// a reveal"), so the laptop asks first, no by default: "n" leaves the
// game and its journal as they were, byte for byte; "y" undoes.
func TestMiniLaptopAsksBeforeUndoingRevealedPicks(t *testing.T) {
	r := recyclingRoom(t)
	g := r.Game()
	for _, p := range []mc.Move{{Type: mc.Pick, Player: 0, Number: 6}, {Type: mc.Pick, Player: 1, Number: 6}, {Type: mc.Pick, Player: 3, Number: 6}} {
		if _, err := r.Do(p); err != nil {
			t.Fatal(err)
		}
	}
	if s := r.State(); s.Phase == mc.Recycling || s.Phase == mc.Bonus {
		t.Fatalf("after the reveal: %s; want no bonus (no number unique)", s.Phase)
	}
	journalText := func() []byte { return roomtest.JournalBytes(t, g.Journal.Path()) }
	play := func(script string, end error) string {
		t.Helper()
		out := &strings.Builder{}
		tab := &Table{Out: out, room: r, P: prompt.NewPrompter(strings.NewReader(script), out, true)}
		if err := tab.play(); !errors.Is(err, end) {
			t.Fatalf("%q: %v, want %v\n%s", script, err, end, out)
		}
		return strings.Join(strings.Fields(out.String()), " ")
	}
	asked := strings.Join(strings.Fields(RevealAsk), " ")

	before, moves, journal := r.State(), len(g.Moves), journalText()
	got := play("undo\nn\nquit\n", session.ErrQuit)
	if !strings.Contains(got, asked) || !strings.Contains(got, "Nothing was undone.") {
		t.Errorf("the undo of the reveal was not asked, or the no not said:\n%s", got)
	}
	if !reflect.DeepEqual(r.State(), before) || len(g.Moves) != moves || !bytes.Equal(journalText(), journal) {
		t.Fatalf("answered no, the game changed: %d moves (want %d), journal unchanged %v", len(g.Moves), moves, bytes.Equal(journalText(), journal))
	}
	// The picks are asked again (hidden), and the script ends.
	if got := play("undo\ny\n", prompt.ErrInputClosed); !strings.Contains(got, asked) {
		t.Errorf("the undo of the reveal was not asked:\n%s", got)
	}
	if s := r.State(); s.Phase != mc.Recycling || !slices.Equal(s.Picks, []int{-1, -1, -2, -1}) || len(g.Redo) != 0 {
		t.Fatalf("answered yes: %s, picks %v, %d to redo; want Ann, Bob and Di to pick again, nothing to redo", s.Phase, s.Picks, len(g.Redo))
	}
}
