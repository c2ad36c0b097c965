package seamap

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"tallyman/engines/seeded"
)

func key(l Layout) string { return fmt.Sprint(l.Placements) }

// TestTinyValidCount: the tiny map worked by hand (ports: tile 1 A (1,0)
// local, B (0,0); tile 2 A (1,-1), B (-1,1); the east slot adds (2,1)).
//
// Tile 1 west, tile 2 east: tile 1 A upright puts its port on (1,0), 2 from
// both east port places (3,0) and (1,2): 0 layouts. Tile 1 A turned (port
// (-1,0)) goes with all 4 east choices: 4. Tile 1 B (port (0,0), company
// outside) needs tile 2 B east for an inside company: 2 x 2 = 4.
//
// Tile 2 west, tile 1 east: west ports (1,-1) or (-1,1) are 2 from (1,1)
// (tile 1 A turned), so east is tile 1 A upright or tile 1 B either way (3
// choices). Tile 2 A west (company outside) needs tile 1 A east: 2 x 1 = 2;
// tile 2 B west: 2 x 3 = 6.
//
// 4 + 4 + 2 + 6 = 16 valid of 32 candidates.
func TestTinyValidCount(t *testing.T) {
	tiles, p := tinyTiles(), tinyPattern()
	valid, err := Valid(tiles, p)
	if err != nil {
		t.Fatal(err)
	}
	if len(valid) != 16 {
		t.Fatalf("%d valid layouts, want 16", len(valid))
	}
	if n, err := Count(tiles, p); n != 16 || err != nil {
		t.Errorf("Count = %d, %v; want 16", n, err)
	}
	// Brute force: every candidate, Check decides; the same set, in the
	// same order.
	cands := allCandidates(tiles, p)
	if len(cands) != 32 {
		t.Fatalf("%d candidates, want 32", len(cands))
	}
	var brute []string
	for _, l := range cands {
		if Check(tiles, p, l) == nil {
			brute = append(brute, key(l))
		}
	}
	for i, l := range valid {
		if i >= len(brute) || key(l) != brute[i] {
			t.Fatalf("valid layout %d = %s; brute force says %v", i, key(l), brute)
		}
		if nth, err := Nth(tiles, p, i); err != nil || key(nth) != key(l) {
			t.Errorf("Nth(%d) = %s, %v; want %s", i, key(nth), err, key(l))
		}
	}
	for _, i := range []int{-1, 16} {
		if _, err := Nth(tiles, p, i); err == nil || !strings.Contains(err.Error(), "there are 16 valid layouts") {
			t.Errorf("Nth(%d) error = %v", i, err)
		}
	}
}

// TestTinyUniform: Generate reaches every valid layout of the tiny map, and
// about equally often: 4,000 fixed seeds, 250 expected per layout; the
// chi-square statistic (15 degrees of freedom) must stay under 37.7, its
// 0.1% critical value. The seeds are fixed, so the test is deterministic.
func TestTinyUniform(t *testing.T) {
	tiles, p := tinyTiles(), tinyPattern()
	valid, err := Valid(tiles, p)
	if err != nil {
		t.Fatal(err)
	}
	index := map[string]int{}
	for i, l := range valid {
		index[key(l)] = i
	}
	const draws = 4000
	counts := make([]int, len(valid))
	for seed := range uint64(draws) {
		l, err := Generate(tiles, p, seeded.Rand(seed, 0))
		if err != nil {
			t.Fatal(err)
		}
		i, ok := index[key(l)]
		if !ok {
			t.Fatalf("seed %d: layout %s is not valid", seed, key(l))
		}
		counts[i]++
	}
	expected := float64(draws) / float64(len(valid))
	chi2 := 0.0
	for i, c := range counts {
		if c == 0 {
			t.Errorf("layout %s never drawn", key(valid[i]))
		}
		d := float64(c) - expected
		chi2 += d * d / expected
	}
	if chi2 > 37.7 {
		t.Errorf("chi-square %.1f over 37.7: counts %v", chi2, counts)
	}
}

// TestGenerateDefault1000: 1,000 seeds on the default tiles always give a
// layout keeping both rules (Check), and many different ones.
//
// The draws go through a prepared Layouts (counted once) to keep the test
// quick under -race; the package-level Generate is the same draw, checked
// on the first 20 seeds.
func TestGenerateDefault1000(t *testing.T) {
	tiles, p := DefaultTiles(), DefaultPattern()
	ls, err := NewLayouts(tiles, p)
	if err != nil {
		t.Fatal(err)
	}
	if ls.Count() != 52354 {
		t.Fatalf("Count = %d, want 52354", ls.Count())
	}
	seen := map[string]bool{}
	for seed := range uint64(1000) {
		l, err := ls.Generate(seeded.Rand(seed, 0))
		if seed < 20 {
			if g, err := Generate(tiles, p, seeded.Rand(seed, 0)); err != nil || key(g) != key(l) {
				t.Errorf("seed %d: Generate = %s, %v; Layouts.Generate = %s", seed, key(g), err, key(l))
			}
		}
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if err := Check(tiles, p, l); err != nil {
			t.Fatalf("seed %d: layout %s fails: %v", seed, key(l), err)
		}
		seen[key(l)] = true
	}
	// 1,000 draws from 52,354 layouts: about 10 repeats are expected.
	if len(seen) < 950 {
		t.Errorf("only %d different layouts in 1,000 seeds", len(seen))
	}
}

