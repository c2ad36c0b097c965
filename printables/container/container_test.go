package container

import (
	_ "image/png"
	"reflect"
	"strings"
	"testing"

	"tallyman/engines/container"
	"tallyman/printables/pdfkit"
)

// TestEngineNumbers: the numbers the aids print, worked out by hand from
// container.txt, come out of the engine's table and methods.
func TestEngineNumbers(t *testing.T) {
	fc, fn := factoryCosts(container.Classic)
	wc, wn := warehouseCosts(container.Classic)
	tests := []struct {
		name      string
		got, want []string
	}{
		{"factory costs", fc, []string{"$6", "$9", "$12"}},
		{"factory ordinals", fn, []string{"2nd", "3rd", "4th"}},
		{"warehouse costs", wc, []string{"$4", "$5", "$6", "$7"}},
		{"warehouse ordinals", wn, []string{"2nd", "3rd", "4th", "5th"}},
		{"card values", cardValues(), []string{"$10", "$5/$10", "$6", "$4", "$2"}},
	}
	for _, tc := range tests {
		if !reflect.DeepEqual(tc.got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
}

// TestSeizureCounts pins the aid's two typed counts to the engine: a player
// who cannot pay one loan's interest loses one island container; with an
// empty island, two store containers, the warehouse store first.
func TestSeizureCounts(t *testing.T) {
	s, _, err := container.Setup([]string{"Ann", "Bob", "Cy"}, container.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	next := (s.Current + 1) % 3
	for _, tc := range []struct {
		name                string
		island              container.Counts
		warehouse           int
		wantIsland, wantWhs int
	}{
		{"island", container.Counts{container.Orange: 3}, 3, 3 - seizeIsland, 3},
		{"stores", container.Counts{}, 3, 0, 3 - seizeStores},
	} {
		st := s.Clone()
		p := &st.Players[next]
		p.Loans, p.Cash, p.Island = 1, 0, tc.island
		p.Warehouses = 3
		p.WarehouseStore = nil
		for range tc.warehouse {
			p.WarehouseStore = append(p.WarehouseStore, container.Lot{Color: container.Tan, Price: 3})
		}
		after, _, err := container.Apply(st, container.Move{Type: container.EndTurn, Player: st.Current})
		if err != nil {
			t.Fatal(err)
		}
		q := after.Players[next]
		if q.Island.Total() != tc.wantIsland || len(q.WarehouseStore) != tc.wantWhs {
			t.Errorf("%s: island %d, warehouse store %d; want %d and %d", tc.name, q.Island.Total(), len(q.WarehouseStore), tc.wantIsland, tc.wantWhs)
		}
	}
}

// TestDemoReportData: the report of the shipped demo game, worked out by
// hand from assistant/container/demo/container.jsonl (turns counted from the
// turn-ending moves; cargo from the seller's purchases since the last
// sailing) and the final scores in assistant's TestDemoJournal.
func TestDemoReportData(t *testing.T) {
	states, moves := demoGame(t)
	rep, err := ReportOf(states, moves)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Turns != 57 || !reflect.DeepEqual(rep.Players, []string{"Ann", "Bob", "Cleo"}) {
		t.Errorf("turns %d, players %v", rep.Turns, rep.Players)
	}
	totals := map[string]int{}
	for _, l := range rep.Result.Players {
		totals[l.Name] = l.Total
	}
	if !reflect.DeepEqual(totals, map[string]int{"Ann": 64, "Bob": 78, "Cleo": 45}) {
		t.Errorf("totals %v", totals)
	}
	// Cash: $20 as turn 1 began, a point per turn and one at the end: the
	// final cash of the demo's last state (Ann $32, Bob $4, Cleo $43).
	for i, final := range []int{32, 4, 43} {
		c := rep.Cash[i]
		if len(c) != 58 || c[0] != 20 || c[len(c)-1] != final {
			t.Errorf("%s: %d points, first %d, last %d", rep.Players[i], len(c), c[0], c[len(c)-1])
		}
	}
	type row struct {
		turn, seller, winner, price int
		cargo                       container.Counts
		bids, extras                map[int]int
		outcome                     AuctionOutcome
	}
	want := []row{
		{24, 1, 0, 10, container.Counts{container.White: 3}, map[int]int{0: 10, 2: 6}, nil, Accepted},
		{25, 2, 1, 10, container.Counts{container.Tan: 4}, map[int]int{0: 2, 1: 10}, nil, Accepted},
		{26, 0, 1, 11, container.Counts{container.Brown: 3}, map[int]int{1: 10, 2: 10}, map[int]int{1: 1, 2: 0}, Accepted},
		{37, 2, 1, 11, container.Counts{container.Brown: 1, container.Tan: 1, container.Black: 1}, map[int]int{0: 8, 1: 11}, nil, Accepted},
		{45, 1, 2, 10, container.Counts{container.Tan: 2, container.Black: 1}, map[int]int{0: 7, 2: 10}, nil, Accepted},
		{50, 0, 1, 12, container.Counts{container.White: 3, container.Black: 1}, map[int]int{1: 12, 2: 10}, nil, Accepted},
		{55, 2, 0, 11, container.Counts{container.Brown: 1, container.Tan: 2}, map[int]int{0: 11, 1: 5}, nil, Accepted},
	}
	if len(rep.Auctions) != len(want) {
		t.Fatalf("%d auctions, want %d", len(rep.Auctions), len(want))
	}
	for i, w := range want {
		a := rep.Auctions[i]
		got := row{a.Turn, a.Seller, a.Winner, a.Price, a.Cargo, a.Bids, a.Extras, a.Outcome}
		if !reflect.DeepEqual(got, w) {
			t.Errorf("auction %d: got %+v\nwant %+v", i+1, got, w)
		}
	}
	// An unfinished game has no report.
	if _, err := ReportOf(states[:10], moves[:9]); err == nil || !strings.Contains(err.Error(), "not over") {
		t.Errorf("unfinished game: %v", err)
	}
}

// TestAuctionOutcomes: a rejection and an all-$0 auction, played through
// the engine: Bob sails 2 orange to the island; Cy bids $5 and Ann $3, Bob
// rejects and pays $5; then Cy sails 1 tan, everyone bids $0 and Cy keeps
// it free.
func TestAuctionOutcomes(t *testing.T) {
	s, _, err := container.Setup([]string{"Ann", "Bob", "Cy"}, container.Options{DealCards: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Current, s.Turn = 1, 3
	s.Players[1].Ship.Cargo = container.Counts{container.Orange: 2}
	s.Players[2].Ship.Cargo = container.Counts{container.Tan: 1}
	states := []*container.State{s}
	var moves []container.Move
	do := func(m container.Move) {
		t.Helper()
		next, _, err := container.Apply(states[len(states)-1], m)
		if err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
		states = append(states, next)
		moves = append(moves, m)
	}
	do(container.Move{Type: container.SailIsland, Player: 1})
	do(container.Move{Type: container.Bid, Player: 2, Amount: 5})
	do(container.Move{Type: container.Bid, Player: 0, Amount: 3})
	do(container.Move{Type: container.Reject, Player: 1})
	do(container.Move{Type: container.SailIsland, Player: 2})
	do(container.Move{Type: container.Bid, Player: 0, Amount: 0})
	do(container.Move{Type: container.Bid, Player: 1, Amount: 0})
	got := containerAuctions(states, moves)
	want := []Auction{
		{Turn: 3, Seller: 1, Cargo: container.Counts{container.Orange: 2}, Bids: map[int]int{0: 3, 2: 5}, Winner: 2, Price: 5, Outcome: Rejected},
		{Turn: 4, Seller: 2, Cargo: container.Counts{container.Tan: 1}, Bids: map[int]int{0: 0, 1: 0}, Winner: -1, Price: 0, Outcome: Free},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

// TestProblems: a name too long for its space is shortened and reported; a
// name with characters no font has (Gothic letters, beyond U+FFFF) is
// reported with what it prints as; an empty document is an error.
func TestProblems(t *testing.T) {
	d := New(pdfkit.A4, "t")
	d.ScorePad([]string{"Ann", "Bob", "Cy", "Dee", strings.Repeat("Bartholomew", 4)}, "")
	d.Aids([]string{"𐌰𐌽𐌽𐌰"})
	p := strings.Join(d.Problems(), "\n")
	for _, want := range []string{"BartholomewBartholomew", "was shortened", `the name "𐌰𐌽𐌽𐌰" prints as "????" with "seat 1" beside it`, "the PDF's fonts lack Gothic letters"} {
		if !strings.Contains(p, want) {
			t.Errorf("problems lack %q:\n%s", want, p)
		}
	}
	if _, err := New(pdfkit.A4, "empty").Bytes(); err == nil {
		t.Error("a document with no page was written")
	}
	if err := New(pdfkit.A4, "t").JoinCards("Container", nil, ""); err == nil {
		t.Error("join cards for nobody")
	}
}
