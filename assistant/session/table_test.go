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
		err := RunTable(prompt.NewPrompter(nil, &out, true), nil, func() string { return "tallyman resume g-1" }, func() error { return c.err })
		if out.String() != c.want || !errors.Is(err, c.wantErr) || (c.wantErr == nil) != (err == nil) {
			t.Errorf("%v: said %q, returned %v; want %q, %v", c.err, out.String(), err, c.want, c.wantErr)
		}
	}
}

// TestRunTableKeepsThePlayersNamesWhole: in a sitting (RunTable) an
// accessible menu's option is wrapped with the players' names whole: at
// 60 columns 57 are left after "1. "; "Lend to the player on your left,"
// is 32 and the name 37 more with its space (69), so the whole name goes
// on the next line, under the option's text. Outside the sitting it is a
// name no more, and is broken at its spaces as any words: "Mary Ann"
// (41 with the start) fits on the first line.
func TestRunTableKeepsThePlayersNamesWhole(t *testing.T) {
	const mary = "Mary Ann Wolfeschlegelsteinhausenberg"
	opts := []prompt.Option[int]{{Label: "Lend to the player on your left, " + mary, Value: 1}}
	var out strings.Builder
	p := prompt.NewPrompter(strings.NewReader("1\n1\n"), &out, true)
	p.TermWidth = 60
	err := RunTable(p, []string{"Bob", mary}, func() string { return "tallyman resume g-1" }, func() error {
		_, err := prompt.Select(p, "Who lends?", opts)
		return err
	})
	if want := "1. Lend to the player on your left,\n   " + mary + "\n"; err != nil || !strings.Contains(out.String(), want) {
		t.Errorf("in the sitting: %v; no %q in\n%s", err, want, out.String())
	}
	out.Reset()
	if _, err := prompt.Select(p, "Who lends?", opts); err != nil {
		t.Fatal(err)
	}
	if want := "1. Lend to the player on your left, Mary Ann\n   Wolfeschlegelsteinhausenberg\n"; !strings.Contains(out.String(), want) {
		t.Errorf("after the sitting: no %q in\n%s", want, out.String())
	}
}
