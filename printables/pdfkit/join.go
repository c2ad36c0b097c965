package pdfkit

import (
	"bytes"
	"fmt"
	"image/png"
	"strings"
	"sync"

	"github.com/jung-kurt/gofpdf"
	qrcode "github.com/skip2/go-qrcode"
)

// QRPNG returns link as a PNG QR code (medium error correction, the
// standard quiet zone of four modules, 8 pixels per module), as printed on
// a join card. Error: link too long for a QR code.
func QRPNG(link string) ([]byte, error) {
	q, err := qrcode.New(link, qrcode.Medium)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := qrEncoder.Encode(&b, q.Image(-8)); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// qrEncoder writes the QR PNGs: fast compression (a two-colour image
// compresses well anyway) and a pool of compressors shared by all
// documents, since making one costs far more than encoding a code.
var qrEncoder = png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &pngPool{}}

// pngPool is a png.EncoderBufferPool on a sync.Pool.
type pngPool struct{ p sync.Pool }

func (p *pngPool) Get() *png.EncoderBuffer {
	b, _ := p.p.Get().(*png.EncoderBuffer)
	return b
}

func (p *pngPool) Put(b *png.EncoderBuffer) { p.p.Put(b) }

// JoinCard is one phone link to print on a card: whose it is (Name and
// Seat, 1 for the first player in seating order, 0 for a card that is no
// player's), the link, and a line under the link (Caption; empty for the
// default, which warns that the link is private). The seat tells players
// apart when their names print as "?" (see printable).
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
		d.useName(c.Name, "", c.Seat)
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
	png, err := QRPNG(card.Link)
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
	d.FitText(Sans, "", c.X+c.W/2, c.Y+pad+3, inner, 8, 6.5, "C", top)
	d.TextColor(Ink)
	d.CheckGlyphs(card.Name)
	d.fit(Sans, "B", c.X+c.W/2, c.Y+pad+11, inner, 18, 9, "C", card.Name) // the seat is on the line above
	// The QR code: as large as the card allows, the rest for the text.
	qr := min(inner, c.H-2*pad-30)
	qx, qy := c.X+(c.W-qr)/2, c.Y+pad+13.5
	name := fmt.Sprintf("qr%d", d.images)
	d.images++
	d.PDF.RegisterImageOptionsReader(name, gofpdf.ImageOptions{ImageType: "PNG"}, bytes.NewReader(png))
	d.PDF.ImageOptions(name, qx, qy, qr, qr, false, gofpdf.ImageOptions{ImageType: "PNG"}, 0, "")
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
