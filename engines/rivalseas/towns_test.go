package rivalseas

import (
	"strings"
	"testing"
)

// TestTownCountOfUntranscribedTiles: the standard board (4 sea tiles, 4
// companies with 2 demand markers each: 8 markers) takes 4 to 6 towns,
// one a tile at least and two markers left in the demand slots
// (rival-seas.txt 5.3, Advertise); towns typed without commas read as
// one town and are refused.
func TestTownCountOfUntranscribedTiles(t *testing.T) {
	t.Parallel()
	b := DefaultBoard()
	if least, most := b.TownRange(); least != 4 || most != 6 {
		t.Fatalf("TownRange() = %d, %d; want 4, 6", least, most)
	}
	for _, tc := range []struct {
		towns []string
		want  string // "": accepted
	}{
		{[]string{"Port Aven Lundy Stowe Melmouth"}, `1 town ("Port Aven Lundy Stowe Melmouth"), but your 4 sea tiles show 4 to 6 towns`},
		{[]string{"A", "B", "C"}, "3 towns"},
		{[]string{"A", "B", "C", "D"}, ""},
		{[]string{"A", "B", "C", "D", "E", "F"}, ""},
		{[]string{"A", "B", "C", "D", "E", "F", "G"}, "7 towns (\"A\", \"B\", \"C\", \"D\", \"E\", \"F\", \"G\"), but 6 at most: of the 8 demand markers"},
	} {
		err := b.CheckTownCount(tc.towns)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q: %v; want accepted", tc.towns, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: %v; want %q", tc.towns, err, tc.want)
		}
	}
}
