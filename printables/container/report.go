package container

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/engines/container"
	"tallyman/printables/pdfkit"
)

// AuctionOutcome is how an island auction ended (container.txt, "The
// island auction").
type AuctionOutcome string

// The three ways an island auction ends.
const (
	Accepted AuctionOutcome = "accepted" // the winner paid; the bank matched it
	Rejected AuctionOutcome = "rejected" // the seller paid the bank and kept the cargo
	Free     AuctionOutcome = "free"     // everyone bid $0: the seller kept the cargo free
)

// Auction is one island auction of a game: the turn it happened
// in, the seller's seat and cargo, the sealed bids by seat (revealed, so
// no longer secret) and the runoff's extras (nil without a runoff), the
// seat of the highest bidder (-1 when everyone bid $0; on a rejection, the
// bidder whose bid was refused), whether the seller picked among tied
// bidders, the price in dollars (bid plus extra) and the outcome.
type Auction struct {
	Turn    int
	Seller  int
	Cargo   container.Counts
	Bids    map[int]int
	Extras  map[int]int
	Winner  int
	Picked  bool
	Price   int
	Outcome AuctionOutcome
}

// Report is what the end-of-game report shows: the players in
// seat order, the final scoring, the number of turns, each player's cash
// (Cash[seat][t-1] as turn t began, for t = 1..Turns, and a last value at
// the end of the game) and the island auctions in order. Sub is a line
// under the title (the game's id and date, say).
type Report struct {
	Sub      string
	Players  []string
	Result   container.Result
	Turns    int
	Cash     [][]int
	Auctions []Auction
}

// ReportOf builds the report of a finished game from its states
// (states[0] as set up, states[i+1] after moves[i]) and moves. Errors: the
// game is not over, or a value card is still to be entered.
func ReportOf(states []*container.State, moves []container.Move) (Report, error) {
	if len(states) == 0 || len(states) != len(moves)+1 {
		return Report{}, fmt.Errorf("printables: %d states for %d moves", len(states), len(moves))
	}
	last := states[len(states)-1]
	res, err := last.FinalScore()
	if err != nil {
		return Report{}, err
	}
	rep := Report{Result: res, Turns: last.Turn}
	for _, p := range last.Players {
		rep.Players = append(rep.Players, p.Name)
	}
	rep.Cash = containerCash(states)
	rep.Auctions = containerAuctions(states, moves)
	return rep, nil
}

// containerCash is each player's cash as each turn began (the first state
// of each turn, after its interest) and at the end: Cash[seat][t-1] for
// turn t, then the last state's.
func containerCash(states []*container.State) [][]int {
	last := states[len(states)-1]
	cash := make([][]int, len(last.Players))
	turn := 0
	for _, s := range states {
		if s.Turn != turn {
			turn = s.Turn
			for i, p := range s.Players {
				cash[i] = append(cash[i], p.Cash)
			}
		}
	}
	for i, p := range last.Players {
		cash[i] = append(cash[i], p.Cash)
	}
	return cash
}

// containerAuctions finds the island auctions settled by moves: a move
// after which the auction running before it is gone.
func containerAuctions(states []*container.State, moves []container.Move) []Auction {
	var out []Auction
	for i, m := range moves {
		prev, next := states[i], states[i+1]
		if prev.Phase != container.Auction || prev.Auction == nil || next.Auction != nil {
			continue
		}
		a := prev.Auction
		au := Auction{
			Turn: prev.Turn, Seller: a.Seller, Cargo: prev.Players[a.Seller].Ship.Cargo,
			Bids: map[int]int{}, Winner: a.Winner, Price: a.Price, Picked: a.Step == container.StepDecide && len(a.Tied) > 0,
		}
		for _, b := range a.Rounds[0].Bidders {
			au.Bids[b] = a.Rounds[0].Bids[b] // the last bid of an all-$0 round is not in yet: $0
		}
		if len(a.Rounds) > 1 {
			au.Extras = map[int]int{}
			for _, b := range a.Rounds[1].Bidders {
				au.Extras[b] = a.Rounds[1].Bids[b]
			}
		}
		switch m.Type {
		case container.Accept:
			au.Outcome = Accepted
		case container.Reject:
			au.Outcome = Rejected
		default:
			au.Outcome, au.Winner, au.Price = Free, -1, 0
		}
		out = append(out, au)
	}
	return out
}

