package pdfkit

import (
	"fmt"
	"strings"

	"github.com/rivo/uniseg"
)

// aidsPerPage is how many player aids share a page (every game).
const aidsPerPage = 2

// AidPages lays out player aids two to a page with cut marks: one card per
// name (blank is the count of cards when names is empty), pages filled
// with unnamed spares; card draws one aid in its cell.
func (d *Doc) AidPages(names []string, blank int, card func(c Rect, name string)) {
	d.UseNames(names...)
	n := len(names)
	if n == 0 {
		n = blank
	}
	n = (n + aidsPerPage - 1) / aidsPerPage * aidsPerPage
	for i := range n {
		if i%aidsPerPage == 0 {
			d.AddPage()
			d.CutMarks(Margin, Margin, d.paper.Width-2*Margin, (d.paper.Height-2*Margin)/2, 1, 2)
		}
		name := ""
		if i < len(names) {
			name = names[i]
		}
		card(d.Grid(1, aidsPerPage, 0)[i%aidsPerPage], name)
	}
}

// AidPerPage adds player aids one to a page, the card over the whole
// printed area (the pages need no cutting): one card per name (blank is
// the count of cards when names is empty); card draws one aid in its
// cell.
func (d *Doc) AidPerPage(names []string, blank int, card func(c Rect, name string)) {
	d.UseNames(names...)
	n := len(names)
	if n == 0 {
		n = blank
	}
	for i := range n {
		name := ""
		if i < len(names) {
			name = names[i]
		}
		d.AddPage()
		card(Rect{X: Margin / 2, Y: Margin / 2, W: d.paper.Width - Margin, H: d.paper.Height - Margin}, name)
	}
}

// PadRow is one row of a score pad.
type PadRow struct {
	Step, Rule string // the step's name and rule (on its first row)
	Span       int    // rows the rule spans
	Label      string // the row's own label
	Swatch     *RGB   // the colour of an island row, nil otherwise
	Shade      bool
	Bold       bool
}

// ScorePadTable draws a score pad's table from y: a column for each of n
// players (names in the header), a row per entry of rows with its rule
// beside it. It returns the y below the table.
func (d *Doc) ScorePadTable(y float64, names []string, n int, rows []PadRow) float64 {
	const ruleW, labelW, headH, size = 64.0, 17.0, 13.0, 8.5
	d.UseNames(names...)
	lead := size * PtMM * 1.3
	x0 := float64(Margin)
	tableW := d.paper.Width - 2*Margin
	colW := (tableW - ruleW - labelW) / float64(n)
	// Row heights: room to write, and room for the rule.
	rowH := make([]float64, len(rows))
	for i := range rows {
		rowH[i] = 12
	}
	for i, rw := range rows {
		if rw.Rule == "" {
			continue
		}
		lines := d.WrapRich("*"+rw.Step+"* "+rw.Rule, ruleW-4, size)
		need := float64(len(lines))*lead + 3
		have := 0.0
		for k := i; k < i+rw.Span; k++ {
			have += rowH[k]
		}
		if need > have {
			for k := i; k < i+rw.Span; k++ {
				rowH[k] += (need - have) / float64(rw.Span)
			}
		}
	}
	// Header: the names.
	d.FillColor(Tint)
	d.PDF.Rect(x0, y, tableW, headH, "F")
	d.TextColor(Accent)
	d.FitText(Sans, "B", x0+2, y+headH/2+1.5, ruleW-4, 10, 8, "L", "Scoring step")
	d.TextColor(Ink)
	for j := range n {
		cx := x0 + ruleW + labelW + float64(j)*colW
		if j < len(names) {
			d.TextColor(Muted)
			d.FitText(Sans, "", cx+1.5, y+3.5, colW-3, 6, 6, "L", fmt.Sprintf("seat %d", j+1))
			d.TextColor(Ink)
			d.nameCell(cx+colW/2, y+1, colW-3, headH-1, names[j])
		} else {
			d.TextColor(Muted)
			d.FitText(Sans, "", cx+1.5, y+3.5, colW-3, 6, 6, "L", "name")
			d.TextColor(Ink)
		}
	}
	y += headH
	top := y
	for i, rw := range rows {
		h := rowH[i]
		if rw.Shade {
			d.FillColor(Tint2)
			d.PDF.Rect(x0, y, tableW, h, "F")
		}
		if rw.Rule != "" {
			span := 0.0
			for k := i; k < i+rw.Span; k++ {
				span += rowH[k]
			}
			lines := d.WrapRich("*"+rw.Step+"* "+rw.Rule, ruleW-4, size)
			d.DrawRich(lines, x0+2, y+size*PtMM+1.8, size, lead)
		}
		lx := x0 + ruleW + 2
		style := ""
		if rw.Bold {
			style = "B"
		}
		if rw.Swatch != nil {
			d.Swatch(lx, y+h/2-1.9, 3.8, *rw.Swatch)
			d.FitText(Sans, "", lx+5, y+h/2+1.3, labelW-7, size, 6.5, "L", rw.Label)
		} else {
			d.TextColor(Muted)
			d.FitText(Sans, style, lx, y+h/2+1.3, labelW-4, size, 6.5, "L", rw.Label)
			d.TextColor(Ink)
		}
		// The line under the row: across the rule column only where the
		// rule's span ends.
		d.DrawColor(Rule)
		d.PDF.SetLineWidth(0.2)
		from := x0 + ruleW
		if i == len(rows)-1 || rows[i+1].Rule != "" {
			from = x0
		}
		d.PDF.Line(from, y+h, x0+tableW, y+h)
		y += h
	}
	// Column lines and the frame.
	d.DrawColor(Rule)
	d.PDF.SetLineWidth(0.2)
	for j := 0; j <= n; j++ {
		cx := x0 + ruleW + labelW + float64(j)*colW
		d.PDF.Line(cx, top-headH, cx, y)
	}
	d.PDF.Line(x0+ruleW, top, x0+ruleW, y)
	d.DrawColor(Accent)
	d.PDF.SetLineWidth(0.5)
	d.PDF.Rect(x0, top-headH, tableW, y-top+headH, "D")
	d.PDF.Line(x0, top, x0+tableW, top)
	return y
}

