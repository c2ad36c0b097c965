package scorefile

import "testing"

func TestError(t *testing.T) {
	tests := []struct {
		problems []Problem
		want     string
	}{
		{[]Problem{{Player: "Ann", Field: "loans", Problem: "3 is more than 2"}}, "score file: Ann: loans: 3 is more than 2"},
		{[]Problem{{Field: "edition", Problem: "missing"}, {Player: "player 2", Problem: "not an object"}},
			"score file: 2 problems:\n  edition: missing\n  player 2: not an object"},
	}
	for _, tc := range tests {
		if got := (&Error{Problems: tc.problems}).Error(); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}
