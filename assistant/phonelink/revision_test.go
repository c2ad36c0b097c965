package phonelink

import (
	"testing"

	"tallyman/assistant/phones"
)

// TestSeatRevisionsReachThroughTheWrappers: the bids room tells the
// server which seats' private parts a change may alter
// (phones.SeatRevisions), so a bid has the bidder's part alone built
// again; the wrappers every game's room is served in pass that on,
// but for acted before the start, whose private parts are its own words
// for the wait (ok false: built every time). Ann's bid moves her
// revision and not Bob's.
func TestSeatRevisionsReachThroughTheWrappers(t *testing.T) {
	room := phones.NewGenericRoom([]string{"Ann", "Bob"}, 20, false)
	if err := room.Start("the crate"); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		room phones.Room
		ok   bool
	}{
		{"the room", room, true},
		{"acted, started", acted{Room: room, done: func() {}, started: func() bool { return true }}, true},
		{"acted, not started", acted{Room: room, done: func() {}, started: func() bool { return false }}, false},
		{"endingRoom", &endingRoom{Room: room}, true},
		{"endingRoom inside acted", acted{Room: &endingRoom{Room: room}, done: func() {}, started: func() bool { return true }}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ann, okAnn := phones.PrivateRevision(tc.room, 0)
			bob, okBob := phones.PrivateRevision(tc.room, 1)
			if okAnn != tc.ok || okBob != tc.ok {
				t.Fatalf("ok %v and %v; want %v", okAnn, okBob, tc.ok)
			}
			if !tc.ok {
				return
			}
			if wantAnn, _ := room.PrivateRevision(0); ann != wantAnn {
				t.Errorf("Ann's revision %d; the room's %d", ann, wantAnn)
			}
			if wantBob, _ := room.PrivateRevision(1); bob != wantBob {
				t.Errorf("Bob's revision %d; the room's %d", bob, wantBob)
			}
		})
	}
	before0, _ := room.PrivateRevision(0)
	before1, _ := room.PrivateRevision(1)
	amount := 5
	if err := room.Act(0, phones.Action{Kind: phones.ActBid, Amount: &amount}); err != nil {
		t.Fatal(err)
	}
	after0, _ := room.PrivateRevision(0)
	after1, _ := room.PrivateRevision(1)
	if after0 == before0 || after1 != before1 {
		t.Errorf("after Ann's bid: Ann's revision %d to %d, Bob's %d to %d; want Ann's alone to move", before0, after0, before1, after1)
	}
}
