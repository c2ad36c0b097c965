package boxes

import (
	"slices"

	"tallyman/assistant/phones"
	"tallyman/engines/boxes"
	"tallyman/engines/catalogue"
)

// cardsKey is the catalogue's key of recording a container's cards. A
// phone offers it in its own form (boxes.CardsOffer, issue 16): every
// kind of card the game has, never the catalogue's cards the summary has
// left, which depend on the cards every other winner recorded behind
// their screen (boxes.txt, "Open Auction") and would tell one winner
// another's cards.
const cardsKey = string(boxes.RecordCards)

// phoneMoves sets v's Moves and Undo for seat (lock held, s the state
// now, v its view so far; RoomCore.PhoneOffers): the engine's catalogue
// for seat (boxes.Catalogue: in turn, and out of turn the sealed bid),
// with the recording of cards in the phone's form (boxes.CardsOffer, see
// cardsKey) offered to a container's winner whose cards are missing, in
// any phase but while a bid or a payment is asked, and less the kinds the
// view's bid form and choices offer already (a sealed bid, a raise, a
// pass, a payment: each offered once). The catalogue is seat's alone (its
// wallet bounds the amounts, its notes are the payments).
func (r *Room) phoneMoves(s *boxes.State, seat int, v *phones.View) {
	if seat < 0 || seat >= len(s.Players) {
		return
	}
	c := boxes.Catalogue(s, seat)
	// The catalogue's recording lists the cards the summary has left: the
	// phone's own form instead (see cardsKey).
	c.Offers = slices.DeleteFunc(c.Offers, func(o catalogue.Offer) bool { return o.Key == cardsKey })
	c.Refused = slices.DeleteFunc(c.Refused, func(o catalogue.Refusal) bool { return o.Key == cardsKey })
	if v.Bid == nil && len(v.Choices) == 0 && !r.Closed && (s.Phase == boxes.Over || unrecorded(s, seat)) {
		// Not while a bid, a raise or a payment is asked (its form stays
		// on the first screen); once all of seat's containers are
		// recorded, offered again (to correct them) only at the end,
		// before the scores: meanwhile a correction is made at the laptop.
		if o, ok := boxes.CardsOffer(s, seat); ok {
			c.Offers = append(c.Offers, o)
		}
	}
	var shown []string
	if v.Bid != nil || len(v.Choices) > 0 {
		// The page's bid form and buttons already offer these (sealed
		// bid, raise, pass, payment): offered once, there.
		for _, k := range []boxes.MoveType{boxes.SealBid, boxes.Raise, boxes.PassBid, boxes.PayNotes} {
			shown = append(shown, string(k))
		}
	}
	r.PhoneOffers(seat, v, c, shown...)
}

// unrecorded reports whether seat won a container whose cards are not
// recorded yet.
func unrecorded(s *boxes.State, seat int) bool {
	return slices.ContainsFunc(s.Sales, func(sa boxes.Sale) bool { return sa.Winner == seat && sa.Cards == nil })
}

// phoneBuild makes seat's catalogue choice c into a move in s for
// RoomCore.PhoneAct (boxes.Build); the cards in the phone's form
// (boxes.CardsOffer) are checked against it (boxes.BuildCards), and the
// card summary by Apply for the container alone, so that no answer
// depends on the cards others recorded.
func phoneBuild(s *boxes.State, seat int, c catalogue.Choice) (boxes.Move, []catalogue.Param, error) {
	if c.Key == cardsKey {
		return boxes.BuildCards(s, seat, c)
	}
	return boxes.Build(s, seat, c)
}
