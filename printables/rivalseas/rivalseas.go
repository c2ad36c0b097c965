package rivalseas

import (
	"fmt"
	"strings"

	rs "tallyman/engines/rivalseas"
	"tallyman/printables/pdfkit"
)

// Rival Seas (rival-seas.txt): the player aid, the score pad and the setup
// sheet (setup.go). Every number comes from a rivalseas.Board,
// the embedded board.json or the table's edited copy; none is typed here.
// What the board does not carry is said in words taken from the rules
// text ("take 1 credit from the bank" is the Funding action's effect, not
// a board value).

// companyRGB is the colour printed for a company's containers, by
// container colour name (Board.Companies[].Colour); always printed with
// the colour's and the company's name beside it.
var companyRGB = map[string]pdfkit.RGB{
	"blue":   {R: 46, G: 98, B: 196},
	"green":  {R: 44, G: 140, B: 72},
	"brown":  {R: 122, G: 78, B: 44},
	"yellow": {R: 242, G: 204, B: 48},
}

// colour returns the printed colour of a colour name, mid grey for a
// name a board file brings that the table above does not know.
func colour(m map[string]pdfkit.RGB, name string) pdfkit.RGB {
	if c, ok := m[strings.ToLower(name)]; ok {
		return c
	}
	return pdfkit.RGB{R: 160, G: 160, B: 160}
}

