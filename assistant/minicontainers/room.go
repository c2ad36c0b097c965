package minicontainers

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/phones"
	"tallyman/assistant/session"
	mc "tallyman/engines/minicontainers"
	"tallyman/engines/words"
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
	r.Version = g.FirstVersion() // from 1 or more, so every phone's view is checked (PhoneMove: 0 checks nothing)
	r.Text = func(e mc.Event) string { return e.Text }
	r.Retext = func(e mc.Event, text string) mc.Event { e.Text = text; return e }
	// The laptop's undo takes the Automa's automatic plays back with the
	// move before them, or they would be made again at once.
	r.Automatic = automaticMove
	r.RevealAsk = RevealAsk
	r.ReopenAsk = ReopenAsk // the reopened picks go with their opener, for good
	r.ReplayLog()
	return r
}

// RevealAsk is asked at the laptop before an undo that opens a recycling
// centre's picks again (session.RoomCore.LaptopUndo).
const RevealAsk = "Undo the reveal? The picks open again: every pick is cleared and everyone picks again. This cannot be redone."

// ReopenAsk is asked at the laptop before an undo of a recycling
// centre's reopened picks, which takes them back with opener, the move
// that opened them (made in s), none of it to redo
// (session.RoomCore.ReopenAsk): "Undo Di's mini-deck of 1? The recycling
// centre's picks go with it. This cannot be redone." A pick that opened
// them revealed the picks of the centre before, which open again.
func ReopenAsk(s *mc.State, opener mc.Move) string {
	what := "The recycling centre's picks go with it."
	if opener.Type == mc.Pick {
		what = "The next recycling centre's picks go with it, and the picks it revealed open again: every pick is cleared and everyone picks again."
	}
	return "Undo " + mc.DescribeMove(s, opener) + "? " + what + " This cannot be redone."
}

// reveal is the recycling pick revealed by the game's latest move, while
// it is news (lock held): the last move made by a player (the Automa's
// automatic plays after it do not count) completed the picks. ok is false
// once the game has moved on (the bonus used or not, a card revealed, a
// pass), so the title and the panels follow the game. picks holds each
// seat's number (negative: no pick); e is the reveal's event, e.Player
// the seat that may use the bonus (-1: none).
func (r *Room) reveal() (picks []int, e mc.Event, ok bool) {
	g := r.Session
	i := len(g.Moves) - 1
	for i >= 0 && miniAutomatic(g, i) {
		i--
	}
	if i < 0 || g.Moves[i].Type != mc.Pick {
		return nil, mc.Event{}, false
	}
	// The reveal is an event of the pick that completed the round:
	// recompute it from the engine.
	_, ev, err := mc.Apply(g.States[i], g.Moves[i])
	if err != nil {
		return nil, mc.Event{}, false
	}
	for _, e := range ev {
		if e.Kind == "reveal_picks" {
			picks = slices.Clone(g.States[i].Picks)
			picks[g.Moves[i].Player] = g.Moves[i].Number
			return picks, e, true
		}
	}
	return nil, mc.Event{}, false
}

