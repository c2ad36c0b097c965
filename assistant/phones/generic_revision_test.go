package phones

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestGenericRoomPrivateRevisionMovesWithThePart: a seat's revision
// (SeatRevisions) moves at every change that alters its private part, so
// the server never keeps a stale one: a bid sealed in a round it does
// not complete moves the bidder's alone (the others' parts say the same
// as before), every other change moves every seat's, and a refused
// action none. Each step lists the seats whose revision moves, worked
// out from those rules; the test also checks that no seat's part changed
// while its revision stayed.
func TestGenericRoomPrivateRevisionMovesWithThePart(t *testing.T) {
	all := []int{0, 1, 2}
	open := step{kind: "start"}
	type move struct {
		step
		moved []int // the seats whose revision moves
	}
	tests := []struct {
		name   string
		runoff bool
		moves  []move
	}{
		{"a round of three: each bid its bidder's, the last reveals", true, []move{
			{open, all}, {bid(1, 7), []int{1}}, {bid(0, 10), []int{0}}, {bid(2, 3), all}}},
		{"a refused bid moves nothing", true, []move{
			{open, all}, {bid(0, 5), []int{0}}, {step{seat: 0, kind: "bid", n: 6, errMsg: "You have already sealed your bid for this round."}, nil},
			{step{seat: 1, kind: "bid", n: 51, errMsg: "Bids run from $0 to $50."}, nil}}},
		{"a tie, a runoff bid, the runoff won", true, []move{
			{open, all}, {bid(0, 10), []int{0}}, {bid(1, 10), []int{1}}, {bid(2, 3), all},
			{bid(1, 2), []int{1}}, {bid(0, 0), all}}},
		{"still tied: the laptop picks", true, []move{
			{open, all}, {bid(0, 10), []int{0}}, {bid(1, 10), []int{1}}, {bid(2, 3), all},
			{bid(1, 2), []int{1}}, {bid(0, 2), all}, {step{kind: "lpick", n: 1}, all}}},
		{"a sale: the seller picks on the phone", true, []move{
			{step{kind: "sale", n: 0}, all}, {bid(1, 10), []int{1}}, {bid(2, 10), all}, {bid(1, 1), []int{1}}, {bid(2, 1), all},
			{step{seat: 0, kind: "pick", n: 2}, all}}},
		{"a restart, then a new lot over the open one", true, []move{
			{open, all}, {bid(0, 5), []int{0}}, {step{kind: "restart"}, all}, {bid(0, 6), []int{0}}, {open, all}, {bid(2, 1), []int{2}}}},
		{"all zero", false, []move{
			{open, all}, {bid(0, 0), []int{0}}, {bid(1, 0), []int{1}}, {bid(2, 0), all}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, tc.runoff)
			state := func() (revs []uint64, parts []string) {
				for seat := range 3 {
					rev, ok := g.PrivateRevision(seat)
					if !ok {
						t.Fatalf("seat %d: no revision", seat)
					}
					b, err := json.Marshal(g.Private(seat))
					if err != nil {
						t.Fatal(err)
					}
					revs, parts = append(revs, rev), append(parts, string(b))
				}
				return revs, parts
			}
			revs, parts := state()
			for i, m := range tc.moves {
				if err := m.run(g); (err == nil) != (m.errMsg == "") || (err != nil && err.Error() != m.errMsg) {
					t.Fatalf("move %d %+v: err %v, want %q", i, m.step, err, m.errMsg)
				}
				nowRevs, nowParts := state()
				var moved []int
				for seat := range 3 {
					if nowRevs[seat] != revs[seat] {
						moved = append(moved, seat)
					} else if nowParts[seat] != parts[seat] {
						t.Errorf("move %d %+v: seat %d's part changed, its revision did not:\n%s\n%s", i, m.step, seat, parts[seat], nowParts[seat])
					}
				}
				if !slices.Equal(moved, m.moved) {
					t.Errorf("move %d %+v: revisions of seats %v moved, want %v", i, m.step, moved, m.moved)
				}
				revs, parts = nowRevs, nowParts
			}
		})
	}
}
