package pdfkit

import (
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// TestCountTicksAreWholeNumbersEachOnce: a chart's y axis counts in whole
// numbers, a round step apart, from at or below the lowest value to at or
// above the highest, each tick once. Worked by hand: 0-2 cards cut in at
// most 5 parts is a step of 1 (the old step of a half printed 0, 0, 1, 1,
// 2); 0-7 a step of 2 (7/5 = 1.4, the next round step); 0-41 a step of 10
// (8.2); -3 to 4 a step of 2 from -4; 0 to 0 still two ticks.
func TestCountTicksAreWholeNumbersEachOnce(t *testing.T) {
	for _, tc := range []struct {
		lo, hi, n int
		want      []int
	}{
		{0, 2, 5, []int{0, 1, 2}},
		{0, 1, 5, []int{0, 1}},
		{0, 0, 5, []int{0, 1}},
		{0, 4, 5, []int{0, 1, 2, 3, 4}},
		{0, 5, 5, []int{0, 1, 2, 3, 4, 5}},
		{0, 7, 5, []int{0, 2, 4, 6, 8}},
		{0, 41, 5, []int{0, 10, 20, 30, 40, 50}},
		{-3, 4, 5, []int{-4, -2, 0, 2, 4}},
		{0, 3, 6, []int{0, 1, 2, 3}},
		{0, 250, 6, []int{0, 50, 100, 150, 200, 250}},
	} {
		if got := countTicks(tc.lo, tc.hi, tc.n); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("countTicks(%d, %d, %d) = %v, want %v", tc.lo, tc.hi, tc.n, got, tc.want)
		}
	}
}

// TestChartAxesCountInWholeNumbers draws the charts of whole counts (a
// history's scores over time, a game report's cash) and reads their y
// axes back (pdftotext -bbox): every label a whole number, each once,
// top to bottom as worked out by hand, evenly spaced; and on the scores'
// chart each value written beside its point at the height its axis gives
// (above the marker 2.9 mm higher than the axis label's line, beside it
// level, below it 2.9 mm lower). A history's Mini Containers chart of 0
// to 2 cards printed 2, 1, 1, 0, 0, its points between the labels.
func TestChartAxesCountInWholeNumbers(t *testing.T) {
	two := []string{"a", "b"}
	for _, tc := range []struct {
		name  string
		draw  func(d *Doc, b Rect)
		money bool
		want  []string // the axis, top to bottom
	}{
		{"scores 0 to 2", func(d *Doc, b Rect) {
			d.PointChart(b, []PointSeries{{"Ann", []int{0, 2}, []bool{true, true}}, {"Bob", []int{1, 0}, []bool{true, true}}}, two, "cards")
		}, false, []string{"2", "1", "0"}},
		{"scores 0 and 1", func(d *Doc, b Rect) {
			d.PointChart(b, []PointSeries{{"Ann", []int{1, 0}, []bool{true, true}}}, two, "cards")
		}, false, []string{"1", "0"}},
		{"scores 3 to 7", func(d *Doc, b Rect) {
			d.PointChart(b, []PointSeries{{"Ann", []int{3, 7}, []bool{true, true}}}, two, "VP")
		}, false, []string{"8", "6", "4", "2", "0"}},
		{"scores -3 to 4", func(d *Doc, b Rect) {
			d.PointChart(b, []PointSeries{{"Ann", []int{-3, 4}, []bool{true, true}}}, two, "VP")
		}, false, []string{"4", "2", "0", "-2", "-4"}},
		{"cash to $3", func(d *Doc, b Rect) {
			d.LineChart(b, []LineSeries{{"Ann", []int{0, 3, 1}}, {"Bob", []int{2, 2, 0}}}, "turn", func(i int) string { return "t" + strconv.Itoa(i+1) })
		}, true, []string{"$3", "$2", "$1", "$0"}},
		{"cash to $250", func(d *Doc, b Rect) {
			d.LineChart(b, []LineSeries{{"Ann", []int{0, 250}}}, "turn", func(i int) string { return "t" + strconv.Itoa(i+1) })
		}, true, []string{"$250", "$200", "$150", "$100", "$50", "$0"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := New(A4, "chart")
			d.AddPage()
			tc.draw(d, Rect{X: Margin, Y: 40, W: 180, H: 70})
			pdf, err := d.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			// The axis labels are the numbers right-aligned at the left
			// of the plot; the values beside the points are right of it.
			var nums []bboxLine
			edge := math.Inf(1)
			for _, w := range bboxWords(t, pdf) {
				if _, err := strconv.Atoi(strings.TrimPrefix(w.text, "$")); err == nil {
					nums = append(nums, w)
					edge = min(edge, w.right)
				}
			}
			var axis, values []bboxLine
			for _, w := range nums {
				if math.Abs(w.right-edge) < 0.3 {
					axis = append(axis, w)
				} else {
					values = append(values, w)
				}
			}
			var got []string
			for _, w := range axis {
				got = append(got, w.text)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("y axis %q, want %q", got, tc.want)
			}
			gap := axis[1].foot - axis[0].foot
			for k := 1; k < len(axis); k++ {
				if g := axis[k].foot - axis[k-1].foot; math.Abs(g-gap) > 0.2 {
					t.Errorf("y axis labels %s and %s are %.2f mm apart, the first two %.2f mm", axis[k-1].text, axis[k].text, g, gap)
				}
			}
			if tc.money {
				return
			}
			// Where value v is on the axis: its labels' lines are linear.
			v0, _ := strconv.Atoi(axis[0].text)
			v1, _ := strconv.Atoi(axis[1].text)
			at := func(v int) float64 { return axis[0].foot + float64(v-v0)*gap/float64(v1-v0) }
			for _, w := range values {
				v, _ := strconv.Atoi(w.text)
				off := w.foot - at(v)
				if math.Abs(off+2.9) > 0.35 && math.Abs(off) > 0.35 && math.Abs(off-2.9) > 0.35 {
					t.Errorf("the value %s is written %.2f mm from the axis's line for %d: its point is not at %d", w.text, off, v, v)
				}
			}
		})
	}
}
