package minicontainers

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/phones"
	"tallyman/assistant/session"
	mc "tallyman/engines/minicontainers"
)

// Room is a Mini Containers game shared by the terminal and the
// phones: every change goes through it under one lock. It implements
// phones.Room for the Recycling Centre's sealed pick: each player with
// set-aside cards seals the number of the card they put on the centre
// (0 for a card without a number); nobody but the picker (on their own
// phone) sees a number before every pick is in; then every phone shows
// them all and who has the lowest unique number.
type Room struct {
	session.RoomCore[*mc.State, mc.Move, mc.Event]
}

// NewRoom wraps a game.
func NewRoom(g *Game) *Room {
	r := &Room{}
	r.Session = g
	r.Version = 1 // from 1, so every phone's view is checked (PhoneMove: 0 checks nothing)
	r.Text = func(e mc.Event) string { return e.Text }
	return r
}

// Undo takes back the last move made at the table, with any automatic
// Automa moves made after it (see miniAutomatic). Errors:
// ErrNothingToUndo, or a journal write failed.
func (r *Room) Undo() error {
	_, err := r.Change(func(g *Game) ([]mc.Event, error) {
		if len(g.Moves) == 0 {
			return nil, session.ErrNothingToUndo
		}
		var err error
		for err == nil && len(g.Moves) > 0 && miniAutomatic(g, len(g.Moves)-1) {
			err = g.Undo()
		}
		if err == nil {
			if len(g.Moves) == 0 {
				err = session.ErrNothingToUndo
			} else {
				err = g.Undo()
			}
		}
		return g.Events, err
	})
	return err
}

// lastPicks is the latest revealed recycling pick event, if any (lock
// held): its text is public.
func (r *Room) lastPicks() string {
	for i := len(r.Session.Moves) - 1; i >= 0; i-- {
		if r.Session.Moves[i].Type != mc.Pick {
			continue
		}
		// The pick that completed a round is followed by its reveal event
		// in the state after it: recompute it from the engine.
		_, ev, err := mc.Apply(r.Session.States[i], r.Session.Moves[i])
		if err != nil {
			return ""
		}
		for _, e := range ev {
			if e.Kind == "reveal_picks" {
				return e.Text
			}
		}
	}
	return ""
}

// View returns what seat may see (seat -1: the shared screen). During a
// Recycling Centre pick it lists who takes part and who has sealed, and
// gives the seats yet to pick a form for a number 0-7; a pick's number
// appears only in the reveal, once every pick is in.
func (r *Room) View(seat int) phones.View {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	s := r.Session.State()
	v := phones.View{Game: "minicontainers", Title: "Mini Containers", Version: r.Version, Unit: "#", Phase: phones.PhaseIdle, Log: slices.Clone(r.Log)}
	if seat >= 0 && seat < len(s.Players) {
		p := s.Players[seat]
		v.You = &phones.Seat{Seat: seat, Name: p.Name, Private: []phones.Fact{
			{Label: "Hand", Value: fmt.Sprint(p.Hand)}, {Label: "Mini-deck", Value: fmt.Sprint(p.Deck)}, {Label: "Set aside", Value: fmt.Sprint(p.Aside)},
		}}
		r.phoneMoves(s, seat, &v)
	}
	switch s.Phase {
	case mc.Recycling:
		v.Title = "Recycling centre"
		v.Phase = phones.PhaseBidding
		v.Round = "Sealed pick: the number of one set-aside card"
		v.Lot = &phones.Lot{Text: fmt.Sprintf("the recycling centre (container %d)", s.Centre+1)}
		var waiting []string
		for i, pk := range s.Picks {
			if pk == -2 {
				continue
			}
			v.Bidders = append(v.Bidders, phones.Bidder{Seat: i, Name: s.Name(i), Bidding: true, Sealed: pk >= 0})
			if pk == -1 {
				waiting = append(waiting, s.Name(i))
			}
		}
		switch {
		case seat >= 0 && seat < len(s.Picks) && s.Picks[seat] == -1:
			v.Bid = &phones.BidForm{Min: 0, Max: mc.Standard.MaxVolume, Label: "Number of the set-aside card you put on the recycling centre", Note: "0 for a card without a number (waste collection). The lowest number nobody else picks wins the bonus."}
			v.Message = "Pick one of your set-aside cards and seal its number."
		case seat >= 0 && seat < len(s.Picks) && s.Picks[seat] == -2:
			v.Message = "You have no set-aside cards: you do not pick. Waiting for " + strings.Join(waiting, ", ") + "."
		case seat >= 0:
			v.Message = "Sealed. Waiting for " + strings.Join(waiting, ", ") + "."
			v.Sealed = fmt.Sprintf("number %d", s.Picks[seat])
		default:
			v.Message = "Waiting for " + strings.Join(waiting, ", ") + " to pick."
		}
	default:
		if t := r.lastPicks(); t != "" {
			v.Phase = phones.PhaseResult
			v.Title = "Recycling centre"
			v.Result = t
		}
		v.Message = "Now: " + s.Waiting() + "."
	}
	return v
}

// Act carries out a phone's pick: {"kind":"bid","amount":N}, N the number
// of the chosen set-aside card (0-7). The errors are sentences for the
// player.
func (r *Room) Act(seat int, a phones.Action) error {
	if ok, err := r.phoneAct(seat, a); ok {
		return err
	}
	s := r.State()
	switch {
	case seat < 0 || seat >= len(s.Players):
		return fmt.Errorf("There is no such seat.")
	case a.Kind != phones.ActBid || a.Amount == nil:
		return fmt.Errorf("That is not part of this game.")
	case s.Phase != mc.Recycling:
		return fmt.Errorf("No recycling centre pick is open.")
	case s.Picks[seat] == -2:
		return fmt.Errorf("You have no set-aside cards: you do not pick.")
	case s.Picks[seat] >= 0:
		return fmt.Errorf("You have already sealed your pick.")
	case *a.Amount < 0 || *a.Amount > mc.Standard.MaxVolume:
		return fmt.Errorf("A card's number runs from 1 to %d (0 for a card without one).", mc.Standard.MaxVolume)
	}
	_, err := r.Do(mc.Move{Type: mc.Pick, Player: seat, Number: *a.Amount})
	return err
}

// Public returns the view every seat and the table share (phones.Room):
// the table's view, which carries no secret.
func (r *Room) Public() phones.Public {
	p, _ := r.View(-1).Split()
	return p
}

// Private returns seat's own part of its view (phones.Room): its hand, mini-deck and set-aside cards,
// its own sealed amount and what it may do now.
func (r *Room) Private(seat int) phones.Private {
	_, q := r.View(seat).Split()
	return q
}
