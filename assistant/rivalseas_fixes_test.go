package assistant

import (
	"strings"
	"testing"

	rs "tallyman/engines/rivalseas"
)

// TestRivalQuickExtraWords: a quick entry that takes no arguments refuses
// words after it and says what it takes, instead of dropping them
// ("funding 5" once made a funding of 1 credit without a word).
func TestRivalQuickExtraWords(t *testing.T) {
	s, _, err := rs.Setup(nil, []string{"Ann", "Bob", "Cy"}, rs.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ line, want string }{
		{"funding 5", `funding takes nothing more, not "5": type funding alone`},
		{"fund 2 credits", `fund takes nothing more, not "2 credits": type funding alone`},
		{"dump all", `dump takes nothing more, not "all"`},
		{"deliver blue", `deliver takes nothing more, not "blue"`},
		{"end now", `end takes nothing more, not "now"`},
		{"pass 1", `pass takes nothing more, not "1": type end alone`},
		{"undo 2", `undo takes nothing more, not "2"`},
		{"quit now", `quit takes nothing more`},
		{"? x", `? takes nothing more, not "x": type help alone`},
	} {
		_, err := ParseRivalQuick(s, tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.line, err, tc.want)
		}
	}
	for _, line := range []string{"funding", "dump", "deliver", "end", "undo", "  quit  "} {
		if _, err := ParseRivalQuick(s, line); err != nil {
			t.Errorf("%q: %v", line, err)
		}
	}
}
