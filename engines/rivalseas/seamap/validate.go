package seamap

import (
	"errors"
	"fmt"
	"sort"
)

// CompanyKeys are the four companies of Rival Seas in the order of the Stock
// Market board (rival-seas.txt "Company Payout": Bluewave Tuna, Viva Verde,
// Roast & Co, Goldcoast Bananas). Company and company-port hexes are named by
// these keys.
var CompanyKeys = []string{"bluewave", "vivaverde", "roastco", "goldcoast"}

// companyTitles are the companies' names as the rulebook prints them, for
// drawings and legends.
var companyTitles = map[string]string{
	"bluewave":  "Bluewave Tuna",
	"vivaverde": "Viva Verde Olives",
	"roastco":   "Roast & Co Coffee",
	"goldcoast": "Goldcoast Bananas",
}

// CompanyTitle returns the company's name as the rulebook prints it
// ("Bluewave Tuna" for "bluewave"), or the key itself when unknown.
func CompanyTitle(key string) string {
	if t, ok := companyTitles[key]; ok {
		return t
	}
	return key
}

var terrains = map[Terrain]bool{Sea: true, Sandbank: true, Rocks: true, Town: true, TownPort: true, Company: true, CompanyPort: true}

// Validate checks tiles and pattern as board data, before any layout, and
// returns every fault found joined in one error (errors.Join), or nil. The
// faults:
//
//   - pattern: no slots; a negative MinPortGap; a slot without a name or with
//     a name used twice; a slot without turns, a turn outside 0-5 or given
//     twice;
//   - tiles: not one tile per slot; an ID not positive or used twice; a side
//     without a name, or both sides named alike;
//   - a side: no hexes; two hexes at one coordinate; an unknown terrain; a
//     name missing on a town, port or company hex, or given on another; a
//     company key not in CompanyKeys; a town or company without exactly one
//     hex and one port next to each other; two ports closer than the port
//     gap rule allows (the side could never be laid);
//   - all sides: a different outline (set of coordinates) than tile 1 side A
//     (tiles must be interchangeable in the pattern); a tile whose sides
//     show different companies, or a company on two tiles (every layout must
//     show the same companies); a town name on two sides;
//   - pattern and outline: a slot turn that changes the outline (the field
//     would not be seamless), two slots whose tiles overlap, a field that is
//     not in one piece.
func Validate(tiles []Tile, pattern Pattern) error {
	var errs []error
	add := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("sea tiles: "+format, args...))
	}
	if len(pattern.Slots) == 0 {
		add("the pattern has no slots")
	}
	if pattern.MinPortGap < 0 {
		add("min_port_gap is %d; it counts hexes between ports and cannot be negative", pattern.MinPortGap)
	}
	slotNames := map[string]bool{}
	for i, s := range pattern.Slots {
		if s.Name == "" {
			add("slot %d has no name", i)
		} else if slotNames[s.Name] {
			add("slot name %q is used twice", s.Name)
		}
		slotNames[s.Name] = true
		if len(s.Turns) == 0 {
			add("slot %q allows no turn", s.Name)
		}
		seen := map[int]bool{}
		for _, t := range s.Turns {
			if t < 0 || t > 5 {
				add("slot %q: turn %d is outside 0-5 (60-degree steps clockwise)", s.Name, t)
			} else if seen[t] {
				add("slot %q: turn %d is listed twice", s.Name, t)
			}
			seen[t] = true
		}
	}
	if len(tiles) != len(pattern.Slots) {
		add("%d tiles for %d slots; every slot takes one tile and every tile is laid", len(tiles), len(pattern.Slots))
	}
	ids := map[int]bool{}
	companyTile := map[string]int{}
	townSide := map[string]string{}
	var outline map[Coord]bool
	for _, t := range tiles {
		if t.ID <= 0 {
			add("tile ID %d: tiles are numbered from 1", t.ID)
		} else if ids[t.ID] {
			add("tile ID %d is used twice", t.ID)
		}
		ids[t.ID] = true
		var sideCompanies [2][]string
		for si, side := range t.Sides {
			where := fmt.Sprintf("tile %d side %d (%q)", t.ID, si, side.Name)
			if side.Name == "" {
				add("tile %d side %d has no name", t.ID, si)
			}
			if si == 1 && side.Name != "" && side.Name == t.Sides[0].Name {
				add("tile %d: both sides are named %q", t.ID, side.Name)
			}
			sideCompanies[si] = validateSide(where, side, pattern.MinPortGap, add)
			for _, h := range side.Hexes {
				if h.Terrain == Town {
					if other, ok := townSide[h.Name]; ok {
						add("%s: town %q is also on %s; a town is printed once", where, h.Name, other)
					}
					townSide[h.Name] = where
				}
			}
			coords := map[Coord]bool{}
			for _, h := range side.Hexes {
				coords[h.Coord] = true
			}
			if outline == nil {
				outline = coords
			} else if !sameSet(outline, coords) {
				add("%s: its hexes cover another outline than the first tile's first side; all tiles must share one outline", where)
			}
		}
		if fmt.Sprint(sideCompanies[0]) != fmt.Sprint(sideCompanies[1]) {
			add("tile %d: side %q shows companies %v, side %q shows %v; both sides must show the same companies", t.ID, t.Sides[0].Name, sideCompanies[0], t.Sides[1].Name, sideCompanies[1])
		}
		for _, c := range sideCompanies[0] {
			if other, ok := companyTile[c]; ok && other != t.ID {
				add("company %q is on tile %d and tile %d; a company is on one tile only", c, other, t.ID)
			}
			companyTile[c] = t.ID
		}
	}
	if outline != nil && len(pattern.Slots) > 0 {
		errs = append(errs, validateFootprints(outline, pattern)...)
	}
	return errors.Join(errs...)
}

