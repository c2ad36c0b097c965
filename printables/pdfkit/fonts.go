package pdfkit

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/jung-kurt/gofpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

// The fonts. Text is set in the Go fonts, embedded in tallyman: they
// cover the Latin, Greek and Cyrillic alphabets and common symbols. A
// character they lack (Hebrew, Arabic, Chinese, Japanese, Korean...) is
// drawn in a font of this computer that has it: every system ships fonts
// for its languages (Linux in /usr/share/fonts and the user's font
// folders, macOS in /System/Library/Fonts and /Library/Fonts, Windows in
// %WINDIR%\Fonts). They are looked for only when a text needs one, once
// per run of tallyman; what is read of them is kept. A font qualifies when
// the PDF library can embed it (see sfnt.go): TrueType outlines, a
// Unicode character map for the Basic Multilingual Plane, a licence that
// allows embedding. The PDF library cannot draw a character beyond
// U+FFFF (most emoji): those never reach it (see printable).

// face is one font the kit draws with: its name in the PDF (family and
// style), its file, and its widths by character.
type face struct {
	family, style string
	path          string // the file, for a font of this computer
	tt            *ttFace

	once    sync.Once
	widths  []int16 // advance widths in thousandths of an em, by character up to U+FFFF; -1: not in the face
	file    []byte  // the TrueType file to embed
	fileErr error
	usable  bool // embedded once by the PDF library without an error (fonts of this computer)
}

// load reads the face's widths and, for a font of this computer, its file
// as one font of its own, and tries it once in the PDF library. Safe to
// call from several documents at once.
func (f *face) load() error {
	f.once.Do(func() {
		f.widths = make([]int16, 0x10000)
		for r := range f.widths {
			f.widths[r] = -1
		}
		f.tt.eachRune(func(r rune, w int) { f.widths[r] = int16(min(w, 1<<15-1)) })
		if f.file != nil {
			f.usable = true
			return
		}
		b, err := os.ReadFile(f.path)
		if err == nil {
			b, err = f.tt.standalone(b)
		}
		if err != nil {
			f.fileErr = err
			return
		}
		f.file = b
		f.usable = tryEmbed(b)
	})
	return f.fileErr
}

// has says whether the face draws r.
func (f *face) has(r rune) bool {
	if r < 0 || r > 0xFFFF {
		return false
	}
	f.load()
	return f.widths[r] >= 0
}

// tryEmbed embeds file in a scratch PDF with a few of its characters and
// says whether the PDF library did so without an error (or a panic).
func tryEmbed(file []byte) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	pdf := gofpdf.New("P", "mm", "A4", "")
	pdf.AddUTF8FontFromBytes("trial", "", file)
	pdf.AddPage()
	pdf.SetFont("trial", "", 10)
	pdf.Text(10, 10, "a")
	return pdf.Output(io.Discard) == nil
}

// The Font families a Doc embeds: the Go fonts (sans regular and bold, and
// mono for links).
const (
	Sans = "gosans"
	mono = "gomono"
)

// goFaces are the Go fonts by family and style, read once.
var goFaces = sync.OnceValue(func() map[string]*face {
	out := map[string]*face{}
	for _, f := range []struct {
		family, style string
		file          []byte
	}{{Sans, "", goregular.TTF}, {Sans, "B", gobold.TTF}, {mono, "", gomono.TTF}} {
		tt, err := readFace(bytes.NewReader(f.file), 0)
		if err != nil {
			panic(fmt.Sprintf("pdfkit: the Go font %s%s: %v", f.family, f.style, err)) // built in: cannot happen
		}
		out[f.family+f.style] = &face{family: f.family, style: f.style, tt: tt, file: f.file}
	}
	return out
})

// baseFace is the Go font of family ("" for sans) and style.
func baseFace(family, style string) *face {
	if family == "" {
		family = Sans
	}
	if f := goFaces()[family+style]; f != nil {
		return f
	}
	return goFaces()[family]
}

// systemFontSet is the fonts of this computer read so far: files found
// (preferred first), how many have been read, and the faces among them
// the PDF library can embed.
type systemFontSet struct {
	mu      sync.Mutex
	found   bool
	files   []string
	scanned int
	faces   []*face
}

// systemFonts are the fonts of this computer, read as text needs them.
var systemFonts systemFontSet

// fontDirs lists the folders where this computer keeps fonts (a variable
// for the tests).
var fontDirs = func() []string {
	home, _ := os.UserHomeDir()
	switch runtime.GOOS {
	case "windows":
		win := os.Getenv("WINDIR")
		if win == "" {
			win = os.Getenv("SystemRoot")
		}
		if win == "" {
			win = `C:\Windows`
		}
		dirs := []string{filepath.Join(win, "Fonts")}
		if local := os.Getenv("LOCALAPPDATA"); local != "" {
			dirs = append(dirs, filepath.Join(local, "Microsoft", "Windows", "Fonts"))
		}
		return dirs
	case "darwin":
		return []string{"/System/Library/Fonts", "/Library/Fonts", filepath.Join(home, "Library", "Fonts")}
	}
	data := os.Getenv("XDG_DATA_HOME")
	if data == "" && home != "" {
		data = filepath.Join(home, ".local", "share")
	}
	dirs := []string{filepath.Join(data, "fonts"), filepath.Join(home, ".fonts")}
	sys := os.Getenv("XDG_DATA_DIRS")
	if sys == "" {
		sys = "/usr/local/share:/usr/share"
	}
	for _, d := range filepath.SplitList(sys) {
		dirs = append(dirs, filepath.Join(d, "fonts"))
	}
	return dirs
}

