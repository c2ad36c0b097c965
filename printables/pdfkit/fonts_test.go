package pdfkit

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// TestReaderAgreesWithSfnt: the kit's own reading of a font file gives the
// glyph and the advance width that golang.org/x/image/font/sfnt gives,
// for every character of the Basic Multilingual Plane, in the Go fonts.
func TestReaderAgreesWithSfnt(t *testing.T) {
	for name, file := range map[string][]byte{"regular": goregular.TTF, "bold": gobold.TTF} {
		ours, err := readFace(bytes.NewReader(file), 0)
		if err != nil {
			t.Fatal(err)
		}
		theirs, err := sfnt.Parse(file)
		if err != nil {
			t.Fatal(err)
		}
		var buf sfnt.Buffer
		upem := fixed.Int26_6(theirs.UnitsPerEm())
		seen := 0
		for r := rune(1); r < 0xFFFF; r++ {
			g, err := theirs.GlyphIndex(&buf, r)
			if err != nil {
				t.Fatal(err)
			}
			if got := ours.glyph(r); got != int(g) {
				t.Fatalf("%s: U+%04X is glyph %d, sfnt says %d", name, r, got, g)
			}
			if g == 0 {
				continue
			}
			seen++
			adv, err := theirs.GlyphAdvance(&buf, g, upem, font.HintingNone)
			if err != nil {
				t.Fatal(err)
			}
			want := int(float64(adv)*1000/float64(upem) + 0.5)
			if w, ok := ours.width(r); !ok || w != want {
				t.Fatalf("%s: U+%04X is %d thousandths wide (%v), sfnt says %d", name, r, w, ok, want)
			}
		}
		if seen < 600 {
			t.Errorf("%s: only %d characters", name, seen)
		}
	}
}

// collection makes a font collection ("ttcf") of the font files, as
// Windows and macOS ship many of their fonts: the header, each face's
// table directory, then every table.
func collection(files ...[]byte) []byte {
	tablesOf := func(f []byte) int { return int(binary.BigEndian.Uint16(f[4:])) }
	out := []byte("ttcf\x00\x01\x00\x00")
	out = binary.BigEndian.AppendUint32(out, uint32(len(files)))
	at := 12 + 4*len(files)
	for _, f := range files {
		out = binary.BigEndian.AppendUint32(out, uint32(at))
		at += 12 + 16*tablesOf(f)
	}
	var tables []byte
	for _, f := range files {
		dir := slices.Clone(f[:12+16*tablesOf(f)])
		for i := range tablesOf(f) {
			e := dir[12+16*i:]
			off, length := binary.BigEndian.Uint32(e[8:]), binary.BigEndian.Uint32(e[12:])
			binary.BigEndian.PutUint32(e[8:], uint32(at+len(tables)))
			tables = append(tables, f[off:off+length]...)
			for len(tables)%4 != 0 {
				tables = append(tables, 0)
			}
		}
		out = append(out, dir...)
	}
	return append(out, tables...)
}

// TestCollectionFace: the second face of a collection is read, made into
// a font file of its own that the PDF library embeds, and measures as the
// font it came from.
func TestCollectionFace(t *testing.T) {
	ttc := collection(goregular.TTF, gobold.TTF)
	offs, err := faceOffsets(bytes.NewReader(ttc))
	if err != nil || len(offs) != 2 {
		t.Fatalf("faces at %v, %v", offs, err)
	}
	f, err := readFace(bytes.NewReader(ttc), offs[1])
	if err != nil {
		t.Fatal(err)
	}
	alone, err := f.standalone(ttc)
	if err != nil {
		t.Fatal(err)
	}
	back, err := readFace(bytes.NewReader(alone), 0)
	if err != nil {
		t.Fatal(err)
	}
	bold, _ := readFace(bytes.NewReader(gobold.TTF), 0)
	for _, r := range "Wide? Zoë Łukasz" {
		got, _ := back.width(r)
		want, _ := bold.width(r)
		if got != want {
			t.Errorf("%q: %d thousandths from the collection, %d in Go Bold", r, got, want)
		}
	}
	if !tryEmbed(alone) {
		t.Error("the PDF library does not embed the face taken out of the collection")
	}
}

// withFontDirs makes dirs the only font folders for the test, with nothing
// read of them yet.
func withFontDirs(t *testing.T, dirs ...string) {
	saved := fontDirs
	fontDirs = func() []string { return dirs }
	resetSystemFonts()
	t.Cleanup(func() {
		fontDirs = saved
		resetSystemFonts()
	})
}

// TestFontsThePDFCannotEmbed: a font with PostScript outlines, one whose
// licence forbids embedding (OS/2 fsType 2, restricted) and a file that
// is no font are passed over; a TrueType face in a collection is found,
// the bold one (OS/2 weight 700) for bold text.
func TestFontsThePDFCannotEmbed(t *testing.T) {
	dir := t.TempDir()
	otto := slices.Clone(goregular.TTF)
	copy(otto, "OTTO")
	restricted := slices.Clone(goregular.TTF)
	os2 := tableAt(t, restricted, "OS/2")
	binary.BigEndian.PutUint16(restricted[os2+8:], 0x0002)
	for name, b := range map[string][]byte{"a-cff.otf": otto, "b-restricted.ttf": restricted, "c-junk.ttf": []byte("not a font at all"), "d-both.ttc": collection(goregular.TTF, gobold.TTF)} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	withFontDirs(t, dir)
	f := systemFace([]rune("A"), false)
	if f == nil || filepath.Base(f.path) != "d-both.ttc" {
		t.Fatalf("found %+v, want the collection's first face", f)
	}
	if len(systemFonts.faces) != 2 {
		t.Errorf("%d faces read, want the collection's 2 (the others cannot be embedded)", len(systemFonts.faces))
	}
	if b := systemFace([]rune("A"), true); b == nil || !b.tt.bold || b.path != f.path {
		t.Errorf("bold text gets %+v, want the collection's bold face", b)
	}
	if systemFace([]rune("א"), false) != nil {
		t.Error("a face for Hebrew among the Go fonts")
	}
}

// tableAt is where table tag lies in the font file b.
func tableAt(t *testing.T, b []byte, tag string) int {
	f, err := readFace(bytes.NewReader(b), 0)
	if err != nil {
		t.Fatal(err)
	}
	return int(f.tables[tag].off)
}

// TestPreferredFontsFirst: the fonts known to draw many scripts well are
// tried before the others.
func TestPreferredFontsFirst(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"Aardvark.ttf", "sub/wqy-microhei.ttc", "DejaVuSans.ttf", "zz.TTF", "notes.txt"} {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, nil, 0o644)
	}
	withFontDirs(t, dir)
	var got []string
	for _, f := range findFontFiles() {
		got = append(got, strings.TrimPrefix(f, dir+string(filepath.Separator)))
	}
	want := []string{"DejaVuSans.ttf", filepath.Join("sub", "wqy-microhei.ttc"), "Aardvark.ttf", "zz.TTF"}
	if !slices.Equal(got, want) {
		t.Errorf("font files in order %q, want %q", got, want)
	}
}
