package printables

// cardLook is what differs between the games' player aid cards drawn by
// bandCard: the space between the three text columns and between the
// title band and the text (mm), the largest and smallest text size the
// content is fitted in (pt), and whether a card with no name gets a blank
// "Player ____" line to write one on.
type cardLook struct {
	gutter, gap       float64
	largest, smallest float64
	nameLine          bool
}

// bandCard draws a card in c: a tinted title band with title, sub and the
// player's name on the right (or, by look.nameLine, a blank name line),
// then content flowed in three columns, fitted in look's text sizes
// (where names the card in fitFlow's messages).
func (d *Doc) bandCard(c rect, look cardLook, title, sub, name, where string, content func(*flow)) {
	const pad, band = 5.0, 10.0
	d.fillColor(tint)
	d.pdf.Rect(c.x+pad, c.y+pad, c.w-2*pad, band, "F")
	d.textColor(accent)
	d.font(sans, "B", 13)
	d.text(c.x+pad+2.5, c.y+pad+band/2+1.6, title)
	x := c.x + pad + 2.5 + d.width(title) + 3
	d.textColor(muted)
	d.font(sans, "", 9)
	d.text(x, c.y+pad+band/2+1.3, sub)
	d.textColor(ink)
	right := c.x + c.w - pad - 2.5
	switch {
	case name != "":
		d.fitText(sans, "B", right, c.y+pad+band/2+1.6, c.w/2-2*pad, 13, 8, "R", name)
	case look.nameLine:
		d.font(sans, "", 9)
		d.textColor(muted)
		lw := 45.0
		d.text(right-lw-d.width("Player ")-1, c.y+pad+band/2+1.3, "Player")
		d.drawColor(muted)
		d.pdf.SetLineWidth(0.2)
		d.pdf.Line(right-lw, c.y+pad+band/2+2, right, c.y+pad+band/2+2)
		d.textColor(ink)
	}
	top := c.y + pad + band + look.gap
	colW := (c.w - 2*pad - 2*look.gutter) / 3
	var cols []rect
	for i := range 3 {
		cols = append(cols, rect{c.x + pad + float64(i)*(colW+look.gutter), top, colW, c.y + c.h - pad - top})
	}
	d.fitFlow(cols, look.largest, look.smallest, where, content)
}
