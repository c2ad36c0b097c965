package pdfkit

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
	colour RGB
	dash   []float64
	marker string // circle, square, triangle, diamond, cross
}

// The parts a line style is made of: colours from the Okabe-Ito palette
// (which colour-blind readers can tell apart), dash patterns (nil for
// solid) and markers, five of each.
var (
	seriesColours = []RGB{{0, 90, 160}, {213, 94, 0}, {0, 140, 100}, {190, 80, 150}, {40, 40, 40}}
	seriesDashes  = [][]float64{nil, {2.2, 1.1}, {0.5, 0.9}, {3, 1, 0.6, 1}, {4.5, 1.5}}
	seriesMarkers = []string{"circle", "square", "triangle", "diamond", "cross"}
)

// MaxLines is the most lines a chart tells apart by dash and marker
// alone: 5 markers times 5 dash patterns. PointChart draws no more.
const MaxLines = 25

// styleOf is the style of the i-th line of a chart. The first five take
// the i-th colour, dash and marker; each later five shift the dash by one
// more place and the colour by two, so the first MaxLines lines each have
// a dash and marker no other has (and a colour-dash-marker triple no
// other has), which tell them apart in grey. Past MaxLines styles repeat.
func styleOf(i int) seriesStyle {
	i %= MaxLines
	m, round := i%5, i/5
	return seriesStyle{
		colour: seriesColours[(m+2*round)%5],
		dash:   seriesDashes[(m+round)%5],
		marker: seriesMarkers[m],
	}
}

// marker draws a marker centred at (x, y), radius r, in the current colours.
func (d *Doc) marker(kind string, x, y, r float64) {
	d.PDF.SetDashPattern(nil, 0)
	switch kind {
	case "square":
		d.PDF.Rect(x-r*0.85, y-r*0.85, 1.7*r, 1.7*r, "FD")
	case "triangle":
		d.PDF.Polygon([]gofpdfPoint{pt(x, y-r*1.1), pt(x+r, y+r*0.75), pt(x-r, y+r*0.75)}, "FD")
	case "diamond":
		d.PDF.Polygon([]gofpdfPoint{pt(x, y-r*1.15), pt(x+r, y), pt(x, y+r*1.15), pt(x-r, y)}, "FD")
	case "cross":
		d.PDF.Line(x-r, y-r, x+r, y+r)
		d.PDF.Line(x-r, y+r, x+r, y-r)
	default:
		d.PDF.Circle(x, y, r, "FD")
	}
}

