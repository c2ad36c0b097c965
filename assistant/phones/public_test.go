package phones

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestGenericPublicHidesSecrets: in `tallyman bids` a sealed bid is its
// bidder's alone until every bidder has sealed: it is in Ann's private
// part and in neither the public part (the same bytes for every page and
// the table) nor another seat's private part.
func TestGenericPublicHidesSecrets(t *testing.T) {
	g := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, true)
	if err := g.Start("the spice crate"); err != nil {
		t.Fatal(err)
	}
	amount := 37
	if err := g.Act(0, Action{Kind: ActBid, Amount: &amount}); err != nil {
		t.Fatal(err)
	}
	public, _ := json.Marshal(g.Public())
	for seat := range 3 {
		private, _ := json.Marshal(g.Private(seat))
		if got := strings.Contains(string(private), `"sealed":"$37"`); got != (seat == 0) {
			t.Errorf("seat %d's private part shows Ann's $37: %v (want %v): %s", seat, got, seat == 0, private)
		}
	}
	if strings.Contains(string(public), "37") {
		t.Errorf("the public part shows Ann's sealed $37: %s", public)
	}
}
