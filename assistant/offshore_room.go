package assistant

import (
	"fmt"

	"tallyman/assistant/phones"
	"tallyman/engines/container"
)

// offshoreSwatches are CSS colours of the Off-Shore containers by slot
// (blue, yellow, white, red, green); the page writes the name beside each.
var offshoreSwatches = [container.NumColors]string{"#2f6fd6", "#f2c230", "#f4f1ea", "#c8332b", "#3d9a4b"}

// offshoreView adapts a phone view of an Off-Shore game: the delivery
// auction's words and the edition's colours, the buyout in place of the
// reject, and the still-tied step's buyout choice for the delivering
// player (actions text, "Delivery auctions", "Runoff auction").
func offshoreView(s *container.State, seat int, v *phones.View) {
	r := s.Rules()
	switch v.Title {
	case "Island auction":
		v.Title = "Delivery auction"
	case "Last island auction":
		v.Title = "Last delivery auction"
	}
	if v.Lot != nil {
		for i, it := range v.Lot.Items {
			for _, c := range container.Colors {
				if it.Swatch == swatches[c] {
					v.Lot.Items[i].Label, v.Lot.Items[i].Swatch = r.ColorName(c), offshoreSwatches[c]
				}
			}
		}
	}
	if v.Message == "No auction right now. The phone wakes up when a ship sails to the island." {
		v.Message = "No delivery auction right now. The phone wakes up when a ship reaches Container Island."
	}
	if v.Bid != nil {
		// The bidder may add 0-2 bluff cards (actions text, "Bluffing").
		v.Bid.Bluffs = r.BluffCards
		v.Bid.Note = "Nobody sees any bid until all are sealed. Bid cash from your hand: take a loan first to bid more."
		if s.Auction != nil && s.Auction.Step == container.StepRunoff {
			v.Bid.Note = "Add cash to what you bid ($0 allowed). Still tied after this, the delivering player picks or buys out."
		}
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
		v.Choices = append(v.Choices, phones.Choice{Kind: phones.ActReject, Winner: -1, Label: fmt.Sprintf("Buy out: pay $%d to the Off-Shore Bank, keep the cargo", a.Price)})
	}
}
