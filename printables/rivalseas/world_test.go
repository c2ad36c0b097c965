package rivalseas

import (
	"strings"
	"testing"

	rs "tallyman/engines/rivalseas"
	"tallyman/printables/internal/pdftest"
)

// worldDocs are the Rival Seas documents with names, built for four
// of pdftest.WorldNames (the most Rival Seas seats) and the three that
// print as "?".
func worldDocs(t *testing.T) []pdftest.NamedDoc[*Doc] {
	type doc = pdftest.NamedDoc[*Doc]
	var docs []doc
	for _, names := range [][]string{pdftest.NamesOf(4), pdftest.WorldNames[4:]} {
		docs = append(docs,
			doc{Name: "Rival Seas aids", Names: names, Build: func(t *testing.T, d *Doc, n []string) { d.Aids(rs.DefaultBoard(), n, len(n)) }},
			doc{Name: "Rival Seas score pad", Names: names, Build: func(t *testing.T, d *Doc, n []string) {
				d.ScorePad(rs.DefaultBoard(), n, len(n), "")
			}},
			doc{Name: "Rival Seas setup", Names: names, Build: func(t *testing.T, d *Doc, n []string) {
				pdftest.Must(t, d.Setup(setup(t, nil, n, 1, rs.Options{}), strings.Join(n, ", ")))
			}},
		)
	}
	return docs
}

// paperDocs are every Rival Seas document: those of worldDocs
// and those printed without a game or names.
func paperDocs(t *testing.T) []pdftest.PaperDoc[*Doc] {
	type doc = pdftest.PaperDoc[*Doc]
	b := rs.DefaultBoard()
	return pdftest.PaperDocs(worldDocs(t),
		doc{Name: "Rival Seas aids", Build: func(t *testing.T, d *Doc) { d.Aids(b, nil, 4) }, Cut: true},
		doc{Name: "Rival Seas score pad", Build: func(t *testing.T, d *Doc) { d.ScorePad(b, nil, 4, "") }, Cut: false},
		doc{Name: "Rival Seas setup, 2 players", Build: func(t *testing.T, d *Doc) {
			pdftest.Must(t, d.Setup(setup(t, nil, []string{"Ann", "Bob"}, 1, rs.Options{}), ""))
		}, Cut: false},
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
	t.Parallel()
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
