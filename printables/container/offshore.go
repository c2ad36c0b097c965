package container

import (
	"fmt"
	"strings"

	"tallyman/engines/container"
	"tallyman/printables/pdfkit"
)

// The Off-Shore Bank edition of Container (container-offshore-edition-
// actions.txt, "the actions text"; container-offshore-edition-notes.md, "the
// notes"): player aid, score pad and setup sheet, every number from
// container.Offshore. The few numbers the engine keeps in code rather than
// in its Rules table are named here, each with its source;
// TestOffshoreEngineConstants pins them to the engine's behaviour.
const (
	offTruckFee     = 1 // actions text, "Factory purchase": the Truck Companies fee
	offBankRaise    = 1 // notes, "Off-Shore Bank": a bid beats the last by $1 / 1 container
	offLotIAtStart  = 2 // notes, "Off-Shore Bank": two containers on container lot I
	offLotIIAtStart = 1 // and one on lot II
)

// offshoreRGB is each Off-Shore colour as printed, by colour slot, always
// printed with its name.
var offshoreRGB = [container.NumColors]pdfkit.RGB{
	container.Blue:   {R: 46, G: 98, B: 196},
	container.Yellow: {R: 242, G: 204, B: 48},
	container.White:  {R: 255, G: 255, B: 255},
	container.Red:    {R: 204, G: 46, B: 46},
	container.Green:  {R: 44, G: 140, B: 72},
}

// offColour is an Off-Shore colour's name with a capital.
func offColour(c container.Color) string {
	s := container.Offshore.ColorName(c)
	return strings.ToUpper(s[:1]) + s[1:]
}

// offCardValues are the values on every Off-Shore scoring card, highest
// first, the two-value colour written "$5/$10".
func offCardValues() []string {
	c := container.Offshore.Deck()[0]
	return []string{
		pdfkit.Money(c.Value(c.Ten, false)),
		pdfkit.Money(c.Value(c.FiveTen, false)) + "/" + pdfkit.Money(c.Value(c.FiveTen, true)),
		pdfkit.Money(c.Value(c.Six, false)),
		pdfkit.Money(c.Value(c.Four, false)),
		pdfkit.Money(c.Value(c.Two, false)),
	}
}

// offAuctionLimits says how many bank auctions may run at once, by player
// count, from the bank auction tokens of the supply table.
func offAuctionLimits() string {
	r := container.Offshore
	var parts []string
	for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
		switch t := r.TokensOf(n); t {
		case 1:
			parts = append(parts, fmt.Sprintf("%d players: *one auction* at a time", n))
		default:
			parts = append(parts, fmt.Sprintf("%d players: *%d at once*, one cash and one container auction", n, t))
		}
	}
	return strings.Join(parts, "; ")
}

// OffshoreAids adds Off-Shore player aids, one to a page (a name each, or
// a blank name line on one per seat when names is empty): the turn's
// steps, the actions, the Anchor actions, bank and delivery auctions,
// loans and the scoring. The edition has more to say than the classic
// rules: two to a page it would not fit at 8 pt, the smallest the aids
// print at.
func (d *Doc) OffshoreAids(names []string) {
	d.AidPerPage(names, container.Offshore.MaxPlayers, func(c pdfkit.Rect, name string) {
		d.BandCard(c, pdfkit.CardLook{Gutter: 5, Gap: 3, Largest: 12, Smallest: 8, NameLine: true}, "CONTAINER", "player aid · Off-Shore Bank", name, "player aid", offshoreAidText)
	})
}

