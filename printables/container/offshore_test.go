package container

import (
	"fmt"
	"strings"
	"testing"

	"tallyman/engines/container"
	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// offshoreState sets up an Off-Shore game of names at length.
func offshoreState(t *testing.T, names []string, length string) *container.State {
	t.Helper()
	s, _, err := container.Setup(names, container.Options{Edition: container.EditionOffshore, Length: length, DealCards: true}, 20261129)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestOffshoreEngineConstants pins the numbers the printables name but
// the engine's Rules table does not carry to the engine's setup.
func TestOffshoreEngineConstants(t *testing.T) {
	s := offshoreState(t, []string{"Ann", "Bob", "Cleo"}, "")
	if got := s.Bank.ContainerLots[0].Total(); got != offLotIAtStart {
		t.Errorf("container lot I holds %d at setup, the printables say %d", got, offLotIAtStart)
	}
	if got := s.Bank.ContainerLots[1].Total(); got != offLotIIAtStart {
		t.Errorf("container lot II holds %d at setup, the printables say %d", got, offLotIIAtStart)
	}
}

// TestOffshorePrintables builds the aids, score pad and setup sheets and
// reads their numbers and names back with pdftotext: every number comes
// from container.Offshore.
func TestOffshorePrintables(t *testing.T) {
	r := container.Offshore
	names := []string{"Ann", "Bob", "Cleo", "Dee"}
	s := offshoreState(t, names, container.LengthExtended)
	d := New(pdfkit.A4, "Container Off-Shore")
	d.OffshoreAids(names)
	d.OffshoreScorePad(names, "")
	if err := d.OffshoreSetup(s, "", "game test"); err != nil {
		t.Fatal(err)
	}
	if err := d.OffshoreSetup(nil, container.LengthShort, ""); err != nil {
		t.Fatal(err)
	}
	if err := d.OffshoreSetup(nil, "huge", ""); err == nil {
		t.Error("an unknown length makes a setup sheet")
	}
	if p := d.Problems(); len(p) > 0 {
		t.Errorf("problems: %v", p)
	}
	pdf, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := d.Pages(), 4+1+2; got != want { // an aid a page for four, the score pad, two setup sheets
		t.Errorf("%d pages, want %d", got, want)
	}
	text := pdftest.PDFText(t, pdf)
	want := []string{
		"Off-Shore Bank", "Anchor actions", "Bank auctions", "Delivery auction", "Call Bank",
		"Harbor purchase", "Factory purchase", "bluff cards", "holding area", "runoff",
		fmt.Sprintf("$%d", r.StartCash), fmt.Sprintf("+$%d", r.LoanAmount), fmt.Sprintf("-$%d", r.LoanPenalty),
		fmt.Sprintf("$%d per container in your bank holding area", r.HoldingValue),
		fmt.Sprintf("$%d per container in your harbor", r.WarehouseValue),
		"$6/$9/$12", "$4/$5/$6/$7", "$5/$10",
		"Blue", "Yellow", "White", "Red", "Green",
		"extended game", "short game",
		"4 players: one auction at a time", "5 players: 2 at once",
		fmt.Sprintf("%d loan cards", r.LoanCards), fmt.Sprintf("%d reserve tokens", r.ReserveTokens),
		"Cash lots I, II, III: $1, $2, $3",
		// QA N1: the bank's Anchor action loads the ship from the holding
		// area (actions text, "Anchor actions").
		"load containers from your holding area onto your ship",
		// Actions text, "Produce" step 1: "If you can't pay, you can't
		// Produce."
		"Pay $1 to the player on your right (cannot pay: no Produce)",
		// Notes, "Loans (p16-17)": "If you cannot pay you must take a
		// loan; at 2 loans you default".
		"Cannot pay interest? You must take a loan first. At 2 loans you default: per unpaid loan the bank seizes one container",
	}
	// The supply rows: 4 players extended for the game; every count short.
	want = append(want, fmt.Sprintf("4 %d %d %d %d", r.PerColor(4, container.LengthExtended), r.FactoriesOf(4), r.WarehousesOf(4), r.TokensOf(4)))
	for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
		want = append(want, fmt.Sprintf("%d %d %d %d %d", n, r.PerColor(n, container.LengthShort), r.FactoriesOf(n), r.WarehousesOf(n), r.TokensOf(n)))
	}
	for _, nm := range names {
		want = append(want, nm)
	}
	want = append(want, "FIRST PLAYER "+s.Players[s.First].Name)
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("the PDF lacks %q", w)
		}
	}
	// The bank's lots as dealt.
	for _, c := range container.Colors {
		if s.Bank.ContainerLots[0][c] > 0 && !strings.Contains(text, r.ColorName(c)) {
			t.Errorf("container lot I's %s is missing", r.ColorName(c))
		}
	}
	// No classic colour names or rules.
	for _, bad := range []string{"Orange", "Tan", "Domestic sale", "classic rules", "load your holding area"} {
		if strings.Contains(text, bad) {
			t.Errorf("the Off-Shore PDF says %q", bad)
		}
	}
}

