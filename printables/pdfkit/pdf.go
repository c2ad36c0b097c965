package pdfkit

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/jung-kurt/gofpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

// PtMM is one typographic point in millimetres.
const PtMM = 25.4 / 72

// Margin is the distance from the paper's edge to the printed area in
// millimetres: home printers cannot print the outer 4-5 mm, and cut marks
// live in this band.
const Margin = 10.0

// The Font families a Doc embeds: the Go fonts (sans regular and bold, and
// mono for links).
const (
	Sans = "gosans"
	mono = "gomono"
)

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
	images   int
	fonts    map[string]bool // the fonts embedded so far
	names    []string        // player names the fonts cannot fully draw (UseNames)
	said     map[string]bool // the names and words noted as printed with "?"
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

// fontFiles are the TrueType files of the families and styles.
var fontFiles = map[string][]byte{
	Sans: goregular.TTF, Sans + "B": gobold.TTF, mono: gomono.TTF,
}

// Font sets the family ("" for sans), style ("" or "B") and size in points,
// embedding the font the first time it is used (so a document carries only
// the fonts it shows).
func (d *Doc) Font(family, style string, size float64) {
	if family == "" {
		family = Sans
	}
	if key := family + style; !d.fonts[key] {
		if d.fonts == nil {
			d.fonts = map[string]bool{}
		}
		d.PDF.AddUTF8FontFromBytes(family, style, fontFiles[key])
		d.fonts[key] = true
	}
	d.PDF.SetFont(family, style, size)
}

// Width measures s in the current font, in millimetres, as text draws
// it.
func (d *Doc) Width(s string) float64 {
	p, _ := printable(s)
	return d.PDF.GetStringWidth(p)
}

// Text draws s with its baseline at (x, y) in the current font, each
// character cluster the fonts lack as "?" (see printable), noted once.
func (d *Doc) Text(x, y float64, s string) {
	d.CheckGlyphs(s)
	p, _ := printable(s)
	d.PDF.Text(x, y, p)
}

// FitText draws s on one line inside width w, aligned "L", "C" or "R" about
// x (left edge, centre or right edge), at size points or smaller, down to
// minSize, so that it fits; what still does not fit is cut with an
// ellipsis and recorded as a problem. It returns the size used.
func (d *Doc) FitText(family, style string, x, y, w, size, minSize float64, align, s string) float64 {
	d.CheckGlyphs(s)
	d.Font(family, style, size)
	for d.Width(s) > w && size > minSize {
		size -= 0.5
		d.Font(family, style, size)
	}
	if d.Width(s) > w {
		d.problem("%q was too long for its space and was shortened", s)
		r := []rune(s)
		for len(r) > 1 && d.Width(string(r)+"…") > w {
			r = r[:len(r)-1]
		}
		s = string(r) + "…"
	}
	switch align {
	case "C":
		x -= d.Width(s) / 2
	case "R":
		x -= d.Width(s)
	}
	d.Text(x, y, s)
	return size
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
	d.Font(Sans, "", size)
	space := d.Width(" ")
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
				p := piece{Text: f, Bold: sp.bold, w: d.Width(f)}
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
	w := d.Width(" ") * float64(max(len(l)-1, 0))
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
// last line.
func (d *Doc) DrawRich(lines []RichLine, x, y, size, lead float64) float64 {
	d.Font(Sans, "", size)
	space := d.Width(" ")
	for _, l := range lines {
		cx := x
		for i, wd := range l {
			if i > 0 {
				cx += space
			}
			for _, p := range wd {
				d.Font(Sans, style(p.Bold), size)
				d.Text(cx, y, p.Text)
				cx += p.w
			}
		}
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

// Title writes a page title and returns the y below it.
func (d *Doc) Title(y float64, main, sub string) float64 {
	d.TextColor(Accent)
	d.FitText(Sans, "B", Margin, y+7, d.paper.Width-2*Margin, 18, 12, "L", main)
	y += 10
	if sub != "" {
		d.TextColor(Muted)
		d.FitText(Sans, "", Margin, y+4, d.paper.Width-2*Margin, 10, 7, "L", sub)
		y += 6
	}
	d.DrawColor(Accent)
	d.PDF.SetLineWidth(0.5)
	d.PDF.Line(Margin, y+1, d.paper.Width-Margin, y+1)
	d.TextColor(Ink)
	return y + 5
}

// Heading writes a section heading at y across width w from x and returns
// the y below it.
func (d *Doc) Heading(x, y, w float64, s string) float64 {
	d.TextColor(Accent)
	d.FitText(Sans, "B", x, y+4.2, w, 11, 8, "L", s)
	d.TextColor(Ink)
	return y + 6.5
}
