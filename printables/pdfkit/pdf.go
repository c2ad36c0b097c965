package pdfkit

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/jung-kurt/gofpdf"
)

// PtMM is one typographic point in millimetres.
const PtMM = 25.4 / 72

// Margin is the distance from the paper's edge to the printed area in
// millimetres: home printers cannot print the outer 4-5 mm, and cut marks
// live in this band.
const Margin = 10.0

// RGB is a colour, 0-255 per channel.
type RGB struct{ R, G, B int }

// The colours of the documents. Ink and accent are dark enough for any
// printer; the tints are light enough to write on.
var (
	Ink     = RGB{30, 30, 30}
	Muted   = RGB{95, 95, 95}
	Accent  = RGB{28, 55, 92}
	Tint    = RGB{226, 233, 243}
	Tint2   = RGB{243, 246, 250}
	Rule    = RGB{150, 150, 150}
	cutGrey = RGB{120, 120, 120}
	White   = RGB{255, 255, 255}
)

// Doc is one PDF document being built. Make one with New, add pages with
// the kit's methods and a game's (printables/<game>), then Write it.
// Problems collects what did not print as intended (text that had to be
// cut to fit, characters the font lacks), for the caller to show.
type Doc struct {
	PDF      *gofpdf.Fpdf // the page underneath, in millimetres, for lines and shapes the kit has no method for
	paper    Paper
	problems []string

	family, style string  // the font text is set in (Font)
	size          float64 // in points
	embedded      map[*face]bool
	setFace       *face // the font the PDF library has now, and its size
	setSize       float64

	names   []docName         // names that do not print whole (UseNames, UseLabels)
	players []docName         // every player's name with its seat (UseNames, UseNamesAs)
	seater  *strings.Replacer // puts the seat after a player's name among them
	said    map[string]bool   // the names and words noted as not printing whole

	fitted map[string]float64 // the body sizes FitFlow found, by where and columns
}

// New starts a document on paper with a title (in the PDF's metadata).
func New(paper Paper, title string) *Doc {
	pdf := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "mm", OrientationStr: "P", Size: gofpdf.SizeType{Wd: paper.Width, Ht: paper.Height}})
	pdf.SetMargins(0, 0, 0)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetCellMargin(0)
	pdf.SetTitle(title, true)
	pdf.SetCreator("tallyman", true)
	pdf.SetAuthor("tallyman", true)
	pdf.SetCatalogSort(true)
	return &Doc{PDF: pdf, paper: paper}
}

// SetDate fixes the creation date written in the PDF (by default the time
// it is written), so that the same input gives the same bytes.
func (d *Doc) SetDate(t time.Time) {
	d.PDF.SetCreationDate(t)
	d.PDF.SetModificationDate(t)
}

// Pages is the number of pages so far.
func (d *Doc) Pages() int { return d.PDF.PageCount() }

// Paper is the document's paper.
func (d *Doc) Paper() Paper { return d.paper }

// Problems lists what did not print as intended: text shortened to fit,
// characters the embedded fonts cannot show. Empty when all is well.
func (d *Doc) Problems() []string { return d.problems }

func (d *Doc) problem(format string, args ...any) {
	p := fmt.Sprintf(format, args...)
	for _, q := range d.problems {
		if q == p {
			return
		}
	}
	d.problems = append(d.problems, p)
}

// Write writes the PDF. Error: the PDF library's first error (a document
// with no page is one).
func (d *Doc) Write(w io.Writer) error {
	if d.PDF.PageCount() == 0 {
		return fmt.Errorf("printables: the document has no page")
	}
	return d.PDF.Output(w)
}

