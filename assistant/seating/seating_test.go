package seating

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestQuitAsANameAsksWhich: in a setup, "quit" (any case) typed as a
// player's name asks "End setting up, or is Quit player N's name?":
// ending (by number, by word, or quit again) gives prompt.ErrQuit; taking it as
// the name keeps it as typed, checked as any name (a second Quit is
// taken, and the seat is asked again). quit ended the setup at once, so
// a player called Quit could not be entered. Accessible mode, piped.
func TestQuitAsANameAsksWhich(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in string
		want     []string
		quit     bool
		said     string
	}{
		{"end by number", "Ann\nquit\n1\n", nil, true, "End setting up, or is quit player 2's name?"},
		{"end by word", "QUIT\nend\n", nil, true, "1. End setting up (no game is created)"},
		{"quit again", "Ann\n Quit \nquit\n", nil, true, "2. Quit is player 2's name"},
		{"a name, by number", "Ann\n Quit \n2\nBob\n\n", []string{"Ann", "Quit", "Bob"}, false, "Player 3 name:"},
		{"a name, by word", "quit\nname\nBob\n\n", []string{"quit", "Bob"}, false, "Player 2 name:"},
		{"a second Quit is taken", "Quit\n2\nquit\n2\nBob\n\n", []string{"Quit", "Bob"}, false, "Not accepted: Quit is taken: names must differ.\nSeated so far: 1 Quit.\nPlayer 2 name:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			checkBoxesNames(t, tc.in, tc.quit, tc.want, tc.said)
		})
	}
}

// TestSeatedSoFarKeepsEachSeatWithItsName: the line above a name
// question lists the names typed, each after its seat, wrapped between
// two seats (counted as they show: a Chinese letter takes two columns),
// a name broken at its spaces only when its seat and it are wider than a
// line, inside it only where it alone is. Worked by hand: at 30 columns
// "Seated so far: 1 Ann," is 21 columns and " 2 Mary Ann," 12 more.
func TestSeatedSoFarKeepsEachSeatWithItsName(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		width int
		names []string
		want  string
	}{
		{80, []string{"Ann"}, "Seated so far: 1 Ann."},
		{80, []string{"Ann", "فاطمة", "李小龍"}, "Seated so far: 1 Ann, 2 فاطمة, 3 李小龍."},
		{30, []string{"Ann", "Mary Ann", "Zoë"}, "Seated so far: 1 Ann,\n2 Mary Ann, 3 Zoë."},
		{38, []string{"Ann", "Maximilian-Alexander von Habsburg-Lothri", "فاطمة"}, "Seated so far: 1 Ann,\n2 Maximilian-Alexander von\nHabsburg-Lothri, 3 فاطمة."},
		{20, []string{"李小龍李小龍李小龍"}, "Seated so far:\n1\n李小龍李小龍李小龍."},
		{20, []string{"李小龍李小龍李小龍李小龍"}, "Seated so far:\n1\n李小龍李小龍李小龍李\n小龍."},
	} {
		got := SeatedSoFar(tc.names, tc.width)
		if got != tc.want {
			t.Errorf("SeatedSoFar(%q, %d) =\n%s\nwant\n%s", tc.names, tc.width, got, tc.want)
		}
		for _, l := range strings.Split(got, "\n") {
			if prompt.Width(l) > tc.width {
				t.Errorf("%q is %d columns, over %d", l, prompt.Width(l), tc.width)
			}
		}
	}
}

// TestNameQuestionsSayTheNamesSoFar: in accessible mode, each name
// question after the first is preceded by a line of the names typed so
// far with their seats, on a line of its own (inside the question's
// title huh padded the question to the list's width, the typed name far
// to its right), wrapped to the terminal's width; a name refused leaves
// the list as it was. Piped, as a screen reader's user types (a piped
// line is not echoed: the refusal follows its question).
func TestNameQuestionsSayTheNamesSoFar(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, in string
		width    int
		want     string
	}{
		{"any script", "Ann\nفاطمة\n李小龍\n\n", 80, "Player 1 name: \n" +
			"Seated so far: 1 Ann.\nPlayer 2 name: \n" +
			"Seated so far: 1 Ann, 2 فاطمة.\nPlayer 3 name: \n" +
			"Seated so far: 1 Ann, 2 فاطمة, 3 李小龍.\nPlayer 4 name: \n"},
		{"a name refused", "Ann\nann\nBob\n\n", 80, "Player 1 name: \n" +
			"Seated so far: 1 Ann.\nPlayer 2 name: Ann is taken: names must differ\nPlayer 2 name: \n" +
			"Seated so far: 1 Ann, 2 Bob.\nPlayer 3 name: \n"},
		{"narrow", "Ann\nMary Ann\nZoë\n\n", 30, "Player 1 name: \n" +
			"Seated so far: 1 Ann.\nPlayer 2 name: \n" +
			"Seated so far: 1 Ann,\n2 Mary Ann.\nPlayer 3 name: \n" +
			"Seated so far: 1 Ann,\n2 Mary Ann, 3 Zoë.\nPlayer 4 name: \n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var out strings.Builder
			p := prompt.NewPrompter(strings.NewReader(tc.in), &out, true)
			p.TermWidth = tc.width
			if _, err := AskNames(p, "Mini Containers", 1, 6, "Seating order."); err != nil {
				t.Fatal(err)
			}
			if out.String() != tc.want {
				t.Errorf("said\n%s\nwant\n%s", out.String(), tc.want)
			}
		})
	}
}

