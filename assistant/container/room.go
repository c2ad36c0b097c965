package container

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/container/view"
	"tallyman/assistant/phones"
	"tallyman/assistant/session"
	"tallyman/engines/auction"
	"tallyman/engines/container"
	"tallyman/engines/words"
)

// Room is a Container game shared by the terminal and the phones: every
// change goes through it, under one lock, so a bid from a phone and a move
// typed at the laptop never race. It implements phones.Room: each seat's
// view shows only what the rules let that seat see.
type Room struct {
	session.RoomCore[*container.State, container.Move, container.Event]
	last *lastAuction
}

// ShowScores tells the pages that the laptop has shown the final scores:
// the game is over for good, and the scores with every player's card
// (revealed at the end by the rules) go to every page and the table, and
// no phone may take a move back (RoomCore.Closed).
func (r *Room) ShowScores() {
	r.Mu.Lock()
	if !r.Closed {
		r.Closed = true
		r.Version++ // a page takes only a newer view
	}
	r.Mu.Unlock()
	if r.OnChange != nil {
		r.OnChange()
	}
}

// lastAuction is the public record of the latest settled island auction,
// shown while it is news: until the next move (moves is the number in
// force when it settled), not as a lot still for sale turns later.
type lastAuction struct {
	seller  string
	cargo   container.Counts
	bidders []phones.Bidder
	result  string
	moves   int
}

// NewRoom wraps a game.
func NewRoom(g *Game) *Room {
	r := &Room{}
	r.Session = g
	// Versions start at 1 or more (Session.FirstVersion: above every
	// version of an earlier session of the game), so every view a phone
	// chose a move on carries one: a move sent with version 0 is not
	// checked (RoomCore.PhoneMove).
	r.Version = g.FirstVersion()
	r.Text = func(e container.Event) string { return e.Text }
	r.Retext = func(e container.Event, text string) container.Event { e.Text = text; return e }
	r.ReopenAsk = view.ReopenUndoAsk // the whole round goes, for good
	r.After = func(before, now *container.State, events []container.Event) {
		switch {
		case before.Auction != nil && now.Auction == nil && len(events) > 0 && events[0].Kind != "undo":
			var m container.Move
			if n := len(r.Session.Moves); n > 0 {
				m = r.Session.Moves[n-1]
			}
			r.last = settled(before, m, events, container.RevealedBluffs(r.Session.States, r.Session.Moves))
			r.last.moves = len(r.Session.Moves)
		case now.Auction != nil:
			r.last = nil
		}
	}
	r.ReplayLog() // a resumed game's phones show the moves made before
	return r
}

// Act carries out a phone's move for seat: a bid (or runoff extra), a loan,
// or the seller's pick, accept or reject; a move chosen from the seat's
// catalogue, or taking back its own last move (RoomCore.PhoneAct with
// phoneBuild). The error is a sentence for the player.
func (r *Room) Act(seat int, a phones.Action) error {
	if ok, err := r.PhoneAct(seat, a, phoneBuild); ok {
		return err
	}
	m := container.Move{Player: seat}
	switch a.Kind {
	case phones.ActBid:
		if a.Amount == nil {
			return fmt.Errorf("Type your bid as a whole number of dollars.")
		}
		m.Type, m.Amount = container.Bid, *a.Amount
		// Bluff cards (Off-Shore only; a classic game ignores them).
		if most := r.State().Rules().BluffCards; a.Bluffs != nil && most > 0 {
			if *a.Bluffs < 0 || *a.Bluffs > most {
				return fmt.Errorf("A bid may add 0 to %d bluff cards, not %d.", most, *a.Bluffs)
			}
			m.Bluffs = *a.Bluffs
		}
	case phones.ActLoan:
		if s := r.State(); s.PlayerLoans && s.Phase == container.Auction {
			// Player Loans: the loan is first offered to the other players,
			// which is asked at the laptop (offshoreLoan).
			return fmt.Errorf("Player Loans: a loan in the middle of an auction is first offered to the other players. Ask at the laptop: its menu has \"A player takes a loan\".")
		}
		m.Type = container.TakeLoan
	case phones.ActPick:
		if a.Winner == nil {
			return fmt.Errorf("Choose the winner among the tied players.")
		}
		m = pickMove(r.State(), m.Player, *a.Winner)
	case phones.ActAccept:
		m.Type = container.Accept
	case phones.ActReject:
		m.Type = container.Reject
	default:
		return fmt.Errorf("Nothing of that kind can be done here.")
	}
	// The round is checked under the same lock as the bid is sealed, so a
	// restart in between cannot let an old round's bid in; the seller's
	// choice and a loan are checked against the view they were made on,
	// as a move is, so a tap sent twice takes one loan (a bid is not:
	// others seal meanwhile, which changes the view).
	_, err := r.Change(func(g *Game) ([]container.Event, error) {
		if a.Kind == phones.ActBid && a.Round != "" && !isRoundID(a.Round) {
			return nil, fmt.Errorf(`There is no round %q: a round is named like "t7-r1-x0" (turn 7, round 1, no restart); the page sends the one it shows, so look at the page again before you bid.`, a.Round)
		}
		if a.Kind == phones.ActBid && a.Round != "" && a.Round != roundID(g) {
			return nil, fmt.Errorf("That round has closed: look at the page again before you bid.")
		}
		if err := r.MovedOn(a.Version); a.Kind != phones.ActBid && err != nil {
			return nil, err
		}
		return g.DoVia(m, session.PhoneVia(seat)) // journaled as made on seat's phone
	})
	return err
}