// TestOffshoreRender renders every page: none blank, and one kept for a
// look when TALLYMAN_KEEP_RENDER names a folder.
func TestOffshoreRender(t *testing.T) {
	t.Parallel()
	names := []string{"Ann", "Bob", "Cleo", "Dee", "Zoë"}
	s := offshoreState(t, names, "")
	d := New(pdfkit.Letter, "Container Off-Shore")
	d.OffshoreAids(names)
	d.OffshoreScorePad(names, "")
	if err := d.OffshoreSetup(s, "", ""); err != nil {
		t.Fatal(err)
	}
	if p := d.Problems(); len(p) > 0 {
		t.Errorf("problems: %v", p)
	}
	pdf, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	for i, img := range pdftest.RenderPages(t, pdf, 40) {
		if ink := pdftest.InkShare(img); ink < 0.01 {
			t.Errorf("page %d is nearly blank (%.3f ink)", i+1, ink)
		}
	}
}

// TestAidsReadable (issue 24 item 14): every piece of text on the player
// aids, classic and Off-Shore, named or blank, on A4 and Letter, is 8 pt
// or more (the Off-Shore aid was set at 7.4-7.6 pt two to a page, the
// classic one below 8 pt on Letter), and all of it fits: the Off-Shore
// aid one to a page, the classic one two.
func TestAidsReadable(t *testing.T) {
	names := []string{"Ann", "Bob", "Cleo"}
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		for _, tc := range []struct {
			doc   string
			build func(d *Doc)
			pages int
		}{
			{"classic aids", func(d *Doc) { d.Aids(names) }, 2},
			{"blank classic aids", func(d *Doc) { d.Aids(nil) }, 3},
			{"Off-Shore aids", func(d *Doc) { d.OffshoreAids(names) }, 3},
			{"blank Off-Shore aids", func(d *Doc) { d.OffshoreAids(nil) }, 5},
		} {
			d := New(paper, tc.doc)
			d.PDF.SetCompression(false)
			tc.build(d)
			pdf, err := d.Bytes()
			pdftest.Must(t, err)
			for size, n := range pdftest.TextSizes(pdf) {
				if size < 8 {
					t.Errorf("%s, %s: %d pieces of text at %.2f pt", paper.Name, tc.doc, n, size)
				}
			}
			if p := d.Problems(); len(p) > 0 {
				t.Errorf("%s, %s: %v", paper.Name, tc.doc, p)
			}
			if d.Pages() != tc.pages {
				t.Errorf("%s, %s: %d pages, want %d", paper.Name, tc.doc, d.Pages(), tc.pages)
			}
		}
	}
}

