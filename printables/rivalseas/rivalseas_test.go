package rivalseas

import (
	"bytes"
	"fmt"
	"image"
	"regexp"
	"slices"
	"strings"
	"testing"

	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// playerNames are the four players of the Rival Seas tests.
var playerNames = []string{"Ann", "Bob", "Cy", "Dee"}

// setup sets up a Rival Seas game of names from seed on board b (nil:
// the default board).
func setup(tb testing.TB, b *rs.Board, names []string, seed uint64, opts rs.Options) *rs.State {
	tb.Helper()
	s, _, err := rs.Setup(b, names, opts, seed)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// editableBoard returns a copy of the default board to change (the
// default board is shared and must not be changed): dumped and read back.
func editableBoard(tb testing.TB) *rs.Board {
	tb.Helper()
	var buf bytes.Buffer
	if err := rs.DefaultBoard().Dump(&buf); err != nil {
		tb.Fatal(err)
	}
	b, err := rs.LoadBoard(&buf)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// buildPDF builds a document with build, checks that nothing overflowed or
// was cut, that it has pages pages and is under the size budget, and
// returns the PDF.
func buildPDF(t *testing.T, paper pdfkit.Paper, pages int, build func(d *Doc)) []byte {
	t.Helper()
	d := New(paper, "Rival Seas")
	build(d)
	if p := d.Problems(); len(p) > 0 {
		t.Errorf("%s: problems: %v", paper.Name, p)
	}
	if d.Pages() != pages {
		t.Errorf("%s: %d pages, want %d", paper.Name, d.Pages(), pages)
	}
	pdf, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if len(pdf) >= pdftest.FileBudget {
		t.Errorf("%s: %d bytes, over 1 MB", paper.Name, len(pdf))
	}
	return pdf
}

// wantText fails for each string of want missing from text.
func wantText(t *testing.T, where, text string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("%s: the text lacks %q", where, w)
		}
	}
	if t.Failed() {
		t.Logf("%s: the text is:\n%s", where, text)
	}
}

// TestRivalSeasSetupSheet builds the setup sheet of a 4-player game from
// seed 7 on both papers and reads it back with pdftotext.
func TestRivalSeasSetupSheet(t *testing.T) {
	t.Parallel()
	s := setup(t, nil, playerNames, 7, rs.Options{})
	if s.Layout == nil {
		t.Fatal("the default board drew no layout")
	}
	b := s.Board
	// The rules' arithmetic, checked against the engine's draw: 6
	// containers drawn for 4 players (Setup step 3), each bead 4 less the
	// containers of its colour drawn, never below 1 (the market's bottom).
	drawn := 0
	for i := range rs.NumCompanies {
		drawn += s.Companies[i].Hex
		if want := max(4-s.Companies[i].Hex, 1); s.Market[i] != want {
			t.Errorf("%s: market value %d after drawing %d, want %d", b.Companies[i].Name, s.Market[i], s.Companies[i].Hex, want)
		}
	}
	if drawn != 6 {
		t.Errorf("%d containers on the company hexes, want the 6 drawn", drawn)
	}
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		pdf := buildPDF(t, paper, 3, func(d *Doc) { pdftest.Must(t, d.Setup(s, "seed 7")) })
		text := pdftest.PDFText(t, pdf)
		want := []string{
			"Rival Seas · setup for 4 players", "seed 7",
			// Seed 7 draws 4 blue, 1 brown and 1 yellow: the blue bead
			// would go below 1 and stops there; green stays at 4.
			"Bluewave Tuna, blue containers: 4 containers on its hex",
			"Viva Verde Olives, green containers: 0 containers on its hex",
			"Roast & Co Coffee, brown containers: 1 container on its hex",
			"Goldcoast Bananas, yellow containers: 1 container on its hex",
			"Bluewave Tuna blue 4 1 5† 10† cr. 6†", "Viva Verde Olives green 0 4 5† 10† cr. 6†",
			// 16 of each of 4 colours (Components, "16 Containers in 4
			// company colors", read as per colour: assumed, so marked †
			// like every assumed number printed).
			"Put 64 containers in the bag (16† of each colour)", "tallyman drew 6 containers",
			"Market slots: 8 containers", // 8 for 4 players (6 Container Production)
			// Navigation costs (5.3): sea 1, sandbank 2, rocks 2.
			"sea: navigation point 1 credit", "sandbank (dots): 2 credits", "rocks (hatched): 2 credits, Navigation expert only",
			"town port (white)", "company port (dark blue)",
			"Action Board and Invest Board: the 3/4-player side", "takes 2 shares and the CEO badge",
			"Credits 14† 13† 12† 11†", "Navigation points 1 1 2 2", // 4 step 2: 1, 1, 2, 2
			"Timetrack: 20† slots, halfway point at slot 10†; 3 rounds.",
			"Assumed numbers", "Funding 1, Load 1, Produce 2", "Timetrack 20 slots", "Containers of each colour 16",
			"stand-in sea tiles",
		}
		want = append(want, seamap.Describe(b.Tiles, b.Pattern, *s.Layout)...)
		var stack []string
		for k, seat := range s.SetupOrder {
			stack = append(stack, fmt.Sprintf("%d. %s (%s)", k+1, s.Players[seat].Name, s.Players[seat].Colour))
		}
		want = append(want, "top first: "+strings.Join(stack, ", "))
		for _, tw := range s.Towns {
			want = append(want, tw.Name)
			if tw.Demand != "" {
				c := b.Companies[tw.Demand.Index()]
				want = append(want, fmt.Sprintf("%s: demands %s (%s)", tw.Name, c.Colour, c.Name))
			}
		}
		var slots []string
		for i, c := range s.Slots {
			slots = append(slots, fmt.Sprintf("%d %s", i+1, b.Companies[c.Index()].Colour))
		}
		want = append(want, strings.Join(slots, " "))
		wantText(t, paper.Name, text, want...)
		// Values not in use are not named: the other board side's, and the
		// board's towns (the layout's tiles name the towns).
		for _, unused := range []string{"24 slots", "Towns (when no sea-tile layout"} {
			if strings.Contains(text, unused) {
				t.Errorf("%s: the sheet names %q, not in use", paper.Name, unused)
			}
		}

		// The map renders: every terrain's fill and the companies'
		// colours are on page 1, and the page has ink.
		pages := pdftest.RenderPages(t, pdf, 60)
		if len(pages) != 3 {
			t.Fatalf("%s: %d pages rendered", paper.Name, len(pages))
		}
		for i, pg := range pages {
			if k := pdftest.InkShare(pg); k < 0.02 {
				t.Errorf("%s: page %d is nearly blank (%.1f%% ink)", paper.Name, i+1, 100*k)
			}
		}
		counts := colourCounts(pages[0], map[string]pdfkit.RGB{
			"sea": sea, "sandbank": sandbank, "rocks": rocks, "company port": portBlue,
			"blue": companyRGB["blue"], "green": companyRGB["green"], "brown": companyRGB["brown"], "yellow": companyRGB["yellow"],
		})
		for name, n := range counts {
			if n < 40 {
				t.Errorf("%s: page 1 has %d pixels of the %s colour: the map is not drawn", paper.Name, n, name)
			}
		}
		// Sea is most of the field: far more of it than of any company.
		if counts["sea"] < 10*counts["blue"] {
			t.Errorf("%s: %d sea pixels against %d blue company pixels", paper.Name, counts["sea"], counts["blue"])
		}
	}
}

