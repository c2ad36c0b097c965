package journal

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"
	"unicode"

	"tallyman/engines/seats"
)

// idRule is the rule every game id follows (docs/journal.md, "Game ids"),
// as the messages say it.
const idRule = "ids hold only letters, digits, '.', '_' and '-', and do not start with '.'"

// CheckID says whether id is a game id: not empty, only letters, digits,
// '.', '_' and '-', not starting with '.' (docs/journal.md, "Game ids").
// Such an id is a plain file name in the folder of saved games, so a
// journal's id can name files (its journal, an exported play) without
// reaching another folder. The error quotes id with its characters
// escaped.
func CheckID(id string) error {
	if id == "" {
		return errors.New("empty game id: " + idRule)
	}
	if !plainName(id) {
		return fmt.Errorf("%q is not a game id: %s", id, idRule)
	}
	return nil
}

// plainName reports whether s holds only letters, digits, '.', '_' and
// '-' and does not start with '.'.
func plainName(s string) bool {
	if s == "" || s[0] == '.' {
		return false
	}
	for _, c := range s {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.'
		if !ok {
			return false
		}
	}
	return true
}

// checkHeader refuses a header whose fields would be unsafe to use or
// to print: an id that is not a game id (CheckID: it names files), a
// game or edition that is not a plain name (letters, digits, '.', '_',
// '-'), a player's name that holds a control character or a
// text-direction control (seats.CheckText: an escape sequence would
// restyle, clear or retitle the terminal that lists the game). tallyman
// never writes such a header; a journal edited by hand or sent by
// someone else may hold one. An empty id is let through (the file name
// stands for it), and so are an empty game and edition.
func checkHeader(h Header) error {
	if h.ID != "" {
		if err := CheckID(h.ID); err != nil {
			return fmt.Errorf("the header's id %w (an id is its file's name without .jsonl)", err)
		}
	}
	if h.Game != "" && !plainName(h.Game) {
		return fmt.Errorf("the header's game %q is not a game's name: games are named with letters, digits, '.', '_' and '-' (container, boxes, minicontainers, rivalseas, bids)", h.Game)
	}
	if h.Edition != "" && !plainName(h.Edition) {
		return fmt.Errorf("the header's edition %q is not an edition's name: editions are named with letters, digits, '.', '_' and '-' (classic, offshore)", h.Edition)
	}
	for i, p := range h.Players {
		if err := seats.CheckText(p, "names"); err != nil {
			return fmt.Errorf("the header's player %d: %w", i+1, err)
		}
	}
	return nil
}

// Printable is s as it can be printed on a terminal: each control
// character and text-direction control (what seats.CheckText refuses)
// written as its Go escape ("a\x1b[31m" shows as `a\x1b[31m`, U+202E
// as `\u202e`), everything else as it is. For what reading a journal does
// not check: a file's name, and messages that quote one.
func Printable(s string) string {
	if seats.CheckText(s, "") == nil {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if seats.CheckText(string(r), "") == nil {
			b.WriteRune(r)
			continue
		}
		q := strconv.QuoteRune(r) // '\x1b', '\u202e', '\ufffd' for bad UTF-8
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}

// FieldProblem words an error from decoding JSON into a Go value for
// people: a value of the wrong kind names the field by its JSON name and
// the kind it takes ("seed: a whole number, 0 or more, not the number
// -1"), a time that does not read says the form it takes; other errors
// lose Go's "json: " prefix. For the header and the options of a
// journal, which people may edit by hand.
func FieldProblem(err error) string {
	var te *json.UnmarshalTypeError
	var pe *time.ParseError
	switch {
	case errors.As(err, &te):
		field := te.Field
		if i := strings.LastIndex(field, "."); i >= 0 {
			field = field[i+1:]
		}
		if field == "" {
			field = "the value"
		}
		return fmt.Sprintf("%s: %s, not %s", field, kindWords(te.Type), valueWords(te.Value))
	case errors.As(err, &pe):
		return fmt.Sprintf("%q is not a time: times are written as 2026-11-29T17:45:01Z (RFC 3339)", pe.Value)
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if f, ok := strings.CutPrefix(msg, "unknown field "); ok {
		return "unknown field " + f + " (a field this tallyman does not know: the file was edited, or written by a newer tallyman)"
	}
	return msg
}

// kindWords says what a value of type t is, for people.
func kindWords(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number, 0 or more"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "text in quotes"
	case reflect.Slice, reflect.Array:
		return "a list [...]"
	case reflect.Map, reflect.Struct:
		return "an object {...}"
	case reflect.Pointer:
		return kindWords(t.Elem())
	}
	return "another kind of value"
}

// valueWords names the kind of JSON value json.UnmarshalTypeError.Value
// holds ("number -1", "string", "array"); a number keeps its digits.
func valueWords(v string) string {
	if n, ok := strings.CutPrefix(v, "number "); ok {
		return "the number " + n
	}
	switch v {
	case "string":
		return "text"
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "bool":
		return "true or false"
	}
	if v != "" && unicode.IsLetter(rune(v[0])) {
		return "a " + v
	}
	return v
}
