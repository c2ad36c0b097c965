package pdfkit

import (
	"fmt"
	"reflect"
	"testing"
)

// TestEveryLineOfAChartHasItsOwnStyle: the first MaxLines lines of a
// chart each have a dash and marker no other line has (what survives
// grey printing), so colour-dash-marker triples are unique too. Worked
// by hand: the 1st line is a blue solid line with circles, the 6th
// (round 1: dash shifted by one, colour by two) a green dashed line with
// circles, the 11th (round 2) a grey dotted line with circles, the 25th
// (round 4: 4+4 and 4+8 places on) a green dash-dot line with crosses; the old
// styles repeated every 5 lines, the 11th as the 1st.
func TestEveryLineOfAChartHasItsOwnStyle(t *testing.T) {
	for i, want := range map[int]seriesStyle{
		0:  {RGB{0, 90, 160}, nil, "circle"},
		1:  {RGB{213, 94, 0}, []float64{2.2, 1.1}, "square"},
		5:  {RGB{0, 140, 100}, []float64{2.2, 1.1}, "circle"},
		10: {RGB{40, 40, 40}, []float64{0.5, 0.9}, "circle"},
		24: {RGB{0, 140, 100}, []float64{3, 1, 0.6, 1}, "cross"},
	} {
		if got := styleOf(i); !reflect.DeepEqual(got, want) {
			t.Errorf("line %d: %v, want %v", i+1, got, want)
		}
	}
	grey := map[string]int{}
	triples := map[string]int{}
	for i := range MaxLines {
		st := styleOf(i)
		g := fmt.Sprint(st.dash, st.marker)
		if j, ok := grey[g]; ok {
			t.Errorf("lines %d and %d have the same dash and marker %s", j+1, i+1, g)
		}
		grey[g] = i
		triples[fmt.Sprint(st.colour, g)] = i
	}
	if len(triples) != MaxLines {
		t.Errorf("%d colour-dash-marker triples for %d lines", len(triples), MaxLines)
	}
}