// colourCounts counts the pixels of img within a small distance of each
// colour.
func colourCounts(img image.Image, colours map[string]pdfkit.RGB) map[string]int {
	out := map[string]int{}
	for name := range colours {
		out[name] = 0
	}
	bd := img.Bounds()
	for y := bd.Min.Y; y < bd.Max.Y; y++ {
		for x := bd.Min.X; x < bd.Max.X; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			for name, c := range colours {
				if near(int(r>>8), c.R) && near(int(g>>8), c.G) && near(int(b>>8), c.B) {
					out[name]++
				}
			}
		}
	}
	return out
}

func near(a, b int) bool { return a-b <= 6 && b-a <= 6 }

// TestRivalSeasSetupTwoPlayers: the 2-player changes (rival-seas.txt 8)
// show on the sheet: 6 of each colour removed, 8 drawn, the 2P side with
// no halfway point, and its assumed values named instead of the 3/4-player
// side's.
func TestRivalSeasSetupTwoPlayers(t *testing.T) {
	t.Parallel()
	s := setup(t, nil, []string{"Zoë", "Łukasz"}, 3, rs.Options{})
	pdf := buildPDF(t, pdfkit.A4, 3, func(d *Doc) { pdftest.Must(t, d.Setup(s, "")) })
	text := pdftest.PDFText(t, pdf)
	wantText(t, "2 players", text,
		"setup for 2 players", "Zoë", "Łukasz",
		// 16 - 6 = 10 of each colour, 40 in all; 8 drawn (8 step 1).
		// The 16 is assumed (Components), so marked; the 6 is 8 step 1's.
		"Put 40 containers in the bag (10 of each colour: 16† less the 6 of each removed for 2 players)", "tallyman drew 8 containers",
		"the side marked 2P", "no halfway point", "Timetrack 24 slots",
		"4 in its reserve, 3 beside the Invest board", // 8 step 3: 4 in reserve, 3 by the Invest board
	)
	if strings.Contains(text, "20 slots") {
		t.Error("a 2-player sheet names the 3/4-player side's assumed values")
	}
}

