package pdfkit

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
)

// What the kit reads of a font file itself: enough to choose a font for
// text and measure it as the PDF library draws it, and to hand the PDF
// library a font it can embed. The PDF library (gofpdf) embeds TrueType
// outlines only (no PostScript outlines, "OTTO"), one font per file (no
// collections, "ttcf"), and maps characters through a format 4 character
// map (the Basic Multilingual Plane); it measures a character as its
// advance width in thousandths of an em, rounded. A face here is read
// under the same rules, so the kit's widths are the library's.

// ttFace is one TrueType face read from a font file: its character map
// (format 4: segments of characters and how each maps to a glyph), the
// glyphs' advance widths, and where its tables lie in the file.
type ttFace struct {
	unitsPerEm int
	advances   []uint16 // hmtx advance widths, by glyph (the last repeats)
	numGlyphs  int
	cmap       []byte // the format 4 subtable
	segs       int    // its segment count
	bold       bool   // OS/2 weight class 600 or more
	tables     map[string]tableRec
	offset     int64 // of the face's table directory in the file
}

// tableRec is one table of a face: its checksum, offset and length.
type tableRec struct {
	sum, off, length uint32
}

var errNotEmbeddable = errors.New("not a TrueType font the PDF library can embed")

// faceOffsets returns where each face's table directory starts in a font
// file: one face at 0 for a font file, each face of a collection ("ttcf").
func faceOffsets(r io.ReaderAt) ([]int64, error) {
	var head [12]byte
	if _, err := r.ReadAt(head[:], 0); err != nil {
		return nil, err
	}
	if string(head[:4]) != "ttcf" {
		return []int64{0}, nil
	}
	n := binary.BigEndian.Uint32(head[8:])
	if n == 0 || n > 1000 {
		return nil, fmt.Errorf("a font collection of %d faces", n)
	}
	buf := make([]byte, 4*n)
	if _, err := r.ReadAt(buf, 12); err != nil {
		return nil, err
	}
	out := make([]int64, n)
	for i := range out {
		out[i] = int64(binary.BigEndian.Uint32(buf[4*i:]))
	}
	return out, nil
}

// readFace reads the face whose table directory is at off, refusing one
// the PDF library cannot embed: PostScript outlines, no glyf or loca
// table, no format 4 Unicode character map, a name table it cannot read,
// or a licence that forbids embedding (OS/2 fsType: restricted, or
// bitmap-only / no-subsetting).
func readFace(r io.ReaderAt, off int64) (*ttFace, error) {
	var dir [12]byte
	if _, err := r.ReadAt(dir[:], off); err != nil {
		return nil, err
	}
	if v := binary.BigEndian.Uint32(dir[:]); v != 0x00010000 && v != 0x74727565 { // 1.0 or "true"
		return nil, errNotEmbeddable
	}
	n := int(binary.BigEndian.Uint16(dir[4:]))
	recs := make([]byte, 16*n)
	if _, err := r.ReadAt(recs, off+12); err != nil {
		return nil, err
	}
	f := &ttFace{tables: map[string]tableRec{}, offset: off}
	for i := range n {
		e := recs[16*i:]
		f.tables[string(e[:4])] = tableRec{binary.BigEndian.Uint32(e[4:]), binary.BigEndian.Uint32(e[8:]), binary.BigEndian.Uint32(e[12:])}
	}
	for _, t := range []string{"head", "hhea", "maxp", "hmtx", "cmap", "loca", "glyf", "name", "post"} {
		if _, ok := f.tables[t]; !ok {
			return nil, errNotEmbeddable
		}
	}
	table := func(tag string, min int) ([]byte, error) {
		t := f.tables[tag]
		if int(t.length) < min || t.length > 64<<20 {
			return nil, errNotEmbeddable
		}
		b := make([]byte, t.length)
		_, err := r.ReadAt(b, int64(t.off))
		return b, err
	}
	head, err := table("head", 54)
	if err != nil {
		return nil, err
	}
	f.unitsPerEm = int(binary.BigEndian.Uint16(head[18:]))
	if loca := binary.BigEndian.Uint16(head[50:]); f.unitsPerEm == 0 || loca > 1 || binary.BigEndian.Uint16(head[52:]) != 0 {
		return nil, errNotEmbeddable // the PDF library reads short or long glyph offsets, glyph data format 0
	}
	name, err := table("name", 6)
	if err != nil || binary.BigEndian.Uint16(name) != 0 {
		return nil, errNotEmbeddable
	}
	if _, ok := f.tables["OS/2"]; ok {
		os2, err := table("OS/2", 10)
		if err != nil {
			return nil, err
		}
		if fs := binary.BigEndian.Uint16(os2[8:]); fs == 0x0002 || fs&0x0300 != 0 {
			return nil, errNotEmbeddable
		}
		f.bold = binary.BigEndian.Uint16(os2[4:]) >= 600
	}
	maxp, err := table("maxp", 6)
	if err != nil {
		return nil, err
	}
	f.numGlyphs = int(binary.BigEndian.Uint16(maxp[4:]))
	hhea, err := table("hhea", 36)
	if err != nil {
		return nil, err
	}
	metrics := int(binary.BigEndian.Uint16(hhea[34:]))
	if metrics == 0 || binary.BigEndian.Uint16(hhea[32:]) != 0 {
		return nil, errNotEmbeddable
	}
	hmtx, err := table("hmtx", 4*metrics)
	if err != nil {
		return nil, err
	}
	f.advances = make([]uint16, metrics)
	for i := range f.advances {
		f.advances[i] = binary.BigEndian.Uint16(hmtx[4*i:])
	}
	cmap, err := table("cmap", 4)
	if err != nil {
		return nil, err
	}
	if err := f.readCmap(cmap); err != nil {
		return nil, err
	}
	return f, nil
}

