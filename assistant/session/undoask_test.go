package session

import (
	"errors"
	"io"
	"strings"
	"testing"

	"tallyman/assistant/journal"
	"tallyman/assistant/prompt"
)

// sealedTwo is a game of one round of two sealed bids: each move of 1
// seals a bid (the state counts them), the second reveals the round;
// -1 is the table's reopening (no bid sealed); any other move adds
// itself after the round, and 5 is one tallyman makes alone (Automatic).
var sealedTwo = Engine[int, int, string]{
	Game:  "sealed",
	Setup: func(journal.Header) (int, []string, error) { return 0, nil, nil },
	Apply: func(s, m int) (int, []string, error) {
		if m == -1 {
			return 0, []string{"round open again"}, nil
		}
		return s + m, []string{"moved"}, nil
	},
	Undone: func(s, m int) string { return "Undone" },
	Sealed: func(s int) (string, int) {
		if s < 2 {
			return "round", s
		}
		return "", 0
	},
	Reopen:   func(int) int { return -1 },
	IsReopen: func(m int) bool { return m == -1 },
}

// sealedRoom is a sealedTwo game after moves, with 5 Automatic.
func sealedRoom(t *testing.T, moves ...int) *RoomCore[int, int, string] {
	t.Helper()
	g, err := NewSession(sealedTwo, t.TempDir(), journal.Header{Game: "sealed", Players: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := &RoomCore[int, int, string]{Session: g, Text: func(e string) string { return e }, Automatic: func(_, m int) bool { return m == 5 }}
	for _, m := range moves {
		if _, err := r.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// TestUndoReopensOnlyRightAfterAReveal: the laptop's undo opens the round
// again only when the move it takes back revealed it (the second bid),
// or when only Automatic moves came after that bid (Undo takes them back
// with it); not with nothing to undo, after one bid, after a later move.
func TestUndoReopensOnlyRightAfterAReveal(t *testing.T) {
	for _, tc := range []struct {
		name  string
		moves []int
		want  bool
	}{
		{"nothing yet", nil, false},
		{"one bid sealed", []int{1}, false},
		{"the second bid revealed the round", []int{1, 1}, true},
		{"Automatic moves after the reveal", []int{1, 1, 5, 5}, true},
		{"a move after the reveal", []int{1, 1, 3}, false},
		{"an Automatic move after a later move", []int{1, 1, 3, 5}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := sealedRoom(t, tc.moves...).UndoReopens(); got != tc.want {
				t.Errorf("UndoReopens after %v: %v, want %v", tc.moves, got, tc.want)
			}
		})
	}
}

// changing is a laptop's input that makes change before its first read
// (a phone's move while the question waits), then reads script.
type changing struct {
	change func()
	r      io.Reader
}

func (c *changing) Read(p []byte) (int, error) {
	if c.change != nil {
		c.change()
		c.change = nil
	}
	return c.r.Read(p)
}

// TestLaptopUndoAsksBeforeReopening: after the revealing bid, the
// laptop's undo asks RevealUndoQuestion (accessible mode): no (or Enter,
// the default) takes nothing back and says so, yes undoes (the round open
// again, nothing to redo); quit ends the sitting, nothing taken back. An
// undo after one bid is made without a question. When the game changes
// while the question waits, the yes undoes nothing and the refusal says
// the game moved on.
func TestLaptopUndoAsksBeforeReopening(t *testing.T) {
	for _, tc := range []struct {
		name        string
		moves       []int
		script      string
		undone      bool
		err         error
		asked       bool
		state, redo int
	}{
		{"no", []int{1, 1}, "n\n", false, nil, true, 2, 0},
		{"Enter is no", []int{1, 1}, "\n", false, nil, true, 2, 0},
		{"yes", []int{1, 1}, "y\n", true, nil, true, 0, 0},
		{"quit", []int{1, 1}, "quit\n", false, prompt.ErrQuit, true, 2, 0},
		{"an ordinary undo", []int{1}, "", true, nil, false, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := sealedRoom(t, tc.moves...)
			out := &strings.Builder{}
			var failed []error
			undone, err := r.LaptopUndo(prompt.NewPrompter(strings.NewReader(tc.script), out, true), func(err error) { failed = append(failed, err) })
			if undone != tc.undone || !errors.Is(err, tc.err) || failed != nil {
				t.Errorf("undone %v, error %v, failures %v; want %v, %v, none", undone, err, failed, tc.undone, tc.err)
			}
			said := strings.Join(strings.Fields(out.String()), " ")
			if strings.Contains(said, RevealUndoQuestion) != tc.asked {
				t.Errorf("asked %v, want %v:\n%s", !tc.asked, tc.asked, out)
			}
			if tc.asked && !tc.undone && tc.err == nil && !strings.Contains(said, "Nothing was undone.") {
				t.Errorf("a no is not said:\n%s", out)
			}
			if s := r.State(); s != tc.state || len(r.Session.Redo) != tc.redo {
				t.Errorf("state %d, %d to redo; want %d, %d", s, len(r.Session.Redo), tc.state, tc.redo)
			}
		})
	}
	t.Run("the game moved on while asked", func(t *testing.T) {
		r := sealedRoom(t, 1, 1)
		in := &changing{change: func() {
			if _, err := r.Do(3); err != nil {
				t.Error(err)
			}
		}, r: strings.NewReader("y\n")}
		var failed []error
		undone, err := r.LaptopUndo(prompt.NewPrompter(in, io.Discard, true), func(err error) { failed = append(failed, err) })
		if undone || err != nil || len(failed) != 1 || !strings.Contains(failed[0].Error(), "the game moved on") {
			t.Errorf("undone %v, error %v, failures %v; want the undo refused as moved on", undone, err, failed)
		}
		if s := r.State(); s != 5 || len(r.Session.Moves) != 3 {
			t.Errorf("state %d with %d moves; want 5 with 3 (nothing undone)", s, len(r.Session.Moves))
		}
	})
}