// TestRivalSeasSetupVariants: a game without a drawn layout says to lay
// the tiles by hand; a board without assumptions prints no assumption
// note; a board's own numbers are the ones printed.
func TestRivalSeasSetupVariants(t *testing.T) {
	t.Parallel()
	s := setup(t, nil, playerNames[:3], 11, rs.Options{NoLayout: true})
	text := pdftest.PDFText(t, buildPDF(t, pdfkit.A4, 3, func(d *Doc) { pdftest.Must(t, d.Setup(s, "")) }))
	wantText(t, "no layout", text, "No layout was drawn", "2 hexes between two ports", "Market slots: 6 containers",
		"Towns (when no sea-tile layout is drawn) Blakeney, Saltmere")
	if regexp.MustCompile(`Sea tiles stand-in|Setup diagram of the sea tiles`).MatchString(text) {
		t.Error("a sheet without a layout names the assumed tiles or setup pattern")
	}

	b := editableBoard(t)
	b.AssumedFields = nil
	b.Side34.BonusSlots[0].Credits = 20
	b.Side34.Timetrack = 22
	s = setup(t, b, playerNames, 7, rs.Options{})
	text = pdftest.PDFText(t, buildPDF(t, pdfkit.A4, 2, func(d *Doc) { pdftest.Must(t, d.Setup(s, "")) }))
	wantText(t, "own board", text, "Credits 20 13 12 11", "Timetrack: 22 slots")
	for _, bad := range []string{"Assumed numbers", "stand-in"} {
		if strings.Contains(text, bad) {
			t.Errorf("a board without assumptions prints %q", bad)
		}
	}
}

// TestRivalSeasSetupErrors: no game, or a game past setup, makes no sheet.
func TestRivalSeasSetupErrors(t *testing.T) {
	d := New(pdfkit.A4, "t")
	if err := d.Setup(nil, ""); err == nil {
		t.Error("a nil game made a setup sheet")
	}
	s := setup(t, nil, playerNames, 7, rs.Options{}).Clone()
	s.Phase = rs.PhasePlay
	if err := d.Setup(s, ""); err == nil || !strings.Contains(err.Error(), "just set up") {
		t.Errorf("a game in play: %v", err)
	}
	if d.Pages() != 0 {
		t.Errorf("refused sheets left %d pages", d.Pages())
	}
}

