package container

import (
	"strings"
	"testing"
)

// eventTexts applies m to s (it must be accepted) and joins its events.
func eventTexts(t *testing.T, s *State, m Move) string {
	t.Helper()
	_, ev, err := Apply(s, m)
	if err != nil {
		t.Fatalf("%s refused: %v", m.Type, err)
	}
	var out []string
	for _, e := range ev {
		out = append(out, e.Text)
	}
	return strings.Join(out, "\n")
}

// TestOffshoreEventWords: the log of an Off-Shore game names the
// districts as the edition does (notes, "Player board": factory and
// harbor), never the classic "factory store" or "warehouse store"; a
// classic game keeps its words.
func TestOffshoreEventWords(t *testing.T) {
	s := offFixture(t, 4)
	putWarehouse(t, s, bob, lot(Red, 3))
	// Ann buys Bob's yellow at $2 into her harbor at $5; Ann sails to
	// Bob's harbor and buys his red at $3.
	buy := eventTexts(t, s, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Color: Yellow, Price: 2, To: 5}}})
	sail := eventTexts(t, s, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Color: Red, Price: 3}}})
	for _, want := range []string{"Ann bought 1 container from Bob's factory for $2", "Ann loaded 1 container from Bob's harbor for $3"} {
		if !strings.Contains(buy+"\n"+sail, want) {
			t.Errorf("the log lacks %q:\n%s\n%s", want, buy, sail)
		}
	}
	if strings.Contains(buy+sail, " store") {
		t.Errorf("an Off-Shore event says store:\n%s\n%s", buy, sail)
	}
	// A refusal of the shared code: the harbor lots are $2-$6.
	refused(t, s, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Color: Yellow, Price: 2, To: 7}}}, "the harbor lots run from $2 to $6, not $7")

	c := fixture(t, 3)
	putWarehouse(t, c, bob, lot(Tan, 3))
	if got := eventTexts(t, c, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Color: Tan, Price: 3}}}); !strings.Contains(got, "from Bob's warehouse store for $3") {
		t.Errorf("classic lost its words: %s", got)
	}
}

// TestOffshoreDiscardOnlyAtScoring: the colour to discard is chosen at
// scoring, by a player with a free tie that includes it (notes, "End and
// scoring"); before the end, or without such a tie, the move is refused
// with the reason. Cards by seat (offFixture): Ann white, Bob green, Cat
// yellow, Dan red (two-value colours).
func TestOffshoreDiscardOnlyAtScoring(t *testing.T) {
	cite := note("End and scoring")
	s := offFixture(t, 4)
	putIsland(t, s, ann, counts(Yellow, 3, Red, 3))
	refused(t, s, Move{Type: ChooseDiscard, Player: ann, Color: Red}, "chosen at scoring, after the game has ended, not on turn")
	refused(t, s, Move{Type: ChooseDiscard, Player: bob, Color: Red}, cite)

	s.Phase, s.EndTriggered = Over, true
	putIsland(t, s, cat, counts(Blue, 2, White, 1))
	putIsland(t, s, dan, counts(Red, 2, Green, 2))
	n := apply(t, s, Move{Type: ChooseDiscard, Player: ann, Color: Red})
	if d := n.Players[ann].Discard; d == nil || *d != Red {
		t.Fatalf("Ann's discard %v", d)
	}
	refused(t, s, Move{Type: ChooseDiscard, Player: ann, Color: Blue}, "blue is not among Ann's most numerous colours (yellow 3 and red 3)")
	refused(t, s, Move{Type: ChooseDiscard, Player: bob, Color: Red}, "Bob's scoring area is empty")
	refused(t, s, Move{Type: ChooseDiscard, Player: cat, Color: White}, "Cat has no tie: the most numerous colour, blue 2, is discarded")
	refused(t, s, Move{Type: ChooseDiscard, Player: dan, Color: Green}, "Dan's tie (red 2 and green 2) includes the two-value colour, red, which must go")
}
