package prompt

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestWrapAtSpacesKeepsIdsWhole: text is broken at spaces only, so a
// game's id stays on one line to be copied (ansi's word wrap broke
// "boxes-20260321-190000-0004" after "boxes-20260321-": a tester's,
// 2026-12-02); indentation and line breaks stay; a word wider than the
// width alone is broken inside it.
func TestWrapAtSpacesKeepsIdsWhole(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text  string
		width int
		want  string
	}{
		{"Left out: boxes-20260321-190000-0004 (not over).", 30, "Left out:\nboxes-20260321-190000-0004\n(not over)."},
		{"one two three", 7, "one two\nthree"},
		{"one two three", 13, "one two three"},
		{"  indented line\nnext", 20, "  indented line\nnext"},
		{"abcdefghij xy", 4, "abcd\nefgh\nij\nxy"},
		{"李小龍 李小龍", 10, "李小龍\n李小龍"},
		{"", 10, ""},
	}
	for _, tc := range tests {
		if got := WrapAtSpaces(tc.text, tc.width); got != tc.want {
			t.Errorf("WrapAtSpaces(%q, %d) = %q, want %q", tc.text, tc.width, got, tc.want)
		}
	}
}

// TestQuitAsANameAsksWhich: in a setup, "quit" (any case) typed as a
// player's name asks "End setting up, or is Quit player N's name?":
// ending (by number, by word, or quit again) gives ErrQuit; taking it as
// the name keeps it as typed, checked as any name (a second Quit is
// taken, and the seat is asked again). quit ended the setup at once, so
// a player called Quit could not be entered. Accessible mode, piped.
func TestQuitAsANameAsksWhich(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in string
		want     []string
		quit     bool
		said     string
	}{
		{"end by number", "Ann\nquit\n1\n", nil, true, "End setting up, or is quit player 2's name?"},
		{"end by word", "QUIT\nend\n", nil, true, "1. End setting up (no game is created)"},
		{"quit again", "Ann\n Quit \nquit\n", nil, true, "2. Quit is player 2's name"},
		{"a name, by number", "Ann\n Quit \n2\nBob\n\n", []string{"Ann", "Quit", "Bob"}, false, "Player 3 name:"},
		{"a name, by word", "quit\nname\nBob\n\n", []string{"quit", "Bob"}, false, "Player 2 name:"},
		{"a second Quit is taken", "Quit\n2\nquit\n2\nBob\n\n", []string{"Quit", "Bob"}, false, "Not accepted: Quit is taken: names must differ.\nPlayer 2 name:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var out strings.Builder
			p := NewPrompter(strings.NewReader(tc.in), &out, true)
			done := p.Setup()
			names, err := AskNames(p, "Boxes", 2, 5, "Seating order, clockwise.")
			done()
			if tc.quit != errors.Is(err, ErrQuit) || !tc.quit && err != nil {
				t.Fatalf("err %v, want quit %v\n%s", err, tc.quit, out.String())
			}
			if !slices.Equal(names, tc.want) {
				t.Errorf("names %q, want %q", names, tc.want)
			}
			if !strings.Contains(out.String(), tc.said) {
				t.Errorf("want %q said:\n%s", tc.said, out.String())
			}
		})
	}
}
