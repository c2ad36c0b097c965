package printables

import (
	"strings"
	"testing"

	rs "tallyman/engines/rivalseas"
	"tallyman/printables/internal/pdftest"
)

// rivalWorldDocs are the Rival Seas documents with names, built for four
// of pdftest.WorldNames (the most Rival Seas seats) and the three that
// print as "?".
func rivalWorldDocs(t *testing.T) []pdftest.NamedDoc[*Doc] {
	type doc = pdftest.NamedDoc[*Doc]
	var docs []doc
	for _, names := range [][]string{pdftest.NamesOf(4), pdftest.WorldNames[4:]} {
		docs = append(docs,
			doc{Name: "Rival Seas aids", Names: names, Build: func(t *testing.T, d *Doc, n []string) { d.RivalSeasAids(rs.DefaultBoard(), n, len(n)) }},
			doc{Name: "Rival Seas score pad", Names: names, Build: func(t *testing.T, d *Doc, n []string) {
				d.RivalSeasScorePad(rs.DefaultBoard(), n, len(n), "")
			}},
			doc{Name: "Rival Seas setup", Names: names, Build: func(t *testing.T, d *Doc, n []string) {
				pdftest.Must(t, d.RivalSeasSetup(rsSetup(t, nil, n, 1, rs.Options{}), strings.Join(n, ", ")))
			}},
		)
	}
	return docs
}

// rivalPaperDocs are every Rival Seas document: those of rivalWorldDocs
// and those printed without a game or names.
func rivalPaperDocs(t *testing.T) []pdftest.PaperDoc[*Doc] {
	type doc = pdftest.PaperDoc[*Doc]
	b := rs.DefaultBoard()
	return pdftest.PaperDocs(rivalWorldDocs(t),
		doc{Name: "Rival Seas aids", Build: func(t *testing.T, d *Doc) { d.RivalSeasAids(b, nil, 4) }, Cut: true},
		doc{Name: "Rival Seas score pad", Build: func(t *testing.T, d *Doc) { d.RivalSeasScorePad(b, nil, 4, "") }, Cut: false},
		doc{Name: "Rival Seas setup, 2 players", Build: func(t *testing.T, d *Doc) {
			pdftest.Must(t, d.RivalSeasSetup(rsSetup(t, nil, []string{"Ann", "Bob"}, 1, rs.Options{}), ""))
		}, Cut: false},
	)
}
