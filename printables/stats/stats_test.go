package stats

import (
	"fmt"
	"maps"
	"regexp"
	"strings"
	"testing"

	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// handHistory is a history worked out by hand: three players over two
// games (Alpha in VP, Low in cards left, the fewest best).
//
//	Alpha, 03-01: Ann 12, Bob 30, Cy 7     Alpha, 03-08: Ann 41, Bob 19 (Cy away)
//	Low, 03-15: Ann 0, Bob 6, Cy 3         Low, 03-22: Ann 2, Bob 0, Cy 9
//
// Wins: Ann 2 (Alpha 03-08, Low 03-15), Bob 2 (Alpha 03-01, Low 03-22),
// Cy 0. Spreads: Alpha 7, 12, 19, 30, 41 (median 19); Low 0, 0, 2, 3, 6, 9
// (median 2.5).
func handHistory(names []string) History {
	has := func(b ...bool) []bool { return b }
	return History{
		Sub:   "4 finished games, 2026-03-01 to 2026-03-22",
		Games: []Game{{Title: "Alpha", Unit: "VP"}, {Title: "Low", Unit: "cards left", LowWins: true}},
		Players: []Player{
			{Name: names[0], Plays: 4, Wins: 2, WinRate: 50, WinsByGame: []int{1, 1}},
			{Name: names[1], Plays: 4, Wins: 2, WinRate: 50, WinsByGame: []int{1, 1}},
			{Name: names[2], Plays: 3, Wins: 0, WinRate: 0, WinsByGame: []int{0, 0}},
		},
		Scores: []Scores{
			{Game: 0, Plays: []string{"2026-03-01", "2026-03-08"}, Lines: []pdfkit.PointSeries{
				{Label: names[0], Values: []int{12, 41}, Has: has(true, true)},
				{Label: names[1], Values: []int{30, 19}, Has: has(true, true)},
				{Label: names[2], Values: []int{7, 0}, Has: has(true, false)},
			}},
			{Game: 1, Plays: []string{"2026-03-15", "2026-03-22"}, Lines: []pdfkit.PointSeries{
				{Label: names[0], Values: []int{0, 2}, Has: has(true, true)},
				{Label: names[1], Values: []int{6, 0}, Has: has(true, true)},
				{Label: names[2], Values: []int{3, 9}, Has: has(true, true)},
			}},
		},
		LeftOut: []string{"Alpha of 2026-03-29, not over"},
		Notes:   []string{"One player under several names: Bob = Robert."},
	}
}

// TestHistoryChartsNumbers prints the history and reads its numbers
// back with pdftotext: the players' table, each bar's wins and total,
// every score beside its point on the charts, each game's lowest,
// median and highest score, and what was left out (issue 28.2).
func TestHistoryChartsNumbers(t *testing.T) {
	pdftest.NeedTool(t, "pdftotext")
	d := New(pdfkit.A4, "history")
	d.Print(handHistory([]string{"Ann", "Bob", "Cy"}))
	pdf, err := d.Bytes()
	pdftest.Must(t, err)
	if d.Pages() != 3 {
		t.Errorf("%d pages, want 3 (players and wins, scores over time, spread)", d.Pages())
	}
	text := pdftest.PDFText(t, pdf)
	flow, layout, _ := strings.Cut(text, " ||| ")
	for _, want := range []string{
		"Game history", "4 finished games, 2026-03-01 to 2026-03-22",
		"Wins per player and game", "Alpha", "Low",
		"2 wins", "0 wins",
		"Scores over time", "score in VP", "score in cards left, the fewest wins",
		"Score spread per game",
		"lowest 7", "median 19", "highest 41", "VP, 5 scores",
		"lowest 0", "median 2.5", "highest 9", "cards left, 6 scores",
		"Left out: Alpha of 2026-03-29, not over.",
		"counts as a win for each of them. One player under several names: Bob = Robert. Wins per player and game",
	} {
		if !strings.Contains(flow, want) {
			t.Errorf("no %q in the PDF:\n%s", want, flow)
		}
	}
	for _, row := range []string{`Ann 4 2 0 50%`, `Bob 4 2 0 50%`, `Cy 3 0 0 0%`} {
		if !strings.Contains(layout, row) {
			t.Errorf("no table row %q:\n%s", row, layout)
		}
	}
	// Every score of the charts is written beside its point: the
	// charts' page (page 2) holds each of them.
	_, scores, _ := strings.Cut(flow, "page 1")
	scores, _, _ = strings.Cut(scores, "page 2")
	for _, v := range []string{"12", "41", "30", "19", "7", "6", "3", "9"} {
		if !regexp.MustCompile(`(^|\s)` + v + `(\s|$)`).MatchString(scores) {
			t.Errorf("the score %s is not on the charts' page:\n%s", v, scores)
		}
	}
	// The bars: Ann's and Bob's win in each game and their totals; Cy's
	// none.
	for _, bar := range []string{"Ann 1 1 2 wins", "Bob 1 1 2 wins", "Cy 0 wins"} {
		if !strings.Contains(flow, bar) {
			t.Errorf("no bar %q:\n%s", bar, flow)
		}
	}
}

// TestHistoryWithoutPlays prints a history of no finished game: one
// page that says so.
func TestHistoryWithoutPlays(t *testing.T) {
	pdftest.NeedTool(t, "pdftotext")
	d := New(pdfkit.Letter, "history")
	d.Print(History{Sub: "no finished game yet"})
	pdf, err := d.Bytes()
	pdftest.Must(t, err)
	if text := pdftest.PDFText(t, pdf); d.Pages() != 1 || !strings.Contains(text, "No finished game to count yet.") {
		t.Errorf("%d pages:\n%s", d.Pages(), text)
	}
}

// manyPlayers is a history of one game of n players, named "P1" to "Pn",
// each with one score (their number) in one play.
func manyPlayers(n int) History {
	h := History{Sub: "1 finished game", Games: []Game{{Title: "Alpha", Unit: "VP"}}, Scores: []Scores{{Game: 0, Plays: []string{"2026-03-01"}}}}
	for i := range n {
		name := fmt.Sprintf("P%d", i+1)
		h.Players = append(h.Players, Player{Name: name, Plays: 1, WinsByGame: []int{0}})
		h.Scores[0].Lines = append(h.Scores[0].Lines, pdfkit.PointSeries{Label: name, Values: []int{i + 1}, Has: []bool{true}})
	}
	return h
}

// TestScoresChartSaysWhoItCannotDraw: a chart tells 25 players apart
// (pdfkit.MaxLines); of 27, it draws P1 to P25 and says on the page that
// P26 and P27 are not drawn. Of 25 it says nothing.
func TestScoresChartSaysWhoItCannotDraw(t *testing.T) {
	pdftest.NeedTool(t, "pdftotext")
	for n, want := range map[int]string{
		27: "The chart draws the 25 players first in the table of players, the most a chart tells apart by line and marker; not drawn: P26 and P27.",
		25: "",
	} {
		d := New(pdfkit.A4, "history")
		d.Print(manyPlayers(n))
		pdf, err := d.Bytes()
		pdftest.Must(t, err)
		flow := pdftest.FlowText(t, pdf)
		_, charts, _ := strings.Cut(flow, "Scores over time")
		if want == "" {
			if strings.Contains(charts, "not drawn") {
				t.Errorf("%d players: a note of players not drawn:\n%s", n, charts)
			}
			continue
		}
		if !strings.Contains(charts, want) {
			t.Errorf("%d players: no %q on the charts' page:\n%s", n, want, charts)
		}
		if strings.Contains(strings.ReplaceAll(charts, want, ""), "P26") {
			t.Errorf("%d players: P26 drawn on the chart:\n%s", n, charts)
		}
	}
}

// TestLongNamesAreCutToTheirColumn: names of 40 characters (the longest
// a name may be: wide letters, a wide script, emoji) print in the
// players' table cut with "…" to the Player column (70 mm less 1.5 mm
// of padding each side, at the table's 9 points), measured as the kit
// draws them, so that they no longer run over Plays and Wins; each row
// still reads name, plays, wins, shared wins, win rate.
func TestLongNamesAreCutToTheirColumn(t *testing.T) {
	pdftest.NeedTool(t, "pdftotext")
	names := []string{strings.Repeat("W", 40), strings.Repeat("李", 40), strings.Repeat("🚢", 40)}
	d := New(pdfkit.A4, "history")
	d.Print(handHistory(names))
	pdf, err := d.Bytes()
	pdftest.Must(t, err)
	layout := pdftest.LayoutText(t, pdf)
	rows := regexp.MustCompile(`(\S+…(?: \(row \d of Players\))?) (\d) (\d) 0 (\d+)%`).FindAllStringSubmatch(layout, -1)
	if len(rows) != 3 {
		t.Fatalf("%d rows of a cut name and its numbers, want 3:\n%s", len(rows), layout)
	}
	for _, r := range rows {
		d.Font(pdfkit.Sans, "", 9)
		if w := d.Width(r[1]); w > 70-3 {
			t.Errorf("%q is %.1f mm wide, over the Player column's 67 mm", r[1], w)
		}
	}
}

// TestWinsChartLabelsKeepTheirSize: a name too long for the wins chart's
// label column with its row beside it (a 32-letter name, cut, "(row 3 of
// Players)") is set as the other labels are, the name at 9 points and
// its row under it at 8 or more; it was shrunk to 6.5 points on one line.
// The history with that name draws no more text under 8 points than the
// history of Ann, Bob and Cy.
func TestWinsChartLabelsKeepTheirSize(t *testing.T) {
	small := func(names ...string) (map[float64]int, string) {
		d := New(pdfkit.A4, "history")
		d.PDF.SetCompression(false)
		d.Print(handHistory(names))
		pdf, err := d.Bytes()
		pdftest.Must(t, err)
		out := map[float64]int{}
		for size, n := range pdftest.TextSizes(pdf) {
			if size < 8 {
				out[size] = n
			}
		}
		return out, strings.Join(strings.Fields(pdftest.FlowText(t, pdf)), " ")
	}
	want, _ := small("Ann", "Bob", "Cy")
	got, flat := small("Ann", "Bob", "Maximilianus Bartholomäus Wolfga")
	if !maps.Equal(got, want) {
		t.Errorf("pieces of text under 8 points by size: %v, want %v as with short names", got, want)
	}
	if !strings.Contains(flat, "Maximilianus Barthol… (row 3 of Players)") {
		t.Errorf("no label \"Maximilianus Barthol…\" over \"(row 3 of Players)\":\n%s", flat)
	}
}
