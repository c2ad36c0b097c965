package seamap

import (
	"fmt"
	"sort"
)

// FieldHex is one hex of the playing field: the tile's hex moved to its
// place (Coord is the field coordinate), with where it came from.
type FieldHex struct {
	Hex
	Slot  int   // index into Pattern.Slots
	Tile  int   // Tile.ID
	Side  int   // 0 (A) or 1 (B)
	Local Coord // the hex's coordinate on the tile as printed
}

// PlayField is the playing field of one layout: every hex of every placed
// tile. Build it with Field.
type PlayField struct {
	// Hexes holds every hex of the field sorted by R then Q (Coord.Less).
	Hexes []FieldHex
	index map[Coord]int
}

// Place returns where the tile hex at local coordinate c lands when its tile
// is laid at slot with the given turn: c turned about the tile's origin, then
// moved to the slot's origin.
func Place(c Coord, slot Slot, turn int) Coord {
	return Rotate(c, turn).Add(slot.Origin)
}

// Field lays the tiles as the layout says and returns the playing field.
// It fails (naming the fault) when the layout is malformed (see
// checkPlacements) or two placed tiles share a hex; it does not apply the
// setup rules (that is Check's job).
func Field(tiles []Tile, pattern Pattern, layout Layout) (*PlayField, error) {
	if err := checkPlacements(tiles, pattern, layout); err != nil {
		return nil, err
	}
	byID := tilesByID(tiles)
	f := &PlayField{index: map[Coord]int{}}
	for _, p := range layout.Placements {
		t := byID[p.Tile]
		slot := pattern.Slots[p.Slot]
		for _, h := range t.Sides[p.Side].Hexes {
			c := Place(h.Coord, slot, p.Turn)
			if _, dup := f.index[c]; dup {
				return nil, fmt.Errorf("sea tiles: tile %d at %s overlaps another tile at field hex (%d,%d)", p.Tile, slot.Name, c.Q, c.R)
			}
			fh := FieldHex{Hex: h, Slot: p.Slot, Tile: p.Tile, Side: p.Side, Local: h.Coord}
			fh.Coord = c
			f.index[c] = len(f.Hexes)
			f.Hexes = append(f.Hexes, fh)
		}
	}
	sort.Slice(f.Hexes, func(i, j int) bool { return f.Hexes[i].Coord.Less(f.Hexes[j].Coord) })
	for i, h := range f.Hexes {
		f.index[h.Coord] = i
	}
	return f, nil
}

// At returns the field hex at c, and false when c is not on the field.
func (f *PlayField) At(c Coord) (FieldHex, bool) {
	i, ok := f.index[c]
	if !ok {
		return FieldHex{}, false
	}
	return f.Hexes[i], true
}

// Outside reports whether c is a hex of the field on its outside: at least
// one of its six neighbours (Neighbors) is not a hex of the field. This is
// the reading of "positioned on the outside of the playfield" in
// rival-seas.txt "Setup" step 1 rule 2. A coordinate that is not on the
// field is not on its outside (false).
func (f *PlayField) Outside(c Coord) bool {
	if _, ok := f.index[c]; !ok {
		return false
	}
	for _, n := range Neighbors(c) {
		if _, ok := f.index[n]; !ok {
			return true
		}
	}
	return false
}

// Find returns the field hexes of the given terrain, in field order (by R
// then Q); with a non-empty name, only those of that town or company.
func (f *PlayField) Find(t Terrain, name string) []FieldHex {
	var out []FieldHex
	for _, h := range f.Hexes {
		if h.Terrain == t && (name == "" || h.Name == name) {
			out = append(out, h)
		}
	}
	return out
}

// Coords returns the coordinates of every field hex, in field order.
func (f *PlayField) Coords() []Coord {
	out := make([]Coord, len(f.Hexes))
	for i, h := range f.Hexes {
		out[i] = h.Coord
	}
	return out
}

// IsPort reports whether t is a port terrain (town port or company port),
// the hexes the port gap rule is about.
func IsPort(t Terrain) bool { return t == TownPort || t == CompanyPort }

func tilesByID(tiles []Tile) map[int]Tile {
	m := make(map[int]Tile, len(tiles))
	for _, t := range tiles {
		m[t.ID] = t
	}
	return m
}

// checkPlacements checks a layout's shape against the pattern: one placement
// per slot in slot order, every tile exactly once, side 0 or 1, a turn the
// slot allows.
func checkPlacements(tiles []Tile, pattern Pattern, layout Layout) error {
	if len(layout.Placements) != len(pattern.Slots) {
		return fmt.Errorf("sea tiles: layout has %d placements; the pattern has %d slots, one tile each", len(layout.Placements), len(pattern.Slots))
	}
	byID := tilesByID(tiles)
	used := map[int]bool{}
	for i, p := range layout.Placements {
		if p.Slot != i {
			return fmt.Errorf("sea tiles: placement %d is for slot %d; placements go in slot order (0 to %d)", i, p.Slot, len(pattern.Slots)-1)
		}
		slot := pattern.Slots[i]
		if _, ok := byID[p.Tile]; !ok {
			return fmt.Errorf("sea tiles: %s: no tile %d (tiles are %s)", slot.Name, p.Tile, tileIDs(tiles))
		}
		if used[p.Tile] {
			return fmt.Errorf("sea tiles: tile %d is laid twice; every tile goes on the field once", p.Tile)
		}
		used[p.Tile] = true
		if p.Side != 0 && p.Side != 1 {
			return fmt.Errorf("sea tiles: %s: side %d; a side is 0 (A) or 1 (B)", slot.Name, p.Side)
		}
		if !containsInt(slot.Turns, p.Turn) {
			return fmt.Errorf("sea tiles: %s: turn %d is not allowed there (allowed turns: %v, in 60-degree steps clockwise)", slot.Name, p.Turn, slot.Turns)
		}
	}
	return nil
}

func tileIDs(tiles []Tile) string {
	s := ""
	for i, t := range tiles {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprint(t.ID)
	}
	return s
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
