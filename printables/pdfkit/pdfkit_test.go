package pdfkit

import (
	"bytes"
	"reflect"
	"strings"
	"sync"
	"testing"
)

func TestParsePaper(t *testing.T) {
	tests := []struct {
		in   string
		want Paper
		err  bool
	}{
		{"a4", A4, false},
		{" A4 ", A4, false},
		{"letter", Letter, false},
		{"Letter", Letter, false},
		{"us-letter", Letter, false},
		{"a3", Paper{}, true},
		{"", Paper{}, true},
	}
	for _, tc := range tests {
		got, err := ParsePaper(tc.in)
		if (err != nil) != tc.err || got != tc.want {
			t.Errorf("ParsePaper(%q) = %v, %v", tc.in, got, err)
		}
		if err != nil && !strings.Contains(err.Error(), "a4 or letter") {
			t.Errorf("ParsePaper(%q): the error %q does not name the choices", tc.in, err)
		}
	}
}

func TestPaperFromLocale(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want Paper
	}{
		{map[string]string{}, A4},
		{map[string]string{"LANG": "C"}, A4},
		{map[string]string{"LANG": "POSIX"}, A4},
		{map[string]string{"LANG": "en_US.UTF-8"}, Letter},
		{map[string]string{"LANG": "en_CA.UTF-8"}, Letter},
		{map[string]string{"LANG": "fr_CA.UTF-8"}, Letter},
		{map[string]string{"LANG": "es_MX.UTF-8"}, Letter},
		{map[string]string{"LANG": "en_PH"}, Letter},
		{map[string]string{"LANG": "en_GB.UTF-8"}, A4},
		{map[string]string{"LANG": "de_DE.UTF-8@euro"}, A4},
		{map[string]string{"LANG": "pl_PL.UTF-8"}, A4},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_PAPER": "en_GB.UTF-8"}, A4},
		{map[string]string{"LANG": "en_GB.UTF-8", "LC_PAPER": "en_US.UTF-8"}, Letter},
		{map[string]string{"LC_ALL": "en_US.UTF-8", "LC_PAPER": "en_GB.UTF-8"}, Letter},
		{map[string]string{"LC_ALL": "C.UTF-8", "LANG": "en_US.UTF-8"}, A4},
	}
	for _, tc := range tests {
		if got := PaperFromLocale(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("%v: got %s, want %s", tc.env, got.Name, tc.want.Name)
		}
	}
}

// TestPaperOfTerritory: a Letter country's code, in any case, gives
// Letter; any other code, or none, A4.
func TestPaperOfTerritory(t *testing.T) {
	for code, want := range map[string]Paper{
		"US": Letter, "ca": Letter, "Mx": Letter, "PH": Letter,
		"DE": A4, "GB": A4, "AU": A4, "419": A4, "": A4,
	} {
		if got := PaperOfTerritory(code); got != want {
			t.Errorf("PaperOfTerritory(%q) = %s, want %s", code, got.Name, want.Name)
		}
	}
}

func TestMoneyAndOrdinal(t *testing.T) {
	for n, want := range map[int]string{0: "$0", 6: "$6", -11: "-$11"} {
		if got := Money(n); got != want {
			t.Errorf("money(%d) = %q, want %q", n, got, want)
		}
	}
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd"} {
		if got := Ordinal(n); got != want {
			t.Errorf("ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestMarkupAndWrap: *stars* toggle bold, and a word that changes style
// inside ("*$6*,") is never split.
func TestMarkupAndWrap(t *testing.T) {
	got := Markup("Pay *$1 interest* per loan")
	want := []Span{{false, "Pay "}, {true, "$1 interest"}, {false, " per loan"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("markup: %+v", got)
	}
	d := New(A4, "t")
	lines := d.WrapRich("costs *$6*, *$9*, *$12*", 1000, 9)
	if len(lines) != 1 || len(lines[0]) != 4 {
		t.Fatalf("wrap: %+v", lines)
	}
	if w := lines[0][1]; len(w) != 2 || w[0].Text != "$6" || !w[0].Bold || w[1].Text != "," || w[1].Bold {
		t.Errorf("the word \"$6,\" is %+v", w)
	}
	narrow := d.WrapRich("one two three four five six seven", 15, 9)
	if len(narrow) < 3 {
		t.Errorf("15 mm should need several lines: %d", len(narrow))
	}
	for _, l := range narrow {
		if w := d.LineWidth(l, 9); w > 15 && len(l) > 1 {
			t.Errorf("line %v is %.1f mm wide", l, w)
		}
	}
}

// TestDocumentsWrittenAtOnceShareNoFontBytes: two documents with the same
// face written at the same time (a print set, tests in parallel) each
// embed the font from their own bytes; the PDF library pads the font's
// tables by appending to slices of what it was given, and under the race
// detector two documents writing into one font file fail here. Both
// documents are whole PDFs.
func TestDocumentsWrittenAtOnceShareNoFontBytes(t *testing.T) {
	out := make([][]byte, 4)
	errs := make([]error, len(out))
	var wg sync.WaitGroup
	for i := range out {
		wg.Add(1)
		go func() {
			defer wg.Done()
			d := New(A4, "test")
			d.PDF.AddPage()
			d.Text(20, 20, "Ann, Bob and Zoë")
			out[i], errs[i] = d.Bytes()
		}()
	}
	wg.Wait()
	for i := range out {
		if errs[i] != nil || !bytes.HasPrefix(out[i], []byte("%PDF-")) || !bytes.Contains(out[i], []byte("%%EOF")) {
			t.Errorf("document %d: %d bytes, %v", i, len(out[i]), errs[i])
		}
	}
}
