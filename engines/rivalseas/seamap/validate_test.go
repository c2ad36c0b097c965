package seamap

import (
	"strings"
	"testing"
)

// hexAt returns a pointer to the hex at c on tile index ti, side si.
func hexAt(tiles []Tile, ti, si int, c Coord) *Hex {
	for i := range tiles[ti].Sides[si].Hexes {
		if tiles[ti].Sides[si].Hexes[i].Coord == c {
			return &tiles[ti].Sides[si].Hexes[i]
		}
	}
	panic("no such hex")
}

// TestValidate: the default and tiny data pass; each broken copy of the
// default data fails with a message naming the fault. (Default tile 1 side
// A: bluewave company (2,-1), port (1,0); Blakeney (-2,2), port (-2,1).)
func TestValidate(t *testing.T) {
	if err := Validate(DefaultTiles(), DefaultPattern()); err != nil {
		t.Fatalf("default data: %v", err)
	}
	if err := Validate(tinyTiles(), tinyPattern()); err != nil {
		t.Fatalf("tiny data: %v", err)
	}
	tests := []struct {
		name   string
		mutate func(tiles []Tile, p *Pattern) []Tile
		want   string
	}{
		{"duplicate coordinate", func(ts []Tile, p *Pattern) []Tile {
			ts[0].Sides[0].Hexes[1].Coord = ts[0].Sides[0].Hexes[0].Coord
			return ts
		}, "tile 1 side 0 (\"A\"): two hexes at (0,-2)"},
		{"unknown terrain", func(ts []Tile, p *Pattern) []Tile {
			hexAt(ts, 0, 0, Coord{0, 0}).Terrain = "lava"
			return ts
		}, "hex (0,0) has unknown terrain \"lava\""},
		{"company without port", func(ts []Tile, p *Pattern) []Tile {
			*hexAt(ts, 0, 0, Coord{1, 0}) = Hex{Coord: Coord{1, 0}, Terrain: Sea}
			return ts
		}, "company bluewave has 0 ports; it needs exactly one"},
		{"port not touching", func(ts []Tile, p *Pattern) []Tile {
			*hexAt(ts, 0, 0, Coord{1, 0}) = Hex{Coord: Coord{1, 0}, Terrain: Sea}
			*hexAt(ts, 0, 0, Coord{0, 0}) = Hex{Coord: Coord{0, 0}, Terrain: CompanyPort, Name: "bluewave"}
			return ts
		}, "company bluewave's port (0,0) does not touch it at (2,-1)"},
		{"unknown company", func(ts []Tile, p *Pattern) []Tile {
			hexAt(ts, 0, 0, Coord{2, -1}).Name = "acme"
			return ts
		}, "names company \"acme\""},
		{"name on sea", func(ts []Tile, p *Pattern) []Tile {
			hexAt(ts, 0, 0, Coord{0, 0}).Name = "Atlantis"
			return ts
		}, "sea hex (0,0) is named \"Atlantis\""},
		{"ports too close on one side", func(ts []Tile, p *Pattern) []Tile {
			// Blakeney moves to town (-1,2), port (-1,1): distance 2 from
			// the bluewave port (1,0), one hex between.
			*hexAt(ts, 0, 0, Coord{-2, 2}) = Hex{Coord: Coord{-2, 2}, Terrain: Sea}
			*hexAt(ts, 0, 0, Coord{-2, 1}) = Hex{Coord: Coord{-2, 1}, Terrain: Sea}
			*hexAt(ts, 0, 0, Coord{-1, 2}) = Hex{Coord: Coord{-1, 2}, Terrain: Town, Name: "Blakeney"}
			*hexAt(ts, 0, 0, Coord{-1, 1}) = Hex{Coord: Coord{-1, 1}, Terrain: TownPort, Name: "Blakeney"}
			return ts
		}, "have 1 hex between them, fewer than the port gap of 2, so this side could never be laid"},
		{"companies differ between sides", func(ts []Tile, p *Pattern) []Tile {
			for _, c := range []Coord{{0, 2}, {0, 1}} {
				*hexAt(ts, 0, 1, c) = Hex{Coord: c, Terrain: Sea}
			}
			return ts
		}, "tile 1: side \"A\" shows companies [bluewave], side \"B\" shows []"},
		{"company on two tiles", func(ts []Tile, p *Pattern) []Tile {
			for si := range 2 {
				for i, h := range ts[1].Sides[si].Hexes {
					if h.Name == "vivaverde" {
						ts[1].Sides[si].Hexes[i].Name = "bluewave"
					}
				}
			}
			return ts
		}, "company \"bluewave\" is on tile 1 and tile 2"},
		{"town on two sides", func(ts []Tile, p *Pattern) []Tile {
			for i, h := range ts[1].Sides[0].Hexes {
				if h.Name == "Saltmere" {
					ts[1].Sides[0].Hexes[i].Name = "Blakeney"
				}
			}
			return ts
		}, "town \"Blakeney\" is also on tile 1 side 0"},
		{"other outline", func(ts []Tile, p *Pattern) []Tile {
			ts[2].Sides[1].Hexes = append(ts[2].Sides[1].Hexes, Hex{Coord: Coord{3, 0}, Terrain: Sea})
			return ts
		}, "tile 3 side 1 (\"B\"): its hexes cover another outline"},
		{"tiles overlapping", func(ts []Tile, p *Pattern) []Tile {
			p.Slots[1].Origin = Coord{2, 2}
			return ts
		}, "slots \"top left\" and \"top right\" overlap"},
		{"not seamless", func(ts []Tile, p *Pattern) []Tile {
			p.Slots[3].Origin = Coord{20, 20}
			return ts
		}, "do not form one connected field"},
		{"turn out of range", func(ts []Tile, p *Pattern) []Tile {
			p.Slots[0].Turns = append(p.Slots[0].Turns, 6)
			return ts
		}, "slot \"top left\": turn 6 is outside 0-5"},
		{"too few tiles", func(ts []Tile, p *Pattern) []Tile {
			return ts[:3]
		}, "3 tiles for 4 slots"},
		{"tile ID twice", func(ts []Tile, p *Pattern) []Tile {
			ts[3].ID = 1
			return ts
		}, "tile ID 1 is used twice"},
		{"slot name twice", func(ts []Tile, p *Pattern) []Tile {
			p.Slots[2].Name = "top left"
			return ts
		}, "slot name \"top left\" is used twice"},
		{"negative gap", func(ts []Tile, p *Pattern) []Tile {
			p.MinPortGap = -1
			return ts
		}, "min_port_gap is -1"},
	}
	for _, tt := range tests {
		p := DefaultPattern()
		tiles := tt.mutate(DefaultTiles(), &p)
		err := Validate(tiles, p)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Validate = %v\nwant an error containing %q", tt.name, err, tt.want)
		}
	}
}

