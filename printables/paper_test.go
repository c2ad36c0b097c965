package printables

import (
	"testing"

	"tallyman/printables/internal/pdftest"
)

// paperDocs are every document of every game.
func paperDocs(t *testing.T) []pdftest.PaperDoc[*Doc] {
	var docs []pdftest.PaperDoc[*Doc]
	for _, game := range []func(*testing.T) []pdftest.PaperDoc[*Doc]{containerPaperDocs} {
		docs = append(docs, game(t)...)
	}
	return docs
}

// TestNothingPrintsNearTheEdge: pdftest.CheckNothingNearTheEdge for every
// document of every game.
func TestNothingPrintsNearTheEdge(t *testing.T) {
	pdftest.CheckNothingNearTheEdge(t, New, paperDocs(t))
}

// TestNoProgramWordsOnPaper: pdftest.CheckNoProgramWords for every
// document of every game.
func TestNoProgramWordsOnPaper(t *testing.T) {
	pdftest.CheckNoProgramWords(t, New, paperDocs(t))
}
