package seats

import (
	"strings"
	"testing"
)

func TestCheckNames(t *testing.T) {
	tests := []struct {
		names []string
		want  string // "" for no error
	}{
		{[]string{"Ann", "Bob", "Zoë"}, ""},
		{[]string{"Ann", "  ", "Bob"}, "player 2 has no name"},
		{[]string{"Ann", "Bob", " ann "}, `two players are called "ann": names must differ`},
	}
	for _, tc := range tests {
		err := CheckNames(tc.names)
		if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%q: %v, want %q", tc.names, err, tc.want)
		}
	}
}
