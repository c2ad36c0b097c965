package rivalseas

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/phones"
	"tallyman/assistant/rivalseas/view"
	"tallyman/assistant/session"
	rs "tallyman/engines/rivalseas"
)

// Room is a Rival Seas game shared by the terminal and the phones: every
// change goes through it under one lock, and it implements phones.Room
// (issue 16). Rival Seas has no hidden information (rival-seas.txt keeps
// every credit, share and container in the open), so every page shows the
// whole table as the laptop status does: the timetrack with its discs,
// the container market, the companies (stock values, treasuries, CEOs),
// the players, the Invest board and the demand; at the end the final
// scores. A seat's phone adds its own books (credits, shares, cargo,
// upgrades), what it must do now, and when the seat is a CEO choosing a
// dividend, the dividend form: the one move made on the phone, sent as a
// "bid" action (the amount per share). Every other move is made at the
// laptop.
type Room struct {
	session.RoomCore[*rs.State, rs.Move, rs.Event]
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
	// The log holds what was done: an event that says what the game
	// now waits for (a dividend to declare, a bonus slot to choose, whose
	// turn it is) is left out of it, since the page would show it as the
	// last move before anyone made it; View.Turn and Awaited say it.
	r.Text = func(e rs.Event) string {
		if awaits(e) {
			return ""
		}
		return e.Text
	}
	r.Retext = func(e rs.Event, text string) rs.Event { e.Text = text; return e }
	r.After = func(_, _ *rs.State, ev []rs.Event) {
		// RoomCore.Change logs a line an event (under the lock): this
		// change's lines are written again, a delivery as one.
		r.Log = append(r.Log[:len(r.Log)-len(ev)], view.LogLines(ev, awaits)...)
	}
	r.ReplayLog() // a resumed game's phones show the moves made before
	return r
}

// awaits says whether e tells what the game waits for rather than what
// was done: the engine's "pending" events (a choice or a dividend asked)
// and "turn" events (whose turn it is now).
func awaits(e rs.Event) bool { return e.Kind == "pending" || e.Kind == "turn" }

// lastProduction is the latest container production among the moves in
// force (rival-seas.txt 6), found by applying again the last move that
// changed the market slots (a production refills them; nothing else
// does after the setup); nil when there was none. Lock held.
func (r *Room) lastProduction() *view.Produced {
	states, moves := r.Session.States, r.Session.Moves
	for i := min(len(moves), len(states)-1) - 1; i >= 0; i-- {
		if slices.Equal(states[i].Slots, states[i+1].Slots) {
			continue
		}
		_, ev, err := rs.Apply(states[i], moves[i])
		if err != nil {
			return nil
		}
		for _, e := range ev {
			if e.Kind == "production" && e.Placed != nil && e.Excess != nil {
				why := "start slot"
				if strings.Contains(e.Text, "halfway") {
					why = "halfway"
				}
				return &view.Produced{Why: why, Round: states[i].Round, Placed: *e.Placed, Excess: *e.Excess}
			}
		}
	}
	return nil
}

// dividendRound names the open dividend question for a BidForm's Round:
// the move count, so a bid sent again after the dividend was declared
// never lands on the next company's.
func dividendRound(moves int) string { return fmt.Sprintf("m%d", moves) }

// isDividendRound says whether id has the shape dividendRound gives, as
// it writes it: one that has not names no question at all, not one that
// has been answered.
func isDividendRound(id string) bool {
	var n int
	_, err := fmt.Sscanf(id, "m%d", &n)
	return err == nil && id == dividendRound(n)
}

// Act carries out a phone's move for seat: a move chosen from seat's
// catalogue or taking back its own last move (RoomCore.PhoneAct with the
// engine's Build, issue 17); the dividend per share of the company seat
// is CEO of, when the payout waits for it ({"kind":"bid", "amount":N}).
// The errors are sentences for the player.
func (r *Room) Act(seat int, a phones.Action) error {
	if ok, err := r.PhoneAct(seat, a, rs.Build); ok {
		return err
	}
	s, _, moves, _ := r.Snapshot()
	pd := s.Pending
	switch {
	case a.Kind != phones.ActBid || a.Amount == nil:
		return fmt.Errorf("Choose the move under Your moves, or make it at the laptop.")
	case pd == nil || pd.Kind != rs.PendingDividend:
		return fmt.Errorf("No dividend is being asked now.")
	case pd.Player != seat:
		return fmt.Errorf("%s, CEO of %s, chooses this dividend, not you.", s.Name(pd.Player), s.CompanyName(pd.Company.Index()))
	case a.Round != "" && !isDividendRound(a.Round):
		return fmt.Errorf(`There is no dividend question %q: one is named like "m12" (after 12 moves); the page sends the one it shows, so look at the page again before you choose.`, a.Round)
	case a.Round != "" && a.Round != dividendRound(moves):
		return fmt.Errorf("That dividend has already been declared.")
	case *a.Amount < 0 || *a.Amount > pd.Max:
		return fmt.Errorf("The dividend runs from 0 to %d per share.", pd.Max)
	}
	// Journaled as made on seat's phone; the checks above hold only if
	// the game has not moved since (states are never changed in place).
	_, err := r.PhoneMove(seat, 0, func(now *rs.State) (rs.Move, error) {
		if now != s {
			return rs.Move{}, fmt.Errorf("That dividend has already been declared.")
		}
		return rs.Move{Type: rs.MoveDividend, Player: seat, Company: pd.Company, Amount: *a.Amount}, nil
	})
	return err
}

