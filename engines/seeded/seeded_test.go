package seeded

import "testing"

// TestRand: the same seed and draw give the same numbers (a replay is
// exact); another draw or seed gives others.
func TestRand(t *testing.T) {
	seq := func(seed, draw uint64) [4]uint64 {
		r := Rand(seed, draw)
		return [4]uint64{r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64()}
	}
	if seq(42, 3) != seq(42, 3) {
		t.Fatal("same seed and draw differ")
	}
	for _, other := range [][2]uint64{{42, 4}, {43, 3}, {0, 0}} {
		if seq(42, 3) == seq(other[0], other[1]) {
			t.Errorf("seed 42 draw 3 equals seed %d draw %d", other[0], other[1])
		}
	}
}
