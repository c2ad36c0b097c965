package rivalseas

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"tallyman/assistant/prompt"
	"tallyman/assistant/rivalseas/view"
	"tallyman/assistant/session"
	"tallyman/assistant/tables"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/words"
)

// discTag is the one-letter mark of seat's disc in the timetrack drawing:
// the first letter of its colour (B black, P pink, W white, R red), or the
// seat number when two colours share a first letter (an edited board).
func discTag(s *rs.State, seat int) string {
	first := map[string]int{}
	for _, p := range s.Players {
		if p.Colour != "" {
			first[strings.ToUpper(p.Colour[:1])]++
		}
	}
	c := s.Players[seat].Colour
	if c != "" && first[strings.ToUpper(c[:1])] == 1 {
		return strings.ToUpper(c[:1])
	}
	return fmt.Sprint(seat + 1)
}

// timetrackColumn is the drawing column of a disc's progress: the start
// slot (column 0) holds the discs that have not moved this round and,
// on top of them, those back on it.
func timetrackColumn(s *rs.State, pos int) int {
	if pos >= s.Track() {
		return 0
	}
	return pos
}

// columnStack is the discs drawn in column col, top first.
func columnStack(s *rs.State, col int) []int {
	var st []int
	if col == 0 {
		st = append(st, s.Stack(0)...)
		st = append(st, s.Stack(s.Track())...)
	} else {
		st = s.Stack(col)
	}
	slices.Reverse(st)
	return st
}

// DrawTimetrack draws the circular timetrack as a row of slots, S the
// start slot (and 1 .. track-1), H under the halfway slot, with every
// disc as the first letter of its colour; discs on one slot are drawn as
// a column, top of the stack on the top line. The start slot is drawn at
// both ends: on the left the discs that have not moved this round, on the
// right those back on it, their round done. Readable without colour; a
// legend and a line per stack follow.
func DrawTimetrack(w io.Writer, s *rs.State) {
	L := s.Track()
	half := s.Side().Halfway
	var head, marks strings.Builder
	height := 1
	for col := 0; col <= L; col++ {
		height = max(height, len(view.DrawnStack(s, col)))
		label := fmt.Sprint(col)
		if col == 0 || col == L {
			label = "S"
		}
		fmt.Fprintf(&head, "%3s", label)
		m := ""
		if col == half && half > 0 {
			m = "H"
		}
		fmt.Fprintf(&marks, "%3s", m)
	}
	fmt.Fprintln(w, "slot"+head.String())
	for row := 0; row < height; row++ {
		var line strings.Builder
		for col := 0; col <= L; col++ {
			st := view.DrawnStack(s, col)
			// Stacks are drawn from the top line down, top disc first.
			cell := "."
			if row > 0 {
				cell = ""
			}
			if row < len(st) {
				cell = discTag(s, st[row])
			}
			fmt.Fprintf(&line, "%3s", cell)
		}
		label := "disc"
		if row > 0 {
			label = "    "
		}
		fmt.Fprintln(w, strings.TrimRight(label+line.String(), " "))
	}
	if half > 0 {
		fmt.Fprintln(w, strings.TrimRight("    "+marks.String(), " ")+"  (H: halfway point)")
	}
	var legend []string
	for i := range s.Players {
		legend = append(legend, discTag(s, i)+" "+view.Who(s, i))
	}
	fmt.Fprintln(w, tables.WrapEntries("  ", legend, "   ", prompt.TerminalWidth(w), playerNames(s)))
	if len(s.Stack(L)) > 0 {
		fmt.Fprintln(w, "  Right S: back on the start slot, round done. Left S: not moved yet.")
	}
	for col := 1; col < L; col++ {
		st := view.DrawnStack(s, col)
		if len(st) < 2 {
			continue
		}
		var names []string
		for _, seat := range st {
			names = append(names, s.Players[seat].Name)
		}
		prompt.SayLines(w, fmt.Sprintf("  Stack on slot %d, top first: %s.", col, strings.Join(names, ", ")), playerNames(s))
	}
	if len(columnStack(s, 0)) > 1 {
		names := func(st []int) string {
			var out []string
			for _, seat := range st {
				out = append(out, s.Players[seat].Name)
			}
			return strings.Join(out, ", ")
		}
		done, fresh := view.DrawnStack(s, L), view.DrawnStack(s, 0)
		text := names(append(done, fresh...))
		if len(done) > 0 && len(fresh) > 0 {
			text = names(done) + " (round done), then " + names(fresh) + " (not moved yet)"
		}
		prompt.SayLines(w, "  Stack on the start slot, top first: "+text+".", playerNames(s))
	}
}