// validateSide checks one side's hexes and returns its company keys, sorted.
func validateSide(where string, side Side, gap int, add func(string, ...any)) []string {
	if len(side.Hexes) == 0 {
		add("%s has no hexes", where)
	}
	at := map[Coord]Hex{}
	for _, h := range side.Hexes {
		if _, dup := at[h.Coord]; dup {
			add("%s: two hexes at (%d,%d)", where, h.Q, h.R)
		}
		at[h.Coord] = h
		named := h.Terrain == Town || h.Terrain == TownPort || h.Terrain == Company || h.Terrain == CompanyPort
		switch {
		case !terrains[h.Terrain]:
			add("%s: hex (%d,%d) has unknown terrain %q (known: sea, sandbank, rocks, town, town_port, company, company_port)", where, h.Q, h.R, h.Terrain)
		case named && h.Name == "":
			add("%s: %s hex (%d,%d) has no name", where, h.Terrain, h.Q, h.R)
		case !named && h.Name != "":
			add("%s: %s hex (%d,%d) is named %q; only towns, companies and their ports have names", where, h.Terrain, h.Q, h.R, h.Name)
		case (h.Terrain == Company || h.Terrain == CompanyPort) && !containsString(CompanyKeys, h.Name):
			add("%s: hex (%d,%d) names company %q; the companies are %v", where, h.Q, h.R, h.Name, CompanyKeys)
		}
	}
	// Each town and company: exactly one hex and one port, touching.
	type pair struct{ land, port []Coord }
	groups := map[string]*pair{}
	kinds := map[string]string{}
	var names []string
	for _, h := range side.Hexes {
		var key, kind string
		switch h.Terrain {
		case Town, TownPort:
			key, kind = "town "+h.Name, "town"
		case Company, CompanyPort:
			key, kind = "company "+h.Name, "company"
		default:
			continue
		}
		g, ok := groups[key]
		if !ok {
			g = &pair{}
			groups[key] = g
			kinds[key] = kind
			names = append(names, key)
		}
		if h.Terrain == Town || h.Terrain == Company {
			g.land = append(g.land, h.Coord)
		} else {
			g.port = append(g.port, h.Coord)
		}
	}
	sort.Strings(names)
	var companies []string
	for _, key := range names {
		g := groups[key]
		if kinds[key] == "company" {
			companies = append(companies, key[len("company "):])
		}
		switch {
		case len(g.land) != 1:
			add("%s: %s has %d %s hexes; it needs exactly one", where, key, len(g.land), kinds[key])
		case len(g.port) != 1:
			add("%s: %s has %d ports; it needs exactly one, next to it", where, key, len(g.port))
		case Distance(g.land[0], g.port[0]) != 1:
			add("%s: %s's port (%d,%d) does not touch it at (%d,%d)", where, key, g.port[0].Q, g.port[0].R, g.land[0].Q, g.land[0].R)
		}
	}
	var ports []Hex
	for _, h := range side.Hexes {
		if IsPort(h.Terrain) {
			ports = append(ports, h)
		}
	}
	for i, a := range ports {
		for _, b := range ports[i+1:] {
			if d := Distance(a.Coord, b.Coord); d <= gap && d > 0 {
				add("%s: the ports of %s (%d,%d) and %s (%d,%d) have %s between them, fewer than the port gap of %d, so this side could never be laid", where, a.Name, a.Q, a.R, b.Name, b.Q, b.R, hexes(d-1), gap)
			}
		}
	}
	return companies
}

// validateFootprints checks that every allowed turn at a slot covers the same
// hexes, that slots do not overlap and that the field is in one piece.
func validateFootprints(outline map[Coord]bool, pattern Pattern) []error {
	var errs []error
	owner := map[Coord]string{}
	for _, s := range pattern.Slots {
		var ref map[Coord]bool
		for _, t := range s.Turns {
			fp := map[Coord]bool{}
			for c := range outline {
				fp[Place(c, s, t)] = true
			}
			if ref == nil {
				ref = fp
				continue
			}
			if !sameSet(ref, fp) {
				errs = append(errs, fmt.Errorf("sea tiles: slot %q: turn %d changes the tile's outline against turn %d, so the field would not be seamless", s.Name, t, s.Turns[0]))
			}
		}
		if ref == nil {
			continue
		}
		clash := ""
		for c := range ref {
			if o, ok := owner[c]; ok && clash == "" {
				clash = o
			}
			owner[c] = s.Name
		}
		if clash != "" {
			errs = append(errs, fmt.Errorf("sea tiles: slots %q and %q overlap: their tiles would cover the same hexes", clash, s.Name))
		}
	}
	if len(errs) > 0 || len(owner) == 0 {
		return errs
	}
	var start Coord
	for c := range owner {
		start = c
		break
	}
	seen := map[Coord]bool{start: true}
	queue := []Coord{start}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, n := range Neighbors(c) {
			if _, ok := owner[n]; ok && !seen[n] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	if len(seen) != len(owner) {
		errs = append(errs, errors.New("sea tiles: the slots' tiles do not form one connected field"))
	}
	return errs
}

func sameSet(a, b map[Coord]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for c := range a {
		if !b[c] {
			return false
		}
	}
	return true
}

func containsString(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