// roundID names the open round of the island auction: the turn, the
// round's number and the number of rounds restarted so far in the game
// ("t7-r2-x0" is turn 7's runoff, before any restart), or "" when none is
// open. A restart (RestartRound) thus gives the round a new id, so a bid a
// phone sealed for the round before it is refused rather than sealed in
// the new one; an undo of the restart brings the old id back with the old
// round's bids.
func roundID(g *Game) string {
	s := g.State()
	if s.Auction == nil {
		return ""
	}
	restarts := 0
	for _, m := range g.Moves {
		if m.Type == container.RestartRound {
			restarts++
		}
	}
	return fmt.Sprintf("t%d-r%d-x%d", s.Turn, len(s.Auction.Rounds), restarts)
}

// isRoundID says whether id has the shape roundID gives ("t7-r1-x0"),
// written as roundID writes it: one that has not names no round at all,
// not a round that has closed.
func isRoundID(id string) bool {
	var t, r, x int
	_, err := fmt.Sscanf(id, "t%d-r%d-x%d", &t, &r, &x)
	return err == nil && id == fmt.Sprintf("t%d-r%d-x%d", t, r, x)
}

// cargoLot is the lot of an island auction on the phones: seller's cargo
// c, a row per colour.
func cargoLot(seller string, c container.Counts) *phones.Lot {
	lot := &phones.Lot{Seller: seller, Text: words.Possessive(seller) + " cargo"}
	for _, col := range container.Colors {
		if c[col] > 0 {
			label := col.String()
			if col == container.Black {
				label = "black (dark green)"
			}
			lot.Items = append(lot.Items, phones.Item{Label: label, Count: c[col], Swatch: view.Swatches[col]})
		}
	}
	return lot
}

// bidders describes the auction's bidders: who bids in the open round and
// who has sealed; amounts only for rounds every bidder has sealed, with
// the bluff cards bl revealed with them (container.RevealedBluffs).
func bidders(s *container.State, bl [2]map[int]int) []phones.Bidder {
	a := s.Auction
	first := a.Rounds[0]
	open := a.Rounds[len(a.Rounds)-1]
	if a.Step != container.StepBids && a.Step != container.StepRunoff {
		open = auction.Round{}
	}
	var out []phones.Bidder
	for _, seat := range first.Bidders {
		b := phones.Bidder{Seat: seat, Name: s.Players[seat].Name, Bidding: open.IsBidder(seat), Sealed: open.Sealed(seat)}
		if first.Complete() {
			v := first.Bids[seat]
			b.Amount, b.Total, b.AmountWith = &v, &v, bluffWords(bl[0][seat])
		}
		if len(a.Rounds) > 1 && a.Rounds[1].Complete() && a.Rounds[1].IsBidder(seat) {
			x := a.Rounds[1].Bids[seat]
			t := first.Bids[seat] + x
			b.Extra, b.Total, b.ExtraWith = &x, &t, bluffWords(bl[1][seat])
		}
		b.Tied = slices.Contains(a.Tied, seat) || (a.Step == container.StepRunoff && a.Rounds[1].IsBidder(seat))
		if a.Step == container.StepDecide && a.Winner == seat {
			// Not a winner yet: the seller may still reject.
			b.Status = "highest bid"
		}
		out = append(out, b)
	}
	return out
}

// bluffWords are n bluff cards beside a revealed bid ("2 bluffs", as the
// reveal's line says), "" for none.
func bluffWords(n int) string {
	return map[bool]string{true: container.Count(n, "bluff")}[n > 0]
}

