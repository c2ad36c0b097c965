// Package seats checks the player names every game is set up with.
package seats

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"
	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// MaxNameLength is the most characters a name may have (user-perceived
// characters: "é" typed either way, or an emoji family, is one), so that
// it fits a phone's first screen, a status line and a PDF cell.
const MaxNameLength = 40

// CheckNames says whether names (in seating order) can sit at one table:
// each has a name (not only spaces) of printable, visible text of at most
// MaxNameLength characters (CheckName), and no two are alike ignoring
// case, surrounding spaces and how accents were typed (compared in
// Unicode normal form C: "José" with a precomposed é and with e and a
// combining accent is one name). Player counts are each game's own rule.
// The error names the player (from 1) or the repeated name.
func CheckNames(names []string) error {
	seen := map[string]bool{}
	for i, nm := range names {
		k := Key(nm)
		if k == "" {
			return fmt.Errorf("player %d has no name", i+1)
		}
		if err := CheckName(nm); err != nil {
			return fmt.Errorf("player %d's name %w", i+1, err)
		}
		if seen[k] {
			return fmt.Errorf("two players are called %q: names must differ", strings.TrimSpace(norm.NFC.String(nm)))
		}
		seen[k] = true
	}
	return nil
}

// Key is what two names are compared by: name in Unicode normal form C,
// without surrounding spaces, in lower case ("José" typed either way and
// " josé " share one key).
func Key(name string) string {
	return strings.ToLower(strings.TrimSpace(norm.NFC.String(name)))
}

// folder folds case the same way in every script ("Straße" and
// "STRASSE" are one name).
var folder = cases.Fold()

// PlayerKey is who a name is across games (the statistics tell players
// apart by it): the name with case folded, accents and spacing ignored
// ("José", "jose" and "Jo sé" are one player; "Straße" and "STRASSE"
// too). Accents are the combining marks of the name's canonical
// decomposition; spacing is every space character, inside the name too.
// Two names with one Key always share one PlayerKey.
func PlayerKey(name string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(folder.String(name)) {
		if unicode.Is(unicode.Mn, r) || unicode.IsSpace(r) {
			continue
		}
		b.WriteRune(r)
	}
	return norm.NFC.String(b.String())
}

// CheckNewTable says whether names, for a new game, are told apart by
// the statistics too: no two share a PlayerKey ("Lea" and "Léa" would be
// one player there, their plays counted as one person's). It is asked
// of a new game only: a game saved before keeps its names (CheckNames
// is what a saved game is replayed with). The error names both. A name
// with a comma is refused too: the lists of names tallyman takes
// (--players, stats --player and --same) are written with commas between
// the names, so "Smith, John" could never be named there.
func CheckNewTable(names []string) error {
	for _, a := range names {
		if strings.ContainsRune(a, ',') {
			return fmt.Errorf("%q holds a comma: lists of names (--players, stats --player) have commas between the names, so a name has none (write it without, as \"John Smith\")", strings.TrimSpace(a))
		}
	}
	for i, a := range names {
		for _, b := range names[:i] {
			if PlayerKey(a) == PlayerKey(b) && Key(a) != Key(b) {
				return SamePlayerError(b, a)
			}
		}
	}
	return nil
}

// SamePlayerError says that names a and b, apart at the table, would be
// one player in the statistics.
func SamePlayerError(a, b string) error {
	return fmt.Errorf("%q and %q would be one player in the statistics (which ignore case, accents and spaces): give them names that differ in a letter", strings.TrimSpace(a), strings.TrimSpace(b))
}

// CheckName says whether name is printable text, as every screen, phone
// and PDF shows it (CheckText), that people can see (at least one visible
// character: a name of only zero-width or format characters, such as
// U+200B, would show as nothing), and of at most MaxNameLength
// characters. Letters of every script, emoji and the joiners inside emoji
// are fine. The error starts with the name quoted, its characters escaped
// ("Bo\x1b[31mb" holds a control character (U+001B): names are printable
// text).
func CheckName(name string) error {
	if err := CheckText(name, "names"); err != nil {
		return err
	}
	if !Visible(name) {
		return fmt.Errorf("%q has no visible character (only spaces, zero-width or format characters): names are text people can read", name)
	}
	return CheckLength(name, "names")
}

