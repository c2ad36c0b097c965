package main

import (
	"errors"
	"testing"
)

// TestErrorLinesWrapAtSpaces: the error that ends the program is broken
// at spaces to the terminal's width, never inside a word (at 60 columns
// the terminal cut "has 41 cha" / "racters"); to a file or a pipe
// (width 0) it stays one line.
func TestErrorLinesWrapAtSpaces(t *testing.T) {
	err := errors.New(`player 1's name "aaaaaaaaaaaaaaaaaaaa…" has 41 characters: names have at most 40`)
	for _, tc := range []struct {
		width int
		want  string
	}{
		{60, "tallyman: player 1's name \"aaaaaaaaaaaaaaaaaaaa…\" has 41\ncharacters: names have at most 40"},
		{0, "tallyman: player 1's name \"aaaaaaaaaaaaaaaaaaaa…\" has 41 characters: names have at most 40"},
	} {
		if got := errorLines(err, tc.width); got != tc.want {
			t.Errorf("%d columns: got\n%s\nwant\n%s", tc.width, got, tc.want)
		}
	}
}
