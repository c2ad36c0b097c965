package container

import (
	"fmt"
	"strings"
	"testing"

	"tallyman/engines/container"
	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// longNames are five names of 40 characters (the most a name may have),
// two of them alike but for the last letter.
var longNames = []string{
	"MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM1",
	"Maximilian-Alexander von Habsburg-Lothri",
	"MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM2",
	"Alexandrina Konstantina Wellington-Smyth",
	"Evangeline Montgomery-Featherstonehaughs",
}

// setupSheet prints the setup sheet (classic, else Off-Shore) of a game
// of names on paper, uncompressed (for pdftest.TextSizes), the player at
// seat first starting.
func setupSheet(t *testing.T, offshore bool, paper pdfkit.Paper, names []string, first int) (*Doc, []byte) {
	t.Helper()
	opts := container.Options{}
	if offshore {
		opts.Edition = container.EditionOffshore
	}
	s, _, err := container.Setup(names, opts, 1)
	pdftest.Must(t, err)
	s.First = first
	d := New(paper, "setup")
	d.PDF.SetCompression(false)
	if offshore {
		pdftest.Must(t, d.OffshoreSetup(s, container.LengthShort, ""))
	} else {
		pdftest.Must(t, d.Setup(s, ""))
	}
	pdf, err := d.Bytes()
	pdftest.Must(t, err)
	return d, pdf
}

// TestSetupSheetKeepsEveryLongName: on the setup sheet of 3 or 5 players
// with 40-character names, on A4 and Letter, the order of play names every
// player whole (wrapped, never cut), the starting player's row keeps its
// "(starts)" with the name cut instead, and a name cut in its row has its
// seat beside it.
func TestSetupSheetKeepsEveryLongName(t *testing.T) {
	for _, offshore := range []bool{false, true} {
		for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
			for _, n := range []int{3, 5} {
				name := fmt.Sprintf("offshore %v, %s, %d players", offshore, paper.Name, n)
				names := longNames[:n]
				d, pdf := setupSheet(t, offshore, paper, names, 2)
				text := pdftest.NamesText(t, pdf) // "…" reads as "..."
				order, _, _ := strings.Cut(text[strings.Index(text, "Then "):], " Each player takes")
				for i, p := range names {
					if !strings.Contains(order, p) {
						t.Errorf("%s: %q (seat %d) is not whole in the order of play: %s", name, p, i+1, order)
					}
				}
				for _, p := range d.Problems() {
					if strings.Contains(p, "Then ") {
						t.Errorf("%s: the order of play was cut: %s", name, p)
					}
				}
				if offshore {
					continue // its players' table has no "(starts)"
				}
				if !strings.Contains(text, "... (seat 3) (starts)") {
					t.Errorf("%s: the starting player's row is not the cut name, its seat and (starts): %s", name, text)
				}
				if !strings.Contains(text, "... (seat 1)") {
					t.Errorf("%s: seat 1's cut name has no seat beside it: %s", name, text)
				}
			}
		}
	}
}

// TestOrderOfPlayWrapsAtReadableSize: five players with ordinary
// 22-character names: the order of play wraps rather than shrinking, so
// no text of the setup sheet but its footer is under 8 pt.
func TestOrderOfPlayWrapsAtReadableSize(t *testing.T) {
	names := []string{"Alexandrina Konstantin", "Bartholomew Fitzgerald", "Christopher Wellington", "Dorothea Featherstonee", "Evangeline Montgomeryy"}
	foot := New(pdfkit.A4, "footer")
	foot.PDF.SetCompression(false)
	foot.AddPage()
	foot.Footer("tallyman · Container setup")
	footPDF, err := foot.Bytes()
	pdftest.Must(t, err)
	footSmall := 0
	for size, n := range pdftest.TextSizes(footPDF) {
		if size < 8 {
			footSmall += n
		}
	}
	for _, offshore := range []bool{false, true} {
		for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
			d, pdf := setupSheet(t, offshore, paper, names, 0)
			small := 0
			for size, n := range pdftest.TextSizes(pdf) {
				if size < 8 {
					small += n
				}
			}
			if small > footSmall*d.Pages() {
				t.Errorf("offshore %v, %s: %d pieces of text under 8 pt, the footers have %d: %v", offshore, paper.Name, small, footSmall*d.Pages(), pdftest.TextSizes(pdf))
			}
			if p := d.Problems(); len(p) > 0 {
				t.Errorf("offshore %v, %s: %v", offshore, paper.Name, p)
			}
		}
	}
}
