// Package container prints the Container documents, classic
// (container.txt, container-notes.md) and Off-Shore
// (container-offshore-edition-actions.txt and its notes): player aids,
// score pads, setup sheets and the end-of-game reports, on the shared PDF
// kit. Every number on a page comes from the engine's data
// (container.Classic, its Rules methods and container.Cards); none is
// typed again here.
package container

import (
	"tallyman/printables/pdfkit"
)

// Doc is one PDF document: the kit's pages (join cards; Write, Problems)
// and this game's.
type Doc struct{ *pdfkit.Doc }

// New starts a document on paper with a title (in the PDF's metadata).
func New(paper pdfkit.Paper, title string) *Doc { return &Doc{pdfkit.New(paper, title)} }