// capital writes s with a capital first letter.
func capital(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

// credits writes an amount of credits: "1 credit", "3 credits".
func credits(n int) string {
	if n == 1 {
		return "1 credit"
	}
	return fmt.Sprintf("%d credits", n)
}

// units writes time units: "1 time unit", "2 time units".
func units(n int) string {
	if n == 1 {
		return "1 time unit"
	}
	return fmt.Sprintf("%d time units", n)
}

// plural writes n and a noun, adding "s" unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// wages writes the CEO wage bands: "stock 3-5: 2, 6-8: 4, ...".
func wages(b *rs.Board) string {
	var parts []string
	for _, w := range b.Wages {
		band := fmt.Sprintf("%d-%d", w.From, w.To)
		if w.From == w.To {
			band = fmt.Sprint(w.From)
		}
		parts = append(parts, fmt.Sprintf("%s: *%d*", band, w.Wage))
	}
	return strings.Join(parts, ", ")
}

// sideName names a board side: "3/4-player side" or "2-player side".
func sideName(n int) string {
	if n == 2 {
		return "2-player side"
	}
	return "3/4-player side"
}

// sides are the player counts whose board side a document describes: n
// alone (2, 3 or 4), or both sides (3 for the 3/4-player side, then 2)
// when n is 0.
func sides(n int) []int {
	if n >= 2 && n <= 4 {
		return []int{n}
	}
	return []int{3, 2}
}

// investCosts writes each Invest column's slot costs and VP for side n,
// a number the rules text leaves out marked by mark (see marks):
// "Cargo space 4/6/8/10† cr., 3† VP".
func investCosts(b *rs.Board, n int, mark func(string) string) []string {
	var out []string
	for i, col := range b.Side(n).Invest {
		var cs []string
		for _, c := range col.Costs {
			cs = append(cs, fmt.Sprint(c))
		}
		f := fmt.Sprintf("%s.invest.%d", sideKey(n), i)
		out = append(out, fmt.Sprintf("%s *%s*%s cr., *%d*%s *VP*", col.Upgrade.Name(), strings.Join(cs, "/"), mark(f+".costs"), col.VP, mark(f+".vp")))
	}
	return out
}

// sideKey is the board file's key of the side for n players.
func sideKey(n int) string {
	if n == 2 {
		return "side_2p"
	}
	return "side_3_4"
}

// assumedMark marks a printed number the rules text leaves out (a
// Board.IsAssumed field): a dagger after it, explained by assumedNote.
const assumedMark = "†"

// assumedNote explains assumedMark on a page that uses it.
const assumedNote = assumedMark + " Assumed: printed on the boards, not in the rules text, so tallyman assumed it. Check it against your boards; tallyman can be given their real numbers before you print again."

// marks returns a function that marks a number at a board field with
// assumedMark when b assumes it, and a function reporting whether any
// mark was made.
func marks(b *rs.Board) (mark func(field string) string, used func() bool) {
	marked := false
	return func(field string) string {
			if b.IsAssumed(field) {
				marked = true
				return assumedMark
			}
			return ""
		}, func() bool {
			return marked
		}
}

// countsFor writes a number that depends on the player count for the
// sides of n (see sides): "6" for one count, "2P: 8, 3P: 6, 4P: 8" for
// all.
func countsFor(p rs.PerCount, n int) string {
	if n >= 2 && n <= 4 {
		return fmt.Sprint(p.Of(n))
	}
	return fmt.Sprintf("%d (2P), %d (3P), %d (4P)", p.Of(2), p.Of(3), p.Of(4))
}

// Aids adds Rival Seas player aids, one to a page, text at 8 pt
// or more: one per name (where names is empty, a blank name line on one
// per player of the count players, or one per player colour of the board
// when players is 0). players (2-4) picks the board side whose timetrack,
// halfway point and Invest costs are printed; 0 prints both sides. The
// turn (rival-seas.txt 5.1, 5.2), every action with its time cost (5.3),
// the free actions (5.4), delivery and the market, production and the
// company payout (6), and the scoring (7), every number from b (nil:
// rivalseas.DefaultBoard()); the numbers the rules text leaves out are
// marked assumed (assumedMark).
func (d *Doc) Aids(b *rs.Board, names []string, players int) {
	if b == nil {
		b = rs.DefaultBoard()
	}
	sub := "player aid"
	if players >= 2 && players <= 4 {
		sub = fmt.Sprintf("player aid · %d players", players)
	}
	blank := len(b.PlayerColours)
	if players >= 2 && players <= 4 {
		blank = players
	}
	d.AidPerPage(names, blank, func(c pdfkit.Rect, name string) {
		d.card(c, "RIVAL SEAS", sub, name, func(f *pdfkit.Flow) { aidText(f, b, players) })
	})
}

// card draws a card with a title band (the player's name on the right,
// else a blank name line) and text in three columns, as the other games'
// aids, at 8 pt or more.
func (d *Doc) card(c pdfkit.Rect, title, sub, name string, content func(*pdfkit.Flow)) {
	d.BandCard(c, pdfkit.CardLook{Gutter: 5, Gap: 3, Largest: 10.5, Smallest: 8, NameLine: true}, title, sub, name, "rival seas "+sub, content)
}

// aidText is the text of the player aid for the sides of players (see
// sides).
func aidText(f *pdfkit.Flow, b *rs.Board, players int) {
	t := b.Time
	mark, marked := marks(b)
	var tracks []string
	for _, n := range sides(players) {
		s := b.Side(n)
		half := "no halfway point"
		if s.Halfway > 0 {
			half = fmt.Sprintf("halfway point at *%d*%s", s.Halfway, mark(sideKey(n)+".halfway"))
		}
		label := ""
		if len(sides(players)) > 1 {
			label = sideName(n) + ": "
		}
		tracks = append(tracks, fmt.Sprintf("%s*%d*%s slots, %s", label, s.Timetrack, mark(sideKey(n)+".timetrack"), half))
	}

	f.Heading("Your turn")
	f.Para(fmt.Sprintf("*%d rounds*. Timetrack: %s.", b.Rounds, strings.Join(tracks, "; ")))
	f.Hanging("1", "The disc *furthest behind* acts; on a stack, the *top* disc.")
	f.Hanging("2", "Each action moves your disc forward its *time cost*; a disc landing on others goes *on top*.")
	f.Hanging("3", "Go on until you are *first*, or stop once you are *no longer last*.")
	f.Hanging("4", "*Passing* the first disc ends your turn at once: no free actions after.")
	f.Hanging("5", "Never pass the start slot: land on it *by exact count*; free actions are still allowed there. The round ends when every disc is on the start slot; the *top* disc starts the next.")

	f.Heading("Actions (time cost)")
	f.Action("Funding", units(t.Funding)+mark("time.funding"), "Take 1 credit from the bank.")
	f.Action("Load a container", units(t.Load)+mark("time.load"), fmt.Sprintf("At a company port: *%d* per action (*%d* with Loading upgrade) into a free cargo slot; cargo *%d* (*%d* with Cargo space).", b.Load, b.LoadUpgraded, b.Cargo, b.CargoUpgraded))
	f.Action("Produce a container", units(t.Produce)+mark("time.produce"), fmt.Sprintf("Draw *%d* of a chosen company's colour from the bag onto its hex (*%d* at one company with Production upgrade); at most *%d* on a hex.", b.Produce, b.ProduceUpgraded, b.HexCap))
	f.Action("Navigation points", fmt.Sprintf("%d%s / %s%s", t.Navigation1, mark("time.navigation_1"), units(t.Navigation2), mark("time.navigation_2")),
		fmt.Sprintf("Place or move *1* point for %s, *2* for %s. Needs a share of the company; its *treasury* pays: sea *%d*, sandbank *%d*, rocks *%d* (Navigation expert only). One point per hex. Moving points: *CEO only*.",
			units(t.Navigation1), units(t.Navigation2), b.NavCost.Sea, b.NavCost.Sandbank, b.NavCost.Rocks))
	f.Action("Invest", units(t.Invest)+mark("time.invest"), "Put a disc in the top free slot of a column and pay its cost; one disc per column per player.")
	for _, n := range sides(players) {
		label := ""
		if len(sides(players)) > 1 {
			label = capital(sideName(n)) + ": "
		}
		f.Para(label + strings.Join(investCosts(b, n, mark), "; ") + ".")
	}
	f.Para(fmt.Sprintf("Cargo space: %d cargo slots. Production upgrade: produce %d. Navigation expert: +%d points to a company you are CEO of; rocks allowed. Loading upgrade: load %d.", b.CargoUpgraded, b.ProduceUpgraded, b.ExpertPoints, b.LoadUpgraded))
	f.Action("Buy and/or sell", units(t.Shares)+mark("time.shares"),
		fmt.Sprintf("A share: one of each, not the same company. Price: the *stock value*. Buy: pay the treasury, stock *+1* (not above *%d*). Sell: paid from the treasury (it must have it), stock *-1* (not below *%d*).", b.Stock.Max, b.Stock.Min))
	f.Para(fmt.Sprintf("*CEO*: at least *%d* shares and more than anyone else; a tie keeps the CEO (with %d or more).", b.CEOMinShares, b.CEOMinShares))
	f.Action("Advertise", units(t.Advertise)+mark("time.advertise"), "Swap two adjacent demand markers in the demand slots.")

	f.Heading("Free actions")
	f.Para("Not when you are first on the timetrack (except on the start slot).")
	f.Action("Dump containers", "free", "All your cargo back into the bag.")
	f.Action("Set sail", "free", fmt.Sprintf("Port to port along navigation points. Pay *1 credit per point* to its company, less *one free point per share* you hold in that company; counted again from every port you stop at. At most *%d ships* end in a port.", b.MaxShipsPerPort))
	f.Action("Deliver", "free", "At a town port, unload *every* container of the colour its demand marker asks for.")

	f.Heading("A delivery")
	f.Hanging("1", "Get the colour's *market value* per container; put them in the container lines.")
	f.Hanging("2", fmt.Sprintf("The most common colours *-1*, the least common *+1* (a colour absent counts as least), ties all move; values %d-%d.", b.Market.Min, b.Market.Max))
	// rival-seas.txt 5.4, "Adjust the Container market": "If the value of
	// a Container reaches "4" or is already at "4" when its value would
	// increase, the share value for this company increases by 1 ... If
	// the value of a Container drops to "1" or is already on "1", the
	// share value for this company decreases by 1". The engine reads "already
	// on 1" alike, when the value would fall (rivalseas adjustMarket).
	f.Hanging("3", fmt.Sprintf("A value that reaches *%d*, or is already at %d *when it would rise*: that company's stock *+1*. One that drops to *%d*, or is already at %d *when it would fall*: stock *-1*.", b.Market.Max, b.Market.Max, b.Market.Min, b.Market.Min))
	step := 4
	if b.LineSpaces > 0 {
		what := "all its containers go back into the bag"
		if b.LineFull == rs.LineExcess {
			what = "the containers beyond them go back into the bag"
		}
		f.Hanging("4", fmt.Sprintf("A container line holding more than its *%d*%s spaces: %s.", b.LineSpaces, mark("container_line_spaces"), what))
		step++
	}
	f.Hanging(fmt.Sprint(step), "The leftmost demand slot's marker goes on the town; the town's old marker goes to the last slot.")

	f.Heading("Production")
	var when []string
	for _, n := range sides(players) {
		if b.Side(n).Halfway > 0 {
			when = append(when, "the halfway point")
		}
	}
	trigger := "When the *first* disc reaches the start slot"
	switch {
	case len(when) > 0 && len(when) < len(sides(players)):
		trigger = "When the *first* disc reaches or passes the halfway point (not with 2 players), and when it reaches the start slot"
	case len(when) > 0:
		trigger = "When the *first* disc reaches or passes the halfway point, and when it reaches the start slot"
	}
	f.Para(fmt.Sprintf("%s: the market slots' containers go to their company hexes (%s), at most *%d* a hex, the excess back to the bag; refill the slots from the bag.", trigger, countsFor(b.MarketSlots, players), b.HexCap))

	f.Heading("Company payout")
	f.Para("At the start slot, after the first disc's free actions; in stock-market order; no CEO: nothing paid.")
	f.Hanging("1", fmt.Sprintf("The CEO's *wage* from the treasury by stock value: %s. Treasury short: no wage, no dividend.", wages(b)))
	f.Hanging("2", fmt.Sprintf("*Dividend* 0-%d per share, the same for every share held, only what the treasury can pay in full.", b.DividendMax))
	f.Hanging("3", "Stock *-1* when no dividend is paid, the treasury cannot pay 1 a share, or there is no CEO.")

	f.Heading("End of the game")
	f.Para(fmt.Sprintf("After round %d:", b.Rounds))
	f.Hanging("•", "shares × final stock value;")
	f.Hanging("•", "*1 VP* per credit;")
	f.Hanging("•", "each column you invested in: its VP;")
	f.Hanging("•", "*1 VP* per container on your ship.")
	f.Para("Tie: most shares, then the disc nearest the bottom of the pile.")
	if marked() {
		f.Space(f.Lead * 0.6)
		f.Para(assumedNote)
	}
}

// ScorePad adds a Rival Seas score pad (rival-seas.txt 7): the
// final stock value of each company, then a row per player (names, or a
// blank row for each player colour of b when names is empty) with the
// share VP of each company, credits, investment VP, ship containers and
// the total, and the tie-break columns: shares held and place in the pile
// on the start slot (0 = bottom, as the score file's stack_position). The
// investment VP of each column are printed from b's side for players (0: both sides). sub is a line under
// the title.
func (d *Doc) ScorePad(b *rs.Board, names []string, players int, sub string) {
	d.UseNames(names...)
	if b == nil {
		b = rs.DefaultBoard()
	}
	d.AddPage()
	if sub == "" {
		sub = "Scoring (rules 7): shares × final stock value, 1 VP per credit, investment VP, 1 VP per container on the ship"
	}
	y := d.Title(pdfkit.Margin, "Rival Seas: score pad", sub)
	w := d.Paper().Width - 2*pdfkit.Margin

	// The final stock values.
	y = d.Heading(pdfkit.Margin, y, w, "Final stock values")
	cw := w / float64(len(b.Companies))
	const boxH = 13.0
	for i, c := range b.Companies {
		x := pdfkit.Margin + float64(i)*cw
		d.FillColor(pdfkit.Tint2)
		d.PDF.Rect(x+1, y, cw-2, boxH, "F")
		d.Swatch(x+3, y+2.2, 4, colour(companyRGB, c.Colour))
		d.FitText(pdfkit.Sans, "B", x+8.5, y+5.6, cw-11, 9.5, 6.5, "L", c.Name)
		d.TextColor(pdfkit.Muted)
		d.FitText(pdfkit.Sans, "", x+8.5, y+10.5, cw-11, 8, 6, "L", fmt.Sprintf("%s · stock %d-%d: ____", c.Colour, b.Stock.Min, b.Stock.Max))
		d.TextColor(pdfkit.Ink)
	}
	y += boxH + 4

	n := len(names)
	if n == 0 {
		n = len(b.PlayerColours)
	}
	heads := []string{"Player"}
	widths := []float64{26}
	for _, c := range b.Companies {
		heads = append(heads, c.Name+": shares × value")
		widths = append(widths, 0)
	}
	heads = append(heads, "Credits (1 VP each)", "Investment VP", "Ship: 1 VP per container", "*Total VP*", "Shares held", "Pile place (0 = bottom)", "Rank")
	widths = append(widths, 15, 17, 15, 15, 12, 13, 11)
	fixed := 0.0
	for _, x := range widths {
		fixed += x
	}
	for i := 1; i <= len(b.Companies); i++ {
		widths[i] = (w - fixed) / float64(len(b.Companies))
	}
	var labels []string
	for i := range n {
		switch {
		case i < len(names):
			labels = append(labels, names[i])
		case i < len(b.PlayerColours):
			labels = append(labels, capital(b.PlayerColours[i])+" disc")
		default:
			labels = append(labels, "")
		}
	}
	y = d.writeGrid(pdfkit.Margin, y, widths, heads, labels, 18, 8)
	y += 5

	y = d.Heading(pdfkit.Margin, y, w, "Investment VP (each column you have a disc in)")
	mark, marked := marks(b)
	var inv []string
	for _, p := range sides(players) {
		label := ""
		if len(sides(players)) > 1 {
			label = capital(sideName(p)) + ": "
		}
		var parts []string
		for i, col := range b.Side(p).Invest {
			parts = append(parts, fmt.Sprintf("%s *%d*%s", col.Upgrade.Name(), col.VP, mark(fmt.Sprintf("%s.invest.%d.vp", sideKey(p), i))))
		}
		inv = append(inv, label+strings.Join(parts, ", ")+".")
	}
	if marked() {
		inv = append(inv, assumedNote)
	}
	lines := d.WrapRich(strings.Join(inv, "\n"), w, 9.5)
	y = d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35) + 2
	y = d.Heading(pdfkit.Margin, y, w, "Winner")
	lines = d.WrapRich("The most VP wins. Tied: the most shares. Still tied: the disc nearest the *bottom* of the pile on the start slot (column Pile place, 0 = the bottom).", w, 9.5)
	d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35)
	d.Footer("Rival Seas score pad · scoring: rules 7")
}

