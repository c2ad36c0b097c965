package container

import (
	"strings"
	"testing"

	"tallyman/assistant/phones"
)

// TestSellerPhoneOffersWhatTheLaptopOffers (try-out 2, finding 6): the
// seller's phone shows the decisions the move catalogue offers, the same
// as the laptop's menu (sellerChoices). Ann (seat 0, seller) has $19 and
// no loan: with both loans she can pay $39 (container.txt, "Loans").
// Bob bids $39: she may accept or reject. Bob bids $41: a rejection would
// cost $41, more than she can pay, so the phone offers Accept alone and
// says why, and no Reject is there to be refused after a tap.
func TestSellerPhoneOffersWhatTheLaptopOffers(t *testing.T) {
	tests := []struct {
		bid     int
		kinds   []string
		laptop  []string
		message string
	}{
		{39, []string{phones.ActAccept, phones.ActReject}, []string{"accept", "reject"}, "Bob bids the most, $39: accept or reject."},
		{41, []string{phones.ActAccept}, []string{"accept"}, "Bob bids the most, $41. You cannot pay the $41 a rejection costs, even with loans: accept the bid."},
	}
	for _, tt := range tests {
		t.Run(tt.message, func(t *testing.T) {
			r, seller, bidders := islandRoom(t)
			if s := r.State(); seller != 0 || s.Players[0].Cash != 19 || s.Capacity(0) != 39 {
				t.Fatalf("the seller is seat %d with $%d, able to pay $%d; want seat 0, $19, $39", seller, s.Players[0].Cash, s.Capacity(0))
			}
			amt := func(n int) *int { return &n }
			for i, n := range []int{tt.bid, 9} {
				if err := r.Act(bidders[i], phones.Action{Kind: phones.ActBid, Amount: amt(n)}); err != nil {
					t.Fatal(err)
				}
			}
			v := r.View(seller)
			var kinds []string
			for _, c := range v.Choices {
				kinds = append(kinds, c.Kind)
			}
			if strings.Join(kinds, ",") != strings.Join(tt.kinds, ",") {
				t.Errorf("the phone offers %v, want %v", kinds, tt.kinds)
			}
			var laptop []string
			for _, o := range sellerChoices(r.State()) {
				laptop = append(laptop, o.Value)
			}
			if strings.Join(laptop, ",") != strings.Join(tt.laptop, ",") {
				t.Errorf("the laptop offers %v, want %v", laptop, tt.laptop)
			}
			if v.Message != tt.message {
				t.Errorf("the phone says %q, want %q", v.Message, tt.message)
			}
		})
	}
}
