package rivalseas

import "testing"

// TestPlural: a count and its noun read as a player says them (issue 13
// item 14: "1 container(s)", "1 containers per action").
func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		n    int
		noun string
		want string
	}{
		{1, "container", "1 container"},
		{2, "container", "2 containers"},
		{0, "container", "0 containers"},
		{1, "navigation point", "1 navigation point"},
		{3, "navigation point", "3 navigation points"},
		{1, "time unit", "1 time unit"},
		{2, "credit", "2 credits"},
		{1, "hex", "1 hex"},
		{4, "hex", "4 hexes"},
		{2, "VP", "2 VP"},
		{2, "free cargo slot", "2 free cargo slots"},
		{-1, "credit", "-1 credit"},
	} {
		if got := Plural(tc.n, tc.noun); got != tc.want {
			t.Errorf("Plural(%d, %q) = %q, want %q", tc.n, tc.noun, got, tc.want)
		}
	}
}
