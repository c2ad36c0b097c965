package seamap

import (
	"fmt"
	"strings"

	"tallyman/engines/words"
)

// PortsTooClose is the error for a layout breaking rule 1 of
// rival-seas.txt "Setup" step 1: "Ports cannot touch. There should always be
// 2 hexes between two ports." With MinPortGap hexes between them, two port
// hexes (town ports or company ports) must be at least MinPortGap+1 apart
// (Distance): with the rules' gap of 2, distance 3 is allowed and distance 2
// (one hex between) is refused.
type PortsTooClose struct {
	A, B       FieldHex // the two ports, A first in field order
	Distance   int      // Distance(A, B)
	MinPortGap int      // hexes the rule wants between them
}

func (e *PortsTooClose) Error() string {
	return fmt.Sprintf("sea tiles: ports too close (rules, Setup step 1, rule 1): %s and %s have %s between them; the rule wants at least %d",
		portLabel(e.A), portLabel(e.B), hexes(e.Distance-1), e.MinPortGap)
}

// CompaniesOutside is the error for a layout breaking rule 2 of
// rival-seas.txt "Setup" step 1: "Make sure that not all Companies are
// positioned on the outside of the playfield." It holds every company hex,
// all of them on the outside (PlayField.Outside). A field without any company
// hex breaks the rule too (no company is inside).
type CompaniesOutside struct {
	Companies []FieldHex
}

func (e *CompaniesOutside) Error() string {
	names := make([]string, len(e.Companies))
	for i, c := range e.Companies {
		names[i] = c.Name
	}
	return fmt.Sprintf("sea tiles: all companies on the outside of the playing field (rules, Setup step 1, rule 2): %s; at least one company hex must have all six neighbours on the field",
		strings.Join(names, ", "))
}

// hexes writes a count of hexes: "1 hex", "2 hexes".
func hexes(n int) string {
	if n == 1 {
		return "1 hex"
	}
	return fmt.Sprintf("%d hexes", n)
}

func portLabel(h FieldHex) string {
	return fmt.Sprintf("%s port (tile %d, local hex (%d,%d))", words.Possessive(h.Name), h.Tile, h.Local.Q, h.Local.R)
}

// Check tells whether a layout may be played: it must be well formed (one
// placement per slot, each tile once, allowed sides and turns, no overlap)
// and keep both rules of rival-seas.txt "Setup" step 1. It returns nil, or
// *PortsTooClose for the first pair of ports too close (in field order), or
// *CompaniesOutside, or an error naming the malformation.
func Check(tiles []Tile, pattern Pattern, layout Layout) error {
	f, err := Field(tiles, pattern, layout)
	if err != nil {
		return err
	}
	return checkField(f, pattern.MinPortGap)
}

func checkField(f *PlayField, gap int) error {
	var ports, companies []FieldHex
	for _, h := range f.Hexes {
		if IsPort(h.Terrain) {
			ports = append(ports, h)
		}
		if h.Terrain == Company {
			companies = append(companies, h)
		}
	}
	for i, a := range ports {
		for _, b := range ports[i+1:] {
			if d := Distance(a.Coord, b.Coord); d <= gap {
				return &PortsTooClose{A: a, B: b, Distance: d, MinPortGap: gap}
			}
		}
	}
	for _, c := range companies {
		if !f.Outside(c.Coord) {
			return nil
		}
	}
	return &CompaniesOutside{Companies: companies}
}
