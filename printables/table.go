package printables

// column is one column of a table: its heading, width in millimetres, and
// whether its cells are right-aligned (numbers).
type column struct {
	title string
	w     float64
	right bool
}

// table draws rows of rich-text cells (see markup; "\n" breaks a line)
// under a heading row, wrapping each cell in its column; a row that does
// not fit above the page's foot goes to a new page, under the heading row
// again. It returns the y below the table.
func (d *Doc) table(y float64, cols []column, rows [][]string, size float64, footer string) float64 {
	lead := size * ptMM * 1.3
	const padY, padX = 1.6, 1.5
	bottom := d.paper.Height - margin - 6
	total := 0.0
	for _, c := range cols {
		total += c.w
	}
	header := func() {
		h := lead + 2*padY
		d.fillColor(tint)
		d.pdf.Rect(margin, y, total, h, "F")
		d.textColor(accent)
		x := margin
		for _, c := range cols {
			align, tx := "L", x+padX
			if c.right {
				align, tx = "R", x+c.w-padX
			}
			d.fitText(sans, "B", tx, y+padY+size*ptMM, c.w-2*padX, size, size-1.5, align, c.title)
			x += c.w
		}
		d.textColor(ink)
		y += h
	}
	header()
	for _, row := range rows {
		cells := make([][]richLine, len(cols))
		n := 1
		for i, c := range cols {
			if i < len(row) {
				cells[i] = d.wrapRich(row[i], c.w-2*padX, size)
				n = max(n, len(cells[i]))
			}
		}
		h := float64(n)*lead + 2*padY
		if y+h > bottom {
			d.footer(footer)
			d.addPage()
			y = margin
			header()
		}
		x := margin
		for i, c := range cols {
			if c.right {
				ly := y + padY + size*ptMM
				for _, l := range cells[i] {
					d.drawRich([]richLine{l}, x+c.w-padX-d.lineWidth(l, size), ly, size, lead)
					ly += lead
				}
			} else {
				d.drawRich(cells[i], x+padX, y+padY+size*ptMM, size, lead)
			}
			x += c.w
		}
		y += h
		d.drawColor(rule)
		d.pdf.SetLineWidth(0.15)
		d.pdf.Line(margin, y, margin+total, y)
	}
	return y
}
