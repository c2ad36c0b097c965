package printables

import (
	"math"
	"slices"

	"github.com/jung-kurt/gofpdf"
)

type gofpdfPoint = gofpdf.PointType

// pt is a point on the page.
func pt(x, y float64) gofpdfPoint { return gofpdfPoint{X: x, Y: y} }

// seriesStyle is how one line of a line chart is drawn: a colour, a dash
// pattern (nil for solid) and a marker, so that lines differ in greyscale
// and to colour-blind readers too.
type seriesStyle struct {
	colour rgb
	dash   []float64
	marker string // circle, square, triangle, diamond, cross
}

// seriesStyles are the line styles in order (colours from the Okabe-Ito
// palette, which colour-blind readers can tell apart).
var seriesStyles = []seriesStyle{
	{rgb{0, 90, 160}, nil, "circle"},
	{rgb{213, 94, 0}, []float64{2.2, 1.1}, "square"},
	{rgb{0, 140, 100}, []float64{0.5, 0.9}, "triangle"},
	{rgb{190, 80, 150}, []float64{3, 1, 0.6, 1}, "diamond"},
	{rgb{40, 40, 40}, []float64{4.5, 1.5}, "cross"},
}

func styleOf(i int) seriesStyle { return seriesStyles[i%len(seriesStyles)] }

// marker draws a marker centred at (x, y), radius r, in the current colours.
func (d *Doc) marker(kind string, x, y, r float64) {
	d.pdf.SetDashPattern(nil, 0)
	switch kind {
	case "square":
		d.pdf.Rect(x-r*0.85, y-r*0.85, 1.7*r, 1.7*r, "FD")
	case "triangle":
		d.pdf.Polygon([]gofpdfPoint{pt(x, y-r*1.1), pt(x+r, y+r*0.75), pt(x-r, y+r*0.75)}, "FD")
	case "diamond":
		d.pdf.Polygon([]gofpdfPoint{pt(x, y-r*1.15), pt(x+r, y), pt(x, y+r*1.15), pt(x-r, y)}, "FD")
	case "cross":
		d.pdf.Line(x-r, y-r, x+r, y+r)
		d.pdf.Line(x-r, y+r, x+r, y-r)
	default:
		d.pdf.Circle(x, y, r, "FD")
	}
}

// niceStep returns a round step (1, 2 or 5 times a power of ten) that cuts
// span into at most n parts.
func niceStep(span float64, n int) float64 {
	if span <= 0 {
		return 1
	}
	raw := span / float64(n)
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return m * p
		}
	}
	return 10 * p
}

// lineSeries is one line of a line chart: its label and a value at each x.
type lineSeries struct {
	label  string
	values []int
}

