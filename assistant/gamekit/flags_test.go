package gamekit

import (
	"slices"
	"testing"
)

// TestSplitNames: --players as every command reads it (new for each game,
// bids): commas split, spaces around a name dropped, nothing given is no
// names.
func TestSplitNames(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"Ann", []string{"Ann"}},
		{"Ann,Bob,Cy", []string{"Ann", "Bob", "Cy"}},
		{" Ann , Bob,Cy ", []string{"Ann", "Bob", "Cy"}},
		{"Ann,,Bob", []string{"Ann", "", "Bob"}}, // an empty name is left for the game to refuse
	} {
		if got := SplitNames(c.in); !slices.Equal(got, c.want) || (c.want == nil) != (got == nil) {
			t.Errorf("SplitNames(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