// View returns what seat may see (seat -1: the shared table screen).
func (r *Room) View(seat int) phones.View {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	s := r.Session.State()
	moves := len(r.Session.Moves)
	v := phones.View{Game: "rivalseas", Title: fmt.Sprintf("Rival Seas, round %d of %d", s.Round, s.Board.Rounds), Version: r.Version,
		UnitAfter: "credits", Phase: phones.PhaseIdle}
	v.Log, v.Earlier = r.Latest()
	cur := rs.Current(s)
	switch s.Phase {
	case rs.PhaseOver:
		v.Title = "Rival Seas: the game is over"
		v.Over = true
		v.Turn = "The game is over."
	case rs.PhaseBonus, rs.PhaseStart:
		v.Title = "Rival Seas: setup choices"
	}
	if !v.Over {
		v.Turn = rivalWhy(s)
		if cur.Player >= 0 {
			v.Awaited = []string{s.Name(cur.Player)}
		}
	}
	// Turn says whose turn it is and why, and Now what a seat must do:
	// no Message repeats them.
	v.Panels = rivalPanels(s)
	switch {
	case v.Over:
		v.Scores = view.Scores(rs.FinalScore(s))
	case seat < 0:
		// The table screen's board (public: drawn for the public part
		// only).
		v.Board = view.Board(s, r.lastProduction())
	}
	if seat < 0 || seat >= len(s.Players) {
		return v
	}
	p := s.Players[seat]
	v.You = &phones.Seat{Seat: seat, Name: p.Name}
	v.Mine = []phones.Panel{mineRival(s, seat)}
	v.Wanted = !v.Over && cur.Player == seat
	r.phoneMoves(s, seat, &v)
	if !v.Wanted {
		return v
	}
	switch {
	case cur.Pending != nil && cur.Pending.Kind == rs.PendingDividend:
		pd := cur.Pending
		ci := pd.Company.Index()
		v.Now = fmt.Sprintf("You are CEO of %s: choose the dividend per share (0 to %d).", s.CompanyName(ci), pd.Max)
		v.Bid = &phones.BidForm{Min: 0, Max: pd.Max, Label: s.CompanyName(ci) + ": dividend per share", Verb: "Declare", Ask: "Declare a dividend of %s per share",
			Round: dividendRound(moves),
			Note:  fmt.Sprintf("Treasury %s, %s held. 0 pays nothing and lowers the stock value by 1.", rs.Plural(s.Companies[ci].Treasury, "credit"), rs.Plural(s.Outstanding(ci), "share"))}
	case cur.Pending != nil && cur.Pending.Kind == rs.PendingBonus:
		v.Now = "Choose a free bonus slot (here under Your moves, or at the laptop)."
	case cur.Pending != nil && cur.Pending.Kind == rs.PendingStart:
		v.Now = "Choose your company and place your free navigation points (here under Your moves, or at the laptop)."
	case cur.MustEndTurn:
		v.Now = "Back on the start slot; free actions (sail, deliver, dump), then end your turn (here under Your moves, or at the laptop)."
	default:
		v.Now = fmt.Sprintf("Make your moves here under Your moves or at the laptop (%s left before the start slot).", rs.Plural(cur.Left, "slot"))
	}
	return v
}

// Public returns the view every seat and the table share (phones.Room).
func (r *Room) Public() phones.Public {
	p, _ := r.View(-1).Split()
	return p
}

// Private returns seat's own part of its view (phones.Room): its books,
// what it must do now and the dividend form when it is asked.
func (r *Room) Private(seat int) phones.Private {
	_, q := r.View(seat).Split()
	return q
}

