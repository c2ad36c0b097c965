// Package scorefile holds what every game's score file reader shares: a
// problem found in a file, named by player and field, and the error that
// lists them all at once (`tallyman score GAME FILE`).
package scorefile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"tallyman/engines/seats"
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

// Describe says what a JSON value is, for a message about the wrong kind
// of value: "an object", "a list", "the string "x"", "null", "7".
func Describe(raw json.RawMessage) string {
	t := bytes.TrimSpace(raw)
	if len(t) == 0 {
		return "nothing"
	}
	switch t[0] {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case '"':
		if len(t) > 40 {
			return "a string"
		}
		return "the string " + string(t)
	case 'n':
		return "null"
	case 't', 'f':
		return string(t)
	}
	if len(t) > 20 {
		return "a long number"
	}
	return string(t)
}

// PlayerName reads the "name" of player i (from 0): a string, trimmed, not
// empty, printable text (seats.CheckName: no control character), and not
// the name of an earlier player (ignoring case and how accents were
// typed: seats.Key; names maps the keys seen so far to their player numbers and is updated). It
// returns the name, or "" and what is wrong with it.
func PlayerName(raw json.RawMessage, i int, names map[string]int) (name, problem string) {
	if err := json.Unmarshal(raw, &name); err != nil {
		return "", "must be a string, not " + Describe(raw)
	}
	name = strings.TrimSpace(name)
	if name == "" {
		return "", "is empty"
	}
	if err := seats.CheckName(name); err != nil {
		return "", err.Error()
	}
	k := seats.Key(name)
	if first, dup := names[k]; dup {
		return "", fmt.Sprintf("%q is already the name of player %d; names must differ", name, first)
	}
	names[k] = i + 1
	return name, ""
}
