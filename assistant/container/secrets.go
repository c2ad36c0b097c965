package container

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tallyman/assistant/container/view"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
	"tallyman/engines/container"
	"tallyman/engines/words"
)

// clear hides what was on the screen after a private look (see
// hideScreen).
func (t *Table) clear() { prompt.HideScreen(t.Out, t.P.Accessible) }

// enterCards asks each of seats privately for their physical value card
// (enterCard). A number another player entered is not refused as it is
// typed: the refusal would tell the table who holds that card. Once
// every card is in, a clash (two players on one card: a typo,
// container.State.CardClash) is said, naming no one and no card, and
// every player enters theirs again, until the cards differ or a player
// leaves theirs for later (Enter).
func (t *Table) enterCards(seats []int) error {
	for {
		for _, i := range seats {
			entered, err := t.enterCard(i)
			if err != nil || !entered {
				return err
			}
		}
		s := t.room.State()
		if !s.CardClash() {
			return nil
		}
		t.say("%s", prompt.WarnStyle.Render("Two players entered the same "+view.CardWord(s)+".")+" Nobody is told whose or which: every player enters theirs again, privately.")
		seats = seats[:0]
		for i := range s.Players {
			seats = append(seats, i)
		}
	}
}

// enterCard asks seat privately for the number of its physical value
// card; entered is false when the player leaves it for later (Enter).
func (t *Table) enterCard(seat int) (entered bool, err error) {
	s := t.room.State()
	name := s.Players[seat].Name
	t.say("The %ss (match yours by its colours):\n%s", view.CardWord(s), view.DeckTable(s))
	for {
		v, err := prompt.AskHidden(t.P, fmt.Sprintf("%s, your card's number (1-%d, hidden; Enter to cancel):", name, len(container.Cards)), func(v string) error {
			if v == "" {
				return nil
			}
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > len(container.Cards) {
				return fmt.Errorf("type a card number from 1 to %d", len(container.Cards))
			}
			return nil
		})
		if err != nil {
			return false, err
		}
		if v == "" {
			t.say("No card entered for %s.", name)
			return false, nil
		}
		n, _ := strconv.Atoi(v)
		if _, err := t.room.Do(container.Move{Type: container.SetCard, Player: seat, Card: n}); err != nil {
			t.refused(err)
			continue
		}
		t.say("%s card is recorded.", words.Possessive(name))
		return true, nil
	}
}

// showCard shows seat its dealt value card after the laptop is passed
// (in accessible mode on a terminal: where to read it instead, see
// view.CardElsewhere). A seat with a phone (one has joined for it:
// phonelink.HasPhone) reads it there: the laptop never shows it (issue
// 16: secrets off the laptop when the players have phones); the
// pass-the-laptop step stays for a seat without a phone. Whether the seat
// has one is asked again once the laptop is passed: a phone that joined
// meanwhile (after "Start playing") shows the card, the laptop not.
func (t *Table) showCard(seat int) error {
	s := t.room.State()
	p := s.Players[seat]
	if p.Card == 0 {
		t.say("%s has no card recorded yet.", p.Name)
		return nil
	}
	if t.P.NoSecrets && !t.phones.HasPhone(seat) {
		fmt.Fprintln(t.Out, view.CardElsewhere(t.P, s, p.Name, t.phones != nil, t.room.Game().ResumeCommand(), prompt.TerminalWidth(t.Out))) // wrapped there, the command whole
		return nil
	}
	if !t.phones.HasPhone(seat) {
		if err := t.P.Gate(fmt.Sprintf("Pass the laptop to %s. %s, press Enter when only you can see the screen.", p.Name, p.Name)); err != nil {
			return err
		}
	}
	if t.phones.HasPhone(seat) {
		t.say("%s %s is on %s phone; the laptop does not show it.", words.Possessive(p.Name), view.CardWord(s), words.Possessive(p.Name))
		return nil
	}
	t.say("%s, your %s (card %d): %s", p.Name, view.CardWord(s), p.Card, view.CardText(s, p.Card))
	err := t.P.Wait("Press Enter to hide it.")
	t.clear()
	return err
}

