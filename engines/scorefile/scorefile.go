// Package scorefile holds what every game's score file reader shares: a
// problem found in a file, named by player and field, and the error that
// lists them all at once (`tallyman score GAME FILE`).
package scorefile

import (
	"fmt"
	"strings"
)

// Problem is one thing wrong in a score file. Player names the player it
// concerns: the "name" given, or "player N" (N counting from 1 in file
// order) when the name is missing or unusable; "" for the file as a whole.
// Field is the JSON key ("cash", "card.5/10", "notes.200"), or "" for the
// file or the player as a whole.
type Problem struct {
	Player  string
	Field   string
	Problem string
}

// String writes the problem as "Ann: loans: 3 is more than ...".
func (p Problem) String() string {
	var b strings.Builder
	if p.Player != "" {
		b.WriteString(p.Player + ": ")
	}
	if p.Field != "" {
		b.WriteString(p.Field + ": ")
	}
	b.WriteString(p.Problem)
	return b.String()
}

// Error is a refused score file: every problem found, in file order (at
// least one).
type Error struct {
	Problems []Problem
}

// Error writes one problem per line after a heading.
func (e *Error) Error() string {
	if len(e.Problems) == 1 {
		return "score file: " + e.Problems[0].String()
	}
	lines := []string{fmt.Sprintf("score file: %d problems:", len(e.Problems))}
	for _, p := range e.Problems {
		lines = append(lines, "  "+p.String())
	}
	return strings.Join(lines, "\n")
}
