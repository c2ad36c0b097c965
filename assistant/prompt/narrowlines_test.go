package prompt

import (
	"errors"
	"strings"
	"testing"
)

// TestHiddenRefusalFitsThirtyColumns: a hidden answer refused on a
// terminal 30 columns wide (a value card's number, 1 to 5, typed 9) is
// said in lines of at most 30 columns broken at spaces, its note too;
// the terminal broke "whole numb" / "er from 1 to 5".
func TestHiddenRefusalFitsThirtyColumns(t *testing.T) {
	t.Parallel()
	var out strings.Builder
	p := NewPrompter(strings.NewReader("9\n3\n"), &out, true)
	p.TermWidth = 30
	v, err := AskHidden(p, "Ann, your card's number (1-5, hidden):", func(v string) error {
		if v != "3" {
			return errors.New("type a whole number from 1 to 5")
		}
		return nil
	})
	if v != "3" || err != nil {
		t.Fatalf("%q, %v", v, err)
	}
	want := "Not accepted: type a whole\nnumber from 1 to 5.\nThe hidden field is empty\nagain: type the whole answer.\n"
	if !strings.Contains(out.String(), want) {
		t.Errorf("no %q:\n%s", want, out.String())
	}
}
