package pdfkit

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// scoresWord is "1 score", "2 scores".
func scoresWord(n int) string {
	if n == 1 {
		return "1 score"
	}
	return strconv.Itoa(n) + " scores"
}

// CountSegments are bar segments for counts of up to six kinds, in the
// order drawn: colours that differ in grey too (0.17, 0.9, 0.69, 0.41 as
// the score bars'), the last two patterned.
var CountSegments = []BarSegment{
	{Colour: RGB{25, 45, 85}},
	{Colour: RGB{215, 232, 248}},
	{Colour: RGB{240, 170, 40}},
	{Colour: RGB{30, 125, 120}},
	{Colour: RGB{185, 45, 45}, Pattern: Hatched},
	{Colour: RGB{120, 90, 160}, Pattern: Striped},
}

// CountBars draws horizontal stacked bars of counts in b: a legend above
// (segs' labels), one bar per row with its label on the left and its
// Total on the right, each segment labelled with its count where it
// fits. It returns the y below the last bar.
func (d *Doc) CountBars(b Rect, segs []BarSegment, rows []BarRow) float64 {
	lx, ly := b.X, b.Y
	for _, s := range segs {
		d.Font(Sans, "", 8.5)
		w := 6 + d.Width(s.Label) + 6
		if lx+w > b.X+b.W {
			lx, ly = b.X, ly+6
		}
		d.BarBox(lx, ly+0.8, 4, 4, s)
		d.TextColor(Ink)
		d.Text(lx+5.5, ly+4.2, s.Label)
		lx += w
	}
	y := ly + 9
	d.Font(Sans, "B", 9)
	labelW := 0.0
	for _, r := range rows {
		labelW = max(labelW, d.Width(r.Label))
	}
	labelW = min(labelW+3, 40)
	d.Font(Sans, "", 8.5)
	totalW := 0.0
	most := 0
	for _, r := range rows {
		totalW = max(totalW, d.Width(r.Total))
		sum := 0
		for _, v := range r.Values {
			sum += v
		}
		most = max(most, sum)
	}
	totalW += 3
	scale := (b.W - labelW - totalW) / float64(max(most, 1))
	barH := min(8.0, max(4.0, (b.Y+b.H-y)/float64(max(len(rows), 1))-2.5))
	for _, r := range rows {
		d.TextColor(Ink)
		d.barLabel(b.X, y+barH/2, labelW-3, r.Label)
		x := b.X + labelW
		for k, v := range r.Values {
			if v <= 0 {
				continue
			}
			w := float64(v) * scale
			seg := segs[k%len(segs)]
			d.BarBox(x, y, w, barH, seg)
			s := strconv.Itoa(v)
			d.Font(Sans, "B", 7.5)
			if d.Width(s)+1.5 < w {
				d.TextColor(Ink)
				if luminance(seg.Colour) < 0.5 {
					d.TextColor(White)
				}
				if seg.Pattern != plain {
					d.FillColor(White)
					d.PDF.Rect(x+w/2-d.Width(s)/2-0.6, y+barH/2-1.9, d.Width(s)+1.2, 3.6, "F")
					d.TextColor(Ink)
				}
				d.Text(x+w/2-d.Width(s)/2, y+barH/2+1.2, s)
			}
			x += w
		}
		d.TextColor(Ink)
		d.Font(Sans, "", 8.5)
		d.Text(x+1.5, y+barH/2+1.5, r.Total)
		y += barH + 2.5
	}
	d.DrawColor(Ink)
	d.PDF.SetLineWidth(0.3)
	d.PDF.Line(b.X+labelW, ly+8, b.X+labelW, y-1)
	return y
}

