package bench

import (
	"testing"
	"time"
)

// TestQuantileIsTheNearestRank: the q-th percentile of n lots is the
// ceil(q n / 100)-th fastest, so the p99 of 3,000 lots is the 2,970th
// fastest (the 31st slowest), and of 100 lots the 99th.
func TestQuantileIsTheNearestRank(t *testing.T) {
	ms := func(n int) []time.Duration {
		d := make([]time.Duration, n)
		for i := range d {
			d[n-1-i] = time.Duration(i+1) * time.Millisecond // slowest first
		}
		return d
	}
	for _, c := range []struct {
		n, q int
		want time.Duration
	}{
		{100, 90, 90 * time.Millisecond},
		{100, 98, 98 * time.Millisecond},
		{100, 99, 99 * time.Millisecond},
		{3000, 99, 2970 * time.Millisecond},
		{10, 99, 10 * time.Millisecond},
		{1, 50, time.Millisecond},
	} {
		if got := quantile(ms(c.n), c.q); got != c.want {
			t.Errorf("p%d of 1..%d ms = %v, want %v", c.q, c.n, got, c.want)
		}
	}
	if m, p := stats(ms(4)); m != 2500*time.Microsecond || p != 4*time.Millisecond {
		t.Errorf("stats of 1..4 ms = %v, %v; want 2.5ms (between the middle two), 4ms", m, p)
	}
}
