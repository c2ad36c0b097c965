package container

import (
	"strings"
	"testing"
)

// TestWaitingLineKeepsNamesWhole: the laptop's line while the phones
// seal, who has sealed (never an amount) and who not, is wrapped to the
// terminal's width with every name whole on a line it fits: a 40-letter
// name ran past column 80 and the terminal cut it; a name wider than the
// line is broken at the width.
func TestWaitingLineKeepsNamesWhole(t *testing.T) {
	t.Parallel()
	const wolfe = "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
	tests := []struct {
		name            string
		what            string
		sealed, waiting []string
		width           int
		want            []string
	}{
		{"short names, one line", "sealed bids", []string{"Ann"}, []string{"Bob", "Cy"}, 80,
			[]string{"Waiting on the phones for sealed bids. Sealed: Ann. Waiting: Bob and Cy."}},
		{"40 letters at 80 columns", "sealed bids", []string{"Ann", "Bob"}, []string{"Cy", wolfe}, 80, []string{
			"Waiting on the phones for sealed bids. Sealed: Ann and Bob. Waiting: Cy and",
			wolfe + ".",
		}},
		{"40 letters at 40 columns", "sealed bids", []string{wolfe}, []string{"Mary Ann"}, 40, []string{
			"Waiting on the phones for sealed bids.",
			"Sealed:",
			wolfe, // whole: its full stop makes 41 columns
			". Waiting: Mary Ann.",
		}},
		{"a runoff at 40 columns", "runoff extras (tied at $12)", nil, []string{"Ann", "Mary Ann"}, 40, []string{
			"Waiting on the phones for runoff extras",
			"(tied at $12). Sealed: nobody. Waiting:",
			"Ann and Mary Ann.",
		}},
		{"wider than 30 columns", "sealed bids", []string{"Bob"}, []string{wolfe}, 30, []string{
			"Waiting on the phones for",
			"sealed bids. Sealed: Bob.",
			"Waiting:",
			"Wolfeschlegelsteinhausenberger",
			"dorffvoral.",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got, want := waitingLine(tc.what, tc.sealed, tc.waiting, tc.width), strings.Join(tc.want, "\n"); got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}