// TestValidateOutlineTurns: a tile that is not symmetric under a slot's
// turns would leave gaps; Validate says which turn. A two-hex tile turned
// 60 degrees covers other hexes.
func TestValidateOutlineTurns(t *testing.T) {
	side := func(name string) Side {
		return Side{Name: name, Hexes: []Hex{{Coord{0, 0}, Sea, ""}, {Coord{1, 0}, Sea, ""}}}
	}
	tiles := []Tile{{ID: 1, Sides: [2]Side{side("A"), side("B")}}}
	p := Pattern{MinPortGap: 2, Slots: []Slot{{Name: "only", Turns: []int{0, 1}}}}
	err := Validate(tiles, p)
	if err == nil || !strings.Contains(err.Error(), "slot \"only\": turn 1 changes the tile's outline against turn 0") {
		t.Errorf("Validate = %v", err)
	}
	p.Slots[0].Turns = []int{0}
	if err := Validate(tiles, p); err != nil {
		t.Errorf("turn 0 only: %v", err)
	}
}

// TestLoad: the embedded JSON reads back into the default data; broken JSON
// and data failing Validate are refused.
func TestLoad(t *testing.T) {
	d, err := Load(DefaultJSON())
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Tiles) != 4 || len(d.Pattern.Slots) != 4 || d.Pattern.MinPortGap != 2 {
		t.Errorf("default data: %d tiles, %d slots, gap %d; want 4, 4, 2", len(d.Tiles), len(d.Pattern.Slots), d.Pattern.MinPortGap)
	}
	if _, err := Load([]byte("{")); err == nil || !strings.Contains(err.Error(), "reading sea map data") {
		t.Errorf("Load of broken JSON = %v", err)
	}
	if _, err := Load([]byte(`{"pattern":{"slots":[]},"tiles":[]}`)); err == nil || !strings.Contains(err.Error(), "no slots") {
		t.Errorf("Load of empty data = %v", err)
	}
}

// TestPlayable: the stand-in tiles hold the four companies and a town on
// every side; with tile 2 all sea, Viva Verde is on no tile and both its
// sides lack a town (rival-seas.txt, "Components", "Anatomy of a Sea
// Tile").
func TestPlayable(t *testing.T) {
	tiles := DefaultTiles()
	if err := Playable(tiles); err != nil {
		t.Fatalf("the stand-in tiles: %v", err)
	}
	for s := range tiles[1].Sides {
		for i, h := range tiles[1].Sides[s].Hexes {
			tiles[1].Sides[s].Hexes[i] = Hex{Coord: h.Coord, Terrain: Sea}
		}
	}
	want := "sea tiles: tile 2 side A has no town; every side of a tile shows a town and its port (the tiles contain \"ports, towns, companies and navigable water\")\n" +
		"sea tiles: tile 2 side B has no town; every side of a tile shows a town and its port (the tiles contain \"ports, towns, companies and navigable water\")\n" +
		"sea tiles: company vivaverde (Viva Verde Olives) is on no tile; each of the four companies has its hex and port on a tile"
	if err := Playable(tiles); err == nil || err.Error() != want {
		t.Errorf("tile 2 all sea:\n%v\nwant\n%s", err, want)
	}
}
