package pdfkit

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/rivo/uniseg"
	"golang.org/x/text/unicode/norm"
)

// How text is drawn, character by character. Each character cluster
// (what a reader counts as one character: a letter with its accents, an
// emoji with its joiners and skin tone) is drawn in the Go font of the
// text when it has the whole cluster, else in a font of this computer
// that has it (fonts.go), Arabic letters joined (arabic.go) and right-to-
// left words in the order they are seen (bidi.go). A letter typed with a
// separate accent (e + U+0301) is composed first. A cluster no font can
// draw prints as one "?", and the document says so once per name
// (docs/printing.md): on a computer without Chinese fonts "李雷" prints
// as "??". So that two players never print alike, a player's name that
// does not print whole carries the seat beside it wherever it is printed:
// "?? (seat 3)". An accent that does not compose and no font has is left
// off its letter ("g̃" prints as "g"), and said. The PDF library's font
// tables end at U+FFFF: a character beyond it (most emoji) would crash it,
// so none ever reaches it.

// fallbackMark is what a character cluster no font has prints as.
const fallbackMark = "?"

// glyphRun is a piece of a line as drawn: text in one face, and its width
// in thousandths of an em.
type glyphRun struct {
	text  string
	f     *face
	units int
}

// width is r's width in the face in millimetres at size points.
func (r glyphRun) width(size float64) float64 { return float64(r.units) * size / 1000 * PtMM }

// ignorable says whether r draws nothing: joiners and variation
// selectors, left out when a font lacks them.
func ignorable(r rune) bool {
	return unicode.Is(unicode.Variation_Selector, r) || unicode.In(r, unicode.Cf) && !unicode.Is(unicode.Arabic, r)
}

// simpleIn says whether f draws s as it is: every character in the face,
// none right to left or to be composed first.
func simpleIn(s string, f *face) bool {
	for _, r := range s {
		switch {
		case r < 0x80:
			if r < 0x20 || r == 0x7f {
				return false
			}
		case r > 0xFFFF || f.widths[r] < 0 || rtlRune(r):
			return false
		}
	}
	return true
}

// units is the width of s in f (every character in f).
func (f *face) units(s string) int {
	n := 0
	for _, r := range s {
		n += int(f.widths[r])
	}
	return n
}

// layout lays out text of spans (in reading order; each span in
// family's regular or bold face) into runs, left to right when visual
// (else in reading order, for notes), and returns the character clusters
// that did not print whole.
func layout(family string, spans []cell, visual bool) ([]glyphRun, []string) {
	regular, bold := baseFace(family, ""), baseFace(family, "B")
	regular.load()
	bold.load()
	faceOf := func(b bool) *face {
		if b {
			return bold
		}
		return regular
	}
	simple := true
	for _, sp := range spans {
		simple = simple && simpleIn(sp.text, faceOf(sp.bold))
	}
	if simple {
		runs := make([]glyphRun, 0, len(spans))
		for _, sp := range spans {
			f := faceOf(sp.bold)
			if n := len(runs); n > 0 && runs[n-1].f == f {
				runs[n-1].text += sp.text
				runs[n-1].units += f.units(sp.text)
				continue
			}
			runs = append(runs, glyphRun{sp.text, f, f.units(sp.text)})
		}
		return runs, nil
	}
	var cells []cell
	for _, sp := range spans {
		t := norm.NFC.String(sp.text)
		if hasArabic(t) {
			t = shapeArabic(t)
		}
		g := uniseg.NewGraphemes(t)
		for g.Next() {
			cells = append(cells, cell{g.Str(), sp.bold})
		}
	}
	var runs []glyphRun
	var lost []string
	if visual {
		cells = visualOrder(cells)
	}
	for _, c := range cells {
		f, text, whole := place(c.text, faceOf(c.bold))
		if !whole {
			lost = append(lost, c.text)
		}
		if n := len(runs); n > 0 && runs[n-1].f == f {
			runs[n-1].text += text
			runs[n-1].units += f.units(text)
			continue
		}
		runs = append(runs, glyphRun{text, f, f.units(text)})
	}
	return runs, lost
}

