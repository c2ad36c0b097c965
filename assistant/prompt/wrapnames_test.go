package prompt

import (
	"bytes"
	"strings"
	"testing"

	"tallyman/engines/words"
)

// TestWrapNamesKeepsEveryNameWholeOnALine: a line that lists players is
// broken at spaces to the terminal's width, a name never broken when it
// fits on a line (the terminal cut "Wolfeschlegel…" in the middle at
// its right edge), a name with a space kept together, a wide name
// measured as it shows, and a name wider than the line broken at its
// spaces, else at the width.
func TestWrapNamesKeepsEveryNameWholeOnALine(t *testing.T) {
	t.Parallel()
	const (
		wolfe = "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters, no space
		mary  = "Mary Ann Smith"
		alex  = "Alexandra Montgomery-Fitzwilliam Hartley" // 40 letters, two spaces
		wei   = "张伟张伟张伟张伟张伟"                               // 10 letters, 20 columns
	)
	names := []string{"Ann", "Bob", "Cy", wolfe, mary, alex, wei}
	sealed := "Waiting on the phones for sealed bids. Sealed: Ann and Bob. Waiting: Cy and " + wolfe + "."
	tests := []struct {
		name  string
		text  string
		width int
		want  []string
	}{
		{"a short line as it is", "Sealed: Ann. Waiting for: Bob and Cy.", 80,
			[]string{"Sealed: Ann. Waiting for: Bob and Cy."}},
		{"40 letters at 80 columns: whole on the next line", sealed, 80, []string{
			"Waiting on the phones for sealed bids. Sealed: Ann and Bob. Waiting: Cy and",
			wolfe + ".",
		}},
		{"40 letters at 40 columns: whole, the full stop after it", sealed, 40, []string{
			"Waiting on the phones for sealed bids.",
			"Sealed: Ann and Bob. Waiting: Cy and",
			wolfe,
			".",
		}},
		{"40 letters at 30 columns: broken at the width", "Waiting for: " + wolfe + " and Bob.", 30, []string{
			"Waiting for:",
			"Wolfeschlegelsteinhausenberger",
			"dorffvoral and Bob.",
		}},
		{"a name with spaces at 40 columns: not broken at them", "Sealed: Ann and Bob. Waiting for: " + mary + ".", 40, []string{
			"Sealed: Ann and Bob. Waiting for:",
			"Mary Ann Smith.",
		}},
		{"a name with spaces at 80 columns: on one line", "Sealed: Ann and Bob. Waiting for: " + mary + ".", 80,
			[]string{"Sealed: Ann and Bob. Waiting for: Mary Ann Smith."}},
		{"a name with spaces wider than the line: at its spaces", "Waiting for: Cy and " + alex + ".", 30, []string{
			"Waiting for: Cy and",
			"Alexandra",
			"Montgomery-Fitzwilliam",
			"Hartley.",
		}},
		{"Chinese at 40 columns, measured as shown", "Sealed: Ann. Waiting for: Bob and " + wei + ".", 40, []string{
			"Sealed: Ann. Waiting for: Bob and",
			wei + ".",
		}},
		{"Chinese at 80 columns, two columns a letter", "Sealed: Ann, Bob, " + wei + " and " + wolfe + ". Waiting for: Cy.", 80, []string{
			"Sealed: Ann, Bob, " + wei + " and",
			wolfe + ". Waiting for: Cy.",
		}},
		{"each line on its own", "Sealed: Ann.\nWaiting for: " + mary + ".", 20, []string{
			"Sealed: Ann.",
			"Waiting for:",
			"Mary Ann Smith.",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := WrapNames(tc.text, tc.width, names)
			if want := strings.Join(tc.want, "\n"); got != want {
				t.Errorf("WrapNames(%q, %d) =\n%s\nwant\n%s", tc.text, tc.width, got, want)
			}
			for _, l := range strings.Split(got, "\n") {
				if Width(l) > tc.width {
					t.Errorf("line %q is %d columns, wider than %d", l, Width(l), tc.width)
				}
			}
		})
	}
}

