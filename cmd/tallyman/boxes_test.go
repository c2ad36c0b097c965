package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScoreBoxes: the contract, worked by hand; every player's
// cards are whole containers of 10 (4 closed + 6 open, boxes.txt "Setting
// Up"). Ann: notes 4×50 + 3×100 + 4×200 + 2×500 = 2,300; cards 10 + 0 +
// 500 + 250 + 50 + 100 + 0 + 3 × 10 = 940; one red set (250, 50, 100:
// +250): 3,490. Bob: 2,150 + blue 250 + 50 + 100 + 4 × 10 = 440 + one set
// 250 = 2,840. Cy: 2,800 + gold 500 + 4 × 10 + yellow 50 + 100 = 690, no
// set (no yellow 250): 3,490, tied first with Ann. Three containers of
// the six are in the file, so it is part of a game (a game ends when all
// 6 are sold, boxes.txt "End of the Game"): scored, and no winner named.
func TestScoreBoxes(t *testing.T) {
	file := filepath.Join(t.TempDir(), "final.json")
	data := `{"players": [
	 {"name": "Ann", "notes": {"50": 4, "100": 3, "200": 4, "500": 2}, "cards": ["10", "blank", "gold", "red-250", "red-50", "red-100", "blank", "10", "10", "10"]},
	 {"name": "Bob", "cash": 2150, "cards": ["blue-250", "blank", "blank", "blank", "blue-50", "blue-100", "10", "10", "10", "10"]},
	 {"name": "Cy", "cash": 2800, "cards": ["gold", "blank", "blank", "blank", "10", "10", "10", "10", "yellow-50", "yellow-100"]}], "set_size": 3}`
	if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	players, winners := scoreJSON(t, "boxes", file)
	wantPlayers(t, players, []map[string]any{
		{"name": "Ann", "cash": 2300.0, "cards_value": 940.0, "sets": 1.0, "set_bonus": 250.0, "total": 3490.0, "rank": 1.0},
		{"name": "Bob", "cash": 2150.0, "cards_value": 440.0, "sets": 1.0, "set_bonus": 250.0, "total": 2840.0, "rank": 3.0},
		{"name": "Cy", "cash": 2800.0, "cards_value": 690.0, "sets": 0.0, "set_bonus": 0.0, "total": 3490.0, "rank": 1.0},
	})
	if len(winners) != 0 {
		t.Errorf("winners %v of part of a game", winners)
	}
	// --set-size 4: Ann's and Bob's three-card sets no longer count; the
	// output says the file is part of a game and names no winner.
	out, err := run(t, "", "score", "boxes", file, "--set-size", "4")
	if err != nil || !strings.Contains(strings.Join(strings.Fields(out), " "), "Part of a game: the file holds the cards of 3 of the 6 containers (30 of the 60 box cards)") ||
		strings.Contains(out, "Winner") || !strings.Contains(out, "Sets of 4") {
		t.Fatalf("%v\n%s", err, out)
	}
	// A --set-size outside 2-6, 0 included, is refused on score and new.
	for _, args := range [][]string{
		{"score", "boxes", file, "--set-size", "0"},
		{"score", "boxes", file, "--set-size", "7"},
		{"new", "boxes", "--players", "Ann,Bob,Cy", "--set-size", "0"},
	} {
		if _, err := run(t, "", args...); err == nil || !strings.Contains(err.Error(), "--set-size must be 2 to 6 cards per set, not") {
			t.Errorf("%v: error %v", args, err)
		}
	}
	// Standard input, and an error naming the player and the field.
	_, err = run(t, `{"players": [{"name": "Ann", "cash": 125, "cards": []}]}`, "score", "boxes", "-")
	if err == nil || !strings.Contains(err.Error(), "standard input: score file: Ann: cash: 125 is not a multiple of 50") {
		t.Fatalf("error: %v", err)
	}
}

// TestPrintBoxes: `tallyman print boxes --what aids,cards,scorepad` writes
// one PDF; an unknown document is refused with the choices.
func TestPrintBoxes(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "b.pdf")
	msg, err := run(t, "", "print", "boxes", "--what", "aids,cards,scorepad", "--out", out, "--paper", "a4")
	if err != nil {
		t.Fatalf("%v\n%s", err, msg)
	}
	b, err := os.ReadFile(out)
	if err != nil || !strings.HasPrefix(string(b), "%PDF") {
		t.Fatalf("%v", err)
	}
	if _, err := run(t, "", "print", "boxes", "--what", "join", "--out", out); err == nil || !strings.Contains(err.Error(), "aids, cards, scorepad") {
		t.Fatalf("unknown document: %v", err)
	}
}

// TestBoxesTwoToFourPlayers: Boxes is a 2-4 player game (boxes.txt,
// "Contents": 64 banknotes are 4 wallets of 16, and 4 screens; "Game
// Variants": "2 Players Game", "3 to 4 Player Game"). `new boxes` with 5
// names is refused before anything is saved, saying why; a 5-player score
// file is refused naming the field; the help and docs/boxes.md say 2-4 and no
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
	r := readRepoFile(t, "README.md") + readRepoFile(t, "docs/boxes.md")
	if !strings.Contains(r, "tallyman new boxes                        # asks 2-4 names") {
		t.Errorf("docs/boxes.md: new boxes does not say 2-4 names")
	}
	for _, old := range []string{"asks 2-8 names", "for 5-8 players"} {
		if strings.Contains(r, old) {
			t.Errorf("README or docs/boxes.md still says %q", old)
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
	// Two players with one container of the six are part of a game too
	// (boxes.txt, "End of the Game": all 6 containers are sold).
	two := `{"players": [` + ann + `, {"name": "Bob", "cash": 0, "cards": []}]}`
	if out, err := run(t, two, "score", "boxes", "-", "--json"); err != nil || !strings.Contains(out, `"partial": true`) || !strings.Contains(out, "the cards of 1 of the 6 containers") || !strings.Contains(out, `"winners": []`) {
		t.Errorf("2 players, 1 container: %v\n%s", err, out)
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
// the one in docs/boxes.md are files tallyman takes (whole
// containers of cards, wallets a player can hold).
func TestBoxesScoreExamplesScore(t *testing.T) {
	help, err := run(t, "", "score", "--help")
	if err != nil {
		t.Fatal(err)
	}
	boxesPage := readRepoFile(t, "docs/boxes.md")
	for what, text := range map[string]string{"score --help": help[strings.Index(help, "Score a finished game of Boxes"):], "docs/boxes.md": boxesPage} {
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
