package seamap

import (
	"errors"
	"strings"
	"testing"
)

// TestPortGap: rival-seas.txt "Setup" step 1, rule 1, "There should always
// be 2 hexes between two ports": MinPortGap 2 means two hexes between, so
// ports at distance 3 (two hexes between) are allowed and at distance 2 (one
// hex between) refused. On the tiny pattern tile 1 side A lies in the west
// slot upright: its company (0,0) is inside, its port at (1,0). Tile 2's
// port moves (east slot origin (2,1), upright) to land at the given
// distance from (1,0), worked by hand.
func TestPortGap(t *testing.T) {
	tests := []struct {
		name      string
		company   Coord // tile 2's company, local
		port      Coord // tile 2's port, local
		field     Coord // where the port lands
		distance  int
		wantClose bool
	}{
		{"touching", Coord{-1, 1}, Coord{-1, 0}, Coord{1, 1}, 1, true},
		{"one hex between", Coord{0, -1}, Coord{0, 0}, Coord{2, 1}, 2, true},
		{"two hexes between", Coord{0, 0}, Coord{1, 0}, Coord{3, 1}, 3, false},
		{"two hexes between, other way", Coord{0, 0}, Coord{0, 1}, Coord{2, 2}, 3, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tiles := tinyTiles()
			tiles[1].Sides[0] = flower1("A", Hex{tt.company, Company, "vivaverde"}, Hex{tt.port, CompanyPort, "vivaverde"})
			if got := Distance(Coord{1, 0}, tt.field); got != tt.distance {
				t.Fatalf("test data: distance %d, want %d", got, tt.distance)
			}
			err := Check(tiles, tinyPattern(), lay([3]int{1, 0, 0}, [3]int{2, 0, 0}))
			var pc *PortsTooClose
			if got := errors.As(err, &pc); got != tt.wantClose {
				t.Fatalf("Check = %v; want ports too close: %v", err, tt.wantClose)
			}
			if !tt.wantClose {
				if err != nil {
					t.Fatalf("Check = %v, want nil", err)
				}
				return
			}
			if pc.A.Coord != (Coord{1, 0}) || pc.B.Coord != tt.field || pc.Distance != tt.distance || pc.MinPortGap != 2 {
				t.Errorf("PortsTooClose = %+v, want ports (1,0) and %v at distance %d", pc, tt.field, tt.distance)
			}
			for _, s := range []string{"ports too close", "rule 1", "bluewave's port (tile 1", "vivaverde's port (tile 2", "at least 2"} {
				if !strings.Contains(err.Error(), s) {
					t.Errorf("message %q lacks %q", err, s)
				}
			}
		})
	}
}

// TestOutside: on the tiny field (west tile around (0,0), east tile around
// (2,1)) only the two centres have all six neighbours on the field.
func TestOutside(t *testing.T) {
	f, err := Field(tinyTiles(), tinyPattern(), lay([3]int{1, 0, 0}, [3]int{2, 0, 0}))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Hexes) != 14 {
		t.Fatalf("%d hexes, want 14", len(f.Hexes))
	}
	tests := []struct {
		c    Coord
		want bool
	}{
		{Coord{0, 0}, false}, // west centre
		{Coord{2, 1}, false}, // east centre
		{Coord{1, 0}, true},  // west ring, touching the east tile but (2,-1) is off the field
		{Coord{1, 1}, true},  // east ring, (0,2) is off the field
		{Coord{-1, 0}, true}, // west ring on the far side
		{Coord{9, 9}, false}, // not on the field at all
	}
	for _, tt := range tests {
		if got := f.Outside(tt.c); got != tt.want {
			t.Errorf("Outside(%v) = %v, want %v", tt.c, got, tt.want)
		}
	}
	inside := 0
	for _, h := range f.Hexes {
		if !f.Outside(h.Coord) {
			inside++
		}
	}
	if inside != 2 {
		t.Errorf("%d hexes inside, want 2", inside)
	}
}

