package session

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestRunTableSays: what runTable tells the table for each way play ends,
// and what it returns (quit is not an error for the command). Esc where
// it leaves says what quit and Ctrl-C say (it said "Stopped (aborted)").
func TestRunTableSays(t *testing.T) {
	boom := errors.New("disk full")
	for _, c := range []struct {
		err     error
		want    string
		wantErr error
	}{
		{nil, "", nil},
		{ErrQuit, "Saved. Resume with:\ntallyman resume g-1\n", nil},
		{fmt.Errorf("at the bid: %w", ErrQuit), "Saved. Resume with:\ntallyman resume g-1\n", nil},
		{prompt.ErrInterrupted, "\nSaved. Resume with:\ntallyman resume g-1\n", prompt.ErrInterrupted},
		{prompt.ErrInputClosed, "\nStopped (input ended). Every move so far is saved; resume with:\ntallyman resume g-1\n", prompt.ErrInputClosed},
		{prompt.ErrAborted, "\nSaved. Resume with:\ntallyman resume g-1\n", prompt.ErrAborted},
		{boom, "\nStopped. Every move so far is saved; resume with:\ntallyman resume g-1\n", boom},
	} {
		var out strings.Builder
		err := RunTable(&out, "tallyman resume g-1", func() error { return c.err })
		if out.String() != c.want || !errors.Is(err, c.wantErr) || (c.wantErr == nil) != (err == nil) {
			t.Errorf("%v: said %q, returned %v; want %q, %v", c.err, out.String(), err, c.want, c.wantErr)
		}
	}
}