// View returns what seat may see (seat -1: the shared screen). During a
// Recycling Centre pick it lists who takes part and who has sealed, and
// gives the seats yet to pick a form for a number 0-7; a pick's number
// appears only in the reveal, once every pick is in.
func (r *Room) View(seat int) phones.View {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	s := r.Session.State()
	v := phones.View{Game: "minicontainers", Title: "Mini Containers", Version: r.Version, Unit: "#", Phase: phones.PhaseIdle}
	v.Log, v.Earlier = r.Latest()
	if seat >= 0 && seat < len(s.Players) {
		p := s.Players[seat]
		// No private facts: how many cards each player holds, has in the
		// mini-deck and set aside lies on the table for all to count, and
		// the public panels show every player's counts (miniPanels); the
		// seat's own are its "Your cards" panel, never under "Only you
		// see this".
		v.You = &phones.Seat{Seat: seat, Name: p.Name}
	}
	switch s.Phase {
	case mc.Recycling:
		// The rules' words (mini-containers.txt, "Recycling Centre
		// Module"): each player chooses one set-aside card to play on the
		// centre; all reveal at once. No lot "for sale": nothing is sold.
		v.Title = "Recycling centre"
		v.Phase = phones.PhaseBidding
		v.Words = &phones.RoundWords{Bidding: "Cards chosen in secret", Bidders: "Choosing"}
		v.Round = fmt.Sprintf("Recycling centre (container %d): each player chooses one set-aside card to play on it", s.Centre+1)
		var waiting []string
		for i, pk := range s.Picks {
			if pk == -2 {
				continue
			}
			b := phones.Bidder{Seat: i, Name: s.Name(i), Bidding: true, Sealed: pk >= 0, Status: "… choosing"}
			if pk >= 0 {
				b.Status = "✓ chosen"
			}
			v.Bidders = append(v.Bidders, b)
			if pk == -1 {
				waiting = append(waiting, s.Name(i))
			}
		}
		switch {
		case seat >= 0 && seat < len(s.Picks) && s.Picks[seat] == -1:
			v.Bid = &phones.BidForm{Min: 0, Max: mc.Standard.MaxVolume, Verb: "Play card", Label: "Number of the card you choose",
				Note: "Choose one of your set-aside cards (not from your mini-deck) and lay it face down by the recycling centre; everyone reveals at once. " + words.Capital(mc.PickZero) + ". The lowest number nobody else plays gets the bonus."}
			// What to do is said once, as Now (gameView): the message says
			// whom the table waits for, this seat's player as "you".
			var who []string
			for i, pk := range s.Picks {
				switch {
				case pk == -1 && i == seat:
					who = append([]string{"you"}, who...)
				case pk == -1:
					who = append(who, s.Name(i))
				}
			}
			v.Message = "Waiting for " + words.JoinNames(who) + "."
		case seat >= 0 && seat < len(s.Picks) && s.Picks[seat] == -2:
			// Leads: then the table's "Waiting for … to choose.", so the
			// seat's own part stays the same as the others choose (issue 29).
			v.Message, v.Leads = "You have no set-aside cards: you do not choose one.", true
		case seat >= 0:
			v.Message, v.Leads = "Chosen.", true
			v.Sealed = fmt.Sprintf("number %d", s.Picks[seat])
		default:
			v.Message = "Waiting for " + words.JoinNames(waiting) + " to choose."
		}
	default:
		// Just revealed: every card turned over at once, the lowest
		// unique number marked. The reveal's sentence is the log's (said
		// once); the panel says what comes of it.
		if picks, e, ok := r.reveal(); ok {
			v.Phase = phones.PhaseResult
			v.Title = "Recycling centre"
			for i, pk := range picks {
				if pk < 0 {
					continue
				}
				n := pk
				b := phones.Bidder{Seat: i, Name: s.Name(i), Amount: &n, Total: &n, Winner: i == e.Player}
				if pk == 0 {
					b.Status = "no number"
				}
				v.Bidders = append(v.Bidders, b)
			}
		}
		v.Message = "Now: " + s.Waiting() + "."
	}
	gameView(s, seat, &v)
	// The table's line names the players; a seat's own phone says "you".
	switch {
	case v.Wanted && s.Phase != mc.Recycling:
		v.Message = "Everyone waits for you." // what to do is its Now line
	case s.Phase == mc.Over && slices.Contains(s.Winners, seat):
		var others []string
		for _, w := range s.Winners {
			if w != seat {
				others = append(others, s.Name(w))
			}
		}
		v.Message = "The game is over: you have no cards left and win Mini Containers."
		if len(others) > 0 {
			v.Message = "The game is over: you share the win with " + words.JoinNames(others) + " (no cards left at the same moment)."
		}
	}
	r.phoneMoves(s, seat, &v)
	return v
}

