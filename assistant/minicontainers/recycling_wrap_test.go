package minicontainers

import (
	"strings"
	"testing"
)

// TestRecyclingLineKeepsNamesWhole: the laptop's line while the phones
// pick for the recycling centre is wrapped to the terminal's width with
// every name whole on a line it fits (a 40-letter name ran past column
// 80 and the terminal cut it), a name wider than the line broken at the
// width; one player picks on one phone.
func TestRecyclingLineKeepsNamesWhole(t *testing.T) {
	t.Parallel()
	const wolfe = "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
	tests := []struct {
		name    string
		waiting []string
		width   int
		want    []string
	}{
		{"short names", []string{"Ann", "Bob"}, 80,
			[]string{"Recycling centre: waiting for Ann and Bob to pick on their phones."}},
		// One player, one phone (it said "on their phones").
		{"one name", []string{"נועה"}, 80,
			[]string{"Recycling centre: waiting for נועה to pick on their phone."}},
		{"40 letters at 80 columns", []string{"Ann", wolfe}, 80, []string{
			"Recycling centre: waiting for Ann and " + wolfe,
			"to pick on their phones.",
		}},
		{"40 letters and a name with spaces at 40 columns", []string{"Mary Ann", wolfe}, 40, []string{
			"Recycling centre: waiting for Mary Ann",
			"and",
			wolfe,
			"to pick on their phones.",
		}},
		{"Chinese at 40 columns", []string{"Ann", "张伟张伟张伟"}, 40, []string{
			"Recycling centre: waiting for Ann and",
			"张伟张伟张伟 to pick on their phones.",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got, want := recyclingLine(tc.waiting, tc.width), strings.Join(tc.want, "\n"); got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}
