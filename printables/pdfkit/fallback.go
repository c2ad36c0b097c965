package pdfkit

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/rivo/uniseg"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"
)

// Text the fonts cannot draw. The documents embed the Go fonts, which
// cover the Latin, Greek and Cyrillic alphabets and common symbols, but
// not Hebrew, Arabic, Chinese, Japanese, Korean or emoji. Fonts that do
// are megabytes (Chinese) or need shaping and right-to-left layout that the
// PDF library does not do (Arabic, Hebrew), so tallyman does not embed
// them. Instead every character cluster (what a reader counts as one
// character: a letter with its accents, an emoji with its joiners and
// skin tone) that holds a character the fonts lack prints as one "?", and
// the document says so once per name (docs/printing.md): "Ana 🎲"
// prints as "Ana ?", "李雷" as "??". A letter typed with a separate accent
// (e + U+0301) is composed first and prints whole; an accent that does
// not compose and the fonts lack is left off its letter ("g̃" prints as
// "g"), and said. The PDF library's font tables end at
// U+FFFF: a character beyond it would crash it, so no such character ever
// reaches it.

// fallbackMark is what a character cluster the fonts lack prints as.
const fallbackMark = "?"

// glyphs holds the runes the embedded sans font can show.
var glyphs struct {
	once  sync.Once
	font  *sfnt.Font
	mu    sync.Mutex
	buf   sfnt.Buffer
	known map[rune]bool
}

// drawable says whether the fonts have a glyph for r: printable ASCII
// always; nothing beyond U+FFFF, no control character; otherwise what the
// Go regular font's character map says (the bold and mono fonts cover the
// same characters).
func drawable(r rune) bool {
	if r >= 0x20 && r < 0x7f {
		return true
	}
	if r > 0xFFFF || unicode.IsControl(r) {
		return false
	}
	glyphs.once.Do(func() {
		glyphs.font, _ = sfnt.Parse(goregular.TTF)
		glyphs.known = map[rune]bool{}
	})
	if glyphs.font == nil {
		return false
	}
	glyphs.mu.Lock()
	defer glyphs.mu.Unlock()
	ok, seen := glyphs.known[r]
	if !seen {
		i, err := glyphs.font.GlyphIndex(&glyphs.buf, r)
		ok = err == nil && i != 0
		glyphs.known[r] = ok
	}
	return ok
}

// missing returns the runes of s that the fonts lack.
func missing(s string) []rune {
	var out []rune
	for _, r := range s {
		if !drawable(r) {
			out = append(out, r)
		}
	}
	return out
}

// printable returns s as the fonts can draw it, and the character clusters
// of s that did not print whole (nil when s prints as it is). s is first
// composed (Unicode NFC), so that "é" typed as e + U+0301 prints as the
// one letter "é" the fonts have. A cluster whose base character the fonts
// draw keeps it when only accents (combining marks), joiners or variation
// selectors are missing ("g̃" prints as "g"); a missing accent makes it a
// lost cluster, a missing joiner or selector (invisible) does not. Any
// other cluster with a missing character becomes one fallbackMark and is
// lost.
func printable(s string) (string, []string) {
	if len(missing(s)) == 0 {
		return s, nil
	}
	s = norm.NFC.String(s)
	if len(missing(s)) == 0 {
		return s, nil
	}
	var b strings.Builder
	var lost []string
	g := uniseg.NewGraphemes(s)
	for g.Next() {
		c := g.Str()
		rs := []rune(c)
		if len(missing(c)) == 0 {
			b.WriteString(c)
			continue
		}
		if drawable(rs[0]) && !slices.ContainsFunc(rs[1:], func(r rune) bool {
			return !drawable(r) && !unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Variation_Selector)
		}) {
			for _, r := range rs {
				if drawable(r) {
					b.WriteRune(r)
				}
			}
			if slices.ContainsFunc(rs, accentLost) {
				lost = append(lost, c)
			}
			continue
		}
		b.WriteString(fallbackMark)
		lost = append(lost, c)
	}
	return b.String(), lost
}

// accentLost says whether r is an accent (a combining mark that is not a
// variation selector) the fonts lack.
func accentLost(r rune) bool {
	return !drawable(r) && unicode.In(r, unicode.Mn, unicode.Me) && !unicode.Is(unicode.Variation_Selector, r)
}

