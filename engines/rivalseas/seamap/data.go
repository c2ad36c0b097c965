package seamap

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

// defaultJSON holds the stand-in tiles and pattern. The printed tiles of
// Rival Seas are not transcribed; these four double-sided tiles are invented
// to fit the rules ("Components": 4 double-sided Sea Tiles; "Anatomy of a
// Sea Tile"): hexagons of radius 2 (19 hexes), laid in a 2 x 2 rhombus
// whose slots allow all six turns. Each tile carries one company on both
// sides (tile 1 Bluewave, 2 Viva Verde, 3 Roast & Co, 4 Goldcoast), so every
// layout shows all four; tiles 1, 2 and 4 carry one town a side and tile 3
// two, so every layout shows five towns. Blakeney is named in the rules; the
// other town names are invented.
//
//go:embed default_tiles.json
var defaultJSON []byte

// Data is the shape of a sea-map board data file such as
// default_tiles.json: {"pattern": Pattern, "tiles": [Tile...]}. Other keys
// (such as "note") are ignored.
type Data struct {
	Pattern Pattern `json:"pattern"`
	Tiles   []Tile  `json:"tiles"`
}

// DefaultJSON returns a copy of the embedded default_tiles.json, for board
// data files that carry the sea map along with other tables.
func DefaultJSON() []byte { return append([]byte(nil), defaultJSON...) }

// Load reads a sea-map data file (see Data) and checks it with Validate.
func Load(b []byte) (Data, error) {
	var d Data
	if err := json.Unmarshal(b, &d); err != nil {
		return Data{}, fmt.Errorf("sea tiles: reading sea map data: %w", err)
	}
	if err := Validate(d.Tiles, d.Pattern); err != nil {
		return Data{}, err
	}
	return d, nil
}

func mustDefault() Data {
	d, err := Load(defaultJSON)
	if err != nil {
		panic("seamap: embedded default_tiles.json is broken: " + err.Error())
	}
	return d
}

// DefaultTiles returns the four stand-in double-sided sea tiles (a fresh
// copy each call): IDs 1-4, sides "A" and "B", 19 hexes a side at axial
// coordinates within distance 2 of (0,0). See defaultJSON for the design.
func DefaultTiles() []Tile { return mustDefault().Tiles }

// DefaultPattern returns the stand-in setup diagram: four slots "top left"
// (origin (0,0)), "top right" (3,2), "bottom left" (-2,5) and "bottom
// right" (1,7), every turn 0-5 allowed, and MinPortGap 2 (rival-seas.txt
// "Setup" step 1, rule 1: "There should always be 2 hexes between two
// ports").
func DefaultPattern() Pattern { return mustDefault().Pattern }
