package container

import "strings"

func equalFold(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}

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
