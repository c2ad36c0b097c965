package assistant

import (
	"bytes"
	"strings"
	"testing"
)

// TestSelectByWord: an accessible numbered menu takes the option's number
// or the start of exactly one label ("undo", "Save"); an answer matching
// two labels, or none, is asked again (huh repeats the question), and the
// next line is then read as the answer.
func TestSelectByWord(t *testing.T) {
	opts := []Option[string]{
		{Label: "Raise the bid", Value: "raise"},
		{Label: "Pass", Value: "pass"},
		{Label: "Undo the last move", Value: "undo"},
		{Label: "Save and quit", Value: "quit"},
	}
	for _, tc := range []struct {
		input, want string
	}{
		{"3\n", "undo"},
		{"undo\n", "undo"},
		{"UNDO\n", "undo"},
		{"  save \n", "quit"},
		{"pa\n", "pass"},
		{"r\n", "raise"},
		{"zzz\n2\n", "pass"},
		{"\n4\n", "quit"},
	} {
		var out bytes.Buffer
		p := NewPrompter(strings.NewReader(tc.input), &out, true)
		got, err := Select(p, "Your move", opts)
		if err != nil || got != tc.want {
			t.Errorf("input %q: got %q, %v; want %q\n%s", tc.input, got, err, tc.want, out.String())
		}
	}
	// After the menu, a plain question gets the word as typed.
	p := NewPrompter(strings.NewReader("undo\nundo\n"), &bytes.Buffer{}, true)
	if _, err := Select(p, "Your move", opts); err != nil {
		t.Fatal(err)
	}
	if got, err := p.Input("Note", "", nil); err != nil || got != "undo" {
		t.Errorf("input after a menu: %q, %v", got, err)
	}
}
