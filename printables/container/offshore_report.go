package container

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/engines/container"
	"tallyman/printables/pdfkit"
)

// OffshoreReport is the end-of-game report of an Off-Shore Bank game: what
// Report holds (the island auctions are the delivery auctions;
// Rejected means the deliverer bought the cargo out), and per seat the
// scoring card and how the discard was decided, plus the bank auctions won.
type OffshoreReport struct {
	Report
	// Cards[seat] names the seat's scoring card by its two-value colour
	// ("white"); Discards[seat] says how its discard was settled: "forced"
	// (the two-value colour was among the tied), "chosen" (a free tie, the
	// player's choice), "best" (a free tie, no choice made: the one that
	// loses least), "most" (one colour was the most numerous) or "" (an
	// empty scoring area).
	Cards    []string
	Discards []string
	Bank     []BankWin
}

// BankWin is one bank auction won: the turn it was won in (the start of
// the winner's turn, or the game's end), the lot, the winner's seat, the
// bid paid ("$4", "2 containers") and what the lot held.
type BankWin struct {
	Turn   int
	Lot    string
	Winner int
	Bid    string
	Got    string
}

// OffshoreReportOf builds the report of a finished Off-Shore game from its
// states (states[0] as set up, states[i+1] after moves[i]) and moves.
// Errors: those of ReportOf, or the game is not an Off-Shore one.
func OffshoreReportOf(states []*container.State, moves []container.Move) (OffshoreReport, error) {
	base, err := ReportOf(states, moves)
	if err != nil {
		return OffshoreReport{}, err
	}
	last := states[len(states)-1]
	r := last.Rules()
	if !r.Offshore {
		return OffshoreReport{}, fmt.Errorf("printables: not an Off-Shore game")
	}
	rep := OffshoreReport{Report: base}
	for i, p := range last.Players {
		card := r.Deck()[p.Card-1]
		rep.Cards = append(rep.Cards, r.ColorName(card.FiveTen))
		rep.Discards = append(rep.Discards, discardHow(last, i, card))
	}
	for i := range moves {
		prev, next := states[i], states[i+1]
		for _, a := range prev.Bank.Auctions {
			if _, still := next.BankAuctionOn(a.Lot); still {
				continue // running, or outbid
			}
			k := int(a.Lot[len(a.Lot)-1] - '1')
			w := BankWin{Turn: next.Turn, Lot: a.Lot, Winner: a.Holder}
			if a.IsCashLot() {
				w.Bid = container.Count(len(a.Stake), "container")
				w.Got = pdfkit.Money(prev.Bank.CashLots[k])
			} else {
				w.Bid = pdfkit.Money(a.Cash)
				w.Got = countsIn(r, prev.Bank.ContainerLots[k])
			}
			rep.Bank = append(rep.Bank, w)
		}
	}
	return rep, nil
}

// discardHow says how seat's discard was settled (see OffshoreReport).
func discardHow(s *container.State, seat int, card container.Card) string {
	p := s.Players[seat]
	most, tied := 0, 0
	for _, n := range p.Island {
		most = max(most, n)
	}
	if most == 0 {
		return ""
	}
	for _, n := range p.Island {
		if n == most {
			tied++
		}
	}
	switch {
	case tied == 1:
		return "most"
	case p.Island[card.FiveTen] == most:
		return "forced"
	case p.Discard != nil && p.Island[*p.Discard] == most:
		return "chosen"
	}
	return "best"
}

