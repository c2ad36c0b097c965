package pdfkit

// Column is one column of a table: its heading, width in millimetres,
// whether its cells are right-aligned (numbers), and whether each cell is
// text on one line (a name) that is cut with an ellipsis where it is
// wider than the column (see FitText), rather than wrapped.
//
// Names marks a Fit column of the players' names that their tags count
// (the history's Players table, whose rows "row 3 of Players" names): its
// cells print without the tag, which there would point a row at itself.
type Column struct {
	Title string
	W     float64
	Right bool
	Fit   bool
	Names bool
}

// Table draws rows of rich-text cells (see Markup; "\n" breaks a line)
// under a heading row, wrapping each cell in its column; a row that does
// not fit above the page's foot goes to a new page, under the heading row
// again. It returns the y below the table.
func (d *Doc) Table(y float64, cols []Column, rows [][]string, size float64, footer string) float64 {
	lead := size * PtMM * 1.3
	const padY, padX = 1.6, 1.5
	bottom := d.paper.Height - Margin - 6
	total := 0.0
	for _, c := range cols {
		total += c.W
	}
	header := func() {
		h := lead + 2*padY
		d.FillColor(Tint)
		d.PDF.Rect(Margin, y, total, h, "F")
		d.TextColor(Accent)
		x := Margin
		for _, c := range cols {
			align, tx := "L", x+padX
			if c.Right {
				align, tx = "R", x+c.W-padX
			}
			d.FitText(Sans, "B", tx, y+padY+size*PtMM, c.W-2*padX, size, size-1.5, align, c.Title)
			x += c.W
		}
		d.TextColor(Ink)
		y += h
	}
	header()
	for _, row := range rows {
		cells := make([][]RichLine, len(cols))
		n := 1
		for i, c := range cols {
			if i < len(row) && !c.Fit {
				cells[i] = d.WrapRich(row[i], c.W-2*padX, size)
				n = max(n, len(cells[i]))
			}
		}
		h := float64(n)*lead + 2*padY
		if y+h > bottom {
			d.Footer(footer)
			d.AddPage()
			y = Margin
			header()
		}
		x := Margin
		for i, c := range cols {
			if c.Fit && i < len(row) {
				align, tx := "L", x+padX
				if c.Right {
					align, tx = "R", x+c.W-padX
				}
				if c.Names {
					d.CheckGlyphs(row[i])
					d.fit(Sans, "", tx, y+padY+size*PtMM, c.W-2*padX, size, size, align, row[i])
				} else {
					d.FitText(Sans, "", tx, y+padY+size*PtMM, c.W-2*padX, size, size, align, row[i])
				}
			} else if c.Right {
				ly := y + padY + size*PtMM
				for _, l := range cells[i] {
					d.DrawRich([]RichLine{l}, x+c.W-padX-d.LineWidth(l, size), ly, size, lead)
					ly += lead
				}
			} else {
				d.DrawRich(cells[i], x+padX, y+padY+size*PtMM, size, lead)
			}
			x += c.W
		}
		y += h
		d.DrawColor(Rule)
		d.PDF.SetLineWidth(0.15)
		d.PDF.Line(Margin, y, Margin+total, y)
	}
	return y
}