// place chooses the face a cluster is drawn in: base when it has the
// whole cluster, else a font of this computer that has it; else base with
// what it has when only accents, joiners or selectors are missing; else
// base with fallbackMark. It returns the face, the text to draw in it and
// whether the cluster prints whole (a missing joiner or selector, which
// draws nothing, does not count).
func place(cluster string, base *face) (*face, string, bool) {
	rs := []rune(cluster)
	var need []rune
	for _, r := range rs {
		if !ignorable(r) {
			need = append(need, r)
		}
	}
	in := func(f *face) string {
		var b strings.Builder
		for _, r := range rs {
			if f.has(r) {
				b.WriteRune(r)
			}
		}
		return b.String()
	}
	if slices.ContainsFunc(need, unshapeable) || slices.ContainsFunc(need, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
		return base, fallbackMark, false
	}
	if !slices.ContainsFunc(need, func(r rune) bool { return !base.has(r) }) {
		return base, in(base), true
	}
	if len(need) > 0 {
		if f := systemFace(need, base.style == "B"); f != nil {
			return f, in(f), true
		}
	}
	if len(need) > 0 && base.has(need[0]) && !slices.ContainsFunc(need[1:], func(r rune) bool {
		return !base.has(r) && !unicode.In(r, unicode.Mn, unicode.Me)
	}) {
		return base, in(base), !slices.ContainsFunc(need, func(r rune) bool { return !base.has(r) })
	}
	return base, fallbackMark, false
}

// printable returns s as it prints in the sans regular face, in reading
// order, and the clusters that did not print whole (nil when s prints
// whole).
func printable(s string) (string, []string) {
	runs, lost := layout(Sans, []cell{{text: s}}, false)
	var b strings.Builder
	for _, r := range runs {
		b.WriteString(r.text)
	}
	return b.String(), lost
}

// Prints says whether s prints whole on this computer: every character
// cluster in the Go fonts or in a font of this computer.
func Prints(s string) bool {
	_, lost := printable(s)
	return len(lost) == 0
}

// accentLost says whether r is an accent (a combining mark that is not a
// variation selector) that the Go fonts lack and no font of this computer
// has.
func accentLost(r rune) bool {
	return unicode.In(r, unicode.Mn, unicode.Me) && !unicode.Is(unicode.Variation_Selector, r) && !baseFace(Sans, "").has(r) && systemFace([]rune{r}, false) == nil
}

