// Package words writes counts and articles in plain English for what
// players read: "1 card", "2 cards", "an orange card", "a secret
// auction". It has no state and no I/O.
package words

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Count writes n and the noun in the number n takes: one for exactly 1
// (and -1), many otherwise ("0 cards", "1 card", "2 cards"). Irregular
// plurals are given as many ("1 box", "3 boxes"). The number is written
// as Number writes it ("3,400 ECU").
func Count(n int, one, many string) string {
	if n == 1 || n == -1 {
		return Number(n) + " " + one
	}
	return Number(n) + " " + many
}

// Number writes n with a comma between thousands, as the rulebooks write
// amounts ("3,400", "-1,250", "950").
func Number(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s
}

// Plural is Count for a regular noun, whose plural adds "s" ("1 set", "2
// sets").
func Plural(n int, noun string) string { return Count(n, noun, noun+"s") }

// A writes word with the indefinite article its sound takes: "an" before
// a vowel letter ("an orange", "an open auction"), "a" otherwise ("a
// blue", "a secret auction"). It goes by the first letter, which is right
// for the words of the games (colours, auctions, cards).
func A(word string) string {
	w := strings.TrimSpace(word)
	if w != "" && strings.ContainsRune("aeiouAEIOU", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}

// And joins items as a list in a sentence: "a", "a and b", "a, b and c";
// "" for none.
func And(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// Or joins choices as a list in a sentence: "a", "a or b", "a, b or c";
// "" for none.
func Or(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// Capital returns s with its first letter upper case, to start a
// sentence: "the auctioneer picked" is "The auctioneer picked". The first
// character is the first rune, not the first byte, so a sentence that
// starts with a name in any script ("李雷 to play", "عائشة to reveal")
// is left whole; a letter with no upper case stays as it is.
func Capital(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 || r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// Possessive writes name owning something, as the table reads it: "'s"
// after it ("Ann's turn", "Bluewave Tuna's treasury"), an apostrophe
// alone after a final s ("Viva Verde Olives' treasury", "James' disc").
func Possessive(name string) string {
	if strings.HasSuffix(name, "s") || strings.HasSuffix(name, "S") {
		return name + "'"
	}
	return name + "'s"
}

// Money writes n in unit as every screen writes amounts: "$" before the
// number ("$5", "-$11", "$1,200"), any other unit after it ("600 ECU",
// "5 €"), in the number n takes when it ends in s ("1 credit", "2
// credits"), and no unit for "" ("5").
func Money(unit string, n int) string {
	switch unit {
	case "":
		return Number(n)
	case "$":
		if n < 0 {
			return "-$" + Number(-n)
		}
		return "$" + Number(n)
	}
	return Count(n, strings.TrimSuffix(unit, "s"), unit)
}

// MoneyRange writes the amounts from lo to hi in unit as Money does, a
// unit after the numbers once ("0 to 50 ECU"), "$" before each ("$0 to
// $50").
func MoneyRange(unit string, lo, hi int) string {
	if unit == "$" {
		return Money(unit, lo) + " to " + Money(unit, hi)
	}
	return Number(lo) + " to " + Money(unit, hi)
}

// Ending is the plural ending for n things: "" for 1 ("1 card"), "s"
// otherwise ("0 cards", "2 cards").
func Ending(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
