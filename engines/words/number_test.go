package words

import "testing"

// TestParseNumberTakesTheGamesUnit: a number is read with the game's unit
// before or after it ("$12" for a Container bid, "350 ECU" in Boxes, "1
// credit" in Rival Seas), with thousands commas; a negative number is
// read as one (the range refuses it), and anything else is refused.
func TestParseNumberTakesTheGamesUnit(t *testing.T) {
	t.Parallel()
	tests := []struct {
		v, unit string
		want    int
		bad     bool
	}{
		{v: "12", unit: "$", want: 12},
		{v: "$12", unit: "$", want: 12},
		{v: " $ 12 ", unit: "$", want: 12},
		{v: "12$", unit: "$", want: 12},
		{v: "$1,200", unit: "$", want: 1200},
		{v: "-5", unit: "$", want: -5},
		{v: "$-5", unit: "$", want: -5},
		{v: "-$5", unit: "$", bad: true},
		{v: "$$12", unit: "$", bad: true},
		{v: "$", unit: "$", bad: true},
		{v: "12 dollars", unit: "$", bad: true},
		{v: "twelve", unit: "$", bad: true},
		{v: "12.5", unit: "$", bad: true},
		{v: "350 ECU", unit: "ECU", want: 350},
		{v: "ecu 350", unit: "ECU", want: 350},
		{v: "$350", unit: "ECU", bad: true},
		{v: "5 credits", unit: "credits", want: 5},
		{v: "1 credit", unit: "credits", want: 1},
		{v: "5", unit: "", want: 5},
		{v: "$5", unit: "", bad: true},
		{v: "99999999999999999999", unit: "", bad: true},
	}
	for _, tc := range tests {
		got, err := ParseNumber(tc.v, tc.unit)
		if tc.bad != (err != nil) || !tc.bad && got != tc.want {
			t.Errorf("ParseNumber(%q, %q) = %d, %v; want %d (refused: %v)", tc.v, tc.unit, got, err, tc.want, tc.bad)
		}
	}
}