// offshoreAidText is the text of the Off-Shore player aid.
func offshoreAidText(f *pdfkit.Flow) {
	r := container.Offshore
	fc, fn := factoryCosts(r)
	wc, wn := warehouseCosts(r)
	vals := offCardValues()

	f.Heading("Your turn")
	f.Hanging("1", fmt.Sprintf("Pay *%s interest* per loan to the bank.", pdfkit.Money(r.Interest)))
	f.Hanging("2", "Hold the high bid of a bank auction? *Win it now.*")
	f.Hanging("3", fmt.Sprintf("Take *%d actions*; the same twice is fine, but *Produce* and *Call Bank* once a turn.", r.ActionsPerTurn))
	f.Para("Free: loans, repaying, Anchor actions.")

	f.Heading("Actions")
	f.Action("Build", "to the supply",
		fmt.Sprintf("A factory: your %s %s (at most %d, colours differ). A warehouse: your %s-%s %s (at most %d).",
			pdfkit.List(fn, "and"), strings.Join(fc, "/"), r.MaxFactories, wn[0], wn[len(wn)-1], strings.Join(wc, "/"), r.MaxWarehouses))
	// Actions text, "Produce": "Pay union wages — $1 to the player on
	// your right ... If you can't pay, you can't Produce."
	f.Action("Produce", "once a turn",
		fmt.Sprintf("Pay *%s* to the player on your right (*cannot pay: no Produce*); each factory makes one, *as many as you can* up to %d per factory; lots *%s-%s*.",
			pdfkit.Money(r.Wage), r.StorePerFactory, pdfkit.Money(r.FactoryPriceMin), pdfkit.Money(r.FactoryPriceMax)))
	f.Action("Factory purchase", "",
		fmt.Sprintf("From one opponent's factory lots at their prices, by truck to your harbor (%d per warehouse); lots *%s-%s*. Truck Companies: *+%s* fee.",
			1, pdfkit.Money(r.WarehousePriceMin), pdfkit.Money(r.WarehousePriceMax), pdfkit.Money(offTruckFee)))
	f.Action("Harbor purchase", "", fmt.Sprintf("Docked at an opponent's harbor since your turn began; ship holds *%d*.", r.ShipCapacity))
	f.Action("Sail", "", "Ocean to a harbor, the island or the bank, or back: *two sails* between boards.")
	f.Action("Reprice", "", "One district.")
	f.Action("Call Bank", "once a turn", "Start or outbid a bank auction.")

	f.Heading("Anchor actions (free)")
	f.Hanging("•", "*Opponent's harbor:* a free Harbor purchase.")
	f.Hanging("•", "*Off-Shore Bank:* load containers from your holding area onto your ship.")
	f.Hanging("•", "*Container Island:* the delivery auction; then your turn ends.")

	f.Heading("Bank auctions")
	f.Para(fmt.Sprintf("*Container lot:* bid cash, *+%s* each time; the stake is locked. *Cash lot:* bid containers, *+%d* each time; reserve tokens hold their places.",
		pdfkit.Money(offBankRaise), offBankRaise))
	f.Para("Outbid: take your bid back. High bid wins at step 2 of your next turn: the bid goes to the bank, cash won to hand, containers won to your holding area.")
	f.Para(offAuctionLimits() + ". No Call Bank on a turn you won one, nor on the turn that ends the game.")
	f.Para(fmt.Sprintf("*Paying the bank:* %s at a time round-robin over cash lots I-II-III, skipping a lot with a token.", pdfkit.Money(1)))

	f.Heading("Delivery auction")
	f.Hanging("1", fmt.Sprintf("Each opponent seals cash, with 0-%d *bluff cards* (%s).", r.BluffCards, pdfkit.Money(0)))
	f.Hanging("2", "Reveal. Tie: a runoff, the tied *add cash*; totals compare. Still tied: you pick, or buy out.")
	f.Hanging("3", "*Accept:* you get *twice* the bid; cargo to the winner's island. *Buy out:* pay the bid to the bank, keep the cargo.")

	// Notes, "Loans (p16-17)": "If you cannot pay you must take a loan;
	// at 2 loans you default: for each unpaid loan the bank seizes one
	// container ..."
	f.Heading("Loans")
	f.Para(fmt.Sprintf("*+%s* any time, at most *%d*; repay %s on your turn, not after delivery money. Interest %s each.",
		pdfkit.Money(r.LoanAmount), r.MaxLoans, pdfkit.Money(r.LoanAmount), pdfkit.Money(r.Interest)))
	f.Para(fmt.Sprintf("*Cannot pay interest?* You *must take a loan* first. At %d loans you default: per unpaid loan the bank seizes one container from island, ship, holding area, harbor, factory (first with any); the player on your right picks.", r.MaxLoans))

	f.Heading("End and scoring")
	f.Para(fmt.Sprintf("Ends when *%d colours* run out; the turn finishes, bank auctions resolve.", r.ExhaustedToEnd))
	f.Hanging("1", "Discard your *most common* island colour (tie: your choice, but a tied two-value colour must go).")
	f.Hanging("2", fmt.Sprintf("Island by your card: *%s*; the two-value colour %s only with all %d colours (before the discard).",
		strings.Join(vals, "* · *"), strings.Split(vals[1], "/")[1], container.NumColors))
	f.Hanging("3", fmt.Sprintf("*+%s* ship and holding area, *+%s* harbor, %s factory.", pdfkit.Money(r.ShipValue), pdfkit.Money(r.WarehouseValue), pdfkit.Money(0)))
	f.Hanging("4", fmt.Sprintf("*%s* per loan. Tie: most factory containers.", pdfkit.Money(-r.LoanPenalty)))
}

