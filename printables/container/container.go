package container

import (
	"fmt"
	"strings"

	"tallyman/engines/container"
	"tallyman/printables/pdfkit"
)

// The bank's seizures for one loan in default (container.txt, "Loans"): one
// container from the island, else two from the stores. The engine's Rules
// table does not carry these two counts; TestSeizureCounts pins them to the
// engine's behaviour.
const (
	seizeIsland = 1
	seizeStores = 2
)

// containerRGB is each container colour as printed: distinct in greyscale
// too (white, tan, orange, brown and black run from light to dark), and
// always printed with its name.
var containerRGB = [container.NumColors]pdfkit.RGB{
	container.Orange: {R: 236, G: 128, B: 32},
	container.Brown:  {R: 122, G: 78, B: 44},
	container.White:  {R: 255, G: 255, B: 255},
	container.Tan:    {R: 214, G: 190, B: 146},
	container.Black:  {R: 40, G: 56, B: 52},
}

// colourName is a colour's name with a capital.
func colourName(c container.Color) string {
	s := c.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// factoryCosts are the prices of a player's 2nd, 3rd... factories, and the
// ordinals they go with (container.txt, "Buy a factory").
func factoryCosts(r container.Rules) (costs, nth []string) {
	for owned := 1; owned < r.MaxFactories; owned++ {
		costs = append(costs, pdfkit.Money(r.FactoryCost(owned)))
		nth = append(nth, pdfkit.Ordinal(owned+1))
	}
	return
}

// warehouseCosts are the prices of a player's 2nd, 3rd... warehouses
// (container.txt, "Buy a warehouse").
func warehouseCosts(r container.Rules) (costs, nth []string) {
	for owned := 1; owned < r.MaxWarehouses; owned++ {
		costs = append(costs, pdfkit.Money(r.WarehouseCost(owned)))
		nth = append(nth, pdfkit.Ordinal(owned+1))
	}
	return
}

// cardValues are the values on every value card, highest first, the
// $5/$10 colour written "$5/$10" (container.txt, "End-game scoring").
func cardValues() []string {
	c := container.Cards[0]
	return []string{
		pdfkit.Money(c.Value(c.Ten, false)),
		pdfkit.Money(c.Value(c.FiveTen, false)) + "/" + pdfkit.Money(c.Value(c.FiveTen, true)),
		pdfkit.Money(c.Value(c.Six, false)),
		pdfkit.Money(c.Value(c.Four, false)),
		pdfkit.Money(c.Value(c.Two, false)),
	}
}

// Aids adds Container player aids, two to a page with cut marks, text at
// 8 pt or more:
// one per name (a blank name line where names is empty), pages filled with
// unnamed spares. Turn order, every action with its cost and limits, loans
// and interest, the seizure order, the island auction and the scoring, all
// from container.Classic.
func (d *Doc) Aids(names []string) {
	d.AidPages(names, container.Classic.MaxPlayers, d.containerAid)
}

// containerAid draws one player aid in the card c: the title band with
// the player's name, then text in three columns, at 8 pt or more.
func (d *Doc) containerAid(c pdfkit.Rect, name string) {
	d.BandCard(c, pdfkit.CardLook{Gutter: 4.5, Gap: 3, Largest: 8.6, Smallest: 8, NameLine: true}, "CONTAINER", "player aid · classic rules", name, "player aid", containerAidText)
}

// containerAidText is the text of the player aid.
func containerAidText(f *pdfkit.Flow) {
	r := container.Classic
	fc, fn := factoryCosts(r)
	wc, wn := warehouseCosts(r)
	vals := cardValues()

	f.Heading("Your turn")
	f.Hanging("1", fmt.Sprintf("Pay *%s interest* per loan (automatic).", pdfkit.Money(r.Interest)))
	f.Hanging("2", fmt.Sprintf("Take *%d actions*, in any order.", r.ActionsPerTurn))
	f.Hanging("3", "Play passes to your *left*.")
	f.Para("Loans never use an action.") // sailing to the island ends the turn: its action says so

	f.Heading("Actions")
	f.Action("Buy a factory", strings.Join(fc, " · "),
		fmt.Sprintf("your %s; at most %d, never two of a colour", pdfkit.List(fn, "and"), r.MaxFactories))
	f.Action("Buy a warehouse", strings.Join(wc, " · "),
		fmt.Sprintf("your %s to %s; at most %d; each stores one container", wn[0], wn[len(wn)-1], r.MaxWarehouses))
	f.Action("Produce", "once a turn",
		fmt.Sprintf("Pay *%s* to the player on your right; one container per factory, up to *%d per factory* in your factory store; price each *%s-%s*. Reprice only with production (if you cannot produce: reprice, pay nothing).",
			pdfkit.Money(r.Wage), r.StorePerFactory, pdfkit.Money(r.FactoryPriceMin), pdfkit.Money(r.FactoryPriceMax)))
	f.Action("Buy for your warehouse", "",
		fmt.Sprintf("From one other player's factory store at their prices, one per warehouse; price them *%s-%s*. May just reprice.",
			pdfkit.Money(r.WarehousePriceMin), pdfkit.Money(r.WarehousePriceMax)))
	f.Action("Sail to a harbor and buy", "",
		fmt.Sprintf("From the open sea to another player's harbor; buy from their warehouse store at their prices; ship holds *%d*. Starting your turn there: buy again (one action).", r.ShipCapacity))
	f.Action("Sail to the open sea", "", "")
	f.Action("Sail to the island", "ends turn", "From the open sea, with cargo: the auction.")
	f.Action("Domestic sale", "once a turn",
		fmt.Sprintf("Not on your first turn. One container from your factory store (if empty, warehouse store) back to the supply: *+%s*.", pdfkit.Money(r.DomesticSale)))
	f.Action("Pass", "", "End your turn.")

	f.Heading("Loans")
	// The interest ($1 a loan as your turn begins) is "Your turn" step 1;
	// it is not said again here, so that the seizure rules fit at 8 pt.
	f.Para(fmt.Sprintf("Take one *any time*, free: *+%s*; at most *%d*. Repay *%s* on your own turn.",
		pdfkit.Money(r.LoanAmount), r.MaxLoans, pdfkit.Money(r.LoanAmount)))
	f.Para("*Cannot pay interest?* For each loan unpaid the bank seizes, at random:")
	f.Hanging("1", fmt.Sprintf("%d container from your island;", seizeIsland))
	// container.txt, "Loans": "(If you have exactly one container in
	// play, the bank seizes only that one.)"
	f.Hanging("2", fmt.Sprintf("none there: %d from your warehouse store, then your factory store (only *one container* in play: just that one);", seizeStores))
	f.Hanging("3", "no containers: a bought warehouse or factory (never a starting one); it pays off the loan.")
	f.Para("Ship cargo is never seized. Seized containers leave the game.")

	f.Heading("The island auction")
	f.Hanging("1", "Everyone but the seller seals *one bid*.")
	f.Hanging("2", fmt.Sprintf("Tie: the tied seal an *extra* (%s allowed); still tied, the seller picks.", pdfkit.Money(0)))
	f.Hanging("3", "The seller *accepts* or *rejects*.")
	f.Hanging("•", "*Accept:* the winner pays the seller and the bank pays as much again; cargo to the winner's island.")
	f.Hanging("•", "*Reject:* the seller pays the bid to the bank, keeps the cargo on their island.")
	f.Hanging("•", fmt.Sprintf("All bids %s: the seller takes the cargo free.", pdfkit.Money(0)))

	f.Heading("End and scoring")
	f.Para(fmt.Sprintf("Ends when the *%s colour* runs out in the supply; the current player finishes the turn. *Most money wins*, a tie shares it: cash plus", pdfkit.Ordinal(r.ExhaustedToEnd)))
	f.Hanging("1", fmt.Sprintf("Island containers at your card's values: *%s*. The %s colour counts %s only with all %d colours on your island.",
		strings.Join(vals, "* · *"), vals[1], strings.Split(vals[1], "/")[1], container.NumColors))
	f.Hanging("2", fmt.Sprintf("Discard your *most numerous colour* (tie: your %s colour, else the cheapest).", vals[1]))
	f.Hanging("3", fmt.Sprintf("*+%s* per warehouse-store container, *+%s* per ship container; factory store %s.",
		pdfkit.Money(r.WarehouseValue), pdfkit.Money(r.ShipValue), pdfkit.Money(0)))
	f.Hanging("4", fmt.Sprintf("*%s* per loan still held.", pdfkit.Money(-r.LoanPenalty)))
}

// ScorePad adds a Container score pad: one column per player
// (names in the header; blank columns for MaxPlayers players when names is
// empty), one row per scoring step with its rule beside it, from
// container.Classic and container.Cards.
func (d *Doc) ScorePad(names []string, sub string) {
	r := container.Classic
	d.UseNames(names...)
	d.AddPage()
	if sub == "" {
		sub = "classic rules · write each player's name at the top of a column"
	}
	y := d.Title(pdfkit.Margin, "Container · score pad", sub)
	n := len(names)
	if n == 0 {
		n = r.MaxPlayers
	}
	y = d.ScorePadTable(y, names, n, containerPadRows())
	if d.Paper().Height-pdfkit.Margin-8-y > 50 {
		d.containerDeck(y + 8)
	}
	d.Footer("tallyman · Container score pad · rules: End-game scoring")
}

// containerPadRows are the rows of the classic score pad, numbered as the
// steps of container.txt, "End-game scoring": step 3 counts the warehouse
// store and the ship, so its two rows are 3a and 3b.
func containerPadRows() []pdfkit.PadRow {
	r := container.Classic
	vals := cardValues()
	var rows []pdfkit.PadRow
	for i, c := range container.Colors {
		rw := pdfkit.PadRow{Label: colourName(c), Swatch: &containerRGB[c]}
		if i == 0 {
			rw.Step, rw.Span = "1 Island", container.NumColors
			rw.Rule = fmt.Sprintf("Count each colour on your island and multiply by its value on your card: %s. The %s colour counts %s only with all %d colours on your island.",
				strings.Join(vals, ", "), vals[1], strings.Split(vals[1], "/")[1], container.NumColors)
		}
		rows = append(rows, rw)
	}
	return append(rows,
		pdfkit.PadRow{Step: "2 Discard", Span: 1, Label: "less", Rule: fmt.Sprintf("Take off the value of your most numerous colour (tie: your %s colour, else the cheapest).", vals[1])},
		pdfkit.PadRow{Step: "Island total", Span: 1, Label: "=", Rule: "Step 1 less step 2.", Shade: true, Bold: true},
		pdfkit.PadRow{Step: "3a Warehouse", Span: 1, Label: "plus", Rule: fmt.Sprintf("%s per container in your warehouse store.", pdfkit.Money(r.WarehouseValue))},
		pdfkit.PadRow{Step: "3b Ship", Span: 1, Label: "plus", Rule: fmt.Sprintf("%s per container on your ship. Factory store: %s.", pdfkit.Money(r.ShipValue), pdfkit.Money(0))},
		pdfkit.PadRow{Step: "4 Loans", Span: 1, Label: "less", Rule: fmt.Sprintf("Take off %s per loan still held.", pdfkit.Money(r.LoanPenalty))},
		pdfkit.PadRow{Step: "Cash", Span: 1, Label: "plus", Rule: "The money in front of you."},
		pdfkit.PadRow{Step: "Total", Span: 1, Label: "=", Rule: "Most money wins; a tie shares the win.", Shade: true, Bold: true},
	)
}

// containerDeck draws the deck of five value cards (container-notes.md):
// for each card, the colour at each value. The deck is public; which card a
// player holds is not.
func (d *Doc) containerDeck(y float64) {
	y = d.Heading(pdfkit.Margin, y, d.Paper().Width-2*pdfkit.Margin, "The five value cards (each player holds one, secretly)")
	vals := cardValues()
	const numW, rowH = 22.0, 7.5
	colW := (d.Paper().Width - 2*pdfkit.Margin - numW) / float64(len(vals))
	d.FillColor(pdfkit.Tint)
	d.PDF.Rect(pdfkit.Margin, y, d.Paper().Width-2*pdfkit.Margin, rowH, "F")
	d.TextColor(pdfkit.Accent)
	d.FitText(pdfkit.Sans, "B", pdfkit.Margin+2, y+rowH/2+1.3, numW-3, 8.5, 7, "L", "Card")
	for i, v := range vals {
		d.FitText(pdfkit.Sans, "B", pdfkit.Margin+numW+float64(i)*colW+2, y+rowH/2+1.3, colW-3, 8.5, 7, "L", v)
	}
	d.TextColor(pdfkit.Ink)
	y += rowH
	for n, c := range container.Cards {
		cols := []container.Color{c.Ten, c.FiveTen, c.Six, c.Four, c.Two}
		d.FitText(pdfkit.Sans, "", pdfkit.Margin+2, y+rowH/2+1.3, numW-3, 8.5, 7, "L", fmt.Sprintf("%d", n+1))
		for i, col := range cols {
			cx := pdfkit.Margin + numW + float64(i)*colW + 2
			d.Swatch(cx, y+rowH/2-1.6, 3.2, containerRGB[col])
			d.FitText(pdfkit.Sans, "", cx+4.5, y+rowH/2+1.3, colW-7, 8.5, 7, "L", col.String())
		}
		y += rowH
		d.DrawColor(pdfkit.Rule)
		d.PDF.SetLineWidth(0.15)
		d.PDF.Line(pdfkit.Margin, y, d.Paper().Width-pdfkit.Margin, y)
	}
}
