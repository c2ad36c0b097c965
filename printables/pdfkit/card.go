package pdfkit

// CardLook is what differs between the games' player aid cards drawn by
// BandCard: the space between the three text columns and between the
// Title band and the text (mm), the largest and smallest text size the
// content is fitted in (pt), and whether a card with no name gets a blank
// "Player ____" line to write one on.
type CardLook struct {
	Gutter, Gap       float64
	Largest, Smallest float64
	NameLine          bool
}

// BandCard draws a card in c: a tinted title band with title, sub and the
// player's name on the right (or, by look.nameLine, a blank name line),
// then content flowed in three columns, fitted in look's text sizes
// (where names the card in FitFlow's messages).
func (d *Doc) BandCard(c Rect, look CardLook, title, sub, name, where string, content func(*Flow)) {
	const pad, band = 5.0, 10.0
	d.FillColor(Tint)
	d.PDF.Rect(c.X+pad, c.Y+pad, c.W-2*pad, band, "F")
	d.TextColor(Accent)
	d.Font(Sans, "B", 13)
	d.Text(c.X+pad+2.5, c.Y+pad+band/2+1.6, title)
	x := c.X + pad + 2.5 + d.Width(title) + 3
	d.TextColor(Muted)
	d.Font(Sans, "", 9)
	d.Text(x, c.Y+pad+band/2+1.3, sub)
	d.TextColor(Ink)
	right := c.X + c.W - pad - 2.5
	switch {
	case name != "":
		d.FitText(Sans, "B", right, c.Y+pad+band/2+1.6, c.W/2-2*pad, 13, 8, "R", name)
	case look.NameLine:
		d.Font(Sans, "", 9)
		d.TextColor(Muted)
		lw := 45.0
		d.Text(right-lw-d.Width("Player ")-1, c.Y+pad+band/2+1.3, "Player")
		d.DrawColor(Muted)
		d.PDF.SetLineWidth(0.2)
		d.PDF.Line(right-lw, c.Y+pad+band/2+2, right, c.Y+pad+band/2+2)
		d.TextColor(Ink)
	}
	top := c.Y + pad + band + look.Gap
	colW := (c.W - 2*pad - 2*look.Gutter) / 3
	var cols []Rect
	for i := range 3 {
		cols = append(cols, Rect{c.X + pad + float64(i)*(colW+look.Gutter), top, colW, c.Y + c.H - pad - top})
	}
	d.FitFlow(cols, look.Largest, look.Smallest, where, content)
}
