package printables

import (
	"testing"

	"tallyman/printables/internal/pdftest"
)

// boxesWorldDocs are the Boxes documents with names, built for all of
// pdftest.WorldNames (Boxes seats seven).
func boxesWorldDocs(t *testing.T) []pdftest.NamedDoc[*Doc] {
	type doc = pdftest.NamedDoc[*Doc]
	return []doc{
		{Name: "Boxes aids", Names: pdftest.WorldNames, Build: func(t *testing.T, d *Doc, n []string) { d.BoxesAids(n, 0, 0) }},
		{Name: "Boxes score pad", Names: pdftest.WorldNames, Build: func(t *testing.T, d *Doc, n []string) { d.BoxesScorePad(n, 0, 0, "") }},
	}
}

// boxesPaperDocs are every Boxes document: those of boxesWorldDocs and
// those printed without names.
func boxesPaperDocs(t *testing.T) []pdftest.PaperDoc[*Doc] {
	type doc = pdftest.PaperDoc[*Doc]
	return pdftest.PaperDocs(boxesWorldDocs(t),
		doc{Name: "Boxes aids", Build: func(t *testing.T, d *Doc) { d.BoxesAids(nil, 0, 0) }, Cut: true},
		doc{Name: "Boxes score pad", Build: func(t *testing.T, d *Doc) { d.BoxesScorePad(nil, 0, 0, "") }, Cut: false},
		doc{Name: "Boxes card summary", Build: func(t *testing.T, d *Doc) { d.BoxesCardSummary() }, Cut: false},
	)
}
