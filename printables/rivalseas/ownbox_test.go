package rivalseas

import (
	"slices"
	"strings"
	"testing"

	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// TestRivalSeasSetupSheetUntranscribed: for the group's untranscribed
// tiles the sheet draws no map (tallyman has not seen the tiles) but says
// how to lay each tile, the two rules to check on the table, and the
// typed towns, which carry the demand markers; the stand-in tiles are not
// mentioned.
func TestRivalSeasSetupSheetUntranscribed(t *testing.T) {
	towns := []string{"Port Aven", "Lundy", "Stowe", "Melmouth", "Dunmere"}
	s := setup(t, nil, playerNames[:3], 7, rs.Options{Untranscribed: true, Towns: towns})
	pdf := buildPDF(t, pdfkit.A4, 3, func(d *Doc) { pdftest.Must(t, d.Setup(s, "seed 7")) })
	text := strings.Join(strings.Fields(pdftest.PDFText(t, pdf)), " ")
	want := append([]string{"Sea tiles: lay your own tiles like this", "Check on the table", "Rule 1: ports cannot touch", "Rule 2: not every company is on the outside", "Port Aven, Lundy, Stowe, Melmouth, Dunmere"}, seamap.DescribeBlind(s.Board.Pattern, *s.Layout)...)
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("sheet lacks %q", w)
		}
	}
	for _, not := range []string{"stand-in sea tiles", "Blakeney", "~~ sea"} {
		if strings.Contains(text, not) {
			i := strings.Index(text, not)
			t.Errorf("sheet shows %q: ...%s...", not, text[max(0, i-200):min(len(text), i+100)])
		}
	}
}

// TestTownNotesOnce (issue 24 item 14): a town's name the fonts cannot
// draw (an emoji; Gothic letters, beyond U+FFFF) is noted once, by its
// whole name, on every kind of setup sheet: not once per word, not with
// the markup (*bold*) or the punctuation around it. The names print as
// their fallback ("? Keep", "??").
func TestTownNotesOnce(t *testing.T) {
	towns := []string{"🏰 Keep", "𐌰𐌱", "Lundy", "Stowe", "Dunmere"}
	for _, opts := range []rs.Options{{Untranscribed: true, Towns: towns}, {Towns: towns}, {NoLayout: true, Towns: towns}} {
		s := setup(t, nil, playerNames[:3], 7, opts)
		d := New(pdfkit.A4, "towns")
		pdftest.Must(t, d.Setup(s, "seed 7"))
		want := []string{
			`the town name "🏰 Keep" prints as "? Keep": the PDF's fonts lack emoji`,
			`the town name "𐌰𐌱" prints as "??": the PDF's fonts lack Gothic letters`,
		}
		got := d.Problems()
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("untranscribed %v, no layout %v: the notes say\n%s\nwant\n%s", opts.Untranscribed, opts.NoLayout, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}
