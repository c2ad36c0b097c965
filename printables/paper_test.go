package printables

import (
	"image"
	"regexp"
	"strings"
	"sync"
	"testing"

	"tallyman/engines/container"
	rs "tallyman/engines/rivalseas"
	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// paperDoc is one document of some game, built on a Doc.
type paperDoc struct {
	name  string
	build func(t *testing.T, d *Doc)
	cut   bool // cards with cut marks (aids, join cards): marks stand in the margin
}

// paperDocs are every document of every game: those of worldDocs (with
// names) and those printed without a game or names.
func paperDocs(t *testing.T) []paperDoc {
	var docs []paperDoc
	for _, w := range worldDocs(t) {
		docs = append(docs, paperDoc{
			name:  w.name + " (names)",
			build: func(t *testing.T, d *Doc) { w.build(t, d, w.names) },
			cut:   strings.Contains(w.name, "aids") || strings.Contains(w.name, "join"),
		})
	}
	b := rs.DefaultBoard()
	return append(docs,
		paperDoc{"Container aids", func(t *testing.T, d *Doc) { d.ContainerAids(nil) }, true},
		paperDoc{"Container score pad", func(t *testing.T, d *Doc) { d.ContainerScorePad(nil, "") }, false},
		paperDoc{"Off-Shore aids", func(t *testing.T, d *Doc) { d.OffshoreAids(nil) }, true},
		paperDoc{"Off-Shore score pad", func(t *testing.T, d *Doc) { d.OffshoreScorePad(nil, "") }, false},
		paperDoc{"Off-Shore setup, no game", func(t *testing.T, d *Doc) { pdftest.Must(t, d.OffshoreSetup(nil, container.LengthShort, "")) }, false},
		paperDoc{"Boxes aids", func(t *testing.T, d *Doc) { d.BoxesAids(nil, 0, 0) }, true},
		paperDoc{"Boxes score pad", func(t *testing.T, d *Doc) { d.BoxesScorePad(nil, 0, 0, "") }, false},
		paperDoc{"Boxes card summary", func(t *testing.T, d *Doc) { d.BoxesCardSummary() }, false},
		paperDoc{"Mini Containers aids", func(t *testing.T, d *Doc) { d.MiniContainersAids(nil, 0) }, true},
		paperDoc{"Mini Containers Automa card", func(t *testing.T, d *Doc) { d.MiniContainersAutomaCard() }, true},
		paperDoc{"Rival Seas aids", func(t *testing.T, d *Doc) { d.RivalSeasAids(b, nil, 4) }, true},
		paperDoc{"Rival Seas score pad", func(t *testing.T, d *Doc) { d.RivalSeasScorePad(b, nil, 4, "") }, false},
		paperDoc{"Rival Seas setup, 2 players", func(t *testing.T, d *Doc) {
			pdftest.Must(t, d.RivalSeasSetup(rsSetup(t, nil, []string{"Ann", "Bob"}, 1, rs.Options{}), ""))
		}, false},
	)
}

// paperPDFs holds the PDFs built by builtPDF, by paper and document, so
// that the tests reading every document build each once.
var paperPDFs sync.Map

// builtPDF returns the PDF of doc on paper, built once per test binary.
func builtPDF(t *testing.T, paper pdfkit.Paper, doc paperDoc) []byte {
	t.Helper()
	key := paper.Name + "/" + doc.name
	if b, ok := paperPDFs.Load(key); ok {
		return b.([]byte)
	}
	d := New(paper, doc.name)
	doc.build(t, d)
	pdf, err := d.Bytes()
	pdftest.Must(t, err)
	paperPDFs.Store(key, pdf)
	return pdf
}

// inkIn says whether img has ink (a pixel darker than light grey) in r.
func inkIn(img image.Image, r image.Rectangle) (image.Point, bool) {
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			v, g, b, _ := img.At(x, y).RGBA()
			if (v+g+b)/3 < 0xD000 {
				return image.Pt(x, y), true
			}
		}
	}
	return image.Point{}, false
}