// OffshoreScorePad adds an Off-Shore score pad: one column per player, one
// row per scoring step with its rule (the notes, "End and scoring"), and
// the five scoring cards below.
func (d *Doc) OffshoreScorePad(names []string, sub string) {
	r := container.Offshore
	d.UseNames(names...)
	d.AddPage()
	if sub == "" {
		sub = "Off-Shore Bank edition · write each player's name at the top of a column"
	}
	y := d.Title(pdfkit.Margin, "Container · Off-Shore score pad", sub)
	n := len(names)
	if n == 0 {
		n = r.MaxPlayers
	}
	y = d.ScorePadTable(y, names, n, offshorePadRows())
	if d.Paper().Height-pdfkit.Margin-8-y > 50 {
		d.offshoreDeck(y + 8)
	}
	d.Footer("tallyman · Container Off-Shore score pad · Off-Shore rules: End and scoring, p. 18")
}

// offshorePadRows are the rows of the Off-Shore score pad, numbered as the
// steps of the notes, "End and scoring": the leftovers (ship, holding
// area, harbor) are one step, so their rows are 3a, 3b and 3c.
func offshorePadRows() []pdfkit.PadRow {
	r := container.Offshore
	vals := offCardValues()
	rows := []pdfkit.PadRow{{Step: "1 Discard", Span: 1, Label: "colour", Rule: "Name your most common island colour: it scores nothing (tie: your choice, but a tied two-value colour must go)."}}
	for i, c := range container.Colors {
		rw := pdfkit.PadRow{Label: offColour(c), Swatch: &offshoreRGB[c]}
		if i == 0 {
			rw.Step, rw.Span = "2 Island", container.NumColors
			rw.Rule = fmt.Sprintf("Count each colour left on your island and multiply by its value on your card: %s. The two-value colour scores %s only if all %d colours were there before the discard.",
				strings.Join(vals, ", "), strings.Split(vals[1], "/")[1], container.NumColors)
		}
		rows = append(rows, rw)
	}
	return append(rows,
		pdfkit.PadRow{Step: "Island total", Span: 1, Label: "=", Rule: "The sum of step 2.", Shade: true, Bold: true},
		pdfkit.PadRow{Step: "3a Ship", Span: 1, Label: "plus", Rule: fmt.Sprintf("%s per container on your ship.", pdfkit.Money(r.ShipValue))},
		pdfkit.PadRow{Step: "3b Holding", Span: 1, Label: "plus", Rule: fmt.Sprintf("%s per container in your bank holding area.", pdfkit.Money(r.HoldingValue))},
		pdfkit.PadRow{Step: "3c Harbor", Span: 1, Label: "plus", Rule: fmt.Sprintf("%s per container in your harbor. Factory: %s.", pdfkit.Money(r.WarehouseValue), pdfkit.Money(0))},
		pdfkit.PadRow{Step: "4 Loans", Span: 1, Label: "less", Rule: fmt.Sprintf("Take off %s per loan still held.", pdfkit.Money(r.LoanPenalty))},
		pdfkit.PadRow{Step: "Cash", Span: 1, Label: "plus", Rule: "The money in your hand."},
		pdfkit.PadRow{Step: "Total", Span: 1, Label: "=", Rule: "Most money wins; tie: most containers in the factory district, else shared.", Shade: true, Bold: true},
	)
}