// TestWrapWholeNeverBreaksAPathOrACommand: a path or a command (whole)
// stays on the line where it stands when it fits there, else goes whole
// on a line of its own, even one wider than the width; the rest of the
// text is wrapped at spaces. A folder of 90 letters was cut inside its
// name ("…/TestStatsOfAnEmptyFolderName" over "sIt17716692/001."), and
// "--dir" went on one line, its folder on the next.
func TestWrapWholeNeverBreaksAPathOrACommand(t *testing.T) {
	long := "/home/" + strings.Repeat("a", 30) + "/" + strings.Repeat("b", 30) + "/bids-20261205-081717-d047.jsonl" // 98 columns
	cmd := "tallyman bids --resume bids-20261205-081717-d047 --dir /home/ann/Board Games"                           // 78 columns
	for _, tc := range []struct {
		name, text string
		width      int
		whole      []string
		want       string
	}{
		{"fits on its line", "In the folder /home/ann/games", 80, []string{"/home/ann/games"}, "In the folder /home/ann/games"},
		{"fits on a line of its own", "No finished game to count in the folder /home/ann/games.", 40, []string{"/home/ann/games"},
			"No finished game to count in the folder\n/home/ann/games."},
		{"wider than a line", "Saved and stopped (input ended); the log is " + long + ".", 80, []string{long},
			"Saved and stopped (input ended); the log is\n" + long + "."},
		{"text after it", "the log is " + long + ". Next: more words here", 80, []string{long},
			"the log is\n" + long + ".\nNext: more words here"},
		{"a command with spaces", "To carry on:\n" + cmd, 40, []string{cmd},
			"To carry on:\n" + cmd},
		{"a folder with a space", "In the folder /home/ann/Board Games", 20, []string{"/home/ann/Board Games"},
			"In the folder\n/home/ann/Board Games"},
		{"other words still wrapped", "Sealed bids from $0 to $20; the log is /b/x.jsonl.", 20, []string{"/b/x.jsonl"},
			"Sealed bids from $0\nto $20; the log is\n/b/x.jsonl."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := WrapWhole(tc.text, tc.width, tc.whole); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// TestHeadNamesStylesEachLineAndWinnersLineNamesTheWin: the winners' line
// says "Winner:" for one and "Winners (shared):" for more; written with
// HeadNames into a buffer (80 columns) it is wrapped at 80 with each name
// whole, and each line is in the heading style on its own: a style over
// both lines would pad the second, 40 columns, to the first's 59.
func TestHeadNamesStylesEachLineAndWinnersLineNamesTheWin(t *testing.T) {
	const (
		wolfe = "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
		alex  = "Alexandra Montgomery-Fitzwilliam Hartley" // 40 letters, two spaces
	)
	for _, tc := range []struct {
		name    string
		winners []string
		want    []string
	}{
		{"one", []string{"Ann"}, []string{"Winner: Ann"}},
		{"two 40-letter names", []string{wolfe, alex}, []string{"Winners (shared): " + wolfe + ",", alex}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			HeadNames(&out, words.WinnersLine(tc.winners), tc.winners)
			var want string
			for _, l := range tc.want {
				want += HeadStyle.Render(l) + "\n"
			}
			if out.String() != want {
				t.Errorf("%q, want %q", out.String(), want)
			}
		})
	}
}

// TestWrapIndentedHangsUnderItsLine: a status line that begins with
// spaces goes on two columns further in than it begins, names whole; a
// line that fits, a table's spaces with it, is kept as it is; a line
// with no indent wraps as WrapNames wraps it.
func TestWrapIndentedHangsUnderItsLine(t *testing.T) {
	t.Parallel()
	const bart = "Bartholomew Featherstonehaugh-Wolfeschl" // 39 letters, a space
	names := []string{bart, "张伟明"}
	tests := []struct {
		name, text string
		width      int
		want       []string
	}{
		{"fits: kept, double spaces too", "  张伟明  $20  loans 0/2", 80, []string{"  张伟明  $20  loans 0/2"}},
		{"indented four: goes on at six", "    factories: white; warehouses: 1; scoring area: none; holding area: none", 60, []string{
			"    factories: white; warehouses: 1; scoring area: none;",
			"      holding area: none",
		}},
		// 60 less the four columns a further line goes in: 56 for the text
		// after the first line's two spaces; "- ", the name, " starts with" take 53.
		{"a list's item: the name whole, on at four", "  - " + bart + " starts with the orange factory and one orange container at $2", 60, []string{
			"  - " + bart + " starts with",
			"    the orange factory and one orange container at $2",
		}},
		{"no indent: as WrapNames", "Not understood: " + bart + " is not a command here", 40, []string{
			"Not understood:",
			bart,
			"is not a command here",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := WrapIndented(tc.text, tc.width, names); got != strings.Join(tc.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", got, strings.Join(tc.want, "\n"))
			}
		})
	}
}

// TestWrapItemHangsUnderItsFirstLetter: a list item is "- " and its text
// wrapped to the width less two, its lines after the first two columns
// in, a name whole on a line it fits; a 3/4-player side is not broken at
// its hyphen (a word wrap broke "3/4-" from "player"); a line too narrow
// for the indent wraps as WrapNames wraps it.
func TestWrapItemHangsUnderItsFirstLetter(t *testing.T) {
	t.Parallel()
	const max40 = "Maximilian Featherstonehaugh-Wolfeschlag" // 40 letters
	names := []string{max40, "🐙🦑🐳 Octopus Queen"}
	tests := []struct {
		name, text string
		width      int
		want       []string
	}{
		{"fits: one line", "Rule 1: ports cannot touch.", 60, []string{"- Rule 1: ports cannot touch."}},
		// 58 columns for the text: "Timetrack: … (only that the" is 57.
		{"the rest two columns in, hyphens kept", "Timetrack: 20 slots. The text gives no track length (only that the 3/4-player side is shorter).", 60, []string{
			"- Timetrack: 20 slots. The text gives no track length (only",
			"  that the 3/4-player side is shorter).",
		}},
		// 48 for the text: the 40 letters and " takes" are 46.
		{"a name whole", max40 + " takes bonus slot 1: 14 credits, 1 free navigation point.", 50, []string{
			"- " + max40 + " takes",
			"  bonus slot 1: 14 credits, 1 free navigation",
			"  point.",
		}},
		{"an emoji name whole", "🐙🦑🐳 Octopus Queen takes bonus slot 2: 13 credits.", 30, []string{
			"- 🐙🦑🐳 Octopus Queen takes",
			"  bonus slot 2: 13 credits.",
		}},
		{"too narrow for the indent", "Rule 2: at least one company hex inside", 11, []string{
			"- Rule 2:",
			"at least",
			"one company",
			"hex inside",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := WrapItem(tc.text, tc.width, names); got != strings.Join(tc.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", got, strings.Join(tc.want, "\n"))
			}
		})
	}
}

// TestWrapsLeaveRoomForEmojiSequences: text is wrapped for the terminal
// that draws an emoji sequence widest ("👋🏽" 4 cells in tmux or xterm,
// 2 to huh), so no line runs past the edge in either kind: at 14
// columns "👋🏽 Ama pays $4" is 16 cells where each code point is drawn,
// so "$4" goes on the next line; a word wider than a line is broken
// within its cells ("👋🏽👋🏽👋🏽" is 12 cells: 8 and 4 at 10 columns).
func TestWrapsLeaveRoomForEmojiSequences(t *testing.T) {
	names := []string{"👋🏽 Ama", "Bob"}
	for _, tc := range []struct {
		name, got, want string
	}{
		{"WrapNames", WrapNames("👋🏽 Ama pays $4 brown, $2 black", 14, names), "👋🏽 Ama pays\n$4 brown, $2\nblack"},
		{"WrapIndented", WrapIndented("  👋🏽 Ama pays $4 brown, $2 black", 18, names), "  👋🏽 Ama pays\n    $4 brown, $2\n    black"},
		{"WrapAtSpaces", WrapAtSpaces("👋🏽👋🏽👋🏽 x", 10), "👋🏽👋🏽\n👋🏽 x"},
		{"WrapItem", WrapItem("👋🏽 Ama pays $4 brown", 16, names), "- 👋🏽 Ama pays\n  $4 brown"},
		{"ListItem", ListItem("- ", "👋🏽 Ama "+strings.Repeat("x", 66)+" y"), "- 👋🏽 Ama " + strings.Repeat("x", 66) + "\n  y"},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got\n%s\nwant\n%s", tc.name, tc.got, tc.want)
		}
	}
}

// TestFormsLeaveRoomForTheNames: on a full terminal a form is given, and
// a title wrapped to, as many columns fewer as the widest name may take
// more than huh counts ("👋🏽 Ama": 8 cells in tmux, 6 to huh); with no
// such name, or in accessible mode (no form drawn), the terminal's.
func TestFormsLeaveRoomForTheNames(t *testing.T) {
	for _, tc := range []struct {
		names            []string
		accessible       bool
		title, formWidth int
	}{
		{[]string{"👋🏽 Ama", "Bob"}, false, 76, 78},
		{[]string{"👨\u200d👩\u200d👧 Kim", "👋🏽 Ama"}, false, 74, 76},
		{[]string{"Ann", "李小龍"}, false, 78, 80},
		{[]string{"👋🏽 Ama", "Bob"}, true, 80, 78},
	} {
		p := NewPrompter(strings.NewReader(""), &bytes.Buffer{}, tc.accessible)
		p.TermWidth = 80
		p.KeepNames(tc.names)
		if got := p.TitleWidth(); got != tc.title {
			t.Errorf("%q (accessible %v): TitleWidth %d, want %d", tc.names, tc.accessible, got, tc.title)
		}
		if got := p.formWidth(80); got != tc.formWidth {
			t.Errorf("%q: formWidth(80) %d, want %d", tc.names, got, tc.formWidth)
		}
	}
}
