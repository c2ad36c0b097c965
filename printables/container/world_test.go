package container

import (
	"slices"
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
				pdftest.Must(t, d.OffshoreSetup(setup(t, n, container.EditionOffshore), "", strings.Join(n, ", ")))
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

// TestSeatsBesideNames: names that print as "??" and "???" cannot tell
// players apart, so every player's join card and score pad column also
// gives the seat (1 for the first player in seating order), as the setup
// sheet does.
func TestSeatsBesideNames(t *testing.T) {
	names := pdftest.WorldNames[3:] // שרה, محمد, 李雷, Bo👨‍👩‍👧: "???", "????", "??", "Bo?"
	cards := pdftest.JoinLinks(names)
	d := New(pdfkit.A4, "seats")
	pdftest.Must(t, d.JoinCards("Container", cards, ""))
	d.ScorePad(names, "")
	d.OffshoreScorePad(names, "")
	pdf, err := d.Bytes()
	pdftest.Must(t, err)
	text := pdftest.PDFText(t, pdf)
	for _, want := range []string{
		// Two cards to a row: each card's top line, then the two names.
		"Container · seat 1 tallyman · Container · seat 2 ??? ????",
		"Container · seat 3 tallyman · Container · seat 4 ?? Bo?",
		// The score pads' headers (twice: classic and Off-Shore).
		"seat 1 seat 2 seat 3 seat 4 Scoring step ??? ???? ?? Bo?",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "seat 5") || strings.Contains(text, "seat 0") {
		t.Errorf("a seat nobody has:\n%s", text)
	}
}

// TestEveryDocumentPrintsAnyName prints every document with names in
// several scripts, emoji and accents (pdftest.CheckPrintsAnyName).
func TestEveryDocumentPrintsAnyName(t *testing.T) {
	pdftest.CheckPrintsAnyName(t, New, worldDocs(t))
}

// TestNothingPrintsNearTheEdge: pdftest.CheckNothingNearTheEdge for every
// document.
func TestNothingPrintsNearTheEdge(t *testing.T) {
	pdftest.CheckNothingNearTheEdge(t, New, paperDocs(t))
}

// TestNoProgramWordsOnPaper: pdftest.CheckNoProgramWords for every
// document.
func TestNoProgramWordsOnPaper(t *testing.T) {
	pdftest.CheckNoProgramWords(t, New, paperDocs(t))
}

// TestGlyphNotesSayWhatIsLacking: the note about a name the fonts cannot
// fully draw is a sentence: a kind the fonts lack altogether by its name
// ("Hebrew letters", "emoji"), any other character or accent by itself,
// "character" for one, "characters" for more. Expected sentences written
// from the fallback rule (printables/pdfkit/fallback.go: one "?" per cluster, an
// accent that does not compose is left off its letter).
func TestGlyphNotesSayWhatIsLacking(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"שרה", `the name "שרה" prints as "???": the PDF's fonts lack Hebrew letters`},
		{"Bo∰", `the name "Bo∰" prints as "Bo?": the PDF's fonts lack the character "∰"`},
		{"∯x₿", `the name "∯x₿" prints as "?x?": the PDF's fonts lack the characters "∯" and "₿"`},
		{"Ana 🎲∰", `the name "Ana 🎲∰" prints as "Ana ??": the PDF's fonts lack emoji and the character "∰"`},
		{"Ag\u0303a", `the name "Ag̃a" prints as "Aga": the PDF's fonts lack the accent of "g̃"`},
	} {
		d := New(pdfkit.A4, "t")
		d.Aids([]string{c.name})
		if got := strings.Join(d.Problems(), "\n"); got != c.want {
			t.Errorf("%q: the note says\n%s\nwant\n%s", c.name, got, c.want)
		}
	}
}

// TestDecomposedAccentPrintsComposed: "Zoé" typed as e + U+0301 (what
// some keyboards and macOS file names give) is composed (Unicode NFC) and
// prints as "Zoé", with no note; an accent with no composed letter that
// the fonts lack ("g̃", Guarani) is left off its letter, and said.
func TestDecomposedAccentPrintsComposed(t *testing.T) {
	d := New(pdfkit.A4, "t")
	d.ScorePad([]string{"Zoe\u0301", "Ag\u0303a", "Bob"}, "")
	b, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	text := pdftest.PDFText(t, b)
	if !strings.Contains(text, "Zo\u00e9") {
		t.Errorf("Zoe+U+0301 does not print as Zoé:\n%s", text)
	}
	if !strings.Contains(text, "Aga") {
		t.Errorf("Ag̃a does not print as Aga:\n%s", text)
	}
	want := []string{`the name "Ag̃a" prints as "Aga": the PDF's fonts lack the accent of "g̃"`}
	if got := d.Problems(); !slices.Equal(got, want) {
		t.Errorf("notes %q, want %q", got, want)
	}
}