// TestOffshoreSetupSaysHowCardsAreDealt (issue 24 item 14): as the
// classic setup sheet does, the Off-Shore one says that tallyman has dealt
// the scoring cards when it has (keep the physical ones in the box), else
// to deal them at the table and enter each in tallyman; without a game, to
// deal them.
func TestOffshoreSetupSaysHowCardsAreDealt(t *testing.T) {
	names := []string{"Ann", "Bob", "Cleo"}
	dealt := offshoreState(t, names, "")
	atTable, _, err := container.Setup(names, container.Options{Edition: container.EditionOffshore}, 20261129)
	pdftest.Must(t, err)
	deal := "Shuffle the 5 scoring cards and deal one face down to each player; put the rest back unseen."
	enter := "Each player enters their card's number in tallyman privately, at any time before scoring."
	for _, tc := range []struct {
		name      string
		s         *container.State
		want, not []string
	}{
		{"dealt by tallyman", dealt, []string{"tallyman has dealt the scoring cards: each player looks at their own privately (on their phone, or at the laptop). Keep the physical cards in the box."}, []string{deal, enter}},
		{"dealt at the table", atTable, []string{deal, enter}, []string{"has dealt"}},
		{"no game", nil, []string{deal}, []string{"has dealt", enter}},
	} {
		d := New(pdfkit.A4, "setup")
		pdftest.Must(t, d.OffshoreSetup(tc.s, "", ""))
		pdf, err := d.Bytes()
		pdftest.Must(t, err)
		sheetSays(t, tc.name, pdftest.PDFText(t, pdf), tc.want, tc.not)
	}
}

// TestOffshoreSetupSaysModules: the setup sheet of a saved game says in
// its title which modules it plays with, those the actions text names
// ("With Truck Companies, a Factory Purchase also costs a $1 trucking
// fee"; "With Player Loans, you may need to ask other players first when
// you borrow in the middle of an auction"), or that it has none; the sheet
// without a game names none.
func TestOffshoreSetupSaysModules(t *testing.T) {
	names := []string{"Ann", "Bob", "Cleo"}
	game := func(truck, loans bool) *container.State {
		s, _, err := container.Setup(names, container.Options{Edition: container.EditionOffshore, TruckCompanies: truck, PlayerLoans: loans}, 20261129)
		pdftest.Must(t, err)
		return s
	}
	for _, tc := range []struct {
		name      string
		s         *container.State
		want, not []string
	}{
		{"both modules", game(true, true), []string{"Container · Off-Shore setup with Truck Companies and Player Loans"}, []string{"without modules"}},
		{"Truck Companies", game(true, false), []string{"Container · Off-Shore setup with Truck Companies"}, []string{"Player Loans", "without modules"}},
		{"Player Loans", game(false, true), []string{"Container · Off-Shore setup with Player Loans"}, []string{"Truck Companies", "without modules"}},
		{"no modules", game(false, false), []string{"Container · Off-Shore setup without modules"}, []string{"Truck Companies", "Player Loans"}},
		{"no game", nil, []string{"Container · Off-Shore setup"}, []string{"modules", "Truck Companies", "Player Loans"}},
	} {
		d := New(pdfkit.Letter, "setup")
		pdftest.Must(t, d.OffshoreSetup(tc.s, "", ""))
		if p := d.Problems(); len(p) > 0 {
			t.Errorf("%s: %v", tc.name, p)
		}
		pdf, err := d.Bytes()
		pdftest.Must(t, err)
		sheetSays(t, tc.name, pdftest.PDFText(t, pdf), tc.want, tc.not)
	}
}

// sheetSays checks that the text of the sheet named name holds every
// phrase of want and none of not.
func sheetSays(t *testing.T, name, text string, want, not []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("%s: the sheet lacks %q:\n%s", name, w, text)
		}
	}
	for _, n := range not {
		if strings.Contains(text, n) {
			t.Errorf("%s: the sheet says %q", name, n)
		}
	}
}
