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

// TestErrorLinesKeepACommandWhole: a command on a line of its own in the
// error ("Start one with:" over it) is kept whole at any width, the
// folder with spaces not broken; the words around it are wrapped.
func TestErrorLinesKeepACommandWhole(t *testing.T) {
	err := errors.New("no Mini Containers game saved in /home/ann/My Board Games: start one with:\ntallyman new minicontainers --dir '/home/ann/My Board Games'")
	want := "tallyman: no Mini Containers game saved in\n/home/ann/My Board Games: start one with:\ntallyman new minicontainers --dir '/home/ann/My Board Games'"
	if got := errorLines(err, 50); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
