package container

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// renderGrey renders page 1 of pdf in greyscale at dpi, as a grey printer
// or a photocopy shows it (pdftoppm -gray).
func renderGrey(t *testing.T, pdf []byte, dpi int) image.Image {
	t.Helper()
	tool := pdftest.NeedTool(t, "pdftoppm")
	path := pdftest.WritePDF(t, pdf)
	out := filepath.Join(t.TempDir(), "grey")
	if b, err := exec.Command(tool, "-gray", "-png", "-r", fmt.Sprint(dpi), "-f", "1", "-l", "1", "-singlefile", path, out).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, b)
	}
	b, err := os.ReadFile(out + ".png")
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// greyLook is how a patch of a greyscale render looks: its mean grey (0
// black, 1 white) and how much the grey changes from one pixel to the
// next across (hv) and down (vv), which tells stripes, hatching and plain
// fills apart.
type greyLook struct{ mean, hv, vv float64 }

func lookOf(img image.Image, r image.Rectangle) greyLook {
	grey := func(x, y int) float64 {
		v, _, _, _ := img.At(x, y).RGBA()
		return float64(v) / 0xFFFF
	}
	var sum, hv, vv float64
	n := 0
	for y := r.Min.Y; y < r.Max.Y-1; y++ {
		for x := r.Min.X; x < r.Max.X-1; x++ {
			g := grey(x, y)
			sum += g
			hv += math.Abs(grey(x+1, y) - g)
			vv += math.Abs(grey(x, y+1) - g)
			n++
		}
	}
	return greyLook{sum / float64(n), hv / float64(n), vv / float64(n)}
}

// differs says whether a reader can tell two patches apart without
// colour: greys at least 0.12 apart (on a 0-1 scale), or a pattern the
// other lacks (a pixel-to-pixel change at least 0.05 more, across or
// down).
func (a greyLook) differs(b greyLook) bool {
	return math.Abs(a.mean-b.mean) >= 0.12 || math.Abs(a.hv-b.hv) >= 0.05 || math.Abs(a.vv-b.vv) >= 0.05
}

// TestBarSegmentsDifferInGrey draws every segment of the reports' score
// bars (classic and Off-Shore) as the bars and their legend draw it, prints
// the page in greyscale, and checks that every two segments of a report
// can be told apart without colour (issue: the Off-Shore "Ship" and
// "Holding area" printed as the same grey).
func TestBarSegmentsDifferInGrey(t *testing.T) {
	t.Parallel()
	const dpi = 100
	for _, set := range []struct {
		name string
		segs []pdfkit.BarSegment
	}{{"classic", breakdownSegments}, {"Off-Shore", offshoreSegments}} {
		d := New(pdfkit.A4, "segments")
		d.AddPage()
		const w, h = 30.0, 12.0
		for i, s := range set.segs {
			d.BarBox(pdfkit.Margin, pdfkit.Margin+float64(i)*(h+4), w, h, s)
		}
		pdf, err := d.Bytes()
		pdftest.Must(t, err)
		img := renderGrey(t, pdf, dpi)
		px := func(mm float64) int { return int(mm / 25.4 * dpi) }
		looks := make([]greyLook, len(set.segs))
		for i := range set.segs {
			y := pdfkit.Margin + float64(i)*(h+4)
			looks[i] = lookOf(img, image.Rect(px(pdfkit.Margin+1), px(y+1), px(pdfkit.Margin+w-1), px(y+h-1)))
		}
		for i := range looks {
			for j := i + 1; j < len(looks); j++ {
				if !looks[i].differs(looks[j]) {
					t.Errorf("%s: %q %+v and %q %+v look the same in grey", set.name, set.segs[i].Label, looks[i], set.segs[j].Label, looks[j])
				}
			}
		}
	}
}
