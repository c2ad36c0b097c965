package boxes

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestScoreFileWithContainersMissingIsPartOfAGame: a game of Boxes ends
// when all 6 containers of 10 box cards are sold (boxes.txt, "How the Game
// Works", "End of the Game"), so the players of a finished game hold all
// 60 cards ("Contents"). A 2-player file with one container each (20
// cards) is part of a game: each is scored, no winner is named, and the
// note says how much of the game the file holds. The same two players
// holding all six containers are a finished game, worked by hand with
// sets of 4 ("2 Players Game"): Ann, no notes left, gold ×2 (1,000), red
// and blue 50 to 200 and two 250s each (1,000 + 1,000), ten 10s (100):
// 3,100, with one set of red and one of blue (6 red cards but two sets
// need 8): +500, 3,600. Bob, 950 ECU in notes, yellow and green alike
// (2,000), ten 10s (100), two sets (+500): 3,550. Ann wins.
func TestScoreFileWithContainersMissingIsPartOfAGame(t *testing.T) {
	blanks := func(n int) []string { return slices.Repeat([]string{"blank"}, n) }
	tens := func(n int) []string { return slices.Repeat([]string{"10"}, n) }
	colour := func(c string) []string {
		return []string{c + "-250", c + "-250", c + "-50", c + "-100", c + "-150", c + "-200"}
	}
	file := func(ann, bob []string, bobCash int) []byte {
		t.Helper()
		b, err := json.Marshal(map[string]any{"players": []map[string]any{
			{"name": "Ann", "cash": 0, "cards": ann},
			{"name": "Bob", "cash": bobCash, "cards": bob},
		}})
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	one := append(append(blanks(4), tens(5)...), "yellow-50")
	in, size, err := ParseScoreFile(file(one, append(append(blanks(4), tens(5)...), "red-50"), 3400))
	if err != nil || size != 4 {
		t.Fatalf("two containers: %v (set size %d)", err, size)
	}
	res := Score(in, size)
	if !res.Partial || len(res.Winners) != 0 {
		t.Fatalf("two of six containers scored as a finished game: %+v", res)
	}
	if want := "Part of a game: the file holds the cards of 2 of the 6 containers (20 of the 60 box cards), and a game ends when all 6 are sold (Boxes rules, End of the Game); scored as they stand, with no winner named."; res.Note != want {
		t.Errorf("note %q, want %q", res.Note, want)
	}

	ann := slices.Concat([]string{"gold", "gold"}, blanks(6), colour("red"), colour("blue"), tens(10))
	bob := slices.Concat(blanks(8), colour("yellow"), colour("green"), tens(10))
	in, size, err = ParseScoreFile(file(ann, bob, 950))
	if err != nil {
		t.Fatal(err)
	}
	res = Score(in, size)
	if res.Partial || res.Note != "" || !slices.Equal(res.Winners, []string{"Ann"}) {
		t.Fatalf("all six containers: %+v", res)
	}
	if a, b := res.Players[0], res.Players[1]; a.CardsValue != 3100 || a.Sets != 2 || a.Total != 3600 || b.Cash != 950 || b.CardsValue != 2100 || b.Total != 3550 {
		t.Errorf("scores %+v", res.Players)
	}
	// With 50 ECU more Bob ties Ann at 3,600: the rules give no
	// tie-break, so the win is shared.
	in, size, _ = ParseScoreFile(file(ann, bob, 1000))
	if res := Score(in, size); !slices.Equal(res.Winners, []string{"Ann", "Bob"}) || res.Players[1].Rank != 1 {
		t.Errorf("a tie at 3,600: %+v", res)
	}
}