// countsIn writes containers by colour in the edition's names.
func countsIn(r container.Rules, c container.Counts) string {
	var parts []string
	for _, col := range container.Colors {
		if c[col] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", c[col], r.ColorName(col)))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// offshoreSegments are the report's score bar segments: as classic, in
// the Off-Shore rules' words (the scoring area for the island, the harbor
// for the warehouse store), and the holding area, striped: its colour
// alone would print as the ship's grey.
var offshoreSegments = []pdfkit.BarSegment{
	breakdownSegments[0],
	{Label: "Scoring area", Colour: breakdownSegments[1].Colour},
	{Label: "Harbor", Colour: breakdownSegments[2].Colour},
	breakdownSegments[3],
	{Label: "Holding area", Colour: pdfkit.RGB{R: 120, G: 90, B: 160}, Pattern: pdfkit.Striped}, // grey 0.42, striped
	breakdownSegments[4],
}

// OffshoreReport adds the end-of-game report of an Off-Shore game: the
// ranking with each player's scoring card, discard (and how it was
// decided), harbor, ship, holding area, loans and the factory tie-break;
// the score breakdown; cash over the game; the delivery auctions; the bank
// auctions won.
func (d *Doc) OffshoreReport(rep OffshoreReport) {
	const foot = "tallyman · Container, Off-Shore Bank edition · game report · Off-Shore rules: End and scoring, p. 18"
	r := container.Offshore
	name := seatNamer(rep.Players)
	d.UseNames(rep.Players...)
	seatOf := func(n string) int { return slices.Index(rep.Players, n) }
	w := d.Paper().Width - 2*pdfkit.Margin
	d.AddPage()
	y := d.Title(pdfkit.Margin, "Container, Off-Shore Bank · game report", rep.Sub)

	lines := rankedLines(rep.Result)
	tie := ""
	if len(lines) > 0 {
		tie = fmt.Sprintf(" (tie-break: %d factory containers)", lines[0].FactoryContainers)
	}
	y = d.winBanner(y, w, rep.Result, lines, tie)

	y = d.Heading(pdfkit.Margin, y, w, "Final ranking")
	cols := []pdfkit.Column{
		// "Scoring area", the Off-Shore rules' word for the island's
		// containers (actions text, "Delivery auctions"; notes, "End and
		// scoring"), needs 20 mm; the money columns give 1 mm each.
		{Title: "Rank", W: 10}, {Title: "Player", W: w - 10 - 16 - 20 - 30 - 6*14 - 16},
		{Title: "Card", W: 16}, {Title: "Scoring area", W: 20, Right: true}, {Title: "Discarded", W: 30},
		{Title: "Harbor", W: 14, Right: true}, {Title: "Ship", W: 14, Right: true},
		{Title: "Holding", W: 14, Right: true}, {Title: "Loans", W: 14, Right: true},
		{Title: "Cash", W: 14, Right: true}, {Title: "Total", W: 14, Right: true},
		{Title: "Factory", W: 16, Right: true},
	}
	var rows [][]string
	for _, l := range lines {
		seat := seatOf(l.Name)
		disc := "none"
		if l.DiscardedColor != "" {
			disc = fmt.Sprintf("%d %s", l.DiscardedCount, l.DiscardedColor)
			if seat >= 0 && seat < len(rep.Discards) {
				if how := map[string]string{"forced": "forced: two-value", "chosen": "player's choice", "best": "tie: least lost"}[rep.Discards[seat]]; how != "" {
					disc += "\n" + how
				}
			}
		}
		card := ""
		if seat >= 0 && seat < len(rep.Cards) {
			card = rep.Cards[seat]
		}
		rows = append(rows, []string{fmt.Sprint(l.Rank), "*" + l.Name + "*", card, pdfkit.Money(l.IslandValue), disc,
			pdfkit.Money(l.WarehouseValue), pdfkit.Money(l.ShipValue), pdfkit.Money(l.HoldingValue), pdfkit.Money(-l.LoanPenalty), pdfkit.Money(l.Cash), "*" + pdfkit.Money(l.Total) + "*", fmt.Sprint(l.FactoryContainers)})
	}
	y = d.Table(y, cols, rows, 8.5, foot) + 2
	d.FitText(pdfkit.Sans, "", pdfkit.Margin, y+3, w, 8, 6.5, "L", fmt.Sprintf("Card: the scoring card by its two-value colour. Holding: %s per container in the bank holding area. Factory: containers in the factory district, which break a tie in money.", pdfkit.Money(r.HoldingValue)))
	y += 9

	// The scoring cards, revealed at scoring, beside the scoring areas.
	y = d.cardsTable(y, w, r, lines, foot) + 2

	y = d.Heading(pdfkit.Margin, y, w, "How each total is made")
	var bars []pdfkit.BarRow
	for _, l := range lines {
		bars = append(bars, pdfkit.BarRow{Label: l.Name, Values: []int{l.Cash, l.IslandValue, l.WarehouseValue, l.ShipValue, l.HoldingValue, -l.LoanPenalty}, Total: "= " + pdfkit.Money(l.Total)})
	}
	barsH := 9 + float64(len(bars))*12
	y = d.StackedBars(pdfkit.Rect{X: pdfkit.Margin, Y: y + 1, W: w, H: barsH}, offshoreSegments, bars) + 4

	// Cash over the game, then the delivery and bank auctions: with the
	// chart when they fit under it.
	bankH := 6.5 + 7.5 + 7.5*float64(max(len(rep.Bank), 1)) + 2
	y = d.chartThenTables(y, rep.Report, foot, auctionsH(len(rep.Auctions))+bankH)
	y = d.Heading(pdfkit.Margin, y, w, fmt.Sprintf("Delivery auctions (%d)", len(rep.Auctions)))
	if len(rep.Auctions) == 0 {
		d.FitText(pdfkit.Sans, "", pdfkit.Margin, y+4, w, 9.5, 8, "L", "Nobody sailed to Container Island.")
		y += 10
	} else {
		acols := []pdfkit.Column{
			{Title: "Turn", W: 11, Right: true}, {Title: "Deliverer", W: 22}, {Title: "Cargo", W: 30},
			{Title: "Bids", W: w - 11 - 22 - 30 - 22 - 14 - 36}, {Title: "Winner", W: 22},
			{Title: "Price", W: 14, Right: true}, {Title: "Result", W: 36},
		}
		var arows [][]string
		for _, a := range rep.Auctions {
			result := ""
			switch a.Outcome {
			case Accepted:
				result = fmt.Sprintf("*accepted*\n%s gets %s", name(a.Seller), pdfkit.Money(2*a.Price))
			default:
				result = fmt.Sprintf("*bought out*\n%s pays the bank %s", name(a.Seller), pdfkit.Money(a.Price))
			}
			arows = append(arows, []string{fmt.Sprint(a.Turn), name(a.Seller), countsIn(r, a.Cargo), a.bidsText(name, "runoff"), a.winnerText(name), pdfkit.Money(a.Price), result})
		}
		y = d.Table(y, acols, arows, 8.5, foot) + 8
	}
	if y+6.5+12 > d.Paper().Height-pdfkit.Margin-6 {
		d.Footer(foot)
		d.AddPage()
		y = pdfkit.Margin
	}
	y = d.Heading(pdfkit.Margin, y, w, fmt.Sprintf("Bank auctions won (%d)", len(rep.Bank)))
	if len(rep.Bank) == 0 {
		d.FitText(pdfkit.Sans, "", pdfkit.Margin, y+4, w, 9.5, 8, "L", "Nobody won a bank auction.")
		d.Footer(foot)
		return
	}
	bcols := []pdfkit.Column{
		{Title: "Turn", W: 11, Right: true}, {Title: "Lot", W: 34}, {Title: "Winner", W: 30},
		{Title: "Bid paid to the bank", W: 40}, {Title: "Won", W: w - 11 - 34 - 30 - 40},
	}
	var brows [][]string
	for _, b := range rep.Bank {
		got := b.Got
		if !strings.HasPrefix(b.Lot, "cash-") {
			got += " (to the holding area)"
		}
		brows = append(brows, []string{fmt.Sprint(b.Turn), container.LotTitle(b.Lot), name(b.Winner), b.Bid, got})
	}
	d.Table(y, bcols, brows, 8.5, foot)
	d.Footer(foot)
}