// auction runs the current step of the island auction: sealed bids typed
// with hidden input as the laptop goes round, the runoff, the seller's pick
// and the seller's decision. Typing "undo" at any prompt takes back the
// last move.
func (t *Table) auction() error {
	if t.phones != nil {
		return t.phoneAuction()
	}
	s := t.room.State()
	a := s.Auction
	seller := s.Players[a.Seller].Name
	cargo := view.Counts(s.Players[a.Seller].Ship.Cargo)
	if s.Rules().Offshore {
		cargo = view.OffshoreCounts(s.Players[a.Seller].Ship.Cargo)
	}
	switch a.Step {
	case container.StepBids, container.StepRunoff:
		round := a.Rounds[len(a.Rounds)-1]
		seat := round.Waiting()[0]
		name := s.Players[seat].Name
		var sealed []string
		for _, b := range round.Bidders {
			if round.Sealed(b) {
				sealed = append(sealed, s.Players[b].Name)
			}
		}
		if len(sealed) > 0 {
			t.say("Sealed so far: %s.", strings.Join(sealed, ", "))
		}
		limit := s.BidLimit(seat)
		what := "bid"
		if a.Step == container.StepRunoff {
			what = fmt.Sprintf("extra on top of the tied $%d", a.Price)
		}
		t.say("Pass the laptop to %s. Auction of %s %s.", name, words.Possessive(seller), cargo)
		offshore := s.Rules().Offshore
		if offshore {
			// Off-Shore bids are cash in hand (actions text, "Delivery
			// auctions"): a loan is taken before bidding.
			if why := s.LoanRefusal(seat); why != "" {
				t.say("A bid is cash in hand, at most $%d; no loan can add to it: %s. Type undo to take back the last move.", limit, why)
			} else {
				t.say("A bid is cash in hand: type loan to borrow first. Type undo to take back the last move (redo puts it back), quit to save and stop.")
			}
		} else {
			t.say("Loans are taken for you if you win. Type undo to take back the last move (redo puts it back), quit to save and stop.")
		}
		question := fmt.Sprintf("%s, your sealed %s ($0-$%d, hidden):", name, what, limit)
		v, err := prompt.AskHidden(t.P, question, func(v string) error {
			if _, _, _, redo := t.room.Snapshot(); strings.EqualFold(v, "redo") && redo == 0 {
				return session.ErrNothingToRedo // said under the question: the status redrawn pushed it off the screen
			}
			if strings.EqualFold(v, "undo") || strings.EqualFold(v, "redo") || offshore && strings.EqualFold(v, "loan") {
				return nil
			}
			return view.BidRefusal(v, limit, offshore && s.LoanRefusal(seat) == "")
		})
		if err != nil {
			return prompt.Back(err) // Esc: asked again, nothing changed
		}
		if strings.EqualFold(v, "undo") || strings.EqualFold(v, "redo") {
			_, err := t.run(Command{Kind: strings.ToLower(v)})
			return err
		}
		if strings.EqualFold(v, "loan") {
			return t.offshoreLoan(seat)
		}
		n, _ := words.ParseNumber(v, "$")
		bluffs, err := t.askBluffs(seat)
		if err != nil {
			return err
		}
		t.do(container.Move{Type: container.Bid, Player: seat, Amount: n, Bluffs: bluffs})
		return nil
	}
	// The seller's decision: the pick among the tied, then accept or
	// reject (Off-Shore: pick or buy out, then accept or buy out).
	var title string
	switch {
	case a.Step == container.StepPick && s.Rules().Offshore:
		title = fmt.Sprintf("Still tied at $%d. %s, pick the winner or buy out:", a.Price, seller)
	case a.Step == container.StepPick:
		title = fmt.Sprintf("Still tied at $%d. %s, pick the winner:", a.Price, seller)
	case s.Rules().Offshore:
		title = fmt.Sprintf("%s bids the most: $%d. %s, accept or buy out?", s.Players[a.Winner].Name, a.Price, seller)
	default:
		title = fmt.Sprintf("%s bids the most: $%d. %s, accept or reject?", s.Players[a.Winner].Name, a.Price, seller)
	}
	opts := append(sellerChoices(s), prompt.Option[string]{Label: "Undo the last move", Value: "undo"})
	if t.canRedo() {
		opts = append(opts, prompt.Option[string]{Label: "Redo", Value: "redo"})
	}
	opts = append(opts, prompt.Option[string]{Label: "Save and quit", Value: "quit"})
	c, err := prompt.Select(t.P, title, opts)
	if err != nil {
		// Esc goes back: the decision is asked again, nothing changed (it
		// ended the game's sitting).
		return prompt.Back(err)
	}
	switch c {
	case "undo", "redo":
		_, err := t.run(Command{Kind: c})
		return err
	case "quit":
		return prompt.ErrQuit
	}
	t.sellerDecides(c)
	return nil
}

