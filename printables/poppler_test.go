package printables

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The text and render checks read the PDFs back with poppler-utils
// (pdftotext, pdftoppm). Without them the checks are skipped, loudly, on a
// developer's machine, and fail under CI (CI=true), which must install
// them: apt-get install -y poppler-utils.

func TestMain(m *testing.M) {
	for _, tool := range []string{"pdftotext", "pdftoppm"} {
		if _, err := exec.LookPath(tool); err != nil {
			fmt.Fprintf(os.Stderr, "\n*** printables: %s is not installed: the PDF text and render checks are SKIPPED (apt-get install -y poppler-utils)\n\n", tool)
		}
	}
	os.Exit(m.Run())
}

// needTool returns the path of a poppler tool, skipping the test without it
// (failing it under CI).
func needTool(t testing.TB, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is missing: CI must install poppler-utils (apt-get install -y poppler-utils)", name)
		}
		t.Skipf("SKIPPED: %s is not installed (apt-get install -y poppler-utils)", name)
	}
	return p
}

// writePDF writes pdf to a temporary file and returns its path.
func writePDF(t testing.TB, pdf []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// pdfText extracts the text of pdf with pdftotext, every run of white
// space made one space: twice, in reading order (for running text) and
// then with -layout (for table rows), joined by " ||| ".
func pdfText(t testing.TB, pdf []byte) string {
	t.Helper()
	tool := needTool(t, "pdftotext")
	path := writePDF(t, pdf)
	var texts []string
	for _, args := range [][]string{{"-enc", "UTF-8", path, "-"}, {"-layout", "-enc", "UTF-8", path, "-"}} {
		out, err := exec.Command(tool, args...).Output()
		if err != nil {
			t.Fatalf("pdftotext: %v", err)
		}
		texts = append(texts, strings.Join(strings.Fields(string(out)), " "))
	}
	return strings.Join(texts, " ||| ")
}

// renderPages renders every page of pdf with pdftoppm at dpi and returns
// the pages in order.
func renderPages(t testing.TB, pdf []byte, dpi int) []image.Image {
	t.Helper()
	tool := needTool(t, "pdftoppm")
	dir := t.TempDir()
	path := writePDF(t, pdf)
	if out, err := exec.Command(tool, "-r", fmt.Sprint(dpi), "-png", path, filepath.Join(dir, "page")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "page-*.png"))
	sort.Strings(files) // pdftoppm pads the page numbers to one width
	var pages []image.Image
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		pages = append(pages, img)
	}
	return pages
}

// inkShare is the share of an image's pixels that are not near white.
func inkShare(img image.Image) float64 {
	b := img.Bounds()
	dark := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if (r+g+bl)/3 < 0xE000 {
				dark++
			}
		}
	}
	return float64(dark) / float64(b.Dx()*b.Dy())
}