// TestCompaniesOutside: rival-seas.txt "Setup" step 1, rule 2. With tile 1
// on side B (company on its ring) and tile 2 on side A (company on its
// ring) both companies are on the outside; with tile 2 on side B its company
// sits on the east centre, inside. Ports are kept apart in both layouts
// (west port (0,0); east port (3,0) or (1,2), 3 away), so only rule 2 is
// at stake.
func TestCompaniesOutside(t *testing.T) {
	tests := []struct {
		name   string
		layout Layout
		want   bool
	}{
		{"both on the ring", lay([3]int{1, 1, 0}, [3]int{2, 0, 0}), true},
		{"east company at the centre", lay([3]int{1, 1, 0}, [3]int{2, 1, 0}), false},
	}
	for _, tt := range tests {
		err := Check(tinyTiles(), tinyPattern(), tt.layout)
		var co *CompaniesOutside
		if got := errors.As(err, &co); got != tt.want {
			t.Errorf("%s: Check = %v, want all outside: %v", tt.name, err, tt.want)
			continue
		}
		if !tt.want && err != nil {
			t.Errorf("%s: Check = %v, want nil", tt.name, err)
		}
		if tt.want {
			if len(co.Companies) != 2 || !strings.Contains(err.Error(), "rule 2") || !strings.Contains(err.Error(), "bluewave, vivaverde") {
				t.Errorf("%s: %v (companies %v)", tt.name, err, co.Companies)
			}
		}
	}
}

// TestCheckMalformed: layouts that do not fit the pattern are refused with a
// message naming what is allowed.
func TestCheckMalformed(t *testing.T) {
	tests := []struct {
		name   string
		layout Layout
		want   string
	}{
		{"one placement short", lay([3]int{1, 0, 0}), "has 1 placements; the pattern has 2 slots"},
		{"unknown tile", lay([3]int{1, 0, 0}, [3]int{7, 0, 0}), "no tile 7 (tiles are 1, 2)"},
		{"tile twice", lay([3]int{1, 0, 0}, [3]int{1, 1, 0}), "tile 1 is laid twice"},
		{"side 2", lay([3]int{1, 2, 0}, [3]int{2, 0, 0}), "side 2; a side is 0 (A) or 1 (B)"},
		{"turn not allowed", lay([3]int{1, 0, 1}, [3]int{2, 0, 0}), "turn 1 is not allowed there (allowed turns: [0 3]"},
		{"slots out of order", Layout{Placements: []Placement{{Slot: 1, Tile: 1}, {Slot: 0, Tile: 2}}}, "placements go in slot order"},
	}
	for _, tt := range tests {
		err := Check(tinyTiles(), tinyPattern(), tt.layout)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Check = %v, want an error containing %q", tt.name, err, tt.want)
		}
	}
}

// TestFieldLookup: Field places hexes where Rotate and the slot origin say
// and remembers where they came from.
func TestFieldLookup(t *testing.T) {
	f, err := Field(tinyTiles(), tinyPattern(), lay([3]int{2, 1, 3}, [3]int{1, 0, 3}))
	if err != nil {
		t.Fatal(err)
	}
	// Tile 1 side A turned 180 degrees in the east slot: its port (1,0)
	// goes to (-1,0), moved by (2,1) to (1,1).
	h, ok := f.At(Coord{1, 1})
	if !ok || h.Terrain != CompanyPort || h.Name != "bluewave" || h.Tile != 1 || h.Slot != 1 || h.Local != (Coord{1, 0}) {
		t.Errorf("At((1,1)) = %+v, %v; want tile 1's port from local (1,0)", h, ok)
	}
	// Tile 2 side B turned 180 degrees in the west slot: its port (-1,1)
	// lands on (1,-1).
	if got := f.Find(CompanyPort, "vivaverde"); len(got) != 1 || got[0].Coord != (Coord{1, -1}) {
		t.Errorf("vivaverde port = %+v, want at (1,-1)", got)
	}
	for i := 1; i < len(f.Hexes); i++ {
		if !f.Hexes[i-1].Coord.Less(f.Hexes[i].Coord) {
			t.Fatalf("hexes not in reading order at %d", i)
		}
	}
}
