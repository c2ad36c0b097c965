package pdftest

import (
	"fmt"
	"image"
	"regexp"
	"strings"
	"sync"
	"testing"

	"tallyman/printables/pdfkit"
)

// WorldNames are player names as a table types them: an emoji above
// U+FFFF, accents the Go fonts draw, Hebrew, Arabic and Chinese (scripts
// they do not), and a family emoji made of several characters joined.
var WorldNames = []string{"Ana 🎲", "Zoë", "Łukasz", "שרה", "محمد", "李雷", "Bo👨‍👩‍👧"}

// WorldPrinted is how each of WorldNames prints: what the fonts lack
// becomes one "?" per character as a reader counts them (docs/printing.md,
// "Names in the PDFs"): the die is one, the family of three joined emoji is one,
// each Hebrew, Arabic and Chinese letter one.
var WorldPrinted = map[string]string{
	"Ana 🎲": "Ana ?", "Zoë": "Zoë", "Łukasz": "Łukasz", "שרה": "???", "محمد": "????", "李雷": "??", "Bo👨‍👩‍👧": "Bo?",
}

// NamesOf returns the first n of WorldNames (n at most 7).
func NamesOf(n int) []string { return WorldNames[:n] }

// Printed is what the checks need of a document: a game's Doc (or the
// kit's).
type Printed interface {
	Bytes() ([]byte, error)
	Problems() []string
}

// NamedDoc is one document of a game built for player names: its name,
// the names, and Build, which draws it on d.
type NamedDoc[D any] struct {
	Name  string
	Names []string
	Build func(t *testing.T, d D, names []string)
}

// PaperDoc is one document of a game, built on a Doc; Cut says it is cards
// with cut marks (aids, join cards), whose marks stand in the margin.
type PaperDoc[D any] struct {
	Name  string
	Build func(t *testing.T, d D)
	Cut   bool
}

// CheckPrintsAnyName prints every document of docs (newDoc makes an empty
// one on A4) with their names in several scripts, emoji and accents:
// nothing panics; a name the fonts draw prints as typed; a name they cannot
// draw prints as its fallback (WorldPrinted), and the document says so
// once per name, in words that say exactly what is printed.
func CheckPrintsAnyName[D Printed](t *testing.T, newDoc func(pdfkit.Paper, string) D, docs []NamedDoc[D]) {
	for _, tc := range docs {
		t.Run(fmt.Sprintf("%s/%d", tc.Name, len(tc.Names)), func(t *testing.T) {
			d := newDoc(pdfkit.A4, tc.Name)
			var pdf []byte
			var panicked any
			func() {
				defer func() { panicked = recover() }()
				tc.Build(t, d, tc.Names)
				var err error
				if pdf, err = d.Bytes(); err != nil {
					t.Error(err)
				}
			}()
			if panicked != nil {
				t.Fatalf("panic: %v", panicked)
			}
			text := PDFText(t, pdf)
			problems := strings.Join(d.Problems(), "\n")
			for _, n := range tc.Names {
				want := WorldPrinted[n]
				if !strings.Contains(text, want) {
					t.Errorf("%q does not print as %q", n, want)
				}
				if want == n {
					continue
				}
				say := fmt.Sprintf("%q prints as %q", n, want)
				if c := strings.Count(problems, say); c != 1 {
					t.Errorf("the notes say %q %d times, want once:\n%s", say, c, problems)
				}
			}
			for _, bad := range []string{"🎲", "ש", "م", "李", "👨"} {
				if strings.Contains(text, bad) {
					t.Errorf("the PDF holds %q, which its fonts cannot draw", bad)
				}
			}
			for _, p := range d.Problems() {
				if !strings.HasPrefix(p, "the name ") {
					t.Errorf("a note not about one name: %s", p)
				}
			}
			if strings.Contains(problems, "blank") {
				t.Errorf("a note speaks of blanks, but nothing prints blank:\n%s", problems)
			}
		})
	}
}

// PaperDocs are the documents of world (with their names) followed by
// more (those printed without a game or names).
func PaperDocs[D any](world []NamedDoc[D], more ...PaperDoc[D]) []PaperDoc[D] {
	var docs []PaperDoc[D]
	for _, w := range world {
		docs = append(docs, PaperDoc[D]{
			Name:  w.Name + " (names)",
			Build: func(t *testing.T, d D) { w.Build(t, d, w.Names) },
			Cut:   strings.Contains(w.Name, "aids") || strings.Contains(w.Name, "join"),
		})
	}
	return append(docs, more...)
}

// paperPDFs holds the PDFs built by builtPDF, by paper and document, so
// that the tests reading every document build each once.
var paperPDFs sync.Map

// builtPDF returns the PDF of doc on paper, built once per test binary.
func builtPDF[D Printed](t *testing.T, newDoc func(pdfkit.Paper, string) D, paper pdfkit.Paper, doc PaperDoc[D]) []byte {
	t.Helper()
	key := paper.Name + "/" + doc.Name
	if b, ok := paperPDFs.Load(key); ok {
		return b.([]byte)
	}
	d := newDoc(paper, doc.Name)
	doc.Build(t, d)
	pdf, err := d.Bytes()
	Must(t, err)
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

// CheckNothingNearTheEdge renders every page of every document of docs on
// A4 and Letter: home printers cannot print the outer 4-5 mm, so nothing
// is within 5 mm of an edge, and on pages without cut marks (score pads,
// setup sheets, reports, with their footers) nothing is within 10 mm.
func CheckNothingNearTheEdge[D Printed](t *testing.T, newDoc func(pdfkit.Paper, string) D, docs []PaperDoc[D]) {
	const dpi = 50
	px := func(mm float64) int { return int(mm / 25.4 * dpi) }
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		for _, tc := range docs {
			pdf := builtPDF(t, newDoc, paper, tc)
			keep := 10.0
			if tc.Cut {
				keep = 5
			}
			for i, pg := range RenderPages(t, pdf, dpi) {
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
						t.Errorf("%s, %s, page %d: ink within %.0f mm of the %s edge, at %.1f mm, %.1f mm", paper.Name, tc.Name, i+1, keep, band.side,
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

// CheckNoProgramWords reads back the text of every document of docs: none
// names a rules file, a flag, a file kind or a field of a file.
func CheckNoProgramWords[D Printed](t *testing.T, newDoc func(pdfkit.Paper, string) D, docs []PaperDoc[D]) {
	for _, tc := range docs {
		text, _, _ := strings.Cut(PDFText(t, builtPDF(t, newDoc, pdfkit.A4, tc)), " ||| ")
		for _, m := range programWords.FindAllStringIndex(text, -1) {
			from, to := max(m[0]-40, 0), min(m[1]+40, len(text))
			t.Errorf("%s: %q on paper: …%s…", tc.Name, strings.TrimSpace(text[m[0]:m[1]]), text[from:to])
		}
	}
}
