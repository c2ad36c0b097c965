package seamap

import (
	"math"
	"testing"
)

// TestRotate: one step clockwise maps (q, r) to (-r, q+r); worked by hand on
// a pointy-top map with r growing downwards (east -> south-east ->
// south-west -> west).
func TestRotate(t *testing.T) {
	tests := []struct {
		c     Coord
		turns int
		want  Coord
	}{
		{Coord{1, 0}, 0, Coord{1, 0}},
		{Coord{1, 0}, 1, Coord{0, 1}},   // east -> south-east
		{Coord{1, 0}, 2, Coord{-1, 1}},  // -> south-west
		{Coord{1, 0}, 3, Coord{-1, 0}},  // -> west
		{Coord{1, 0}, 4, Coord{0, -1}},  // -> north-west
		{Coord{1, 0}, 5, Coord{1, -1}},  // -> north-east
		{Coord{1, 0}, 6, Coord{1, 0}},   // full circle
		{Coord{1, 0}, -1, Coord{1, -1}}, // one step anticlockwise
		{Coord{1, 0}, 13, Coord{0, 1}},  // 13 = 2*6 + 1
		{Coord{2, -1}, 1, Coord{1, 1}},  // ring-2 edge hex
		{Coord{2, -1}, 3, Coord{-2, 1}}, // half turn negates
		{Coord{0, -2}, 2, Coord{2, 0}},  // north-west corner -> east corner
		{Coord{0, 0}, 4, Coord{0, 0}},   // the origin stays
	}
	for _, tt := range tests {
		if got := Rotate(tt.c, tt.turns); got != tt.want {
			t.Errorf("Rotate(%v, %d) = %v, want %v", tt.c, tt.turns, got, tt.want)
		}
	}
	// The step is clockwise on the drawn page (y down): the angle of the
	// drawn centre grows by 60 degrees, and the distance is kept.
	for _, c := range []Coord{{1, 0}, {2, -1}, {3, 2}, {-2, 5}} {
		x0, y0 := HexCenter(c, 1)
		x1, y1 := HexCenter(Rotate(c, 1), 1)
		d := math.Mod(math.Atan2(y1, x1)-math.Atan2(y0, x0)+4*math.Pi, 2*math.Pi) * 180 / math.Pi
		if math.Abs(d-60) > 1e-9 {
			t.Errorf("Rotate(%v, 1) turns the drawing by %.3f degrees, want 60 clockwise", c, d)
		}
		if Distance(c, Coord{}) != Distance(Rotate(c, 1), Coord{}) {
			t.Errorf("Rotate(%v, 1) changes the distance from the origin", c)
		}
	}
}

// TestDistance: hex steps worked by hand.
func TestDistance(t *testing.T) {
	tests := []struct {
		a, b Coord
		want int
	}{
		{Coord{0, 0}, Coord{0, 0}, 0},
		{Coord{0, 0}, Coord{1, 0}, 1},
		{Coord{0, 0}, Coord{1, -1}, 1},
		{Coord{0, 0}, Coord{1, 1}, 2},  // east then south-east
		{Coord{0, 0}, Coord{2, -1}, 2}, // east then north-east
		{Coord{1, 0}, Coord{3, 0}, 2},
		{Coord{1, 0}, Coord{3, 1}, 3},
		{Coord{0, 0}, Coord{3, 2}, 5},  // next radius-2 tile's origin
		{Coord{0, 0}, Coord{-2, 5}, 5}, // likewise
		{Coord{0, 0}, Coord{1, 7}, 8},
		{Coord{-1, 1}, Coord{2, -2}, 3},
	}
	for _, tt := range tests {
		if got := Distance(tt.a, tt.b); got != tt.want {
			t.Errorf("Distance(%v, %v) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if got := Distance(tt.b, tt.a); got != tt.want {
			t.Errorf("Distance(%v, %v) = %d, want %d (symmetry)", tt.b, tt.a, got, tt.want)
		}
	}
}

// TestNeighbors: the six neighbours of (2,-1), clockwise from east, all at
// distance 1.
func TestNeighbors(t *testing.T) {
	want := [6]Coord{{3, -1}, {2, 0}, {1, 0}, {1, -1}, {2, -2}, {3, -2}}
	got := Neighbors(Coord{2, -1})
	if got != want {
		t.Fatalf("Neighbors((2,-1)) = %v, want %v", got, want)
	}
	for _, n := range got {
		if Distance(n, Coord{2, -1}) != 1 {
			t.Errorf("neighbour %v is not at distance 1", n)
		}
	}
}

// TestHexGeometry: centres and corners of pointy-top hexes of size 10; the
// shared edge of east neighbours has the same two corners.
func TestHexGeometry(t *testing.T) {
	s3 := math.Sqrt(3)
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	centres := []struct {
		c    Coord
		x, y float64
	}{
		{Coord{0, 0}, 0, 0},
		{Coord{1, 0}, 10 * s3, 0},
		{Coord{0, 1}, 5 * s3, 15},
		{Coord{-1, 2}, 0, 30},
		{Coord{3, 2}, 40 * s3, 30},
	}
	for _, tt := range centres {
		x, y := HexCenter(tt.c, 10)
		if !near(x, tt.x) || !near(y, tt.y) {
			t.Errorf("HexCenter(%v, 10) = (%.3f, %.3f), want (%.3f, %.3f)", tt.c, x, y, tt.x, tt.y)
		}
	}
	want := [6][2]float64{{0, -10}, {5 * s3, -5}, {5 * s3, 5}, {0, 10}, {-5 * s3, 5}, {-5 * s3, -5}}
	got := HexCorners(Coord{0, 0}, 10)
	for i := range want {
		if !near(got[i][0], want[i][0]) || !near(got[i][1], want[i][1]) {
			t.Errorf("corner %d = %v, want %v", i, got[i], want[i])
		}
	}
	east := HexCorners(Coord{1, 0}, 10)
	if !near(got[1][0], east[5][0]) || !near(got[1][1], east[5][1]) || !near(got[2][0], east[4][0]) || !near(got[2][1], east[4][1]) {
		t.Errorf("east neighbour's left corners %v %v differ from (0,0)'s right corners %v %v", east[5], east[4], got[1], got[2])
	}
	x0, y0, x1, y1 := Bounds([]Coord{{0, 0}, {1, 0}}, 10)
	if !near(x0, -5*s3) || !near(y0, -10) || !near(x1, 15*s3) || !near(y1, 10) {
		t.Errorf("Bounds = (%.3f,%.3f)-(%.3f,%.3f), want (%.3f,-10)-(%.3f,10)", x0, y0, x1, y1, -5*s3, 15*s3)
	}
}
