package pdfkit

import "fmt"

// Flow lays rich text out in columns, top to bottom, moving on to the next
// Column when a block does not fit. A block that fits in no column is
// recorded as a problem (the tests make sure none is).
type Flow struct {
	d     *Doc
	cols  []Rect
	i     int     // the current column
	y     float64 // the top of the next block in the current column
	size  float64 // body text size in points
	Lead  float64 // line spacing in millimetres
	where string  // what is being laid out, for problems

	pending string // a heading waiting to be placed with the next block

	dry      bool // measure only: draw nothing, record no problem
	overflow bool // some block fitted in no column
}

func newFlow(d *Doc, cols []Rect, size float64, where string) *Flow {
	return &Flow{d: d, cols: cols, y: cols[0].Y, size: size, Lead: size * PtMM * 1.28, where: where}
}

func (f *Flow) col() Rect { return f.cols[f.i] }

// headingH is the height of a heading.
func (f *Flow) headingH() float64 { return f.size*PtMM*1.3 + 2.2 }

// place reserves h millimetres (plus a pending heading) in the current
// Column or the next that has room, draws the pending heading, and returns
// the top of the space reserved; ok is false when nothing had room.
func (f *Flow) place(h float64) (top float64, ok bool) {
	need := h
	if f.pending != "" {
		need += f.headingH()
	}
	for f.y+need > f.col().Y+f.col().H {
		if f.i == len(f.cols)-1 {
			f.overflow = true
			if !f.dry {
				f.d.problem("%s: the text does not fit", f.where)
			}
			return f.y, false
		}
		f.i++
		f.y = f.col().Y
	}
	if f.pending != "" && f.dry {
		f.y += f.headingH()
		f.pending = ""
	}
	if f.pending != "" {
		c := f.col()
		f.d.TextColor(Accent)
		f.d.FitText(Sans, "B", c.X, f.y+f.size*PtMM*1.1, c.W, f.size+1.5, f.size, "L", f.pending)
		f.d.DrawColor(Accent)
		f.d.PDF.SetLineWidth(0.3)
		f.d.PDF.Line(c.X, f.y+f.size*PtMM*1.3+0.6, c.X+c.W, f.y+f.size*PtMM*1.3+0.6)
		f.d.TextColor(Ink)
		f.y += f.headingH()
		f.pending = ""
	}
	top = f.y
	f.y += h
	return top, true
}

// Heading sets a heading above the next block (kept with it).
func (f *Flow) Heading(s string) {
	if f.y > f.col().Y {
		f.y += f.Lead * 0.45
	}
	f.pending = s
}

// Para sets a paragraph of rich text (see Markup).
func (f *Flow) Para(s string) {
	f.flowLines(f.d.WrapRich(s, f.col().W, f.size), 0, f.Lead*0.25, 1, nil)
}

// Hanging sets a paragraph with a label (a number or a bullet) in the
// Margin and the text indented after it.
func (f *Flow) Hanging(label, s string) {
	const indent = 3.6
	f.flowLines(f.d.WrapRich(s, f.col().W-indent, f.size), indent, f.Lead*0.2, 1, func(x, base float64) {
		f.d.Font(Sans, "B", f.size)
		f.d.TextColor(Accent)
		f.d.Text(x, base, label)
		f.d.TextColor(Ink)
	})
}

// Action sets a bold name with a bold cost flush right on the same line,
// and the rich text below it, indented.
func (f *Flow) Action(name, cost, s string) {
	const indent = 2.2
	f.d.Font(Sans, "B", f.size)
	costW := f.d.Width(cost)
	lines := []RichLine{nil} // the name's line
	if s != "" {
		lines = append(lines, f.d.WrapRich(s, f.col().W-indent, f.size)...)
	}
	f.flowLines(lines, indent, f.Lead*0.3, 2, func(x, base float64) {
		w := f.col().W
		f.d.FitText(Sans, "B", x, base, w-costW-2, f.size, max(f.size-1, min(f.size, 8)), "L", name) // a point smaller at most, never under 8
		f.d.TextColor(Accent)
		f.d.Font(Sans, "B", f.size)
		f.d.Text(x+w-costW, base, cost)
		f.d.TextColor(Ink)
	})
}

// flowLines sets lines laid out for the column width (less indent), head
// drawing what goes before the first (a label, an action's name) at the
// column's left edge and the first baseline, tail millimetres after the
// last. A block that does not fit in what is left of the column is split
// there when at least first lines fit and two go on (the rest at the top
// of the next column), so that no column ends with room for lines unused.
func (f *Flow) flowLines(lines []RichLine, indent, tail float64, first int, head func(x, base float64)) {
	for {
		c := f.col()
		room := c.Y + c.H - f.y
		if f.pending != "" {
			room -= f.headingH()
		}
		n := len(lines)
		if k := min(int(room/f.Lead), n-2); float64(n)*f.Lead+tail > room && f.i < len(f.cols)-1 && k >= first {
			top, _ := f.place(float64(k) * f.Lead)
			f.drawLines(lines[:k], top, indent, head)
			lines, head = lines[k:], nil
			f.i++
			f.y = f.col().Y
			continue
		}
		top, ok := f.place(float64(n)*f.Lead + tail)
		if ok {
			f.drawLines(lines, top, indent, head)
		}
		return
	}
}

// drawLines draws lines from top in the current column, indented, after
// head.
func (f *Flow) drawLines(lines []RichLine, top, indent float64, head func(x, base float64)) {
	if f.dry {
		return
	}
	c := f.col()
	base := top + f.size*PtMM
	if head != nil {
		head(c.X, base)
	}
	f.d.DrawRich(lines, c.X+indent, base, f.size, f.Lead)
}

// FitFlow lays content out in cols at the largest body size from largest
// down to smallest (in steps of 0.2 pt) at which it fits, and returns that
// size. When it fits at no size it is drawn at the smallest, and the
// overflow is recorded as a problem. The size found is kept for where and
// the columns' sizes, so that the next card of a page of aids is not
// measured again: content laid out under one where must be the same
// each time (a player's name goes on the card, not in its flow).
func (d *Doc) FitFlow(cols []Rect, largest, smallest float64, where string, content func(*Flow)) float64 {
	key := fmt.Sprint(where, largest, smallest)
	for _, c := range cols {
		key += fmt.Sprintf(" %.2fx%.2f", c.W, c.H)
	}
	size, ok := d.fitted[key]
	if !ok {
		for size = largest; size > smallest; size -= 0.2 {
			f := newFlow(d, cols, size, where)
			f.dry = true
			content(f)
			if !f.overflow {
				break
			}
		}
		size = max(size, smallest)
		if d.fitted == nil {
			d.fitted = map[string]float64{}
		}
		d.fitted[key] = size
	}
	content(newFlow(d, cols, size, where))
	return size
}

// Space adds vertical space.
func (f *Flow) Space(mm float64) { f.y += mm }
