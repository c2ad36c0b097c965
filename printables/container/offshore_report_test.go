package container

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"tallyman/engines/container"
	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// TestOffshoreReport builds the report of a hand-made finished Off-Shore
// game (notes, "End and scoring"): Ann (scoring card 1, the white card:
// two-value white, $10 yellow, $6 green, $4 red, $2 blue) ends with 2 blue
// and 2 red in her scoring area and chose to discard red, so she keeps 2
// blue at $2 = $4 (the best choice would have been blue, losing $4 not
// $8); Bob (card 2, green: two-value green) has 2 green and 2 white, so
// green is forced out. Ann won container lot I with $3 on turn 2.
func TestOffshoreReport(t *testing.T) {
	names := []string{"Ann", "Bob", "Cleo"}
	s0 := offshoreState(t, names, container.LengthShort)
	s1 := s0.Clone()
	s1.Bank.Auctions = []container.BankAuction{{Lot: "container-1", Holder: 0, Cash: 3}}
	s1.Bank.Tokens = 0
	lot := s1.Bank.ContainerLots[0]
	s2 := s1.Clone()
	s2.Turn = s1.Turn + 1
	s2.Bank.Auctions = nil
	s2.Bank.Tokens = 1
	s2.Phase, s2.EndTriggered = container.Over, true
	red := container.Red
	for i := range s2.Players {
		s2.Players[i].Card = i + 1
		s2.Players[i].Island = container.Counts{}
	}
	s2.Players[0].Island[container.Blue], s2.Players[0].Island[container.Red] = 2, 2
	s2.Players[0].Discard = &red
	s2.Players[1].Island[container.Green], s2.Players[1].Island[container.White] = 2, 2
	moves := []container.Move{{Type: container.EndTurn, Player: s0.Current}, {Type: container.EndTurn, Player: s1.Current}}
	rep, err := OffshoreReportOf([]*container.State{s0, s1, s2}, moves)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rep.Cards, " "); got != "white green yellow" {
		t.Errorf("cards %q, want white green yellow (cards 1-3 of the notes' table)", got)
	}
	if got := strings.Join(rep.Discards, " "); got != "chosen forced " {
		t.Errorf("discards %q, want %q", got, "chosen forced ")
	}
	ann := rep.Result.Players[0]
	if ann.IslandValue != 4 || ann.DiscardedColor != "red" || ann.DiscardedCount != 2 {
		t.Errorf("Ann's island $%d discarding %d %s, want $4 discarding 2 red", ann.IslandValue, ann.DiscardedCount, ann.DiscardedColor)
	}
	want := BankWin{Turn: s2.Turn, Lot: "container-1", Winner: 0, Bid: "$3", Got: countsIn(container.Offshore, lot)}
	if len(rep.Bank) != 1 || rep.Bank[0] != want {
		t.Fatalf("bank wins %+v, want %+v", rep.Bank, want)
	}
	if want.Got == "nothing" || strings.Contains(want.Got, "orange") {
		t.Errorf("container lot I at setup reads %q", want.Got)
	}
	d := New(pdfkit.A4, "report")
	d.OffshoreReport(rep)
	pdf, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	text := pdftest.PDFText(t, pdf)
	for _, w := range []string{"Off-Shore Bank · game report", "Bank auctions won (1)", "container lot I", "player's choice", "forced: two-value", "Holding", "Delivery auctions (0)", want.Got + " (to the holding area)"} {
		if !strings.Contains(text, w) {
			t.Errorf("the report lacks %q", w)
		}
	}
	if t.Failed() {
		t.Log(text)
	}
}

// TestOffshoreReportSaysScoringArea: the Off-Shore rules call a player's
// delivered containers their "scoring area" (actions text, "Delivery
// auctions" 3; notes, "End and scoring"), so the Off-Shore report says
// "Scoring area" in its ranking and its score bars and never "Island",
// but for the place ships sail to, Container Island; the column title is
// not shortened to fit.
func TestOffshoreReportSaysScoringArea(t *testing.T) {
	s0 := offshoreState(t, []string{"Ann", "Bob", "Cleo"}, container.LengthShort)
	s1 := s0.Clone()
	s1.Phase, s1.EndTriggered = container.Over, true
	for i := range s1.Players {
		s1.Players[i].Card = i + 1
	}
	rep, err := OffshoreReportOf([]*container.State{s0, s1}, []container.Move{{Type: container.EndTurn, Player: s0.Current}})
	if err != nil {
		t.Fatal(err)
	}
	d := New(pdfkit.A4, "report")
	d.OffshoreReport(rep)
	pdf, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	text := pdftest.PDFText(t, pdf)
	if n := strings.Count(text, "Scoring area"); n < 4 { // ranking, bar legend, cards table; twice each (two extractions)
		t.Errorf("the report says \"Scoring area\" %d times, want the ranking, the bars and the cards table:\n%s", n, text)
	}
	if rest := strings.ReplaceAll(text, "Container Island", ""); strings.Contains(rest, "Island") {
		t.Errorf("the report says \"Island\" outside \"Container Island\":\n%s", text)
	}
	for _, p := range d.Problems() {
		if strings.Contains(p, "Scoring area") {
			t.Errorf("problem: %s", p)
		}
	}
}

// TestOffshoreReportPages (issue 24 item 14): the report's auctions follow
// the cash chart on its page when they fit there, as the classic report's
// do, so that no page holds two lines alone (a game without auctions) and
// no page holds the chart alone above half a page of nothing (a played
// game of four: 9 delivery auctions, 75 turns). Two pages on A4 and
// Letter; the second holds the chart, then both auction lists.
func TestOffshoreReportPages(t *testing.T) {
	states, moves := playOffshore(t, []string{"Ann", "Bob", "Cleo", "Dee"}, 11, 3, 4)
	played, err := OffshoreReportOf(states, moves)
	pdftest.Must(t, err)
	if len(played.Auctions) != 9 {
		t.Fatalf("the played game has %d delivery auctions, want 9", len(played.Auctions))
	}
	for _, paper := range []pdfkit.Paper{pdfkit.A4, pdfkit.Letter} {
		for name, rep := range map[string]OffshoreReport{"no auctions": offshoreOver(t, []string{"Ann", "Bob", "Cleo"}), "played": played} {
			d := New(paper, "report")
			d.OffshoreReport(rep)
			if p := d.Problems(); len(p) > 0 {
				t.Errorf("%s, %s: %v", paper.Name, name, p)
			}
			pdf, err := d.Bytes()
			pdftest.Must(t, err)
			if d.Pages() != 2 {
				t.Errorf("%s, %s: %d pages, want 2", paper.Name, name, d.Pages())
				continue
			}
			page2 := pageText(t, pdf, 2)
			i, j, k := strings.Index(page2, "Cash over the game"), strings.Index(page2, "Delivery auctions"), strings.Index(page2, "Bank auctions won")
			if i < 0 || j < i || k < j {
				t.Errorf("%s, %s: page 2 does not hold the chart, then the delivery auctions, then the bank auctions:\n%s", paper.Name, name, page2)
			}
		}
	}
}

// pageText is the text of page n of pdf (pdftotext, reading order).
func pageText(t *testing.T, pdf []byte, n int) string {
	t.Helper()
	out, err := exec.Command(pdftest.NeedTool(t, "pdftotext"), "-f", fmt.Sprint(n), "-l", fmt.Sprint(n), pdftest.WritePDF(t, pdf), "-").Output()
	pdftest.Must(t, err)
	return string(out)
}
