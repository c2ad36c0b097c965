package boxes

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
)

// TestBoxesBidRefusalSaysTheRange: at the laptop's open auction a bid
// refused before the rules see it says the question's range with its
// lowest figure, and quotes what was typed. Ann opens container 1 at
// 1,000 ECU, so Bob may raise to the next sum of notes, 1,050 ECU, up to
// his wallet, which is said in words: a refusal names no amount in the
// wallet (docs/rules-decisions.md, "Privacy"). At Ann's opening the range
// starts at 0. Commas out of place ("1,,000", "2,5") are not a whole
// number: never read as 1,000 or 25. Nothing is moved.
func TestBoxesBidRefusalSaysTheRange(t *testing.T) {
	const raise = "type a multiple of 50 ECU from 1,050 ECU to what Bob's wallet holds, or pass"
	const open = "type a multiple of 50 ECU from 0 ECU to what Ann's wallet holds"
	for _, tc := range []struct {
		name, typed, want string
		opening           bool
	}{
		{"Enter alone", "", "Not understood: " + raise, false},
		{"the unit alone", "ECU", `Not understood: "ECU" is not a whole number: ` + raise, false},
		{"Arabic digits", "١٢", `Not understood: "١٢" is not a whole number: ` + raise, false},
		{"below 0", "-50", "Refused: -50 ECU is not allowed: " + raise, false},
		{"far too large", "99999999999999999999", "Refused: 99999999999999999999 is far too large: " + raise, false},
		{"a comma as a decimal point", "2,5", `Not understood: "2,5" is not a whole number: ` + raise, false},
		{"two commas", "1,,100", `Not understood: "1,,100" is not a whole number: ` + raise, false},
		{"two commas at the opening", "1,,000", `Not understood: "1,,000" is not a whole number: ` + open, true},
		{"a comma first at the opening", ",500", `Not understood: ",500" is not a whole number: ` + open, true},
		{"commas between digits at the opening", "5,0,0", `Not understood: "5,0,0" is not a whole number: ` + open, true},
		{"below 0 at the opening", "-50", "Refused: -50 ECU is not allowed: " + open, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			moves := inspected(boxes.OpenAuction)
			if !tc.opening {
				moves = append(moves, boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 1000})
			}
			room := playedRoom(t, 3, moves...)
			before := room.State()
			out := &strings.Builder{}
			bt := &Table{Out: out, room: room, P: prompt.NewPrompter(strings.NewReader(tc.typed+"\nquit\n"), out, true)}
			if err := bt.play(); err != session.ErrQuit {
				t.Fatalf("%v\n%s", err, out)
			}
			got := strings.Join(strings.Fields(ansi.Strip(out.String())), " ") // wrapped to the terminal's width
			if !strings.Contains(got, tc.want) {
				t.Errorf("typed %q: want %q in:\n%s", tc.typed, tc.want, got)
			}
			if room.State() != before {
				t.Errorf("typed %q: a move was made:\n%s", tc.typed, got)
			}
		})
	}
}

// TestBoxesThousandsCommaIsABid: "1,000" and "1,050 ECU" are read with
// the comma as a thousands separator: Ann opens at 1,000 ECU, Bob raises
// to 1,050 ECU.
func TestBoxesThousandsCommaIsABid(t *testing.T) {
	t.Parallel()
	room := playedRoom(t, 3, inspected(boxes.OpenAuction)...)
	out := &strings.Builder{}
	bt := &Table{Out: out, room: room, P: prompt.NewPrompter(strings.NewReader("1,000\n1,050 ECU\nquit\n"), out, true)}
	if err := bt.play(); err != session.ErrQuit {
		t.Fatalf("%v\n%s", err, out)
	}
	if o := room.State().Open; o == nil || o.High != 1050 || o.Leader != 1 {
		t.Errorf("open auction %+v, want Bob leading at 1,050 ECU:\n%s", o, out)
	}
}