// sellerChoices are the seller's decisions the move catalogue offers now
// (container.Catalogue of the seller: pick_winner, accept, reject), one
// line each, or one line per tied bidder where the offer asks the winner:
// the pick (classic), or the accept naming the winner (Off-Shore, where
// the pick is the accept: actions text, "Runoff auction"). A line's value
// is the offer's key, then "=" and the winner's seat when it names one.
func sellerChoices(s *container.State) []prompt.Option[string] {
	cat := container.Catalogue(s, s.Auction.Seller)
	accept, _ := cat.Offer(string(container.Accept))
	var out []prompt.Option[string]
	for _, o := range cat.Offers {
		switch container.MoveType(o.Key) {
		case container.PickWinner:
			if len(accept.Params) > 0 {
				continue // the accept is the pick
			}
		case container.Accept, container.Reject:
		default:
			continue
		}
		if len(o.Params) == 1 && o.Params[0].Kind == catalogue.KindChoice {
			for _, op := range o.Params[0].Options {
				out = append(out, prompt.Option[string]{Label: op.Label, Value: o.Key + "=" + op.Value})
			}
			continue
		}
		out = append(out, prompt.Option[string]{Label: o.Label, Value: o.Key})
	}
	return out
}

// sellerDecides makes the seller's decision v (a value of sellerChoices).
func (t *Table) sellerDecides(v string) {
	t.doChoice(t.room.State().Auction.Seller, sellerChoice(v))
}

// sellerChoice is the seller's decision v (a value of sellerChoices) as
// the catalogue's choice.
func sellerChoice(v string) catalogue.Choice {
	key, winner, named := strings.Cut(v, "=")
	c := catalogue.Choice{Key: key}
	if named {
		c.Answers = map[string]catalogue.Answer{"winner": {Value: winner}}
	}
	return c
}

// phoneAuction runs the island auction while the phones take part: the
// laptop shows who has sealed (never an amount) and waits, redrawing when a
// phone acts; it can type a bid for a player without a phone, restart the
// open round, cancel the auction, make the seller's choice, and undo or
// redo the last move. On a full terminal the menu is drawn again, and
// only it, when a phone joins or goes away, as its "Type Cy's bid here"
// lines say whose phone is connected (a closed tab read "connected"
// until Refresh); in accessible mode it would be listed again in full.
func (t *Table) phoneAuction() error {
	next := t.phones.Next() // before the state is read: no move missed
	for said := false; ; said = true {
		if again, err := t.auctionMenu(next, said); !again {
			return err
		}
	}
}