// TestUndoAtANameTakesTheLastBack: undo (any case), the word the key
// help offers at every question, typed at a seat's name asks "Undo: take
// back 2 Bbo, or is undo player 3's name?": taking back (by number, or
// undo again) asks that seat's name again, once per undo; taking it as
// the name seats it as typed. Before any name there is nothing to take
// back, and the first seat is asked again. undo was seated as a player's
// name at once, so a misspelt name could not be mended (a try-out,
// 2026-12-05). Accessible mode, piped.
func TestUndoAtANameTakesTheLastBack(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in string
		want     []string
		said     string
	}{
		{"take back by number", "Ann\nBbo\nundo\n1\nBob\n\n", []string{"Ann", "Bob"}, "Undo: take back 2 Bbo, or is undo player 3's name?"},
		{"take back by undo again", "Ann\nBbo\n UNDO \nundo\nBob\n\n", []string{"Ann", "Bob"}, "1. Undo: take back 2 Bbo (player 2's name is asked again)"},
		{"take back two", "Ann\nBbo\nundo\n1\nundo\n1\nAnna\nBob\n\n", []string{"Anna", "Bob"}, "Undo: take back 1 Ann, or is undo player 2's name?"},
		{"a name", "Ann\nUndo\n2\nBob\n\n", []string{"Ann", "Undo", "Bob"}, "2. Seat Undo as player 2"},
		{"nothing to take back", "undo\n1\nAnn\nBob\n\n", []string{"Ann", "Bob"}, "No name to take back yet: is undo player 1's name?"},
		{"a name at the first seat", "undo\n2\nBob\n\n", []string{"undo", "Bob"}, "Seated so far: 1 undo.\nPlayer 2 name:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			checkBoxesNames(t, tc.in, false, tc.want, tc.said)
		})
	}
}

// checkBoxesNames answers Boxes' name questions (2 to 5 players) with
// the typed lines in, and checks the names seated (want), that the
// answers ended by quitting when quit says so, and that the screen said
// said.
func checkBoxesNames(t *testing.T, in string, quit bool, want []string, said string) {
	t.Helper()
	var out strings.Builder
	p := prompt.NewPrompter(strings.NewReader(in), &out, true)
	done := p.Setup()
	names, err := AskNames(p, "Boxes", 2, 5, "Seating order, clockwise.")
	done()
	if quit != errors.Is(err, prompt.ErrQuit) || !quit && err != nil {
		t.Fatalf("err %v, want quit %v\n%s", err, quit, out.String())
	}
	if !slices.Equal(names, want) {
		t.Errorf("names %q, want %q\n%s", names, want, out.String())
	}
	if !strings.Contains(out.String(), said) {
		t.Errorf("want %q said:\n%s", said, out.String())
	}
}

// TestRefusedQuitNameFitsThirtyColumns: "Quit" taken as a name a second
// time, on a terminal 30 columns wide, is refused in lines broken at
// spaces (the terminal broke a refusal inside a word at 30 columns).
func TestRefusedQuitNameFitsThirtyColumns(t *testing.T) {
	t.Parallel()
	var out strings.Builder
	p := prompt.NewPrompter(strings.NewReader("Quit\n2\nquit\n2\nBob\n\n"), &out, true)
	p.TermWidth = 30
	done := p.Setup()
	names, err := AskNames(p, "Boxes", 2, 5, "Seating order, clockwise.")
	done()
	if err != nil || !slices.Equal(names, []string{"Quit", "Bob"}) {
		t.Fatalf("%q, %v\n%s", names, err, out.String())
	}
	if want := "Not accepted: Quit is taken:\nnames must differ.\n"; !strings.Contains(out.String(), want) {
		t.Errorf("no %q:\n%s", want, out.String())
	}
}
