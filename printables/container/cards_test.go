package container

import (
	"strings"
	"testing"

	"tallyman/engines/container"
	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// TestReportsShowCards (issue 14, item 27): both end-of-game reports show
// each player's card, which the rules reveal at scoring, with the island
// colour by colour at that card's values, so the table can check them.
// Worked by hand from container-notes.md (classic card 3: $10 black,
// $5/$10 white, $6 orange, $4 tan, $2 brown) and the Off-Shore notes, "End
// and scoring" (card 1, white: two-value white, $10 yellow, $6 green, $4
// red, $2 blue):
//   - classic Ann, card 3: 2 black at $10 = $20, 1 white at $5 (not every
//     colour) = $5, 3 orange discarded (the most numerous);
//   - Off-Shore Ann, card 1: 2 blue at $2 = $4, 2 red discarded (her
//     choice on the tie).
func TestReportsShowCards(t *testing.T) {
	names := []string{"Ann", "Bob", "Cleo"}
	classic, _, err := container.Setup(names, container.Options{DealCards: true}, 20261129)
	if err != nil {
		t.Fatal(err)
	}
	over := classic.Clone()
	over.Turn++
	over.Phase, over.EndTriggered = container.Over, true
	for i := range over.Players {
		over.Players[i].Card = i + 3
		over.Players[i].Island = container.Counts{}
	}
	over.Players[0].Island[container.Black], over.Players[0].Island[container.White], over.Players[0].Island[container.Orange] = 2, 1, 3
	rep, err := ReportOf([]*container.State{classic, over}, []container.Move{{Type: container.EndTurn, Player: classic.Current}})
	if err != nil {
		t.Fatal(err)
	}
	d := New(pdfkit.A4, "report")
	d.Report(rep)
	pdf, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	text := squash(pdftest.PDFText(t, pdf))
	for _, w := range []string{"Value cards and islands", "2 × $10 = $20", "1 × $5 = $5", "3 discarded", "counts $10 only with all five colours", "card 3", "card 4", "card 5"} {
		if !strings.Contains(text, w) {
			t.Errorf("the classic report lacks %q", w)
		}
	}
	if t.Failed() {
		t.Log(text)
	}

	s0 := offshoreState(t, names, container.LengthShort)
	s1 := s0.Clone()
	s1.Turn++
	s1.Phase, s1.EndTriggered = container.Over, true
	red := container.Red
	for i := range s1.Players {
		s1.Players[i].Card = i + 1
		s1.Players[i].Island = container.Counts{}
	}
	s1.Players[0].Island[container.Blue], s1.Players[0].Island[container.Red] = 2, 2
	s1.Players[0].Discard = &red
	orep, err := OffshoreReportOf([]*container.State{s0, s1}, []container.Move{{Type: container.EndTurn, Player: s0.Current}})
	if err != nil {
		t.Fatal(err)
	}
	d = New(pdfkit.A4, "report")
	d.OffshoreReport(orep)
	pdf, err = d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	text = squash(pdftest.PDFText(t, pdf))
	for _, w := range []string{"Scoring cards and scoring areas", "2 × $2 = $4", "2 discarded", "two-value colour counts $10 only with all five colours"} {
		if !strings.Contains(text, w) {
			t.Errorf("the Off-Shore report lacks %q", w)
		}
	}
	if t.Failed() {
		t.Log(text)
	}
}

// squash joins a PDF's text into one line of single spaces.
func squash(s string) string { return strings.Join(strings.Fields(s), " ") }

// TestContainerPrintsNameNoRulesFile (issue 13, item 14): the Container
// PDFs, which lie on the table, cite the rules as players know them
// ("rules: End-game scoring", "Off-Shore rules: End and scoring, p. 18"),
// never by a rules file's name.
func TestContainerPrintsNameNoRulesFile(t *testing.T) {
	t.Parallel()
	names := []string{"Ann", "Bob", "Cleo"}
	classic, _, err := container.Setup(names, container.Options{DealCards: true}, 20261129)
	if err != nil {
		t.Fatal(err)
	}
	off := offshoreState(t, names, container.LengthShort)
	states, moves := demoGame(t)
	rep, err := ReportOf(states, moves)
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string]func(d *Doc) error{
		"aids":            func(d *Doc) error { d.Aids(names); return nil },
		"score pad":       func(d *Doc) error { d.ScorePad(names, ""); return nil },
		"setup":           func(d *Doc) error { return d.Setup(classic, "") },
		"report":          func(d *Doc) error { d.Report(rep); return nil },
		"Off-Shore aids":  func(d *Doc) error { d.OffshoreAids(names); return nil },
		"Off-Shore pad":   func(d *Doc) error { d.OffshoreScorePad(names, ""); return nil },
		"Off-Shore setup": func(d *Doc) error { return d.OffshoreSetup(off, container.LengthShort, "") },
	}
	for name, build := range docs {
		d := New(pdfkit.A4, name)
		if err := build(d); err != nil {
			t.Fatal(err)
		}
		pdf, err := d.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		text := pdftest.PDFText(t, pdf)
		for _, file := range []string{".txt", ".md"} {
			if strings.Contains(text, file) {
				t.Errorf("the %s names a rules file (%s):\n%s", name, file, text)
			}
		}
	}
}
