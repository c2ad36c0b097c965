package printables

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

// ptMM is one typographic point in millimetres.
const ptMM = 25.4 / 72

// margin is the distance from the paper's edge to the printed area in
// millimetres: home printers cannot print the outer 4-5 mm, and cut marks
// live in this band.
const margin = 10.0

// The font families a Doc embeds: the Go fonts (sans regular and bold, and
// mono for links).
const (
	sans = "gosans"
	mono = "gomono"
)

// rgb is a colour, 0-255 per channel.
type rgb struct{ r, g, b int }

// The colours of the documents. Ink and accent are dark enough for any
// printer; the tints are light enough to write on.
var (
	ink     = rgb{30, 30, 30}
	muted   = rgb{95, 95, 95}
	accent  = rgb{28, 55, 92}
	tint    = rgb{226, 233, 243}
	tint2   = rgb{243, 246, 250}
	rule    = rgb{150, 150, 150}
	cutGrey = rgb{120, 120, 120}
	white   = rgb{255, 255, 255}
)

// Doc is one PDF document being built. Make one with New, add pages with
// the document methods (ContainerAids and the others), then Write it.
// Problems collects what did not print as intended (text that had to be
// cut to fit, characters the font lacks), for the caller to show.
type Doc struct {
	pdf      *gofpdf.Fpdf
	paper    Paper
	problems []string
	images   int
	fonts    map[string]bool // the fonts embedded so far
	names    []string        // player names the fonts cannot fully draw (useNames)
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
	return &Doc{pdf: pdf, paper: paper}
}

// SetDate fixes the creation date written in the PDF (by default the time
// it is written), so that the same input gives the same bytes.
func (d *Doc) SetDate(t time.Time) {
	d.pdf.SetCreationDate(t)
	d.pdf.SetModificationDate(t)
}

// Pages is the number of pages so far.
func (d *Doc) Pages() int { return d.pdf.PageCount() }

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
	if d.pdf.PageCount() == 0 {
		return fmt.Errorf("printables: the document has no page")
	}
	return d.pdf.Output(w)
}

