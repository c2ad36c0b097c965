package gamekit

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"
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
		if got := ErrorLines(err, tc.width, nil, nil); got != tc.want {
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
	if got := ErrorLines(err, 50, nil, nil); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestErrorLinesKeepPathsAndCommandsWhole: a path or a command to copy in
// an error is never broken, not inside (a path wider than the terminal
// was cut by a new line at its edge) nor at its spaces (a folder with
// spaces given with --dir, macOS's usual folder, a path a system error
// names, a quoted argument); whole on a line of its own when it does not
// fit, the words around it wrapped at spaces. A command in the middle of
// a line runs to its end, or to where the words go on after a comma or
// a bracket.
func TestErrorLinesKeepPathsAndCommandsWhole(t *testing.T) {
	long := "/tmp/" + strings.Repeat("abcdefghij", 5) + "/games"
	mac := "/Users/ann/Library/Application Support/tallyman"
	commands := []string{"new", "resume", "bids"}
	for _, tc := range []struct {
		name  string
		err   error
		known []string
		width int
		want  string
	}{
		{"a path wider than the terminal", errors.New("there is no folder " + long + ": give --dir the folder of saved games"), nil, 40,
			"tallyman: there is no folder\n" + long + ":\ngive --dir the folder of saved games"},
		{"a folder with spaces the run knows", errors.New("no game in " + mac + " can be loaded (see tallyman games)"), []string{mac}, 40,
			"tallyman: no game in\n" + mac + "\ncan be loaded (see tallyman games)"},
		{"a path with spaces a system error names", fmt.Errorf("cannot save: %w", &fs.PathError{Op: "open", Path: "/home/ann/My Board Games/x.seats", Err: syscall.EACCES}), nil, 45,
			"tallyman: cannot save: open\n/home/ann/My Board Games/x.seats: permission\ndenied"},
		{"a quoted path", errors.New(`--resume "/home/ann/My Board Games/log 1.jsonl": no such log`), nil, 30,
			"tallyman: --resume\n\"/home/ann/My Board Games/log 1.jsonl\":\nno such log"},
		{"a command at a line's end", errors.New("if that computer is gone for good, take the game over here: tallyman resume boxes-1 --dir /tmp/x --take-over"), nil, 50,
			"tallyman: if that computer is gone for good, take\nthe game over here:\ntallyman resume boxes-1 --dir /tmp/x --take-over"},
		{"a command the words go on after", errors.New(`nothing can be carried on: to start anew, tallyman bids --players "Ann,Bob,Cy" --max 50 (the log stays as it is)`), nil, 51,
			"tallyman: nothing can be carried on: to start anew,\ntallyman bids --players \"Ann,Bob,Cy\" --max 50 (the\nlog stays as it is)"},
		{"tallyman in words is no command", errors.New("the game is open in another tallyman (process 42 on this computer, since 18:05): go on playing there"), nil, 40,
			"tallyman: the game is open in another\ntallyman (process 42 on this computer,\nsince 18:05): go on playing there"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ErrorLines(tc.err, tc.width, tc.known, commands); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}
