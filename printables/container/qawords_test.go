package container

import (
	"strings"
	"testing"

	"tallyman/engines/container"
	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// TestOffshoreReportSaysScoringArea: the Off-Shore rules call a player's
// delivered containers their "scoring area" (actions text, "Delivery
// auctions" 3; notes, "End and scoring"), so the Off-Shore report says
// "Scoring area" in its ranking and its score bars and never "Island",
// but for the place ships sail to, Container Island; the column title is
// not shortened to fit.
func TestOffshoreReportSaysScoringArea(t *testing.T) {
	s0 := offshoreState(t, []string{"Ann", "Bob", "Cleo"}, container.LengthShort)
	s1 := s0.Clone()
	s1.Phase, s1.EndTriggered = container.Over, true
	for i := range s1.Players {
		s1.Players[i].Card = i + 1
	}
	rep, err := OffshoreReportOf([]*container.State{s0, s1}, []container.Move{{Type: container.EndTurn, Player: s0.Current}})
	if err != nil {
		t.Fatal(err)
	}
	d := New(pdfkit.A4, "report")
	d.OffshoreReport(rep)
	pdf, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	text := pdftest.PDFText(t, pdf)
	if n := strings.Count(text, "Scoring area"); n < 4 { // ranking, bar legend, cards table; twice each (two extractions)
		t.Errorf("the report says \"Scoring area\" %d times, want the ranking, the bars and the cards table:\n%s", n, text)
	}
	if rest := strings.ReplaceAll(text, "Container Island", ""); strings.Contains(rest, "Island") {
		t.Errorf("the report says \"Island\" outside \"Container Island\":\n%s", text)
	}
	for _, p := range d.Problems() {
		if strings.Contains(p, "Scoring area") {
			t.Errorf("problem: %s", p)
		}
	}
}
