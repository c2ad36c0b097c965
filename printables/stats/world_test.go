package stats

import (
	"testing"

	"tallyman/printables/internal/pdftest"
)

// worldDocs is the history with three of pdftest.WorldNames: a name that
// does not print whole carries its place in the list of players ("player
// 1"), a history having no seats.
func worldDocs(t *testing.T) []pdftest.NamedDoc[*Doc] {
	return []pdftest.NamedDoc[*Doc]{
		{Name: "game history", Names: pdftest.NamesOf(3), Build: func(t *testing.T, d *Doc, n []string) { d.Print(handHistory(n)) }, Number: "player"},
	}
}

// TestHistoryPrintsAnyName prints the history with names in several
// scripts, emoji and accents (pdftest.CheckPrintsAnyName).
func TestHistoryPrintsAnyName(t *testing.T) {
	pdftest.CheckPrintsAnyName(t, New, worldDocs(t))
}

// TestNothingPrintsNearTheEdge: pdftest.CheckNothingNearTheEdge for the
// history, on A4 and Letter.
func TestNothingPrintsNearTheEdge(t *testing.T) {
	pdftest.CheckNothingNearTheEdge(t, New, pdftest.PaperDocs(worldDocs(t)))
}

// TestNoProgramWordsOnPaper: pdftest.CheckNoProgramWords for the
// history.
func TestNoProgramWordsOnPaper(t *testing.T) {
	t.Parallel()
	pdftest.CheckNoProgramWords(t, New, pdftest.PaperDocs(worldDocs(t)))
}
