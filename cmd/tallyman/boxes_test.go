package main

import (
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
// set (no yellow 250): 3,490, tied first with Ann.
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
	if strings.Join(winners, ",") != "Ann,Cy" {
		t.Errorf("winners %v", winners)
	}
	// --set-size 4: Ann's and Bob's three-card sets no longer count.
	out, err := run(t, "", "score", "boxes", file, "--set-size", "4")
	if err != nil || !strings.Contains(out, "Winner: Cy") || !strings.Contains(out, "Sets of 4") {
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
