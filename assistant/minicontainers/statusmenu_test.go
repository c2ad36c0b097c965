package minicontainers

import (
	"errors"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	mc "tallyman/engines/minicontainers"
)

// TestMiniStatusTypedAtAMenu: in accessible mode (scripted lines) the
// word status, which the help printed at every menu says any question
// takes, shows the table at a menu too, and the game asks again: at the
// recycling bonus's menu (Di, picks 6, 6 and 7 in recyclingRoom) the
// menu comes back and its No is taken (Di's mini-deck of 1 kept); at the
// menu of moves (Enter at Ann's question, automaRoom's "container") the
// question comes back. It was refused, "Invalid: must be a number
// between 1 and 6", the option being "Show the table".
func TestMiniStatusTypedAtAMenu(t *testing.T) {
	bonus := func(t *testing.T) *Room {
		r := recyclingRoom(t)
		for _, m := range []mc.Move{{Type: mc.Pick, Player: 0, Number: 6}, {Type: mc.Pick, Player: 1, Number: 6}, {Type: mc.Pick, Player: 3, Number: 7}} {
			if _, err := r.Do(m); err != nil {
				t.Fatal(err)
			}
		}
		return r
	}
	for _, tc := range []struct {
		name, script string
		room         func(t *testing.T) *Room
		asked, shown string // the question asked twice, the table's line shown between
		after        func(s *mc.State) bool
	}{
		{"the recycling bonus", "status\n2\nquit\n", bonus,
			"Di, play the top card of your mini-deck on the recycling centre?", "Now: Di to use the recycling bonus or not.",
			func(s *mc.State) bool { return s.Phase != mc.Bonus && s.Players[3].Deck == 1 }},
		{"the menu of moves", "\nstatus\nquit\n", func(t *testing.T) *Room { return automaRoom(t, "container") },
			"Ann (hand", "Now: Ann to play a card as containers.",
			func(s *mc.State) bool { return s.Phase == mc.Containers && s.Actor == 0 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.room(t)
			out := &strings.Builder{}
			tab := &Table{Out: out, room: r, P: prompt.NewPrompter(strings.NewReader(tc.script), out, true)}
			if err := tab.play(); !errors.Is(err, session.ErrQuit) {
				t.Fatalf("%v, want quit\n%s", err, out)
			}
			said := out.String()
			first := strings.Index(said, tc.asked)
			again := strings.LastIndex(said, tc.asked)
			shown := strings.LastIndex(said, tc.shown)
			if strings.Contains(said, "Invalid") || first < 0 || !(first < shown && shown < again) || !tc.after(r.State()) {
				t.Errorf("status at the menu: want %q shown between two %q, nothing invalid, then the answer taken; got:\n%s", tc.shown, tc.asked, said)
			}
		})
	}
}
