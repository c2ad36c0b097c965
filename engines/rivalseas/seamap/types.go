// Package seamap describes the sea tiles of Rival Seas as hex maps and lays
// them out at random under the setup rules (../shared/rules/rival-seas.txt,
// "Setup", step 1): ports never closer than the rule allows, and not every
// company on the outside of the playing field.
//
// Coordinates are axial (q, r) on pointy-top hexes. A tile's hexes are given
// relative to the tile's own origin; a layout places each tile at a slot of
// the setup pattern, on one of its two sides, turned in 60-degree steps.
package seamap

// Terrain is the kind of one hex ("Anatomy of a Sea Tile").
type Terrain string

// The terrains of a sea tile.
const (
	Sea         Terrain = "sea"          // navigable water: a navigation point costs 1 credit
	Sandbank    Terrain = "sandbank"     // a navigation point costs 2 credits
	Rocks       Terrain = "rocks"        // only with Navigation expert, 2 credits
	Town        Terrain = "town"         // no navigation point
	TownPort    Terrain = "town_port"    // a ship delivers here
	Company     Terrain = "company"      // containers are produced here
	CompanyPort Terrain = "company_port" // a ship loads here
)

// Coord is an axial hex coordinate.
type Coord struct {
	Q int `json:"q"`
	R int `json:"r"`
}

// Hex is one hex of a tile side. Name is the town's name for Town and
// TownPort hexes and the company key ("bluewave", "vivaverde", "roastco",
// "goldcoast") for Company and CompanyPort hexes; empty otherwise.
type Hex struct {
	Coord
	Terrain Terrain `json:"terrain"`
	Name    string  `json:"name,omitempty"`
}

// Side is one face of a tile: "A" or "B" and its hexes.
type Side struct {
	Name  string `json:"name"`
	Hexes []Hex  `json:"hexes"`
}

// Tile is one double-sided sea tile, numbered from 1.
type Tile struct {
	ID    int     `json:"id"`
	Sides [2]Side `json:"sides"`
}

// Slot is one place of the setup pattern: where a tile's origin goes, a
// name for telling the table ("top left"), and the turns (0-5, in 60-degree
// steps clockwise) a tile may take there so that the pattern stays seamless.
type Slot struct {
	Name   string `json:"name"`
	Origin Coord  `json:"origin"`
	Turns  []int  `json:"turns"`
}

// Pattern is the setup diagram: the slots and the layout rules' numbers.
// MinPortGap is the number of hexes that must lie between two ports (2 in
// the rules text: "There should always be 2 hexes between two ports").
type Pattern struct {
	Slots      []Slot `json:"slots"`
	MinPortGap int    `json:"min_port_gap"`
}

// Placement puts one tile on one slot: Side is 0 (A) or 1 (B), Turn 0-5.
type Placement struct {
	Slot int `json:"slot"`
	Tile int `json:"tile"`
	Side int `json:"side"`
	Turn int `json:"turn"`
}

// Layout is a full playing field: one placement per slot, in slot order.
type Layout struct {
	Placements []Placement `json:"placements"`
}
