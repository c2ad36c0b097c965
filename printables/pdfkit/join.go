package pdfkit

import (
	"fmt"
	"strconv"
	"strings"

	qrcode "github.com/skip2/go-qrcode"
)

// QRModules returns link as a QR code (medium error correction): its
// modules by row, true for dark, with the standard quiet zone of four
// light modules around them, as a join card prints it. Error: link too
// long for a QR code.
func QRModules(link string) ([][]bool, error) {
	q, err := qrcode.New(link, qrcode.Medium)
	if err != nil {
		return nil, err
	}
	return q.Bitmap(), nil
}

// drawQR draws modules (see QRModules) as a square of side mm from (x,
// y), in black: each run of dark modules in a row a rectangle, all of them
// one shape filled at once, so that no light seam shows where rows meet
// when a renderer smooths edges. Drawn as a shape, the code is sharp at
// any printer's resolution and costs no image.
func (d *Doc) drawQR(modules [][]bool, x, y, side float64) {
	const k = 72 / 25.4 // points per millimetre: the PDF's own unit
	m := side / float64(len(modules)) * k
	x0, y0 := x*k, (d.paper.Height-y)*k // the top left corner, from the page's bottom
	num := func(b []byte, v float64) []byte { return append(strconv.AppendFloat(b, v, 'f', 2, 64), ' ') }
	var path []byte
	for j, row := range modules {
		for i := 0; i < len(row); {
			if !row[i] {
				i++
				continue
			}
			from := i
			for i < len(row) && row[i] {
				i++
			}
			path = num(path, x0+float64(from)*m)
			path = num(path, y0-float64(j+1)*m)
			path = num(path, float64(i-from)*m)
			path = num(path, m)
			path = append(path, "re\n"...)
		}
	}
	d.FillColor(RGB{0, 0, 0})
	d.PDF.RawWriteStr(string(path) + "f")
}

// JoinCard is one phone link to print on a card: whose it is (Name and
// Seat, 1 for the first player in seating order, 0 for a card that is no
// player's), the link, and a line under the link (Caption; empty for the
// default, which warns that the link is private). The seat tells players
// apart when their names print as "?" (see printable): it is then the
// card's large line.
type JoinCard struct {
	Name    string
	Seat    int
	Link    string
	Caption string
}

// joinCols and joinRows are the join cards on a page.
const joinCols, joinRows = 2, 3

// joinNoteH is the room kept at the foot of a page of join cards for the
// note to the person at the laptop.
const joinNoteH = 14.0

// JoinCards adds QR join cards, six to a page in two columns with cut
// marks: each with the game's name, the player's name, the QR code of the
// link and the link as text. note (for the person at the laptop: where the
// links work) is printed at the foot of every page. Error: a link too long
// for a QR code.
func (d *Doc) JoinCards(game string, cards []JoinCard, note string) error {
	if len(cards) == 0 {
		return fmt.Errorf("printables: no join cards to print")
	}
	for _, c := range cards {
		tag := ""
		if c.Seat > 0 {
			tag = fmt.Sprintf("seat %d", c.Seat)
		}
		d.useName(c.Name, "", tag)
	}
	per := joinCols * joinRows
	for i, c := range cards {
		if i%per == 0 {
			d.AddPage()
			cells := d.Grid(joinCols, joinRows, joinNoteH)
			d.CutMarks(cells[0].X, cells[0].Y, cells[0].W, cells[0].H, joinCols, joinRows)
			if note != "" {
				d.TextColor(Muted)
				lines := d.WrapRich(note, d.paper.Width-2*Margin, 7.5)
				y := d.paper.Height - Margin - joinNoteH + 9.5
				d.DrawRich(lines[:min(len(lines), 2)], Margin, y, 7.5, 7.5*PtMM*1.3)
				if len(lines) > 2 {
					d.problem("the note under the join cards was cut to two lines")
				}
				d.TextColor(Ink)
			}
		}
		cell := d.Grid(joinCols, joinRows, joinNoteH)[i%per]
		if err := d.joinCard(cell, game, c); err != nil {
			return err
		}
	}
	return nil
}

// JoinCardRect returns where the i-th join card lies on its page (in
// millimetres from the top left corner): for tests that look at a
// rendered card.
func JoinCardRect(p Paper, i int) (x, y, w, h float64) {
	d := Doc{paper: p}
	c := d.Grid(joinCols, joinRows, joinNoteH)[i%(joinCols*joinRows)]
	return c.X, c.Y, c.W, c.H
}

// joinCard draws one card in c.
func (d *Doc) joinCard(c Rect, game string, card JoinCard) error {
	modules, err := QRModules(card.Link)
	if err != nil {
		return fmt.Errorf("the link for %s cannot be a QR code: %v", card.Name, err)
	}
	const pad = 5.0
	inner := c.W - 2*pad
	d.TextColor(Muted)
	top := "tallyman · " + game
	if card.Seat > 0 {
		top += fmt.Sprintf(" · seat %d", card.Seat)
	}
	// A name that does not print whole ("🦊" prints "?") is no way to
	// tell the cards apart: the card's large line starts with its seat,
	// then the name as far as the fonts draw it ("Seat 2 · ?", "Seat 3 ·
	// Zoë?"). A new user's 🦊 had a card that read "?" in large type.
	name := card.Name
	if shown, lost := printable(name); len(lost) > 0 && card.Seat > 0 {
		name = fmt.Sprintf("Seat %d · %s", card.Seat, shown)
	}
	d.FitText(Sans, "", c.X+c.W/2, c.Y+pad+3, inner, 8, 6.5, "C", top)
	d.TextColor(Ink)
	d.CheckGlyphs(card.Name)
	d.fit(Sans, "B", c.X+c.W/2, c.Y+pad+11, inner, 18, 9, "C", name)
	// The QR code: as large as the card allows, the rest for the text.
	qr := min(inner, c.H-2*pad-30)
	qx, qy := c.X+(c.W-qr)/2, c.Y+pad+13.5
	d.drawQR(modules, qx, qy, qr)
	y := qy + qr + 3.5
	d.Font(Sans, "", 8.5)
	d.FitText(Sans, "", c.X+c.W/2, y, inner, 8.5, 7, "C", "Scan with your phone's camera, or type:")
	// The link in mono, split after its last "/" when too long for a line.
	y += 4.2
	d.Font(mono, "", 8)
	link := card.Link
	if d.Width(link) > inner {
		if k := strings.LastIndex(link, "/"); k > 0 {
			d.FitText(mono, "", c.X+c.W/2, y, inner, 8, 6, "C", link[:k+1])
			y += 3.6
			link = link[k+1:]
		}
	}
	d.FitText(mono, "", c.X+c.W/2, y, inner, 8, 6, "C", link)
	caption := card.Caption
	if caption == "" {
		caption = "Private: this link is your seat. Do not share it."
	}
	d.TextColor(Muted)
	d.FitText(Sans, "", c.X+c.W/2, min(y+4.5, c.Y+c.H-pad+1), inner, 7.5, 6, "C", caption)
	d.TextColor(Ink)
	return nil
}
