package words

import "testing"

// TestCount: the singular for exactly one, the plural for every other
// count, zero included ("0 cards", as a player says it).
func TestCount(t *testing.T) {
	for _, c := range []struct {
		n           int
		one, many   string
		want, want2 string
	}{
		{0, "card", "cards", "0 cards", "0 cards"},
		{1, "card", "cards", "1 card", "1 card"},
		{2, "card", "cards", "2 cards", "2 cards"},
		{1, "container", "containers", "1 container", "1 container"},
		{6, "container", "containers", "6 containers", "6 containers"},
		{-1, "card", "cards", "-1 card", "-1 card"},
	} {
		if got := Count(c.n, c.one, c.many); got != c.want {
			t.Errorf("Count(%d, %q, %q) = %q, want %q", c.n, c.one, c.many, got, c.want)
		}
		if got := Plural(c.n, c.one); got != c.want2 {
			t.Errorf("Plural(%d, %q) = %q, want %q", c.n, c.one, got, c.want2)
		}
	}
	if got := Count(3400, "ECU", "ECU"); got != "3,400 ECU" {
		t.Errorf("thousands: %q", got)
	}
	for n, want := range map[int]string{0: "0", 950: "950", 1000: "1,000", -1250: "-1,250", 1234567: "1,234,567"} {
		if got := Number(n); got != want {
			t.Errorf("Number(%d) = %q, want %q", n, got, want)
		}
	}
	if got := Count(3, "box", "boxes"); got != "3 boxes" {
		t.Errorf("irregular plural: %q", got)
	}
}

// TestA: "an" before a vowel letter, "a" before the others.
func TestA(t *testing.T) {
	for in, want := range map[string]string{
		"orange":         "an orange",
		"open auction":   "an open auction",
		"secret auction": "a secret auction",
		"yellow card":    "a yellow card",
		"grey":           "a grey",
		"Ace":            "an Ace",
		"":               "a ",
	} {
		if got := A(in); got != want {
			t.Errorf("A(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestCapitalStartsASentenceWithAnyName: the first letter, not the first
// byte, is made upper case, so a sentence starting with a name in
// Chinese, Arabic or an emoji stays whole (before, "李雷 to play" came out
// as "\ufffd\x9d\x8e雷 to play" on the table screen).
func TestCapitalStartsASentenceWithAnyName(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"the auctioneer picked", "The auctioneer picked"},
		{"ädam", "Ädam"},
		{"ζωή", "Ζωή"},
		{"李雷 to play a card", "李雷 to play a card"},
		{"عائشة to reveal or pass", "عائشة to reveal or pass"},
		{"👩‍🚀 Ada to play", "👩‍🚀 Ada to play"},
		{"Zoë", "Zoë"},
		{"\xe6 cut", "\xe6 cut"},
	} {
		if got := Capital(tc.in); got != tc.want {
			t.Errorf("Capital(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestOrJoinsChoices: choices in a sentence, the last after "or".
func TestOrJoinsChoices(t *testing.T) {
	for _, tc := range []struct {
		items []string
		want  string
	}{
		{nil, ""},
		{[]string{"sea"}, "sea"},
		{[]string{"sea", "sandbank"}, "sea or sandbank"},
		{[]string{"sea", "sandbank", "rocks"}, "sea, sandbank or rocks"},
	} {
		if got := Or(tc.items); got != tc.want {
			t.Errorf("Or(%q) = %q, want %q", tc.items, got, tc.want)
		}
	}
}

// TestMoney: "$" goes before the number, any other unit after it, in
// the singular for one when it ends in s, as the pages write amounts
// (web/app.js money); a range says a unit after the numbers once.
func TestMoney(t *testing.T) {
	for _, c := range []struct {
		unit string
		n    int
		want string
	}{
		{"$", 0, "$0"},
		{"$", 50, "$50"},
		{"$", 1200, "$1,200"},
		{"$", -11, "-$11"},
		{"ECU", 1, "1 ECU"},
		{"ECU", 3400, "3,400 ECU"},
		{"€", 50, "50 €"},
		{"credits", 1, "1 credit"},
		{"credits", 2, "2 credits"},
		{"", 5, "5"},
	} {
		if got := Money(c.unit, c.n); got != c.want {
			t.Errorf("Money(%q, %d) = %q, want %q", c.unit, c.n, got, c.want)
		}
	}
	for _, c := range []struct {
		unit   string
		lo, hi int
		want   string
	}{
		{"$", 0, 50, "$0 to $50"},
		{"ECU", 0, 50, "0 to 50 ECU"},
		{"credits", 0, 1, "0 to 1 credit"},
		{"€", 0, 1500, "0 to 1,500 €"},
	} {
		if got := MoneyRange(c.unit, c.lo, c.hi); got != c.want {
			t.Errorf("MoneyRange(%q, %d, %d) = %q, want %q", c.unit, c.lo, c.hi, got, c.want)
		}
	}
}

// TestPossessiveOfANameEndingInS: "'s" after a name, an apostrophe alone
// after a final s (a new user read "Viva Verde Olives's treasury").
func TestPossessiveOfANameEndingInS(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"Ann", "Ann's"},
		{"Bluewave Tuna", "Bluewave Tuna's"},
		{"Viva Verde Olives", "Viva Verde Olives'"},
		{"Goldcoast Bananas", "Goldcoast Bananas'"},
		{"James", "James'"},
		{"JAMES", "JAMES'"},
		{"李雷", "李雷's"},
		{"", "'s"},
	} {
		if got := Possessive(c.name); got != c.want {
			t.Errorf("Possessive(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}
