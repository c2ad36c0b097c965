package gamekit

import (
	"fmt"
	"slices"
	"strings"
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

// TestPhoneFlagsCheckTheAddressFirst: --ip must be an address of this
// laptop (the links carry it), and it is checked with the flags, before a
// game asks anything or saves a move; 198.51.100.77 (RFC 5737) is nobody's,
// 127.0.0.1 always this machine's; with --no-phones the address is unused.
func TestPhoneFlagsCheckTheAddressFirst(t *testing.T) {
	for _, tc := range []struct {
		flags PhoneFlags
		want  string
	}{
		{PhoneFlags{IP: "198.51.100.77"}, "--ip 198.51.100.77 is not an address of this laptop"},
		{PhoneFlags{IP: "laptop"}, `--ip "laptop" is not an IP address`},
		{PhoneFlags{Port: 70000}, "--port must be 0 (any free port) or 1-65535, not 70000"},
		{PhoneFlags{IP: "127.0.0.1"}, ""},
		{PhoneFlags{IP: "198.51.100.77", Off: true}, ""},
	} {
		_, err := tc.flags.Options()
		if got := fmt.Sprint(err); (tc.want == "" && err != nil) || (tc.want != "" && !strings.Contains(got, tc.want)) {
			t.Errorf("%+v: %v, want %q", tc.flags, err, tc.want)
		}
	}
}