// scriptWords names the kind of characters a lost cluster is, for a note,
// when no font has the whole kind: "Chinese characters", "Hebrew
// letters", "emoji"; "" when the fonts lack only some of its kind (a Latin
// letter, a symbol, an accent), which the note then names one by one.
func scriptWords(cluster string) string {
	for _, r := range cluster {
		if baseFace(Sans, "").has(r) {
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

// reason says why clusters did not print whole: what the fonts lack
// (see lacking), or, for the letters of shaped scripts, that the PDF
// cannot shape them ("the PDF cannot shape Devanagari letters").
func reason(clusters []string) string {
	var shaped []string
	var other []string
	for _, c := range clusters {
		name := ""
		for _, r := range c {
			if name = shapedScript(r); name != "" {
				break
			}
			if unshapeable(r) {
				name = "Arabic" // a letter the shape table lacks
				break
			}
		}
		switch {
		case name == "":
			other = append(other, c)
		case !slices.Contains(shaped, name+" letters"):
			shaped = append(shaped, name+" letters")
		}
	}
	var parts []string
	if len(other) > 0 {
		parts = append(parts, "the PDF's fonts lack "+lacking(other))
	}
	if len(shaped) > 0 {
		parts = append(parts, "the PDF cannot shape "+List(shaped, "and"))
	}
	return strings.Join(parts, "; ")
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
		case baseFace(Sans, "").has(rs[0]) && slices.ContainsFunc(rs, accentLost):
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

// docName is a name a document shows that does not print whole: a
// player's (with its tag, "seat 3", printed beside it; "" for none) or
// another kind ("town").
type docName struct {
	name, kind, tag string
}

// note is what follows the name wherever it prints: " (seat 3)".
func (n docName) note() string {
	if n.tag == "" {
		return ""
	}
	return " (" + n.tag + ")"
}

// UseNames tells d the players' names its pages show, in seating order
// (the first is seat 1): a name that does not print whole gets its seat
// beside it wherever it is printed, and a note about it names the whole
// name once, however the name is split on the page.
func (d *Doc) UseNames(names ...string) { d.UseNamesAs("seat %d", names...) }

// UseNamesAs is UseNames for players numbered from 1 in the order given,
// tag (a format with one %d) saying what the number is: "seat %d" for
// the seating order, and for a list that is no seating order its own
// words, so that it is not taken for a seat ("?? (row 2 of Players)").
func (d *Doc) UseNamesAs(tag string, names ...string) {
	for i, n := range names {
		tag := fmt.Sprintf(tag, i+1)
		if n != "" && !slices.ContainsFunc(d.players, func(p docName) bool { return p.name == n }) {
			d.players = append(d.players, docName{name: n, tag: tag})
		}
		d.useName(n, "", tag)
	}
}

// UseLabels tells d other names its pages show, of a kind ("town"), so
// that a note about one that does not print whole names it whole, once.
func (d *Doc) UseLabels(kind string, labels ...string) {
	for _, n := range labels {
		d.useName(n, kind, "")
	}
}

// useName records name (of kind, "" for a player, with its tag) when it
// does not print whole.
func (d *Doc) useName(name, kind, tag string) {
	if _, lost := printable(name); len(lost) == 0 {
		return
	}
	for _, n := range d.names {
		if n.name == name && n.kind == kind {
			return
		}
	}
	d.names = append(d.names, docName{name, kind, tag})
	var pairs []string
	byLength := slices.Clone(d.names)
	slices.SortStableFunc(byLength, func(a, b docName) int { return len(b.name) - len(a.name) })
	for _, n := range byLength {
		if n.note() != "" {
			pairs = append(pairs, n.name, n.name+n.note())
		}
	}
	d.seater = strings.NewReplacer(pairs...)
}

// playerNote is what follows the player's name name where it is cut or
// does not print whole (" (row 3 of Players)"), or "" when name is no
// player's or has no tag.
func (d *Doc) playerNote(name string) string {
	for _, p := range d.players {
		if p.name == name {
			return p.note()
		}
	}
	return ""
}

// seated returns s with the seat after every player's name in it that
// does not print whole.
func (d *Doc) seated(s string) string {
	if d.seater == nil {
		return s
	}
	return d.seater.Replace(s)
}

// CheckGlyphs records, once per name (see UseNames, UseLabels) or,
// outside a name, once per word, what a text that does not print whole
// prints as. Markup (see Markup) is read as such.
func (d *Doc) CheckGlyphs(s string) {
	s = strings.ReplaceAll(s, "*", "")
	if _, lost := printable(s); len(lost) == 0 {
		return
	}
	if d.said == nil {
		d.said = map[string]bool{}
	}
	say := func(n docName) {
		key := n.kind + "\x00" + n.name
		if d.said[key] {
			return
		}
		d.said[key] = true
		p, l := printable(n.name)
		why := reason(l)
		switch {
		case n.kind == "" && n.tag != "":
			d.problem("the name %q prints as %q with %q beside it: %s", n.name, p, n.tag, why)
		case n.kind == "":
			d.problem("the name %q prints as %q: %s", n.name, p, why)
		case n.kind == "word":
			d.problem("%q prints as %q: %s", n.name, p, why)
		default:
			d.problem("the %s name %q prints as %q: %s", n.kind, n.name, p, why)
		}
	}
	rest := s
	for _, n := range d.names {
		switch {
		case strings.Contains(s, n.name):
			say(n)
			rest = strings.ReplaceAll(rest, n.name, " ")
		case strings.Contains(n.name, s):
			say(n)
			rest = ""
		}
	}
	if strings.TrimSpace(rest) == "" {
		return
	}
	for _, w := range strings.Fields(rest) {
		if t := strings.TrimFunc(w, unicode.IsPunct); t != "" {
			w = t
		}
		if _, l := printable(w); len(l) > 0 {
			say(docName{name: w, kind: "word"})
		}
	}
}
