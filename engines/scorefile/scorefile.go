// Package scorefile holds what every game's score file reader shares: a
// problem found in a file, named by player and field, and the error that
// lists them all at once (`tallyman score GAME FILE`).
package scorefile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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

// CheckFile says what is wrong with a score file as a whole, or "" when it
// holds exactly one JSON object and nothing after it but white space.
// Every game's reader calls it first, so a cut-off file, a file of another
// kind of value and junk after the object read alike in every game.
// fields names what the object holds ("edition and players"). The
// problems, each for the file as a whole (Problem.Player and Field ""):
//   - "the file is empty; it should be a JSON object with FIELDS";
//   - "not valid JSON at line L, column C: ..." (a character that cannot
//     stand there);
//   - "not valid JSON: the file ends before the object is closed";
//   - "must be a JSON object with FIELDS, not a list" (or what it is);
//   - "unexpected text after the closing } at line L, column C".
func CheckFile(data []byte, fields string) string {
	if len(bytes.TrimSpace(data)) == 0 {
		return "the file is empty; it should be a JSON object with " + fields
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	err := skipObject(dec)
	if err == nil {
		end := dec.InputOffset()
		if _, err := dec.Token(); err != io.EOF {
			// The junk starts at the first character after the object
			// that is not white space.
			return "unexpected text after the closing } at " + position(data, end+int64(countSpace(data[end:])))
		}
		return ""
	}
	var syn *json.SyntaxError
	switch {
	case errors.As(err, &syn):
		// A Decoder counts Offset from where its last value began;
		// Unmarshal finds the same character and counts from the start.
		// Offset counts the bytes read, the bad one among them.
		off := syn.Offset
		if errors.As(json.Unmarshal(data, new(json.RawMessage)), &syn) {
			off = syn.Offset
		}
		return fmt.Sprintf("not valid JSON at %s: %v", position(data, off-1), syn)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "not valid JSON: the file ends before the object is closed"
	case errors.Is(err, errNotObject):
		return "must be a JSON object with " + fields + ", not " + Describe(data)
	}
	return "not valid JSON: " + err.Error()
}

var errNotObject = errors.New("not an object")

// skipObject reads one JSON object from dec.
func skipObject(dec *json.Decoder) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return errNotObject
	}
	for dec.More() {
		if _, err := dec.Token(); err != nil {
			return err
		}
		var val json.RawMessage
		if err := dec.Decode(&val); err != nil {
			return err
		}
	}
	_, err = dec.Token()
	return err
}

// countSpace counts the JSON white space at the start of b.
func countSpace(b []byte) int {
	return len(b) - len(bytes.TrimLeft(b, " \t\r\n"))
}

// position writes a byte offset as "line L, column C" (both from 1).
func position(data []byte, off int64) string {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - (bytes.LastIndexByte(before, '\n') + 1) + 1
	return fmt.Sprintf("line %d, column %d", line, col)
}
