package pdfkit_test

import (
	"image"
	"strings"
	"testing"

	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

func TestMain(m *testing.M) { pdftest.Main(m) }

// TestJoinCardsScan renders a page of join cards as a printer would
// (150 dpi) and as a screen preview (72 dpi), cuts each card out where
// the layout puts it, and decodes its QR code: each card's code is its
// own link. The codes are drawn as shapes (no image): a seam between
// their rows would stop the decoder at 100 dpi.
func TestJoinCardsScan(t *testing.T) {
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		cards := pdftest.JoinLinks(pdftest.FiveNames)
		d := pdfkit.New(paper, "join")
		pdftest.Must(t, d.JoinCards("Container", cards, ""))
		pdf, err := d.Bytes()
		pdftest.Must(t, err)
		for _, dpi := range []int{150, 100, 72} {
			page := pdftest.RenderPages(t, pdf, dpi)[0]
			sub, ok := page.(interface {
				SubImage(image.Rectangle) image.Image
			})
			if !ok {
				t.Fatalf("%T cannot be cut", page)
			}
			px := func(mm float64) int { return int(mm / 25.4 * float64(dpi)) }
			for i, c := range cards {
				x, y, w, h := pdfkit.JoinCardRect(paper, i)
				card := sub.SubImage(image.Rect(px(x), px(y), px(x+w), px(y+h)))
				if got := pdftest.DecodeQR(t, card); got != c.Link {
					t.Errorf("%s, %d dpi, card %d (%s): the QR code reads %q, want %q", paper.Name, dpi, i+1, c.Name, got, c.Link)
				}
			}
		}
	}
}

// TestQRTooLong: a link too long for a QR code is refused with the
// player's name, and no card is drawn for it.
func TestQRTooLong(t *testing.T) {
	d := pdfkit.New(pdfkit.A4, "join")
	err := d.JoinCards("Container", []pdfkit.JoinCard{{Name: "Ann", Seat: 1, Link: "http://192.168.1.20:8080/p/" + strings.Repeat("x", 4000)}}, "")
	if err == nil || !strings.Contains(err.Error(), "the link for Ann cannot be a QR code") {
		t.Errorf("a 4000-character link: %v", err)
	}
}

// TestJoinCardLeadsWithTheSeatOfANameThatDoesNotPrint: a join card's
// large line is the player's name; when the PDF's fonts cannot draw it
// whole it is the seat first, then the name as far as they draw it (a
// new user's 🦊 got a card that read "?" in large type, its "seat 2"
// only in the small line above). A card that is no player's, or whose
// name prints whole, is as before. Every player card's small top line
// still gives the seat.
func TestJoinCardLeadsWithTheSeatOfANameThatDoesNotPrint(t *testing.T) {
	for _, tc := range []struct {
		name string
		seat int
		want string // the card's text, its top line first
	}{
		{"Ann", 1, "tallyman · Container · seat 1 Ann"},
		{"🦊", 2, "tallyman · Container · seat 2 Seat 2 · ?"},
		{"Zoë🦊", 3, "tallyman · Container · seat 3 Seat 3 · Zoë?"},
		{"𐌰𐌱", 4, "tallyman · Container · seat 4 Seat 4 · ??"},
		{"Shared screen", 0, "tallyman · Container Shared screen"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := pdfkit.New(pdfkit.A4, "join")
			pdftest.Must(t, d.JoinCards("Container", []pdfkit.JoinCard{{Name: tc.name, Seat: tc.seat, Link: "http://192.168.1.20:8080/p/0001"}}, ""))
			pdf, err := d.Bytes()
			pdftest.Must(t, err)
			text := strings.Join(strings.Fields(pdftest.PDFText(t, pdf)), " ")
			if !strings.HasPrefix(text, tc.want+" Scan with") {
				t.Errorf("the card reads %q, want it to begin %q", text, tc.want)
			}
		})
	}
}