// auctionMenu is phoneAuction's menu once, the waiting line first unless
// said; again when it gave way to a phone joining or going away alone.
func (t *Table) auctionMenu(next <-chan struct{}, said bool) (again bool, err error) {
	conn := t.phones.Connected() // before the menu's words say it
	s := t.room.State()
	a := s.Auction
	if a == nil {
		return false, nil // settled on a phone since the loop looked: look again
	}
	name := func(i int) string { return s.Players[i].Name }
	ctx, cancel := t.changeContext()
	defer cancel()
	follow := next
	var opts []prompt.Option[string]
	title := ""
	switch a.Step {
	case container.StepBids, container.StepRunoff:
		round := a.Rounds[len(a.Rounds)-1]
		var sealed, waiting []string
		for _, b := range round.Bidders {
			if round.Sealed(b) {
				sealed = append(sealed, name(b))
			} else {
				waiting = append(waiting, name(b))
			}
		}
		what := "sealed bids"
		if a.Step == container.StepRunoff {
			what = fmt.Sprintf("runoff extras (tied at $%d)", a.Price)
		}
		if !said {
			t.say("%s", waitingLine(what, sealed, waiting, t.P.Width()))
		}
		if !t.P.Accessible {
			var stop func()
			follow, stop = t.phones.NextOrConnected(next, conn)
			defer stop()
		}
		title = "The laptop can:"
		opts = append(opts, prompt.Option[string]{Label: "Refresh", Value: "refresh"})
		for _, w := range round.Waiting() {
			opts = append(opts, prompt.Option[string]{Label: t.phones.TypeHere(w, name(w), "bid"), Value: "bid:" + strconv.Itoa(w)})
		}
		opts = append(opts,
			prompt.Option[string]{Label: "Restart this round (its sealed bids are cleared)", Value: "restart"},
			prompt.Option[string]{Label: "Cancel the auction (undo back to before sailing)", Value: "cancel"})
	default:
		switch {
		case a.Step == container.StepPick && s.Rules().Offshore:
			title = fmt.Sprintf("Still tied at $%d. %s picks or buys out (here or on their phone):", a.Price, name(a.Seller))
		case a.Step == container.StepPick:
			title = fmt.Sprintf("Still tied at $%d. %s picks (here or on their phone):", a.Price, name(a.Seller))
		case s.Rules().Offshore:
			title = fmt.Sprintf("%s bids the most: $%d. %s accepts or buys out (here or on their phone):", name(a.Winner), a.Price, name(a.Seller))
		default:
			title = fmt.Sprintf("%s bids the most: $%d. %s accepts or rejects (here or on their phone):", name(a.Winner), a.Price, name(a.Seller))
		}
		opts = append(append(opts, prompt.Option[string]{Label: "Refresh", Value: "refresh"}), sellerChoices(s)...)
	}
	if s.Rules().Offshore {
		opts = append(opts, prompt.Option[string]{Label: "A player takes a loan (for a bid: bids are cash in hand)", Value: "loan"})
	}
	// Undo and Redo, as without phones: undoing the bid that revealed a
	// round opens it again for every bidder (Session.Undo), which a
	// phone may not do (session.ErrRevealed sends its player here).
	opts = append(opts, prompt.Option[string]{Label: "Undo the last move", Value: "undo"})
	if t.canRedo() {
		opts = append(opts, prompt.Option[string]{Label: "Redo", Value: "redo"})
	}
	opts = append(opts,
		prompt.Option[string]{Label: "Phones: links and who is connected", Value: "phones"},
		prompt.Option[string]{Label: "Save and quit (the auction waits; resume later)", Value: "quit"})
	t.P.FollowOr(follow, next)
	c, err := prompt.SelectAt(ctx, t.P, title, opts, t.cursor)
	t.P.Follow(next)
	switch {
	case errors.Is(err, prompt.ErrRefresh):
		select {
		case <-next:
			return false, nil
		default: // a phone joined or went away: the cursor stays
			t.cursor = cmp.Or(c, t.cursor)
			return true, nil
		}
	case errors.Is(err, prompt.ErrAborted):
		// Esc asks again, nothing changed (at the seller's decision it
		// ended the sitting); "Save and quit" is in the menu.
		return false, nil
	case err != nil:
		return false, err
	}
	t.cursor = c
	kind, arg, _ := strings.Cut(c, ":")
	seat, _ := strconv.Atoi(arg)
	switch kind {
	case "refresh":
	case "undo", "redo":
		t.cursor = "refresh" // a second Enter redraws, never undoes again
		_, err := t.run(Command{Kind: kind})
		return false, err
	case "quit":
		return false, session.ErrQuit
	case "phones":
		return false, t.phonesMenu()
	case "bid":
		return false, t.typeBid(seat)
	case "loan":
		// Any player may borrow at any time, the delivering player too
		// (notes, "Loans").
		who, err := t.pickPlayer("Who takes the loan?", nil)
		if err != nil {
			return false, prompt.Back(err)
		}
		return false, t.offshoreLoan(who)
	case "restart":
		if ok, err := t.P.Confirm("Clear every sealed bid of this round? Everyone in it seals again.", false); err != nil || !ok {
			return false, prompt.Back(err)
		}
		t.do(container.Move{Type: container.RestartRound, Player: a.Seller})
	case "cancel":
		if ok, err := t.P.Confirm("Cancel the auction? Its bids are undone and the ship is back in the open sea.", false); err != nil || !ok {
			return false, prompt.Back(err)
		}
		for t.room.State().Phase == container.Auction {
			if err := t.room.Undo(); err != nil {
				t.say("Cannot cancel: %v", err)
				break
			}
		}
	default:
		t.sellerDecides(c)
	}
	return false, nil
}

