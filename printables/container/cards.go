package container

import (
	"fmt"
	"slices"

	"tallyman/engines/container"
	"tallyman/printables/pdfkit"
)

// cardsTable draws, at y across w, each player's value card (Off-Shore:
// scoring card) beside their island, colour by colour at the card's
// values: the rules reveal the cards at scoring (container.txt, "End-game
// scoring"; Off-Shore notes, "End and scoring"), so the table can check
// every island value. lines are the score lines by rank; the card is
// named by its number in the deck (classic) or its two-value colour
// (Off-Shore). It returns the y below the table and its note.
func (d *Doc) cardsTable(y, w float64, r container.Rules, lines []container.ScoreLine, foot string) float64 {
	title, five, island := "Value cards and islands", "$5/$10", "Island"
	note := "Each colour counts at the card's value; the $5/$10 colour counts $10 only with all five colours on the island (before the discard); the most numerous colour is discarded."
	if r.Offshore {
		title, five, island = "Scoring cards and scoring areas", "Two-value", "Scoring area"
		note = "Each colour counts at the card's value; the two-value colour counts $10 only with all five colours in the scoring area (before the discard); the most numerous colour is discarded."
	}
	y = d.Heading(pdfkit.Margin, y, w, title)
	const value = 25.0
	cols := []pdfkit.Column{
		{Title: "Player", W: w - 16 - 5*value - 22}, {Title: "Card", W: 16},
		{Title: "$10", W: value}, {Title: five, W: value}, {Title: "$6", W: value}, {Title: "$4", W: value}, {Title: "$2", W: value},
		{Title: island, W: 22, Right: true},
	}
	var rows [][]string
	for _, l := range lines {
		card := r.ColorName(l.Card.FiveTen)
		if !r.Offshore {
			card = "?"
			if i := slices.Index(r.Deck(), l.Card); i >= 0 {
				card = fmt.Sprintf("card %d", i+1)
			}
		}
		row := []string{"*" + l.Name + "*", card}
		for _, c := range []container.Color{l.Card.Ten, l.Card.FiveTen, l.Card.Six, l.Card.Four, l.Card.Two} {
			n, name := l.Island[c], "*"+r.ColorName(c)+"*"
			v := l.Card.Value(c, l.AllFive)
			switch {
			case n == 0:
				row = append(row, name+"\nnone")
			case r.ColorName(c) == l.DiscardedColor:
				row = append(row, fmt.Sprintf("%s\n%d discarded", name, n))
			default:
				row = append(row, fmt.Sprintf("%s\n%d × %s = %s", name, n, pdfkit.Money(v), pdfkit.Money(n*v)))
			}
		}
		row = append(row, "*"+pdfkit.Money(l.IslandValue)+"*")
		rows = append(rows, row)
	}
	y = d.Table(y, cols, rows, 8.5, foot) + 2
	d.FitText(pdfkit.Sans, "", pdfkit.Margin, y+3, w, 8, 6.5, "L", note)
	return y + 9
}
