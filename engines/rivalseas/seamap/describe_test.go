package seamap

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata golden files")

// TestDescribe: one line per slot, in slot order, with the tile, the side's
// printed name and the turn as the table turns it.
func TestDescribe(t *testing.T) {
	tiles, p := DefaultTiles(), DefaultPattern()
	l := lay([3]int{4, 1, 3}, [3]int{1, 1, 1}, [3]int{2, 1, 5}, [3]int{3, 0, 0})
	want := []string{
		"top left: tile 4, side B, turned 180 degrees",
		"top right: tile 1, side B, turned 60 degrees clockwise",
		"bottom left: tile 2, side B, turned 60 degrees anticlockwise",
		"bottom right: tile 3, side A, upright",
	}
	got := Describe(tiles, p, l)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Describe =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	bad := Describe(tiles, p, lay([3]int{4, 1, 3}))
	if len(bad) != 1 || !strings.Contains(bad[0], "has 1 placements; the pattern has 4 slots") {
		t.Errorf("Describe of a short layout = %q", bad)
	}
	turns := []string{"upright", "turned 60 degrees clockwise", "turned 120 degrees clockwise", "turned 180 degrees", "turned 120 degrees anticlockwise", "turned 60 degrees anticlockwise"}
	for turn, w := range turns {
		if got := TurnText(turn); got != w {
			t.Errorf("TurnText(%d) = %q, want %q", turn, got, w)
		}
	}
}

// TestDrawTiny: the tiny map drawn, worked by hand. West: tile 1 side A
// turned 180 degrees (company C1 at (0,0), port c1 at (-1,0)); east: tile 2
// side B upright (company C2 at (2,1), port c2 at (1,2)). A hex (q, r) is
// drawn at column 4q+2r, less the smallest such column (-4 for (-1,0)).
func TestDrawTiny(t *testing.T) {
	tiles, p := tinyTiles(), tinyPattern()
	l := lay([3]int{1, 0, 3}, [3]int{2, 1, 0})
	if err := Check(tiles, p, l); err != nil {
		t.Fatalf("test layout: %v", err)
	}
	want := "" +
		"  ~~  ~~\n" +
		"c1  C1  ~~  ~~  ~~\n" +
		"  ~~  ~~  ~~  C2  ~~\n" +
		"            c2  ~~\n" +
		"\n" +
		"~~ sea   :: sandbank   ^^ rocks   Tn town, tn its port   Cn company, cn its port\n" +
		"C1 Bluewave Tuna   C2 Viva Verde Olives\n"
	if got := Draw(tiles, p, l); got != want {
		t.Errorf("Draw =\n%s\nwant\n%s", got, want)
	}
}

// TestDrawGolden: one default layout against testdata/draw_default.golden
// (go test -update rewrites it; read the diff before committing). Every
// line fits 80 columns without trailing spaces, and the field shows 76 hexes
// with 4 companies and 5 towns.
func TestDrawGolden(t *testing.T) {
	tiles, p := DefaultTiles(), DefaultPattern()
	l := lay([3]int{4, 1, 3}, [3]int{1, 1, 1}, [3]int{2, 1, 5}, [3]int{3, 1, 4})
	if err := Check(tiles, p, l); err != nil {
		t.Fatalf("test layout: %v", err)
	}
	got := Draw(tiles, p, l)
	path := filepath.Join("testdata", "draw_default.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("Draw differs from %s:\n%s", path, got)
	}
	cells := 0
	for i, line := range strings.Split(strings.TrimSuffix(got, "\n"), "\n") {
		if len(line) > 80 || strings.TrimRight(line, " ") != line {
			t.Errorf("line %d %q: over 80 columns or trailing space", i+1, line)
		}
		if line == "" {
			break
		}
		cells += len(strings.Fields(line))
	}
	if cells != 76 {
		t.Errorf("%d hex cells drawn, want 76", cells)
	}
	for _, s := range []string{"C1 Bluewave Tuna", "C4 Goldcoast Bananas", "T5 "} {
		if !strings.Contains(got, s) {
			t.Errorf("legend lacks %q", s)
		}
	}
}

func fmtCoords(cs []Coord) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteString("(" + itoa(c.Q) + "," + itoa(c.R) + ")")
	}
	return b.String()
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
