package boxes

import (
	"testing"

	"tallyman/printables/internal/pdftest"
)

// worldDocs are the Boxes documents with names, built for all of
// pdftest.WorldNames (Boxes seats seven).
func worldDocs(t *testing.T) []pdftest.NamedDoc[*Doc] {
	type doc = pdftest.NamedDoc[*Doc]
	return []doc{
		{Name: "Boxes aids", Names: pdftest.WorldNames, Build: func(t *testing.T, d *Doc, n []string) { d.Aids(n, 0, 0) }},
		{Name: "Boxes score pad", Names: pdftest.WorldNames, Build: func(t *testing.T, d *Doc, n []string) { d.ScorePad(n, 0, 0, "") }},
	}
}

// paperDocs are every Boxes document: those of worldDocs and
// those printed without names.
func paperDocs(t *testing.T) []pdftest.PaperDoc[*Doc] {
	type doc = pdftest.PaperDoc[*Doc]
	return pdftest.PaperDocs(worldDocs(t),
		doc{Name: "Boxes aids", Build: func(t *testing.T, d *Doc) { d.Aids(nil, 0, 0) }, Cut: true},
		doc{Name: "Boxes score pad", Build: func(t *testing.T, d *Doc) { d.ScorePad(nil, 0, 0, "") }, Cut: false},
		doc{Name: "Boxes card summary", Build: func(t *testing.T, d *Doc) { d.CardSummary() }, Cut: false},
	)
}

// TestEveryDocumentPrintsAnyName prints every document with names in
// several scripts, emoji and accents (pdftest.CheckPrintsAnyName).
func TestEveryDocumentPrintsAnyName(t *testing.T) {
	t.Parallel()
	pdftest.CheckPrintsAnyName(t, New, worldDocs(t))
}

// TestNothingPrintsNearTheEdge: pdftest.CheckNothingNearTheEdge for every
// document.
func TestNothingPrintsNearTheEdge(t *testing.T) {
	pdftest.CheckNothingNearTheEdge(t, New, paperDocs(t))
}

// TestNoProgramWordsOnPaper: pdftest.CheckNoProgramWords for every
// document.
func TestNoProgramWordsOnPaper(t *testing.T) {
	t.Parallel()
	pdftest.CheckNoProgramWords(t, New, paperDocs(t))
}

// TestLongNamesTellPlayersApart: every document with names prints 40-
// character names whole or cut with the seat beside them
// (pdftest.CheckLongNamesTellPlayersApart).
func TestLongNamesTellPlayersApart(t *testing.T) {
	t.Parallel()
	pdftest.CheckLongNamesTellPlayersApart(t, New, worldDocs(t))
}