// offshoreDeck draws the five scoring cards, each named by its two-value
// colour as in the notes.
func (d *Doc) offshoreDeck(y float64) {
	y = d.Heading(pdfkit.Margin, y, d.Paper().Width-2*pdfkit.Margin, "The five scoring cards (each player holds one, secretly)")
	vals := offCardValues()
	head := []string{vals[1], vals[0], vals[2], vals[3], vals[4]}
	const numW, rowH = 22.0, 7.5
	colW := (d.Paper().Width - 2*pdfkit.Margin - numW) / float64(len(head))
	d.FillColor(pdfkit.Tint)
	d.PDF.Rect(pdfkit.Margin, y, d.Paper().Width-2*pdfkit.Margin, rowH, "F")
	d.TextColor(pdfkit.Accent)
	d.FitText(pdfkit.Sans, "B", pdfkit.Margin+2, y+rowH/2+1.3, numW-3, 8.5, 7, "L", "Card")
	for i, v := range head {
		d.FitText(pdfkit.Sans, "B", pdfkit.Margin+numW+float64(i)*colW+2, y+rowH/2+1.3, colW-3, 8.5, 7, "L", v)
	}
	d.TextColor(pdfkit.Ink)
	y += rowH
	for _, c := range container.Offshore.Deck() {
		cols := []container.Color{c.FiveTen, c.Ten, c.Six, c.Four, c.Two}
		d.FitText(pdfkit.Sans, "", pdfkit.Margin+2, y+rowH/2+1.3, numW-3, 8.5, 7, "L", container.Offshore.ColorName(c.FiveTen))
		for i, col := range cols {
			cx := pdfkit.Margin + numW + float64(i)*colW + 2
			d.Swatch(cx, y+rowH/2-1.6, 3.2, offshoreRGB[col])
			d.FitText(pdfkit.Sans, "", cx+4.5, y+rowH/2+1.3, colW-7, 8.5, 7, "L", container.Offshore.ColorName(col))
		}
		y += rowH
		d.DrawColor(pdfkit.Rule)
		d.PDF.SetLineWidth(0.15)
		d.PDF.Line(pdfkit.Margin, y, d.Paper().Width-pdfkit.Margin, y)
	}
}

