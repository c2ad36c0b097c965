package prompt

import (
	"strings"
	"testing"
)

// TestWrapHeadingKeepsItsMarks: a heading's closing "==" goes to the next
// line with the word before it, never alone; a name is kept whole.
func TestWrapHeadingKeepsItsMarks(t *testing.T) {
	t.Parallel()
	bart := "Bartholomew Maximilian Fitzgerald-Smythe"
	for _, tc := range []struct {
		name, text string
		width      int
		want       []string
	}{
		{"fits", "== Boxes: auctioneer Ann ==", 80, []string{"== Boxes: auctioneer Ann =="}},
		// "== Boxes: container 1 of 6, auctioneer " and the name: 79.
		{"the closing marks with the name", "== Boxes: container 1 of 6, auctioneer " + bart + " ==", 80, []string{
			"== Boxes: container 1 of 6, auctioneer",
			bart + " ==",
		}},
		{"the closing marks with the last word", "== Final scores of the game ==", 28, []string{
			"== Final scores of the",
			"game ==",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got, want := WrapHeading(tc.text, tc.width, []string{bart}), strings.Join(tc.want, "\n"); got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// TestFitOptionTakesTheFirstThatFits: a menu's option on an 80-column
// terminal has 76 columns: the full wording when it fits, else the
// shorter one, else the shorter one cut with "…" at column 76.
func TestFitOptionTakesTheFirstThatFits(t *testing.T) {
	t.Parallel()
	p := &Prompter{TermWidth: 80}
	bart := "Bartholomew Maximilian Fitzgerald-Smythe" // 40 columns
	fox := strings.Repeat("🦊", 40)                     // 80 columns
	for _, tc := range []struct{ long, short, want string }{
		{"New link for Ann (the old one stops working)", "New link for Ann", "New link for Ann (the old one stops working)"},
		// 13 + 40 + 27 = 80 columns.
		{"New link for " + bart + " (the old one stops working)", "New link for " + bart, "New link for " + bart},
		// 13 + 80: cut to 76 columns, 31 foxes (62) and "…" after "New link for ".
		{"New link for " + fox + " (the old one stops working)", "New link for " + fox, "New link for " + strings.Repeat("🦊", 31) + "…"},
	} {
		if got := FitOption(p, tc.long, tc.short); got != tc.want {
			t.Errorf("FitOption(%q) = %q, want %q", tc.short, got, tc.want)
		}
	}
}
