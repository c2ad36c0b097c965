// Package boxes prints the Boxes documents (boxes.txt): player aids,
// the card summary and the score pad, on the shared PDF kit.
package boxes

import (
	"tallyman/printables/pdfkit"
)

// Doc is one PDF document: the kit's pages (join cards; Write, Problems)
// and this game's.
type Doc struct{ *pdfkit.Doc }

// New starts a document on paper with a title (in the PDF's metadata).
func New(paper pdfkit.Paper, title string) *Doc { return &Doc{pdfkit.New(paper, title)} }
