package seats

import (
	"strings"
	"testing"
)

func TestCheckNames(t *testing.T) {
	tests := []struct {
		names []string
		want  string // "" for no error
	}{
		{[]string{"Ann", "Bob", "Zoë"}, ""},
		{[]string{"Ann", "  ", "Bob"}, "player 2 has no name"},
		{[]string{"Ann", "Bob", " ann "}, `two players are called "ann": names must differ`},
		// Names are printable text (issue: "Bo\033[31mb" was stored and
		// printed raw, turning the terminal red). The message quotes the
		// name with the character escaped, never raw.
		{[]string{"Ann", "Bo\033[31mb", "Cy"}, `player 2's name "Bo\x1b[31mb" holds a control character (U+001B): names are printable text`},
		{[]string{"Ann\tLee", "Bob"}, `player 1's name "Ann\tLee" holds a control character (U+0009)`},
		{[]string{"Ann", "Bob\u202eboB"}, `player 2's name "Bob\u202eboB" holds a text-direction control (U+202E)`},
		{[]string{"Ann", "Bo\xffb"}, `player 2's name "Bo\xffb" is not UTF-8 text`},
		// Printable text of every script is fine, emoji and their joiners too.
		{[]string{"Ana 🎲", "Bo👨‍👩‍👧", "שרה", "محمد", "李雷", "Łukasz"}, ""},
	}
	for _, tc := range tests {
		err := CheckNames(tc.names)
		if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%q: %v, want %q", tc.names, err, tc.want)
		}
		if err != nil && strings.ContainsAny(err.Error(), "\033\t\u202e\xff") {
			t.Errorf("%q: the message holds the raw character: %q", tc.names, err)
		}
	}
}

// TestNamesCompareInNormalFormAndShow: "José" typed with a precomposed é
// (U+00E9) and with e + a combining acute (U+0301) is one name, as are the
// two forms with different case; a name of only zero-width or format
// characters shows nothing and is refused, as is a name over 40
// characters (an emoji family or a decomposed é counts as one).
func TestNamesCompareInNormalFormAndShow(t *testing.T) {
	const nfc, nfd = "Jos\u00e9", "Jose\u0301"
	tests := []struct {
		name  string
		names []string
		want  string // "" for no error
	}{
		{"NFC and NFD of one name", []string{nfc, "Bob", nfd}, `two players are called "José": names must differ`},
		{"NFD upper case", []string{nfc, "JOSE\u0301"}, "names must differ"},
		{"zero-width space only", []string{"Ann", "\u200b\u200b"}, `player 2's name "\u200b\u200b" has no visible character`},
		{"joiners and BOM only", []string{"\u200d\ufeff\u2060", "Ann"}, "player 1's name"},
		{"Hangul filler", []string{"Ann", "\u3164"}, "has no visible character"},
		{"300 characters", []string{"Ann", strings.Repeat("a", 300)}, "has 300 characters: names have at most 40"},
		{"41 characters", []string{"Ann", strings.Repeat("b", 41)}, "has 41 characters"},
		{"40 characters", []string{"Ann", strings.Repeat("c", 40)}, ""},
		{"40 decomposed é", []string{"Ann", strings.Repeat("e\u0301", 40)}, ""},
		{"40 emoji families", []string{"Ann", strings.Repeat("👨‍👩‍👧", 40)}, ""},
		{"zero-width joiner inside a name", []string{"Ann", "Bo\u200bb"}, ""},
	}
	for _, tc := range tests {
		err := CheckNames(tc.names)
		if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

// TestCheckTextNamesWhatIsChecked: a lot's name with an escape sequence is
// refused as a name is, the message saying what kind of text it is.
func TestCheckTextNamesWhatIsChecked(t *testing.T) {
	err := CheckText("Lot \033[2J", "lot names")
	if err == nil || err.Error() != `"Lot \x1b[2J" holds a control character (U+001B): lot names are printable text` {
		t.Errorf("got %v", err)
	}
	if err := CheckText("Old map 🗺️", "lot names"); err != nil {
		t.Errorf("refused: %v", err)
	}
}

// TestNewTableRefusesACommaInAName: a new game's names hold no comma,
// since --players, stats --player and --same list names with commas
// between them ("Smith, John" was taken at the name prompt and could
// then never be named: a tester's, 2026-12-02); a saved game's names are
// still read (CheckNames takes them). The other checks of a new table
// stand.
func TestNewTableRefusesACommaInAName(t *testing.T) {
	tests := []struct {
		names []string
		want  string // "" for no error
	}{
		{[]string{"Ann", "Smith, John"}, `"Smith, John" holds a comma: lists of names (--players, stats --player) have commas between the names`},
		{[]string{",", "Bob"}, `"," holds a comma`},
		{[]string{"John Smith", "李雷", "Ana 🎲"}, ""},
		{[]string{"Lea", "Léa"}, `"Lea" and "Léa" would be one player in the statistics`},
	}
	for _, tc := range tests {
		err := CheckNewTable(tc.names)
		if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%q: %v, want %q", tc.names, err, tc.want)
		}
	}
	if err := CheckNames([]string{"Ann", "Smith, John"}); err != nil {
		t.Errorf("a saved game's name with a comma: %v", err)
	}
}

// TestCheckUnitTakesAShortPrintableUnit: a money unit is a short text
// that shows ("$", "ECU", "€", "gold coins", spaces around ignored); an
// empty or blank one, one with a control character, one of more than
// 10 characters or one with a digit is refused, saying why.
func TestCheckUnitTakesAShortPrintableUnit(t *testing.T) {
	for _, c := range []struct{ unit, want string }{
		{"$", ""},
		{"ECU", ""},
		{" € ", ""},
		{"gold coins", ""},
		{"🪙", ""},
		{"", `"" shows nothing: give a short text, such as ECU or €`},
		{"   ", `"   " shows nothing: give a short text, such as ECU or €`},
		{"EC\x1bU", `"EC\x1bU" holds a control character (U+001B): units are printable text`},
		{"E\tCU", `"E\tCU" holds a control character (U+0009): units are printable text`},
		{"Spielgeldmark", `"Spielgeldmark" has 13 characters: a unit has at most 10, such as ECU or €`},
		{"k5", `"k5" holds a digit: amounts would read as two numbers ("50 k5")`},
	} {
		err := CheckUnit(c.unit)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("CheckUnit(%q) = %q, want %q", c.unit, got, c.want)
		}
	}
}
