package boxes

import (
	"strings"
	"testing"
)

func TestParseScoreFile(t *testing.T) {
	in, size, err := ParseScoreFile([]byte(`{"players": [
	 {"name": "Ann", "notes": {"50": 4, "100": 3, "200": 4, "500": 2}, "cards": ["10", "blank", "gold", "red-250", "red-50", "red-100", "blank", "10", "10", "10"]},
	 {"name": "Bob", "cash": 2150, "cards": []},
	 {"name": "Cy", "cash": 0, "cards": ["Blue 250", "blank", "blank", "blank", "10", "10", "10", "10", "10", "10"]}], "set_size": 3}`))
	if err != nil {
		t.Fatal(err)
	}
	if size != 3 || in[0].Cash != 2300 || len(in[0].Cards) != 10 || in[1].Cash != 2150 || in[2].Cards[0].String() != "blue-250" {
		t.Fatalf("%d %+v", size, in)
	}
	// Without set_size: 4 with 2 players.
	_, size, err = ParseScoreFile([]byte(`{"players": [{"name": "A", "cash": 50, "cards": []}, {"name": "B", "cash": 50, "cards": []}]}`))
	if err != nil || size != 4 {
		t.Fatalf("%d %v", size, err)
	}
	for _, c := range []struct{ file, want string }{
		{``, "empty"},
		{`[1]`, "must be a JSON object"},
		{`{"players": []}`, "at least 1 player"},
		{`{"players": [{"name": "Ann", "cash": 2150}]}`, "Ann: cards: missing"},
		{`{"players": [{"name": "Ann", "cash": 2155, "cards": []}]}`, "Ann: cash: 2155 is not a multiple of 50"},
		{`{"players": [{"name": "Ann", "cash": 100, "notes": {}, "cards": []}]}`, "Ann: cash: give notes or cash, not both"},
		{`{"players": [{"name": "Ann", "notes": {"20": 1}, "cards": []}]}`, "Ann: notes.20: no \"20\" ECU note"},
		{`{"players": [{"name": "Ann", "notes": {"500": 17}, "cards": []}]}`, "Ann: notes.500: 17 is more than 4"},
		{`{"players": [{"name": "Ann", "notes": {"500": -1}, "cards": []}]}`, "Ann: notes.500: -1 is less than 0"},
		{`{"players": [{"name": "Ann", "cash": 0, "cards": ["red-300"]}]}`, "Ann: cards[0]: no \"red-300\" card"},
		{`{"players": [{"name": "Ann", "cash": 0, "cards": ["gold", "gold", "gold"]}]}`, "Ann: cards: 3 × gold, but the game has only 2"},
		// Every card over its count is named, not the first only (Card
		// Summary: 1 of each set card, 2 gold bars).
		{`{"players": [{"name": "Ann", "cash": 0, "cards": ["gold", "red-50", "gold", "red-50", "gold"]}]}`, "Ann: cards: 2 × red-50, but the game has only 1; 3 × gold, but the game has only 2 (Boxes rules, Card Summary)"},
		{`{"players": [{"name": "Ann", "cash": 0, "cards": ["red-50", "blank", "blank", "blank", "blank", "10", "10", "10", "10", "10"]}, {"name": "Bob", "cash": 0, "cards": ["red-50", "blank", "blank", "blank", "blank", "10", "10", "10", "10", "10"]}]}`, "cards: over all players, 2 × red-50"},
		{`{"players": [{"name": "Ann", "cash": 0, "cards": []}, {"name": "ann", "cash": 0, "cards": []}]}`, "player 2: name: \"ann\" is already the name of player 1"},
		{`{"players": [{"cash": 0, "cards": []}]}`, "player 1: name: missing"},
		{`{"players": [{"name": "Ann", "cash": 0, "cards": [], "loans": 1}]}`, "Ann: loans: unknown field"},
		{`{"players": [{"name": "Ann", "cash": 0, "cards": []}], "set_size": 7}`, "set_size: 7 is more than 6"},
		{`{"players": [{"name": "Ann", "cash": "lots", "cards": []}]}`, "Ann: cash: must be a whole number"},
	} {
		_, _, err := ParseScoreFile([]byte(c.file))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: want %q, got %v", c.file, c.want, err)
		}
	}
}
