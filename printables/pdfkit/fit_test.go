package pdfkit

import (
	"strings"
	"testing"
)

// TestShortenedNamesKeepTheirSeat: two 40-character names that differ
// only at the end, cut to fit a player aid's name box, print with their
// seats ("MMMM… (seat 2)"), so no two players' aids print alike; the text
// around a cut name ("  (starts)") is kept, and what is drawn, seat
// included, fits the box by the kit's own measure. A name that fits gets
// no seat, nor does a cut name whose seat is printed elsewhere (a score
// pad's header cell, drawn with fit).
func TestShortenedNamesKeepTheirSeat(t *testing.T) {
	names := []string{
		"Maximilian-Alexander von Habsburg-Lothri",
		strings.Repeat("M", 39) + "1",
		strings.Repeat("M", 39) + "2",
	}
	const w = 45.0
	for i, n := range names {
		for _, text := range []string{n, n + "  (starts)"} {
			d := New(A4, "fit")
			d.UseNames(names...)
			d.AddPage()
			size := d.FitText(Sans, "B", Margin, Margin+10, w, 13, 8, "L", text)
			pdf, err := d.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			got := textOf(t, pdf)
			seat := []string{"(seat 1)", "(seat 2)", "(seat 3)"}[i]
			if !strings.Contains(got, "…") || !strings.Contains(got, seat) {
				t.Errorf("%q in %.0f mm prints as %q, want it cut with %s", text, w, got, seat)
			}
			if strings.HasSuffix(text, "(starts)") && !strings.HasSuffix(got, seat+" (starts)") {
				t.Errorf("%q in %.0f mm prints as %q, want the name cut and %s (starts) kept", text, w, got, seat)
			}
			drawn := strings.Replace(got, " (starts)", "  (starts)", 1) // pdftotext reads two spaces as one
			d.Font(Sans, "B", size)
			if d.Width(drawn) > w {
				t.Errorf("%q prints as %q, %.1f mm wide at %.1f pt: wider than its %.0f mm", text, drawn, d.Width(drawn), size, w)
			}
		}
	}

	d := New(A4, "fit")
	long := strings.Repeat("M", 39) + "1"
	d.UseNames("Ann", long)
	d.AddPage()
	d.FitText(Sans, "B", Margin, Margin+10, 60, 13, 8, "L", "Ann")
	d.fit(Sans, "B", Margin, Margin+20, 60, 13, 8, "L", long)
	pdf, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if got := textOf(t, pdf); strings.Contains(got, "seat") || !strings.HasPrefix(got, "Ann M") {
		t.Errorf("the names print as %q, want Ann and the cut name, with no seat", got)
	}
}

// TestTitleSubLineKeepsEveryName: a page title's line under it naming
// five players of 40 characters each is not cut (a tester found the last
// names gone): it goes on two lines, 4.5 mm lower, every name whole and
// no problem reported; a short line stays one.
func TestTitleSubLineKeepsEveryName(t *testing.T) {
	long := []string{
		"Maximiliana Wolkenstein-Oberhausen Ürdal",
		"Bartholomew Featherstonehaugh-Cholmondel",
		"Annabelle-Louise Vanderberg-Wolff Smithe",
		"Konstantinos Papadopoulos-Alexandropoulo",
		"Wilhelmina Ravenscroft-Montgomery Ashfor",
	}
	for _, c := range []struct {
		name  string
		names []string
		lower float64 // mm below the title's usual end
	}{
		{"five short names", []string{"Ann", "Bob", "Cy", "Dee", "Eve"}, 0},
		{"five 40-character names", long, 4.5},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := New(A4, "title")
			d.UseNames(c.names...)
			d.AddPage()
			y := d.Title(Margin, "Container · score pad", "game 20251203-1 · "+strings.Join(c.names, ", ")+" · started 3 December 2025")
			if want := Margin + 21 + c.lower; y != want {
				t.Errorf("the title ends at %.1f mm, want %.1f", y, want)
			}
			if p := d.Problems(); len(p) > 0 {
				t.Errorf("problems: %q", p)
			}
			pdf, err := d.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Join(strings.Fields(textOf(t, pdf)), " ")
			for _, n := range append(c.names, "started 3 December 2025") {
				if !strings.Contains(got, n) {
					t.Errorf("%q is not printed whole: %q", n, got)
				}
			}
		})
	}
}
