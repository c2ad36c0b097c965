package seamap

import "fmt"

// The tiny test map: two hexagonal tiles of radius 1 (7 hexes) in slots
// "west" (origin (0,0)) and "east" (origin (2,1), the neighbouring place of
// a radius-1 hexagon), each allowing turns 0 and 3 only: 2 tile orders x 2
// sides x 2 sides x 2 turns x 2 turns = 32 candidate layouts. Only the two
// centre hexes (0,0) and (2,1) are inside the field (every ring hex has a
// neighbour off the field).
//
//	tile 1 (bluewave)  A: company (0,0), port (1,0)    B: company (-1,0), port (0,0)
//	tile 2 (vivaverde) A: company (0,-1), port (1,-1)  B: company (0,0), port (-1,1)
//
// Worked by hand (see TestTinyValidCount) 16 of the 32 are valid.
func tinyPattern() Pattern {
	return Pattern{MinPortGap: 2, Slots: []Slot{
		{Name: "west", Origin: Coord{0, 0}, Turns: []int{0, 3}},
		{Name: "east", Origin: Coord{2, 1}, Turns: []int{0, 3}},
	}}
}

func tinyTiles() []Tile {
	return []Tile{
		{ID: 1, Sides: [2]Side{
			flower1("A", Hex{Coord{0, 0}, Company, "bluewave"}, Hex{Coord{1, 0}, CompanyPort, "bluewave"}),
			flower1("B", Hex{Coord{-1, 0}, Company, "bluewave"}, Hex{Coord{0, 0}, CompanyPort, "bluewave"}),
		}},
		{ID: 2, Sides: [2]Side{
			flower1("A", Hex{Coord{0, -1}, Company, "vivaverde"}, Hex{Coord{1, -1}, CompanyPort, "vivaverde"}),
			flower1("B", Hex{Coord{0, 0}, Company, "vivaverde"}, Hex{Coord{-1, 1}, CompanyPort, "vivaverde"}),
		}},
	}
}

// flower1 is a radius-1 side: the given hexes, sea elsewhere.
func flower1(name string, special ...Hex) Side {
	return flower(1, name, special...)
}

// flower is a side of the given radius around (0,0): the given hexes, sea
// elsewhere, in reading order.
func flower(radius int, name string, special ...Hex) Side {
	at := map[Coord]Hex{}
	for _, h := range special {
		at[h.Coord] = h
	}
	s := Side{Name: name}
	for r := -radius; r <= radius; r++ {
		for q := -radius; q <= radius; q++ {
			c := Coord{q, r}
			if Distance(c, Coord{}) > radius {
				continue
			}
			h, ok := at[c]
			if !ok {
				h = Hex{Coord: c, Terrain: Sea}
			}
			delete(at, c)
			s.Hexes = append(s.Hexes, h)
		}
	}
	if len(at) > 0 {
		panic(fmt.Sprint("flower: hexes off the tile: ", at))
	}
	return s
}

// lay builds a layout from (tile, side, turn) triples in slot order.
func lay(tst ...[3]int) Layout {
	var l Layout
	for i, p := range tst {
		l.Placements = append(l.Placements, Placement{Slot: i, Tile: p[0], Side: p[1], Turn: p[2]})
	}
	return l
}

// allCandidates lists every candidate layout of tiles on pattern (valid or
// not): slots x tile orders x sides x allowed turns, by brute force.
func allCandidates(tiles []Tile, pattern Pattern) []Layout {
	var out []Layout
	var rec func(slot int, used map[int]bool, cur []Placement)
	rec = func(slot int, used map[int]bool, cur []Placement) {
		if slot == len(pattern.Slots) {
			out = append(out, Layout{Placements: append([]Placement(nil), cur...)})
			return
		}
		for _, t := range tiles {
			if used[t.ID] {
				continue
			}
			used[t.ID] = true
			for side := range 2 {
				for _, turn := range pattern.Slots[slot].Turns {
					rec(slot+1, used, append(cur, Placement{Slot: slot, Tile: t.ID, Side: side, Turn: turn}))
				}
			}
			used[t.ID] = false
		}
	}
	rec(0, map[int]bool{}, nil)
	return out
}
