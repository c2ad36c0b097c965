// Package words writes counts and articles in plain English for what
// players read: "1 card", "2 cards", "an orange card", "a secret
// auction". It has no state and no I/O.
package words

import (
	"fmt"
	"strings"
)

// Count writes n and the noun in the number n takes: one for exactly 1
// (and -1), many otherwise ("0 cards", "1 card", "2 cards"). Irregular
// plurals are given as many ("1 box", "3 boxes").
func Count(n int, one, many string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
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
