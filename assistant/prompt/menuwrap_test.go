package prompt

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// TestAccessibleMenuOptionsWrapUnderTheirText: an accessible numbered
// menu's option (huh prints "2. " and the label as it is) is wrapped at
// spaces to the terminal's width, its other lines under its first letter
// (3 columns in after "2. ", 4 after "11. ", 5 after a MultiSelect's
// "2.   "), a player's name whole on a line it fits (KeepNames); the
// number, or a word of the label, picks the same option as before. Before,
// the label ran past the terminal's edge, which cut the name or a word.
//
// By hand, with the 40-letter name N: "Buy from N's" is 51 columns, "…
// factory store: tan $2," 74. At 80 columns a Select has 77 for the
// label, so "white" (80) goes on the next line; at 60 it has 57, so
// "factory" (59) does. "Player Loans: ask the others to lend to" is 39
// columns and "Mary Ann Wolfeschlegelsteinhausenberg" 37: at 60 the name
// goes whole on the next line (at spaces alone "Mary Ann" stayed on the
// first, 48). The title at 60 has 59 columns (huh pads it by one):
// "Player Loans: does anyone lend to" (33) and the name with its "?" (38)
// do not fit together. "Pick N to start" is 54 columns, 56 fit after
// "11. ", so "the" (58) goes on. A MultiSelect has 75 at 80 columns after
// "2.   ": "… tan $2," (74) fits, "white" (80) does not.
func TestAccessibleMenuOptionsWrapUnderTheirText(t *testing.T) {
	const n40 = "Wolfeschlegelsteinhausenbergerdorffvoral"
	const mary = "Mary Ann Wolfeschlegelsteinhausenberg"
	buy := "Buy from " + n40 + "'s factory store: tan $2, white $3, brown $4"
	lend := "Player Loans: ask the others to lend to " + mary
	pick := "Pick " + n40 + " to start the round (the auctioneer)"
	eleven := []string{"Undo", "Pass", "3", "4", "5", "6", "7", "8", "9", "10", pick}
	for _, tc := range []struct {
		name   string
		width  int
		names  []string
		title  string
		labels []string
		multi  bool
		input  string
		want   string // the output, each line's trailing spaces cut
		picked []int
	}{
		{"a select at 80", 80, []string{n40}, "Your move", []string{"Undo", buy}, false, "2\n",
			"Your move\n1. Undo\n2. Buy from " + n40 + "'s factory store: tan $2,\n   white $3, brown $4\nEnter a number between 1 and 2:\n",
			[]int{2}},
		{"a select at 60", 60, []string{n40}, "Your move", []string{"Undo", buy}, false, "buy\n",
			"Your move\n1. Undo\n2. Buy from " + n40 + "'s\n   factory store: tan $2, white $3, brown $4\nEnter a number between 1 and 2:\n",
			[]int{2}},
		{"a name with spaces kept whole at 60", 60, []string{"Ann", mary}, "Player Loans: does anyone lend to " + mary + "?", []string{lend, "Nobody lends"}, false, "1\n",
			"Player Loans: does anyone lend to\n" + mary + "?\n1. Player Loans: ask the others to lend to\n   " + mary + "\n2. Nobody lends\nEnter a number between 1 and 2:\n",
			[]int{1}},
		{"option 11 at 60", 60, []string{n40}, "Your move", eleven, false, "11\n",
			"Your move\n1. Undo\n2. Pass\n3. 3\n4. 4\n5. 5\n6. 6\n7. 7\n8. 8\n9. 9\n10. 10\n11. Pick " + n40 + " to start\n    the round (the auctioneer)\nEnter a number between 1 and 11:\n",
			[]int{11}},
		{"a multi-select at 80", 80, []string{n40}, "Buy which?", []string{"Nothing", buy}, true, "2\n0\n",
			"Buy which?\nSelect up to 2 options.\n1.   Nothing\n2.   Buy from " + n40 + "'s factory store: tan $2,\n     white $3, brown $4\n0.   Confirm selection\nEnter a number between 0 and 2:\n" +
				"1.   Nothing\n2. ✓ Buy from " + n40 + "'s factory store: tan $2,\n     white $3, brown $4\n0.   Confirm selection\nEnter a number between 0 and 2:\n",
			[]int{2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			p := NewPrompter(strings.NewReader(tc.input), &out, true)
			p.TermWidth = tc.width
			defer p.KeepNames(tc.names)()
			opts := make([]Option[int], len(tc.labels))
			for i, l := range tc.labels {
				opts[i] = Option[int]{Label: l, Value: i + 1}
			}
			var got []int
			var err error
			if tc.multi {
				got, err = MultiSelect(p, tc.title, opts, 0)
			} else {
				var v int
				v, err = Select(p, tc.title, opts)
				got = []int{v}
			}
			if err != nil || fmt.Sprint(got) != fmt.Sprint(tc.picked) {
				t.Errorf("picked %v, %v; want %v", got, err, tc.picked)
			}
			var trimmed []string
			for _, l := range strings.Split(out.String(), "\n") {
				if Width(l) > tc.width {
					t.Errorf("a line of %d columns: %q", Width(l), l)
				}
				trimmed = append(trimmed, strings.TrimRight(l, " "))
			}
			if s := strings.Join(trimmed, "\n"); s != tc.want {
				t.Errorf("said\n%s\nwant\n%s", s, tc.want)
			}
		})
	}
}
