// Package seats checks the player names every game is set up with.
package seats

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// CheckNames says whether names (in seating order) can sit at one table:
// each has a name (not only spaces) of printable text (CheckName), and no
// two are alike ignoring case and surrounding spaces. Player counts are
// each game's own rule. The error names the player (from 1) or the
// repeated name.
func CheckNames(names []string) error {
	seen := map[string]bool{}
	for i, nm := range names {
		k := strings.ToLower(strings.TrimSpace(nm))
		if k == "" {
			return fmt.Errorf("player %d has no name", i+1)
		}
		if err := CheckName(nm); err != nil {
			return fmt.Errorf("player %d's name %w", i+1, err)
		}
		if seen[k] {
			return fmt.Errorf("two players are called %q: names must differ", strings.TrimSpace(nm))
		}
		seen[k] = true
	}
	return nil
}

// CheckName says whether name is printable text, as every screen, phone
// and PDF shows it: UTF-8, with no control character (C0 and C1 controls,
// DEL, tabs and line breaks: an escape sequence in a name would restyle
// the terminal) and no text-direction control (U+202A-U+202E,
// U+2066-U+2069: they reorder the rest of a line). Letters of every
// script, emoji and the joiners inside emoji are fine. The error starts
// with the name quoted, its characters escaped ("Bo\x1b[31mb" holds a
// control character (U+001B): names are printable text).
func CheckName(name string) error {
	if !utf8.ValidString(name) {
		return fmt.Errorf("%q is not UTF-8 text: names are printable text", name)
	}
	for _, r := range name {
		switch {
		case unicode.IsControl(r), r == '\u2028', r == '\u2029':
			return fmt.Errorf("%q holds a control character (U+%04X): names are printable text", name, r)
		case r >= '\u202a' && r <= '\u202e', r >= '\u2066' && r <= '\u2069':
			return fmt.Errorf("%q holds a text-direction control (U+%04X): names are printable text", name, r)
		}
	}
	return nil
}
