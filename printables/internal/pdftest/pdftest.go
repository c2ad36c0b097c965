// Package pdftest holds what the tests of every printables package share:
// reading PDFs back with poppler-utils (pdftotext, pdftoppm), made-up
// phone links and player names, and the size budget of a set of files.
package pdftest

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"tallyman/assistant/termtest"
	"tallyman/printables/pdfkit"
)

// The text and render checks read the PDFs back with poppler-utils
// (pdftotext, pdftoppm). Without them the checks are skipped, loudly, on a
// developer's machine, and fail under CI (CI=true), which must install
// them: apt-get install -y poppler-utils.

// Main runs a package's tests (call it from TestMain), first saying
// loudly when poppler-utils is missing.
func Main(m *testing.M) {
	for _, tool := range []string{"pdftotext", "pdftoppm"} {
		if _, err := exec.LookPath(tool); err != nil {
			fmt.Fprintf(os.Stderr, "\n*** printables: %s is not installed: the PDF text and render checks are SKIPPED (apt-get install -y poppler-utils)\n\n", tool)
		}
	}
	os.Exit(m.Run())
}

// NeedTool returns the path of a poppler tool, skipping the test without it
// (failing it under CI).
func NeedTool(t testing.TB, name string) string {
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

// WritePDF writes pdf to a temporary file and returns its path.
func WritePDF(t testing.TB, pdf []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// PDFText extracts the text of pdf with pdftotext, every run of white
// space made one space: twice, in reading order (for running text) and
// then with -layout (for table rows), joined by " ||| ". A check that
// reads only one of them calls FlowText or LayoutText, which run
// pdftotext once.
func PDFText(t testing.TB, pdf []byte) string {
	t.Helper()
	return FlowText(t, pdf) + " ||| " + LayoutText(t, pdf)
}

// FlowText is the first half of PDFText: the text of pdf in reading
// order, every run of white space made one space.
func FlowText(t testing.TB, pdf []byte) string {
	t.Helper()
	return strings.Join(strings.Fields(pdftotext(t, pdf)), " ")
}

// LayoutText is the second half of PDFText: the text of pdf as pdftotext
// -layout lays it out (table rows on one line), every run of white space
// made one space.
func LayoutText(t testing.TB, pdf []byte) string {
	t.Helper()
	return strings.Join(strings.Fields(pdftotext(t, pdf, "-layout")), " ")
}

// pdftotext returns what pdftotext, with mode's flags, prints for pdf
// (UTF-8), run once per test binary for the same bytes and flags.
func pdftotext(t testing.TB, pdf []byte, mode ...string) string {
	t.Helper()
	tool := NeedTool(t, "pdftotext")
	out, err := once(t, "pdftotext "+strings.Join(mode, " "), pdf, func() (any, error) {
		args := append(append(mode, "-enc", "UTF-8"), WritePDF(t, pdf), "-")
		out, err := exec.Command(tool, args...).Output()
		if err != nil {
			return nil, fmt.Errorf("pdftotext %s: %v", strings.Join(mode, " "), err)
		}
		return string(out), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out.(string)
}

// readBack holds what poppler read from PDFs, by tool, flags and the
// PDF's SHA-256, so that the checks reading the same bytes the same way
// (the same document built by several tests, or checked for several
// things) start poppler once: starting it costs 30-45 ms of CPU on this
// project's machine, and poppler gives the same bytes the same output.
var readBack sync.Map // string -> *readOnce

// readOnce is one entry of readBack: the first caller reads, the others
// wait for it.
type readOnce struct {
	once sync.Once
	val  any
	err  error
}

// once returns read's result for pdf read by what (the tool and its
// flags), calling read once per test binary for the same bytes and what.
// A failed read is kept too: the same bytes fail the same way.
func once(t testing.TB, what string, pdf []byte, read func() (any, error)) (any, error) {
	t.Helper()
	key := fmt.Sprintf("%s %x", what, sha256.Sum256(pdf))
	e, _ := readBack.LoadOrStore(key, &readOnce{})
	r := e.(*readOnce)
	r.once.Do(func() {
		r.err = fmt.Errorf("%s stopped in the test that first read these bytes", what) // kept if read ends its test (t.Fatal)
		r.val, r.err = read()
	})
	return r.val, r.err
}

// RenderPages renders every page of pdf with pdftoppm at dpi and returns
// the pages in order, each an *image.RGBA. pdftoppm writes them as PPM,
// the raw pixels, which a test reads at once; the same pixels as a PNG
// would be compressed by pdftoppm and inflated here, most of the time of
// a render under the race detector. The same bytes at the same dpi are
// rendered once per test binary and the pages shared: callers only read
// them.
func RenderPages(t testing.TB, pdf []byte, dpi int) []image.Image {
	t.Helper()
	tool := NeedTool(t, "pdftoppm")
	pages, err := once(t, fmt.Sprintf("pdftoppm -r %d", dpi), pdf, func() (any, error) {
		return render(t, tool, pdf, dpi)
	})
	if err != nil {
		t.Fatal(err)
	}
	return slices.Clone(pages.([]image.Image))
}

// render runs pdftoppm (tool) on pdf at dpi and decodes its pages.
func render(t testing.TB, tool string, pdf []byte, dpi int) ([]image.Image, error) {
	dir := t.TempDir()
	path := WritePDF(t, pdf)
	if out, err := exec.Command(tool, "-r", fmt.Sprint(dpi), path, filepath.Join(dir, "page")).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("pdftoppm: %v\n%s", err, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "page-*.ppm"))
	sort.Strings(files) // pdftoppm pads the page numbers to one width
	var pages []image.Image
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		img, err := decodePPM(b)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", f, err)
		}
		pages = append(pages, img)
	}
	return pages, nil
}

// decodePPM reads a binary PPM (P6, 8 bits a sample: what pdftoppm writes)
// into an opaque *image.RGBA.
func decodePPM(b []byte) (*image.RGBA, error) {
	var head [4]int // the magic number's digit, width, height, maxval
	rest := b
	for i := range head {
		// Blanks and comments (# to the end of the line) come before
		// each field, and one blank after the last.
		for len(rest) > 0 && (rest[0] == '#' || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\n' || rest[0] == '\r') {
			if rest[0] == '#' {
				if j := bytes.IndexByte(rest, '\n'); j >= 0 {
					rest = rest[j:]
				} else {
					rest = nil
				}
				continue
			}
			rest = rest[1:]
		}
		if i == 0 {
			if !bytes.HasPrefix(rest, []byte("P6")) {
				return nil, fmt.Errorf("not a binary PPM (P6)")
			}
			head[0], rest = 6, rest[2:]
			continue
		}
		j := 0
		for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
			head[i] = head[i]*10 + int(rest[j]-'0')
			j++
		}
		if j == 0 || j == len(rest) {
			return nil, fmt.Errorf("a PPM header without its %s", [...]string{"", "width", "height", "maxval"}[i])
		}
		rest = rest[j:]
	}
	w, h, maxval := head[1], head[2], head[3]
	if maxval != 255 {
		return nil, fmt.Errorf("PPM maxval %d, want 255", maxval)
	}
	rest = rest[1:] // the one blank after maxval
	if len(rest) < w*h*3 {
		return nil, fmt.Errorf("PPM of %dx%d with %d bytes of pixels, want %d", w, h, len(rest), w*h*3)
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i, j := 0, 0; i < w*h*3; i, j = i+3, j+4 {
		img.Pix[j], img.Pix[j+1], img.Pix[j+2], img.Pix[j+3] = rest[i], rest[i+1], rest[i+2], 0xff
	}
	return img, nil
}

// TextSizes returns how many pieces of text pdf draws at each size in
// points. The PDF must be written uncompressed (the Doc's
// PDF.SetCompression(false)): the last "Tf" before each "Tj" sets the
// size of its text.
func TextSizes(pdf []byte) map[float64]int {
	size := 0.0
	seen := map[float64]int{}
	for _, m := range textOps.FindAllSubmatch(pdf, -1) {
		if len(m[1]) > 0 {
			size, _ = strconv.ParseFloat(string(m[1]), 64)
			continue
		}
		seen[size]++
	}
	return seen
}

var textOps = regexp.MustCompile(`([0-9.]+) Tf|\) ?Tj|\] ?TJ`)

// InkShare is the share of an image's pixels that are not near white.
func InkShare(img image.Image) float64 {
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

// Must fails the test at once when err is not nil.
func Must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// FiveNames are five players whose names need more than ASCII.
var FiveNames = []string{"Zoë", "Łukasz", "Ann", "Bob", "Cleo"}

// JoinLinks are made-up phone links for the players of names (seats 1 up,
// in order) and the shared screen.
func JoinLinks(names []string) []pdfkit.JoinCard {
	var cards []pdfkit.JoinCard
	for i, n := range names {
		cards = append(cards, pdfkit.JoinCard{Name: n, Seat: i + 1, Link: fmt.Sprintf("http://192.168.1.20:8080/p/%032x", i+1)})
	}
	return append(cards, pdfkit.JoinCard{Name: "Shared screen", Link: fmt.Sprintf("http://192.168.1.20:8080/t/%032x", 99), Caption: "No secrets."})
}

// FileBudget is the size budget of each file of a game's set, in bytes
// (the printables issue: every file under 1 MB; the time for the whole set
// is each game's set benchmark's figure, in docs/performance.md).
const FileBudget = 1 << 20

// Doc is a document as the set helpers need it: a game's Doc or the kit's.
type Doc interface {
	Bytes() ([]byte, error)
}

// BuildSet builds each document of docs on A4 (newDoc makes an empty one
// with a title) and returns the files by name.
func BuildSet[D Doc](tb testing.TB, newDoc func(pdfkit.Paper, string) D, docs map[string]func(d D) error) map[string][]byte {
	out := map[string][]byte{}
	for name, build := range docs {
		d := newDoc(pdfkit.A4, name)
		if err := build(d); err != nil {
			tb.Fatal(err)
		}
		b, err := d.Bytes()
		if err != nil {
			tb.Fatal(err)
		}
		out[name] = b
	}
	return out
}

// BenchSet times set, the building of a set of files, and reports the
// largest file (max-file-bytes) and the processor time a set takes
// (cpu-ms/op: user and system time of the whole process, garbage
// collection included, as the operating system counts it). On a busy
// machine the time per set (ns/op) includes waiting for a processor; the
// processor time does not, and on a quiet machine the two are close.
func BenchSet(b *testing.B, set func() map[string][]byte) {
	largest := 0
	var cpu time.Duration
	for b.Loop() {
		start := cpuTime()
		for _, f := range set() {
			largest = max(largest, len(f))
		}
		cpu += cpuTime() - start
	}
	b.ReportMetric(float64(largest), "max-file-bytes")
	if cpu > 0 {
		b.ReportMetric(float64(cpu)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
	}
}

// CheckBudget fails for each file at or over FileBudget.
func CheckBudget(t *testing.T, files map[string][]byte) {
	t.Helper()
	for name, f := range files {
		if len(f) >= FileBudget {
			t.Errorf("%s: %d bytes, over 1 MB", name, len(f))
		}
	}
}

// DecodeQR reads the QR code in img (termtest.DecodeQR: at any quarter
// turn, as a phone reads it), failing t when there is none.
func DecodeQR(t testing.TB, img image.Image) string {
	t.Helper()
	text := termtest.DecodeQR(img)
	if text == "" {
		t.Fatal("no QR code found")
	}
	return text
}
