package container

import (
	"fmt"
	"strings"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// offshoreSwatches are CSS colours of the Off-Shore containers by slot
// (blue, yellow, white, red, green); the page writes the name beside each.
var offshoreSwatches = [container.NumColors]string{"#2f6fd6", "#f2c230", "#f4f1ea", "#c8332b", "#3d9a4b"}

// offshoreView adapts a phone view of an Off-Shore game: the delivery
// auction's words and the edition's colours, the buyout in place of the
// reject, the still-tied step's buyout choice for the delivering player
// (actions text, "Delivery auctions", "Runoff auction"), and the seat's own
// books (see offshoreBooks).
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
				if it.Swatch == swatches[c] {
					v.Lot.Items[i].Label, v.Lot.Items[i].Swatch = r.ColorName(c), offshoreSwatches[c]
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
		v.You.Private = append(v.You.Private, offshoreBooks(s, seat)...)
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

// offshoreBooks are a seat's own Off-Shore books for its phone: its
// running bank bids (only when it holds one; the bid is locked until it
// wins at the start of the seat's turn or is outbid, actions text, "Call
// Bank"), its holding area, its ship and cargo, its factory and harbor
// lots (the Off-Shore rules' words: actions text, "Produce", "Factory
// purchase"; as the laptop's status says) with their reserve tokens, and
// its scoring area. They are public
// at the table; the phone shows them so a player need not lean over.
func offshoreBooks(s *container.State, seat int) []phones.Fact {
	r := s.Rules()
	p := s.Players[seat]
	var facts []phones.Fact
	var bids []string
	for _, a := range s.Bank.Auctions {
		if a.Holder != seat {
			continue
		}
		if !a.IsCashLot() {
			bids = append(bids, fmt.Sprintf("%s: $%d", container.LotTitle(a.Lot), a.Cash))
			continue
		}
		// The containers by district, in the order bid: "white $9 and red
		// $4 from your harbor".
		var groups []string
		for i := 0; i < len(a.Stake); {
			j := i
			var items []string
			for ; j < len(a.Stake) && a.Stake[j].District == a.Stake[i].District; j++ {
				items = append(items, fmt.Sprintf("%s $%d", r.ColorName(a.Stake[j].Color), a.Stake[j].Price))
			}
			groups = append(groups, prompt.JoinNames(items)+" from your "+a.Stake[i].District)
			i = j
		}
		bids = append(bids, fmt.Sprintf("%s: %d container%s (%s)", container.LotTitle(a.Lot), len(a.Stake), prompt.Plural(len(a.Stake)), prompt.JoinNames(groups)))
	}
	if len(bids) > 0 {
		facts = append(facts, phones.Fact{Label: "Your bank bids", Value: strings.Join(bids, "; ")})
	}
	reserve := func(lots []container.Lot, n int) string {
		t := offshoreLots(lots)
		if n > 0 {
			t += fmt.Sprintf(" + %d reserve token%s", n, prompt.Plural(n))
		}
		return t
	}
	return append(facts,
		phones.Fact{Label: "Holding area", Value: offshoreCounts(p.Holding)},
		phones.Fact{Label: "Ship", Value: offshoreShip(s, p.Ship) + ", cargo " + offshoreCounts(p.Ship.Cargo)},
		phones.Fact{Label: "Factory lots", Value: reserve(p.FactoryStore, p.FactoryReserve)},
		phones.Fact{Label: "Harbor lots", Value: reserve(p.WarehouseStore, p.HarborReserve)},
		phones.Fact{Label: "Scoring area", Value: offshoreCounts(p.Island)},
	)
}