// barLabel draws a bar's label at 9 points bold, left at x, centred on
// the height mid, in w: on one line when it fits (a longer one is
// shrunk to 8 points, then cut); a player's name too long for the line
// with its tag ("Maximilianus… (row 3 of Players)", set at 6.5 points
// when shrunk to fit) on two, the name cut to the line at 9 points and
// its tag under it at 8 points or more.
func (d *Doc) barLabel(x, mid, w float64, label string) {
	d.Font(Sans, "B", 9)
	note := d.playerNote(label)
	if note == "" || d.Width(label) <= w+0.01 { // w is the widest label's width, give or take a rounding
		d.FitText(Sans, "B", x, mid+1.5, w, 9, 8, "L", label)
		return
	}
	d.CheckGlyphs(label)
	d.fit(Sans, "B", x, mid-0.3, w, 9, 9, "L", label)
	d.fit(Sans, "", x, mid+3.3, w, 9, 8, "L", strings.TrimSpace(note))
}

// PointSeries is one player's line in a PointChart: a label and a value
// at each x, Has[i] false where there is none (the line breaks there).
type PointSeries struct {
	Label  string
	Values []int
	Has    []bool
}

// PointChart draws series against x positions 0..n-1 (xLabels) in b: a
// legend above, a plain-number y axis from the lowest to the highest
// value with a light grid, each series a styled line (colour, dash and
// marker differ, for greyscale and colour-blind readers) broken where it
// has no value, and each value written beside its marker, so the chart
// reads without the axis. yTitle names the unit under the axis. It draws
// the first MaxLines series, no more (the caller says so on the page).
func (d *Doc) PointChart(b Rect, series []PointSeries, xLabels []string, yTitle string) {
	n := len(xLabels)
	if n == 0 || len(series) == 0 {
		return
	}
	series = series[:min(len(series), MaxLines)]
	lo, hi, seen := 0, 0, false
	for _, s := range series {
		for i, v := range s.Values {
			if !s.Has[i] {
				continue
			}
			if !seen {
				lo, hi, seen = v, v, true
			}
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	lo = min(lo, 0)
	top := d.pointLegend(b, series, true)
	d.Font(Sans, "", 7.5)
	ticks := countTicks(lo, hi, 5)
	base, ceil := float64(ticks[0]), float64(ticks[len(ticks)-1])
	labelW := max(d.Width(strconv.Itoa(ticks[0])), d.Width(strconv.Itoa(ticks[len(ticks)-1]))) + 3
	plot := Rect{b.X + labelW, top, b.W - labelW - 6, b.Y + b.H - top - 10}
	const inset = 6.0 // the first and last plays stand clear of the axes, room for their values
	px := func(i int) float64 {
		if n == 1 {
			return plot.X + plot.W/2
		}
		return plot.X + inset + (plot.W-2*inset)*float64(i)/float64(n-1)
	}
	py := func(v float64) float64 { return plot.Y + plot.H - plot.H*(v-base)/(ceil-base) }
	d.PDF.SetLineWidth(0.15)
	for _, v := range ticks {
		d.DrawColor(RGB{215, 215, 215})
		d.PDF.Line(plot.X, py(float64(v)), plot.X+plot.W, py(float64(v)))
		d.TextColor(Muted)
		s := strconv.Itoa(v)
		d.Text(plot.X-2.5-d.Width(s), py(float64(v))+1, s)
	}
	every := max(1, int(math.Ceil(float64(n)/10)))
	for i, l := range xLabels {
		if i%every != 0 && i != n-1 {
			continue
		}
		d.DrawColor(Muted)
		d.PDF.SetLineWidth(0.2)
		d.PDF.Line(px(i), plot.Y+plot.H, px(i), plot.Y+plot.H+1.2)
		d.TextColor(Muted)
		d.Font(Sans, "", 7)
		d.Text(min(max(px(i)-d.Width(l)/2, b.X), b.X+b.W-d.Width(l)), plot.Y+plot.H+4.2, l)
	}
	d.TextColor(Muted)
	d.Font(Sans, "", 7.5)
	d.Text(plot.X, plot.Y+plot.H+8.5, yTitle)
	d.DrawColor(Ink)
	d.PDF.SetLineWidth(0.3)
	d.PDF.Line(plot.X, plot.Y+plot.H, plot.X+plot.W, plot.Y+plot.H)
	d.PDF.Line(plot.X, plot.Y, plot.X, plot.Y+plot.H)
	// Lines, broken where a series has no value; then markers and values.
	type label struct {
		x, y float64
		s    string
		i    int
	}
	var labels []label
	for i, s := range series {
		st := styleOf(i)
		d.seriesPen(st)
		var run []gofpdfPoint
		flush := func() {
			d.polyline(run)
			run = nil
		}
		for k, v := range s.Values {
			if !s.Has[k] {
				flush()
				continue
			}
			run = append(run, pt(px(k), py(float64(v))))
		}
		flush()
		d.PDF.SetLineWidth(0.3)
		for k, v := range s.Values {
			if s.Has[k] {
				d.marker(st.marker, px(k), py(float64(v)), 0.95)
				labels = append(labels, label{px(k), py(float64(v)), strconv.Itoa(v), i})
			}
		}
	}
	d.PDF.SetDashPattern(nil, 0)
	// Values above their markers; one that would sit on another goes
	// below, then right, then left of its marker, else further up.
	slices.SortStableFunc(labels, func(a, b label) int { return int(math.Copysign(1, a.y-b.y)) })
	d.Font(Sans, "B", 6.5)
	var placed []Rect
	for _, l := range labels { // the markers, which no value may hide
		placed = append(placed, Rect{l.x - 1.2, l.y - 1.2, 2.4, 2.4})
	}
	overlaps := func(r Rect) bool {
		for _, p := range placed {
			if r.X < p.X+p.W && p.X < r.X+r.W && r.Y < p.Y+p.H && p.Y < r.Y+r.H {
				return true
			}
		}
		return false
	}
	for _, l := range labels {
		w := d.Width(l.s)
		tries := []Rect{
			{l.x - w/2, l.y - 4.2, w, 2.6},
			{l.x - w/2, l.y + 1.6, w, 2.6},
			{l.x + 2, l.y - 1.3, w, 2.6},
			{l.x - 2 - w, l.y - 1.3, w, 2.6},
		}
		inside := func(r Rect) bool { return r.X >= plot.X && r.X+r.W <= b.X+b.W }
		r := tries[0]
		r.X = min(max(r.X, plot.X), b.X+b.W-w)
		for k := 0; ; k++ {
			if k < len(tries) {
				if !inside(tries[k]) {
					continue
				}
				r = tries[k]
			} else {
				r.Y -= 2.8
			}
			if !overlaps(r) || k > 12 {
				break
			}
		}
		placed = append(placed, r)
		d.TextColor(styleOf(l.i).colour)
		d.Text(r.X, r.Y+2.3, l.s)
	}
	d.TextColor(Ink)
}

// PointLegendHeight is the height the legend of a PointChart of width w
// takes above its plot, in millimetres: a row of 5 mm for each line of
// labels, and 4 mm below. A chart of series needs this and its plot's
// height and 10 mm for the labels under the plot.
func (d *Doc) PointLegendHeight(series []PointSeries, w float64) float64 {
	return d.pointLegend(Rect{W: w}, series[:min(len(series), MaxLines)], false)
}

// pointLegend lays out (and when draw is true, draws) the legend of a
// PointChart at the top of b, a line, a marker and a label for each
// series, a label too wide for b cut to fit; it returns the y below it.
func (d *Doc) pointLegend(b Rect, series []PointSeries, draw bool) float64 {
	lx, ly := b.X, b.Y
	for i, s := range series {
		st := styleOf(i)
		d.Font(Sans, "", 8.5)
		labelW := min(d.Width(s.Label), b.W-12)
		w := 12 + labelW + 6
		if lx > b.X && lx+w > b.X+b.W {
			lx, ly = b.X, ly+5
		}
		if draw {
			d.seriesPen(st)
			d.PDF.Line(lx, ly+3, lx+10, ly+3)
			d.marker(st.marker, lx+5, ly+3, 1.1)
			d.PDF.SetDashPattern(nil, 0)
			d.TextColor(Ink)
			d.FitText(Sans, "", lx+12, ly+4.2, b.X+b.W-lx-12, 8.5, 8.5, "L", s.Label)
		}
		lx += w
	}
	return ly + 9
}

// SpreadRow is one row of a SpreadChart: a label, the unit of its values
// and every value (at least one).
type SpreadRow struct {
	Label  string
	Unit   string
	Values []int
}

// quartile is the q-th quartile (0-4) of sorted values, linearly
// interpolated between the nearest ranks.
func quartile(sorted []int, q int) float64 {
	pos := float64(len(sorted)-1) * float64(q) / 4
	i := int(pos)
	if i+1 >= len(sorted) {
		return float64(sorted[len(sorted)-1])
	}
	return float64(sorted[i]) + (pos-float64(i))*float64(sorted[i+1]-sorted[i])
}

// SpreadChart draws each row's spread in b, a band per row on its own
// scale (the rows' units differ): a line from the lowest to the highest
// value, a box over the middle half, a bar at the median, every value a
// small tick, and the lowest, median and highest written with the unit
// and the count. It returns the y below the last row.
func (d *Doc) SpreadChart(b Rect, rows []SpreadRow) float64 {
	labelW := 0.0
	for _, r := range rows {
		d.Font(Sans, "B", 9)
		labelW = max(labelW, d.Width(r.Label))
		d.Font(Sans, "", 7)
		labelW = max(labelW, d.Width(r.Unit+", "+scoresWord(len(r.Values))))
	}
	labelW = min(labelW+4, 50)
	const rowH = 18.0
	y := b.Y
	plotX, plotW := b.X+labelW, b.W-labelW-4
	for _, r := range rows {
		if len(r.Values) == 0 {
			continue
		}
		sorted := slices.Sorted(slices.Values(r.Values))
		lo, hi := float64(sorted[0]), float64(sorted[len(sorted)-1])
		span := hi - lo
		if span == 0 {
			span = 1
		}
		px := func(v float64) float64 { return plotX + 2 + (plotW-4)*(v-lo)/span }
		if hi == lo {
			px = func(float64) float64 { return plotX + plotW/2 }
		}
		mid := y + 5
		d.TextColor(Ink)
		d.FitText(Sans, "B", b.X, mid+1.5, labelW-3, 9, 6.5, "L", r.Label)
		d.DrawColor(Ink)
		d.PDF.SetLineWidth(0.4)
		d.PDF.Line(px(lo), mid, px(hi), mid)
		d.PDF.Line(px(lo), mid-1.8, px(lo), mid+1.8)
		d.PDF.Line(px(hi), mid-1.8, px(hi), mid+1.8)
		q1, med, q3 := quartile(sorted, 1), quartile(sorted, 2), quartile(sorted, 3)
		d.FillColor(Tint)
		d.PDF.SetLineWidth(0.3)
		d.PDF.Rect(px(q1), mid-2.6, max(px(q3)-px(q1), 0.6), 5.2, "FD")
		d.PDF.SetLineWidth(0.8)
		d.PDF.Line(px(med), mid-2.6, px(med), mid+2.6)
		d.DrawColor(Muted)
		d.PDF.SetLineWidth(0.25)
		for _, v := range sorted {
			d.PDF.Line(px(float64(v)), mid+3.2, px(float64(v)), mid+4.4)
		}
		d.Font(Sans, "", 7.5)
		d.TextColor(Muted)
		low, high := strconv.Itoa(sorted[0]), strconv.Itoa(sorted[len(sorted)-1])
		median := "median " + strconv.FormatFloat(med, 'f', -1, 64)
		d.Text(px(lo), mid+8, "lowest "+low)
		d.Text(px(hi)-d.Width("highest "+high), mid+8, "highest "+high)
		if mw := d.Width(median); px(med)-mw/2 > px(lo)+d.Width("lowest "+low)+2 && px(med)+mw/2 < px(hi)-d.Width("highest "+high)-2 {
			d.Text(px(med)-mw/2, mid+8, median)
		} else {
			// No room between the ends: on a line of its own below.
			d.Text(min(max(px(med)-mw/2, plotX), plotX+plotW-mw), mid+11.2, median)
		}
		d.FitText(Sans, "", b.X, mid+5.5, labelW-3, 7, 6, "L", r.Unit+", "+scoresWord(len(sorted)))
		d.TextColor(Ink)
		y += rowH
	}
	return y
}