// lineChart draws series against the x positions 0..n-1 (n the length of
// the series) in the box b: axes, a light grid, x tick labels from xLabel,
// a y axis in dollars, one styled line per series with markers spaced
// along it, a legend above, and each line's label at its end.
func (d *Doc) lineChart(b rect, series []lineSeries, xTitle string, xLabel func(i int) string) {
	if len(series) == 0 || len(series[0].values) == 0 {
		return
	}
	n := len(series[0].values)
	maxV := 0
	for _, s := range series {
		for _, v := range s.values {
			maxV = max(maxV, v)
		}
	}
	// Legend row.
	const legendH = 7.0
	lx := b.x
	for i, s := range series {
		st := styleOf(i)
		d.font(sans, "", 8.5)
		w := 12 + d.width(s.label) + 6
		if lx+w > b.x+b.w {
			break
		}
		d.seriesPen(st)
		d.pdf.Line(lx, b.y+3, lx+10, b.y+3)
		d.marker(st.marker, lx+5, b.y+3, 1.1)
		d.pdf.SetDashPattern(nil, 0)
		d.textColor(ink)
		d.text(lx+12, b.y+4.2, s.label)
		lx += w
	}
	// Plot area: room for the y labels, the x labels and the end labels.
	d.font(sans, "", 7.5)
	labelW := 0.0
	for _, s := range series {
		labelW = max(labelW, d.width(s.label))
	}
	plot := rect{b.x + 13, b.y + legendH + 3, b.w - 13 - labelW - 4, b.h - legendH - 3 - 11}
	step := niceStep(float64(maxV), 6)
	top := math.Ceil(float64(maxV)/step) * step
	if top == 0 {
		top = step
	}
	px := func(i int) float64 {
		if n == 1 {
			return plot.x
		}
		return plot.x + plot.w*float64(i)/float64(n-1)
	}
	py := func(v float64) float64 { return plot.y + plot.h - plot.h*v/top }
	// Grid and y axis.
	d.pdf.SetLineWidth(0.15)
	for v := 0.0; v <= top+step/2; v += step {
		d.drawColor(rgb{215, 215, 215})
		d.pdf.Line(plot.x, py(v), plot.x+plot.w, py(v))
		d.textColor(muted)
		d.font(sans, "", 7.5)
		s := money(int(v))
		d.text(plot.x-2.8-d.width(s), py(v)+1, s)
	}
	// X ticks: the first, every round step, and the last.
	xs := max(int(niceStep(float64(n-1), 12)), 1)
	for i := 0; i < n; i++ {
		if i != 0 && (i+1)%xs != 0 && i != n-1 {
			continue
		}
		if i != n-1 && n-1-i < xs/2 {
			continue // too close to the last label
		}
		if i == 0 && xs > 2 && n > xs && xs-1 < xs/2 {
			continue
		}
		d.drawColor(muted)
		d.pdf.SetLineWidth(0.2)
		d.pdf.Line(px(i), plot.y+plot.h, px(i), plot.y+plot.h+1.2)
		s := xLabel(i)
		d.font(sans, "", 7.5)
		d.text(px(i)-d.width(s)/2, plot.y+plot.h+4.4, s)
	}
	d.textColor(muted)
	d.font(sans, "", 8)
	d.text(plot.x+plot.w/2-d.width(xTitle)/2, plot.y+plot.h+9.5, xTitle)
	d.textColor(ink)
	d.drawColor(ink)
	d.pdf.SetLineWidth(0.3)
	d.pdf.Line(plot.x, plot.y+plot.h, plot.x+plot.w, plot.y+plot.h)
	d.pdf.Line(plot.x, plot.y, plot.x, plot.y+plot.h)
	// Lines, then markers spaced along each line (offset per series so
	// they do not sit on each other), then the end labels.
	every := max(1, (n+11)/12)
	for i, s := range series {
		st := styleOf(i)
		d.seriesPen(st)
		d.pdf.SetLineWidth(0.55)
		pts := make([]gofpdfPoint, n)
		for k, v := range s.values {
			pts[k] = pt(px(k), py(float64(v)))
		}
		d.polyline(pts)
		d.pdf.SetLineWidth(0.3)
		for k := range s.values {
			if (k+i*every/len(series))%every == 0 || k == n-1 {
				d.marker(st.marker, pts[k].X, pts[k].Y, 0.95)
			}
		}
	}
	d.pdf.SetDashPattern(nil, 0)
	// End labels, pushed apart so they do not overlap.
	type endLabel struct {
		y float64
		i int
	}
	var ends []endLabel
	for i, s := range series {
		ends = append(ends, endLabel{py(float64(s.values[n-1])), i})
	}
	slices.SortFunc(ends, func(a, b endLabel) int { return int(math.Copysign(1, a.y-b.y)) })
	const gap = 3.2
	for k := 1; k < len(ends); k++ {
		ends[k].y = max(ends[k].y, ends[k-1].y+gap)
	}
	if last := len(ends) - 1; last >= 0 && ends[last].y > plot.y+plot.h {
		shift := ends[last].y - (plot.y + plot.h)
		for k := range ends {
			ends[k].y -= shift
		}
	}
	for _, e := range ends {
		st := styleOf(e.i)
		d.textColor(st.colour)
		d.fitText(sans, "B", plot.x+plot.w+2, e.y+1.1, labelW+2, 7.5, 6, "L", series[e.i].label)
	}
	d.textColor(ink)
}

// seriesPen sets the stroke and fill for a series.
func (d *Doc) seriesPen(st seriesStyle) {
	d.drawColor(st.colour)
	d.fillColor(st.colour)
	d.pdf.SetLineWidth(0.55)
	if st.dash != nil {
		d.pdf.SetDashPattern(st.dash, 0)
	} else {
		d.pdf.SetDashPattern(nil, 0)
	}
}

// polyline strokes a path through pts (one path, so dashes run on).
func (d *Doc) polyline(pts []gofpdfPoint) {
	if len(pts) < 2 {
		return
	}
	d.pdf.MoveTo(pts[0].X, pts[0].Y)
	for _, p := range pts[1:] {
		d.pdf.LineTo(p.X, p.Y)
	}
	d.pdf.DrawPath("D")
}

// barSegment is a part of a stacked bar: its legend label, colour and
// fill pattern. The segments of one chart differ in grey as well as in
// colour: each plain segment by a grey level at least 0.2 from the
// others', the rest by a pattern (TestBarSegmentsDifferInGrey).
type barSegment struct {
	label   string
	colour  rgb
	pattern barPattern
}

