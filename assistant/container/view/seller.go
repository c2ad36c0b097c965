package view

import (
	"fmt"
	"strings"

	"tallyman/assistant/phones"
	"tallyman/engines/container"
)

// SellerChoices are the buttons of the seller deciding on the winning
// bid, and the words above them: of Accept and Reject (Off-Shore: Buy
// out) those the move catalogue offers seat, as the laptop's menu offers
// them (container.txt, "The island auction": a seller who cannot pay
// what a rejection costs, even with loans, must accept). A refused one
// is left out and its reason said after lead ("Bob bids the most, $18").
func SellerChoices(s *container.State, seat int, winner, lead string) ([]phones.Choice, string) {
	a := s.Auction
	cat := container.Catalogue(s, seat)
	all := []struct {
		key    container.MoveType
		choice phones.Choice
	}{
		{container.Accept, phones.Choice{Kind: phones.ActAccept, Winner: a.Winner, Label: fmt.Sprintf("Accept: %s pays $%d, the bank adds $%d", winner, a.Price, a.Price)}},
		{container.Reject, phones.Choice{Kind: phones.ActReject, Winner: a.Winner, Label: fmt.Sprintf("Reject: pay $%d to the bank, keep the cargo", a.Price)}},
	}
	var choices []phones.Choice
	var why []string
	for _, c := range all {
		if _, ok := cat.Offer(string(c.key)); ok {
			choices = append(choices, c.choice)
		} else if err, ok := cat.Refusal(string(c.key)); ok {
			why = append(why, yourReason(s, seat, err.Reason))
		}
	}
	or := map[bool]string{false: "accept or reject", true: "accept or buy out"}[s.Rules().Offshore]
	if len(why) == 0 {
		return choices, lead + ": " + or + "."
	}
	return choices, lead + ". " + strings.Join(why, ". ") + "."
}

// BuyOutChoice adds to choices the Off-Shore seller's Buy out while the
// runoff is still tied (actions text, "Runoff auction") when the move
// catalogue offers it, as SellerChoices; refused, its reason ends msg.
func BuyOutChoice(s *container.State, seat int, choices []phones.Choice, msg string) ([]phones.Choice, string) {
	cat := container.Catalogue(s, seat)
	if _, ok := cat.Offer(string(container.Reject)); ok {
		return append(choices, phones.Choice{Kind: phones.ActReject, Winner: -1, Label: fmt.Sprintf("Buy out: pay $%d to the Off-Shore Bank, keep the cargo", s.Auction.Price)}), msg
	}
	if err, ok := cat.Refusal(string(container.Reject)); ok {
		msg += " " + yourReason(s, seat, err.Reason) + "."
	}
	return choices, msg
}

// yourReason is a refusal's reason as seat's own phone says it: "Ann
// cannot pay ..." is "You cannot pay ..." on Ann's phone.
func yourReason(s *container.State, seat int, reason string) string {
	if rest, ok := strings.CutPrefix(reason, s.Players[seat].Name+" cannot "); ok {
		return "You cannot " + rest
	}
	return reason
}
