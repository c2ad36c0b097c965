package prompt

import "testing"

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
