package container

import (
	"strings"
	"testing"

	"tallyman/engines/container"
	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// offshoreOver is a finished Off-Shore game of names, made by hand as in
// TestOffshoreReport: the scoring cards dealt in seat order, nothing on
// any island, one turn played.
func offshoreOver(t *testing.T, names []string) OffshoreReport {
	t.Helper()
	s0 := offshoreState(t, names, container.LengthShort)
	s1 := s0.Clone()
	s1.Turn++
	s1.Phase, s1.EndTriggered = container.Over, true
	for i := range s1.Players {
		s1.Players[i].Card = i + 1
	}
	rep, err := OffshoreReportOf([]*container.State{s0, s1}, []container.Move{{Type: container.EndTurn, Player: s0.Current}})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// worldDocs are every Container document, classic and Off-Shore,
// each built for names from pdftest.WorldNames (five, the most Container
// seats, and the four that print as "?").
func worldDocs(t *testing.T) []pdftest.NamedDoc[*Doc] {
	type doc = pdftest.NamedDoc[*Doc]
	setup := func(t *testing.T, names []string, edition string) *container.State {
		s, _, err := container.Setup(names, container.Options{Edition: edition, DealCards: true}, 3)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	var docs []doc
	for _, names := range [][]string{pdftest.NamesOf(5), pdftest.WorldNames[3:]} {
		docs = append(docs,
			doc{Name: "Container aids", Names: names, Build: func(t *testing.T, d *Doc, n []string) { d.Aids(n) }},
			doc{Name: "Container score pad", Names: names, Build: func(t *testing.T, d *Doc, n []string) { d.ScorePad(n, "game x · "+strings.Join(n, ", ")) }},
			doc{Name: "Container join cards", Names: names, Build: func(t *testing.T, d *Doc, n []string) {
				pdftest.Must(t, d.JoinCards("Container", pdftest.JoinLinks(n), "For the laptop."))
			}},
			doc{Name: "Container setup", Names: names, Build: func(t *testing.T, d *Doc, n []string) {
				pdftest.Must(t, d.Setup(setup(t, n, ""), strings.Join(n, ", ")))
			}},
			doc{Name: "Container report", Names: names, Build: func(t *testing.T, d *Doc, n []string) {
				states, moves := playGame(t, n, 20261129, 5, 11)
				rep, err := ReportOf(states, moves)
				pdftest.Must(t, err)
				d.Report(rep)
			}},
			doc{Name: "Off-Shore aids", Names: names, Build: func(t *testing.T, d *Doc, n []string) { d.OffshoreAids(n) }},
			doc{Name: "Off-Shore score pad", Names: names, Build: func(t *testing.T, d *Doc, n []string) { d.OffshoreScorePad(n, "") }},
			doc{Name: "Off-Shore setup", Names: names, Build: func(t *testing.T, d *Doc, n []string) {
				// Both modules on: the longest title.
				s, _, err := container.Setup(n, container.Options{Edition: container.EditionOffshore, DealCards: true, TruckCompanies: true, PlayerLoans: true}, 3)
				pdftest.Must(t, err)
				pdftest.Must(t, d.OffshoreSetup(s, "", strings.Join(n, ", ")))
			}},
			doc{Name: "Off-Shore report", Names: names, Build: func(t *testing.T, d *Doc, n []string) { d.OffshoreReport(offshoreOver(t, n)) }},
		)
	}
	return docs
}

// paperDocs are every Container document: those of
// worldDocs and those printed without a game or names.
func paperDocs(t *testing.T) []pdftest.PaperDoc[*Doc] {
	type doc = pdftest.PaperDoc[*Doc]
	return pdftest.PaperDocs(worldDocs(t),
		doc{Name: "Container aids", Build: func(t *testing.T, d *Doc) { d.Aids(nil) }, Cut: true},
		doc{Name: "Container score pad", Build: func(t *testing.T, d *Doc) { d.ScorePad(nil, "") }, Cut: false},
		doc{Name: "Off-Shore aids", Build: func(t *testing.T, d *Doc) { d.OffshoreAids(nil) }, Cut: true},
		doc{Name: "Off-Shore score pad", Build: func(t *testing.T, d *Doc) { d.OffshoreScorePad(nil, "") }, Cut: false},
		doc{Name: "Off-Shore setup, no game", Build: func(t *testing.T, d *Doc) { pdftest.Must(t, d.OffshoreSetup(nil, container.LengthShort, "")) }, Cut: false},
	)
}

// TestSeatsBesideNames (issue 24 item 14): two names no font has print
// alike ("??" and "??": Gothic letters, beyond U+FFFF, which the PDF
// library cannot draw), so every document prints each with its seat (1
// for the first player in seating order): beside the name in the aids,
// the setup sheet and the report, above it on the score pads, before it
// in the join cards' large line ("Seat 1 · ??"). A name that prints whole has no seat beside it.
func TestSeatsBesideNames(t *testing.T) {
	names := []string{"𐌰𐌱", "𐌲𐌳", "Zoë"}
	cards := pdftest.JoinLinks(names)
	states, moves := playGame(t, names, 20261129, 5, 11)
	rep, err := ReportOf(states, moves)
	pdftest.Must(t, err)
	for _, tc := range []struct {
		doc   string
		build func(d *Doc)
		want  []string
	}{
		{"join cards", func(d *Doc) { pdftest.Must(t, d.JoinCards("Container", cards, "")) }, []string{
			// Two cards to a row: each card's top line, then the two names.
			"Container · seat 1 tallyman · Container · seat 2 Seat 1 · ?? Seat 2 · ??",
		}},
		{"score pad", func(d *Doc) { d.ScorePad(names, "") }, []string{"seat 1 seat 2 seat 3 Scoring step ?? ?? Zoë"}},
		{"Off-Shore score pad", func(d *Doc) { d.OffshoreScorePad(names, "") }, []string{"seat 1 seat 2 seat 3 Scoring step ?? ?? Zoë"}},
		{"aids", func(d *Doc) { d.Aids(names) }, []string{"?? (seat 1)", "?? (seat 2)"}},
		{"Off-Shore aids", func(d *Doc) { d.OffshoreAids(names) }, []string{"?? (seat 1)", "?? (seat 2)"}},
		{"setup", func(d *Doc) { pdftest.Must(t, d.Setup(states[0], "")) }, []string{"1 ?? (seat 1)", "2 ?? (seat 2)"}},
		{"report", func(d *Doc) { d.Report(rep) }, []string{"?? (seat 1)", "?? (seat 2)"}},
	} {
		d := New(pdfkit.A4, tc.doc)
		tc.build(d)
		pdf, err := d.Bytes()
		pdftest.Must(t, err)
		text := pdftest.PDFText(t, pdf)
		for _, want := range tc.want {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the text lacks %q:\n%s", tc.doc, want, text)
			}
		}
		if beside := strings.Contains(tc.want[0], "(seat"); beside && strings.Count(text, "??") != strings.Count(text, "?? (seat") {
			t.Errorf("%s: a name printed as \"??\" without its seat:\n%s", tc.doc, text)
		}
		if strings.Contains(text, "Zoë (seat") || strings.Contains(text, "seat 0") || strings.Contains(text, "seat 4") {
			t.Errorf("%s: a seat where none belongs:\n%s", tc.doc, text)
		}
	}
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

// TestDecomposedAccentPrintsComposed: "Zoé" typed as e + U+0301 (what
// some keyboards and macOS file names give) is composed (Unicode NFC) and
// prints as "Zoé", with no note. (An accent that does not compose and no
// font has is left off its letter: pdfkit's TestNotesSayWhatIsLacking.)
func TestDecomposedAccentPrintsComposed(t *testing.T) {
	t.Parallel()
	d := New(pdfkit.A4, "t")
	d.ScorePad([]string{"Zoe\u0301", "Bob"}, "")
	b, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	text := pdftest.PDFText(t, b)
	if !strings.Contains(text, "Zo\u00e9") {
		t.Errorf("Zoe+U+0301 does not print as Zoé:\n%s", text)
	}
	if got := d.Problems(); len(got) > 0 {
		t.Errorf("notes %q, want none", got)
	}
}

// TestLongNamesTellPlayersApart: every document with names prints 40-
// character names whole or cut with the seat beside them
// (pdftest.CheckLongNamesTellPlayersApart).
func TestLongNamesTellPlayersApart(t *testing.T) {
	t.Parallel()
	pdftest.CheckLongNamesTellPlayersApart(t, New, worldDocs(t))
}
