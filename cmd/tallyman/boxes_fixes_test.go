package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestBoxesTwoToFourPlayers: Boxes is a 2-4 player game (boxes.txt,
// "Contents": 64 banknotes are 4 wallets of 16, and 4 screens; "Game
// Variants": "2 Players Game", "3 to 4 Player Game"). `new boxes` with 5
// names is refused before anything is saved, saying why; a 5-player score
// file is refused naming the field; the help and README say 2-4 and no
// longer speak of 5-8 players.
func TestBoxesTwoToFourPlayers(t *testing.T) {
	dir := t.TempDir()
	_, err := run(t, "", "new", "boxes", "--dir", dir, "--players", "Ann,Bob,Cy,Dee,Eve", "--auctioneer", "Ann")
	if err == nil || !strings.Contains(err.Error(), "Boxes is for 2 to 4 players, not 5") || !strings.Contains(err.Error(), "4 wallets") {
		t.Fatalf("5 players: %v", err)
	}
	if files, _ := os.ReadDir(dir); len(files) != 0 {
		t.Errorf("a refused game left files: %v", files)
	}
	five := `{"players": [{"name": "A", "cash": 0, "cards": []}, {"name": "B", "cash": 0, "cards": []}, {"name": "C", "cash": 0, "cards": []}, {"name": "D", "cash": 0, "cards": []}, {"name": "E", "cash": 0, "cards": []}]}`
	if _, err := run(t, five, "score", "boxes", "-"); err == nil || !strings.Contains(err.Error(), "players: 5 players; Boxes is for 2 to 4 players") {
		t.Errorf("5-player score file: %v", err)
	}
	for _, args := range [][]string{{"new", "--help"}, {"score", "--help"}} {
		out, err := run(t, "", args...)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out, "3 with 3 or 4 players") || strings.Contains(out, "else 3") {
			t.Errorf("%v: the set size is not said for 2-4 players:\n%s", args, out)
		}
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	r := string(readme)
	if !strings.Contains(r, "tallyman new boxes                        # asks 2-4 names") {
		t.Errorf("README: new boxes does not say 2-4 names")
	}
	for _, old := range []string{"asks 2-8 names", "for 5-8 players"} {
		if strings.Contains(r, old) {
			t.Errorf("README still says %q", old)
		}
	}
}

// TestBoxesScoreOnePlayer: a Boxes score file may hold a single player on
// purpose, to score part of a game; the output says so, in text and in
// JSON ("partial": true and a note), and names no winner: one player's
// total decides nothing. Ann: 3,400 in cash + a container of 4 blanks and
// 6 × 10 = 60: 3,460 (no set). Without set_size the player count gives no
// set size (4 with 2 players, 3 with 3 or 4): asked for, naming the field;
// --set-size gives it.
func TestBoxesScoreOnePlayer(t *testing.T) {
	const ann = `{"name": "Ann", "cash": 3400, "cards": ["blank", "blank", "blank", "blank", "10", "10", "10", "10", "10", "10"]}`
	file := `{"players": [` + ann + `], "set_size": 3}`
	out, err := run(t, file, "score", "boxes", "-")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{"Part of a game: 1 player", "Boxes is for 2 to 4 players", "3460"} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Winner") {
		t.Errorf("part of a game names a winner:\n%s", out)
	}
	out, err = run(t, file, "score", "boxes", "-", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		Players []map[string]any `json:"players"`
		Winners []string         `json:"winners"`
		Partial bool             `json:"partial"`
		Note    string           `json:"note"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !res.Partial || !strings.Contains(res.Note, "Part of a game: 1 player") || len(res.Winners) != 0 || len(res.Players) != 1 || res.Players[0]["total"] != 3460.0 {
		t.Errorf("JSON: %+v", res)
	}
	// A whole game says nothing of the kind.
	two := `{"players": [` + ann + `, {"name": "Bob", "cash": 0, "cards": []}]}`
	if out, err := run(t, two, "score", "boxes", "-", "--json"); err != nil || strings.Contains(out, "partial") || strings.Contains(out, "note") {
		t.Errorf("2 players: %v\n%s", err, out)
	}
	// No set size: refused, naming set_size; --set-size gives it.
	_, err = run(t, `{"players": [`+ann+`]}`, "score", "boxes", "-")
	if err == nil || !strings.Contains(err.Error(), "set_size: a file of 1 player is part of a game") || !strings.Contains(err.Error(), "--set-size") {
		t.Errorf("no set size: %v", err)
	}
	if out, err := run(t, `{"players": [`+ann+`]}`, "score", "boxes", "-", "--set-size", "4"); err != nil || !strings.Contains(out, "Sets of 4") {
		t.Errorf("--set-size 4: %v\n%s", err, out)
	}
}

// TestBoxesScoreExamplesScore: the score file shown by `score --help` and
// the one in README's Boxes section are files tallyman takes (whole
// containers of cards, wallets a player can hold).
func TestBoxesScoreExamplesScore(t *testing.T) {
	help, err := run(t, "", "score", "--help")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	boxesPart := string(readme)[strings.Index(string(readme), "\n## Boxes"):]
	boxesPart = boxesPart[:strings.Index(boxesPart, "\n## Mini Containers")]
	for what, text := range map[string]string{"score --help": help[strings.Index(help, "Score a finished game of Boxes"):], "README": boxesPart} {
		start := strings.Index(text, `{"players"`)
		end := strings.Index(text[start:], "set_size\": ")
		if start < 0 || end < 0 {
			t.Fatalf("%s: no example file", what)
		}
		file := text[start : start+end+len(`set_size": 3}`)]
		file = strings.ReplaceAll(file, "`", "")
		if out, err := run(t, file, "score", "boxes", "-"); err != nil {
			t.Errorf("%s: the example is refused: %v\n%s\n%s", what, err, file, out)
		}
	}
}

// TestBoxesLaptopKeepsWalletsAndCardsPrivate: a 2-player game (Ann the
// first auctioneer) at the accessible prompts.
//
// Container 1, open: Ann opens at 2,000, Bob raises to 2,500, Ann passes.
// Bob pays 4 × 500 + 2 × 200 + 1 × 100 (exact, the fewest notes): his
// wallet holds 900 ECU. Container 2 (Bob), open: Bob opens at 100, Ann
// raises to 200, Bob tries 1,000: refused, and the shared screen is not
// told what his wallet holds (no "900"). Bob passes; Ann pays 200.
//
// Container 3: Bob records container 1's cards. The laptop is passed to
// him first and the screen hidden after, as for payments. He types ten
// cards with one typo ("1O"): only that card is asked again. Ann records
// container 2's cards with 5 closed and 5 open (a container is 4 + 6,
// boxes.txt "Setting Up"): she corrects card 5 alone ("5 10").
func TestBoxesLaptopKeepsWalletsAndCardsPrivate(t *testing.T) {
	lines := []string{
		"1", "2", "2", "2000", "2500", "pass", "", "1", // container 1
		"1", "2", "2", "100", "200", "1000", "pass", "", "1", // container 2
		"3", "1", "", "blank, blank, blank, blank, 10, 10, 10, 10, 10, 1O", "10", // Bob's cards
		"3", "2", "", "blank, blank, blank, blank, blank, 10, 10, 10, 10, 10", "5 10", // Ann's
	}
	out, err := run(t, strings.Join(lines, "\n")+"\n", "new", "boxes", "--dir", t.TempDir(), "--seed", "1", "--players", "Ann,Bob", "--auctioneer", "Ann")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	flat := strings.Join(strings.Fields(out), " ")
	wantAll(t, "output", flat,
		"Bob pays 2,500 ECU with 4 × 500 + 2 × 200 + 1 × 100 (2,500 ECU).",
		"Refused: Bob cannot bid 1,000 ECU: that is more than the notes in the wallet add up to",
		"Pass the laptop to Bob: recording shows the cards of container 1. Bob, press Enter when only you can see the screen.",
		`Card 10, "1O", is not a card`,
		"Bob recorded the cards of container 1.",
		"Pass the laptop to Ann: recording shows the cards of container 2.",
		"5 closed and 5 open",
		"Ann recorded the cards of container 2.",
	)
	if strings.Contains(flat, "900") {
		t.Errorf("a wallet total is on the shared screen")
	}
	if n := strings.Count(flat, "Bob, the 10 cards of container 1"); n != 1 {
		t.Errorf("the ten cards are asked %d times, want once", n)
	}
	// Each recording is hidden before the shared screen shows again: the
	// hidden marker comes between the cards asked and the public line
	// that says they were recorded.
	for _, who := range []string{"Bob, the 10 cards of container 1", "Ann, the 10 cards of container 2"} {
		i := strings.Index(flat, who)
		name := who[:3]
		done := strings.Index(flat, name+" recorded the cards")
		hidden := strings.Index(flat[max(i, 0):], "----- hidden -----")
		if i < 0 || done < i || hidden < 0 || i+hidden > done {
			t.Errorf("the screen is not hidden between %q and what follows", who)
		}
	}
	if t.Failed() {
		t.Log(out)
	}
}
