package rivalseas

import (
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
