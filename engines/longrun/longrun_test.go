package longrun

import "testing"

// TestCount: the default count unless TALLYMAN_LONG asks for the long
// run; "0" and "" do not.
func TestCount(t *testing.T) {
	for _, tc := range []struct {
		env  string
		want int
	}{
		{"", 30},
		{"0", 30},
		{"1", 200},
		{"yes", 200},
	} {
		t.Setenv(Env, tc.env)
		if got := Count(30, 200); got != tc.want {
			t.Errorf("%s=%q: Count(30, 200) = %d, want %d", Env, tc.env, got, tc.want)
		}
	}
}