// TestRivalSeasAids reads the player aid's numbers back: the rules' own
// (navigation 1 or 2 time units and 1/2/2 credits, wage bands, dividend
// 0-3, stock 3-12, cargo 4/6) and the board's assumed ones; then an
// edited board, whose numbers must replace them.
func TestRivalSeasAids(t *testing.T) {
	t.Parallel()
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		// Three names: three pages, an aid each.
		pdf := buildPDF(t, paper, 3, func(d *Doc) { d.Aids(nil, playerNames[:3], 4) })
		text := pdftest.PDFText(t, pdf)
		wantText(t, paper.Name, text,
			"RIVAL SEAS", "player aid · 4 players", "Ann", "Bob", "Cy",
			"3 rounds", "20† slots, halfway point at 10†",
			// 5.3: Place or Move Navigation Points, 1 or 2 time units.
			"Navigation points 1 / 2 time units", "sea 1, sandbank 2, rocks 2",
			// 6: wages 3-5: 2, 6-8: 4, 9-10: 6, 11-12: 8; dividend 0-3.
			"3-5: 2, 6-8: 4, 9-10: 6, 11-12: 8", "Dividend 0-3 per share",
			"not above 12", "not below 3", "cargo 4 (6 with Cargo space)", "at most 6 on a hex",
			"At most 2 ships", "values 1-4",
			// 5.4, "Adjust the Container market": "reaches "4" or is
			// already at "4" when its value would increase"; "drops to
			// "1" or is already on "1"" (when it would fall).
			"A value that reaches 4, or is already at 4 when it would rise: that company's stock +1.",
			"One that drops to 1, or is already at 1 when it would fall: stock -1.",
			// The board's assumed time costs and Invest board, marked.
			"Funding 1 time unit†", "Load a container 1 time unit†", "Produce a container 2 time units†",
			"Invest 3 time units†", "Buy and/or sell 2 time units†", "Advertise 1 time unit†",
			"Cargo space 4/6/8/10† cr., 3† VP", "Production upgrade 5/7/9/11† cr., 4† VP",
			"at least 2 shares", "company hexes (8)",
		)
		if strings.Contains(text, "2-player side") {
			t.Errorf("%s: a 4-player aid describes the 2-player side", paper.Name)
		}
	}

	// No player count: both sides; blank names, one per player colour.
	text := pdftest.PDFText(t, buildPDF(t, pdfkit.A4, 4, func(d *Doc) { d.Aids(nil, nil, 0) }))
	wantText(t, "both sides", text, "Player",
		"3/4-player side: 20† slots, halfway point at 10†", "2-player side: 24† slots, no halfway point",
		"2-player side: Cargo space 4/6† cr., 3† VP", "(not with 2 players)", "8 (2P), 6 (3P), 8 (4P)")

	b := editableBoard(t)
	b.Time.Funding, b.Time.Produce, b.Time.Advertise = 2, 3, 2
	b.Wages[3].Wage = 9
	b.Side34.Invest[0].Costs = []int{1, 2, 3, 4}
	text = pdftest.PDFText(t, buildPDF(t, pdfkit.A4, 1, func(d *Doc) { d.Aids(b, []string{"Ann"}, 3) }))
	wantText(t, "edited board", text,
		"Funding 2 time units†", "Produce a container 3 time units†", "Advertise 2 time units†",
		"11-12: 9", "Cargo space 1/2/3/4† cr.", "company hexes (6)")
}