// rivalWhy says whose turn it is and why, adding "top of the stack" when
// the player shares the slot with other discs.
func rivalWhy(s *rs.State) string {
	t := rs.Current(s)
	why := t.Why
	if pd := t.Pending; pd != nil && pd.Kind == rs.PendingDividend {
		// Awaited, not done (rival-seas.txt 6, "Company Payout" step 2).
		return fmt.Sprintf("Company payout: waiting for %s, CEO of %s, to declare a dividend of 0 to %d per share.", s.Name(pd.Player), s.CompanyName(pd.Company.Index()), pd.Max)
	}
	if t.Pending == nil && t.Player >= 0 {
		p := s.Players[t.Player]
		col := timetrackColumn(s, p.Pos)
		st := columnStack(s, col)
		if len(st) > 1 && st[0] == t.Player {
			var under []string
			for _, o := range st[1:] {
				under = append(under, s.Players[o].Name)
			}
			why += fmt.Sprintf(" Their disc is on top of the stack (over %s).", strings.Join(under, ", "))
		}
	}
	return why
}

// playerNames is the names of the players of s, kept whole on a line
// when the laptop's lines are wrapped (prompt.SayLines).
func playerNames(s *rs.State) []string {
	var names []string
	for _, p := range s.Players {
		names = append(names, p.Name)
	}
	return names
}

// colourOf is the container colour of company c ("blue").
func colourOf(s *rs.State, c rs.CompanyID) string {
	if i := c.Index(); i >= 0 {
		return s.Board.Companies[i].Colour
	}
	return string(c)
}

// marketText writes the container market values: "blue 4, green 2, ...".
func marketText(s *rs.State) string {
	parts := make([]string, rs.NumCompanies)
	for i, v := range s.Market {
		parts[i] = fmt.Sprintf("%s %d", s.Board.Companies[i].Colour, v)
	}
	return strings.Join(parts, ", ")
}

// demandText says which town wants what and the demand slots.
func demandText(s *rs.State) string {
	var towns []string
	for _, t := range s.Towns {
		d := "no demand marker"
		if t.Demand != "" {
			d = "wants " + colourOf(s, t.Demand)
		}
		towns = append(towns, t.Name+" "+d)
	}
	return fmt.Sprintf("Demand: %s. Demand slots, left (next) first: %s.", strings.Join(towns, "; "), s.DescribeList(s.Demand))
}

