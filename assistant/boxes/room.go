package boxes

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
)

// Room is a Boxes game shared by the terminal and the phones, as Room
// is for Container: every change goes through it under one lock, and it
// implements phones.Room. A seat's view shows its own wallet by note and
// its total, the cards it has won, the secret auction's bid form, the
// reveal, and during an open auction (or a tie's open runoff) the raise
// form and a Pass button when it is that seat's turn. No view carries a
// sealed bid before every bid of the container is in, and no view carries
// another seat's wallet.
//
// On the phones, a raise is sent as a "bid" action (the new highest bid in
// ECU) and a pass as a "reject" action, the kinds the phone page knows.
type Room struct {
	session.RoomCore[*boxes.State, boxes.Move, boxes.Event]
}

// NewRoom wraps a game.
func NewRoom(g *Game) *Room {
	r := &Room{}
	r.Session = g
	r.Version = 1 // from 1, so every phone's view is checked (PhoneMove: 0 checks nothing)
	r.Text = func(e boxes.Event) string { return e.Text }
	return r
}

// Act carries out a phone's move for seat: a sealed bid in a secret
// auction; in an open auction a raise ("bid", the new highest bid) or a
// pass ("reject"). The error is a sentence for the player.
func (r *Room) Act(seat int, a phones.Action) error {
	if ok, err := r.phoneAct(seat, a); ok {
		return err
	}
	s := r.State()
	m := boxes.Move{Player: seat}
	switch {
	case a.Kind == phones.ActBid && a.Amount == nil:
		return fmt.Errorf("Type your bid as a whole number of ECU.")
	case a.Kind == phones.ActBid && s.Phase == boxes.Sealed:
		m.Type, m.Amount = boxes.SealBid, *a.Amount
	case a.Kind == phones.ActBid && s.Phase == boxes.Bidding:
		m.Type, m.Amount = boxes.Raise, *a.Amount
	case a.Kind == phones.ActReject && s.Phase == boxes.Bidding:
		m.Type = boxes.PassBid
	default:
		return fmt.Errorf("Nothing of that kind can be done now.")
	}
	_, err := r.Do(m)
	return err
}

// walletFacts are a seat's private facts: its notes, their total, and the
// cards it has won.
func walletFacts(s *boxes.State, seat int) []phones.Fact {
	p := s.Players[seat]
	var notes []string
	for i := len(p.Wallet) - 1; i >= 0; i-- {
		notes = append(notes, fmt.Sprintf("%d × %d", p.Wallet[i], boxes.Standard.Notes[i]))
	}
	facts := []phones.Fact{
		{Label: "Wallet", Value: boxes.ECU(p.Wallet.Total())},
		{Label: "Notes", Value: strings.Join(notes, ", ")},
	}
	var won, cards []string
	for i, sa := range s.Sales {
		if sa.Winner != seat {
			continue
		}
		if sa.Cards == nil {
			won = append(won, fmt.Sprintf("container %d (cards not recorded yet)", i+1))
			continue
		}
		for _, c := range sa.Cards {
			cards = append(cards, c.String())
		}
	}
	if len(cards) > 0 {
		facts = append(facts, phones.Fact{Label: "Cards won", Value: strings.Join(cards, ", ")})
	}
	if len(won) > 0 {
		facts = append(facts, phones.Fact{Label: "Won", Value: strings.Join(won, "; ")})
	}
	return facts
}

