package prompt

import (
	"strings"
	"testing"
)

// TestWrapAtSpacesKeepsIdsWhole: text is broken at spaces only, so a
// game's id stays on one line to be copied (ansi's word wrap broke
// "boxes-20260321-190000-0004" after "boxes-20260321-": a tester's,
// 2026-12-02); indentation and line breaks stay; a word wider than the
// width alone is broken inside it.
func TestWrapAtSpacesKeepsIdsWhole(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text  string
		width int
		want  string
	}{
		{"Left out: boxes-20260321-190000-0004 (not over).", 30, "Left out:\nboxes-20260321-190000-0004\n(not over)."},
		{"one two three", 7, "one two\nthree"},
		{"one two three", 13, "one two three"},
		{"  indented line\nnext", 20, "  indented line\nnext"},
		{"abcdefghij xy", 4, "abcd\nefgh\nij\nxy"},
		{"李小龍 李小龍", 10, "李小龍\n李小龍"},
		{"", 10, ""},
	}
	for _, tc := range tests {
		if got := WrapAtSpaces(tc.text, tc.width); got != tc.want {
			t.Errorf("WrapAtSpaces(%q, %d) = %q, want %q", tc.text, tc.width, got, tc.want)
		}
	}
}

// TestAskAmountTakesItsUnit: a sealed bid typed "$12" at the laptop
// is 12 (it was refused: "type a whole number of dollars"), and in a
// group that counts in ECU (tallyman bids --unit ECU) "12 ECU" is 12
// and the question says "0-50 ECU"; a negative amount, one over the
// limit and junk are refused and asked again, with the range in the
// unit.
func TestAskAmountTakesItsUnit(t *testing.T) {
	t.Parallel()
	tests := []struct {
		unit    string
		typed   string
		want    int
		refused int // answers refused before the one taken
	}{
		{unit: "$", typed: "12\n", want: 12},
		{unit: "$", typed: "$12\n", want: 12},
		{unit: "$", typed: "$ 12\n", want: 12},
		{unit: "$", typed: "$0\n", want: 0},
		{unit: "$", typed: "-3\n$-3\n$51\n12abc\n$7\n", want: 7, refused: 4},
		{unit: "ECU", typed: "12\n", want: 12},
		{unit: "ECU", typed: "12 ECU\n", want: 12},
		{unit: "ECU", typed: "-3\n51 ECU\n$7\n7 ecu\n", want: 7, refused: 3},
		// A unit of two words: said once, after the range.
		{unit: "gold coins", typed: "51\n12 gold coins\n", want: 12, refused: 1},
		{unit: "gold coins", typed: "1 gold coin\n", want: 1},
	}
	question := map[string]string{"$": "Ann, your sealed bid ($0-$50, hidden; Enter to go back):", "ECU": "Ann, your sealed bid (0-50 ECU, hidden; Enter to go back):",
		"gold coins": "Ann, your sealed bid (0-50 gold coins, hidden; Enter to go back):"}
	refusal := map[string]string{"$": "Not accepted: type a whole number of dollars from 0 to 50.", "ECU": "Not accepted: type a whole number from 0 to 50 ECU.",
		"gold coins": "Not accepted: type a whole number from 0 to 50 gold coins."}
	for _, tc := range tests {
		var out strings.Builder
		p := NewPrompter(strings.NewReader(tc.typed), &out, true)
		n, ok, err := AskAmount(p, "Ann, your sealed bid", tc.unit, 0, 50, "Enter to go back")
		if err != nil || !ok || n != tc.want {
			t.Errorf("%s %q: %d %v %v, want %d", tc.unit, tc.typed, n, ok, err, tc.want)
		}
		if !strings.Contains(out.String(), question[tc.unit]) {
			t.Errorf("%s %q: the question is not %q:\n%s", tc.unit, tc.typed, question[tc.unit], out.String())
		}
		if got := strings.Count(out.String(), refusal[tc.unit]+"\n"); got != tc.refused {
			t.Errorf("%s %q: %d refused, want %d:\n%s", tc.unit, tc.typed, got, tc.refused, out.String())
		}
		// At 80 columns the refusal and its note (AskHidden) are a line
		// each: on one, the terminal cut "e|mpty" at column 80.
		for _, l := range strings.Split(out.String(), "\n") {
			if strings.HasPrefix(l, "Not accepted") && len([]rune(l)) > 80 {
				t.Errorf("%s %q: a refusal of %d columns: %q", tc.unit, tc.typed, len([]rune(l)), l)
			}
		}
	}
}