// CheckLength says whether text (a name, a lot's name), without
// surrounding spaces, has at most MaxNameLength user-perceived characters
// (an emoji or an accented letter is one). what names the kind of text in
// the error ("names": "\"LLLL…\" has 41 characters: names have at most
// 40"), which quotes the first 20 characters.
func CheckLength(text, what string) error {
	if n := uniseg.GraphemeClusterCount(norm.NFC.String(strings.TrimSpace(text))); n > MaxNameLength {
		r := []rune(strings.TrimSpace(text))
		return fmt.Errorf("%q has %d characters: %s have at most %d", string(r[:min(len(r), 20)])+"…", n, what, MaxNameLength)
	}
	return nil
}

// CheckText says whether text (a name, a lot's name) is printable: UTF-8,
// with no control character (C0 and C1 controls, DEL, tabs and line
// breaks: an escape sequence would restyle the terminal) and no
// text-direction control (U+202A-U+202E, U+2066-U+2069: they reorder the
// rest of a line). what names the kind of text in the error ("names":
// "... holds a control character (U+001B): names are printable text").
func CheckText(text, what string) error {
	if !utf8.ValidString(text) {
		return fmt.Errorf("%q is not UTF-8 text: %s are printable text", text, what)
	}
	for _, r := range text {
		switch {
		case unicode.IsControl(r), r == '\u2028', r == '\u2029':
			return fmt.Errorf("%q holds a control character (U+%04X): %s are printable text", text, r, what)
		case r >= '\u202a' && r <= '\u202e', r >= '\u2066' && r <= '\u2069':
			return fmt.Errorf("%q holds a text-direction control (U+%04X): %s are printable text", text, r, what)
		}
	}
	return nil
}

// Visible reports whether text has a character that shows: not only
// spaces, format characters (Cf: zero-width space and joiners, U+FEFF,
// soft hyphen), combining marks with nothing to sit on, or the blank
// fillers that draw nothing (Hangul fillers U+115F, U+1160, U+3164,
// U+FFA0; Braille blank U+2800).
func Visible(text string) bool {
	for _, r := range text {
		switch {
		case unicode.IsSpace(r), unicode.In(r, unicode.Cf, unicode.Mn, unicode.Me):
		case r == '\u115f', r == '\u1160', r == '\u3164', r == '\uffa0', r == '\u2800':
		default:
			return true
		}
	}
	return false
}

// MaxUnitLength is the most characters a money unit may have ("ECU",
// "€", "gold coins"): it stands beside every amount and every bid field.
const MaxUnitLength = 10

// CheckUnit says whether unit, the money a group counts in ("$", "ECU",
// "€"), can stand beside every amount: printable text (CheckText) that
// shows (Visible), of at most MaxUnitLength characters, with no digit
// ("50 5" would read as two numbers). Spaces around it do not count.
func CheckUnit(unit string) error {
	u := strings.TrimSpace(unit)
	if err := CheckText(u, "units"); err != nil {
		return err
	}
	if !Visible(u) {
		return fmt.Errorf("%q shows nothing: give a short text, such as ECU or €", unit)
	}
	if n := uniseg.GraphemeClusterCount(norm.NFC.String(u)); n > MaxUnitLength {
		return fmt.Errorf("%q has %d characters: a unit has at most %d, such as ECU or €", u, n, MaxUnitLength)
	}
	if strings.IndexFunc(u, unicode.IsDigit) >= 0 {
		return fmt.Errorf("%q holds a digit: amounts would read as two numbers (\"50 %s\")", u, u)
	}
	return nil
}
