package minicontainers

import (
	"strings"
	"testing"

	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// TestMiniContainersPrintables builds the player aids and the Automa and
// Dummy card, checks nothing overflowed, and reads the text back with
// pdftotext (skipped without poppler locally; fails under CI=true).
func TestMiniContainersPrintables(t *testing.T) {
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		d := New(paper, "Mini Containers")
		d.Aids([]string{"Ann", "Bob", "Cy"}, 0)
		d.AutomaCard()
		if d.Pages() != 3 {
			t.Fatalf("%d pages, want 2 of aids and 1 card", d.Pages())
		}
		if p := d.Problems(); len(p) > 0 {
			t.Fatalf("%s: %v", paper.Name, p)
		}
		pdf, err := d.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		text := pdftest.PDFText(t, pdf)
		for _, want := range []string{
			"MINI CONTAINERS", "player aid", "Ann", "Bob", "Cy", "share the win",
			"left container holds 6, right 7", "Trash volume 1-7",
			"every card left in the mini-decks", "plus 1 card from the draw pile",
			"Room for one card of each type", "lowest unique number", "adds up to 30 or more",
			"AUTOMA & DUMMY", "highest value", "type is most present", "starting player chooses",
			"leftmost", "nobody wins", "extra container", "discarded",
			// mini-containers.txt, "Set up": "Each player receives 12 cards."
			"deal 12 to each player",
			// "Automa Module": "Every time, before the starting player
			// reveals the top card from his Mini-Deck, he plays one of the
			// open cards"; tallyman plays it at the start of the turn,
			// before the reveal or the pass (docs/rules-decisions.md).
			"At the start of each turn of the starting player, before they reveal or pass, the Automa plays",
		} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the PDF lacks %q", paper.Name, want)
			}
		}
	}
}

// TestAidsPerPlayer: player aids are printed one per player, two to a
// page, the last page filled with a spare, as Container's: by names, else
// by --players, else the default (Mini Containers: one page of 2; Boxes in its
// own TestAidsPerPlayer).
func TestAidsPerPlayer(t *testing.T) {
	for _, c := range []struct {
		name  string
		build func(d *Doc)
		pages int
		want  []string
	}{
		{"mini, 5 players", func(d *Doc) { d.Aids(nil, 5) }, 3, []string{"MINI CONTAINERS"}},
		{"mini, names", func(d *Doc) { d.Aids([]string{"Ann", "Bob", "Cy"}, 0) }, 2, []string{"Ann", "Cy"}},
		{"mini, 1 player", func(d *Doc) { d.Aids(nil, 1) }, 1, []string{"MINI CONTAINERS"}},
		{"mini, no count", func(d *Doc) { d.Aids(nil, 0) }, 1, []string{"MINI CONTAINERS"}},
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

// TestMiniContainersReadable: every piece of text of the aids and the
// Automa card, on A4 and Letter, is 8 pt or more (the cards may shrink
// their text to 6.6 pt to fit; the deal and the Automa's timing, added
// later, must not push them below 8).
func TestMiniContainersReadable(t *testing.T) {
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		d := New(paper, "Mini Containers")
		d.PDF.SetCompression(false)
		d.Aids([]string{"Ann", "Bob"}, 0)
		d.AutomaCard()
		pdf, err := d.Bytes()
		pdftest.Must(t, err)
		sizes := pdftest.TextSizes(pdf)
		if len(sizes) == 0 {
			t.Fatalf("%s: no text sizes read", paper.Name)
		}
		for size, n := range sizes {
			if size < 8 {
				t.Errorf("%s: %d pieces of text at %.2f pt", paper.Name, n, size)
			}
		}
	}
}
