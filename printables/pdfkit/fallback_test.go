package pdfkit

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// textOf is the text of pdf as pdftotext reads it in the order it is
// drawn (-raw), the direction marks it adds taken out; skipped without
// poppler-utils (failed under CI).
func textOf(t *testing.T, pdf []byte) string {
	t.Helper()
	out := pdftotext(t, pdf, "-raw")
	return strings.Join(strings.Fields(strings.Map(func(r rune) rune {
		if r >= 0x202A && r <= 0x202E {
			return -1
		}
		return r
	}, string(out))), " ")
}

// pdftotext runs pdftotext on pdf with mode (-raw, -bbox) and returns
// what it prints; skipped without poppler-utils, failed under CI.
func pdftotext(t *testing.T, pdf []byte, mode string) []byte {
	t.Helper()
	tool, err := exec.LookPath("pdftotext")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("pdftotext is missing: CI must install poppler-utils")
		}
		t.Skip("SKIPPED: pdftotext is not installed (apt-get install -y poppler-utils)")
	}
	path := filepath.Join(t.TempDir(), "t.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, mode, "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// nameLines prints each of names on a line of its own (the players in
// seat order) and returns the PDF.
func nameLines(t *testing.T, d *Doc, names []string) []byte {
	t.Helper()
	d.UseNames(names...)
	d.AddPage()
	for i, n := range names {
		d.FitText(Sans, "B", Margin, Margin+10*float64(i+1), 150, 12, 8, "L", n)
	}
	pdf, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	return pdf
}

// TestNamesThatPrintAlikeGetSeats (issue 24 item 14): on a computer
// with no font for Chinese, "李雷" and "王五" both print as "??"; each
// carries its seat, wherever it is printed, so the two never print alike;
// the note for each says so.
func TestNamesThatPrintAlikeGetSeats(t *testing.T) {
	withFontDirs(t) // no fonts of this computer
	d := New(A4, "seats")
	pdf := nameLines(t, d, []string{"Ann", "李雷", "王五"})
	text := textOf(t, pdf)
	if !strings.Contains(text, "Ann ?? (seat 2) ?? (seat 3)") {
		t.Errorf("the names print as %q, want Ann, then ?? with seat 2, ?? with seat 3", text)
	}
	want := []string{
		`the name "李雷" prints as "??" with "seat 2" beside it: the PDF's fonts lack Chinese characters`,
		`the name "王五" prints as "??" with "seat 3" beside it: the PDF's fonts lack Chinese characters`,
	}
	if got := d.Problems(); !slices.Equal(got, want) {
		t.Errorf("notes %q, want %q", got, want)
	}
	// In running text too, bold or not.
	d = New(A4, "seats")
	d.UseNames("Ann", "李雷", "王五")
	d.AddPage()
	d.DrawRich(d.WrapRich("Bids: *李雷* $4, 王五 $6.", 180, 10), Margin, 20, 10, 5)
	pdf, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if text := textOf(t, pdf); !strings.Contains(text, "Bids: ?? (seat 2) $4, ?? (seat 3) $6.") {
		t.Errorf("the bids print as %q", text)
	}
}

// TestNotesSayWhatIsLacking: with no font of this computer, the note about
// a name the fonts cannot fully draw is a sentence: a kind the fonts lack
// altogether by its name ("Hebrew letters", "emoji"), any other character
// or accent by itself, "character" for one, "characters" for more; a
// letter typed with a separate accent is composed first (no note), an
// accent that does not compose is left off its letter. Expected sentences
// written from the fallback rule (fallback.go).
func TestNotesSayWhatIsLacking(t *testing.T) {
	withFontDirs(t)
	for _, c := range []struct{ name, printed, want string }{
		{"שרה", "???", `the name "שרה" prints as "???" with "seat 1" beside it: the PDF's fonts lack Hebrew letters`},
		{"Bo∰", "Bo?", `the name "Bo∰" prints as "Bo?" with "seat 1" beside it: the PDF's fonts lack the character "∰"`},
		{"∯x₿", "?x?", `the name "∯x₿" prints as "?x?" with "seat 1" beside it: the PDF's fonts lack the characters "∯" and "₿"`},
		{"Ana 🎲∰", "Ana ??", `the name "Ana 🎲∰" prints as "Ana ??" with "seat 1" beside it: the PDF's fonts lack emoji and the character "∰"`},
		{"Ag\u0303a", "Aga", `the name "Ag̃a" prints as "Aga" with "seat 1" beside it: the PDF's fonts lack the accent of "g̃"`},
		{"Zoe\u0301", "Zoé", ""},
	} {
		d := New(A4, "t")
		text := textOf(t, nameLines(t, d, []string{c.name}))
		if got := strings.Join(d.Problems(), "\n"); got != c.want {
			t.Errorf("%q: the note says\n%s\nwant\n%s", c.name, got, c.want)
		}
		if c.want != "" {
			c.printed += " (seat 1)"
		}
		if text != c.printed {
			t.Errorf("%q prints as %q, want %q", c.name, text, c.printed)
		}
	}
}

// TestOtherNamesNotedOnce (issue 24 item 14): a town's name the fonts
// cannot draw is noted once, by its whole name, whether it stands alone,
// in bold or before a comma; a word that is no name is noted once, without
// the markup or punctuation around it.
func TestOtherNamesNotedOnce(t *testing.T) {
	withFontDirs(t)
	d := New(A4, "towns")
	d.UseLabels("town", "תל אביב", "東京")
	d.AddPage()
	for _, s := range []string{"On the towns: *東京* blue, *תל אביב* red.", "東京, תל אביב and Lundy.", "東京", "Draw a 🎲, then *🎲*."} {
		d.DrawRich(d.WrapRich(s, 180, 10), Margin, 20, 10, 5)
	}
	d.FitText(Sans, "", Margin, 40, 100, 9, 7, "L", "T1 東京")
	want := []string{
		`the town name "תל אביב" prints as "?? ????": the PDF's fonts lack Hebrew letters`,
		`the town name "東京" prints as "??": the PDF's fonts lack Chinese characters`,
		`"🎲" prints as "?": the PDF's fonts lack emoji`,
	}
	if got := d.Problems(); !slices.Equal(got, want) {
		t.Errorf("notes:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestNamesInTheirOwnScripts (issue 24 item 14): with the fonts of this
// computer (CI installs fonts-dejavu-core and fonts-wqy-microhei), Hebrew,
// Arabic and Chinese names print as typed, in their places in the
// sentence: Arabic drawn in its joined shapes (meem initial, hah medial,
// meem medial, dal final: U+FEE3 U+FEA4 U+FEE4 U+FEAA, drawn left to right
// from the dal), a Hebrew name of two words from the right; no note; the
// emoji alone print as "?" with the seat. pdftotext -raw reads the words
// in the order they are drawn, left to right, and the letters of each
// right-to-left word in reading order: "שרה כהן", drawn from the right,
// reads "כהן שרה".
func TestNamesInTheirOwnScripts(t *testing.T) {
	names := []string{"שרה כהן", "محمد", "李雷", "Ana 🎲"}
	for _, n := range names[:3] {
		if !Prints(n) {
			if os.Getenv("CI") == "true" {
				t.Fatalf("no font here draws %q: CI must install fonts-dejavu-core and fonts-wqy-microhei", n)
			}
			t.Skipf("SKIPPED: no font here draws %q (apt-get install -y fonts-dejavu-core fonts-wqy-microhei)", n)
		}
	}
	d := New(A4, "scripts")
	d.UseNames(names...)
	d.AddPage()
	d.FitText(Sans, "B", Margin, 20, 180, 12, 8, "L", "Ann, שרה כהן, محمد, 李雷 and Ana 🎲.")
	d.DrawRich(d.WrapRich("Bids: *שרה כהן* $4, *محمد* $6, 李雷 $5.", 180, 10), Margin, 30, 10, 5)
	pdf, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	text := textOf(t, pdf)
	for _, want := range []string{
		"Ann, כהן שרה, \uFEE3\uFEA4\uFEE4\uFEAA, 李雷 and Ana ? (seat 4).",
		"Bids: כהן שרה $4, \uFEE3\uFEA4\uFEE4\uFEAA $6, 李雷 $5.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the text lacks %q:\n%s", want, text)
		}
	}
	want := []string{`the name "Ana 🎲" prints as "Ana ?" with "seat 4" beside it: the PDF's fonts lack emoji`}
	if got := d.Problems(); !slices.Equal(got, want) {
		t.Errorf("notes %q, want %q", got, want)
	}
	// The layout itself, left to right: the dal (final) drawn first,
	// then the medial meem, the medial hah, the initial meem; כהן then
	// שרה, each from its last letter.
	for name, want := range map[string]string{"محمد": "\uFEAA\uFEE4\uFEA4\uFEE3", "שרה כהן": "ןהכ הרש"} {
		runs, lost := layout(Sans, []cell{{text: name}}, true)
		got := ""
		for _, r := range runs {
			got += r.text
		}
		if got != want || lost != nil {
			t.Errorf("%s is laid out as %s (lost %q), want %s", name, runes(got), lost, runes(want))
		}
	}
}

// TestShapedScriptsPrintWithSeats: a name in a script whose letters change
// shape or order as they combine (Devanagari: the vowel sign of "कि" is
// drawn before its consonant) would print wrongly without a shaping
// engine, whatever the fonts: it prints as "?" per cluster ("कि", "र",
// "ण": three), with the seat, and the note says why.
func TestShapedScriptsPrintWithSeats(t *testing.T) {
	d := New(A4, "shaped")
	text := textOf(t, nameLines(t, d, []string{"Ann", "किरण"}))
	if !strings.Contains(text, "Ann ??? (seat 2)") {
		t.Errorf("the names print as %q", text)
	}
	want := []string{`the name "किरण" prints as "???" with "seat 2" beside it: the PDF cannot shape Devanagari letters`}
	if got := d.Problems(); !slices.Equal(got, want) {
		t.Errorf("notes %q, want %q", got, want)
	}
}
