package words

import "testing"

// TestParseNumberTakesTheGamesUnit: a number is read with the game's unit
// before or after it ("$12" for a Container bid, "350 ECU" in Boxes, "1
// credit" in Rival Seas), with thousands commas only in their places
// ("1,00", "2,5", "1,,000" are refused, not read as 100, 25, 1000); a
// negative number is read as one (the range refuses it), and anything
// else is refused.
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
		{v: "1,000", unit: "", want: 1000},
		{v: "3,400 ECU", unit: "ECU", want: 3400},
		{v: "1,200,000", unit: "", want: 1200000},
		{v: "-1,000", unit: "$", want: -1000},
		{v: "1,00", unit: "$", bad: true},
		{v: "2,5", unit: "$", bad: true},
		{v: "1,,000", unit: "ECU", bad: true},
		{v: "10,,0", unit: "ECU", bad: true},
		{v: ",500", unit: "ECU", bad: true},
		{v: "500,", unit: "ECU", bad: true},
		{v: "5,0,0", unit: "ECU", bad: true},
		{v: "1000,000", unit: "", bad: true},
		{v: "1,0000", unit: "", bad: true},
		{v: ",", unit: "", bad: true},
		{v: "1,2a0", unit: "", bad: true},
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

// TestNumberRefusedSaysWhatIsWanted: a refused number says why, then
// what is allowed; Enter alone (nothing or spaces) says only what is
// wanted, as a sentence ("Type a whole number from 0 to 40."), not that
// "" is not a whole number.
func TestNumberRefusedSaysWhatIsWanted(t *testing.T) {
	t.Parallel()
	const allowed = "type a whole number from 0 to 40"
	for _, tc := range []struct{ v, want string }{
		{"", "Type a whole number from 0 to 40."},
		{"  ", "Type a whole number from 0 to 40."},
		{"ten", `"ten" is not a whole number: type a whole number from 0 to 40`},
		{"1,,000", `"1,,000" is not a whole number: type a whole number from 0 to 40`},
		{"99999999999999999999", "99999999999999999999 is far too large: type a whole number from 0 to 40"},
	} {
		_, err := ParseNumber(tc.v, "")
		if got := NumberRefused(tc.v, err, allowed).Error(); got != tc.want {
			t.Errorf("NumberRefused(%q) = %q, want %q", tc.v, got, tc.want)
		}
	}
}
