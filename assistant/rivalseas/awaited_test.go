package rivalseas

import (
	"math/rand/v2"
	"strings"
	"testing"

	rs "tallyman/engines/rivalseas"
)

// testersRoom is the room of the tester's game before its first move: 4
// players with the longest names in three scripts, the demo tiles, seed
// 78 (with the moves of rand 78, 1 it ends in a tie on VP).
func testersRoom(t *testing.T) *Room {
	t.Helper()
	b := rs.DefaultBoard()
	opts, err := TileOptions(b, "demo", nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(t.TempDir(), []string{"Zoë", "李雷", "عائشة", "Maximiliana Wolkenstein-Oberhausen Ürdal"}, b, opts, 78)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	return NewRoom(g)
}

// tvGame is the tester's game: 4 players with the longest names, the demo
// tiles, seed 78, played by the engine's random moves (rand 78, 1) until
// stop says so.
func tvGame(t *testing.T, stop func(before, now *rs.State) bool) *Room {
	t.Helper()
	r := testersRoom(t)
	rnd := rand.New(rand.NewPCG(78, 1))
	for i := 0; r.State().Phase != rs.PhaseOver; i++ {
		if i == 3000 {
			t.Fatal("no end after 3000 moves")
		}
		before := r.State()
		if _, err := r.Do(rs.RandomMove(before, rnd)); err != nil {
			t.Fatal(err)
		}
		if stop(before, r.State()) {
			break
		}
	}
	return r
}

// TestRivalLastMoveIsWhatWasDone: when the company payout waits for a
// CEO's dividend (rival-seas.txt 6, "Company Payout" step 2), the latest
// moves say only what was done (the wage paid), never the dividend as if
// declared, nor "X's turn" as a move; whose turn it is and what is
// awaited read as awaited.
func TestRivalLastMoveIsWhatWasDone(t *testing.T) {
	r := tvGame(t, func(_, now *rs.State) bool { return now.Pending != nil && now.Pending.Kind == rs.PendingDividend })
	s := r.State()
	pd := s.Pending
	if pd == nil || pd.Kind != rs.PendingDividend {
		t.Fatal("no dividend was asked")
	}
	pub := r.Public()
	for _, l := range r.WholeLog() {
		if strings.Contains(l, "declares a dividend of 0 to") || strings.Contains(l, "'s turn: in last position") || l == "" {
			t.Errorf("the log says what is awaited as done: %q", l)
		}
	}
	if last := pub.Log[len(pub.Log)-1]; !strings.Contains(last, "wage") {
		t.Errorf("last move %q, want the wage the CEO was paid", last)
	}
	want := "waiting for " + s.Name(pd.Player) + ", CEO of " + s.CompanyName(pd.Company.Index()) + ", to declare a dividend of 0 to"
	if !strings.Contains(pub.Turn, want) {
		t.Errorf("turn %q, want %q", pub.Turn, want)
	}
}
