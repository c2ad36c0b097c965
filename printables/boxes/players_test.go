package boxes

import (
	"image"
	"strings"
	"testing"

	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// verticalRules counts the vertical lines in img: pixel columns with a
// dark run (not near white) over at least minRun pixels, neighbouring
// columns counted once.
func verticalRules(img image.Image, minRun int) int {
	b := img.Bounds()
	n, prev := 0, false
	for x := b.Min.X; x < b.Max.X; x++ {
		run, best := 0, 0
		for y := b.Min.Y; y < b.Max.Y; y++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if (r+g+bl)/3 < 0xE000 {
				run++
				best = max(best, run)
			} else {
				run = 0
			}
		}
		line := best >= minRun
		if line && !prev {
			n++
		}
		prev = line
	}
	return n
}

// TestBoxesScorePadPerPlayer: the Boxes score pad has a column per player
// of the game (names, else --players blank columns, else 4: Boxes is for
// 2 to 4), drawn as a grid (column lines, as Container's pad), and says
// what a set is for the player count (boxes.txt, "Game Variants": 4 cards
// with 2 players, 3 with 3 or 4, with at least one 250 card; "End of the
// Game": 250 ECU a set). No rules-file name is printed.
func TestBoxesScorePadPerPlayer(t *testing.T) {
	for _, c := range []struct {
		name    string
		names   []string
		players int
		blanks  int
		want    []string
	}{
		{"a game of 3", []string{"Zoë", "Bob", "Cy"}, 0, 0, []string{"Zoë", "Bob", "Cy", "A set with 3 players: 3 cards of one colour with at least one 250 card"}},
		{"2 players, no names", nil, 2, 2, []string{"A set with 2 players: 4 cards of one colour with at least one 250 card"}},
		{"no count", nil, 0, 4, []string{"A set: 4 cards of one colour with 2 players, 3 with 3 or 4 players"}},
	} {
		d := New(pdfkit.A4, "Boxes")
		d.ScorePad(c.names, c.players, 0, "game boxes-1")
		if p := d.Problems(); len(p) > 0 {
			t.Errorf("%s: problems %v", c.name, p)
		}
		b, err := d.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		text := pdftest.PDFText(t, b)
		for _, w := range append(c.want, "Notes left", "Box cards", "Sets", "Set bonus", "250 ECU per set", "Total") {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the pad lacks %q", c.name, w)
			}
		}
		one := strings.Split(text, " ||| ")[0]
		if got := strings.Count(one, "name"); got != c.blanks {
			t.Errorf("%s: %d blank name cells, want %d", c.name, got, c.blanks)
		}
		if strings.Contains(text, ".txt") {
			t.Errorf("%s: a rules-file name is printed", c.name)
		}
		if c.name != "a game of 3" {
			continue
		}
		// The grid: a line left of each of the 3 player columns and one
		// after the last, plus the frame's left edge and the line after
		// the rule column: at least 5 long vertical lines (rendered at 60
		// dpi, a run of 2 cm).
		pages := pdftest.RenderPages(t, b, 60)
		if n := verticalRules(pages[0], 47); n < 5 {
			t.Errorf("%s: %d vertical grid lines, want at least 5", c.name, n)
		}
	}
}

// TestAidsPerPlayer: player aids are printed one per player, two to a
// page, the last page filled with a spare, as Container's: by names, else
// by --players, else the default (Boxes: 4, the most; Mini Containers: one
// page of 2, in its own package). The Boxes aid says the set for the
// player count.
func TestAidsPerPlayer(t *testing.T) {
	for _, c := range []struct {
		name  string
		build func(d *Doc)
		pages int
		want  []string
	}{
		{"boxes, 2 players", func(d *Doc) { d.Aids(nil, 2, 0) }, 1, []string{"A set: 4 cards of one colour"}},
		{"boxes, 3 players", func(d *Doc) { d.Aids(nil, 3, 0) }, 2, []string{"A set: 3 cards of one colour"}},
		{"boxes, names", func(d *Doc) { d.Aids([]string{"Ann", "Bob"}, 0, 0) }, 1, []string{"Ann", "Bob", "4 cards"}},
		{"boxes, no count", func(d *Doc) { d.Aids(nil, 0, 0) }, 2, []string{"4 cards of one colour with 2 players, 3 with 3 or 4 players"}},
	} {
		d := New(pdfkit.A4, "aids")
		c.build(d)
		if d.Pages() != c.pages {
			t.Errorf("%s: %d pages, want %d", c.name, d.Pages(), c.pages)
		}
		if p := d.Problems(); len(p) > 0 {
			t.Errorf("%s: problems %v", c.name, p)
		}
		b, err := d.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		text := pdftest.PDFText(t, b)
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the aids lack %q", c.name, w)
			}
		}
	}
}

// TestBoxesScorePadSubtitleFits: the score pad of a saved 4-player game
// names the game (its id, the four names, the day) and says what a set is
// (boxes.txt, "Game Variants": 3 cards with 3 or 4 players, at least one
// 250 card; "End of the Game": 250 ECU a set). Both print whole: nothing
// is cut with an ellipsis.
func TestBoxesScorePadSubtitleFits(t *testing.T) {
	names := []string{"Alexandra", "Bartholomew", "Christabel", "Maximilian"}
	game := "game boxes-20261201-1042 · Alexandra, Bartholomew, Christabel, Maximilian · started 1 December 2026"
	d := New(pdfkit.A4, "Boxes")
	d.ScorePad(names, 0, 0, game)
	if p := d.Problems(); len(p) > 0 {
		t.Errorf("problems %v", p)
	}
	b, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	text := pdftest.FlowText(t, b)
	for _, w := range []string{game, "A set with 4 players: 3 cards of one colour with at least one 250 card; 250 ECU per set."} {
		if !strings.Contains(text, w) {
			t.Errorf("the pad lacks %q:\n%s", w, text)
		}
	}
	if strings.Contains(text, "…") {
		t.Errorf("the pad cuts a text short:\n%s", text)
	}
}