// writeGrid draws a grid to write in by hand: a heading row of wrapped
// rich text (see Markup) over columns of the given widths from x, then a
// row per label (the label in the first column, bold) of rowH millimetres,
// every cell ruled. It returns the y below the grid.
func (d *Doc) writeGrid(x, y float64, widths []float64, heads, labels []string, rowH, size float64) float64 {
	const pad = 1.2
	lead := size * pdfkit.PtMM * 1.25
	total := 0.0
	lines := make([][]pdfkit.RichLine, len(heads))
	n := 1
	for i, h := range heads {
		total += widths[i]
		lines[i] = d.WrapRich(h, widths[i]-2*pad, size)
		n = max(n, len(lines[i]))
	}
	headH := float64(n)*lead + 2*pad
	d.FillColor(pdfkit.Tint)
	d.PDF.Rect(x, y, total, headH, "F")
	d.TextColor(pdfkit.Accent)
	cx := x
	for i := range heads {
		d.DrawRich(lines[i], cx+pad, y+pad+size*pdfkit.PtMM, size, lead)
		cx += widths[i]
	}
	d.TextColor(pdfkit.Ink)
	top := y
	y += headH
	for i, l := range labels {
		if i%2 == 1 {
			d.FillColor(pdfkit.Tint2)
			d.PDF.Rect(x, y, total, rowH, "F")
		}
		if l != "" {
			// A long name shrinks to 8 pt at the least (the aids'
			// smallest), then goes on more lines of the row, and only
			// then is cut with its seat (NameBox).
			d.NameBox(x+pad+0.5, y, widths[0]-2*pad-1, rowH, 10, 8, l)
		}
		y += rowH
	}
	d.DrawColor(pdfkit.Rule)
	d.PDF.SetLineWidth(0.2)
	d.PDF.Rect(x, top, total, y-top, "D")
	for ly := top + headH; ly < y-0.01; ly += rowH {
		d.PDF.Line(x, ly, x+total, ly)
	}
	cx = x
	for _, wd := range widths[:len(widths)-1] {
		cx += wd
		d.PDF.Line(cx, top, cx, y)
	}
	return y
}
