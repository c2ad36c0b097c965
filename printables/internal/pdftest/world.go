package pdftest

import (
	"fmt"
	"image"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"

	"golang.org/x/text/unicode/norm"

	"tallyman/printables/pdfkit"
)

// WorldNames are player names as a table types them: an emoji above
// U+FFFF, accents the Go fonts draw, Hebrew, Arabic and Chinese (scripts
// drawn in a font of this computer), and a family emoji made of several
// characters joined.
var WorldNames = []string{"Ana 🎲", "Zoë", "Łukasz", "שרה", "محمد", "李雷", "Bo👨‍👩‍👧"}

// worldFallback is how each of WorldNames that may not print whole prints
// where no font has it: one "?" per character as a reader counts them
// (printables/pdfkit, fallback.go): the die is one, the family of three
// joined emoji is one, each Hebrew, Arabic and Chinese letter one.
var worldFallback = map[string]string{
	"Ana 🎲": "Ana ?", "שרה": "???", "محمد": "????", "李雷": "??", "Bo👨‍👩‍👧": "Bo?",
}

// needFonts are the WorldNames in scripts CI must have a font for, and
// the Debian packages that bring them (.ci/run installs them).
var needFonts = map[string]string{"שרה": "fonts-dejavu-core", "محمد": "fonts-dejavu-core", "李雷": "fonts-wqy-microhei"}

// WorldPrinted returns what name (one of WorldNames) prints as at seat,
// and whether it prints whole. The emoji never do (the PDF library draws
// nothing beyond U+FFFF). Hebrew, Arabic and Chinese print as typed where
// this computer has fonts for them: CI must (the test fails there without
// them); elsewhere a name without a font prints as its fallback.
func WorldPrinted(t testing.TB, name string) (string, bool) {
	t.Helper()
	fb, ok := worldFallback[name]
	if !ok || pdfkit.Prints(name) {
		return name, true
	}
	if pkg := needFonts[name]; pkg != "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("no font on this computer draws %q: CI must install %s", name, pkg)
		}
		noFontOnce.Do(func() {
			fmt.Fprintf(os.Stderr, "\n*** printables: no font here draws %q (apt-get install -y %s): the tests expect its fallback, %q\n\n", name, pkg, fb)
		})
	}
	return fb, false
}

var noFontOnce sync.Once

// NamesOf returns the first n of WorldNames (n at most 7).
func NamesOf(n int) []string { return WorldNames[:n] }

// NamesText extracts the text of pdf as pdftotext reads it in the order it
// is drawn (-raw), right-to-left runs put back in reading order, the
// direction marks pdftotext adds taken out, and Arabic letters drawn in
// their joined shapes read as the letters (NFKC), so that a name reads as
// typed.
func NamesText(t testing.TB, pdf []byte) string {
	t.Helper()
	text := strings.Map(func(r rune) rune {
		if r >= 0x202A && r <= 0x202E || r == 0x200E || r == 0x200F {
			return -1
		}
		return r
	}, pdftotext(t, pdf, "-raw"))
	return strings.Join(strings.Fields(norm.NFKC.String(text)), " ")
}

// Printed is what the checks need of a document: a game's Doc (or the
// kit's).
type Printed interface {
	Bytes() ([]byte, error)
	Problems() []string
}

