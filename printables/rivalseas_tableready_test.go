package printables

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	rs "tallyman/engines/rivalseas"
)

// textSizes returns the size in points of every piece of text drawn in
// the document build makes (content streams left uncompressed to read
// them: the last "Tf" before each "Tj" sets its size).
func textSizes(t *testing.T, paper Paper, build func(d *Doc)) (map[float64]int, *Doc) {
	t.Helper()
	d := New(paper, "Rival Seas")
	d.pdf.SetCompression(false)
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
	for _, paper := range []Paper{A4, Letter} {
		for _, players := range []int{0, 2, 3, 4} {
			sizes, d := textSizes(t, paper, func(d *Doc) { d.RivalSeasAids(nil, rsNames[:3], players) })
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
	pdf := rsPDF(t, A4, 3, func(d *Doc) { d.RivalSeasAids(nil, rsNames[:3], 3) })
	text := pdfText(t, pdf)
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
	text = pdfText(t, rsPDF(t, A4, 1, func(d *Doc) { d.RivalSeasAids(b, []string{"Ann"}, 3) }))
	if strings.Contains(text, "†") {
		t.Errorf("a board without assumed values marks some:\n%s", text)
	}
	// Without names: one aid per player of the count, or per disc colour.
	for _, tc := range []struct{ players, pages int }{{2, 2}, {3, 3}, {0, 4}} {
		d := New(A4, "x")
		d.RivalSeasAids(nil, nil, tc.players)
		if d.Pages() != tc.pages {
			t.Errorf("no names, %d players: %d pages, want %d", tc.players, d.Pages(), tc.pages)
		}
	}
	_ = rs.DefaultBoard
}