// RenderStatus writes the status screen of a Rival Seas game: the
// round, the timetrack drawing, whose turn it is and why, the container
// market, the companies (stock value, CEO wage, treasury, CEO, shares,
// containers on the hex, navigation points), the players by seat number
// (credits, shares, ship, cargo, upgrades), the Invest board and the demand.
func RenderStatus(w io.Writer, s *rs.State) {
	names := playerNames(s)
	head := fmt.Sprintf("== Rival Seas, round %d of %d ==", s.Round, s.Board.Rounds)
	switch s.Phase {
	case rs.PhaseOver:
		head = "== Rival Seas: the game is over =="
	case rs.PhaseBonus, rs.PhaseStart:
		head = "== Rival Seas: setup choices =="
	}
	fmt.Fprintln(w, prompt.HeadStyle.Render(head))
	if s.Phase == rs.PhasePlay || s.Phase == rs.PhaseOver {
		fmt.Fprintf(w, "Timetrack (%d slots; a stack is drawn top disc first):\n", s.Track())
		DrawTimetrack(w, s)
		var done []string
		if s.Side().Halfway > 0 {
			if s.Halfway {
				done = append(done, "halfway production done this round")
			} else {
				done = append(done, fmt.Sprintf("halfway production when the first disc reaches slot %d", s.Side().Halfway))
			}
		}
		if s.PayoutDue {
			done = append(done, "start-slot production done; the company payout follows when this turn ends")
		} else if s.StartDone {
			done = append(done, "start-slot production and payout done this round")
		}
		if len(done) > 0 {
			prompt.SayLines(w, "Round: "+strings.Join(done, "; ")+".", names)
		}
	}
	prompt.SayLines(w, fmt.Sprintf("Container market values (1-%d): %s.", s.Board.Market.Max, marketText(s)), names)
	lines := "Container lines (delivered)"
	if n := s.Board.LineSpaces; n > 0 {
		lines = fmt.Sprintf("Container lines (delivered; %s each)", rs.Plural(n, "space"))
	}
	prompt.SayLines(w, fmt.Sprintf("%s: %s. Market slots (enter at the next production): %s. Bag: %d.", lines, s.DescribeCounts(s.Lines), s.DescribeList(s.Slots), s.Bag.Total()), names)
	var rows [][]string
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
			held = []string{"-"}
		}
		rows = append(rows, []string{s.CompanyName(i), s.Board.Companies[i].Colour, fmt.Sprint(c.Stock), fmt.Sprint(s.Board.Wage(c.Stock)), fmt.Sprint(c.Treasury), ceo, strings.Join(held, ", "), fmt.Sprint(s.SharesLeft(i)), fmt.Sprint(c.Hex), fmt.Sprintf("%d/%d", c.Reserve, c.Field.Total())})
	}
	tables.WriteFitTable(w, "  ", []string{"company", "colour", "stock value", "wage", "treasury", "CEO", "shares held", "on display", "on hex", "nav reserve/field"}, rows, names)
	rows = nil
	for i, p := range s.Players {
		rows = append(rows, []string{fmt.Sprintf("%d %s", i+1, view.Who(s, i)), fmt.Sprint(p.Credits), s.DescribeCounts(p.Shares), s.PortName(p.Ship), fmt.Sprintf("%s (%d/%d)", s.DescribeCounts(p.Cargo), p.Cargo.Total(), s.Capacity(i)), view.UpgradesText(p)})
	}
	tables.WriteFitTable(w, "  ", []string{"player", "credits", "shares", "ship at", "cargo", "upgrades"}, rows, names)
	prompt.SayLines(w, investText(s), names)
	prompt.SayLines(w, demandText(s), names)
	if s.Phase != rs.PhaseOver {
		prompt.SayLines(w, prompt.NowStyle.Render("Now:")+" "+rivalWhy(s), names)
		if line := view.CostsLine(s); line != "" {
			prompt.SayLines(w, line, names)
		}
	}
}

// investText says the Invest board: each column's VP, the next slot's
// cost, and who has invested.
func investText(s *rs.State) string {
	var cols []string
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
		by := ""
		if len(names) > 0 {
			by = "; " + strings.Join(names, ", ")
		}
		cols = append(cols, fmt.Sprintf("%s %d VP (%s%s)", col.Upgrade.Name(), col.VP, next, by))
	}
	return "Invest: " + strings.Join(cols, "; ") + "."
}

// rivalAssumedInUse is the assumed board values in use in a game of
// players on b: not those of the board side not played (side_2p for 3 or
// 4 players, side_3_4 for 2), nor, when a sea-tile layout is drawn, the
// town list (used only without one).
func rivalAssumedInUse(b *rs.Board, players int, layout bool) []rs.AssumedValue {
	skip := "side_2p."
	if players == 2 {
		skip = "side_3_4."
	}
	var out []rs.AssumedValue
	for _, a := range b.Assumed() {
		if !strings.HasPrefix(a.Field, skip) && !(layout && a.Field == "towns") {
			out = append(out, a)
		}
	}
	return out
}

// assumedInGame is rivalAssumedInUse for game s: with untranscribed tiles
// (the group's own, typed towns) the stand-in tiles, their setup diagram
// and town list are not in use.
func assumedInGame(s *rs.State) []rs.AssumedValue {
	out := rivalAssumedInUse(s.Board, len(s.Players), s.Layout != nil)
	if !s.Options.Untranscribed && len(s.Options.Towns) == 0 {
		return out
	}
	var keep []rs.AssumedValue
	for _, a := range out {
		if a.Field == "towns" || (s.Options.Untranscribed && (a.Field == "tiles" || strings.HasPrefix(a.Field, "pattern"))) {
			continue
		}
		keep = append(keep, a)
	}
	return keep
}

