package printables

import (
	"testing"

	"tallyman/printables/internal/pdftest"
)

// miniWorldDocs are the Mini Containers documents with names, built for
// six of pdftest.WorldNames (the most Mini Containers seats).
func miniWorldDocs(t *testing.T) []pdftest.NamedDoc[*Doc] {
	type doc = pdftest.NamedDoc[*Doc]
	return []doc{
		{Name: "Mini Containers aids", Names: pdftest.NamesOf(6), Build: func(t *testing.T, d *Doc, n []string) { d.MiniContainersAids(n, 0) }},
	}
}

// miniPaperDocs are every Mini Containers document: those of
// miniWorldDocs and those printed without names.
func miniPaperDocs(t *testing.T) []pdftest.PaperDoc[*Doc] {
	type doc = pdftest.PaperDoc[*Doc]
	return pdftest.PaperDocs(miniWorldDocs(t),
		doc{Name: "Mini Containers aids", Build: func(t *testing.T, d *Doc) { d.MiniContainersAids(nil, 0) }, Cut: true},
		doc{Name: "Mini Containers Automa card", Build: func(t *testing.T, d *Doc) { d.MiniContainersAutomaCard() }, Cut: true},
	)
}
