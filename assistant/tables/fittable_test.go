package tables

import (
	"strings"
	"testing"
)

// TestFitTableIsATableWhenItFitsElseABlockARow: into a file (80
// columns) a table of 2+3+2+7 = 14 columns is written lined up; one whose
// row holds a 39-letter name is written a block a row, each "heading
// value" whole on a line it fits: "held by …" (76 columns) fits the 76
// left after the four spaces, not after "credits 3," (10); one of 83 is
// broken at its spaces but for the name's, the name whole on the next
// line after "Eve 1," (52 columns, 92 with the name).
func TestFitTableIsATableWhenItFitsElseABlockARow(t *testing.T) {
	long := "Bartholomew Featherstonehaugh-Wolfeschl"
	for _, tc := range []struct {
		name string
		head []string
		rows [][]string
		want string
	}{
		{"fits", []string{"who", "credits"}, [][]string{{"Ann", "3"}, {"Bob", "12"}},
			"  who  credits\n  Ann  3\n  Bob  12\n"},
		{"too wide", []string{"company", "credits", "held by"}, [][]string{{"Bluewave Tuna", "3", "Ann 1, Bob 1, Cy 1, Dee 1, " + long + " 2"}, {long, "12", "-"}},
			"  Bluewave Tuna:\n    credits 3,\n    held by Ann 1, Bob 1, Cy 1, Dee 1, " + long + " 2\n  " + long + ":\n    credits 12, held by -\n"},
		{"a cell wider than a line", []string{"company", "credits", "held by"}, [][]string{{"Bluewave Tuna", "3", "Ann 1, Bob 1, Cy 1, Dee 1, Eve 1, " + long + " 2"}},
			"  Bluewave Tuna:\n    credits 3, held by Ann 1, Bob 1, Cy 1, Dee 1, Eve 1,\n    " + long + " 2\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out strings.Builder
			WriteFitTable(&out, "  ", tc.head, tc.rows, []string{long, "Ann"})
			if out.String() != tc.want {
				t.Errorf("got\n%s\nwant\n%s", out.String(), tc.want)
			}
		})
	}
}
