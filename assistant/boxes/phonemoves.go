package boxes

import (
	"fmt"
	"slices"
	"strings"

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
// now, v its view so far): the engine's catalogue for that seat
// (boxes.Catalogue: in turn, and out of turn the sealed bid), with the
// recording of cards in the phone's form (boxes.CardsOffer, see cardsKey)
// offered to a container's winner whose cards are missing, in any phase
// but while a bid or a payment is asked, and less the kinds the view's bid
// form and choices offer already (a sealed bid, a raise, a pass, a
// payment: each offered once), nil when it offers nothing; Undo when the game's last move
// is seat's own, made on its phone. The catalogue is seat's alone (its
// wallet bounds the amounts, its notes are the payments): it goes in the
// private part only.
func (r *Room) phoneMoves(s *boxes.State, seat int, v *phones.View) {
	if seat < 0 || seat >= len(s.Players) {
		return
	}
	c := boxes.Catalogue(s, seat)
	left := map[string]bool{cardsKey: true}
	if v.Bid != nil || len(v.Choices) > 0 {
		// The page's bid form and buttons already offer these (sealed
		// bid, raise, pass, payment): offered once, there.
		for _, k := range []boxes.MoveType{boxes.SealBid, boxes.Raise, boxes.PassBid, boxes.PayNotes} {
			left[string(k)] = true
		}
	}
	c.Offers = slices.DeleteFunc(c.Offers, func(o catalogue.Offer) bool { return left[o.Key] })
	c.Refused = slices.DeleteFunc(c.Refused, func(r catalogue.Refusal) bool { return left[r.Key] })
	if v.Bid == nil && len(v.Choices) == 0 && !r.scores && (s.Phase == boxes.Over || unrecorded(s, seat)) {
		// Not while a bid, a raise or a payment is asked (its form stays
		// on the first screen); once all of seat's containers are
		// recorded, offered again (to correct them) only at the end,
		// before the scores: meanwhile a correction is made at the laptop.
		if o, ok := boxes.CardsOffer(s, seat); ok {
			c.Offers = append(c.Offers, o)
		}
	}
	if len(c.Offers) > 0 {
		v.Moves = &c
	}
	if r.CanUndoOwn(seat) {
		v.Undo = &phones.Button{Label: "Undo my last move", Note: "Only your own last move, while nobody has moved since; anything older is undone at the laptop."}
	}
}

// unrecorded reports whether seat won a container whose cards are not
// recorded yet.
func unrecorded(s *boxes.State, seat int) bool {
	return slices.ContainsFunc(s.Sales, func(sa boxes.Sale) bool { return sa.Winner == seat && sa.Cards == nil })
}

// phoneAct carries out an ActMove or ActUndo from seat's phone (issue 17):
// the move is built from the catalogue choice on the state as it is when
// the room's lock is taken (boxes.Build), refused with the rule when it
// is not allowed, with session.ErrMovedOn when the phone chose on an older
// view, and with *phones.NeedMore while answers are missing. handled is
// false for any other kind of action.
func (r *Room) phoneAct(seat int, a phones.Action) (handled bool, err error) {
	switch a.Kind {
	case phones.ActUndo:
		return true, r.PhoneUndo(seat, r.Seats()[seat])
	case phones.ActMove:
	default:
		return false, nil
	}
	if a.Move == nil {
		return true, fmt.Errorf("Choose a move first.")
	}
	build := boxes.Build
	if a.Move.Key == cardsKey {
		// The phone's form (boxes.CardsOffer): checked against it, and the
		// card summary by Apply, so that no refusal lists the cards left.
		build = boxes.BuildCards
	}
	_, err = r.PhoneMove(seat, a.Version, func(s *boxes.State) (boxes.Move, error) {
		m, missing, err := build(s, seat, *a.Move)
		if err != nil {
			return m, err
		}
		if len(missing) > 0 {
			return m, &phones.NeedMore{Params: missing}
		}
		return m, nil
	})
	return true, err
}

// version is the room's change count now (phones.View.Version).
func (r *Room) version() int {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return r.Version
}

// doSeen applies a move typed at the laptop on the state of version seen
// (the state shown when the entry was started): when a phone has changed
// the game since, the move is refused with what happened, and nothing is
// changed, as a phone's move on an old view is (session.ErrMovedOn).
// seen -1 checks nothing.
func (r *Room) doSeen(seen int, m boxes.Move) ([]boxes.Event, error) {
	return r.Change(func(g *Game) ([]boxes.Event, error) {
		if seen >= 0 && r.Version != seen {
			return nil, movedOn(r.Log)
		}
		return g.Do(m)
	})
}

// movedOn is the laptop's refusal of an entry typed on a state that has
// changed since: what came first, from the log.
func movedOn(log []string) error {
	what := "a phone made a move"
	if len(log) > 0 {
		what = strings.TrimSuffix(log[len(log)-1], ".")
	}
	return fmt.Errorf("the game moved on while this was typed (%s): this entry was not used, look again", what)
}