// rivalAssumedGroups groups the assumed board values in use (as
// rivalAssumedInUse leaves them) by their reason: "field = value, field =
// value: reason". The sea tiles and long values (the setup pattern) are
// named, not written out.
func rivalAssumedGroups(b *rs.Board, players int, layout bool) []string {
	var order []string
	byReason := map[string][]string{}
	for _, a := range rivalAssumedInUse(b, players, layout) {
		item := a.Field + " = " + a.Value
		switch {
		case a.Field == "tiles":
			item = "the sea tiles"
		case len(a.Value) > 40: // a list (the setup pattern): named, not written out
			item = a.Field
		}
		if _, ok := byReason[a.Reason]; !ok {
			order = append(order, a.Reason)
		}
		byReason[a.Reason] = append(byReason[a.Reason], item)
	}
	var out []string
	for _, r := range order {
		out = append(out, strings.Join(byReason[r], ", ")+": "+r)
	}
	return out
}

// RenderSetup writes what to lay out for a new game in state s (just
// set up): the assumed board values in use (once), the sea-tile layout
// with its drawing, the containers drawn onto the company hexes and the
// market values, the market slots, the towns' demand markers and the
// demand slots, the companies' starting stock and treasury, the bonus
// slots and the random stack of discs.
func RenderSetup(w io.Writer, s *rs.State) {
	names := playerNames(s)
	b := s.Board
	if rows := b.AssumedRows(assumedInGame(s)); len(rows) > 0 {
		fmt.Fprintln(w, prompt.HeadStyle.Render("Assumed numbers"))
		prompt.SayLines(w, "The rules text leaves these numbers out (they are printed on boards tallyman has not seen), so tallyman assumes them. To play with your boards' numbers, write a board file with `tallyman rivalseas board --dump > board.json` (`tallyman rivalseas board` names each number's field), correct it and play with --board board.json:", names)
		for _, r := range rows {
			prompt.SayItem(w, fmt.Sprintf("%s: %s. %s.", r.What, r.Value, view.Sentence(r.Why)), names)
		}
	}
	fmt.Fprintln(w, prompt.HeadStyle.Render("1. Sea tiles"))
	RenderTiles(w, s)
	fmt.Fprintln(w, prompt.HeadStyle.Render("2. Containers and market"))
	if p := s.Pending; p != nil && p.Kind == rs.PendingDraw && p.For == rs.DrawHexes {
		prompt.SayLines(w, fmt.Sprintf("Put %d containers of each colour in the bag. You draw from it yourselves: first %s for the company hexes (they set the market values: each bead starts at %d and goes down 1 per container of its colour), then %s for the market slots; tallyman asks what came out.",
			s.Total[0], rs.Plural(p.Count, "container"), b.Market.Start, rs.Plural(b.MarketSlots.Of(len(s.Players)), "container")), names)
	} else {
		renderSetupContainers(w, s)
	}
	fmt.Fprintln(w, prompt.HeadStyle.Render("3. Demand markers"))
	for _, t := range s.Towns {
		if t.Demand != "" {
			prompt.SayLines(w, fmt.Sprintf("  %s: %s", t.Name, colourOf(s, t.Demand)), names)
		}
	}
	prompt.SayLines(w, fmt.Sprintf("Demand slots, left to right: %s.", s.DescribeList(s.Demand)), names)
	fmt.Fprintln(w, prompt.HeadStyle.Render("4. Companies"))
	for i, c := range s.Companies {
		prompt.SayLines(w, fmt.Sprintf("  %s: stock value %d, treasury %s", s.CompanyName(i), c.Stock, rs.Plural(c.Treasury, "credit")), names)
	}
	prompt.SayLines(w, navPointsText(s), names)
	fmt.Fprintln(w, prompt.HeadStyle.Render("5. Discs and bonus slots"))
	var stack []string
	for _, seat := range s.SetupOrder {
		stack = append(stack, view.Who(s, seat))
	}
	prompt.SayLines(w, "The random stack of discs, top first: "+strings.Join(stack, ", ")+". In this order each player chooses a free bonus slot.", names)
	for i, bs := range s.Side().BonusSlots {
		prompt.SayLines(w, fmt.Sprintf("  bonus slot %d: %s, %s", i+1, rs.Plural(bs.Credits, "credit"), rs.Plural(bs.NavigationPoints, "free navigation point")), names)
	}
}

