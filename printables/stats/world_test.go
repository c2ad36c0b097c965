package stats

import (
	"regexp"
	"strings"
	"testing"

	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// worldDocs is the history with three of pdftest.WorldNames: a name that
// does not print whole carries its row in the Players table ("row 1 of
// Players"), a history having no seats.
func worldDocs(t *testing.T) []pdftest.NamedDoc[*Doc] {
	return []pdftest.NamedDoc[*Doc]{
		{Name: "game history", Names: pdftest.NamesOf(3), Build: func(t *testing.T, d *Doc, n []string) { d.Print(handHistory(n)) }, Number: RowTag},
	}
}

// TestHistoryPrintsAnyName prints the history with names in several
// scripts, emoji and accents (pdftest.CheckPrintsAnyName).
func TestHistoryPrintsAnyName(t *testing.T) {
	pdftest.CheckPrintsAnyName(t, New, worldDocs(t))
}

// TestNothingPrintsNearTheEdge: pdftest.CheckNothingNearTheEdge for the
// history, on A4 and Letter.
func TestNothingPrintsNearTheEdge(t *testing.T) {
	pdftest.CheckNothingNearTheEdge(t, New, pdftest.PaperDocs(worldDocs(t)))
}

// TestNoProgramWordsOnPaper: pdftest.CheckNoProgramWords for the
// history.
func TestNoProgramWordsOnPaper(t *testing.T) {
	t.Parallel()
	pdftest.CheckNoProgramWords(t, New, pdftest.PaperDocs(worldDocs(t)))
}

// TestHistoryTagsANameByItsRowNotASeat: in the history a name that does
// not print whole ("🦊", the third player of handHistory's Players table)
// prints with its row in that table, "? (row 3 of Players)", in the wins
// chart and the score charts' legends; never as "player 3" or "seat 3",
// which a new user took for the seat 🦊's join card and the game's papers
// give (a history has no seats: players sit anywhere from game to game).
// The Players table's own row reads "?" alone: "? (row 3 of Players)" in
// row 3 pointed the row at itself. The note says the same words.
func TestHistoryTagsANameByItsRowNotASeat(t *testing.T) {
	d := New(pdfkit.A4, "history")
	d.Print(handHistory([]string{"Ann", "Bob", "🦊"}))
	pdf, err := d.Bytes()
	pdftest.Must(t, err)
	// (PDFText is the text as two extractors read it, one after the other.)
	for _, text := range strings.Split(pdftest.PDFText(t, pdf), "|||") {
		// The wins chart, the two score charts' legends.
		if n := strings.Count(text, "? (row 3 of Players)"); n != 3 {
			t.Errorf("\"? (row 3 of Players)\" printed %d times, want 3:\n%s", n, text)
		}
		if !strings.Contains(strings.Join(strings.Fields(text), " "), "? 3 0 0 0%") {
			t.Errorf("the Players table's row 3 does not read \"? 3 0 0 0%%\":\n%s", text)
		}
		if bad := regexp.MustCompile(`(player|seat) \d`).FindString(text); bad != "" {
			t.Errorf("the history prints %q:\n%s", bad, text)
		}
	}
	if want := `the name "🦊" prints as "?" with "row 3 of Players" beside it`; !strings.Contains(strings.Join(d.Problems(), "\n"), want) {
		t.Errorf("the notes lack %q: %q", want, d.Problems())
	}
}
