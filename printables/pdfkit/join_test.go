package pdfkit_test

import (
	"bytes"
	"image"
	_ "image/png"
	"strings"
	"testing"

	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

func TestMain(m *testing.M) { pdftest.Main(m) }

// TestJoinCardsScan renders a page of join cards as a printer would
// (150 dpi), cuts each card out where the layout puts it, and decodes its
// QR code: each card's code is its own link.
func TestJoinCardsScan(t *testing.T) {
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		cards := pdftest.JoinLinks(pdftest.FiveNames)
		d := pdfkit.New(paper, "join")
		pdftest.Must(t, d.JoinCards("Container", cards, ""))
		pdf, err := d.Bytes()
		pdftest.Must(t, err)
		const dpi = 150
		page := pdftest.RenderPages(t, pdf, dpi)[0]
		sub, ok := page.(interface {
			SubImage(image.Rectangle) image.Image
		})
		if !ok {
			t.Fatalf("%T cannot be cut", page)
		}
		px := func(mm float64) int { return int(mm / 25.4 * dpi) }
		for i, c := range cards {
			x, y, w, h := pdfkit.JoinCardRect(paper, i)
			card := sub.SubImage(image.Rect(px(x), px(y), px(x+w), px(y+h)))
			if got := pdftest.DecodeQR(t, card); got != c.Link {
				t.Errorf("%s, card %d (%s): the QR code reads %q, want %q", paper.Name, i+1, c.Name, got, c.Link)
			}
		}
	}
}

// TestQRRoundTrip decodes the QR PNG of a join card with a QR decoder
// (gozxing) and gets the link back.
func TestQRRoundTrip(t *testing.T) {
	for _, link := range []string{
		"http://192.168.1.20:8080/p/0123456789abcdef0123456789abcdef",
		"http://10.0.0.7:41234/t/ffffffffffffffffffffffffffffffff",
	} {
		b, err := pdfkit.QRPNG(link)
		if err != nil {
			t.Fatal(err)
		}
		img, _, err := image.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if got := pdftest.DecodeQR(t, img); got != link {
			t.Errorf("decoded %q, want %q", got, link)
		}
	}
	if _, err := pdfkit.QRPNG(strings.Repeat("x", 4000)); err == nil {
		t.Error("a 4000-character link made a QR code")
	}
}