// nameCell writes a name centred at cx in a header cell of width w and
// height h from y: on one line at 11 to 8 points, else on two lines split
// at a space or hyphen, else shrunk further. The seat is above it, so a
// name that does not print whole needs no seat beside it.
func (d *Doc) nameCell(cx, y, w, h float64, name string) {
	d.CheckGlyphs(name)
	d.Font(Sans, "B", 8)
	if d.width(name) > w {
		d.Font(Sans, "B", 6.5) // split where both halves fit at the smallest size
		best := -1
		rs := []rune(name)
		for i, c := range rs {
			if c != ' ' && c != '-' || i == 0 || i == len(rs)-1 {
				continue
			}
			a, b := string(rs[:i+1]), string(rs[i+1:])
			if c == ' ' {
				a = string(rs[:i])
			}
			if d.width(a) <= w && d.width(b) <= w && (best < 0 || abs(len(rs)/2-i) < abs(len(rs)/2-best)) {
				best = i
			}
		}
		if best >= 0 {
			a, b := string(rs[:best+1]), string(rs[best+1:])
			if rs[best] == ' ' {
				a = string(rs[:best])
			}
			d.fit(Sans, "B", cx, y+h/2-0.6, w, 9, 6, "C", a)
			d.fit(Sans, "B", cx, y+h/2+3.2, w, 9, 6, "C", b)
			return
		}
	}
	d.fit(Sans, "B", cx, y+h/2+1.5, w, 11, 6, "C", name)
}

func abs(n int) int { return max(n, -n) }

// NameBox draws a player's name in bold, left-aligned and centred in the
// height of the box of width w and height h whose top-left corner is
// (x, y): on one line at size points or smaller, down to minSize; else on
// as many lines as the box holds, at the largest such size, broken at
// spaces and after hyphens, and between two letters only where a word
// alone is wider than the box; only a name that does not fit so is cut,
// with its seat after it, on one line (FitText). A name that prints as its
// fallback has its seat after it, as FitText writes it. A score pad's row
// cut a 40-letter name to "Maxim… (seat 1)" with room for all of it.
func (d *Doc) NameBox(x, y, w, h, size, minSize float64, name string) {
	d.CheckGlyphs(name)
	s := d.seated(name)
	baseline := func(sz float64) float64 { return sz * PtMM * 0.35 } // below a line's middle
	for sz := size; sz >= minSize; sz -= 0.5 {
		d.Font(Sans, "B", sz)
		if d.width(s) <= w {
			d.draw(x, y+h/2+baseline(sz), d.runs(s))
			return
		}
	}
	for _, split := range []bool{false, true} { // words whole at any size first
		for sz := size; sz >= minSize; sz -= 0.5 {
			d.Font(Sans, "B", sz)
			lines := d.wrapName(s, w, split)
			lead := sz * PtMM * 1.15
			if lines == nil || float64(len(lines)-1)*lead+sz*PtMM > h-2 { // 1 mm free above and below
				continue
			}
			mid := y + h/2 - float64(len(lines)-1)*lead/2
			for i, l := range lines {
				d.draw(x, mid+float64(i)*lead+baseline(sz), d.runs(l))
			}
			return
		}
	}
	d.FitText(Sans, "B", x, y+h/2+baseline(minSize), w, minSize, minSize, "L", name)
}

// wrapName breaks s into lines no wider than w in the current font: at
// spaces and after hyphens, and, with split, a word wider than w alone
// between two of its letters (character clusters kept whole), as many as
// fit a line; without split such a word gives nil.
func (d *Doc) wrapName(s string, w float64, split bool) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		for j, part := range strings.SplitAfter(word, "-") {
			if part == "" {
				continue
			}
			sep := ""
			if line != "" && j == 0 {
				sep = " "
			}
			if line == "" || d.width(line+sep+part) <= w {
				line += sep + part
			} else {
				lines = append(lines, line)
				line = part
			}
			if !split && d.width(line) > w {
				return nil
			}
			for d.width(line) > w {
				head, rest := "", line
				g := uniseg.NewGraphemes(line)
				for g.Next() {
					if head != "" && d.width(head+g.Str()) > w {
						break
					}
					head += g.Str()
				}
				rest = line[len(head):]
				if rest == "" {
					break
				}
				lines = append(lines, head)
				line = rest
			}
		}
	}
	return append(lines, line)
}