// scriptWords names the kind of characters a lost cluster is, for a note,
// when the fonts lack the whole kind: "Chinese characters", "Hebrew
// letters", "emoji"; "" when they lack only some of its kind (a Latin
// letter, a symbol, an accent), which the note then names one by one.
func scriptWords(cluster string) string {
	for _, r := range cluster {
		if drawable(r) {
			continue
		}
		switch {
		case unicode.Is(unicode.Han, r):
			return "Chinese characters"
		case unicode.In(r, unicode.Hiragana, unicode.Katakana):
			return "Japanese characters"
		case unicode.Is(unicode.Hangul, r):
			return "Korean letters"
		case r >= 0x1F000 || (r >= 0x2600 && r <= 0x27BF) || unicode.Is(unicode.Variation_Selector, r) || r == 0x200D:
			return "emoji" // and the symbols and dingbats that phones show as emoji
		}
		names := make([]string, 0, len(unicode.Scripts))
		for name := range unicode.Scripts {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			switch name {
			case "Common", "Inherited", "Latin", "Greek", "Cyrillic":
				continue // the fonts have most of these: name the character
			}
			if unicode.Is(unicode.Scripts[name], r) {
				return strings.ReplaceAll(name, "_", " ") + " letters"
			}
		}
		return ""
	}
	return ""
}

// lacking writes what the fonts lack of clusters, to follow "the PDF's
// fonts lack": "Hebrew letters", "emoji and Chinese characters", "the
// character "∰"", "the characters "∰" and "₿"", "the accent of "g̃"",
// "the accents of "g̃" and "n̈"".
func lacking(clusters []string) string {
	var kinds, chars, accents []string
	for _, c := range clusters {
		rs := []rune(c)
		switch k := scriptWords(c); {
		case k != "":
			if !slices.Contains(kinds, k) {
				kinds = append(kinds, k)
			}
		case drawable(rs[0]) && slices.ContainsFunc(rs, accentLost):
			if q := fmt.Sprintf("%q", c); !slices.Contains(accents, q) {
				accents = append(accents, q)
			}
		default:
			if q := fmt.Sprintf("%q", c); !slices.Contains(chars, q) {
				chars = append(chars, q)
			}
		}
	}
	parts := kinds
	switch len(chars) {
	case 0:
	case 1:
		parts = append(parts, "the character "+chars[0])
	default:
		parts = append(parts, "the characters "+List(chars, "and"))
	}
	switch len(accents) {
	case 0:
	case 1:
		parts = append(parts, "the accent of "+accents[0])
	default:
		parts = append(parts, "the accents of "+List(accents, "and"))
	}
	return List(parts, "and")
}

// UseNames tells d the player names its pages show, so that a note about
// characters the fonts lack names the whole name once, however the name
// is split on the page.
func (d *Doc) UseNames(names ...string) {
	for _, n := range names {
		if _, lost := printable(n); len(lost) > 0 && !slices.Contains(d.names, n) {
			d.names = append(d.names, n)
		}
	}
}

// CheckGlyphs records, once per name (see UseNames) or, outside a name,
// once per word, what a text the fonts cannot fully draw prints as.
func (d *Doc) CheckGlyphs(s string) {
	_, lost := printable(s)
	if len(lost) == 0 {
		return
	}
	if d.said == nil {
		d.said = map[string]bool{}
	}
	say := func(what string, name bool) {
		if d.said[what] {
			return
		}
		d.said[what] = true
		p, l := printable(what)
		if name {
			d.problem("the name %q prints as %q: the PDF's fonts lack %s", what, p, lacking(l))
		} else {
			d.problem("%q prints as %q: the PDF's fonts lack %s", what, p, lacking(l))
		}
	}
	for _, c := range lost {
		named := false
		for _, n := range d.names {
			if strings.Contains(n, c) && (strings.Contains(s, n) || strings.Contains(n, s)) {
				say(n, true)
				named = true
			}
		}
		if named {
			continue
		}
		for _, w := range strings.Fields(s) {
			if strings.Contains(w, c) {
				say(w, false)
				break
			}
		}
	}
}
