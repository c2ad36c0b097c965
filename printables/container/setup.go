package container

import (
	"fmt"
	"strings"

	"tallyman/engines/container"
	"tallyman/printables/pdfkit"
)

// firstPlayerBox draws the tinted box at y that says who starts in game s
// and the order of play after them (then: "Then to the left"), across the
// printed width, and returns the y below it. The order wraps onto as many
// lines as it needs at turnOrderSize, breaking between names, so every
// player is in it (a name wider than a whole line is cut, with its seat).
func (d *Doc) firstPlayerBox(y float64, s *container.State, then string) float64 {
	w := d.Paper().Width - 2*pdfkit.Margin
	n := len(s.Players)
	first := s.Players[s.First].Name
	items := []string{then + ":"}
	for k := range n {
		items = append(items, s.Players[(s.First+k)%n].Name+" →")
	}
	items = append(items, first+" …")
	lines := d.turnOrderLines(items, w-8)
	const lead = turnOrderSize * pdfkit.PtMM * 1.3
	extra := float64(len(lines)-1) * lead
	d.FillColor(pdfkit.Tint)
	d.PDF.Rect(pdfkit.Margin, y, w, 17+extra, "F")
	d.TextColor(pdfkit.Accent)
	d.Font(pdfkit.Sans, "B", 10)
	d.Text(pdfkit.Margin+4, y+6, "FIRST PLAYER")
	d.FitText(pdfkit.Sans, "B", pdfkit.Margin+4+d.Width("FIRST PLAYER")+4, y+6.6, w-60, 16, 10, "L", first)
	d.TextColor(pdfkit.Ink)
	for i, l := range lines {
		x := pdfkit.Margin + 4
		for _, it := range l {
			d.Font(pdfkit.Sans, "", turnOrderSize)
			if d.Width(it) > w-8 {
				d.FitText(pdfkit.Sans, "", x, y+13+float64(i)*lead, w-8, turnOrderSize, turnOrderSize, "L", it)
				break // alone on its line
			}
			d.Text(x, y+13+float64(i)*lead, it)
			x += d.Width(it + " ")
		}
	}
	return y + 23 + extra
}

// turnOrderSize is the size in points of the order of play in the first
// player box.
const turnOrderSize = 9.5

// turnOrderLines packs items (the order of play, a name and its arrow
// each) onto lines no wider than w at turnOrderSize, breaking only
// between items; an item wider than w has a line of its own.
func (d *Doc) turnOrderLines(items []string, w float64) [][]string {
	d.Font(pdfkit.Sans, "", turnOrderSize)
	var lines [][]string
	var cur []string
	curW := 0.0
	for _, it := range items {
		iw := d.Width(it)
		if len(cur) > 0 && curW+d.Width(" ")+iw > w {
			lines = append(lines, cur)
			cur, curW = nil, 0
		}
		if len(cur) > 0 {
			curW += d.Width(" ")
		}
		cur = append(cur, it)
		curW += iw
	}
	return append(lines, cur)
}

// playerNames are the names of s's players in seating order.
func playerNames(s *container.State) []string {
	names := make([]string, len(s.Players))
	for i, p := range s.Players {
		names[i] = p.Name
	}
	return names
}

// cardsText says how the cards (the value cards, or the Off-Shore
// scoring cards) of a deck of n are handled in game s: dealt by tallyman
// (each player looks at their own on a phone or the laptop), or dealt at
// the table and each entered in tallyman; with no game (s nil), dealt at
// the table.
func cardsText(s *container.State, cards string, n int) string {
	deal := fmt.Sprintf("Shuffle the %d %s and deal one face down to each player; put the rest back unseen.", n, cards)
	switch {
	case s == nil:
		return deal
	case s.DealtCards:
		return fmt.Sprintf("tallyman has dealt the %s: each player looks at their own privately (on their phone, or at the laptop). Keep the physical cards in the box.", cards)
	}
	return deal + " Each player enters their card's number in tallyman privately, at any time before scoring."
}