// View returns what seat may see (seat -1: the shared table page).
func (r *Room) View(seat int) phones.View {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	s := r.Session.State()
	v := phones.View{Game: "boxes", Title: "Boxes", Version: r.Version, UnitAfter: "ECU", Phase: phones.PhaseIdle, Log: slices.Clone(r.Log)}
	mine := seat >= 0 && seat < len(s.Players)
	if mine {
		v.You = &phones.Seat{Seat: seat, Name: s.Players[seat].Name, Private: walletFacts(s, seat)}
		r.phoneMoves(s, seat, &v)
	}
	name := func(i int) string { return s.Players[i].Name }
	if s.Phase == boxes.Over {
		v.Phase = phones.PhaseResult
		v.Message = "All six containers are sold. Final scoring at the laptop."
		return v
	}
	num := s.Container + 1
	v.Title = fmt.Sprintf("Container %d of %d", num, boxes.Standard.Containers)
	v.Lot = &phones.Lot{Text: fmt.Sprintf("Container %d: 4 closed and 6 open box cards", num), Seller: ""}
	// Revealed secret bids of this container.
	bidders := func(active func(int) bool, sealed func(int) bool) []phones.Bidder {
		var out []phones.Bidder
		for i := range s.Players {
			b := phones.Bidder{Seat: i, Name: name(i)}
			if active != nil {
				b.Bidding = active(i)
			}
			if sealed != nil {
				b.Sealed = sealed(i)
			}
			if amt, ok := s.Bids[i]; ok {
				a := amt
				b.Amount, b.Total = &a, &a
			}
			out = append(out, b)
		}
		return out
	}
	switch s.Phase {
	case boxes.Choose:
		v.Message = fmt.Sprintf("%s holds the auctioneer's token and chooses an open or a secret auction.", name(s.Auctioneer()))
	case boxes.Inspect:
		v.Message = fmt.Sprintf("%s auction. %s is inspecting (7 actions: 2 per closed card, 1 per open card).", titleWord(string(s.Kind)), name(s.Inspector()))
	case boxes.Opening:
		v.Message = fmt.Sprintf("Open auction: %s announces the starting bid.", name(s.Auctioneer()))
	case boxes.Sealed:
		v.Phase, v.Round = phones.PhaseBidding, "Secret auction: everyone seals a bid"
		v.Bidders = bidders(func(int) bool { return true }, s.Secret.Sealed)
		var waiting []string
		for _, w := range s.Secret.Waiting() {
			waiting = append(waiting, name(w))
		}
		v.Message = "Waiting for " + prompt.JoinNames(waiting) + "."
		if mine && !s.Secret.Sealed(seat) {
			v.Bid = &phones.BidForm{Min: 0, Max: s.Players[seat].Wallet.Total(), Label: "Your sealed bid (ECU)", Note: "Nobody sees any bid until all are sealed. The highest wins; a tie goes to an open auction among the tied."}
			v.Message = "Your turn to bid."
		} else if mine {
			v.Message = "Sealed. " + v.Message
			v.Sealed = boxes.ECU(s.Secret.Bids[seat])
		}
	case boxes.Bidding:
		o := s.Open
		v.Phase = "open auction"
		lead := "nobody leads yet"
		if o.Leader >= 0 {
			lead = name(o.Leader) + " leads"
		}
		v.Round = fmt.Sprintf("Open auction: %s, %s", boxes.ECU(o.High), lead)
		if o.Runoff {
			v.Phase = phones.PhaseRunoff
			tied := s.Bids[o.Bidders[0]]
			v.Round = fmt.Sprintf("Tied at %s: open auction among the tied; now %s, %s", boxes.ECU(tied), boxes.ECU(o.High), lead)
		}
		var list []phones.Bidder
		for _, b := range bidders(nil, nil) {
			if !slices.Contains(o.Bidders, b.Seat) && !o.Runoff {
				continue
			}
			b.Bidding = slices.Contains(o.Active(), b.Seat)
			b.Tied = o.Runoff && slices.Contains(o.Bidders, b.Seat)
			if slices.Contains(o.Passed, b.Seat) {
				b.Status = "passed"
			}
			list = append(list, b)
		}
		v.Bidders = list
		v.Message = fmt.Sprintf("%s to raise or pass.", name(o.Turn))
		if mine && seat == o.Turn {
			w := s.Players[seat].Wallet.Total()
			if w > o.High {
				v.Bid = &phones.BidForm{Min: o.High + 1, Max: w, Label: "Raise to (ECU)", Note: "Or pass: then you are out for this container.", Verb: "Raise to"}
			}
			v.Choices = []phones.Choice{{Kind: phones.ActReject, Winner: seat, Label: "Pass (out for this container)"}}
			v.Message = "Your turn: raise or pass."
		} else if mine && slices.Contains(o.Passed, seat) {
			v.Message = "You passed. " + v.Message
		}
	case boxes.Pay:
		v.Phase = phones.PhaseResult
		v.Bidders = bidders(nil, nil)
		for i := range v.Bidders {
			v.Bidders[i].Winner = v.Bidders[i].Seat == s.Winner
		}
		v.Result = fmt.Sprintf("%s wins container %d for %s and pays at the laptop.", name(s.Winner), num, boxes.ECU(s.Price))
	}
	return v
}

func titleWord(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Public returns the view every seat and the table share (phones.Room):
// the table's view, which carries no secret.
func (r *Room) Public() phones.Public {
	p, _ := r.View(-1).Split()
	return p
}

// Private returns seat's own part of its view (phones.Room): its wallet by note,
// its own sealed amount and what it may do now.
func (r *Room) Private(seat int) phones.Private {
	_, q := r.View(seat).Split()
	return q
}