// barPattern is a fill pattern drawn in white over a segment's colour.
type barPattern int

// The fill patterns.
const (
	plain   barPattern = iota
	hatched            // diagonal lines (negative amounts: loans)
	striped            // upright lines
)

// barRow is one bar: a label on the left, a value per segment (negative
// values go left of zero) and the total printed after the bar.
type barRow struct {
	label  string
	values []int
	total  string
}

// luminance is a colour's brightness, 0 (black) to 1 (white).
func luminance(c rgb) float64 {
	return (0.2126*float64(c.r) + 0.7152*float64(c.g) + 0.0722*float64(c.b)) / 255
}

// stackedBars draws horizontal stacked bars in b: a legend above, one bar
// per row with its label on the left and total on the right, each segment
// labelled with its amount where it fits, negative segments hatched to the
// left of a zero line.
func (d *Doc) stackedBars(b rect, segs []barSegment, rows []barRow) float64 {
	// Legend.
	lx := b.x
	for _, s := range segs {
		d.font(sans, "", 8.5)
		w := 6 + d.width(s.label) + 6
		d.barBox(lx, b.y+0.8, 4, 4, s)
		d.textColor(ink)
		d.text(lx+5.5, b.y+4.2, s.label)
		lx += w
	}
	y := b.y + 9
	d.font(sans, "B", 9)
	labelW := 0.0
	for _, r := range rows {
		labelW = max(labelW, d.width(r.label))
	}
	labelW = min(labelW+3, 40)
	totalW := 0.0
	for _, r := range rows {
		totalW = max(totalW, d.width(r.total))
	}
	totalW += 3
	pos, neg := 0, 0
	for _, r := range rows {
		p, q := 0, 0
		for _, v := range r.values {
			if v > 0 {
				p += v
			} else {
				q += v
			}
		}
		pos, neg = max(pos, p), min(neg, q)
	}
	span := float64(pos - neg)
	if span == 0 {
		span = 1
	}
	plotX, plotW := b.x+labelW, b.w-labelW-totalW
	scale := plotW / span
	zero := plotX + float64(-neg)*scale
	barH := min(9, (b.y+b.h-y)/float64(max(len(rows), 1))-3)
	for _, r := range rows {
		d.textColor(ink)
		d.fitText(sans, "B", b.x, y+barH/2+1.5, labelW-3, 9, 6.5, "L", r.label)
		xp, xn := zero, zero
		end := zero
		for k, v := range r.values {
			if v == 0 {
				continue
			}
			w := math.Abs(float64(v)) * scale
			x := xp
			if v < 0 {
				xn -= w
				x = xn
			} else {
				xp += w
				end = xp
			}
			d.barBox(x, y, w, barH, segs[k])
			s := money(v)
			d.font(sans, "B", 7.5)
			if d.width(s)+1.5 < w {
				if luminance(segs[k].colour) < 0.5 {
					d.textColor(white)
				} else {
					d.textColor(ink)
				}
				if segs[k].pattern != plain {
					d.fillColor(white)
					d.pdf.Rect(x+w/2-d.width(s)/2-0.6, y+barH/2-1.9, d.width(s)+1.2, 3.6, "F")
					d.textColor(ink)
				}
				d.text(x+w/2-d.width(s)/2, y+barH/2+1.2, s)
			}
		}
		d.textColor(ink)
		d.font(sans, "B", 9)
		d.text(end+1.5, y+barH/2+1.5, r.total)
		y += barH + 3
	}
	d.drawColor(ink)
	d.pdf.SetLineWidth(0.3)
	d.pdf.Line(zero, b.y+8, zero, y-1.5)
	return y
}

// barBox draws one segment box with its pattern.
func (d *Doc) barBox(x, y, w, h float64, s barSegment) {
	d.fillColor(s.colour)
	d.drawColor(white)
	d.pdf.SetLineWidth(0.3)
	d.pdf.Rect(x, y, w, h, "FD")
	if s.pattern == plain {
		return
	}
	d.pdf.ClipRect(x, y, w, h, false)
	d.drawColor(white)
	switch s.pattern {
	case hatched:
		d.pdf.SetLineWidth(0.35)
		for k := -h; k < w; k += 1.6 {
			d.pdf.Line(x+k, y+h, x+k+h, y)
		}
	case striped:
		d.pdf.SetLineWidth(0.45)
		for k := 0.6; k < w; k += 1.4 {
			d.pdf.Line(x+k, y, x+k, y+h)
		}
	}
	d.pdf.ClipEnd()
}
