package container

import (
	"fmt"
	"strings"
)

// joinAnd writes "a, b and c".
func joinAnd(items []string) string {
	switch len(items) {
	case 0:
		return "none"
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// withArticle writes "an orange", "a tan".
func withArticle(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an " + word
	}
	return "a " + word
}

// plural returns one when n is 1, else many ("1 bluff", "2 bluffs").
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Count writes n with its noun, singular for exactly 1 and plural
// otherwise: Count(1, "container") is "1 container", Count(0, "container")
// "0 containers". The plural is the singular plus "s" unless many gives it
// (Count(2, "factory", "factories")).
func Count(n int, one string, many ...string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	if len(many) > 0 {
		return fmt.Sprintf("%d %s", n, many[0])
	}
	return fmt.Sprintf("%d %ss", n, one)
}

// WithArticle writes a word with its indefinite article: "an orange", "a
// tan", "a yellow".
func WithArticle(word string) string { return withArticle(word) }