// settled records the public result of the auction in before, just settled
// by move m, which produced events: the revealed amounts, and the winner
// marked only when the seller accepted (the bidder named by an Off-Shore
// pick, which is the accept); after a reject (or an Off-Shore buyout) the
// top bid is marked as such and nobody as the winner.
func settled(before *container.State, m container.Move, events []container.Event, bl [2]map[int]int) *lastAuction {
	a := before.Auction
	la := &lastAuction{seller: before.Players[a.Seller].Name, cargo: before.Players[a.Seller].Ship.Cargo, bidders: bidders(before, bl)}
	top := func(seat int) bool {
		return (a.Step == container.StepDecide && seat == a.Winner) || (a.Step == container.StepPick && slices.Contains(a.Tied, seat))
	}
	for i := range la.bidders {
		b := &la.bidders[i]
		b.Bidding, b.Sealed, b.Tied, b.Winner, b.Status = false, false, false, false, ""
	}
	for _, e := range events {
		switch e.Kind {
		case "accept":
			la.result = e.Text
			winner := a.Winner
			if a.Step == container.StepPick {
				winner = m.Winner
			}
			for i := range la.bidders {
				la.bidders[i].Winner = la.bidders[i].Seat == winner
			}
		case "reject":
			la.result = e.Text
			// Off-Shore: bought out by the seller, never read as by the bidder.
			word := map[bool]string{false: "bid rejected", true: "bought out by " + la.seller}[before.Rules().Offshore]
			for i := range la.bidders {
				if top(la.bidders[i].Seat) {
					la.bidders[i].Status = word
				}
			}
		case "free":
			// The last $0 bid settled it: every bid was $0.
			la.result = e.Text
			for i := range la.bidders {
				zero := 0
				la.bidders[i].Amount, la.bidders[i].Total = &zero, &zero
			}
		}
	}
	return la
}

// View returns what seat may see (seat -1: the shared table page): its own
// cash, loans and value card; the island auction with who has sealed, and
// amounts only for rounds every bidder has sealed; its bid form, loan
// button and, for the seller, the choices; and all game long the public
// panels, the turn, who is awaited, its own panel and what it must do now
// (see Room.panels).
func (r *Room) View(seat int) phones.View {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	v := r.view(seat)
	s := r.Session.State()
	if s.Rules().Offshore {
		offshoreView(s, seat, &v)
	}
	r.panels(s, seat, &v)
	r.phoneMoves(s, seat, &v)
	return v
}

