package container

import (
	"fmt"

	"tallyman/assistant/container/view"
	"tallyman/assistant/phones"
	"tallyman/engines/container"
)

// offshoreView adapts a phone view of an Off-Shore game: the delivery
// auction's words and the edition's colours, the buyout in place of the
// reject, the still-tied step's buyout choice for the delivering player
// (actions text, "Delivery auctions", "Runoff auction"), and the seat's own
// books (see view.OffshoreBooks).
func offshoreView(s *container.State, seat int, v *phones.View) {
	r := s.Rules()
	switch v.Title {
	case "Island auction":
		v.Title = "Delivery auction"
	case "Last island auction":
		v.Title = "Last delivery auction"
	case "Container":
		v.Title = "Container: Off-Shore Bank"
	}
	if v.Lot != nil {
		for i, it := range v.Lot.Items {
			for _, c := range container.Colors {
				if it.Swatch == view.Swatches[c] {
					v.Lot.Items[i].Label, v.Lot.Items[i].Swatch = r.ColorName(c), view.OffshoreSwatches[c]
				}
			}
		}
	}
	if v.Bid != nil {
		// The bidder may add 0-2 bluff cards (actions text, "Bluffing").
		v.Bid.Bluffs = r.BluffCards
		v.Bid.Note = "Nobody sees any bid until all are sealed. " + offshoreBidCash(s, seat)
		if s.Auction != nil && s.Auction.Step == container.StepRunoff {
			v.Bid.Note = "Add cash to what you bid ($0 allowed). Still tied after this, the delivering player picks or buys out."
		}
	}
	if v.You != nil && seat >= 0 && seat < len(s.Players) {
		v.You.Private = append(v.You.Private, view.OffshoreBooks(s, seat)...)
	}
	a := s.Auction
	if a == nil || seat != a.Seller {
		return
	}
	for i, c := range v.Choices {
		if c.Kind == phones.ActReject {
			v.Choices[i].Label = fmt.Sprintf("Buy out: pay $%d to the Off-Shore Bank, keep the cargo", a.Price)
		}
		if c.Kind == phones.ActAccept {
			v.Choices[i].Label = fmt.Sprintf("Accept: %s pays $%d, the supply adds $%d", s.Players[a.Winner].Name, a.Price, a.Price)
		}
	}
	if a.Step == container.StepPick {
		v.Choices, v.Message = view.BuyOutChoice(s, seat, v.Choices, v.Message)
	}
}

// offshoreBidCash says where an Off-Shore bid's cash comes from: the hand
// (actions text, "Delivery auctions"), which a loan can add to only when
// seat can take one (container.txt, "Loans": at most 2, while the supply
// lasts); otherwise it says why not and the most seat can bid.
func offshoreBidCash(s *container.State, seat int) string {
	if seat < 0 || seat >= len(s.Players) {
		return "Bid cash from your hand."
	}
	if why := s.LoanRefusal(seat); why != "" {
		return fmt.Sprintf("Bid cash from your hand, at most $%d; no loan can add to it: %s.", s.BidLimit(seat), why)
	}
	return "Bid cash from your hand: take a loan first to bid more."
}