// Bytes returns the PDF (see Write).
func (d *Doc) Bytes() ([]byte, error) {
	var b bytes.Buffer
	if err := d.Write(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// addPage starts a new page.
func (d *Doc) addPage() { d.pdf.AddPage() }

func (d *Doc) textColor(c rgb) { d.pdf.SetTextColor(c.r, c.g, c.b) }
func (d *Doc) fillColor(c rgb) { d.pdf.SetFillColor(c.r, c.g, c.b) }
func (d *Doc) drawColor(c rgb) { d.pdf.SetDrawColor(c.r, c.g, c.b) }

// fontFiles are the TrueType files of the families and styles.
var fontFiles = map[string][]byte{
	sans: goregular.TTF, sans + "B": gobold.TTF, mono: gomono.TTF,
}

// font sets the family ("" for sans), style ("" or "B") and size in points,
// embedding the font the first time it is used (so a document carries only
// the fonts it shows).
func (d *Doc) font(family, style string, size float64) {
	if family == "" {
		family = sans
	}
	if key := family + style; !d.fonts[key] {
		if d.fonts == nil {
			d.fonts = map[string]bool{}
		}
		d.pdf.AddUTF8FontFromBytes(family, style, fontFiles[key])
		d.fonts[key] = true
	}
	d.pdf.SetFont(family, style, size)
}

// width measures s in the current font, in millimetres, as text draws
// it.
func (d *Doc) width(s string) float64 {
	p, _ := printable(s)
	return d.pdf.GetStringWidth(p)
}

// text draws s with its baseline at (x, y) in the current font, each
// character cluster the fonts lack as "?" (see printable), noted once.
func (d *Doc) text(x, y float64, s string) {
	d.checkGlyphs(s)
	p, _ := printable(s)
	d.pdf.Text(x, y, p)
}

// fitText draws s on one line inside width w, aligned "L", "C" or "R" about
// x (left edge, centre or right edge), at size points or smaller, down to
// minSize, so that it fits; what still does not fit is cut with an
// ellipsis and recorded as a problem. It returns the size used.
func (d *Doc) fitText(family, style string, x, y, w, size, minSize float64, align, s string) float64 {
	d.checkGlyphs(s)
	d.font(family, style, size)
	for d.width(s) > w && size > minSize {
		size -= 0.5
		d.font(family, style, size)
	}
	if d.width(s) > w {
		d.problem("%q was too long for its space and was shortened", s)
		r := []rune(s)
		for len(r) > 1 && d.width(string(r)+"…") > w {
			r = r[:len(r)-1]
		}
		s = string(r) + "…"
	}
	switch align {
	case "C":
		x -= d.width(s) / 2
	case "R":
		x -= d.width(s)
	}
	d.text(x, y, s)
	return size
}

// A span is a piece of rich text: plain or bold.
type span struct {
	bold bool
	text string
}

// markup reads rich text: *stars* toggle bold.
func markup(s string) []span {
	var out []span
	bold := false
	for i, part := range strings.Split(s, "*") {
		if i > 0 {
			bold = !bold
		}
		if part != "" {
			out = append(out, span{bold: bold, text: part})
		}
	}
	return out
}

// piece is a run of one style inside a word ("*$6*," is two pieces).
type piece struct {
	text string
	bold bool
	w    float64
}

// richLine is one line of laid-out rich text: its words, each made of
// pieces, with a space between words.
type richLine [][]piece

// wrapRich breaks rich text (see markup) into lines no wider than w at size
// points. A "\n" forces a line break. Words are never split, even where a
// word changes style ("*$6*,").
func (d *Doc) wrapRich(s string, w, size float64) []richLine {
	d.checkGlyphs(s)
	d.font(sans, "", size)
	space := d.width(" ")
	var lines []richLine
	for _, para := range strings.Split(s, "\n") {
		// Words made of pieces.
		var words [][]piece
		glue := false // the next text continues the last word
		for _, sp := range markup(para) {
			d.font(sans, style(sp.bold), size)
			for i, f := range strings.Split(sp.text, " ") {
				if i > 0 {
					glue = false
				}
				if f == "" {
					continue
				}
				p := piece{text: f, bold: sp.bold, w: d.width(f)}
				if glue && len(words) > 0 {
					words[len(words)-1] = append(words[len(words)-1], p)
				} else {
					words = append(words, []piece{p})
				}
				glue = true
			}
		}
		var cur richLine
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

// lineWidth is the width of a laid-out line at size points.
func (d *Doc) lineWidth(l richLine, size float64) float64 {
	d.font(sans, "", size)
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

// drawRich draws lines laid out by wrapRich with the first baseline at y
// and a line every lead millimetres; it returns the baseline after the
// last line.
func (d *Doc) drawRich(lines []richLine, x, y, size, lead float64) float64 {
	d.font(sans, "", size)
	space := d.width(" ")
	for _, l := range lines {
		cx := x
		for i, wd := range l {
			if i > 0 {
				cx += space
			}
			for _, p := range wd {
				d.font(sans, style(p.bold), size)
				d.text(cx, y, p.text)
				cx += p.w
			}
		}
		y += lead
	}
	return y
}

// cutMarks draws cut marks for a grid of cards that touch: cols columns of
// width cw and rows rows of height ch from (x, y). Short marks stand in the
// margin at the end of every cut line, no nearer than 5 mm to the paper's
// edge (what home printers clip), and a light dotted guide runs along the
// cut lines between cards, for scissors.
func (d *Doc) cutMarks(x, y, cw, ch float64, cols, rows int) {
	const gap = 1.5
	const length = margin - gap - 5 // from 5 mm to margin-gap from the edge
	w, h := cw*float64(cols), ch*float64(rows)
	d.pdf.SetLineWidth(0.2)
	d.drawColor(ink)
	for i := 0; i <= cols; i++ {
		lx := x + float64(i)*cw
		d.pdf.Line(lx, y-gap-length, lx, y-gap)
		d.pdf.Line(lx, y+h+gap, lx, y+h+gap+length)
	}
	for j := 0; j <= rows; j++ {
		ly := y + float64(j)*ch
		d.pdf.Line(x-gap-length, ly, x-gap, ly)
		d.pdf.Line(x+w+gap, ly, x+w+gap+length, ly)
	}
	d.pdf.SetLineWidth(0.15)
	d.drawColor(cutGrey)
	d.pdf.SetDashPattern([]float64{0.6, 1.4}, 0)
	for i := 0; i <= cols; i++ {
		lx := x + float64(i)*cw
		d.pdf.Line(lx, y, lx, y+h)
	}
	for j := 0; j <= rows; j++ {
		ly := y + float64(j)*ch
		d.pdf.Line(x, ly, x+w, ly)
	}
	d.pdf.SetDashPattern(nil, 0)
}

// rect is a box on the page in millimetres.
type rect struct{ x, y, w, h float64 }

// grid splits the page's printed area (inside the margins, less reserve
// millimetres at the bottom) into cols by rows touching cells, in reading
// order.
func (d *Doc) grid(cols, rows int, reserve float64) []rect {
	w := (d.paper.Width - 2*margin) / float64(cols)
	h := (d.paper.Height - 2*margin - reserve) / float64(rows)
	var out []rect
	for j := range rows {
		for i := range cols {
			out = append(out, rect{margin + float64(i)*w, margin + float64(j)*h, w, h})
		}
	}
	return out
}

// swatch draws a small filled square with an outline (so white shows).
func (d *Doc) swatch(x, y, size float64, c rgb) {
	d.fillColor(c)
	d.drawColor(ink)
	d.pdf.SetLineWidth(0.2)
	d.pdf.Rect(x, y, size, size, "FD")
}

// footerBase is the footer's baseline above the paper's bottom edge, in
// millimetres: its lowest ink stays more than margin (10 mm) from the
// edge, clear of the 4-5 mm home printers clip. Pages keep their content
// above paper.Height - margin - 6.
const footerBase = margin + 1.2

// footer writes a small line at the bottom of the page: left text (the
// game and document, and where in the rules it comes from, in the rules'
// own words: never a file name) and the page number on the right.
func (d *Doc) footer(left string) {
	d.textColor(muted)
	d.fitText(sans, "", margin, d.paper.Height-footerBase, d.paper.Width-2*margin-20, 7, 6, "L", left)
	d.font(sans, "", 7)
	d.fitText(sans, "", d.paper.Width-margin, d.paper.Height-footerBase, 20, 7, 6, "R", fmt.Sprintf("page %d", d.pdf.PageNo()))
	d.textColor(ink)
}

// title writes a page title and returns the y below it.
func (d *Doc) title(y float64, main, sub string) float64 {
	d.textColor(accent)
	d.fitText(sans, "B", margin, y+7, d.paper.Width-2*margin, 18, 12, "L", main)
	y += 10
	if sub != "" {
		d.textColor(muted)
		d.fitText(sans, "", margin, y+4, d.paper.Width-2*margin, 10, 7, "L", sub)
		y += 6
	}
	d.drawColor(accent)
	d.pdf.SetLineWidth(0.5)
	d.pdf.Line(margin, y+1, d.paper.Width-margin, y+1)
	d.textColor(ink)
	return y + 5
}

// heading writes a section heading at y across width w from x and returns
// the y below it.
func (d *Doc) heading(x, y, w float64, s string) float64 {
	d.textColor(accent)
	d.fitText(sans, "B", x, y+4.2, w, 11, 8, "L", s)
	d.textColor(ink)
	return y + 6.5
}
