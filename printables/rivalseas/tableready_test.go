package rivalseas

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	rs "tallyman/engines/rivalseas"
	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// textSizes returns the size in points of every piece of text drawn in
// the document build makes (content streams left uncompressed to read
// them: the last "Tf" before each "Tj" sets its size).
func textSizes(t *testing.T, paper pdfkit.Paper, build func(d *Doc)) (map[float64]int, *Doc) {
	t.Helper()
	d := New(paper, "Rival Seas")
	d.PDF.SetCompression(false)
	build(d)
	b, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`([0-9.]+) Tf|\) ?Tj|\] ?TJ`)
	size := 0.0
	seen := map[float64]int{}
	for _, m := range re.FindAllSubmatch(b, -1) {
		if len(m[1]) > 0 {
			size, _ = strconv.ParseFloat(string(m[1]), 64)
			continue
		}
		seen[size]++
	}
	return seen, d
}

// TestRivalSeasAidsReadable (issue 14 item 23): the player aid is set in
// 8 pt or more (it was about 6), one aid to a page, for every board side;
// the numbers the rules text leaves out (time costs, the timetrack, the
// Invest board's costs and VP, the container line's spaces) are marked
// assumed (†) with the mark explained; no rules file name, no "(s)".
func TestRivalSeasAidsReadable(t *testing.T) {
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		for _, players := range []int{0, 2, 3, 4} {
			sizes, d := textSizes(t, paper, func(d *Doc) { d.Aids(nil, playerNames[:3], players) })
			for size, n := range sizes {
				if size < 8 {
					t.Errorf("%s, %d players: %d pieces of text at %.2f pt", paper.Name, players, n, size)
				}
			}
			if p := d.Problems(); len(p) > 0 {
				t.Errorf("%s, %d players: %v", paper.Name, players, p)
			}
			if d.Pages() != 3 {
				t.Errorf("%s, %d players: %d pages for 3 aids, want one each", paper.Name, players, d.Pages())
			}
		}
	}
	pdf := buildPDF(t, pdfkit.A4, 3, func(d *Doc) { d.Aids(nil, playerNames[:3], 3) })
	text := pdftest.PDFText(t, pdf)
	wantText(t, "3 players", text,
		"Funding 1 time unit†", "Produce a container 2 time units†", "Invest 3 time units†",
		"Navigation points 1 / 2 time units Place or move", // given by 5.3: no mark
		"20† slots, halfway point at 10†",
		"Cargo space 4/6/8/10† cr., 3† VP",
		"6† spaces",
		"† Assumed:",
	)
	for _, bad := range []string{"rival-seas.txt", "(s)", "score file", "Most common colour(s)"} {
		if strings.Contains(text, bad) {
			t.Errorf("the aid says %q", bad)
		}
	}
	// A board file whose numbers were all checked against the boards
	// carries no mark and no note.
	b := editableBoard(t)
	b.AssumedFields = nil
	text = pdftest.PDFText(t, buildPDF(t, pdfkit.A4, 1, func(d *Doc) { d.Aids(b, []string{"Ann"}, 3) }))
	if strings.Contains(text, "†") {
		t.Errorf("a board without assumed values marks some:\n%s", text)
	}
	// Without names: one aid per player of the count, or per disc colour.
	for _, tc := range []struct{ players, pages int }{{2, 2}, {3, 3}, {0, 4}} {
		d := New(pdfkit.A4, "x")
		d.Aids(nil, nil, tc.players)
		if d.Pages() != tc.pages {
			t.Errorf("no names, %d players: %d pages, want %d", tc.players, d.Pages(), tc.pages)
		}
	}
	_ = rs.DefaultBoard
}

// TestRivalSeasSetupSheetBoards (issue 14 item 23): the setup sheet says
// which side of the Action and Invest boards to use and where each
// company's navigation points go, never more than the 9 in the box
// (Components; 3-4 players: 6 in the reserve and 3 beside the Invest
// board, README's rules decisions; 2 players: 4 and 3, 8 step 3, 2 left in
// the box); the assumed numbers are a table in words, marked on the page
// where they are used (bonus slot credits, the timetrack).
func TestRivalSeasSetupSheetBoards(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  []string
	}{
		{playerNames[:3], []string{
			"Action Board and Invest Board: the 3/4-player side (the shorter timetrack;",
			"Ship boards: the 4-cargo side up",
			"Navigation points of each company: 6† in its reserve, 3† beside the Invest board (for Navigation expert): all 9 in the box",
			"Credits 14† 13† 12† 11†", "Timetrack: 20† slots, halfway point at slot 10†",
		}},
		{playerNames[:2], []string{
			"Action Board and Invest Board: the side marked 2P",
			"Navigation points of each company: 4 in its reserve, 3 beside the Invest board (for Navigation expert); the other 2 stay in the box",
			"Containers: 6 of each colour stay in the box",
			"Timetrack: 24† slots, no halfway point",
		}},
	} {
		s := setup(t, nil, tc.names, 7, rs.Options{})
		pdf := buildPDF(t, pdfkit.A4, 3, func(d *Doc) { pdftest.Must(t, d.Setup(s, "seed 7")) })
		text := pdftest.PDFText(t, pdf)
		want := append(tc.want,
			"Assumed numbers", "What Assumed Why",
			"Time cost of each action (time units) Funding 1, Load 1, Produce 2, Invest 3, Buy/sell a share 2, Advertise 1",
			"Spaces of a container line 6",
			"Invest column VP Cargo space 3, Production upgrade 4, Navigation expert 3, Loading upgrade 2",
		)
		wantText(t, fmt.Sprintf("%d players", len(tc.names)), text, want...)
		for _, bad := range []string{"9 + 3", "12 navigation", "time.funding", "side_3_4.", "side_2p.", " = ", "rival-seas.txt", "(s)"} {
			if strings.Contains(text, bad) {
				t.Errorf("%d players: the sheet says %q", len(tc.names), bad)
			}
		}
	}
}

// TestRivalSeasScorePadWords: the score pad marks the Invest columns' VP
// as assumed and names no rules file and no score file (issue 13 item 14).
func TestRivalSeasScorePadWords(t *testing.T) {
	text := pdftest.PDFText(t, buildPDF(t, pdfkit.A4, 1, func(d *Doc) { d.ScorePad(nil, playerNames, 4, "") }))
	wantText(t, "score pad", text, "Cargo space 3†, Production upgrade 4†, Navigation expert 3†, Loading upgrade 2†", "† Assumed:", "Scoring (rules 7)")
	for _, bad := range []string{"rival-seas.txt", "score file", ".txt"} {
		if strings.Contains(text, bad) {
			t.Errorf("the score pad says %q", bad)
		}
	}
}