// gameView adds the game around the recycling pick to v (issue 16): what
// the game waits for (Turn) and for whom (Awaited), the public panels as
// the laptop status shows them (the row with fills and room, room by
// type, the Automa row, every player's counts; at the end who won), and
// for a seat its own cards, what it must do now and whether the table
// waits for it. Nothing public depends on seat.
func gameView(s *mc.State, seat int, v *phones.View) {
	v.Turn = words.Capital(s.Waiting()) + "."
	v.Over = s.Phase == mc.Over
	awaited := awaitedSeats(s)
	for _, a := range awaited {
		v.Awaited = append(v.Awaited, s.Name(a))
	}
	v.Panels = miniPanels(s)
	v.Palette = palette()
	switch {
	case s.Phase == mc.Over:
		v.Scores = Scores(s)
	case seat < 0:
		// The table screen's board (public: drawn for the public part
		// only).
		v.Board = Board(s)
	}
	if seat < 0 || seat >= len(s.Players) {
		return
	}
	p := s.Players[seat]
	mine := phones.Panel{Title: "Your cards", Rows: []phones.Row{
		{Label: "In hand", Value: fmt.Sprint(p.Hand)},
		{Label: "Mini-deck", Value: fmt.Sprint(p.Deck)},
		{Label: "Set aside", Value: fmt.Sprint(p.Aside)},
	}}
	mine.Note = fmt.Sprintf("%d cards in all; the first to get rid of every card wins.", p.Cards())
	if p.Passed {
		mine.Note = "You passed this round. " + mine.Note
	}
	v.Mine = []phones.Panel{mine}
	v.Wanted = slices.Contains(awaited, seat)
	if !v.Wanted {
		return
	}
	switch s.Phase {
	case mc.Recycling:
		v.Now = "Choose one of your set-aside cards for the recycling centre."
	case mc.Bonus:
		v.Now = "You may play the top card of your mini-deck on the recycling centre: say so here or at the laptop."
	case mc.Deal:
		v.Now = "Your cards are dealt: say them here or at the laptop."
	case mc.Containers:
		v.Now = "Play a card from your hand as containers (here or at the laptop)."
	case mc.Decks:
		v.Now = "Form your mini-deck: say how many cards go in it (here or at the laptop)."
	case mc.Disposal:
		v.Now = "Reveal the top card of your mini-deck or pass (here or at the laptop)."
	}
}

// awaitedSeats are the players the game waits for now, in seat order:
// every player still to choose a card for the recycling centre, the one
// who may use the recycling bonus, or the player on turn; none while the
// Automa or the Dummy plays or once the game is over.
func awaitedSeats(s *mc.State) []int {
	automa := len(s.Unknown()) > 0 || s.AutomaDue || s.DummyDue || s.Phase == mc.Containers && s.Actor < 0
	switch {
	case s.Phase == mc.Over, automa:
		return nil
	case s.Phase == mc.Recycling:
		var out []int
		for i, pk := range s.Picks {
			if pk == -1 {
				out = append(out, i)
			}
		}
		return out
	case s.Phase == mc.Bonus:
		return []int{s.BonusSeat}
	case s.Actor >= 0 && s.Actor < len(s.Players):
		return []int{s.Actor}
	}
	return nil
}