// typeBid asks seat's sealed bid with hidden input at the laptop. In an
// Off-Shore game "loan" borrows first (bids are cash in hand: actions
// text, "Delivery auctions"; notes, "Loans") and the bid is asked again
// with the new limit, as without phones.
func (t *Table) typeBid(seat int) error {
	var n int
	for {
		s := t.room.State()
		if s.Auction == nil || !slices.Contains(s.Auction.Rounds[len(s.Auction.Rounds)-1].Waiting(), seat) {
			return nil
		}
		what := ", your sealed bid"
		if s.Auction.Step == container.StepRunoff {
			what = fmt.Sprintf(", your sealed EXTRA on top of the tied $%d", s.Auction.Price)
		}
		limit, loan, canLoan := s.BidLimit(seat), "", s.Rules().Offshore // classic: loans are taken for you if you win
		if why := s.LoanRefusal(seat); canLoan && why != "" {
			loan, canLoan = "; no loan: "+why, false // container.txt, "Loans"
		} else if canLoan {
			loan = "; loan to borrow first"
		}
		v, err := prompt.AskHidden(t.P, fmt.Sprintf("%s%s ($0-$%d, hidden%s; Enter to go back):", s.Players[seat].Name, what, limit, loan), func(v string) error {
			if v == "" || canLoan && strings.EqualFold(v, "loan") {
				return nil
			}
			return view.BidRefusal(v, limit, canLoan)
		})
		if err != nil || v == "" {
			return err
		}
		if strings.EqualFold(v, "loan") {
			before := t.room.State().Players[seat].Cash
			if err := t.offshoreLoan(seat); err != nil {
				return err
			}
			if t.room.State().Players[seat].Cash == before {
				return nil // refused or taken back: back to the menu
			}
			_, ev, _, _ := t.room.Snapshot() // the loan, said as the table screen lists it
			view.JustNow(t.Out, ev, nil, t.room.Seats())
			continue
		}
		n, _ = words.ParseNumber(v, "$")
		break
	}
	bluffs, err := t.askBluffs(seat)
	if err != nil {
		return err
	}
	t.do(container.Move{Type: container.Bid, Player: seat, Amount: n, Bluffs: bluffs})
	return nil
}

// askBluffs asks seat, with hidden input, how many bluff cards go with the
// bid just typed in an Off-Shore game (actions text, "Bluffing"); 0 in a
// classic game, which has none.
func (t *Table) askBluffs(seat int) (int, error) {
	s := t.room.State()
	most := s.Rules().BluffCards
	if !s.Rules().Offshore || most == 0 {
		return 0, nil
	}
	v, err := prompt.AskHidden(t.P, fmt.Sprintf("%s, how many bluff cards go with it (0-%d, hidden; Enter for 0):", s.Players[seat].Name, most), func(v string) error {
		if v == "" {
			return nil
		}
		if n, err := strconv.Atoi(v); err != nil || n < 0 || n > most {
			return fmt.Errorf("type a number of bluff cards from 0 to %d", most)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	n, _ := strconv.Atoi(v)
	return n, nil
}

// canRedo reports whether a move undone can be put back now.
func (t *Table) canRedo() bool {
	_, _, _, redo := t.room.Snapshot()
	return redo > 0
}

// waitingLine says who has sealed (never an amount) and who not, for
// what (the sealed bids, a runoff's extras), wrapped to width columns
// with every name whole on a line that it fits.
func waitingLine(what string, sealed, waiting []string, width int) string {
	line := fmt.Sprintf("Waiting on the phones for %s. Sealed: %s. Waiting: %s.", what, words.JoinNames(sealed), words.JoinNames(waiting))
	return prompt.WrapNames(line, width, slices.Concat(sealed, waiting))
}
