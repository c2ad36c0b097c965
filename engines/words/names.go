package words

import (
	"fmt"
	"strings"
)

// JoinNames is names as a sentence names them: "Ann", "Ann and Bob",
// "Ann, Bob and Cy"; "nobody" for none.
func JoinNames(names []string) string {
	switch len(names) {
	case 0:
		return "nobody"
	case 1:
		return names[0]
	}
	return fmt.Sprint(strings.Join(names[:len(names)-1], ", "), " and ", names[len(names)-1])
}

// WinnersLine is the line that names the winners at a game's end,
// "Winner: Ann" or, for a shared win, "Winners (shared): Ann, Bob", to be
// written with prompt.HeadNames (winners is not empty).
func WinnersLine(winners []string) string {
	if len(winners) > 1 {
		return "Winners (shared): " + strings.Join(winners, ", ")
	}
	return "Winner: " + strings.Join(winners, ", ")
}
