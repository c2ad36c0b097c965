package seamap

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The text form of a tile set, for those who prefer typing to tapping
// (`tallyman rivalseas tiles`, export and paste): a legend of the towns,
// then for every side a header "tile N side X (q,r)" and one line of
// cells per row of hexes, top row first. (q,r) is the axial coordinate of
// the first cell of the first row; each next cell is one step east
// (q+1), each next row one step south-east (r+1, same first q). A cell
// is one word: s sea, b sandbank, r rocks, Tn town n, tn its port, Cn
// company n (C1 Bluewave Tuna ... C4 Goldcoast Bananas, CompanyKeys
// order), cn its port, "." no hex. A town line reads "town T1 = Port
// Aven". Lines starting with # are comments.

// textLetters are the cells of the plain terrains.
var textLetters = map[Terrain]string{Sea: "s", Sandbank: "b", Rocks: "r"}

// FormatText writes tiles in the text form above (towns numbered in
// order of first appearance).
func FormatText(tiles []Tile) string {
	var b strings.Builder
	b.WriteString("# Rival Seas sea tiles (tallyman): one line per row of hexes, top row first.\n")
	b.WriteString("# s sea, b sandbank, r rocks, Tn town n, tn its port, Cn company n, cn its port, . no hex\n")
	b.WriteString("# companies: C1 Bluewave Tuna (blue), C2 Viva Verde Olives (green), C3 Roast & Co Coffee (brown), C4 Goldcoast Bananas (yellow)\n")
	townNo := map[string]int{}
	for _, t := range tiles {
		for _, sd := range t.Sides {
			for _, h := range sd.Hexes {
				if (h.Terrain == Town || h.Terrain == TownPort) && townNo[h.Name] == 0 {
					townNo[h.Name] = len(townNo) + 1
					fmt.Fprintf(&b, "town T%d = %s\n", townNo[h.Name], h.Name)
				}
			}
		}
	}
	for _, t := range tiles {
		for _, sd := range t.Sides {
			if len(sd.Hexes) == 0 {
				continue
			}
			minQ, minR, maxQ, maxR := sd.Hexes[0].Q, sd.Hexes[0].R, sd.Hexes[0].Q, sd.Hexes[0].R
			at := map[Coord]Hex{}
			for _, h := range sd.Hexes {
				at[h.Coord] = h
			}
			// Cell i of every row is q = minQ + i.
			for _, h := range sd.Hexes {
				minQ, maxQ = min(minQ, h.Q), max(maxQ, h.Q)
				minR, maxR = min(minR, h.R), max(maxR, h.R)
			}
			fmt.Fprintf(&b, "tile %d side %s (%d,%d)\n", t.ID, sd.Name, minQ, minR)
			for r := minR; r <= maxR; r++ {
				var cells []string
				for q := minQ; q <= maxQ; q++ {
					h, ok := at[Coord{q, r}]
					switch {
					case !ok:
						cells = append(cells, ".")
					case textLetters[h.Terrain] != "":
						cells = append(cells, textLetters[h.Terrain])
					case h.Terrain == Town:
						cells = append(cells, fmt.Sprintf("T%d", townNo[h.Name]))
					case h.Terrain == TownPort:
						cells = append(cells, fmt.Sprintf("t%d", townNo[h.Name]))
					case h.Terrain == Company:
						cells = append(cells, fmt.Sprintf("C%d", slices.Index(CompanyKeys, h.Name)+1))
					case h.Terrain == CompanyPort:
						cells = append(cells, fmt.Sprintf("c%d", slices.Index(CompanyKeys, h.Name)+1))
					}
				}
				b.WriteString(strings.TrimRight(strings.Join(cells, " "), " .") + "\n")
			}
		}
	}
	return b.String()
}