// TestGenerateReproducible: the same seed gives the same layout; Generate
// draws one number, so the generator is left where one IntN leaves it.
func TestGenerateReproducible(t *testing.T) {
	tiles, p := DefaultTiles(), DefaultPattern()
	for _, seed := range []uint64{0, 1, 42, 1 << 40} {
		a, err := Generate(tiles, p, seeded.Rand(seed, 7))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := Generate(tiles, p, seeded.Rand(seed, 7))
		if key(a) != key(b) {
			t.Errorf("seed %d: %s then %s", seed, key(a), key(b))
		}
		r1, r2 := seeded.Rand(seed, 7), seeded.Rand(seed, 7)
		_, _ = Generate(tiles, p, r1)
		r2.IntN(52354)
		if r1.Uint64() != r2.Uint64() {
			t.Errorf("seed %d: Generate drew more or less than one number", seed)
		}
	}
	a, _ := Generate(tiles, p, seeded.Rand(1, 0))
	b, _ := Generate(tiles, p, seeded.Rand(2, 0))
	if key(a) == key(b) {
		t.Errorf("seeds 1 and 2 give the same layout %s", key(a))
	}
}

// TestDefaultLayouts: the default tiles have 52,354 valid layouts out of
// 497,664 candidates (4! tile orders x 2^4 sides x 6^4 turns), a count
// cross-checked by running Check on every candidate while designing the
// tiles (442,908 fail the port gap, 2,402 only the outside rule). Here a
// fixed sample of 3,000 candidates is checked both ways: Check passes
// exactly for those Valid lists.
func TestDefaultLayouts(t *testing.T) {
	tiles, p := DefaultTiles(), DefaultPattern()
	valid, err := Valid(tiles, p)
	if err != nil {
		t.Fatal(err)
	}
	if len(valid) != 52354 {
		t.Fatalf("%d valid layouts, want 52354", len(valid))
	}
	set := map[string]bool{}
	for _, l := range valid {
		set[key(l)] = true
	}
	cands := allCandidates(tiles, p)
	if len(cands) != 497664 {
		t.Fatalf("%d candidates, want 497664", len(cands))
	}
	r := seeded.Rand(2024, 0)
	var ports, outside, ok int
	for range 3000 {
		l := cands[r.IntN(len(cands))]
		err := Check(tiles, p, l)
		if (err == nil) != set[key(l)] {
			t.Fatalf("layout %s: Check = %v, listed valid: %v", key(l), err, set[key(l)])
		}
		var pc *PortsTooClose
		var co *CompaniesOutside
		switch {
		case err == nil:
			ok++
		case errors.As(err, &pc):
			ports++
		case errors.As(err, &co):
			outside++
		default:
			t.Fatalf("layout %s: unexpected %v", key(l), err)
		}
	}
	if ok == 0 || ports == 0 || outside == 0 {
		t.Errorf("sample: %d valid, %d ports too close, %d companies outside; want some of each", ok, ports, outside)
	}
}

// TestNoValidLayout: when every company is on a tile's ring the outside rule
// can never be kept, and Generate says so.
func TestNoValidLayout(t *testing.T) {
	tiles := tinyTiles()
	tiles[0].Sides[0] = flower1("A", Hex{Coord{-1, 0}, Company, "bluewave"}, Hex{Coord{0, 0}, CompanyPort, "bluewave"})
	tiles[1].Sides[1] = flower1("B", Hex{Coord{0, -1}, Company, "vivaverde"}, Hex{Coord{1, -1}, CompanyPort, "vivaverde"})
	if n, err := Count(tiles, tinyPattern()); n != 0 || err != nil {
		t.Fatalf("Count = %d, %v; want 0", n, err)
	}
	if _, err := Generate(tiles, tinyPattern(), seeded.Rand(1, 0)); !errors.Is(err, ErrNoValidLayout) {
		t.Errorf("Generate error = %v, want ErrNoValidLayout", err)
	}
	if _, err := Generate(tiles[:1], tinyPattern(), seeded.Rand(1, 0)); err == nil || !strings.Contains(err.Error(), "1 tiles for 2 slots") {
		t.Errorf("Generate on bad data: %v", err)
	}
}
