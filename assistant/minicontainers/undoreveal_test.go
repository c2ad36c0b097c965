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

// TestMiniBonusQuestionTakesUndo drives the laptop (accessible mode, no
// phones) at the recycling bonus asked right after the picks' reveal: Ann
// and Bob pick 6, Di 3, so Di alone has a unique number and may use the
// bonus (mini-containers.txt, "Recycling Centre Module"). Undo there is
// the reveal's, as at every other question: asked first, no by default;
// "n" changes nothing and the bonus is asked again (quit stops there),
// "y" opens the picks again for Ann, Bob and Di, nothing to redo. The
// old yes/no question refused the word undo.
func TestMiniBonusQuestionTakesUndo(t *testing.T) {
	r := recyclingRoom(t)
	g := r.Game()
	for _, p := range []mc.Move{{Type: mc.Pick, Player: 0, Number: 6}, {Type: mc.Pick, Player: 1, Number: 6}, {Type: mc.Pick, Player: 3, Number: 3}} {
		if _, err := r.Do(p); err != nil {
			t.Fatal(err)
		}
	}
	if s := r.State(); s.Phase != mc.Bonus || s.BonusSeat != 3 {
		t.Fatalf("after the reveal: %s, bonus seat %d; want Di's bonus", s.Phase, s.BonusSeat)
	}
	asked := strings.Join(strings.Fields(RevealAsk), " ")
	bonus := "Di, play the top card of your mini-deck on the recycling centre?"
	for _, tc := range []struct {
		script string
		end    error
		undone bool
	}{
		{"undo\nn\nquit\n", session.ErrQuit, false},
		{"undo\ny\n", prompt.ErrInputClosed, true},
	} {
		before, moves, journal := r.State(), len(g.Moves), roomtest.JournalBytes(t, g.Journal.Path())
		out := &strings.Builder{}
		tab := &Table{Out: out, room: r, P: prompt.NewPrompter(strings.NewReader(tc.script), out, true)}
		if err := tab.play(); !errors.Is(err, tc.end) {
			t.Fatalf("%q: %v, want %v\n%s", tc.script, err, tc.end, out)
		}
		got := strings.Join(strings.Fields(out.String()), " ")
		if !strings.Contains(got, asked) || strings.Contains(got, `"undo" is not an answer here`) {
			t.Errorf("%q: the undo of the reveal was not asked:\n%s", tc.script, got)
		}
		if tc.undone {
			if s := r.State(); s.Phase != mc.Recycling || !slices.Equal(s.Picks, []int{-1, -1, -2, -1}) || len(g.Redo) != 0 {
				t.Errorf("%q: %s, picks %v, %d to redo; want Ann, Bob and Di to pick again, nothing to redo", tc.script, s.Phase, s.Picks, len(g.Redo))
			}
			continue
		}
		if n := strings.Count(got, bonus); !strings.Contains(got, "Nothing was undone.") || n != 2 {
			t.Errorf("%q: the no not said, or the bonus asked %d times (want 2: again after the no):\n%s", tc.script, n, got)
		}
		if !reflect.DeepEqual(r.State(), before) || len(g.Moves) != moves || !bytes.Equal(roomtest.JournalBytes(t, g.Journal.Path()), journal) {
			t.Fatalf("%q: answered no, the game changed: %d moves (want %d)", tc.script, len(g.Moves), moves)
		}
	}
}

