package rivalseas

import (
	"strings"
	"testing"

	"tallyman/assistant/termtest"
	rs "tallyman/engines/rivalseas"
)

// tryOutNames are the names of a new-user try-out at an 80-column
// terminal: an emoji, 40 letters with spaces and a hyphen, Hebrew, and a
// short one.
var tryOutNames = []string{"🦊 Foxy", "שרה", "Bartholomew Maximilian Fitzgerald-Smythe", "Dee"}

// TestTimetrackKeyAndStackFitEightyColumns: with the try-out's names, the
// key of the disc letters keeps each entry whole ("W Bartholomew
// Maximilian Fitzgerald-Smythe (white)" goes on the next line, where the
// terminal cut "(white)" off it), and the line of the stack on slot 9
// (Foxy arrived last, then Bartholomew, then Sarah: top first) is wrapped
// before Bartholomew's name, two columns further in; at 400 columns each
// is one line as before.
func TestTimetrackKeyAndStackFitEightyColumns(t *testing.T) {
	s, _, err := rs.Setup(nil, tryOutNames, rs.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Phase, s.Pending = rs.PhasePlay, nil
	for seat, pa := range [][2]int{{9, 7}, {9, 5}, {9, 6}, {0, 1}} {
		s.Players[seat].Pos, s.Players[seat].Arrived = pa[0], pa[1]
	}
	drawn := map[int]string{}
	for _, cols := range []int{80, 400} {
		out := termtest.NewSized(t, cols)
		DrawTimetrack(out, s)
		drawn[cols] = out.String()
	}
	key := "  B 🦊 Foxy (black)   P שרה (pink)   W Bartholomew Maximilian Fitzgerald-Smythe (white)   R Dee (red)\n"
	stack := "  Stack on slot 9, top first: 🦊 Foxy, Bartholomew Maximilian Fitzgerald-Smythe, שרה.\n"
	if !strings.Contains(drawn[400], key+stack) {
		t.Errorf("at 400 columns, no one-line key and stack:\n%s", drawn[400])
	}
	want := "" +
		"  B 🦊 Foxy (black)   P שרה (pink)\n" +
		"  W Bartholomew Maximilian Fitzgerald-Smythe (white)   R Dee (red)\n" +
		"  Stack on slot 9, top first: 🦊 Foxy,\n" +
		"    Bartholomew Maximilian Fitzgerald-Smythe, שרה.\n"
	if !strings.HasSuffix(drawn[80], want) {
		t.Errorf("at 80 columns got\n%s\nwant it to end\n%s", drawn[80], want)
	}
	for _, p := range termtest.WrapProblems(drawn[80], drawn[400], 80) {
		t.Error(p)
	}
}

// TestRivalHelpHangsUnderItsText: help at the move prompt on an
// 80-column terminal wraps a long entry under its text, at column 33
// where the "e.g." lines stand, not four columns in under the entries;
// the entries that fit are as written, and the words are those of the
// help at 400 columns, in order.
func TestRivalHelpHangsUnderItsText(t *testing.T) {
	help := func(cols int) string {
		tab, _ := rivalSetUp(t, "", 6)
		out := termtest.NewSized(t, cols)
		tab.Out = out
		if err := tab.command("help"); err != errAgain {
			t.Fatalf("help: %v", err)
		}
		return out.String()
	}
	wide, narrow := help(400), help(80)
	for _, want := range []string{
		"\n  funding                        take 1 credit from the bank\n",
		"\n  load [2]                       load 1 container (2 with the Loading upgrade)\n" +
			"                                 at this company port\n",
		"\n  nav COMPANY FROM>TO            move one of the company's points (CEO only),\n" +
			"                                 e.g. nav blue sea>sandbank\n",
		"\n  sail [OWNERS...] to PORT       one leg: the owner of every navigation point\n" +
			"                                 used (2 or more), then the port\n",
	} {
		if !strings.Contains(narrow, want) {
			t.Errorf("no %q in the help at 80 columns:\n%s", want, narrow)
		}
	}
	for _, p := range termtest.WrapProblems(narrow, wide, 80) {
		t.Error(p)
	}
}