// The segments of a score breakdown bar, in the order drawn: light to
// dark, so they differ in greyscale too; loans hatched, left of zero.
var breakdownSegments = []pdfkit.BarSegment{
	{Label: "Cash", Colour: pdfkit.RGB{R: 215, G: 232, B: 248}},                         // grey 0.9
	{Label: "Island", Colour: pdfkit.RGB{R: 25, G: 45, B: 85}},                          // grey 0.17
	{Label: "Warehouse store", Colour: pdfkit.RGB{R: 240, G: 170, B: 40}},               // grey 0.69
	{Label: "Ship", Colour: pdfkit.RGB{R: 30, G: 125, B: 120}},                          // grey 0.41
	{Label: "Loans", Colour: pdfkit.RGB{R: 185, G: 45, B: 45}, Pattern: pdfkit.Hatched}, // hatched
}

// cargoText writes a cargo: "2 tan, 1 black".
func cargoText(c container.Counts) string {
	var parts []string
	for _, col := range container.Colors {
		if c[col] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", c[col], col))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// Report adds the end-of-game report: the final ranking with each
// player's score, the score breakdown as bars, each player's cash over the
// game as lines, and the island auctions.
func (d *Doc) Report(rep Report) {
	const foot = "tallyman · Container game report · rules: End-game scoring"
	name := seatNamer(rep.Players)
	d.UseNames(rep.Players...)
	w := d.Paper().Width - 2*pdfkit.Margin
	d.AddPage()
	y := d.Title(pdfkit.Margin, "Container · game report", rep.Sub)

	// The winner.
	lines := rankedLines(rep.Result)
	y = d.winBanner(y, w, rep.Result, lines, "")

	// The ranking.
	y = d.Heading(pdfkit.Margin, y, w, "Final ranking")
	cols := []pdfkit.Column{
		{Title: "Rank", W: 12}, {Title: "Player", W: w - 12 - 6*17 - 21 - 24},
		{Title: "Island", W: 17, Right: true}, {Title: "Discarded", W: 24},
		{Title: "Warehouse", W: 21, Right: true}, {Title: "Ship", W: 17, Right: true},
		{Title: "Loans", W: 17, Right: true}, {Title: "Net worth", W: 17, Right: true},
		{Title: "Cash", W: 17, Right: true}, {Title: "Total", W: 17, Right: true},
	}
	var rows [][]string
	for _, l := range lines {
		disc := "none"
		if l.DiscardedColor != "" {
			disc = fmt.Sprintf("%d %s", l.DiscardedCount, l.DiscardedColor)
		}
		island := pdfkit.Money(l.IslandValue)
		rows = append(rows, []string{fmt.Sprint(l.Rank), "*" + l.Name + "*", island, disc,
			pdfkit.Money(l.WarehouseValue), pdfkit.Money(l.ShipValue), pdfkit.Money(-l.LoanPenalty), pdfkit.Money(l.NetWorth), pdfkit.Money(l.Cash), "*" + pdfkit.Money(l.Total) + "*"})
	}
	y = d.Table(y, cols, rows, 9, foot) + 8

	// The value cards, revealed at scoring, beside the islands.
	y = d.cardsTable(y, w, container.Classic, lines, foot) + 2

	// The breakdown.
	y = d.Heading(pdfkit.Margin, y, w, "How each total is made")
	var bars []pdfkit.BarRow
	for _, l := range lines {
		bars = append(bars, pdfkit.BarRow{Label: l.Name, Values: []int{l.Cash, l.IslandValue, l.WarehouseValue, l.ShipValue, -l.LoanPenalty}, Total: "= " + pdfkit.Money(l.Total)})
	}
	barsH := 9 + float64(len(bars))*12
	y = d.StackedBars(pdfkit.Rect{X: pdfkit.Margin, Y: y + 1, W: w, H: barsH}, breakdownSegments, bars) + 4

	// Cash over the game, then the auctions.
	y = d.chartThenTables(y, rep, foot, auctionsH(len(rep.Auctions)))
	y = d.Heading(pdfkit.Margin, y, w, fmt.Sprintf("Island auctions (%d)", len(rep.Auctions)))
	if len(rep.Auctions) == 0 {
		d.FitText(pdfkit.Sans, "", pdfkit.Margin, y+4, w, 9.5, 8, "L", "Nobody sailed to the island.")
		d.Footer(foot)
		return
	}
	acols := []pdfkit.Column{
		{Title: "Turn", W: 11, Right: true}, {Title: "Seller", W: 22}, {Title: "Cargo", W: 30},
		{Title: "Bids", W: w - 11 - 22 - 30 - 22 - 14 - 34}, {Title: "Winner", W: 22},
		{Title: "Price", W: 14, Right: true}, {Title: "Result", W: 34},
	}
	var arows [][]string
	for _, a := range rep.Auctions {
		var result string
		switch a.Outcome {
		case Accepted:
			result = fmt.Sprintf("*accepted*\n%s gets %s", name(a.Seller), pdfkit.Money(2*a.Price))
		case Rejected:
			result = fmt.Sprintf("*rejected*\n%s pays the bank %s", name(a.Seller), pdfkit.Money(a.Price))
		case Free:
			result = fmt.Sprintf("*free*\nall bid %s", pdfkit.Money(0))
		}
		arows = append(arows, []string{fmt.Sprint(a.Turn), name(a.Seller), cargoText(a.Cargo), a.bidsText(name, "tie; extra"), a.winnerText(name), pdfkit.Money(a.Price), result})
	}
	d.Table(y, acols, arows, 8.5, foot)
	d.Footer(foot)
}

// auctionsH is about how tall a heading and a table of n auctions (two
// lines a row) are, in millimetres, with the space after them.
func auctionsH(n int) float64 { return 6.5 + 7.5 + 11.5*float64(max(n, 1)) + 6 }

// chartThenTables draws the cash chart of rep from y and returns the y
// below it, where tables about tablesH millimetres tall go next. The
// chart takes what the page has left, up to 110 mm, leaving room for the
// tables too when they are short; tables too long for the rest of the
// page start on the next one. Short tables that do not fit go on the
// next page with the chart, so that no page holds a few lines alone, and
// no page holds the chart alone when the tables would fit under it.
func (d *Doc) chartThenTables(y float64, rep Report, foot string, tablesH float64) float64 {
	const most, least = 110.0, 60.0
	w := d.Paper().Width - 2*pdfkit.Margin
	bottom := d.Paper().Height - pdfkit.Margin - 6
	room := func(y float64) float64 { return bottom - y - 6.5 - 6 - tablesH } // for the chart, the tables after it
	chartH := min(most, bottom-y-8)
	if r := room(y); r >= least {
		chartH = min(most, r)
	} else if tablesH < least {
		chartH = 0
	}
	if chartH < least {
		d.Footer(foot)
		d.AddPage()
		y = pdfkit.Margin
		chartH = min(most, max(least, room(y)))
	}
	y = d.Heading(pdfkit.Margin, y, w, "Cash over the game")
	d.cashChart(pdfkit.Rect{X: pdfkit.Margin, Y: y, W: w, H: chartH}, rep)
	y += chartH + 6
	if y+min(tablesH, 40) > bottom {
		d.Footer(foot)
		d.AddPage()
		y = pdfkit.Margin
	}
	return y
}

// seatNamer returns the name of a seat among players ("?" for a seat
// that is not there).
func seatNamer(players []string) func(seat int) string {
	return func(seat int) string {
		if seat >= 0 && seat < len(players) {
			return players[seat]
		}
		return "?"
	}
}

// rankedLines returns res's score lines by rank, ties in seat order.
func rankedLines(res container.Result) []container.ScoreLine {
	lines := slices.Clone(res.Players)
	slices.SortStableFunc(lines, func(a, b container.ScoreLine) int { return a.Rank - b.Rank })
	return lines
}

// winBanner draws the winner banner at y across w ("Ann wins with $93",
// "Ann and Bob share the win with $80"), lines being res's by rank; tie
// is added to a sole winner's line when the first two totals are equal
// (the tie-break that decided it). It returns the y below the banner.
func (d *Doc) winBanner(y, w float64, res container.Result, lines []container.ScoreLine, tie string) float64 {
	var banner string
	switch {
	case len(res.Winners) == 1 && len(lines) > 0:
		banner = fmt.Sprintf("%s wins with %s", res.Winners[0], pdfkit.Money(lines[0].Total))
		if tie != "" && len(lines) > 1 && lines[1].Total == lines[0].Total {
			banner += tie
		}
	case len(res.Winners) > 1:
		banner = fmt.Sprintf("%s share the win with %s", pdfkit.List(res.Winners, "and"), pdfkit.Money(lines[0].Total))
	}
	d.FillColor(pdfkit.Tint)
	d.PDF.Rect(pdfkit.Margin, y, w, 13, "F")
	d.TextColor(pdfkit.Accent)
	d.FitText(pdfkit.Sans, "B", pdfkit.Margin+4, y+8.8, w-8, 16, 9, "L", banner)
	d.TextColor(pdfkit.Ink)
	return y + 18
}

// cashChart draws each player's cash over the game (rep.Cash) in r, one
// line a player, the turns along the bottom and "end" last.
func (d *Doc) cashChart(r pdfkit.Rect, rep Report) {
	var series []pdfkit.LineSeries
	for i, p := range rep.Players {
		if i < len(rep.Cash) {
			series = append(series, pdfkit.LineSeries{Label: p, Values: rep.Cash[i]})
		}
	}
	n := 0
	if len(series) > 0 {
		n = len(series[0].Values)
	}
	d.LineChart(r, series, "turn (cash as each turn began; the last point is the end of the game)", func(i int) string {
		if i == n-1 {
			return "end"
		}
		return fmt.Sprint(i + 1)
	})
}

// bidsText writes an auction's sealed bids in seat order ("Ann $4, Bob
// $6"), then on a line of its own the runoff's extras after extra ("tie;
// extra: Ann +$1, Bob +$0"), naming seats with name.
func (a Auction) bidsText(name func(int) string, extra string) string {
	var bids []string
	for _, b := range sortedSeats(a.Bids) {
		bids = append(bids, fmt.Sprintf("%s %s", name(b), pdfkit.Money(a.Bids[b])))
	}
	text := strings.Join(bids, ", ")
	if a.Extras != nil {
		var ex []string
		for _, b := range sortedSeats(a.Extras) {
			ex = append(ex, fmt.Sprintf("%s +%s", name(b), pdfkit.Money(a.Extras[b])))
		}
		text += "\n" + extra + ": " + strings.Join(ex, ", ")
	}
	return text
}

// winnerText names an auction's highest bidder ("none" when everyone bid
// $0), with "(picked)" below when the seller picked among tied bidders.
func (a Auction) winnerText(name func(int) string) string {
	if a.Winner < 0 {
		return "none"
	}
	if a.Picked {
		return name(a.Winner) + "\n(picked)"
	}
	return name(a.Winner)
}

// sortedSeats returns the keys of m in seat order.
func sortedSeats(m map[int]int) []int {
	var out []int
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