// TestMiniHiddenPickTakesQuitAndUndo drives the laptop (accessible mode,
// no phones) at the hidden recycling picks, which refused every word
// (README: "Stop at any question with quit"). quit at Ann's pick stops,
// nothing changed, and the next sitting asks her pick again; undo at Bob's
// pick, after Ann's, takes hers back (to redo: nobody has seen it); a word
// that is no pick ("seven") is refused saying what to type, then 6 is
// taken. Nothing typed at a hidden pick is ever shown.
func TestMiniHiddenPickTakesQuitAndUndo(t *testing.T) {
	for _, tc := range []struct {
		name   string
		before []mc.Move
		script string
		picks  []int // after
		redo   int
		said   string
	}{
		{"quit at Ann's pick", nil, "quit\n", []int{-1, -1, -2, -1}, 0,
			"Ann, the number of the set-aside card"},
		{"undo at Bob's pick", []mc.Move{{Type: mc.Pick, Player: 0, Number: 6}}, "undo\nquit\n", []int{-1, -1, -2, -1}, 1,
			"Undone: Ann's recycling pick"},
		{"a word refused, then a pick", nil, "seven\n6\nquit\n", []int{6, -1, -2, -1}, 0,
			"Not accepted: type a number from 0 to 7."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := recyclingRoom(t)
			for _, m := range tc.before {
				if _, err := r.Do(m); err != nil {
					t.Fatal(err)
				}
			}
			out := &strings.Builder{}
			tab := &Table{Out: out, room: r, P: prompt.NewPrompter(strings.NewReader(tc.script), out, true)}
			if err := tab.play(); !errors.Is(err, session.ErrQuit) {
				t.Fatalf("%q: %v, want quit\n%s", tc.script, err, out)
			}
			got := strings.Join(strings.Fields(out.String()), " ")
			if !strings.Contains(got, tc.said) || strings.Contains(got, "seven") {
				t.Errorf("%q: %q not said, or the hidden answer shown:\n%s", tc.script, tc.said, got)
			}
			if s, g := r.State(), r.Game(); !slices.Equal(s.Picks, tc.picks) || len(g.Redo) != tc.redo {
				t.Errorf("%q: picks %v, %d to redo; want %v, %d", tc.script, s.Picks, len(g.Redo), tc.picks, tc.redo)
			}
			// The next sitting asks the same pick again.
			out.Reset()
			tab = &Table{Out: out, room: r, P: prompt.NewPrompter(strings.NewReader(""), out, true)}
			if err := tab.play(); !errors.Is(err, prompt.ErrInputClosed) {
				t.Fatalf("the next sitting: %v\n%s", err, out)
			}
			who := r.State().Name(slices.Index(r.State().Picks, -1))
			if !strings.Contains(out.String(), who+", the number of the set-aside card") {
				t.Errorf("the next sitting does not ask %s's pick:\n%s", who, out)
			}
		})
	}
}

// TestMiniLaptopAsksBeforeUndoingReopenedPicks drives the laptop
// (accessible mode, no phones) once an undo has taken back the pick that
// revealed a recycling centre's picks (Ann 6, Bob 6, Di 7) and opened
// them again. The next undo takes back the picks with the move that
// opened them, Di's mini-deck of 1 (the last formed: the picks happen once
// the mini-decks are formed, docs/rules-decisions.md), none of it to
// redo; it was made without a word. The laptop asks first, naming what
// goes, no by default: "n" leaves the game and its journal as they were;
// "y" undoes: Di forms her mini-deck again, nothing to redo.
func TestMiniLaptopAsksBeforeUndoingReopenedPicks(t *testing.T) {
	const ask = "Undo Di's mini-deck of 1? The recycling centre's picks go with it. This cannot be redone."
	r := recyclingRoom(t)
	g := r.Game()
	opened := len(g.Moves)
	for _, m := range []mc.Move{{Type: mc.Pick, Player: 0, Number: 6}, {Type: mc.Pick, Player: 1, Number: 6}, {Type: mc.Pick, Player: 3, Number: 7}} {
		if _, err := r.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Undo(); err != nil { // the reveal undone: the picks open again
		t.Fatal(err)
	}
	journalText := func() []byte { return roomtest.JournalBytes(t, g.Journal.Path()) }
	for _, tc := range []struct {
		answer string
		moves  int // in force after
		said   string
	}{
		{"n", len(g.Moves), "Nothing was undone."},
		{"y", opened - 1, "Undone: Di's mini-deck of 1"},
	} {
		before, journal := r.State(), journalText()
		out := &strings.Builder{}
		tab := &Table{Out: out, room: r, P: prompt.NewPrompter(strings.NewReader("undo\n"+tc.answer+"\nquit\n"), out, true)}
		if err := tab.play(); !errors.Is(err, session.ErrQuit) {
			t.Fatalf("%s: %v, want quit\n%s", tc.answer, err, out)
		}
		got := strings.Join(strings.Fields(out.String()), " ")
		if !strings.Contains(got, ask) || !strings.Contains(got, tc.said) {
			t.Errorf("%s: not asked %q, or %q not said:\n%s", tc.answer, ask, tc.said, got)
		}
		if len(g.Moves) != tc.moves || len(g.Redo) != 0 {
			t.Errorf("%s: %d moves in force, %d to redo; want %d, none", tc.answer, len(g.Moves), len(g.Redo), tc.moves)
		}
		if tc.answer == "n" && (!reflect.DeepEqual(r.State(), before) || !bytes.Equal(journalText(), journal)) {
			t.Errorf("answered no, the game or its journal changed")
		}
	}
	if s := r.State(); s.Phase != mc.Decks || s.Actor != 3 {
		t.Errorf("answered yes: phase %s, %s to move; want Di to form her mini-deck", s.Phase, s.Name(s.Actor))
	}
}
