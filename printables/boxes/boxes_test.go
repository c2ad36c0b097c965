package boxes

import (
	"strings"
	"testing"

	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// TestBoxesPrintables reads the Boxes player aid, card summary and score
// pad back with pdftotext (skipped without poppler locally, failing under
// CI=true) and checks the rules' numbers are on them.
func TestBoxesPrintables(t *testing.T) {
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		d := New(paper, "Boxes")
		d.Aids([]string{"Zoë", "Bob", "Cy"}, 0, 0)
		d.CardSummary()
		d.ScorePad([]string{"Zoë", "Bob", "Cy"}, 0, 3, "")
		if p := d.Problems(); len(p) > 0 {
			t.Errorf("%v: problems %v", paper, p)
		}
		b, err := d.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		if d.Pages() != 4 {
			t.Errorf("%d pages, want 2 of aids, 1 summary, 1 pad", d.Pages())
		}
		text := pdftest.PDFText(t, b)
		for _, want := range []string{
			"BOXES", "Zoë", "3,400 ECU", "7 actions", "2 per closed card", "1 per open card",
			"3 closed + 1 open", "0 closed + 6 open", "The bank gives no change", "a player who passes is out",
			"tied amount", "250 ECU per set", "A set: 3 cards of one colour", "3 players",
			"card summary", "10 ECU card", "Gold bar", "Red set card (red-250)", "Card without any value",
			"36 open, 24 closed", "score pad", "Notes left", "Box cards", "Set bonus", "250 ECU per set", "A set: 3 cards",
		} {
			if !strings.Contains(text, want) {
				t.Errorf("%v: the PDF lacks %q", paper, want)
			}
		}
	}
}