// ParseText reads the text form (see FormatText) back into tiles, sides
// in the order given (each tile's first side is its side 0). Errors name
// the line and what is allowed; the tiles are not checked as board data
// (Validate does that).
func ParseText(text string) ([]Tile, error) {
	towns := map[int]string{}
	var tiles []Tile
	var side *Side
	var origin Coord
	row := 0
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	// Town names first: a side may use a town before its legend line.
	for n, line := range lines {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(strings.ToLower(line), "town ") {
			continue
		}
		k, name, ok := strings.Cut(line[5:], "=")
		k = strings.TrimPrefix(strings.TrimSpace(k), "T")
		i, err := strconv.Atoi(k)
		if !ok || err != nil || i < 1 || strings.TrimSpace(name) == "" {
			return nil, fmt.Errorf("line %d: a town line reads \"town T1 = Port Aven\", not %q", n+1, line)
		}
		towns[i] = strings.TrimSpace(name)
	}
	for n, raw := range lines {
		line := strings.TrimSpace(raw)
		lower := strings.ToLower(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(lower, "town "):
			continue
		case strings.HasPrefix(lower, "tile "):
			var id, q, r int
			var name string
			if _, err := fmt.Sscanf(lower, "tile %d side %s (%d,%d)", &id, &name, &q, &r); err != nil {
				return nil, fmt.Errorf("line %d: a side starts with \"tile 1 side A (-2,-2)\" (the tile, the side, the first cell's q,r), not %q", n+1, line)
			}
			name = strings.ToUpper(name)
			var t *Tile
			for i := range tiles {
				if tiles[i].ID == id {
					t = &tiles[i]
				}
			}
			if t == nil {
				tiles = append(tiles, Tile{ID: id})
				t = &tiles[len(tiles)-1]
				t.Sides[0].Name = name
				side = &t.Sides[0]
			} else if t.Sides[1].Name == "" && t.Sides[0].Name != name {
				t.Sides[1].Name = name
				side = &t.Sides[1]
			} else {
				return nil, fmt.Errorf("line %d: tile %d side %s is given twice, or a tile has more than two sides", n+1, id, name)
			}
			origin, row = Coord{q, r}, 0
		default:
			if side == nil {
				return nil, fmt.Errorf("line %d: a row of hexes before any \"tile N side X (q,r)\" line", n+1)
			}
			for i, cell := range strings.Fields(line) {
				c := Coord{origin.Q + i, origin.R + row}
				h, err := parseCell(cell, towns)
				if err != nil {
					return nil, fmt.Errorf("line %d, cell %d: %v", n+1, i+1, err)
				}
				if h == nil {
					continue
				}
				h.Coord = c
				side.Hexes = append(side.Hexes, *h)
			}
			row++
		}
	}
	if len(tiles) == 0 {
		return nil, fmt.Errorf("no tiles: a side starts with \"tile 1 side A (-2,-2)\"")
	}
	return tiles, nil
}

// parseCell reads one cell of the text form; nil for "." (no hex).
func parseCell(cell string, towns map[int]string) (*Hex, error) {
	if cell == "." {
		return nil, nil
	}
	for t, l := range textLetters {
		if strings.EqualFold(cell, l) {
			return &Hex{Terrain: t}, nil
		}
	}
	if len(cell) >= 2 {
		n, err := strconv.Atoi(cell[1:])
		if err == nil {
			switch cell[0] {
			case 'T', 't':
				name, ok := towns[n]
				if !ok {
					return nil, fmt.Errorf("%q: no town T%d in the town lines (\"town T%d = Name\")", cell, n, n)
				}
				if cell[0] == 'T' {
					return &Hex{Terrain: Town, Name: name}, nil
				}
				return &Hex{Terrain: TownPort, Name: name}, nil
			case 'C', 'c':
				if n < 1 || n > len(CompanyKeys) {
					return nil, fmt.Errorf("%q: companies are C1 to C%d", cell, len(CompanyKeys))
				}
				if cell[0] == 'C' {
					return &Hex{Terrain: Company, Name: CompanyKeys[n-1]}, nil
				}
				return &Hex{Terrain: CompanyPort, Name: CompanyKeys[n-1]}, nil
			}
		}
	}
	return nil, fmt.Errorf("%q is not a cell: s sea, b sandbank, r rocks, Tn town, tn its port, Cn company, cn its port, . no hex", cell)
}
