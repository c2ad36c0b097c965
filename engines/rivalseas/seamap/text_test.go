package seamap

import (
	"reflect"
	"sort"
	"strings"
	"testing"
)

// TestTextFormRoundTripsTheTiles: the text form of the stand-in tiles reads
// back to the same hexes, side by side.
func TestTextFormRoundTripsTheTiles(t *testing.T) {
	tiles := DefaultTiles()
	back, err := ParseText(FormatText(tiles))
	if err != nil {
		t.Fatal(err)
	}
	norm := func(ts []Tile) []Tile {
		for i := range ts {
			for s := range ts[i].Sides {
				h := ts[i].Sides[s].Hexes
				sort.Slice(h, func(a, b int) bool { return h[a].Coord.Less(h[b].Coord) })
			}
		}
		return ts
	}
	if !reflect.DeepEqual(norm(back), norm(tiles)) {
		t.Errorf("round trip changed the tiles")
	}
}

// TestTextFormReadsRowsFromTheFirstCell: the first cell of the first row
// is the header's (q,r); a row's cells step east, rows step south-east;
// "." leaves a hole. Hand-worked: (0,-1) s, (1,-1) T1, (0,0) is a hole,
// (1,0) t1, (2,0) C2.
func TestTextFormReadsRowsFromTheFirstCell(t *testing.T) {
	tiles, err := ParseText("town T1 = Port Aven\ntile 1 side A (0,-1)\ns T1\n. t1 C2\n")
	if err != nil {
		t.Fatal(err)
	}
	want := []Hex{
		{Coord: Coord{0, -1}, Terrain: Sea},
		{Coord: Coord{1, -1}, Terrain: Town, Name: "Port Aven"},
		{Coord: Coord{1, 0}, Terrain: TownPort, Name: "Port Aven"},
		{Coord: Coord{2, 0}, Terrain: Company, Name: "vivaverde"},
	}
	if got := tiles[0].Sides[0].Hexes; !reflect.DeepEqual(got, want) {
		t.Errorf("hexes %+v, want %+v", got, want)
	}
	for _, tc := range []struct{ text, want string }{
		{"tile 1 side A (0,0)\nx\n", `"x" is not a cell`},
		{"tile 1 side A (0,0)\nT3\n", "no town T3"},
		{"s s\n", "before any"},
		{"tile 1 side A (0,0)\nC5\n", "companies are C1 to C4"},
	} {
		if _, err := ParseText(tc.text); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
}