func (r *Room) view(seat int) phones.View {
	s := r.Session.State()
	rules := s.Rules()
	v := phones.View{Game: "container", Title: "Island auction", Version: r.Version, Phase: phones.PhaseIdle}
	v.Log, v.Earlier = r.Latest()
	if seat >= 0 && seat < len(s.Players) {
		p := s.Players[seat]
		you := &phones.Seat{Seat: seat, Name: p.Name, Private: []phones.Fact{
			// The cash and the card stay in view beside a bid form.
			{Label: "Cash", Value: view.Money(p.Cash), Keep: true},
			{Label: "Loans", Value: fmt.Sprintf("%d of %d", p.Loans, rules.MaxLoans)},
		}}
		if p.Card > 0 {
			// The edition's word: an Off-Shore card is a scoring card.
			label := view.CardWord(s)
			you.Private = append(you.Private, phones.Fact{Label: strings.ToUpper(label[:1]) + label[1:], Value: view.CardText(s, p.Card), Keep: true})
		}
		v.You = you
		if s.Phase != container.Over && p.Loans < rules.MaxLoans && s.LoanSupply > 0 {
			v.Loan = &phones.Button{Label: fmt.Sprintf("Take a loan (+$%d)", rules.LoanAmount), Note: fmt.Sprintf("$%d interest per loan at the start of each of your turns.", rules.Interest)}
		}
	}
	a := s.Auction
	if a == nil {
		if la := r.last; la != nil && la.moves == len(r.Session.Moves) {
			v.Title = "Last island auction"
			v.Phase = phones.PhaseResult
			v.Lot = cargoLot(la.seller, la.cargo)
			v.Bidders = la.bidders
			v.Result = la.result
		} else {
			v.Title = "Container"
		}
		return v
	}
	seller := s.Players[a.Seller]
	v.Lot = cargoLot(seller.Name, seller.Ship.Cargo)
	v.Bidders = bidders(s, container.RevealedBluffs(r.Session.States, r.Session.Moves))
	open := a.Rounds[len(a.Rounds)-1]
	switch a.Step {
	case container.StepBids:
		v.Phase, v.Round = phones.PhaseBidding, "Sealed bids"
	case container.StepRunoff:
		v.Phase, v.Round = phones.PhaseRunoff, fmt.Sprintf("Runoff: tied at $%d, each tied player seals an extra amount", a.Price)
	case container.StepPick:
		v.Phase = phones.PhasePick
	case container.StepDecide:
		v.Phase = phones.PhaseDecide
	}
	// The seller's words, as its buttons say them (Off-Shore: Accept or Buy out; actions text, "Auction buyout", "Runoff auction").
	or := map[bool][4]string{false: {"accepts or rejects", "accept or reject"}, true: {"accepts or buys out", "accept or buy out", " or buys out", " or buy out"}}[rules.Offshore]
	waiting := func() string {
		var names []string
		for _, w := range open.Waiting() {
			names = append(names, s.Players[w].Name)
		}
		return words.JoinNames(names)
	}
	switch {
	case v.Phase == phones.PhaseBidding || v.Phase == phones.PhaseRunoff:
		if seat >= 0 && open.IsBidder(seat) && !open.Sealed(seat) {
			label, note, ask, msg := "Your sealed bid", "Nobody sees any bid until all are sealed. If you win short of cash, loans are taken for you.", "", "Seal your bid."
			if a.Step == container.StepRunoff {
				label, note, ask, msg = fmt.Sprintf("Extra on top of $%d", a.Price), "$0 is allowed. Still tied after this, the seller picks.", fmt.Sprintf("Seal %%s extra in the runoff, on top of the tied $%d", a.Price), "Seal an extra."
			}
			v.Bid = &phones.BidForm{Min: 0, Max: s.BidLimit(seat), Label: label, Note: note, Round: roundID(r.Session), Ask: ask}
			v.Message = msg
		} else if seat == a.Seller {
			// Leads: then the table's "Waiting for …", so the seat's own
			// part stays the same as the others seal (issue 29).
			v.Message, v.Leads = "Your cargo is up for auction.", true
		} else if seat >= 0 && open.Sealed(seat) {
			v.Message, v.Leads = "Sealed.", true
			v.Sealed = view.OwnBid(s, seat)
		} else {
			v.Message = "Waiting for " + waiting() + "."
		}
	case v.Phase == phones.PhasePick:
		v.Message = fmt.Sprintf("Still tied at $%d: %s picks the winner%s.", a.Price, seller.Name, or[2])
		if seat == a.Seller {
			v.Message = fmt.Sprintf("Still tied at $%d: you pick the winner%s.", a.Price, or[3])
			for _, w := range a.Tied {
				label := map[bool]string{false: "Pick " + s.Players[w].Name, true: pickLabel(s, w, a.Price)}[rules.Offshore]
				v.Choices = append(v.Choices, phones.Choice{Kind: phones.ActPick, Winner: w, Label: label})
			}
		}
	default:
		winner := s.Players[a.Winner].Name
		// After a tie the seller picked (Tied is set only then): picked,
		// not the most.
		lead, you := fmt.Sprintf("%s bids the most, $%d", winner, a.Price), fmt.Sprintf("You bid the most, $%d", a.Price)
		if len(a.Tied) > 0 {
			lead, you = fmt.Sprintf("%s was picked from the tie at $%d", winner, a.Price), fmt.Sprintf("You were picked from the tie at $%d", a.Price)
		}
		v.Message = fmt.Sprintf("%s. %s %s.", lead, seller.Name, or[0])
		switch seat {
		case a.Winner:
			v.Message = fmt.Sprintf("%s. %s %s.", you, seller.Name, or[0])
		case a.Seller:
			v.Message = lead + ": " + or[1] + "."
		}
		if seat == a.Seller {
			v.Choices, v.Message = view.SellerChoices(s, seat, winner, lead)
		}
	}
	return v
}

// pickMove is the seller's pick among bidders still tied after the runoff.
// In the Off-Shore edition picking is accepting, one decision (actions
// text, "Runoff auction": the delivering player picks or buys out): an
// accept naming the winner. In classic it is a pick_winner, then accept or
// reject.
func pickMove(s *container.State, seller, winner int) container.Move {
	if s.Rules().Offshore {
		return container.Move{Type: container.Accept, Player: seller, Winner: winner}
	}
	return container.Move{Type: container.PickWinner, Player: seller, Winner: winner}
}

// pickLabel words an Off-Shore pick, which is the accept: "Bob wins: pays
// $5, the supply adds $5".
func pickLabel(s *container.State, winner, price int) string {
	return fmt.Sprintf("%s wins: pays $%d, the supply adds $%d", s.Players[winner].Name, price, price)
}

// Public returns the view every seat and the table share (phones.Room):
// the table's view, which carries no secret.
func (r *Room) Public() phones.Public {
	p, _ := r.View(-1).Split()
	return p
}

// Private returns seat's own part of its view (phones.Room): its cash, loans and value card,
// its own panel, its own sealed amount and what it may do now.
func (r *Room) Private(seat int) phones.Private {
	_, q := r.View(seat).Split()
	return q
}