// mineRival is seat's own books as the laptop status shows them: credits,
// shares, the ship and its cargo, the upgrades, and the disc's slot.
func mineRival(s *rs.State, seat int) phones.Panel {
	p := s.Players[seat]
	return phones.Panel{Title: "You: " + view.Who(s, seat), Rows: []phones.Row{
		{Label: "Credits", Value: fmt.Sprint(p.Credits)},
		{Label: "Shares", Value: s.DescribeCounts(p.Shares)},
		{Label: "Ship", Value: view.ShipWhere(s, p.Ship)},
		{Label: "Cargo", Value: fmt.Sprintf("%s (%d of %d)", s.DescribeCounts(p.Cargo), p.Cargo.Total(), s.Capacity(seat))},
		{Label: "Upgrades", Value: view.UpgradesText(p)},
		{Label: "Disc", Value: fmt.Sprintf("slot %d of %d", p.Pos, s.Track()), Swatch: p.Colour},
	}}
}

// rivalPanels are the whole public table as RenderStatus writes it: the
// timetrack with its discs, the container market, the companies, the
// players, the Invest board and the demand; at the end the final scores
// first.
func rivalPanels(s *rs.State) []phones.Panel {
	var out []phones.Panel
	if s.Phase == rs.PhaseOver {
		out = append(out, rivalScorePanel(rs.FinalScore(s)))
	}
	if s.Phase == rs.PhasePlay || s.Phase == rs.PhaseOver {
		out = append(out, timetrackPanel(s))
	}
	market := phones.Panel{Title: "Container market", Head: true}
	market.Rows = append(market.Rows, phones.Row{Cells: []phones.Cell{{Text: "Colour"}, {Text: "Market value"}, {Text: "Delivered"}}})
	for i, c := range s.Board.Companies {
		market.Rows = append(market.Rows, phones.Row{Cells: []phones.Cell{{Text: c.Colour, Swatch: c.Colour}, {Text: fmt.Sprint(s.Market[i])}, {Text: fmt.Sprint(s.Lines[i])}}})
	}
	market.Note = fmt.Sprintf("Market values run 1-%d. Market slots (enter at the next production): %s. Bag: %d containers.", s.Board.Market.Max, s.DescribeList(s.Slots), s.Bag.Total())
	out = append(out, market)
	comp := phones.Panel{Title: "Companies", Head: true, Wide: true}
	comp.Rows = append(comp.Rows, phones.Row{Cells: []phones.Cell{{Text: "Company"}, {Text: "Stock value"}, {Text: "Wage"}, {Text: "Treasury"}, {Text: "CEO"}, {Text: "Shares held"}, {Text: "On display"}, {Text: "On hex"}, {Text: "Nav reserve/field"}}})
	for i, c := range s.Companies {
		ceo := "none"
		if c.CEO >= 0 {
			ceo = s.Name(c.CEO)
		}
		var held []string
		for _, p := range s.Players {
			if p.Shares[i] > 0 {
				held = append(held, fmt.Sprintf("%s %d", p.Name, p.Shares[i]))
			}
		}
		if len(held) == 0 {
			held = []string{"none"}
		}
		col := s.Board.Companies[i].Colour
		comp.Rows = append(comp.Rows, phones.Row{Cells: []phones.Cell{{Text: fmt.Sprintf("%s (%s)", s.CompanyName(i), col), Swatch: col}, {Text: fmt.Sprint(c.Stock)}, {Text: fmt.Sprint(s.Board.Wage(c.Stock))},
			{Text: fmt.Sprint(c.Treasury)}, {Text: ceo}, {Text: strings.Join(held, ", ")}, {Text: fmt.Sprint(s.SharesLeft(i))}, {Text: fmt.Sprint(c.Hex)}, {Text: fmt.Sprintf("%d/%d", c.Reserve, c.Field.Total())}}})
	}
	out = append(out, comp)
	players := phones.Panel{Title: "Players", Head: true, Wide: true}
	players.Rows = append(players.Rows, phones.Row{Cells: []phones.Cell{{Text: "Player"}, {Text: "Credits"}, {Text: "Shares"}, {Text: "Ship at"}, {Text: "Cargo"}, {Text: "Upgrades"}}})
	for i, p := range s.Players {
		players.Rows = append(players.Rows, phones.Row{Cells: []phones.Cell{{Text: view.Who(s, i), Swatch: p.Colour}, {Text: fmt.Sprint(p.Credits)}, {Text: s.DescribeCounts(p.Shares)}, {Text: s.PortName(p.Ship)},
			{Text: fmt.Sprintf("%s (%d/%d)", s.DescribeCounts(p.Cargo), p.Cargo.Total(), s.Capacity(i))}, {Text: view.UpgradesText(p)}}})
	}
	out = append(out, players)
	invest := phones.Panel{Title: "Invest board"}
	for i, col := range s.Side().Invest {
		var taken []int
		if i < len(s.Invest) {
			taken = s.Invest[i]
		}
		next := "full"
		if len(taken) < len(col.Costs) {
			next = "next " + rs.Plural(col.Costs[len(taken)], "credit")
		}
		var names []string
		for _, seat := range taken {
			names = append(names, s.Name(seat))
		}
		val := fmt.Sprintf("%d VP, %s", col.VP, next)
		if len(names) > 0 {
			val += "; " + strings.Join(names, ", ")
		}
		invest.Rows = append(invest.Rows, phones.Row{Label: col.Upgrade.Name(), Value: val})
	}
	out = append(out, invest)
	demand := phones.Panel{Title: "Demand"}
	for _, t := range s.Towns {
		d, sw := "no demand marker", ""
		if t.Demand != "" {
			d, sw = "wants "+colourOf(s, t.Demand), colourOf(s, t.Demand)
		}
		demand.Rows = append(demand.Rows, phones.Row{Label: t.Name, Value: d, Swatch: sw})
	}
	demand.Note = "Demand slots, left (next) first: " + s.DescribeList(s.Demand) + "."
	out = append(out, demand)
	return out
}

