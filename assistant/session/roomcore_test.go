package session

import (
	"fmt"
	"slices"
	"testing"

	"tallyman/assistant/phones"
)

// TestViewsCarryTheLatestLinesOfTheLog: every move's line is kept (10
// moves, 10 lines), a view carries the latest phones.LogLines of them
// and counts the others, and the whole log is there for a page that asks
// for it.
func TestViewsCarryTheLatestLinesOfTheLog(t *testing.T) {
	r := countingRoom(t)
	var want []string
	for m := 1; m <= 10; m++ {
		if _, err := r.Do(m); err != nil {
			t.Fatal(err)
		}
		want = append(want, fmt.Sprintf("added %d", m))
		r.Mu.Lock()
		log, earlier := r.Latest()
		r.Mu.Unlock()
		from := max(m-phones.LogLines, 0)
		if !slices.Equal(log, want[from:]) || earlier != from {
			t.Fatalf("after %d moves: a view's log %q with %d earlier; want %q with %d", m, log, earlier, want[from:], from)
		}
	}
	if got := r.WholeLog(); !slices.Equal(got, want) {
		t.Fatalf("the whole log %q, want %q", got, want)
	}
}