// readCmap finds the subtable the PDF library uses: the first encoding
// record for Unicode (platform 0, or platform 3 encoding 1) whose subtable
// is format 4.
func (f *ttFace) readCmap(cmap []byte) error {
	n := int(binary.BigEndian.Uint16(cmap[2:]))
	for i := range n {
		e := 4 + 8*i
		if e+8 > len(cmap) {
			break
		}
		platform, enc := binary.BigEndian.Uint16(cmap[e:]), binary.BigEndian.Uint16(cmap[e+2:])
		at := int(binary.BigEndian.Uint32(cmap[e+4:]))
		if !(platform == 0 || platform == 3 && enc == 1) || at+14 > len(cmap) || binary.BigEndian.Uint16(cmap[at:]) != 4 {
			continue
		}
		length := int(binary.BigEndian.Uint16(cmap[at+2:]))
		sub := cmap[at:min(len(cmap), at+length)]
		segs := int(binary.BigEndian.Uint16(sub[6:])) / 2
		if 16+8*segs > len(sub) {
			return errNotEmbeddable
		}
		f.cmap, f.segs = sub, segs
		return nil
	}
	return errNotEmbeddable
}

// glyph returns r's glyph in the face (0: none), read from the format 4
// map as the PDF library reads it.
func (f *ttFace) glyph(r rune) int {
	if r < 0 || r > 0xFFFF || f.cmap == nil {
		return 0
	}
	c := int(r)
	sub, n := f.cmap, f.segs
	u16 := func(at int) int { return int(binary.BigEndian.Uint16(sub[at:])) }
	// The segments are sorted by end code: the first that ends at or
	// after c.
	lo, hi := 0, n
	for lo < hi {
		m := (lo + hi) / 2
		if u16(14+2*m) < c {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == n {
		return 0
	}
	start := u16(16 + 2*n + 2*lo)
	if c < start {
		return 0
	}
	delta := u16(16 + 4*n + 2*lo)
	rangeAt := 16 + 6*n + 2*lo
	ro := u16(rangeAt)
	if ro == 0 {
		return (c + delta) & 0xFFFF
	}
	at := rangeAt + ro + 2*(c-start)
	if at+2 > len(sub) {
		return 0
	}
	g := u16(at)
	if g == 0 {
		return 0
	}
	return (g + delta) & 0xFFFF
}

// width returns r's advance width in thousandths of an em, rounded as the
// PDF library rounds it, and whether the face has r at all.
func (f *ttFace) width(r rune) (int, bool) {
	return f.glyphWidth(f.glyph(r))
}

// glyphWidth is glyph g's advance width (see width).
func (f *ttFace) glyphWidth(g int) (int, bool) {
	if g == 0 || g >= f.numGlyphs {
		return 0, false
	}
	adv := f.advances[min(g, len(f.advances)-1)]
	if adv >= 1<<15 {
		adv = 0
	}
	return int(math.Round(1000 / float64(f.unitsPerEm) * float64(adv))), true
}

// eachRune calls fn with every character the face maps to a glyph (but
// U+0000 and U+FFFF, which the PDF library leaves out) and its width,
// walking the character map's segments.
func (f *ttFace) eachRune(fn func(r rune, w int)) {
	n := f.segs
	for i := range n {
		end := int(binary.BigEndian.Uint16(f.cmap[14+2*i:]))
		start := int(binary.BigEndian.Uint16(f.cmap[16+2*n+2*i:]))
		for c := start; c <= end; c++ {
			if c == 0 || c == 0xFFFF {
				continue
			}
			if w, ok := f.glyphWidth(f.glyph(rune(c))); ok {
				fn(rune(c), w)
			}
		}
	}
}

// standalone returns the face as a font file of its own: the font file
// itself for a face at offset 0, else (a face of a collection) a new table
// directory with the face's tables copied after it.
func (f *ttFace) standalone(file []byte) ([]byte, error) {
	if f.offset == 0 {
		return file, nil
	}
	tags := make([]string, 0, len(f.tables))
	for t := range f.tables {
		tags = append(tags, t)
	}
	slices.Sort(tags)
	n := len(tags)
	out := make([]byte, 12+16*n)
	copy(out, file[f.offset:f.offset+12])
	for i, t := range tags {
		rec := f.tables[t]
		if int(rec.off)+int(rec.length) > len(file) {
			return nil, fmt.Errorf("table %q lies outside the file", t)
		}
		e := out[12+16*i:]
		copy(e, t)
		binary.BigEndian.PutUint32(e[4:], rec.sum)
		binary.BigEndian.PutUint32(e[8:], uint32(len(out)))
		binary.BigEndian.PutUint32(e[12:], rec.length)
		out = append(out, file[rec.off:rec.off+rec.length]...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	return out, nil
}