// miniPanels are the public state as the laptop status shows it
// (Table.status): the row of containers with fills and room, the room by
// type, the Automa row, each player's counts, and at the end who won.
func miniPanels(s *mc.State) []phones.Panel {
	var out []phones.Panel
	if s.Phase == mc.Over {
		res := phones.Panel{Title: "The game is over", Head: true, Wide: true}
		res.Rows = append(res.Rows, phones.Row{Cells: []phones.Cell{{Text: "Player"}, {Text: "Cards left"}, {Text: "Cards taken"}}})
		for i, p := range s.Players {
			name := p.Name
			if slices.Contains(s.Winners, i) {
				name += " (won)"
			}
			res.Rows = append(res.Rows, phones.Row{Cells: []phones.Cell{{Text: name}, {Text: fmt.Sprint(p.Cards())}, {Text: fmt.Sprint(p.Taken)}}})
		}
		res.Note = words.Capital(s.Waiting()) + "."
		out = append(out, res)
	}
	row := phones.Panel{Title: fmt.Sprintf("Row of containers, round %d", s.Round), Head: true, Wide: true}
	if s.Phase == mc.Over {
		row.Title = "Row of containers"
	}
	if len(s.Row) == 0 {
		row.Head = false
		row.Note = "No containers yet."
	} else {
		row.Rows = append(row.Rows, phones.Row{Cells: []phones.Cell{{Text: "#"}, {Text: "Container"}, {Text: "Fill"}, {Text: "Room"}, {Text: "Played by"}}})
		for i, c := range s.Row {
			name, fill, room, sw := c.String(), "", "", ""
			switch c.Kind {
			case mc.ThriftShop:
				name = "thrift shop"
				var used []string
				for t, u := range c.Used {
					if u {
						used = append(used, mc.Type(t).String())
					}
				}
				fill = "empty"
				if len(used) > 0 {
					fill = strings.Join(used, ", ") + " used"
				}
			case mc.RecyclingCentre:
				name, fill = "recycling centre", fmt.Sprint(c.Cards)+" cards"
			default:
				name = fmt.Sprintf("%s %d", c.Type, c.Size)
				fill, room, sw = fmt.Sprintf("%d/%d", c.Fill, c.Size), fmt.Sprint(c.Room()), c.Type.String()
			}
			if c.Waste {
				room = "closed (waste collected)"
			}
			row.Rows = append(row.Rows, phones.Row{Cells: []phones.Cell{{Text: fmt.Sprint(i + 1)}, {Text: name, Swatch: sw}, {Text: fill}, {Text: room}, {Text: s.Name(c.By)}}})
		}
		units, thrift := mc.RoomByType(s.Row)
		var parts []string
		for _, ty := range mc.Types {
			p := fmt.Sprintf("%s %d", ty, units[ty])
			if thrift[ty] > 0 {
				p += fmt.Sprintf(" +%d thrift", thrift[ty])
			}
			parts = append(parts, p)
		}
		row.Note = "Room by type: " + strings.Join(parts, ", ") + "."
	}
	out = append(out, row)
	if s.Options.Automa {
		a := phones.Panel{Title: "Automa row", Head: true, Wide: true}
		a.Rows = append(a.Rows, phones.Row{Cells: []phones.Cell{{Text: "Place"}, {Text: "Open card"}, {Text: "Closed under it"}}})
		for i, p := range s.Automa {
			c, sw := "empty", ""
			switch {
			case p.Up && p.Open != nil:
				c = p.Open.String()
				if p.Open.Kind == mc.Ordinary {
					sw = p.Open.Type.String()
				}
			case p.Up:
				c = "(not entered yet)"
			}
			a.Rows = append(a.Rows, phones.Row{Cells: []phones.Cell{{Text: fmt.Sprint(i + 1)}, {Text: c, Swatch: sw}, {Text: fmt.Sprint(p.Closed)}}})
		}
		a.Note = fmt.Sprintf("%d cards left in the Automa row.", s.AutomaCards())
		out = append(out, a)
	}
	players := phones.Panel{Title: "Players", Head: true}
	players.Rows = append(players.Rows, phones.Row{Cells: []phones.Cell{{Text: "Player"}, {Text: "Hand"}, {Text: "Mini-deck"}, {Text: "Set aside"}}})
	for i, p := range s.Players {
		name := p.Name
		switch {
		case p.Passed:
			name += " (passed)"
		case s.Phase == mc.Disposal && p.Deck == 0:
			name += " (done this round)"
		}
		if i == s.Start {
			name += " (starting player)"
		}
		players.Rows = append(players.Rows, phones.Row{Cells: []phones.Cell{{Text: name}, {Text: fmt.Sprint(p.Hand)}, {Text: fmt.Sprint(p.Deck)}, {Text: fmt.Sprint(p.Aside)}}})
	}
	out = append(out, players)
	return out
}

// Act carries out a phone's pick: {"kind":"bid","amount":N}, N the number
// of the chosen set-aside card (0-7); a move chosen from seat's catalogue
// or taking back its own last move (RoomCore.PhoneAct with phoneBuild),
// after which the Automa plays the rules then decide alone follow at once
// (automatic). The errors are sentences for the player.
func (r *Room) Act(seat int, a phones.Action) error {
	if ok, err := r.PhoneAct(seat, a, phoneBuild); ok {
		if err == nil && a.Kind == phones.ActMove {
			r.automatic()
		}
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
	// Journaled as made on seat's phone.
	m := mc.Move{Type: mc.Pick, Player: seat, Number: *a.Amount}
	_, err := r.PhoneMove(seat, 0, func(*mc.State) (mc.Move, error) { return m, nil })
	return err
}

// Public returns the view every seat and the table share (phones.Room):
// the table's view, which carries no secret.
func (r *Room) Public() phones.Public {
	p, _ := r.View(-1).Split()
	return p
}

// Private returns seat's own part of its view (phones.Room): its cards
// (their counts, public, as its "Your cards" panel), its own sealed
// amount and what it may do now.
func (r *Room) Private(seat int) phones.Private {
	_, q := r.View(seat).Split()
	return q
}