// Setup adds the setup sheet of a Container game from its state
// as set up (before any move): who starts and the order of play, each
// player's starting pieces with their factory colour, how the value cards
// are handled (never which card anyone holds), and the supply counts. sub
// is a line under the title (the game's id and date, say). Error: s is not
// a Container game just set up (a move has been made).
func (d *Doc) Setup(s *container.State, sub string) error {
	if s == nil || len(s.Players) == 0 {
		return fmt.Errorf("printables: no game to set up")
	}
	r := s.Rules()
	n := len(s.Players)
	d.UseNames(playerNames(s)...)
	d.AddPage()
	y := d.Title(pdfkit.Margin, "Container · setup", sub)
	w := d.Paper().Width - 2*pdfkit.Margin

	y = d.firstPlayerBox(y, s, "Then to the left")

	// Each player.
	y = d.Heading(pdfkit.Margin, y, w, "Each player takes")
	lines := d.WrapRich(fmt.Sprintf("*%s* in cash; *1 ship* in the open sea (holds %d); *1 warehouse*; *1 factory* of the colour below, with *1 container* of that colour in the factory store at *%s*.",
		pdfkit.Money(r.StartCash), r.ShipCapacity, pdfkit.Money(r.StartPrice)), w, 9.5)
	y = d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35) - 1
	const rowH = 9.0
	cols := []struct {
		title string
		w     float64
	}{{"Seat", 14}, {"Player", 70}, {"Starting factory", 48}, {"Factory store", w - 132}}
	y += 2
	d.FillColor(pdfkit.Tint2)
	d.PDF.Rect(pdfkit.Margin, y, w, rowH, "F")
	x := pdfkit.Margin
	d.TextColor(pdfkit.Muted)
	for _, c := range cols {
		d.FitText(pdfkit.Sans, "B", x+2, y+rowH/2+1.4, c.w-4, 8.5, 7, "L", c.title)
		x += c.w
	}
	d.TextColor(pdfkit.Ink)
	y += rowH
	for i, p := range s.Players {
		c := p.Factories[0]
		x := pdfkit.Margin
		d.FitText(pdfkit.Sans, "", x+2, y+rowH/2+1.5, cols[0].w-4, 10, 7, "L", fmt.Sprintf("%d", i+1))
		x += cols[0].w
		label := p.Name
		if i == s.First {
			label += "  (starts)"
		}
		d.FitText(pdfkit.Sans, "B", x+2, y+rowH/2+1.5, cols[1].w-4, 11, 7, "L", label)
		x += cols[1].w
		d.Swatch(x+2, y+rowH/2-2.2, 4.4, containerRGB[c])
		d.FitText(pdfkit.Sans, "", x+8.5, y+rowH/2+1.5, cols[2].w-10, 10, 7, "L", colourName(c))
		x += cols[2].w
		store := make([]string, 0, len(p.FactoryStore))
		for _, l := range p.FactoryStore {
			store = append(store, fmt.Sprintf("1 %s at %s", l.Color, pdfkit.Money(l.Price)))
		}
		d.FitText(pdfkit.Sans, "", x+2, y+rowH/2+1.5, cols[3].w-4, 10, 7, "L", strings.Join(store, ", "))
		y += rowH
		d.DrawColor(pdfkit.Rule)
		d.PDF.SetLineWidth(0.15)
		d.PDF.Line(pdfkit.Margin, y, pdfkit.Margin+w, y)
	}
	y += 6

	// Value cards.
	y = d.Heading(pdfkit.Margin, y, w, "Value cards")
	lines = d.WrapRich(cardsText(s, "value cards", len(container.Cards)), w, 9.5)
	y = d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35) + 3

	// The supply.
	y = d.Heading(pdfkit.Margin, y, w, "The supply")
	lines = d.WrapRich(fmt.Sprintf("%d containers of each colour per player (%d for %d players), less the starting containers; %d factories of each colour, less the starting factories; %d warehouses and %d loans per player, less the starting warehouses.",
		r.ContainersPerPlayer, r.ContainersPerPlayer*n, n, r.FactoriesPerColor, r.WarehousesPerPlayer, r.LoansPerPlayer), w, 9)
	y = d.DrawRich(lines, pdfkit.Margin, y+3.2, 9, 9*pdfkit.PtMM*1.35) + 1
	colW := (w - 34) / float64(container.NumColors)
	d.FillColor(pdfkit.Tint2)
	d.PDF.Rect(pdfkit.Margin, y, w, rowH, "F")
	for i, c := range container.Colors {
		cx := pdfkit.Margin + 34 + float64(i)*colW
		d.Swatch(cx+2, y+rowH/2-2, 4, containerRGB[c])
		d.FitText(pdfkit.Sans, "B", cx+7.5, y+rowH/2+1.4, colW-9, 9, 7, "L", colourName(c))
	}
	y += rowH
	for _, row := range []struct {
		label  string
		counts container.Counts
	}{{"Containers", s.Supply}, {"Factories", s.FactoryTiles}} {
		d.FitText(pdfkit.Sans, "B", pdfkit.Margin+2, y+rowH/2+1.5, 30, 10, 7, "L", row.label)
		for i := range container.Colors {
			cx := pdfkit.Margin + 34 + float64(i)*colW
			d.FitText(pdfkit.Sans, "", cx+7.5, y+rowH/2+1.5, colW-9, 11, 7, "L", fmt.Sprintf("%d", row.counts[i]))
		}
		y += rowH
		d.DrawColor(pdfkit.Rule)
		d.PDF.SetLineWidth(0.15)
		d.PDF.Line(pdfkit.Margin, y, pdfkit.Margin+w, y)
	}
	for _, row := range []struct {
		label string
		n     int
	}{{"Warehouses", s.Warehouses}, {"Loans", s.LoanSupply}} {
		d.FitText(pdfkit.Sans, "B", pdfkit.Margin+2, y+rowH/2+1.5, 30, 10, 7, "L", row.label)
		d.FitText(pdfkit.Sans, "", pdfkit.Margin+34+7.5, y+rowH/2+1.5, colW-9, 11, 7, "L", fmt.Sprintf("%d", row.n))
		y += rowH
		d.PDF.Line(pdfkit.Margin, y, pdfkit.Margin+w, y)
	}
	y += 6

	y = d.Heading(pdfkit.Margin, y, w, "The end")
	lines = d.WrapRich(fmt.Sprintf("The game ends when the *%s colour* runs out in the supply; the player whose turn it is finishes it, then everyone scores (use the score pad).", pdfkit.Ordinal(r.ExhaustedToEnd)), w, 9.5)
	d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35)
	d.Footer("tallyman · Container setup · rules: Setup; Counting the supply")
	return nil
}
