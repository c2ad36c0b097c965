package words

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ParseNumber reads a whole number as players type it: "350", "1,200",
// "350 ECU", "$5", "5 credits", "1 credit" (unit, when given, may be
// written before or after it, in any case, in the singular too). A comma
// is read only as a thousands separator in its place ("3,400",
// "1,200,000"); "1,00", "2,5", "1,,000", ",500" and "5,0,0" are refused,
// never read with the commas dropped.
func ParseNumber(v, unit string) (int, error) {
	s := strings.ToLower(strings.TrimSpace(v))
	if u := strings.ToLower(unit); u != "" {
		for _, u := range []string{u, strings.TrimSuffix(u, "s")} {
			if strings.HasPrefix(s, u) || strings.HasSuffix(s, u) {
				s = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(s, u), u))
				break
			}
		}
	}
	if strings.Contains(s, ",") {
		if !thousands(s) {
			return 0, errNotWhole
		}
		s = strings.ReplaceAll(s, ",", "")
	}
	n, err := strconv.Atoi(s)
	if errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(s, "-") {
		return 0, ErrFarTooLarge
	}
	return n, err
}

// errNotWhole is ParseNumber's error for commas out of place ("1,00").
var errNotWhole = errors.New("not a whole number")

// thousands reports whether s, holding a comma, is a whole number with
// thousands commas in their places: an optional sign, 1 to 3 digits,
// then groups of exactly 3 digits each after a comma.
func thousands(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	groups := strings.Split(s, ",")
	for i, g := range groups {
		if len(g) == 0 || len(g) > 3 || i > 0 && len(g) != 3 || strings.Trim(g, "0123456789") != "" {
			return false
		}
	}
	return true
}

// ErrFarTooLarge is ParseNumber's error for a whole number too large to
// read at all ("99999999999999999999"): it is a number, so the answer
// says it is far too large, not that it was not understood.
var ErrFarTooLarge = errors.New("far too large")

// NumberRefused says why v, which ParseNumber refused with err, is not
// taken, then what is allowed: "99999999999999999999 is far too large:
// type ..." (wrapping ErrFarTooLarge) or `"ten" is not a whole number:
// type ...`; Enter alone, only what is allowed ("Type a whole number
// from 0 to 40.").
func NumberRefused(v string, err error, allowed string) error {
	if errors.Is(err, ErrFarTooLarge) {
		return fmt.Errorf("%s is %w: %s", strings.TrimSpace(v), ErrFarTooLarge, allowed)
	}
	if strings.TrimSpace(v) == "" {
		return errors.New(Capital(allowed) + ".") // Enter alone: what is wanted
	}
	return fmt.Errorf("%q is not a whole number: %s", v, allowed)
}