// preferredFonts are font files (by lower-case name) tried before the
// others: wide coverage, good shapes, on the systems that ship them.
// Hebrew and Arabic with Arabic's joined letter forms: DejaVu Sans and
// FreeSans (Linux), Arial and Tahoma (Windows; Arial also on macOS), each
// with its bold;
// Chinese, Japanese and Korean: WenQuanYi and Droid Sans Fallback (Linux),
// Microsoft YaHei, SimSun, MS Gothic, Meiryo and Malgun Gothic (Windows),
// Arial Unicode and the Apple fonts (macOS).
var preferredFonts = []string{
	"dejavusans.ttf", "dejavusans-bold.ttf", "freesans.ttf", "freesansbold.ttf",
	"arial.ttf", "arialbd.ttf", "tahoma.ttf", "tahomabd.ttf", "arial unicode.ttf", "arialuni.ttf",
	"wqy-microhei.ttc", "wqy-zenhei.ttc", "droidsansfallbackfull.ttf", "droidsansfallback.ttf",
	"msyh.ttc", "msyh.ttf", "simsun.ttc", "msgothic.ttc", "meiryo.ttc", "yugothr.ttc", "malgun.ttf",
	"arialhb.ttc", "geezapro.ttc", "pingfang.ttc", "applesdgothicneo.ttc", "ipag.ttf",
}

// maxFontFiles bounds the font files looked at.
const maxFontFiles = 5000

// findFontFiles lists the font files of fontDirs, preferred ones first,
// then the others by path.
func findFontFiles() []string {
	var files []string
	seen := map[string]bool{}
	for _, dir := range fontDirs() {
		filepath.WalkDir(dir, func(path string, e fs.DirEntry, err error) error {
			if err != nil || len(files) >= maxFontFiles {
				return filepath.SkipDir
			}
			switch strings.ToLower(filepath.Ext(path)) {
			case ".ttf", ".ttc", ".otf":
				if !e.IsDir() && !seen[path] {
					seen[path] = true
					files = append(files, path)
				}
			}
			return nil
		})
	}
	rank := func(p string) int {
		if i := slices.Index(preferredFonts, strings.ToLower(filepath.Base(p))); i >= 0 {
			return i
		}
		return len(preferredFonts)
	}
	slices.SortStableFunc(files, func(a, b string) int {
		if d := rank(a) - rank(b); d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
	return files
}

// readFontFile returns the faces of the font file at path that the PDF
// library can embed.
func readFontFile(path string, n int) []*face {
	file, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer file.Close()
	offs, err := faceOffsets(file)
	if err != nil {
		return nil
	}
	var out []*face
	for i, off := range offs {
		tt, err := readFace(file, off)
		if err != nil {
			continue
		}
		out = append(out, &face{family: fmt.Sprintf("sys%d", n+i), path: path, tt: tt})
	}
	return out
}

// systemFace returns a font of this computer that draws every rune of
// runes, of the weight asked for when there is one (bold: OS/2 weight
// 600 or more), else of another; nil when no font has them all. The
// preferred fonts are read the first time, the others only when those
// read so far have none.
func systemFace(runes []rune, bold bool) *face {
	for _, r := range runes {
		if r > 0xFFFF {
			return nil
		}
	}
	systemFonts.mu.Lock()
	defer systemFonts.mu.Unlock()
	if !systemFonts.found {
		systemFonts.files = findFontFiles()
		systemFonts.found = true
		for systemFonts.scanned < len(systemFonts.files) && isPreferred(systemFonts.files[systemFonts.scanned]) {
			systemFonts.readNext()
		}
	}
	has := func(f *face) bool {
		return !slices.ContainsFunc(runes, func(r rune) bool { return f.tt.glyph(r) == 0 })
	}
	// pick chooses among the faces read so far: the weight asked for
	// first; a face is loaded (and tried in the PDF library) only when
	// chosen.
	pick := func() *face {
		for _, weight := range []bool{bold, !bold} {
			for _, f := range systemFonts.faces {
				if f.tt.bold == weight && has(f) && f.load() == nil && f.usable && !slices.ContainsFunc(runes, func(r rune) bool { return f.widths[r] < 0 }) {
					return f
				}
			}
		}
		return nil
	}
	if f := pick(); f != nil {
		return f
	}
	for systemFonts.scanned < len(systemFonts.files) {
		if !slices.ContainsFunc(systemFonts.readNext(), has) {
			continue
		}
		if f := pick(); f != nil {
			return f
		}
	}
	return nil
}

// readNext reads the next font file found and returns its faces that the
// PDF library can embed (the caller holds systemFonts.mu).
func (sf *systemFontSet) readNext() []*face {
	path := sf.files[sf.scanned]
	sf.scanned++
	faces := readFontFile(path, len(sf.faces))
	sf.faces = append(sf.faces, faces...)
	return faces
}

// isPreferred says whether path is one of preferredFonts.
func isPreferred(path string) bool {
	return slices.Contains(preferredFonts, strings.ToLower(filepath.Base(path)))
}

// resetSystemFonts forgets the fonts of this computer read so far (for
// the tests, which change fontDirs).
func resetSystemFonts() {
	systemFonts.mu.Lock()
	defer systemFonts.mu.Unlock()
	systemFonts.found, systemFonts.files, systemFonts.scanned, systemFonts.faces = false, nil, 0, nil
}
