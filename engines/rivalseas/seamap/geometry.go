package seamap

import "math"

// Directions are the six axial steps from a hex to its neighbours, clockwise
// from east on a pointy-top map drawn with r growing downwards: east,
// south-east, south-west, west, north-west, north-east. Turning a step once
// (Rotate by 1) gives the next step in this list.
var Directions = [6]Coord{{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}}

// Add returns the coordinate c moved by d (axial vector addition).
func (c Coord) Add(d Coord) Coord { return Coord{c.Q + d.Q, c.R + d.R} }

// Sub returns the axial vector from d to c.
func (c Coord) Sub(d Coord) Coord { return Coord{c.Q - d.Q, c.R - d.R} }

// Less orders coordinates by row (R) then by Q: the reading order of a
// drawn map, top line first, left to right.
func (c Coord) Less(d Coord) bool {
	if c.R != d.R {
		return c.R < d.R
	}
	return c.Q < d.Q
}

// Neighbors returns the six hexes touching c, in the order of Directions.
// Whether they belong to a field is the caller's question (see
// PlayField.Outside).
func Neighbors(c Coord) [6]Coord {
	var n [6]Coord
	for i, d := range Directions {
		n[i] = c.Add(d)
	}
	return n
}

// Distance is the number of steps between two hexes: 0 for the same hex, 1
// for neighbours ("touching"). With cube coordinates x=q, z=r, y=-q-r it is
// (|dx|+|dy|+|dz|)/2.
func Distance(a, b Coord) int {
	dq, dr := a.Q-b.Q, a.R-b.R
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

// Rotate turns c about the origin (0,0) by turns steps of 60 degrees
// clockwise (negative turns go anticlockwise; any integer is taken modulo 6).
// One step maps (q, r) to (-r, q+r): east becomes south-east.
func Rotate(c Coord, turns int) Coord {
	t := ((turns % 6) + 6) % 6
	for range t {
		c = Coord{-c.R, c.Q + c.R}
	}
	return c
}

// HexCenter returns the centre of hex c on a pointy-top map whose hexes have
// the given size (centre-to-corner distance, in the caller's unit, e.g. mm),
// with hex (0,0) centred at (0,0), x growing rightwards and y downwards (the
// PDF convention of gofpdf). Neighbouring centres are size*sqrt(3) apart.
func HexCenter(c Coord, size float64) (x, y float64) {
	x = size * math.Sqrt(3) * (float64(c.Q) + float64(c.R)/2)
	y = size * 1.5 * float64(c.R)
	return x, y
}

// HexCorners returns the six corners of pointy-top hex c of the given size,
// as (x, y) pairs in the frame of HexCenter: the top corner first, then
// clockwise (upper right, lower right, bottom, lower left, upper left).
func HexCorners(c Coord, size float64) [6][2]float64 {
	cx, cy := HexCenter(c, size)
	var pts [6][2]float64
	for i := range pts {
		a := math.Pi / 180 * float64(60*i-90)
		pts[i] = [2]float64{cx + size*math.Cos(a), cy + size*math.Sin(a)}
	}
	return pts
}

// Bounds returns the smallest box (x0, y0)-(x1, y1) holding every hex of
// coords drawn at the given size, in the frame of HexCenter; all zero for no
// coords. A printable page centres a field with it.
func Bounds(coords []Coord, size float64) (x0, y0, x1, y1 float64) {
	if len(coords) == 0 {
		return 0, 0, 0, 0
	}
	x0, y0 = math.Inf(1), math.Inf(1)
	x1, y1 = math.Inf(-1), math.Inf(-1)
	for _, c := range coords {
		for _, p := range HexCorners(c, size) {
			x0, y0 = math.Min(x0, p[0]), math.Min(y0, p[1])
			x1, y1 = math.Max(x1, p[0]), math.Max(y1, p[1])
		}
	}
	return x0, y0, x1, y1
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