// NamedDoc is one document of a game built for player names: its name,
// the names, and Build, which draws it on d. Number is the words beside
// a name that does not print whole, a format with one %d ("" for "seat
// %d", the seating order; "row %d of Players" for the place in a list).
type NamedDoc[D any] struct {
	Name   string
	Names  []string
	Build  func(t *testing.T, d D, names []string)
	Number string
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
// nothing panics; a name that prints whole reads back as typed (Hebrew and
// Arabic in their order, Arabic joined); a name that does not prints as
// its fallback, its seat (or number, see NamedDoc) is on the page, and
// the document says so once per name, in words that say exactly what is
// printed. Each document is a parallel subtest.
func CheckPrintsAnyName[D Printed](t *testing.T, newDoc func(pdfkit.Paper, string) D, docs []NamedDoc[D]) {
	for _, tc := range docs {
		t.Run(fmt.Sprintf("%s/%d", tc.Name, len(tc.Names)), func(t *testing.T) {
			t.Parallel()
			// The same document as PaperDocs' on A4, built once for both.
			b := buildOnce(t, newDoc, pdfkit.A4, namedTitle(tc), func(t *testing.T, d D) { tc.Build(t, d, tc.Names) })
			if b.panicked != nil {
				t.Fatalf("panic: %v", b.panicked)
			}
			if b.err != nil {
				t.Error(b.err)
			}
			pdf := b.pdf
			text := NamesText(t, pdf)
			problems := strings.Join(b.problems, "\n")
			number := tc.Number
			if number == "" {
				number = "seat %d"
			}
			for i, n := range tc.Names {
				want, whole := WorldPrinted(t, n)
				if !strings.Contains(text, norm.NFKC.String(want)) {
					t.Errorf("%q does not print as %q:\n%s", n, want, text)
				}
				if whole {
					if strings.Contains(problems, fmt.Sprintf("%q", n)) {
						t.Errorf("%q prints whole, yet a note speaks of it:\n%s", n, problems)
					}
					continue
				}
				tag := fmt.Sprintf(number, i+1)
				if !strings.Contains(text, tag) {
					t.Errorf("%q prints as %q, but %q is nowhere on the page", n, want, tag)
				}
				say := fmt.Sprintf("%q prints as %q with %q beside it", n, want, tag)
				if c := strings.Count(problems, say); c != 1 {
					t.Errorf("the notes say %q %d times, want once:\n%s", say, c, problems)
				}
			}
			for _, bad := range []string{"🎲", "👨"} {
				if strings.Contains(text, bad) {
					t.Errorf("the PDF holds %q, which the PDF library cannot draw", bad)
				}
			}
			for _, p := range b.problems {
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
			Name:  namedTitle(w),
			Build: func(t *testing.T, d D) { w.Build(t, d, w.Names) },
			Cut:   strings.Contains(w.Name, "aids") || strings.Contains(w.Name, "join"),
		})
	}
	return append(docs, more...)
}

// namedTitle is the name of w's document among PaperDocs, which tells
// apart the same document built for another number of names:
// "Container aids (5 names)".
func namedTitle[D any](w NamedDoc[D]) string {
	return fmt.Sprintf("%s (%d names)", w.Name, len(w.Names))
}

// A built is one document built once per test binary (see buildOnce):
// its PDF, its problems (Doc.Problems), and what went wrong in building
// it, a panic included.
type built struct {
	once     sync.Once
	pdf      []byte
	problems []string
	err      error
	panicked any
	done     bool // the build returned (not a test's Fatal inside it)
}

// builtDocs holds the documents built by buildOnce, by paper and name,
// so that the checks reading the same document build it once.
var builtDocs sync.Map

// buildOnce builds the document named name on paper with build, once
// per test binary: every caller with the same paper and name gets the
// same PDF and problems (a name must say all that build draws: the
// document and its number of names, see namedTitle). A build that fails
// its test (t.Fatal) fails the others waiting for it too.
func buildOnce[D Printed](t *testing.T, newDoc func(pdfkit.Paper, string) D, paper pdfkit.Paper, name string, build func(t *testing.T, d D)) *built {
	t.Helper()
	v, _ := builtDocs.LoadOrStore(paper.Name+"/"+name, &built{})
	b := v.(*built)
	b.once.Do(func() {
		defer func() { b.panicked = recover() }()
		d := newDoc(paper, name)
		build(t, d)
		b.pdf, b.err = d.Bytes()
		b.problems = d.Problems()
		b.done = true
	})
	if !b.done && b.panicked == nil {
		t.Fatalf("%s, %s: building it failed (in another test)", paper.Name, name)
	}
	return b
}

// builtPDF returns the PDF of doc on paper, built once per test binary
// (buildOnce).
func builtPDF[D Printed](t *testing.T, newDoc func(pdfkit.Paper, string) D, paper pdfkit.Paper, doc PaperDoc[D]) []byte {
	t.Helper()
	b := buildOnce(t, newDoc, paper, doc.Name, doc.Build)
	if b.panicked != nil {
		t.Fatalf("%s, %s: panic: %v", paper.Name, doc.Name, b.panicked)
	}
	Must(t, b.err)
	return b.pdf
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
// Each paper and document is a parallel subtest.
func CheckNothingNearTheEdge[D Printed](t *testing.T, newDoc func(pdfkit.Paper, string) D, docs []PaperDoc[D]) {
	const dpi = 50
	px := func(mm float64) int { return int(mm / 25.4 * dpi) }
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		for _, tc := range docs {
			t.Run(paper.Name+"/"+tc.Name, func(t *testing.T) {
				t.Parallel()
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
			})
		}
	}
}

// programWords are words of the program, not of the game, that a player
// at the table cannot use: the rules files' names, file kinds, flags,
// JSON field names (snake_case), "score file" and "board file".
var programWords = regexp.MustCompile(`(?i)\w\.(txt|md|json|jsonl)\b|\bscore file|\bboard file|(^|\s)--\w|\b[a-z]+_[a-z_]+\b|rival-seas|container-offshore|container-notes`)

// CheckNoProgramWords reads back the text of every document of docs: none
// names a rules file, a flag, a file kind or a field of a file. Each
// document is a parallel subtest.
func CheckNoProgramWords[D Printed](t *testing.T, newDoc func(pdfkit.Paper, string) D, docs []PaperDoc[D]) {
	for _, tc := range docs {
		t.Run(tc.Name, func(t *testing.T) {
			t.Parallel()
			text := FlowText(t, builtPDF(t, newDoc, pdfkit.A4, tc))
			for _, m := range programWords.FindAllStringIndex(text, -1) {
				from, to := max(m[0]-40, 0), min(m[1]+40, len(text))
				t.Errorf("%s: %q on paper: …%s…", tc.Name, strings.TrimSpace(text[m[0]:m[1]]), text[from:to])
			}
		})
	}
}

// LongNames are seven names of 40 characters, the most a name may have:
// three alike but for their last letter, and names with spaces and
// hyphens.
var LongNames = []string{
	"MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM1",
	"MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM2",
	"Maximilian-Alexander von Habsburg-Lothri",
	"MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM3",
	"Alexandrina Konstantina Wellington-Smyth",
	"Evangeline Montgomery-Featherstonehaughs",
	"WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
}

// CheckLongNamesTellPlayersApart prints every document of docs, on A4
// and Letter, with as many of LongNames as it has names: each name
// prints whole (on one line, or on several: its lines read in order,
// spaces aside, are the name), or cut with its seat (or number, see
// NamedDoc) on the page, so that two names alike but for their end never
// print alike. Each document is a parallel subtest.
func CheckLongNamesTellPlayersApart[D Printed](t *testing.T, newDoc func(pdfkit.Paper, string) D, docs []NamedDoc[D]) {
	for _, tc := range docs {
		names := LongNames[:len(tc.Names)]
		for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
			t.Run(fmt.Sprintf("%s/%d/%s", tc.Name, len(names), paper.Name), func(t *testing.T) {
				t.Parallel()
				d := newDoc(paper, tc.Name)
				tc.Build(t, d, names)
				pdf, err := d.Bytes()
				Must(t, err)
				text := NamesText(t, pdf)
				joined := strings.ReplaceAll(text, " ", "") // a name on several lines read whole
				number := tc.Number
				if number == "" {
					number = "seat %d"
				}
				for i, n := range names {
					whole := strings.Contains(text, n) || strings.Contains(joined, strings.ReplaceAll(n, " ", ""))
					if tag := fmt.Sprintf(number, i+1); !whole && !strings.Contains(text, tag) {
						t.Errorf("%q is cut and %q is nowhere on the page:\n%s", n, tag, text)
					}
				}
			})
		}
	}
}
