package prompt

// Plural is the plural ending for n things: "" for 1 ("1 card"), "s"
// otherwise ("0 cards", "2 cards").
func Plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