// TestRivalSeasScorePad: the columns of rival-seas.txt 7 and its
// tie-breaks, a row per player, the investment VP from the board.
func TestRivalSeasScorePad(t *testing.T) {
	t.Parallel()
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		text := pdftest.PDFText(t, buildPDF(t, paper, 1, func(d *Doc) { d.ScorePad(nil, playerNames, 4, "seed 7") }))
		wantText(t, paper.Name, text,
			"Rival Seas: score pad", "seed 7", "Final stock values", "stock 3-12",
			"Bluewave Tuna", "Viva Verde Olives", "Roast & Co Coffee", "Goldcoast Bananas", "shares × value",
			"Credits", "Investment VP", "Ship:", "Total VP", "Shares held", "Pile place (0 = bottom)", "Rank",
			"Ann", "Bob", "Cy", "Dee",
			"Cargo space 3†, Production upgrade 4†, Navigation expert 3†, Loading upgrade 2†",
			"Tied: the most shares", "nearest the bottom",
		)
	}
	text := pdftest.PDFText(t, buildPDF(t, pdfkit.A4, 1, func(d *Doc) { d.ScorePad(nil, nil, 0, "") }))
	wantText(t, "blank", text, "Black disc", "Pink disc", "White disc", "Red disc", "3/4-player side: Cargo space 3†", "2-player side: Cargo space 3†")
}

// fileSet builds the Rival Seas set for four players, one file per
// document: setup sheet, aids and score pad.
func fileSet(tb testing.TB, s *rs.State) map[string][]byte {
	docs := map[string]func(d *Doc) error{
		"setup":    func(d *Doc) error { return d.Setup(s, "seed 7") },
		"aids":     func(d *Doc) error { d.Aids(s.Board, playerNames, 4); return nil },
		"scorepad": func(d *Doc) error { d.ScorePad(s.Board, playerNames, 4, ""); return nil },
	}
	return pdftest.BuildSet(tb, New, docs)
}

// TestRivalSeasSetBudget checks each file of the set against the size
// budget (BenchmarkRivalSeasSet measures the time).
func TestRivalSeasSetBudget(t *testing.T) {
	t.Parallel()
	pdftest.CheckBudget(t, fileSet(t, setup(t, nil, playerNames, 7, rs.Options{})))
}

// BenchmarkRivalSeasSet times the set for four players (setup sheet with
// the drawn map, aids, score pad) and reports the largest file.
func BenchmarkRivalSeasSet(b *testing.B) {
	s := setup(b, nil, playerNames, 7, rs.Options{})
	pdftest.BenchSet(b, func() map[string][]byte { return fileSet(b, s) })
}

// TestRivalSeasSetupSeeds lays out setup sheets for a few seeds of every
// player count on both papers with the longest sub-line the print command
// writes: nothing is shortened or overflows.
func TestRivalSeasSetupSeeds(t *testing.T) {
	t.Parallel()
	sub := "seed 18446744073709551615 · 4 players (Black, Pink, White, Red) · the same setup on screen: tallyman setup rivalseas --players 4 --seed 18446744073709551615"
	for n := 2; n <= 4; n++ {
		for seed := uint64(1); seed <= 4; seed++ {
			s := setup(t, nil, playerNames[:n], seed, rs.Options{})
			for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
				d := New(paper, "seeds")
				pdftest.Must(t, d.Setup(s, sub))
				if p := d.Problems(); len(p) > 0 {
					t.Errorf("%d players, seed %d, %s: %v", n, seed, paper.Name, p)
				}
			}
		}
	}
}

