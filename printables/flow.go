package printables

// flow lays rich text out in columns, top to bottom, moving on to the next
// column when a block does not fit. A block that fits in no column is
// recorded as a problem (the tests make sure none is).
type flow struct {
	d     *Doc
	cols  []rect
	i     int     // the current column
	y     float64 // the top of the next block in the current column
	size  float64 // body text size in points
	lead  float64 // line spacing in millimetres
	where string  // what is being laid out, for problems

	pending string // a heading waiting to be placed with the next block

	dry      bool // measure only: draw nothing, record no problem
	overflow bool // some block fitted in no column
}

func newFlow(d *Doc, cols []rect, size float64, where string) *flow {
	return &flow{d: d, cols: cols, y: cols[0].y, size: size, lead: size * ptMM * 1.28, where: where}
}

func (f *flow) col() rect { return f.cols[f.i] }

// headingH is the height of a heading.
func (f *flow) headingH() float64 { return f.size*ptMM*1.3 + 2.2 }

// place reserves h millimetres (plus a pending heading) in the current
// column or the next that has room, draws the pending heading, and returns
// the top of the space reserved; ok is false when nothing had room.
func (f *flow) place(h float64) (top float64, ok bool) {
	need := h
	if f.pending != "" {
		need += f.headingH()
	}
	for f.y+need > f.col().y+f.col().h {
		if f.i == len(f.cols)-1 {
			f.overflow = true
			if !f.dry {
				f.d.problem("%s: the text does not fit", f.where)
			}
			return f.y, false
		}
		f.i++
		f.y = f.col().y
	}
	if f.pending != "" && f.dry {
		f.y += f.headingH()
		f.pending = ""
	}
	if f.pending != "" {
		c := f.col()
		f.d.textColor(accent)
		f.d.fitText(sans, "B", c.x, f.y+f.size*ptMM*1.1, c.w, f.size+1.5, f.size, "L", f.pending)
		f.d.drawColor(accent)
		f.d.pdf.SetLineWidth(0.3)
		f.d.pdf.Line(c.x, f.y+f.size*ptMM*1.3+0.6, c.x+c.w, f.y+f.size*ptMM*1.3+0.6)
		f.d.textColor(ink)
		f.y += f.headingH()
		f.pending = ""
	}
	top = f.y
	f.y += h
	return top, true
}

// heading sets a heading above the next block (kept with it).
func (f *flow) heading(s string) {
	if f.y > f.col().y {
		f.y += f.lead * 0.45
	}
	f.pending = s
}

// para sets a paragraph of rich text (see markup).
func (f *flow) para(s string) {
	c := f.col()
	lines := f.d.wrapRich(s, c.w, f.size)
	top, ok := f.place(float64(len(lines))*f.lead + f.lead*0.25)
	if !ok || f.dry {
		return
	}
	f.d.drawRich(lines, f.col().x, top+f.size*ptMM, f.size, f.lead)
}

// hanging sets a paragraph with a label (a number or a bullet) in the
// margin and the text indented after it.
func (f *flow) hanging(label, s string) {
	const indent = 3.6
	c := f.col()
	lines := f.d.wrapRich(s, c.w-indent, f.size)
	top, ok := f.place(float64(len(lines))*f.lead + f.lead*0.2)
	if !ok || f.dry {
		return
	}
	c = f.col()
	base := top + f.size*ptMM
	f.d.font(sans, "B", f.size)
	f.d.textColor(accent)
	f.d.text(c.x, base, label)
	f.d.textColor(ink)
	f.d.drawRich(lines, c.x+indent, base, f.size, f.lead)
}

// action sets a bold name with a bold cost flush right on the same line,
// and the rich text below it, indented.
func (f *flow) action(name, cost, s string) {
	const indent = 2.2
	c := f.col()
	f.d.font(sans, "B", f.size)
	costW := f.d.width(cost)
	var lines []richLine
	if s != "" {
		lines = f.d.wrapRich(s, c.w-indent, f.size)
	}
	top, ok := f.place(float64(len(lines)+1)*f.lead + f.lead*0.3)
	if !ok || f.dry {
		return
	}
	c = f.col()
	base := top + f.size*ptMM
	f.d.fitText(sans, "B", c.x, base, c.w-costW-2, f.size, f.size-1, "L", name)
	f.d.textColor(accent)
	f.d.font(sans, "B", f.size)
	f.d.text(c.x+c.w-costW, base, cost)
	f.d.textColor(ink)
	f.d.drawRich(lines, c.x+indent, base+f.lead, f.size, f.lead)
}

// fitFlow lays content out in cols at the largest body size from largest
// down to smallest (in steps of 0.2 pt) at which it fits, and returns that
// size. When it fits at no size it is drawn at the smallest, and the
// overflow is recorded as a problem.
func (d *Doc) fitFlow(cols []rect, largest, smallest float64, where string, content func(*flow)) float64 {
	size := largest
	for ; size > smallest; size -= 0.2 {
		f := newFlow(d, cols, size, where)
		f.dry = true
		content(f)
		if !f.overflow {
			break
		}
	}
	size = max(size, smallest)
	content(newFlow(d, cols, size, where))
	return size
}

// space adds vertical space.
func (f *flow) space(mm float64) { f.y += mm }
