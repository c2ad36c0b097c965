package printables

import (
	"testing"

	"tallyman/printables/internal/pdftest"
)

// TestEveryDocumentPrintsAnyName prints every document of every game with
// names in several scripts, emoji and accents (pdftest.CheckPrintsAnyName).
func TestEveryDocumentPrintsAnyName(t *testing.T) {
	var docs []pdftest.NamedDoc[*Doc]
	for _, game := range []func(*testing.T) []pdftest.NamedDoc[*Doc]{containerWorldDocs} {
		docs = append(docs, game(t)...)
	}
	pdftest.CheckPrintsAnyName(t, New, docs)
}
