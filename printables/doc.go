// Package printables builds the games' documents on the shared PDF kit
// (tallyman/printables/pdfkit).
package printables

import (
	"tallyman/printables/pdfkit"
)

// Doc is one PDF document with the games' pages (ContainerAids and the
// others) beside the kit's (join cards, Write, Problems).
type Doc struct{ *pdfkit.Doc }

// New starts a document on paper with a title (in the PDF's metadata).
func New(paper pdfkit.Paper, title string) *Doc { return &Doc{pdfkit.New(paper, title)} }
