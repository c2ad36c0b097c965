package rivalseas

import (
	"fmt"
	"strings"
)

// Plural writes a count and its noun in the table's words: "1 container",
// "2 containers", "0 navigation points", "1 hex", "3 hexes", "2 VP". The
// noun is given in the singular; a noun ending in s, x, ch or sh takes
// "es", an all-capital one (VP) stays as it is, any other takes "s". A
// noun of several words ("navigation point", "time unit") has its last
// word made plural.
func Plural(n int, noun string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	return fmt.Sprintf("%d %s", n, plural(noun))
}

// plural is the plural of a noun (see Plural).
func plural(noun string) string {
	last := noun[strings.LastIndex(noun, " ")+1:]
	switch {
	case last == "" || strings.ToUpper(last) == last:
		return noun
	case strings.HasSuffix(last, "s"), strings.HasSuffix(last, "x"), strings.HasSuffix(last, "ch"), strings.HasSuffix(last, "sh"):
		return noun + "es"
	}
	return noun + "s"
}