// TestNothingPrintsNearTheEdge renders every page of every document on A4
// and Letter: home printers cannot print the outer 4-5 mm, so nothing is
// within 5 mm of an edge, and on pages without cut marks (score pads,
// setup sheets, reports, with their footers) nothing is within 10 mm.
func TestNothingPrintsNearTheEdge(t *testing.T) {
	const dpi = 50
	px := func(mm float64) int { return int(mm / 25.4 * dpi) }
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		for _, tc := range paperDocs(t) {
			pdf := builtPDF(t, paper, tc)
			keep := 10.0
			if tc.cut {
				keep = 5
			}
			for i, pg := range pdftest.RenderPages(t, pdf, dpi) {
				b := pg.Bounds()
				k := px(keep)
				for _, band := range []struct {
					side string
					r    image.Rectangle
				}{
					{"top", image.Rect(0, 0, b.Dx(), k)},
					{"bottom", image.Rect(0, b.Dy()-k, b.Dx(), b.Dy())},
					{"left", image.Rect(0, 0, k, b.Dy())},
					{"right", image.Rect(b.Dx()-k, 0, b.Dx(), b.Dy())},
				} {
					if p, ok := inkIn(pg, band.r); ok {
						t.Errorf("%s, %s, page %d: ink within %.0f mm of the %s edge, at %.1f mm, %.1f mm", paper.Name, tc.name, i+1, keep, band.side,
							float64(p.X)*25.4/dpi, float64(p.Y)*25.4/dpi)
					}
				}
			}
		}
	}
}

// programWords are words of the program, not of the game, that a player
// at the table cannot use: the rules files' names, file kinds, flags,
// JSON field names (snake_case), "score file" and "board file".
var programWords = regexp.MustCompile(`(?i)\w\.(txt|md|json|jsonl)\b|\bscore file|\bboard file|(^|\s)--\w|\b[a-z]+_[a-z_]+\b|rival-seas|container-offshore|container-notes`)

// TestNoProgramWordsOnPaper reads back the text of every document of every
// game: none names a rules file, a flag, a file kind or a field of a
// file.
func TestNoProgramWordsOnPaper(t *testing.T) {
	for _, tc := range paperDocs(t) {
		text, _, _ := strings.Cut(pdftest.PDFText(t, builtPDF(t, pdfkit.A4, tc)), " ||| ")
		for _, m := range programWords.FindAllStringIndex(text, -1) {
			from, to := max(m[0]-40, 0), min(m[1]+40, len(text))
			t.Errorf("%s: %q on paper: …%s…", tc.name, strings.TrimSpace(text[m[0]:m[1]]), text[from:to])
		}
	}
}

// TestScorePadSteps: each score pad row's step has its own number, and
// the numbers follow the rules' steps: container.txt, "End-game scoring",
// step 3 counts the warehouse store and the ship (3a, 3b); the Off-Shore
// notes, "End and scoring", count ship, holding area and harbor together
// (3a, 3b, 3c).
func TestScorePadSteps(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []pdfkit.PadRow
		want []string
	}{
		{"classic", containerPadRows(), []string{"1 Island", "2 Discard", "Island total", "3a Warehouse", "3b Ship", "4 Loans", "Cash", "Total"}},
		{"Off-Shore", offshorePadRows(), []string{"1 Discard", "2 Island", "Island total", "3a Ship", "3b Holding", "3c Harbor", "4 Loans", "Cash", "Total"}},
	} {
		var got []string
		for _, r := range tc.rows {
			if r.Step != "" {
				got = append(got, r.Step)
			}
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%s: steps %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestOffshoreSetupFirstPlayer: the Off-Shore setup sheet of a saved game
// has the classic sheet's first-player box, with play going clockwise
// (the actions text: "Play goes clockwise from the first player").
func TestOffshoreSetupFirstPlayer(t *testing.T) {
	names := []string{"Ann", "Bob", "Cleo", "Dee"}
	s := offshoreState(t, names, container.LengthShort)
	d := New(pdfkit.A4, "setup")
	pdftest.Must(t, d.OffshoreSetup(s, "", ""))
	pdf, err := d.Bytes()
	pdftest.Must(t, err)
	text := pdftest.PDFText(t, pdf)
	first := s.Players[s.First].Name
	var order []string
	for k := range names {
		order = append(order, names[(s.First+k)%len(names)])
	}
	for _, want := range []string{"FIRST PLAYER " + first, "Then clockwise: " + strings.Join(order, " → ") + " → " + first} {
		if !strings.Contains(text, want) {
			t.Errorf("the setup sheet lacks %q:\n%s", want, text)
		}
	}
	// The box is tinted as on the classic sheet: the band below the title
	// has the tint's blue.
	img := pdftest.RenderPages(t, pdf, 50)[0]
	px := func(mm float64) int { return int(mm / 25.4 * 50) }
	tinted := 0
	for y := px(pdfkit.Margin + 22); y < px(pdfkit.Margin+34); y++ {
		r, g, b, _ := img.At(px(pdfkit.Margin+150), y).RGBA()
		if b > r+0x0800 && b > 0xE000 && g < 0xF400 {
			tinted++
		}
	}
	if tinted == 0 {
		t.Error("no tinted first-player box under the title")
	}
}