// OffshoreSetup adds the setup sheet of an Off-Shore game. With s, a game
// just set up: who starts, each player's factory, the supply for its
// player count and length, the bank's lots as dealt, and in the title
// which modules (Truck Companies, Player Loans) are on. Without s (nil):
// the supply table of length for every player count ("" is standard) and
// how to set up the bank. Error: an unknown length, or s is not an
// Off-Shore game.
func (d *Doc) OffshoreSetup(s *container.State, length, sub string) error {
	r := container.Offshore
	if s != nil {
		if s.Edition != container.EditionOffshore || len(s.Players) == 0 {
			return fmt.Errorf("printables: not an Off-Shore game to set up")
		}
		length = s.Length
		d.UseNames(playerNames(s)...)
	}
	if length == "" {
		length = container.LengthStandard
	}
	if _, ok := r.Supply[r.MinPlayers].Containers[length]; !ok {
		return fmt.Errorf("printables: game length %q: choose short, standard or extended", length)
	}
	d.AddPage()
	y := d.Title(pdfkit.Margin, "Container · Off-Shore setup"+offModules(s), strings.TrimPrefix(sub+" · ", " · ")+length+" game")
	w := d.Paper().Width - 2*pdfkit.Margin
	const rowH = 9.0
	para := func(text string) {
		lines := d.WrapRich(text, w, 9.5)
		y = d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35) + 1
	}
	line := func() {
		d.DrawColor(pdfkit.Rule)
		d.PDF.SetLineWidth(0.15)
		d.PDF.Line(pdfkit.Margin, y, pdfkit.Margin+w, y)
	}
	cells := func(bold bool, widths []float64, texts ...string) {
		x := pdfkit.Margin
		style := ""
		if bold {
			style = "B"
		}
		for i, t := range texts {
			d.FitText(pdfkit.Sans, style, x+2, y+rowH/2+1.5, widths[i]-4, 10, 7, "L", t)
			x += widths[i]
		}
		y += rowH
		line()
	}
	header := func(widths []float64, texts ...string) {
		d.FillColor(pdfkit.Tint2)
		d.PDF.Rect(pdfkit.Margin, y, w, rowH, "F")
		d.TextColor(pdfkit.Muted)
		cells(true, widths, texts...)
		d.TextColor(pdfkit.Ink)
	}

	if s != nil {
		// The actions text: "Play goes clockwise from the first player".
		y = d.firstPlayerBox(y, s, "Then clockwise") - 2
	}
	y = d.Heading(pdfkit.Margin, y+2, w, "Each player takes")
	para(fmt.Sprintf("*%s* in cash; *%d bluff cards* (%s); a free warehouse; one factory (colours all different) with *1 container* of its colour in the *%s* factory lot. Ships start in the ocean. %s",
		pdfkit.Money(r.StartCash), r.BluffCards, pdfkit.Money(0), pdfkit.Money(r.StartPrice), cardsText(s, "scoring cards", len(r.Deck()))))
	if s != nil {
		widths := []float64{14, 80, w - 94}
		header(widths, "Seat", "Player", "Factory")
		for i, p := range s.Players {
			d.Swatch(pdfkit.Margin+96, y+rowH/2-2, 4, offshoreRGB[p.Factories[0]])
			cells(false, widths, fmt.Sprint(i+1), p.Name, "     "+offColour(p.Factories[0]))
		}
	}
	y += 4

	y = d.Heading(pdfkit.Margin, y, w, fmt.Sprintf("The supply (%s game)", length))
	para(fmt.Sprintf("Containers of each colour by player count and length; warehouses and factories include the pieces on the player boards. Also: *%d loan cards*, *%d reserve tokens*, 2 bank bid tiles.",
		r.LoansOf(r.MinPlayers), r.ReserveTokens))
	widths := []float64{w / 5, w / 5, w / 5, w / 5, w / 5}
	header(widths, "Players", "Containers/colour", "Factories/colour", "Warehouses", "Auction tokens")
	for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
		if s != nil && n != len(s.Players) {
			continue
		}
		cells(false, widths, fmt.Sprint(n), fmt.Sprint(r.PerColor(n, length)), fmt.Sprint(r.FactoriesOf(n)), fmt.Sprint(r.WarehousesOf(n)), fmt.Sprint(r.TokensOf(n)))
	}
	if s != nil {
		y += 2
		para("In the supply after setup (starting pieces and the bank's containers taken out):")
		y += 2
		cw := (w - 34) / float64(container.NumColors)
		cws := []float64{34, cw, cw, cw, cw, cw}
		var names []string
		for _, c := range container.Colors {
			names = append(names, offColour(c))
		}
		header(cws, append([]string{""}, names...)...)
		var sup, fac []string
		for i := range container.Colors {
			sup = append(sup, fmt.Sprint(s.Supply[i]))
			fac = append(fac, fmt.Sprint(s.FactoryTiles[i]))
		}
		cells(false, cws, append([]string{"Containers"}, sup...)...)
		cells(false, cws, append([]string{"Factories"}, fac...)...)
	}
	y += 4

	y = d.Heading(pdfkit.Margin, y, w, "The Off-Shore Bank")
	cash := make([]string, len(r.BankCashStart))
	for i, v := range r.BankCashStart {
		cash[i] = pdfkit.Money(v)
	}
	if s != nil && s.Bank != nil {
		lot := func(k int) string {
			var parts []string
			for _, c := range container.Colors {
				for range s.Bank.ContainerLots[k][c] {
					parts = append(parts, container.Offshore.ColorName(c))
				}
			}
			return pdfkit.List(parts, "and")
		}
		para(fmt.Sprintf("Container lot I: *%s*. Container lot II: *%s*. Cash lots I, II, III: *%s*.", lot(0), lot(1), strings.Join(cash, ", ")))
	} else {
		para(fmt.Sprintf("Take one container of each colour: put %d of different colours at random on container lot I and %d on lot II; the other %d go back. Cash lots I, II, III: *%s*.",
			offLotIAtStart, offLotIIAtStart, container.NumColors-offLotIAtStart-offLotIIAtStart, strings.Join(cash, ", ")))
	}
	para(offAuctionLimits() + ".")
	y += 2
	y = d.Heading(pdfkit.Margin, y, w, "The end")
	para(fmt.Sprintf("The game ends when the supply has run out of *%d colours*; the active player finishes the turn, running bank auctions resolve, then everyone scores (use the score pad).", r.ExhaustedToEnd))
	d.Footer("tallyman · Container Off-Shore setup · Off-Shore rules: Components and supply, pp. 1-2; Off-Shore Bank, pp. 2, 12-15")
	return nil
}

// offModules names, for the title of s's setup sheet, the modules the
// game plays with (the actions text names two: "With Truck Companies, a
// Factory Purchase also costs a $1 trucking fee"; "With Player Loans, you
// may need to ask other players first when you borrow in the middle of an
// auction"): " with Truck Companies and Player Loans", " without
// modules"; "" without a game. In the title, as it costs the full sheet
// no line (5 players on Letter fill it).
func offModules(s *container.State) string {
	if s == nil {
		return ""
	}
	var on []string
	if s.TruckCompanies {
		on = append(on, "Truck Companies")
	}
	if s.PlayerLoans {
		on = append(on, "Player Loans")
	}
	if len(on) == 0 {
		return " without modules"
	}
	return " with " + pdfkit.List(on, "and")
}
