package session

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/journal"
)

// TestLineErrorSaysHowToResumeFromTheMoveBefore: a line that does not
// replay says which lines to move out of the file to resume from the move
// before it: that line to the file's last line, that line alone when it is
// the last, and "the lines after it" when the last is not known.
func TestLineErrorSaysHowToResumeFromTheMoveBefore(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name       string
		line, last int
		want       string
	}{
		{"in the middle", 12, 40, "to resume from the move before it, move lines 12-40 out of the file into another"},
		{"the last line", 40, 40, "to resume from the move before it, move line 40 out of the file into another"},
		{"the last line not known", 12, 0, "to resume from the move before it, move line 12 and the lines after it out of the file into another"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			le := &LineError{Line: tc.line, Last: tc.last, Err: errors.New("rule: no")}
			if got := le.Recovery(); got != tc.want {
				t.Errorf("Recovery() = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestReplayNamesTheRefusedLineAndTheLast: ReplaySession's LineError for
// a move the rules refuse in the middle of a journal (line 3 of 4: the
// header, +2, -1, +5) has that line and the file's last; WithRecovery
// adds how to resume to it, still a *LineError underneath, and leaves
// another error as it is.
func TestReplayNamesTheRefusedLineAndTheLast(t *testing.T) {
	t.Parallel()
	var entries []journal.Entry
	for _, m := range []int{2, -1, 5} {
		entries = append(entries, journal.Entry{Move: []byte(fmt.Sprint(m))})
	}
	_, err := ReplaySession(counting, &journal.Loaded{Header: journal.Header{Game: "counting"}, Entries: entries})
	var le *LineError
	if !errors.As(err, &le) || le.Line != 3 || le.Last != 4 {
		t.Fatalf("ReplaySession: %#v, want line 3 of 4", err)
	}
	got := WithRecovery(fmt.Errorf("game.jsonl: %w", err))
	want := "game.jsonl: line 3: rule: add at least 1; to resume from the move before it, move lines 3-4 out of the file into another"
	if got.Error() != want || !errors.As(got, &le) {
		t.Errorf("WithRecovery: %q, want %q", got, want)
	}
	if other := errors.New("no such file"); WithRecovery(other) != other {
		t.Errorf("WithRecovery changed an error with no line")
	}
	if strings.Contains(le.Error(), "resume") {
		t.Errorf("the LineError itself carries the advice: %q", le.Error())
	}
}
