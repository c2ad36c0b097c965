package seamap

import (
	"fmt"
	"strings"
)

// TurnText says a turn (0-5, 60-degree steps clockwise) the way the table
// turns a tile: "upright" (as printed, number at the top), "turned 60
// degrees clockwise", "turned 120 degrees clockwise", "turned 180 degrees",
// "turned 120 degrees anticlockwise", "turned 60 degrees anticlockwise".
func TurnText(turn int) string {
	switch ((turn % 6) + 6) % 6 {
	case 0:
		return "upright"
	case 1:
		return "turned 60 degrees clockwise"
	case 2:
		return "turned 120 degrees clockwise"
	case 3:
		return "turned 180 degrees"
	case 4:
		return "turned 120 degrees anticlockwise"
	default:
		return "turned 60 degrees anticlockwise"
	}
}

// Describe tells the table how to lay the tiles: one line per slot, in slot
// order, "<slot>: tile <id>, side <side name>, <TurnText>", e.g.
// "top right: tile 3, side B, turned 180 degrees". A layout that does not
// fit the pattern (wrong count, unknown or repeated tile, bad side or turn)
// gives a single line naming the fault.
func Describe(tiles []Tile, pattern Pattern, layout Layout) []string {
	if err := checkPlacements(tiles, pattern, layout); err != nil {
		return []string{err.Error()}
	}
	byID := tilesByID(tiles)
	lines := make([]string, len(layout.Placements))
	for i, p := range layout.Placements {
		lines[i] = fmt.Sprintf("%s: tile %d, side %s, %s", pattern.Slots[i].Name, p.Tile, byID[p.Tile].Sides[p.Side].Name, TurnText(p.Turn))
	}
	return lines
}

// Symbols are the plain-text marks Draw uses for each terrain: the first
// character of a two-character cell ("~~" sea, "::" sandbank, "^^" rocks;
// towns, companies and their ports get a number as second character: "T1"
// town 1, "t1" its port, "C1" company 1, "c1" its port).
var Symbols = map[Terrain]string{
	Sea: "~", Sandbank: ":", Rocks: "^", Town: "T", TownPort: "t", Company: "C", CompanyPort: "c",
}

// Draw returns a plain-text drawing of the playing field of a layout for the
// terminal, readable without colour: one text line per hex row, every hex a
// two-character cell four columns from its neighbour (rows shifted by two,
// pointy-top), then a legend. Companies are numbered in CompanyKeys order
// (C1 Bluewave Tuna ... C4 Goldcoast Bananas), towns in reading order of
// their town hexes. Lines are at most 80 columns for the default tiles and
// have no trailing spaces; the text ends with a newline. A malformed layout
// gives the fault's message instead.
func Draw(tiles []Tile, pattern Pattern, layout Layout) string {
	f, err := Field(tiles, pattern, layout)
	if err != nil {
		return err.Error() + "\n"
	}
	return DrawField(f)
}

// DrawField draws an already built field the way Draw does.
func DrawField(f *PlayField) string {
	if len(f.Hexes) == 0 {
		return ""
	}
	townNo := map[string]int{}
	var towns []string
	for _, h := range f.Hexes {
		if h.Terrain == Town {
			if _, ok := townNo[h.Name]; !ok {
				towns = append(towns, h.Name)
				townNo[h.Name] = len(towns)
			}
		}
	}
	companyNo := map[string]int{}
	for i, k := range CompanyKeys {
		companyNo[k] = i + 1
	}
	minCol, minR, maxR := 1<<30, f.Hexes[0].R, f.Hexes[len(f.Hexes)-1].R
	for _, h := range f.Hexes {
		minCol = min(minCol, 4*h.Q+2*h.R)
	}
	rows := make([][]byte, maxR-minR+1)
	for _, h := range f.Hexes {
		row := &rows[h.R-minR]
		col := 4*h.Q + 2*h.R - minCol
		for len(*row) < col+2 {
			*row = append(*row, ' ')
		}
		cell := Symbols[h.Terrain]
		if cell == "" {
			cell = "?"
		}
		switch h.Terrain {
		case Town, TownPort:
			cell += fmt.Sprint(townNo[h.Name] % 10)
		case Company, CompanyPort:
			cell += fmt.Sprint(companyNo[h.Name] % 10)
		default:
			cell += cell
		}
		copy((*row)[col:], cell)
	}
	var b strings.Builder
	for _, row := range rows {
		b.WriteString(strings.TrimRight(string(row), " "))
		b.WriteByte('\n')
	}
	b.WriteString("\n~~ sea   :: sandbank   ^^ rocks   Tn town, tn its port   Cn company, cn its port\n")
	var items []string
	for _, k := range CompanyKeys {
		if len(f.Find(Company, k)) > 0 {
			items = append(items, fmt.Sprintf("C%d %s", companyNo[k], CompanyTitle(k)))
		}
	}
	writeWrapped(&b, items)
	items = items[:0]
	for i, t := range towns {
		items = append(items, fmt.Sprintf("T%d %s", i+1, t))
	}
	writeWrapped(&b, items)
	return b.String()
}

// writeWrapped writes items three spaces apart, wrapping before 80 columns.
func writeWrapped(b *strings.Builder, items []string) {
	line := ""
	for _, it := range items {
		if line != "" && len(line)+3+len(it) > 80 {
			b.WriteString(line + "\n")
			line = ""
		}
		if line != "" {
			line += "   "
		}
		line += it
	}
	if line != "" {
		b.WriteString(line + "\n")
	}
}