// TestRivalSeasAssumedInUse: which assumed board fields a setup sheet
// names, by player count and layout.
func TestRivalSeasAssumedInUse(t *testing.T) {
	four := setup(t, nil, playerNames, 7, rs.Options{})
	two := setup(t, nil, playerNames[:2], 7, rs.Options{})
	bare := setup(t, nil, playerNames, 7, rs.Options{NoLayout: true})
	named := setup(t, nil, playerNames, 7, rs.Options{NoLayout: true, Towns: []string{"Blakeney", "Oxby"}})
	tests := []struct {
		field string
		s     *rs.State
		want  bool
	}{
		{"time.funding", four, true},
		{"side_3_4.timetrack", four, true},
		{"side_3_4.timetrack", two, false},
		{"side_2p.timetrack", two, true},
		{"side_2p.bonus_slots.0.credits", four, false},
		{"tiles", four, true},
		{"pattern.slots", four, true},
		{"tiles", bare, false},
		{"pattern.slots", bare, false},
		{"towns", four, false},
		{"towns", bare, true},
		{"towns", named, false},
	}
	for _, tc := range tests {
		if got := assumedInUse(tc.field, tc.s); got != tc.want {
			t.Errorf("%s with %d players (layout %v, towns %v): %v, want %v", tc.field, len(tc.s.Players), tc.s.Layout != nil, tc.s.Options.Towns, got, tc.want)
		}
	}
}

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
	return pdftest.TextSizes(b), d
}

// TestRivalSeasAidsReadable (issue 14 item 23): the player aid is set in
// 8 pt or more (it was about 6), one aid to a page, for every board side;
// the numbers the rules text leaves out (time costs, the timetrack, the
// Invest board's costs and VP, the container line's spaces) are marked
// assumed (†) with the mark explained; no rules file name, no "(s)".
func TestRivalSeasAidsReadable(t *testing.T) {
	t.Parallel()
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
// board, docs/rules-decisions.md; 2 players: 4 and 3, 8 step 3, 2 left in
// the box); the assumed numbers are a table in words, marked on the page
// where they are used (bonus slot credits, the timetrack).
func TestRivalSeasSetupSheetBoards(t *testing.T) {
	t.Parallel()
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

// TestRivalSeasScorePadLongNamesStayReadable: a player's name on the
// score pad shrinks to 8 pt at the least (the aids' smallest size, issue
// 14 item 23), then goes on more lines of its row; four 40-character names add no
// text under 8 pt to the pad that short names do not already have (its
// footer and notes).
func TestRivalSeasScorePadLongNamesStayReadable(t *testing.T) {
	t.Parallel()
	small := func(names []string) []float64 {
		sizes, _ := textSizes(t, pdfkit.A4, func(d *Doc) { d.ScorePad(nil, names, 4, "") })
		var out []float64
		for s := range sizes {
			if s < 8 {
				out = append(out, s)
			}
		}
		slices.Sort(out)
		return out
	}
	short, long := small(playerNames[:4]), small(pdftest.LongNames[:4])
	if !slices.Equal(short, long) {
		t.Errorf("sizes under 8 pt: %v with long names, %v with short ones", long, short)
	}
}

// TestRivalSeasScorePadPrintsLongNamesWhole: a 40-letter name fills its
// row of the score pad (18 mm high) on as many lines as it needs, at 8 pt
// or more, rather than be cut: every one of pdftest.LongNames prints
// whole (its lines read in order), with no ellipsis, no seat beside it and
// no note of a name shortened, on A4 and Letter. Before, each was cut to
// "Maxim… (seat 1)" in a row with room for all of it.
func TestRivalSeasScorePadPrintsLongNamesWhole(t *testing.T) {
	t.Parallel()
	for _, names := range [][]string{pdftest.LongNames[:4], pdftest.LongNames[3:]} {
		for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
			d := New(paper, "Rival Seas")
			d.ScorePad(nil, names, 4, "")
			if p := d.Problems(); len(p) > 0 {
				t.Errorf("%s: problems: %q", paper.Name, p)
			}
			pdf, err := d.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			text := pdftest.NamesText(t, pdf)
			joined := strings.ReplaceAll(text, " ", "")
			for _, n := range names {
				if !strings.Contains(joined, strings.ReplaceAll(n, " ", "")) {
					t.Errorf("%s: %q is not printed whole:\n%s", paper.Name, n, text)
				}
			}
			for _, cut := range []string{"…", "(seat"} {
				if strings.Contains(text, cut) {
					t.Errorf("%s: a name is cut, %q on the page:\n%s", paper.Name, cut, text)
				}
			}
		}
	}
}