// niceStep returns a round step (1, 2 or 5 times a power of ten) that cuts
// span into at most n parts, and never less than 1: every chart counts
// something whole (cards, VP, money, plays), and a step of a half drew
// grid lines between counts, labelled by rounding ("2 1 1 0 0").
func niceStep(span float64, n int) float64 {
	if span <= float64(n) {
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

// countTicks is a chart's y axis for whole counts from lo to hi: whole
// numbers a round step apart (niceStep, at most n steps), from the
// multiple of the step at or below lo to the one at or above hi, at
// least two, each once.
func countTicks(lo, hi, n int) []int {
	step := int(niceStep(float64(hi-lo), n))
	base := lo / step * step
	if base > lo {
		base -= step
	}
	ticks := []int{base}
	for ticks[len(ticks)-1] < hi || len(ticks) < 2 {
		ticks = append(ticks, ticks[len(ticks)-1]+step)
	}
	return ticks
}

// LineSeries is one line of a line chart: its label and a value at each x.
type LineSeries struct {
	Label  string
	Values []int
}

// LineChart draws series against the x positions 0..n-1 (n the length of
// the series) in the box b: axes, a light grid, x tick labels from xLabel,
// a y axis in dollars, one styled line per series with markers spaced
// along it, a legend above, and each line's label at its end.
func (d *Doc) LineChart(b Rect, series []LineSeries, xTitle string, xLabel func(i int) string) {
	if len(series) == 0 || len(series[0].Values) == 0 {
		return
	}
	n := len(series[0].Values)
	maxV := 0
	for _, s := range series {
		for _, v := range s.Values {
			maxV = max(maxV, v)
		}
	}
	// Legend row.
	const legendH = 7.0
	lx := b.X
	for i, s := range series {
		st := styleOf(i)
		d.Font(Sans, "", 8.5)
		w := 12 + d.Width(s.Label) + 6
		if lx+w > b.X+b.W {
			break
		}
		d.seriesPen(st)
		d.PDF.Line(lx, b.Y+3, lx+10, b.Y+3)
		d.marker(st.marker, lx+5, b.Y+3, 1.1)
		d.PDF.SetDashPattern(nil, 0)
		d.TextColor(Ink)
		d.Text(lx+12, b.Y+4.2, s.Label)
		lx += w
	}
	// Plot area: room for the y labels, the x labels and the end labels.
	d.Font(Sans, "", 7.5)
	labelW := 0.0
	for _, s := range series {
		labelW = max(labelW, d.Width(s.Label))
	}
	plot := Rect{b.X + 13, b.Y + legendH + 3, b.W - 13 - labelW - 4, b.H - legendH - 3 - 11}
	ticks := countTicks(0, maxV, 6)
	top := float64(ticks[len(ticks)-1])
	px := func(i int) float64 {
		if n == 1 {
			return plot.X
		}
		return plot.X + plot.W*float64(i)/float64(n-1)
	}
	py := func(v float64) float64 { return plot.Y + plot.H - plot.H*v/top }
	// Grid and y axis.
	d.PDF.SetLineWidth(0.15)
	for _, v := range ticks {
		d.DrawColor(RGB{215, 215, 215})
		d.PDF.Line(plot.X, py(float64(v)), plot.X+plot.W, py(float64(v)))
		d.TextColor(Muted)
		d.Font(Sans, "", 7.5)
		s := Money(v)
		d.Text(plot.X-2.8-d.Width(s), py(float64(v))+1, s)
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
		d.DrawColor(Muted)
		d.PDF.SetLineWidth(0.2)
		d.PDF.Line(px(i), plot.Y+plot.H, px(i), plot.Y+plot.H+1.2)
		s := xLabel(i)
		d.Font(Sans, "", 7.5)
		d.Text(px(i)-d.Width(s)/2, plot.Y+plot.H+4.4, s)
	}
	d.TextColor(Muted)
	d.Font(Sans, "", 8)
	d.Text(plot.X+plot.W/2-d.Width(xTitle)/2, plot.Y+plot.H+9.5, xTitle)
	d.TextColor(Ink)
	d.DrawColor(Ink)
	d.PDF.SetLineWidth(0.3)
	d.PDF.Line(plot.X, plot.Y+plot.H, plot.X+plot.W, plot.Y+plot.H)
	d.PDF.Line(plot.X, plot.Y, plot.X, plot.Y+plot.H)
	// Lines, then markers spaced along each line (offset per series so
	// they do not sit on each other), then the end labels.
	every := max(1, (n+11)/12)
	for i, s := range series {
		st := styleOf(i)
		d.seriesPen(st)
		d.PDF.SetLineWidth(0.55)
		pts := make([]gofpdfPoint, n)
		for k, v := range s.Values {
			pts[k] = pt(px(k), py(float64(v)))
		}
		d.polyline(pts)
		d.PDF.SetLineWidth(0.3)
		for k := range s.Values {
			if (k+i*every/len(series))%every == 0 || k == n-1 {
				d.marker(st.marker, pts[k].X, pts[k].Y, 0.95)
			}
		}
	}
	d.PDF.SetDashPattern(nil, 0)
	// End labels, pushed apart so they do not overlap.
	type endLabel struct {
		y float64
		i int
	}
	var ends []endLabel
	for i, s := range series {
		ends = append(ends, endLabel{py(float64(s.Values[n-1])), i})
	}
	slices.SortFunc(ends, func(a, b endLabel) int { return int(math.Copysign(1, a.y-b.y)) })
	const gap = 3.2
	for k := 1; k < len(ends); k++ {
		ends[k].y = max(ends[k].y, ends[k-1].y+gap)
	}
	if last := len(ends) - 1; last >= 0 && ends[last].y > plot.Y+plot.H {
		shift := ends[last].y - (plot.Y + plot.H)
		for k := range ends {
			ends[k].y -= shift
		}
	}
	for _, e := range ends {
		st := styleOf(e.i)
		d.TextColor(st.colour)
		d.FitText(Sans, "B", plot.X+plot.W+2, e.y+1.1, labelW+2, 7.5, 6, "L", series[e.i].Label)
	}
	d.TextColor(Ink)
}

// seriesPen sets the stroke and fill for a series.
func (d *Doc) seriesPen(st seriesStyle) {
	d.DrawColor(st.colour)
	d.FillColor(st.colour)
	d.PDF.SetLineWidth(0.55)
	if st.dash != nil {
		d.PDF.SetDashPattern(st.dash, 0)
	} else {
		d.PDF.SetDashPattern(nil, 0)
	}
}

// polyline strokes a path through pts (one path, so dashes run on).
func (d *Doc) polyline(pts []gofpdfPoint) {
	if len(pts) < 2 {
		return
	}
	d.PDF.MoveTo(pts[0].X, pts[0].Y)
	for _, p := range pts[1:] {
		d.PDF.LineTo(p.X, p.Y)
	}
	d.PDF.DrawPath("D")
}

// BarSegment is a part of a stacked bar: its legend label, colour and
// fill pattern. The segments of one chart differ in grey as well as in
// colour: each plain segment by a grey level at least 0.2 from the
// others', the rest by a pattern (TestBarSegmentsDifferInGrey).
type BarSegment struct {
	Label   string
	Colour  RGB
	Pattern BarPattern
}

// BarPattern is a fill pattern drawn in white over a segment's colour.
type BarPattern int

// The fill patterns.
const (
	plain   BarPattern = iota // no pattern: the colour alone
	Hatched                   // diagonal lines (negative amounts: loans)
	Striped                   // upright lines
)

// BarRow is one bar: a label on the left, a value per segment (negative
// values go left of zero) and the total printed after the bar.
type BarRow struct {
	Label  string
	Values []int
	Total  string
}

// luminance is a colour's brightness, 0 (black) to 1 (white).
func luminance(c RGB) float64 {
	return (0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)) / 255
}

// StackedBars draws horizontal stacked bars in b: a legend above, one bar
// per row with its label on the left and total on the right, each segment
// labelled with its amount where it fits, negative segments hatched to the
// left of a zero line.
func (d *Doc) StackedBars(b Rect, segs []BarSegment, rows []BarRow) float64 {
	// Legend.
	lx := b.X
	for _, s := range segs {
		d.Font(Sans, "", 8.5)
		w := 6 + d.Width(s.Label) + 6
		d.BarBox(lx, b.Y+0.8, 4, 4, s)
		d.TextColor(Ink)
		d.Text(lx+5.5, b.Y+4.2, s.Label)
		lx += w
	}
	y := b.Y + 9
	d.Font(Sans, "B", 9)
	labelW := 0.0
	for _, r := range rows {
		labelW = max(labelW, d.Width(r.Label))
	}
	labelW = min(labelW+3, 40)
	totalW := 0.0
	for _, r := range rows {
		totalW = max(totalW, d.Width(r.Total))
	}
	totalW += 3
	pos, neg := 0, 0
	for _, r := range rows {
		p, q := 0, 0
		for _, v := range r.Values {
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
	plotX, plotW := b.X+labelW, b.W-labelW-totalW
	scale := plotW / span
	zero := plotX + float64(-neg)*scale
	barH := min(9, (b.Y+b.H-y)/float64(max(len(rows), 1))-3)
	for _, r := range rows {
		d.TextColor(Ink)
		d.FitText(Sans, "B", b.X, y+barH/2+1.5, labelW-3, 9, 6.5, "L", r.Label)
		xp, xn := zero, zero
		end := zero
		for k, v := range r.Values {
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
			d.BarBox(x, y, w, barH, segs[k])
			s := Money(v)
			d.Font(Sans, "B", 7.5)
			if d.Width(s)+1.5 < w {
				if luminance(segs[k].Colour) < 0.5 {
					d.TextColor(White)
				} else {
					d.TextColor(Ink)
				}
				if segs[k].Pattern != plain {
					d.FillColor(White)
					d.PDF.Rect(x+w/2-d.Width(s)/2-0.6, y+barH/2-1.9, d.Width(s)+1.2, 3.6, "F")
					d.TextColor(Ink)
				}
				d.Text(x+w/2-d.Width(s)/2, y+barH/2+1.2, s)
			}
		}
		d.TextColor(Ink)
		d.Font(Sans, "B", 9)
		d.Text(end+1.5, y+barH/2+1.5, r.Total)
		y += barH + 3
	}
	d.DrawColor(Ink)
	d.PDF.SetLineWidth(0.3)
	d.PDF.Line(zero, b.Y+8, zero, y-1.5)
	return y
}

// BarBox draws one segment box with its pattern.
func (d *Doc) BarBox(x, y, w, h float64, s BarSegment) {
	d.FillColor(s.Colour)
	d.DrawColor(White)
	d.PDF.SetLineWidth(0.3)
	d.PDF.Rect(x, y, w, h, "FD")
	if s.Pattern == plain {
		return
	}
	d.PDF.ClipRect(x, y, w, h, false)
	d.DrawColor(White)
	switch s.Pattern {
	case Hatched:
		d.PDF.SetLineWidth(0.35)
		for k := -h; k < w; k += 1.6 {
			d.PDF.Line(x+k, y+h, x+k+h, y)
		}
	case Striped:
		d.PDF.SetLineWidth(0.45)
		for k := 0.6; k < w; k += 1.4 {
			d.PDF.Line(x+k, y, x+k, y+h)
		}
	}
	d.PDF.ClipEnd()
}
