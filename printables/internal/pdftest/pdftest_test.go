package pdftest

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/printables/pdfkit"
)

func TestMain(m *testing.M) { Main(m) }

// TestRenderPagesAsPNGWould: RenderPages (pdftoppm's PPM) gives every
// page with the very pixels pdftoppm's PNG of it holds, colour for
// colour, so the render checks see what they saw before.
func TestRenderPagesAsPNGWould(t *testing.T) {
	d := pdfkit.New(pdfkit.A4, "join")
	Must(t, d.JoinCards("Container", JoinLinks(FiveNames), ""))
	d.AidPages(FiveNames, 0, func(c pdfkit.Rect, name string) {
		d.BandCard(c, pdfkit.CardLook{}, "Aid", "", name, "", func(*pdfkit.Flow) {})
	})
	// A light yellow box: colour the grey of a photocopy would hide.
	d.AddPage()
	d.FillColor(pdfkit.RGB{R: 250, G: 230, B: 80})
	d.PDF.Rect(20, 20, 100, 50, "F")
	pdf, err := d.Bytes()
	Must(t, err)
	const dpi = 40
	got := RenderPages(t, pdf, dpi)

	dir := t.TempDir()
	if out, err := exec.Command(NeedTool(t, "pdftoppm"), "-r", fmt.Sprint(dpi), "-png", WritePDF(t, pdf), filepath.Join(dir, "page")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "page-*.png"))
	if len(got) != len(files) || len(got) < 2 {
		t.Fatalf("RenderPages gives %d pages, the PNGs are %d (want 2 or more)", len(got), len(files))
	}
	allColoured := 0
	for i, f := range files {
		b, err := os.ReadFile(f)
		Must(t, err)
		want, err := png.Decode(bytes.NewReader(b))
		Must(t, err)
		if got[i].Bounds() != want.Bounds() {
			t.Fatalf("page %d: %v, the PNG %v", i+1, got[i].Bounds(), want.Bounds())
		}
		diff, inked, coloured := 0, 0, 0
		r := want.Bounds()
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if got[i].At(x, y) != want.At(x, y) {
					diff++
				}
				r, g, b, _ := want.At(x, y).RGBA()
				if r < 0x8000 {
					inked++
				}
				if r != b || g != b {
					coloured++
				}
			}
		}
		if diff > 0 || inked+coloured == 0 {
			t.Errorf("page %d: %d pixels differ from the PNG's (%d dark, %d in colour)", i+1, diff, inked, coloured)
		}
		allColoured += coloured
	}
	if allColoured == 0 {
		t.Error("no page has a pixel in colour")
	}
}

// TestDecodePPMRefusesWhatIsNotOne: a header that is not P6 with 8 bits,
// or too few pixels, is an error, not a picture.
func TestDecodePPMRefusesWhatIsNotOne(t *testing.T) {
	if img, err := decodePPM([]byte("P6\n# a comment\n2 1\n255\n\x00\x01\x02\xff\xfe\xfd")); err != nil || img.Bounds() != image.Rect(0, 0, 2, 1) || img.RGBAAt(1, 0).B != 0xfd {
		t.Errorf("a 2x1 PPM with a comment: %v, %v", img, err)
	}
	for _, b := range []string{"P5\n1 1\n255\n\x00", "P6\n1 1\n65535\n\x00\x00\x00", "P6\n2 2\n255\n\x00\x00\x00", "P6\n", ""} {
		if _, err := decodePPM([]byte(b)); err == nil {
			t.Errorf("%q: no error", b)
		}
	}
}

// TestReadBackIsByBytesAndMode: the text and pages read back once per
// PDF are each document's own, and each mode's: two documents differing
// in one word read back their own word, in reading order, with -layout,
// with -raw and rendered, however often and in whichever order they are
// read; PDFText is still both texts joined.
func TestReadBackIsByBytesAndMode(t *testing.T) {
	build := func(word string, pages int) []byte {
		d := pdfkit.New(pdfkit.A4, "read back")
		for range pages {
			d.AddPage()
			d.Font("", "", 12)
			d.Text(20, 20, word+" left")
			d.Text(120, 20, "right")
		}
		pdf, err := d.Bytes()
		Must(t, err)
		return pdf
	}
	docs := []struct {
		word  string
		pages int
	}{{"alpha", 1}, {"omega", 2}, {"alpha", 1}, {"omega", 2}}
	for _, tc := range docs {
		pdf := build(tc.word, tc.pages)
		flow, layout := FlowText(t, pdf), LayoutText(t, pdf)
		for mode, text := range map[string]string{"flow": flow, "layout": layout, "raw": NamesText(t, pdf)} {
			if strings.Count(text, tc.word) != tc.pages {
				t.Errorf("%s, %s: %q", tc.word, mode, text)
			}
		}
		if got := PDFText(t, pdf); got != flow+" ||| "+layout {
			t.Errorf("%s: PDFText %q, want %q", tc.word, got, flow+" ||| "+layout)
		}
		if !strings.Contains(layout, tc.word+" left right") {
			t.Errorf("%s: the layout text %q does not keep the line", tc.word, layout)
		}
		if n := len(RenderPages(t, pdf, 20)); n != tc.pages {
			t.Errorf("%s: %d pages rendered, want %d", tc.word, n, tc.pages)
		}
	}
}