// renderSetupContainers writes the setup draw: the containers on each
// company hex, the market values they give and the market slots.
func renderSetupContainers(w io.Writer, s *rs.State) {
	names := playerNames(s)
	b := s.Board
	var hex rs.Counts
	for i, c := range s.Companies {
		hex[i] = c.Hex
	}
	prompt.SayLines(w, fmt.Sprintf("Put %d containers of each colour in the bag, then draw: %s. Put them on their company hexes:", s.Total[0], s.DescribeCounts(hex)), names)
	for i, c := range s.Companies {
		prompt.SayLines(w, fmt.Sprintf("  %s (%s): %d on the hex", s.CompanyName(i), s.Board.Companies[i].Colour, c.Hex), names)
	}
	prompt.SayLines(w, fmt.Sprintf("Container market beads (start at %d, down 1 per container of the colour drawn): %s.", b.Market.Start, marketText(s)), names)
	prompt.SayLines(w, fmt.Sprintf("Market slots (draw and place, left to right): %s.", s.DescribeList(s.Slots)), names)
}

// navPointsText says where each company's navigation points go at setup:
// the reserve, beside the Invest board (Navigation expert), and what stays
// in the box (rival-seas.txt, Components; 8 step 3).
func navPointsText(s *rs.State) string {
	side := s.Side()
	t := fmt.Sprintf("Navigation points of each company: %d in its reserve, %d beside the Invest board (Navigation expert)", side.NavReserve, side.NavExtra)
	if left := s.Board.NavInBox - side.NavReserve - side.NavExtra; s.Board.NavInBox > 0 && left > 0 {
		t += fmt.Sprintf("; the other %d stay in the box", left)
	}
	return t + "."
}

// RenderScores writes the final scores with each player's breakdown
// (rival-seas.txt 7), best first, and the winners. The lines that name
// players (the ranks, the tie-breaks, the winners) are wrapped to the
// terminal's width with each name whole on a line it fits
// (prompt.SayNames): two 40-letter winners ran past column 80. Each part
// of a breakdown says its unit, VP (1 VP a credit, rules 7), and is kept
// whole on a line.
func RenderScores(w io.Writer, res rs.ScoreResult) {
	fmt.Fprintln(w, prompt.HeadStyle.Render("== Final scores =="))
	lines := slices.Clone(res.Players)
	slices.SortStableFunc(lines, func(a, b rs.ScoreLine) int { return a.Rank - b.Rank })
	var names []string
	for _, l := range lines {
		names = append(names, l.Name)
	}
	for _, l := range lines {
		prompt.SayNames(w, fmt.Sprintf("%d. %s: %d VP", l.Rank, l.Name, l.Total), names)
		parts := []string{fmt.Sprintf("shares %d VP (%d share%s)", l.ShareVP, l.Shares, words.Ending(l.Shares)),
			fmt.Sprintf("+ credits %d VP", l.Credits), fmt.Sprintf("+ investments %d VP", l.InvestmentVP),
			fmt.Sprintf("+ ship %d VP = %d VP", l.ShipVP, l.Total)}
		fmt.Fprintln(w, tables.WrapEntries("   ", parts, " ", prompt.TerminalWidth(w), nil))
	}
	for _, tb := range res.TieBreaks {
		prompt.SayNames(w, "Tie-break: "+tb.Text, names)
	}
	prompt.HeadNames(w, words.WinnersLine(res.Winners)+view.WinnerTieBreak(res), names)
}

// turnOf is whose play turn state s is in (-1 during a setup step or
// a payout, which are not play turns).
func turnOf(s *rs.State) int {
	if s.Phase != rs.PhasePlay || s.Pending != nil {
		return -1
	}
	return s.Active
}

// recap is the recap of the play turn that the last move ended
// (rival-seas.txt 5.1, 5.2: a turn ends when the player ends it, passes
// the first disc or lands on the start slot; then the disc in last place
// plays): the moves back to the turn's start, all made by the same player
// in the same round. player is -1 and lines nil when the last move did not
// end a turn (states holds one state more than moves, the current one).
func recap(states []*rs.State, moves []rs.Move) (player int, lines []string) {
	to := len(moves)
	if to == 0 || len(states) <= to {
		return -1, nil
	}
	player = turnOf(states[to-1])
	if player < 0 || turnOf(states[to]) == player && states[to].Round == states[to-1].Round {
		return -1, nil
	}
	from := to - 1
	for from > 0 && turnOf(states[from-1]) == player && states[from-1].Round == states[to-1].Round {
		from--
	}
	return player, session.RecapLines(rs.Apply, states, moves, from, to, func(_ *rs.State, _ rs.Move, ev []rs.Event) string {
		var texts []string
		for _, e := range ev {
			texts = append(texts, e.Text)
		}
		return session.JoinTexts(texts)
	})
}
