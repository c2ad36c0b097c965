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
