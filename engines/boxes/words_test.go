package boxes

import (
	"strings"
	"testing"
)

// TestWordsOfOne: what the table reads says "1 open box card", "1 note",
// never "1 open box cards" or "1 notes", and names the rules by the
// game's name, never by a file's.
func TestWordsOfOne(t *testing.T) {
	s := game(t, "Ann", "Bob", "Cy")
	s = do(t, s, Move{Type: ChooseAuction, Player: 0, Kind: OpenAuction})
	_, ev, err := Apply(s, Move{Type: InspectCards, Player: 0, Closed: 3, Open: 1})
	if err != nil || len(ev) == 0 || ev[0].Text != "Ann inspected 3 closed and 1 open box card." {
		t.Errorf("inspect: %v %v", ev, err)
	}
	err = CheckInspection(2, 1)
	if err == nil || !strings.Contains(err.Error(), "2 closed and 1 open card use 5 of the 7 actions") {
		t.Errorf("inspection refused: %v", err)
	}
	if strings.Contains(err.Error(), ".txt") || !strings.Contains(err.Error(), "(Boxes rules, How the Game Works") {
		t.Errorf("the rule is not named by the game: %v", err)
	}
	// Ann wins at 500 and would pay with two 500 notes from a wallet of
	// four: refused as "4 notes"; then with 5 × 50 from 4: "4 notes of 50".
	s = do(t, s, inspectAll(s)...)
	s = do(t, s, Move{Type: StartingBid, Player: 0, Amount: 500}, Move{Type: PassBid, Player: 1}, Move{Type: PassBid, Player: 2})
	p := Wallet{0, 0, 0, 1}
	s = do(t, s, Move{Type: PayNotes, Player: 0, Notes: &p})
	// Ann now has 3 notes of 500; container 2 (Bob) ends with Ann winning
	// at 1,500 and trying to pay with 4 × 500.
	s = do(t, s, Move{Type: ChooseAuction, Player: 1, Kind: OpenAuction})
	s = do(t, s, inspectAll(s)...)
	s = do(t, s, Move{Type: StartingBid, Player: 1, Amount: 100}, Move{Type: PassBid, Player: 2}, Move{Type: Raise, Player: 0, Amount: 1500}, Move{Type: PassBid, Player: 1})
	four := Wallet{0, 0, 0, 4}
	refused(t, s, Move{Type: PayNotes, Player: 0, Notes: &four}, "Ann has 3 notes of 500, not 4")
	s2 := s.Clone()
	s2.Players[0].Wallet[3] = 1
	refused(t, s2, Move{Type: PayNotes, Player: 0, Notes: &four}, "Ann has 1 note of 500, not 4")
}
