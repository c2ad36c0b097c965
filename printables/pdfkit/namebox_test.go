package pdfkit

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// bboxLines reads the words pdftotext finds on the page with their boxes
// (in millimetres from the top left) and groups them into lines, top
// first: each line its words' text and its box.
type bboxLine struct {
	text                   string
	left, top, right, foot float64
}

func bboxLines(t *testing.T, pdf []byte) []bboxLine {
	t.Helper()
	var lines []bboxLine
	for _, w := range bboxWords(t, pdf) {
		if n := len(lines); n > 0 && lines[n-1].top-0.3 < w.top && w.top < lines[n-1].top+0.3 {
			l := &lines[n-1]
			l.text += " " + w.text
			l.left, l.right = min(l.left, w.left), max(l.right, w.right)
			l.foot = max(l.foot, w.foot)
			continue
		}
		lines = append(lines, w)
	}
	return lines
}

// bboxWords reads the words pdftotext finds on the page, each with its
// box in millimetres from the top left, in the order drawn.
func bboxWords(t *testing.T, pdf []byte) []bboxLine {
	t.Helper()
	out := pdftotext(t, pdf, "-bbox")
	word := regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>`)
	mm := func(s string) float64 { v, _ := strconv.ParseFloat(s, 64); return v * 25.4 / 72 }
	var words []bboxLine
	for _, m := range word.FindAllStringSubmatch(string(out), -1) {
		words = append(words, bboxLine{text: m[5], left: mm(m[1]), top: mm(m[2]), right: mm(m[3]), foot: mm(m[4])})
	}
	return words
}

// TestNameBoxUsesTheBoxBeforeCutting: a name in a box of a score pad's
// row (22.6 x 18 mm, 10 to 8 pt) prints on one line when it fits, else on
// more lines of the box (broken at spaces and after hyphens, inside a
// word only when the word alone is wider than the box: 40 Ms at 8 pt take
// 5 lines), every line inside the box, nothing cut; only a box too low
// for those lines (9 mm) cuts the name, with its seat. The score pad cut a
// 40-letter name to "Maxim… (seat 1)" in a box with room for all of it.
func TestNameBoxUsesTheBoxBeforeCutting(t *testing.T) {
	const x, y, w = 30.0, 40.0, 22.6
	ms := strings.Repeat("M", 39) + "1"
	for _, tc := range []struct {
		name  string
		h     float64
		lines int    // lines printed
		cut   string // the one line printed when cut, "" when whole
	}{
		{"Ann", 18, 1, ""},
		{"Maximilian-Alexander von Habsburg-Lothri", 18, 4, ""},
		{"Evangeline Montgomery-Featherstonehaughs", 18, 4, ""},
		{ms, 18, 5, ""},
		{ms, 9, 1, "… (seat 1)"},
	} {
		t.Run(tc.name+"/"+strconv.FormatFloat(tc.h, 'f', 0, 64), func(t *testing.T) {
			d := New(A4, "name box")
			d.UseNames(tc.name, "Bob")
			d.AddPage()
			d.NameBox(x, y, w, tc.h, 10, 8, tc.name)
			pdf, err := d.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			lines := bboxLines(t, pdf)
			var texts []string
			for _, l := range lines {
				texts = append(texts, l.text)
				if l.left < x-0.1 || l.right > x+w+0.1 || l.top < y-0.3 || l.foot > y+tc.h+0.3 {
					t.Errorf("%q at x %.1f-%.1f, y %.1f-%.1f: outside its box x %.1f-%.1f, y %.1f-%.1f", l.text, l.left, l.right, l.top, l.foot, x, x+w, y, y+tc.h)
				}
			}
			if len(lines) != tc.lines {
				t.Errorf("%d lines %q, want %d", len(lines), texts, tc.lines)
			}
			if tc.cut != "" {
				if len(texts) != 1 || !strings.HasPrefix(texts[0], "MM") || !strings.HasSuffix(texts[0], tc.cut) {
					t.Errorf("printed %q, want the name cut with its seat", texts)
				}
				return
			}
			if got := strings.ReplaceAll(strings.Join(texts, ""), " ", ""); got != strings.ReplaceAll(tc.name, " ", "") || slices.ContainsFunc(texts, func(s string) bool { return strings.Contains(s, "…") }) {
				t.Errorf("printed %q, want %q whole", texts, tc.name)
			}
			if p := d.Problems(); len(p) > 0 {
				t.Errorf("problems: %q", p)
			}
		})
	}
}
