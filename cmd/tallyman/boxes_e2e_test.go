package main

import (
	"strings"
	"testing"

	boxestable "tallyman/assistant/boxes"
)

// TestBoxesWholeGame plays a 4-player game of Boxes (Ann, Bob, Cy, Dee;
// Ann the first auctioneer) through `tallyman new boxes` with piped input:
// six containers, three open and three secret auctions (two secret ties
// going to an open runoff), an undo, a bid refused for being above the
// wallet, the cards recorded once during the game and the rest at the
// end, and the final scores worked out by hand (see the comments).
func TestBoxesWholeGame(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	insp := func(choice string) []string { return []string{choice, choice, choice, choice} }
	var lines []string
	add := func(l ...string) { lines = append(lines, l...) }
	// Container 1, Ann, open: Ann opens at 300; Bob 500; Cy passes (undone
	// and passed again); Dee 600; Ann passes; Bob 800; Dee passes. Bob pays
	// 800 with 500 + 200 + 100 (the least lost, fewest notes). Before each
	// payment the laptop goes to the winner (an Enter).
	add("1")
	add(insp("2")...)
	add("300", "500", "pass", "undo", "pass", "600", "pass", "800", "pass", "", "1")
	// Container 2, Bob: first Bob records container 1's cards (menu 3,
	// container 1, the laptop passed to him: an Enter), then a secret auction: Ann 700, Bob 650, Cy 900, Dee
	// types 5000 (refused: above the wallet) then 0. Cy wins at 900 and
	// pays 500 + 200 + 200.
	add("3", "1", "", "blank, blank, blank, blank, 10, 10, 10, 10, 10, 10")
	add("2")
	add(insp("1")...)
	add("700", "650", "900", "5000", "0", "", "1")
	// Container 3, Cy, secret: Ann, Bob and Dee tie at 1,000 (Cy 400).
	// Open runoff from 1,000, first Dee (the first tied on Cy's left):
	// Dee 1,100, Ann passes, Bob 1,200, Dee passes. Bob pays 500+500+200.
	add("2")
	add(insp("3")...)
	add("1000", "1000", "400", "1000", "1100", "pass", "1200", "pass", "", "1")
	// Container 4, Dee, open: Dee opens at 350; Ann 400; Bob, Cy and Dee
	// pass. Ann pays 200 + 200.
	add("1")
	add(insp("4")...)
	add("350", "400", "pass", "pass", "pass", "", "1")
	// Container 5, Ann, open: Ann opens at 350, everyone passes. Ann pays
	// 200 + 100 + 50.
	add("1")
	add(insp("2")...)
	add("350", "pass", "pass", "pass", "", "1")
	// Container 6, Bob, secret: Ann 600, Bob 0, Cy 550, Dee 600: a tie;
	// Dee (first tied on Bob's left) passes, so Ann wins at 600 and pays
	// 500 + 100.
	add("2")
	add(insp("2")...)
	add("600", "0", "550", "600", "pass", "", "1")
	// The cards of containers 2-6, asked at the end, each after the
	// laptop is passed to the winner (an Enter).
	for _, c := range []string{
		"blank, blank, blank, gold, 10, 10, 10, 10, 10, 10",                                                          // 2, Cy: 560
		"blank, blank, red-250, red-250, red-50, red-100, red-150, 10, 10, 10",                                       // 3, Bob: 830
		"blank, blank, blank, blue-250, blue-50, blue-100, 10, 10, 10, 10",                                           // 4, Ann: 440
		"blank, blank, gold, blue-250, yellow-50, yellow-100, yellow-150, yellow-200, green-50, 10",                  // 5, Ann: 1,310
		"yellow-250, yellow-250, green-250, green-250, green-100, green-150, green-200, red-200, blue-150, blue-200", // 6, Ann: 2,000
	} {
		add("", c)
	}
	out, err := run(t, strings.Join(lines, "\n")+"\n", "new", "boxes", "--dir", dir, "--seed", "1", "--players", "Ann,Bob,Cy,Dee", "--auctioneer", "Ann")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	// The same game stopped after container 1 (its first 16 lines) and
	// carried on with `tallyman resume` ends with the same winner.
	dir2 := t.TempDir()
	if out, err := run(t, strings.Join(lines[:16], "\n")+"\n", "new", "boxes", "--dir", dir2, "--seed", "1", "--players", "Ann,Bob,Cy,Dee", "--auctioneer", "Ann"); err != nil {
		t.Fatalf("first part: %v\n%s", err, out)
	}
	if out2, err := run(t, strings.Join(lines[16:], "\n")+"\n", "resume", "--dir", dir2); err != nil || !strings.Contains(out2, "1. Ann: 7,300 ECU") {
		t.Errorf("resumed game: %v\n%s", err, tail(out2, 30))
	}
	// Wallets: Ann 3,400 - 400 - 350 - 600 = 2,050; Bob 3,400 - 800 -
	// 1,200 = 1,400; Cy 3,400 - 900 = 2,500; Dee 3,400.
	// Ann: cards 440 + 1,310 + 2,000 = 3,750; blue (250, 50, 100, 250, 150,
	// 200), yellow (50-200 and two 250s) and green (50, two 250s, 100-200)
	// make two sets each: 6 × 250 = 1,500. Total 7,300.
	// Bob: 60 + 830 = 890; red 250, 250, 50, 100, 150: one set, 250. 2,540.
	// Cy: 2,500 + 560 = 3,060. Dee: 3,400.
	wantAll(t, "output", out,
		"1. Ann: 7,300 ECU",
		"notes 2,050 ECU + cards 3,750 ECU + 6 sets of 3 cards × 250 = 1,500 ECU",
		"2. Dee: 3,400 ECU",
		"3. Cy: 3,060 ECU",
		"4. Bob: 2,540 ECU",
		"notes 1,400 ECU + cards 890 ECU + 1 set of 3 cards",
		"Winner: Ann",
		"Undone: Cy passed",
		"more than Dee's wallet holds",
		"Tie at 1,000 ECU between Ann, Bob and Dee: an open auction among them",
		"Bob pays 800 ECU with 1 × 500 + 1 × 200 + 1 × 100 (800 ECU).",
	)
	if strings.Contains(out, "5,000") || strings.Contains(out, "5000") {
		t.Errorf("the refused sealed bid shows on screen")
	}
	if t.Failed() {
		t.Log(out)
	}
	// The journal replays to the same scores.
	g := readJournal(t, dir, "boxes-*.jsonl", boxestable.Read)
	res, err := g.State().FinalScore()
	if err != nil || res.Players[0].Total != 7300 || res.Players[1].Total != 2540 || res.Players[2].Total != 3060 || res.Players[3].Total != 3400 {
		t.Fatalf("replayed: %+v %v", res, err)
	}
	if err := g.State().CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