// timetrackPanel draws the timetrack as DrawTimetrack does, as a track:
// a heading row of slots (S the start slot, H marking the halfway slot)
// and a row of discs, each stack top disc first; the start slot is drawn
// at both ends (on the left the discs not moved yet, on the right those
// back on it, round done). A cell's swatch is its top disc's colour, and
// every disc is named (the note gives each player's colour in words), so
// colour is never the only sign.
func timetrackPanel(s *rs.State) phones.Panel {
	L := s.Track()
	half := s.Side().Halfway
	p := phones.Panel{Title: fmt.Sprintf("Timetrack (%d slots)", L), Head: true, Wide: true}
	head := []phones.Cell{{Text: "Slot"}}
	discs := []phones.Cell{{Text: "Discs"}}
	for col := 0; col <= L; col++ {
		label := fmt.Sprint(col)
		switch {
		case col == 0 || col == L:
			label = "S"
		case col == half && half > 0:
			label += " H"
		}
		head = append(head, phones.Cell{Text: label})
		st := view.DrawnStack(s, col)
		var names []string
		for _, seat := range st {
			names = append(names, s.Players[seat].Name)
		}
		c := phones.Cell{Text: strings.Join(names, ", ")}
		if len(st) > 0 {
			c.Swatch = s.Players[st[0]].Colour
		}
		discs = append(discs, c)
	}
	p.Rows = []phones.Row{{Cells: head}, {Cells: discs}}
	var legend []string
	for i := range s.Players {
		legend = append(legend, view.Who(s, i))
	}
	note := "Discs: " + strings.Join(legend, ", ") + ". A stack is written top disc first. S: the start slot (left: not moved yet; right: round done)"
	if half > 0 {
		note += "; H: halfway"
	}
	note += "."
	var done []string
	if half > 0 {
		if s.Halfway {
			done = append(done, "halfway production done this round")
		} else {
			done = append(done, fmt.Sprintf("halfway production when the first disc reaches slot %d", half))
		}
	}
	if s.PayoutDue {
		done = append(done, "start-slot production done; the company payout follows when this turn ends")
	} else if s.StartDone {
		done = append(done, "start-slot production and payout done this round")
	}
	if len(done) > 0 {
		note += " " + view.Sentence(strings.Join(done, "; ")) + "."
	}
	p.Note = note
	return p
}

// rivalScorePanel is the final scores, best first, with each breakdown
// (rival-seas.txt 7) and the tie-breaks, as RenderScores writes them.
func rivalScorePanel(res rs.ScoreResult) phones.Panel {
	p := phones.Panel{Title: "Final scores", Head: true, Wide: true}
	p.Rows = append(p.Rows, phones.Row{Cells: []phones.Cell{{Text: "Rank"}, {Text: "Player"}, {Text: "Shares"}, {Text: "Credits"}, {Text: "Investments"}, {Text: "Ship"}, {Text: "Total VP"}}})
	lines := slices.Clone(res.Players)
	slices.SortStableFunc(lines, func(a, b rs.ScoreLine) int { return a.Rank - b.Rank })
	for _, l := range lines {
		p.Rows = append(p.Rows, phones.Row{Cells: []phones.Cell{{Text: fmt.Sprint(l.Rank)}, {Text: l.Name}, {Text: fmt.Sprintf("%d VP (%d)", l.ShareVP, l.Shares)}, {Text: fmt.Sprint(l.Credits)},
			{Text: fmt.Sprintf("%d VP", l.InvestmentVP)}, {Text: fmt.Sprintf("%d VP", l.ShipVP)}, {Text: fmt.Sprint(l.Total)}}})
	}
	label := "Winner: "
	if len(res.Winners) > 1 {
		label = "Winners (shared): "
	}
	note := label + strings.Join(res.Winners, ", ") + view.WinnerTieBreak(res) + "."
	for _, tb := range res.TieBreaks {
		note += " Tie-break: " + tb.Text
	}
	p.Note = note
	return p
}
