package container

import (
	"fmt"
	"strings"
	"testing"

	"tallyman/engines/container"
	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// docCase is one document to build and read back: its pages, and text that
// must be in it (worked out by hand from container.txt and
// container-notes.md, not from the engine's table).
type docCase struct {
	name  string
	build func(t *testing.T, d *Doc)
	pages int
	want  []string
}

func docCases(t *testing.T) []docCase {
	demoStates, demoMoves := demoGame(t)
	five, _, err := container.Setup(pdftest.FiveNames, container.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	fiveFirst := five.Players[five.First].Name
	return []docCase{
		{
			name:  "aids for five",
			build: func(t *testing.T, d *Doc) { d.Aids(pdftest.FiveNames) },
			pages: 3, // five aids and a spare, two to a page
			want: []string{
				"Zoë", "Łukasz", "CONTAINER player aid",
				"Pay $1 interest per loan", "Take 2 actions",
				"Buy a factory $6 · $9 · $12", "at most 4", "Buy a warehouse $4 · $5 · $6 · $7", "at most 5",
				"Pay $1 to the player on your right", "2 per factory", "$1-$4", "$2-$6", "ship holds 5", "+$2",
				"+$10; at most 2", "Repay $10", "1 container from your island", "2 from your warehouse store",
				// container.txt, "Loans": "(If you have exactly one
				// container in play, the bank seizes only that one.)"
				"then your factory store (only one container in play: just that one)",
				"pays the bid to the bank", "All bids $0",
				"2nd colour", "$10 · $5/$10 · $6 · $4 · $2", "all 5 colours",
				"+$2 per warehouse-store container, +$3 per ship container", "-$11 per loan",
			},
		},
		{
			name:  "blank aids",
			build: func(t *testing.T, d *Doc) { d.Aids(nil) },
			pages: 3, // five players at most: six aids
			want:  []string{"Player", "$6 · $9 · $12", "-$11"},
		},
		{
			name:  "score pad",
			build: func(t *testing.T, d *Doc) { d.ScorePad(pdftest.FiveNames, "") },
			pages: 1,
			want: []string{
				"Zoë", "Łukasz", "Cleo", "1 Island", "$10, $5/$10, $6, $4, $2", "Orange", "Brown", "White", "Tan", "Black",
				"2 Discard", "$2 per container in your warehouse store", "$3 per container on your ship",
				"Take off $11 per loan", "Cash", "Total",
				// The deck (container-notes.md): card 1 is white orange tan brown black.
				"1 white orange tan brown black", "5 tan brown black white orange",
			},
		},
		{
			name: "join cards",
			build: func(t *testing.T, d *Doc) {
				pdftest.Must(t, d.JoinCards("Container", pdftest.JoinLinks(pdftest.FiveNames), "Runs on 192.168.1.20 port 8080."))
			},
			pages: 1, // five players and the shared screen: six cards
			want: []string{
				"Zoë", "Łukasz", "Shared screen", "http://192.168.1.20:8080/p/", fmt.Sprintf("%032x", 1), fmt.Sprintf("%032x", 99),
				"Private: this link is your seat", "Runs on 192.168.1.20 port 8080.",
			},
		},
		{
			name:  "setup for five",
			build: func(t *testing.T, d *Doc) { pdftest.Must(t, d.Setup(five, "game five")) },
			pages: 1,
			want: []string{
				"FIRST PLAYER " + fiveFirst, fiveFirst + " (starts)", "$20 in cash", "holds 5", "at $2",
				// 5 players: 4 x 5 = 20 of each colour, less one starting
				// container of each (five players, five colours); 5
				// factories less one; 5 x 5 - 5 warehouses, 2 x 5 loans.
				"Containers 19 19 19 19 19", "Factories 4 4 4 4 4", "Warehouses 20", "Loans 10",
			},
		},
		{
			name:  "setup of the demo",
			build: func(t *testing.T, d *Doc) { pdftest.Must(t, d.Setup(demoStates[0], "demo")) },
			pages: 1,
			want: []string{
				// Cleo moves first; Ann starts with white, Bob tan, Cleo
				// brown (the demo's final factories, first listed).
				"FIRST PLAYER Cleo", "Then to the left: Cleo → Ann → Bob → Cleo",
				"1 Ann White 1 white at $2", "2 Bob Tan 1 tan at $2", "3 Cleo (starts) Brown 1 brown at $2",
				// 3 players: 12 of each colour less the starting ones
				// (orange 12, brown 11, white 11, tan 11, black 12).
				"Containers 12 11 11 11 12", "Factories 5 4 4 4 5", "Warehouses 12", "Loans 6",
				"tallyman has dealt the value cards",
			},
		},
		{
			name: "report of the demo",
			build: func(t *testing.T, d *Doc) {
				rep, err := ReportOf(demoStates, demoMoves)
				pdftest.Must(t, err)
				rep.Sub = "demo"
				d.Report(rep)
			},
			pages: 2,
			want: []string{
				"Bob wins with $78",
				// rank, name, island, discarded, warehouse, ship, loans,
				// net worth, cash, total (assistant's TestDemoJournal).
				"1 Bob $68 5 tan $0 $6 $0 $74 $4 $78",
				"2 Ann $25 3 white $4 $3 $0 $32 $32 $64",
				"3 Cleo $2 2 tan $0 $0 $0 $2 $43 $45",
				"How each total is made", "Cash over the game", "Island auctions (7)",
				"24 Bob 3 white Ann $10, Cleo $6 Ann $10 accepted Bob gets $20",
				"26 Ann 3 brown Bob $10, Cleo $10 tie; extra: Bob +$1, Cleo +$0 Bob $11 accepted Ann gets $22",
			},
		},
		{
			name: "report with a rejection and a free cargo",
			build: func(t *testing.T, d *Doc) {
				d.Report(Report{
					Players: []string{"Zoë", "Łukasz", "Ann"},
					Result: container.Score([]container.ScoreInput{
						{Name: "Zoë", Cash: 30, Loans: 1, Card: container.Cards[0], Island: container.Counts{container.White: 2}},
						{Name: "Łukasz", Cash: 30, Card: container.Cards[1]},
						{Name: "Ann", Cash: 5, Card: container.Cards[2], Ship: 1},
					}, container.Classic),
					Turns: 3,
					Cash:  [][]int{{20, 25, 30, 30}, {20, 18, 30, 30}, {20, 10, 5, 5}},
					Auctions: []Auction{
						{Turn: 2, Seller: 1, Cargo: container.Counts{container.Tan: 2}, Bids: map[int]int{0: 12, 2: 3}, Winner: 0, Price: 12, Outcome: Rejected},
						{Turn: 3, Seller: 2, Cargo: container.Counts{container.Orange: 1}, Bids: map[int]int{0: 0, 1: 0}, Winner: -1, Outcome: Free},
					},
				})
			},
			pages: 2, // the value cards table pushes the chart and the short auctions table to page 2
			want: []string{
				// Zoë: card 1, 2 white at $10, the only colour, discarded:
				// $0; loan -$11; 30 - 11 = 19. Łukasz: 30. Ann: ship $3 + 5.
				"Łukasz wins with $30", "1 Łukasz", "2 Zoë $0 2 white $0 $0 -$11 -$11 $30 $19",
				"rejected Łukasz pays the bank $12", "free all bid $0", "Island auctions (2)",
			},
		},
		{
			name: "a tie for first",
			build: func(t *testing.T, d *Doc) {
				d.Report(Report{
					Players: []string{"Ann", "Bob", "Cy"},
					Result: container.Score([]container.ScoreInput{
						{Name: "Ann", Cash: 40, Card: container.Cards[0]},
						{Name: "Bob", Cash: 40, Card: container.Cards[1]},
						{Name: "Cy", Cash: 2, Card: container.Cards[2]},
					}, container.Classic),
					Turns: 1, Cash: [][]int{{20, 40}, {20, 40}, {20, 2}},
				})
			},
			pages: 2, // as above
			want:  []string{"Ann and Bob share the win with $40", "Nobody sailed to the island"},
		},
	}
}

// TestDocuments builds every document on both papers, reads its text back
// with pdftotext and renders it with pdftoppm: the page count is right,
// every page has ink, the text holds the numbers and names it must, and
// nothing had to be shortened or left out.
func TestDocuments(t *testing.T) {
	t.Parallel()
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		for _, tc := range docCases(t) {
			t.Run(paper.Name+"/"+tc.name, func(t *testing.T) {
				t.Parallel()
				d := New(paper, tc.name)
				tc.build(t, d)
				if p := d.Problems(); len(p) > 0 {
					t.Errorf("problems: %v", p)
				}
				if d.Pages() != tc.pages {
					t.Errorf("%d pages, want %d", d.Pages(), tc.pages)
				}
				pdf, err := d.Bytes()
				if err != nil {
					t.Fatal(err)
				}
				if len(pdf) > 1<<20 {
					t.Errorf("%d bytes: more than 1 MB", len(pdf))
				}
				text := pdftest.PDFText(t, pdf)
				for _, w := range tc.want {
					if !strings.Contains(text, w) {
						t.Errorf("the text lacks %q:\n%s", w, text)
					}
				}
				pages := pdftest.RenderPages(t, pdf, 30)
				if len(pages) != tc.pages {
					t.Errorf("pdftoppm rendered %d pages, want %d", len(pages), tc.pages)
				}
				for i, pg := range pages {
					w := float64(pg.Bounds().Dx()) / 30 * 25.4
					if w < paper.Width-1 || w > paper.Width+1 {
						t.Errorf("page %d is %.0f mm wide, want %s's %.0f", i+1, w, paper.Name, paper.Width)
					}
					if k := pdftest.InkShare(pg); k < 0.01 {
						t.Errorf("page %d is nearly blank: %.2f%% ink", i+1, 100*k)
					}
				}
			})
		}
	}
}
