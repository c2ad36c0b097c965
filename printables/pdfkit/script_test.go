package pdfkit

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rivo/uniseg"
	"golang.org/x/text/unicode/runenames"
)

// runes writes s's characters as code points, for messages.
func runes(s string) string {
	var parts []string
	for _, r := range s {
		parts = append(parts, fmt.Sprintf("U+%04X", r))
	}
	return strings.Join(parts, " ")
}

// TestArabicShapes: each letter takes the shape its neighbours give it,
// worked out by hand from the Unicode Standard, chapter 9 (dual-joining
// letters join both sides, right-joining ones (alef, dal, reh, waw, teh
// marbuta) only the letter before; marks are transparent; lam and alef
// make one ligature) and the Arabic Presentation Forms charts.
func TestArabicShapes(t *testing.T) {
	for _, c := range []struct{ word, want string }{
		// meem initial, hah medial, meem medial, dal final.
		{"محمد", "\uFEE3\uFEA4\uFEE4\uFEAA"},
		// ain initial, lam medial, yeh final.
		{"علي", "\uFECB\uFEE0\uFEF2"},
		// feh initial, alef final; tah initial (alef does not join after
		// it), meem medial, teh marbuta final.
		{"فاطمة", "\uFED3\uFE8E\uFEC3\uFEE4\uFE94"},
		// seen initial, lam-alef final ligature, meem isolated.
		{"سلام", "\uFEB3\uFEFC\uFEE1"},
		// lam-alef alone: the isolated ligature.
		{"لا", "\uFEFB"},
		// Persian peh initial, dal final, reh isolated.
		{"پدر", "\uFB58\uFEAA\uFEAD"},
		// Marks in between change nothing: damma, fatha, shadda stay.
		{"\u0645\u064F\u062D\u064E\u0645\u0651\u064E\u062F", "\uFEE3\u064F\uFEA4\u064E\uFEE4\u0651\u064E\uFEAA"},
		// Two words: each shaped on its own; the space joins nothing.
		{"يوسف علي", "\uFEF3\uFEEE\uFEB3\uFED2 \uFECB\uFEE0\uFEF2"},
		// Hamza joins neither side: beh before it stays isolated.
		{"بء", "\uFE8F\uFE80"},
		// Latin and digits are left alone.
		{"Ann 12", "Ann 12"},
	} {
		if got := shapeArabic(c.word); got != c.want {
			t.Errorf("%s: shaped %s, want %s", c.word, runes(got), runes(c.want))
		}
	}
}

// TestArabicFormsNamed checks the shape table against the Unicode names
// of its characters: each shape of a letter is named for the letter and
// the shape ("ARABIC LETTER BEH INITIAL FORM"), and a shape is missing
// only where the letter joins only the letter before it.
func TestArabicFormsNamed(t *testing.T) {
	shapes := [4]string{"ISOLATED FORM", "FINAL FORM", "INITIAL FORM", "MEDIAL FORM"}
	for letter, forms := range arabicLetters {
		name := strings.TrimPrefix(runenames.Name(letter), "ARABIC LETTER ")
		for i, f := range forms {
			if f == 0 {
				if i == isolated || i == final && letter != 0x0621 { // hamza joins neither side
					t.Errorf("%s has no %s", name, strings.ToLower(shapes[i]))
				}
				continue
			}
			got := strings.TrimPrefix(runenames.Name(f), "ARABIC LETTER ")
			want := name + " " + shapes[i]
			if letter == 0x0649 && i >= initial {
				want = "UIGHUR KAZAKH KIRGHIZ ALEF MAKSURA " + shapes[i] // the shapes Unicode gives alef maksura inside a word
			}
			if got != want {
				t.Errorf("U+%04X %s: the %s is U+%04X %q, want %q", letter, name, strings.ToLower(shapes[i]), f, got, want)
			}
		}
		if (forms[initial] == 0) != (forms[medial] == 0) {
			t.Errorf("%s: an initial shape without a medial one, or the other way", name)
		}
	}
	for alef, ligs := range lamAlef {
		name := strings.TrimPrefix(runenames.Name(alef), "ARABIC LETTER ")
		for i, f := range ligs {
			want := "ARABIC LIGATURE LAM WITH " + name + " " + shapes[i]
			if got := runenames.Name(f); got != want {
				t.Errorf("lam with %s: U+%04X is %q, want %q", name, f, got, want)
			}
		}
	}
}

// visual puts s in the order it is seen (visualOrder over its clusters).
func visual(s string) string {
	var cells []cell
	g := uniseg.NewGraphemes(s)
	for g.Next() {
		cells = append(cells, cell{text: g.Str()})
	}
	var b strings.Builder
	for _, c := range visualOrder(cells) {
		b.WriteString(c.text)
	}
	return b.String()
}

// TestVisualOrder: right-to-left words are seen from the right, each name
// keeping its place among the English words, numbers and punctuation
// around it (bidi.go; the visual orders worked out by hand).
func TestVisualOrder(t *testing.T) {
	for _, c := range []struct{ logical, want string }{
		{"Ann Bob", "Ann Bob"},
		{"Ann שרה Bob", "Ann הרש Bob"},
		// The words of one name: the first on the right.
		{"שרה כהן", "ןהכ הרש"},
		// A number after a name stays after it.
		{"Ann $4, שרה $6, Bob $5", "Ann $4, הרש $6, Bob $5"},
		{"שרה כהן $6, محمد $5", "ןהכ הרש $6, دمحم $5"},
		// Punctuation touching a name from outside stays outside.
		{"(שרה)", "(הרש)"},
		{"Dee, שרה, Bob.", "Dee, הרש, Bob."},
		// Inside a word: digits stay left to right; brackets mirror.
		{"שרה12", "12הרש"},
		{"א(ב)ג", "ג(ב)א"},
		// A sign between two words of a name belongs to the name.
		{"שרה & יעל", "לעי & הרש"},
		// A Latin word with a Hebrew part: left to right, the part
		// reversed.
		{"Ann-שרה", "Ann-הרש"},
	} {
		if got := visual(c.logical); got != c.want {
			t.Errorf("%q: seen as %q, want %q", c.logical, got, c.want)
		}
	}
}