// Bytes returns the PDF (see Write).
func (d *Doc) Bytes() ([]byte, error) {
	var b bytes.Buffer
	if err := d.Write(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// AddPage starts a new page.
func (d *Doc) AddPage() { d.PDF.AddPage() }

// TextColor sets the colour of the text drawn next.
func (d *Doc) TextColor(c RGB) { d.PDF.SetTextColor(c.R, c.G, c.B) }

// FillColor sets the colour areas are filled with next.
func (d *Doc) FillColor(c RGB) { d.PDF.SetFillColor(c.R, c.G, c.B) }

// DrawColor sets the colour of the lines drawn next.
func (d *Doc) DrawColor(c RGB) { d.PDF.SetDrawColor(c.R, c.G, c.B) }

// Font sets the family ("" for sans), style ("" or "B") and size in points
// of the text measured and drawn next. A font is embedded in the document
// the first time text is drawn in it (so a document carries only the
// fonts it shows).
func (d *Doc) Font(family, style string, size float64) {
	if family == "" {
		family = Sans
	}
	d.family, d.style, d.size = family, style, size
}

// runs lays s out in the current font (see layout).
func (d *Doc) runs(s string) []glyphRun {
	runs, _ := layout(d.family, []cell{{text: s, bold: d.style == "B"}}, true)
	return runs
}

// unitsOf is the width of runs in thousandths of an em.
func unitsOf(runs []glyphRun) int {
	n := 0
	for _, r := range runs {
		n += r.units
	}
	return n
}

// Width measures s in the current font, in millimetres, as text draws
// it.
func (d *Doc) Width(s string) float64 { return d.width(d.seated(s)) }

// width measures s as it is (no seats added).
func (d *Doc) width(s string) float64 {
	return float64(unitsOf(d.runs(s))) * d.size / 1000 * PtMM
}

// Text draws s with its baseline at (x, y) in the current font (see
// fallback.go for what prints when fonts lack a character).
func (d *Doc) Text(x, y float64, s string) {
	d.CheckGlyphs(s)
	d.draw(x, y, d.runs(d.seated(s)))
}

// draw draws runs left to right from x along the baseline y at the
// current size.
func (d *Doc) draw(x, y float64, runs []glyphRun) {
	for _, r := range runs {
		d.use(r.f)
		d.PDF.Text(x, y, r.text)
		x += r.width(d.size)
	}
}

// use makes f, at the current size, the font the PDF library draws in,
// embedding it the first time.
func (d *Doc) use(f *face) {
	if !d.embedded[f] {
		if d.embedded == nil {
			d.embedded = map[*face]bool{}
		}
		// The PDF library pads the font's tables by appending to slices
		// of the bytes it is given, writing into the file's own bytes:
		// each document embeds a copy, so documents made at once (a
		// print set, parallel tests) never share them.
		d.PDF.AddUTF8FontFromBytes(f.family, f.style, slices.Clone(f.file))
		d.embedded[f] = true
	}
	if d.setFace != f || d.setSize != d.size {
		d.PDF.SetFont(f.family, f.style, d.size)
		d.setFace, d.setSize = f, d.size
	}
}

// FitText draws s on one line inside width w, aligned "L", "C" or "R" about
// x (left edge, centre or right edge), at size points or smaller, down to
// minSize, so that it fits; what still does not fit is cut with an
// ellipsis and recorded as a problem. When s holds a player's name (see
// UseNames), the name is what is cut, with the player's seat after it
// ("Maximilian-Alex… (seat 3)"), and the text around it is kept
// ("… (seat 3)  (starts)"), so that two long names never print alike. It
// returns the size used.
func (d *Doc) FitText(family, style string, x, y, w, size, minSize float64, align, s string) float64 {
	d.CheckGlyphs(s)
	return d.fitting(family, style, x, y, w, size, minSize, align, d.seated(s), true)
}

// fit is FitText for s as it is (no seats added, for a name whose seat is
// printed elsewhere). A seat after a name ("?? (seat 3)") is kept whole
// when s is cut.
func (d *Doc) fit(family, style string, x, y, w, size, minSize float64, align, s string) float64 {
	return d.fitting(family, style, x, y, w, size, minSize, align, s, false)
}

// fitting is fit, cutting a player's name in s with its seat after it
// when seats is true (see FitText).
func (d *Doc) fitting(family, style string, x, y, w, size, minSize float64, align, s string, seats bool) float64 {
	d.Font(family, style, size)
	runs := d.runs(s)
	units := float64(unitsOf(runs)) / 1000 * PtMM
	for units*size > w && size > minSize {
		size -= 0.5
	}
	d.Font(family, style, size)
	if units*size > w {
		d.problem("%q was too long for its space and was shortened", s)
		s = d.shorten(s, w, seats)
		runs = d.runs(s)
	}
	switch align {
	case "C":
		x -= d.width(s) / 2
	case "R":
		x -= d.width(s)
	}
	d.draw(x, y, runs)
	return size
}

// shorten cuts s with an ellipsis to fit width w in the current font.
// With seats, a player's name in s (the longest, when s holds several) is
// what is cut, its seat after it and the rest of s kept whole, when that
// fits; otherwise s is cut at its end, keeping a seat that ends it.
func (d *Doc) shorten(s string, w float64, seats bool) string {
	if seats {
		if cut, ok := d.shortenName(s, w); ok {
			return cut
		}
	}
	keep := ""
	for _, n := range d.names {
		if n.tag != "" && strings.HasSuffix(s, n.note()) {
			keep = n.note()
		}
	}
	r := []rune(strings.TrimSuffix(s, keep))
	for len(r) > 1 && d.width(string(r)+"…"+keep) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…" + keep
}

// shortenName cuts the longest player's name in s (see UseNames) so that
// s fits width w in the current font, with the player's seat after the
// cut name ("Maximilian-Alex… (seat 3)") and the text before and after it
// kept whole. It reports false when s holds no player's name or does not
// fit even with one letter of the name.
func (d *Doc) shortenName(s string, w float64) (string, bool) {
	var p docName
	at := -1
	for _, n := range d.players {
		if i := strings.Index(s, n.name); i >= 0 && len(n.name) > len(p.name) {
			p, at = n, i
		}
	}
	if at < 0 || p.note() == "" {
		return "", false
	}
	head, tail := s[:at], strings.TrimPrefix(s[at+len(p.name):], p.note())
	cut := func(r []rune) string {
		return head + strings.TrimRight(string(r), " ") + "…" + p.note() + tail
	}
	r := []rune(p.name)
	for len(r) > 1 && d.width(cut(r)) > w {
		r = r[:len(r)-1]
	}
	if d.width(cut(r)) > w {
		return "", false
	}
	return cut(r), true
}

// A Span is a piece of rich text: plain or bold.
type Span struct {
	bold bool
	text string
}

// Markup reads rich text: *stars* toggle bold.
func Markup(s string) []Span {
	var out []Span
	bold := false
	for i, part := range strings.Split(s, "*") {
		if i > 0 {
			bold = !bold
		}
		if part != "" {
			out = append(out, Span{bold: bold, text: part})
		}
	}
	return out
}

// piece is a run of one style inside a word ("*$6*," is two pieces).
type piece struct {
	Text string
	Bold bool
	w    float64
}

// RichLine is one line of laid-out rich text: its words, each made of
// pieces, with a space between words.
type RichLine [][]piece

// WrapRich breaks rich text (see Markup) into lines no wider than w at size
// points. A "\n" forces a line break. Words are never split, even where a
// word changes style ("*$6*,").
func (d *Doc) WrapRich(s string, w, size float64) []RichLine {
	d.CheckGlyphs(s)
	s = d.seated(s)
	d.Font(Sans, "", size)
	space := d.width(" ")
	var lines []RichLine
	for _, para := range strings.Split(s, "\n") {
		// Words made of pieces.
		var words [][]piece
		glue := false // the next text continues the last word
		for _, sp := range Markup(para) {
			d.Font(Sans, style(sp.bold), size)
			for i, f := range strings.Split(sp.text, " ") {
				if i > 0 {
					glue = false
				}
				if f == "" {
					continue
				}
				p := piece{Text: f, Bold: sp.bold, w: d.width(f)}
				if glue && len(words) > 0 {
					words[len(words)-1] = append(words[len(words)-1], p)
				} else {
					words = append(words, []piece{p})
				}
				glue = true
			}
		}
		var cur RichLine
		curW := 0.0
		for _, wd := range words {
			ww := 0.0
			for _, p := range wd {
				ww += p.w
			}
			if len(cur) > 0 && curW+space+ww > w {
				lines = append(lines, cur)
				cur, curW = nil, 0
			}
			if len(cur) > 0 {
				curW += space
			}
			cur = append(cur, wd)
			curW += ww
		}
		lines = append(lines, cur)
	}
	return lines
}

// LineWidth is the width of a laid-out line at size points.
func (d *Doc) LineWidth(l RichLine, size float64) float64 {
	d.Font(Sans, "", size)
	w := d.width(" ") * float64(max(len(l)-1, 0))
	for _, wd := range l {
		for _, p := range wd {
			w += p.w
		}
	}
	return w
}

func style(bold bool) string {
	if bold {
		return "B"
	}
	return ""
}

// DrawRich draws lines laid out by WrapRich with the first baseline at y
// and a line every lead millimetres; it returns the baseline after the
// last line. Each line is laid out whole, so that right-to-left words in
// it are seen in their order (bidi.go).
func (d *Doc) DrawRich(lines []RichLine, x, y, size, lead float64) float64 {
	d.Font(Sans, "", size)
	for _, l := range lines {
		var spans []cell
		for i, wd := range l {
			if i > 0 {
				spans = append(spans, cell{text: " "})
			}
			for _, p := range wd {
				spans = append(spans, cell{text: p.Text, bold: p.Bold})
			}
		}
		runs, _ := layout(Sans, spans, true)
		d.draw(x, y, runs)
		y += lead
	}
	return y
}

// CutMarks draws cut marks for a grid of cards that touch: cols columns of
// Width cw and rows rows of height ch from (x, y). Short marks stand in the
// Margin at the end of every cut line, no nearer than 5 mm to the paper's
// edge (what home printers clip), and a light dotted guide runs along the
// cut lines between cards, for scissors.
func (d *Doc) CutMarks(x, y, cw, ch float64, cols, rows int) {
	const gap = 1.5
	const length = Margin - gap - 5 // from 5 mm to margin-gap from the edge
	w, h := cw*float64(cols), ch*float64(rows)
	d.PDF.SetLineWidth(0.2)
	d.DrawColor(Ink)
	for i := 0; i <= cols; i++ {
		lx := x + float64(i)*cw
		d.PDF.Line(lx, y-gap-length, lx, y-gap)
		d.PDF.Line(lx, y+h+gap, lx, y+h+gap+length)
	}
	for j := 0; j <= rows; j++ {
		ly := y + float64(j)*ch
		d.PDF.Line(x-gap-length, ly, x-gap, ly)
		d.PDF.Line(x+w+gap, ly, x+w+gap+length, ly)
	}
	d.PDF.SetLineWidth(0.15)
	d.DrawColor(cutGrey)
	d.PDF.SetDashPattern([]float64{0.6, 1.4}, 0)
	for i := 0; i <= cols; i++ {
		lx := x + float64(i)*cw
		d.PDF.Line(lx, y, lx, y+h)
	}
	for j := 0; j <= rows; j++ {
		ly := y + float64(j)*ch
		d.PDF.Line(x, ly, x+w, ly)
	}
	d.PDF.SetDashPattern(nil, 0)
}

// Rect is a box on the page in millimetres.
type Rect struct{ X, Y, W, H float64 }

// Grid splits the page's printed area (inside the margins, less reserve
// millimetres at the bottom) into cols by rows touching cells, in reading
// order.
func (d *Doc) Grid(cols, rows int, reserve float64) []Rect {
	w := (d.paper.Width - 2*Margin) / float64(cols)
	h := (d.paper.Height - 2*Margin - reserve) / float64(rows)
	var out []Rect
	for j := range rows {
		for i := range cols {
			out = append(out, Rect{Margin + float64(i)*w, Margin + float64(j)*h, w, h})
		}
	}
	return out
}

// Swatch draws a small filled square with an outline (so white shows).
func (d *Doc) Swatch(x, y, size float64, c RGB) {
	d.FillColor(c)
	d.DrawColor(Ink)
	d.PDF.SetLineWidth(0.2)
	d.PDF.Rect(x, y, size, size, "FD")
}

// footerBase is the footer's baseline above the paper's bottom edge, in
// millimetres: its lowest ink stays more than margin (10 mm) from the
// edge, clear of the 4-5 mm home printers clip. Pages keep their content
// above paper.Height - margin - 6.
const footerBase = Margin + 1.2

// Footer writes a small line at the bottom of the page: left text (the
// game and document, and where in the rules it comes from, in the rules'
// own words: never a file name) and the page number on the right.
func (d *Doc) Footer(left string) {
	d.TextColor(Muted)
	d.FitText(Sans, "", Margin, d.paper.Height-footerBase, d.paper.Width-2*Margin-20, 7, 6, "L", left)
	d.Font(Sans, "", 7)
	d.FitText(Sans, "", d.paper.Width-Margin, d.paper.Height-footerBase, 20, 7, 6, "R", fmt.Sprintf("page %d", d.PDF.PageNo()))
	d.TextColor(Ink)
}

// Title writes a page title and returns the y below it. The line under
// it (sub: the game, its players, its seed) goes on two lines of one size,
// broken after a ", " or " · " near the middle, when it does not fit one
// at 8 pt (five players' 40-character names): no name is cut off it.
func (d *Doc) Title(y float64, main, sub string) float64 {
	d.TextColor(Accent)
	w := d.paper.Width - 2*Margin
	d.FitText(Sans, "B", Margin, y+7, w, 18, 12, "L", main)
	y += 10
	if sub != "" {
		d.TextColor(Muted)
		lines := d.subLines(sub, w)
		size := 10.0
		for ; size > 7; size -= 0.5 {
			d.Font(Sans, "", size)
			if d.Width(lines[0]) <= w && d.Width(lines[len(lines)-1]) <= w {
				break
			}
		}
		for i, l := range lines {
			if i > 0 {
				y += 4.5
			}
			d.FitText(Sans, "", Margin, y+4, w, size, 7, "L", l)
		}
		y += 6
	}
	d.DrawColor(Accent)
	d.PDF.SetLineWidth(0.5)
	d.PDF.Line(Margin, y+1, d.paper.Width-Margin, y+1)
	d.TextColor(Ink)
	return y + 5
}

// subLines is sub as one line, or as two broken after a ", " or " · "
// where the longer of the two is shortest, when it is wider than w at
// 8 pt.
func (d *Doc) subLines(sub string, w float64) []string {
	d.Font(Sans, "", 8)
	if d.Width(sub) <= w {
		return []string{sub}
	}
	best, cut := 0.0, -1
	for i := range sub {
		for _, sep := range []string{", ", " · "} {
			if !strings.HasPrefix(sub[i:], sep) {
				continue
			}
			longer := max(d.Width(sub[:i+len(sep)-1]), d.Width(sub[i+len(sep):]))
			if cut < 0 || longer < best {
				best, cut = longer, i+len(sep)
			}
		}
	}
	if cut < 0 {
		return []string{sub}
	}
	return []string{strings.TrimSpace(sub[:cut]), sub[cut:]}
}

// Heading writes a section heading at y across width w from x and returns
// the y below it.
func (d *Doc) Heading(x, y, w float64, s string) float64 {
	d.TextColor(Accent)
	d.FitText(Sans, "B", x, y+4.2, w, 11, 8, "L", s)
	d.TextColor(Ink)
	return y + 6.5
}
