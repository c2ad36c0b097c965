package container

import (
	"reflect"
	"slices"
	"testing"

	"tallyman/engines/catalogue"
)

// annCard is the card of the worked example: $10 orange, $5/$10 brown, $6
// white, $4 tan, $2 black.
var annCard = Card{Ten: Orange, FiveTen: Brown, Six: White, Four: Tan, Two: Black}

// card4 is deck card 4 (container-notes.md): $10 orange, $5/$10 tan, $6
// brown, $4 black, $2 white.
var card4 = Cards[3]

func TestScorePlayer(t *testing.T) {
	// container.txt, "End-game scoring", steps 1-4.
	tests := []struct {
		name string
		in   ScoreInput
		want ScoreLine
	}{{
		// The worked example. White 0, so not all five: brown is $5.
		// Orange (3) is the most: discarded. Island: brown 1x5 + tan 2x4 +
		// black 1x2 = 15; warehouse 2x$2 = 4; ship 1x$3 = 3; loan 11.
		// Net worth 15+4+3-11 = 11; total 31+11 = 42.
		name: "worked example",
		in: ScoreInput{Name: "Ann", Cash: 31, Loans: 1, Card: annCard,
			Island: counts(Orange, 3, Brown, 1, White, 0, Tan, 2, Black, 1), Warehouse: 2, Ship: 1, Factory: 3},
		want: ScoreLine{Name: "Ann", IslandValue: 15, DiscardedColor: "orange", DiscardedCount: 3,
			WarehouseValue: 4, ShipValue: 3, LoanPenalty: 11, NetWorth: 11, Cash: 31, Total: 42,
			IslandBefore: 45},
	}, {
		// Step 1: all five colours, so the $5/$10 colour (tan) is $10.
		// Orange (2) discarded: brown 6 + white 2 + tan 10 + black 4 = 22.
		// "Every colour" is judged before the step-2 discard (the engine's
		// reading; judged after it, tan would be $5 and the island 17).
		name: "5/10 at $10 with all five colours",
		in:   ScoreInput{Name: "B", Card: card4, Island: counts(Orange, 2, Brown, 1, White, 1, Tan, 1, Black, 1)},
		want: ScoreLine{Name: "B", IslandValue: 22, DiscardedColor: "orange", DiscardedCount: 2,
			NetWorth: 22, Total: 22, AllFive: true, IslandBefore: 42},
	}, {
		// No white: tan is $5. Orange discarded: brown 6 + tan 5 + black 4.
		name: "5/10 at $5 without all five",
		in:   ScoreInput{Name: "C", Card: card4, Island: counts(Orange, 2, Brown, 1, Tan, 1, Black, 1)},
		want: ScoreLine{Name: "C", IslandValue: 15, DiscardedColor: "orange", DiscardedCount: 2,
			NetWorth: 15, Total: 15, IslandBefore: 35},
	}, {
		// Step 2: orange and tan tie at 2; the tie involves the $5/$10
		// colour (tan), so tan goes although orange is worth more.
		// Orange 2x10 + brown 6 = 26.
		name: "tie with the 5/10 colour",
		in:   ScoreInput{Name: "D", Card: card4, Island: counts(Orange, 2, Tan, 2, Brown, 1)},
		want: ScoreLine{Name: "D", IslandValue: 26, DiscardedColor: "tan", DiscardedCount: 2,
			NetWorth: 26, Total: 26, IslandBefore: 36},
	}, {
		// Tie at 1 across all five, including $5/$10 tan (worth $10 here):
		// tan goes. Orange 10 + brown 6 + white 2 + black 4 = 22.
		name: "five-way tie",
		in:   ScoreInput{Name: "E", Card: card4, Island: counts(Orange, 1, Brown, 1, White, 1, Tan, 1, Black, 1)},
		want: ScoreLine{Name: "E", IslandValue: 22, DiscardedColor: "tan", DiscardedCount: 1,
			NetWorth: 22, Total: 22, AllFive: true, IslandBefore: 32},
	}, {
		// Tie without the $5/$10 colour: the cheapest goes. Brown ($6) and
		// black ($4) at 2: black goes. Brown 12 + orange 10 = 22.
		name: "tie without the 5/10 colour",
		in:   ScoreInput{Name: "F", Card: card4, Island: counts(Brown, 2, Black, 2, Orange, 1)},
		want: ScoreLine{Name: "F", IslandValue: 22, DiscardedColor: "black", DiscardedCount: 2,
			NetWorth: 22, Total: 22, IslandBefore: 30},
	}, {
		// Three-way tie brown/black/white: white ($2) goes. 12 + 8 = 20.
		name: "three-way tie, cheapest goes",
		in:   ScoreInput{Name: "G", Card: card4, Island: counts(Brown, 2, Black, 2, White, 2)},
		want: ScoreLine{Name: "G", IslandValue: 20, DiscardedColor: "white", DiscardedCount: 2,
			NetWorth: 20, Total: 20, IslandBefore: 24},
	}, {
		// Empty island: nothing to discard.
		name: "empty island",
		in:   ScoreInput{Name: "H", Cash: 7, Card: card4},
		want: ScoreLine{Name: "H", Cash: 7, Total: 7},
	}, {
		// Step 3: warehouse $2 each (3 -> 6), ship $3 each (5 -> 15),
		// factory store worthless (8 -> 0). Step 4: 2 loans -> -22.
		// Net worth 6 + 15 - 22 = -1; total 10 - 1 = 9.
		name: "stores, ship and loans",
		in:   ScoreInput{Name: "I", Cash: 10, Loans: 2, Card: card4, Warehouse: 3, Ship: 5, Factory: 8},
		want: ScoreLine{Name: "I", WarehouseValue: 6, ShipValue: 15, LoanPenalty: 22, NetWorth: -1, Cash: 10, Total: 9},
	}, {
		// A single colour: it is the most and goes; the island scores 0.
		name: "one colour only",
		in:   ScoreInput{Name: "J", Card: card4, Island: counts(Orange, 4)},
		want: ScoreLine{Name: "J", DiscardedColor: "orange", DiscardedCount: 4, IslandBefore: 40},
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := ScorePlayer(tc.in, Classic)
			// The line carries the card and the island it was scored by.
			tc.want.Card, tc.want.Island = tc.in.Card, tc.in.Island
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("\ngot  %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestScoreRanks(t *testing.T) {
	// "The player with the most money (cash plus this net worth) wins";
	// equal totals share a rank and the next rank skips: 1, 1, 3.
	in := []ScoreInput{
		{Name: "Ann", Cash: 30, Card: card4},
		{Name: "Bob", Cash: 20, Card: card4},
		{Name: "Cat", Cash: 30, Card: card4},
	}
	res := Score(in, Classic)
	var ranks []int
	for _, l := range res.Players {
		ranks = append(ranks, l.Rank)
	}
	eqInts(t, "ranks", ranks, []int{1, 3, 1})
	if !reflect.DeepEqual(res.Winners, []string{"Ann", "Cat"}) {
		t.Fatalf("winners %v", res.Winners)
	}
	// 30, 25, 25, 10 -> 1, 2, 2, 4.
	in = []ScoreInput{
		{Name: "A", Cash: 30}, {Name: "B", Cash: 25}, {Name: "C", Cash: 25}, {Name: "D", Cash: 10},
	}
	ranks = nil
	for _, l := range Score(in, Classic).Players {
		ranks = append(ranks, l.Rank)
	}
	eqInts(t, "ranks", ranks, []int{1, 2, 2, 4})
}

func TestFinalScoreFromState(t *testing.T) {
	// FinalScore reads the books: Ann holds card 1 ($10 white, $5/$10
	// orange, $6 tan, $4 brown, $2 black).
	s := fixture(t, 3)
	putIsland(t, s, ann, counts(White, 2, Tan, 1))
	setWarehouses(s, ann, 2)
	putWarehouse(t, s, ann, lot(Black, 3), lot(Black, 4))
	putCargo(t, s, ann, counts(Brown, 1))
	setLoans(s, ann, 1)
	s.Phase, s.EndTriggered, s.ActionsLeft = Over, true, 0
	mustHold(t, s)
	res, err := s.FinalScore()
	if err != nil {
		t.Fatal(err)
	}
	// White (2) discarded; tan 6; warehouse 4; ship 3; loan 11: net 2.
	got := res.Players[ann]
	if got.IslandValue != 6 || got.DiscardedColor != "white" || got.WarehouseValue != 4 ||
		got.ShipValue != 3 || got.NetWorth != 2 || got.Total != 22 {
		t.Fatalf("%+v", got)
	}
	// Bob and Cat: $20 and a starting container (worthless): 20 each.
	if res.Players[bob].Total != 20 || got.Rank != 1 || res.Players[bob].Rank != 2 {
		t.Fatalf("%+v", res.Players)
	}
}

func TestCards(t *testing.T) {
	// container-notes.md: each colour takes each value on exactly one card.
	var seen [5]Counts
	for i, c := range Cards {
		if err := c.Valid(); err != nil {
			t.Fatalf("card %d: %v", i+1, err)
		}
		for v, col := range []Color{c.Ten, c.FiveTen, c.Six, c.Four, c.Two} {
			seen[v][col]++
		}
	}
	for v := range seen {
		if seen[v] != (Counts{1, 1, 1, 1, 1}) {
			t.Fatalf("value slot %d: %v", v, seen[v])
		}
	}
	bad := Card{Ten: Orange, FiveTen: Orange, Six: White, Four: Tan, Two: Black}
	if bad.Valid() == nil {
		t.Fatal("a card with orange twice is valid")
	}
	if (Card{Ten: Color(9)}).Valid() == nil {
		t.Fatal("a card with colour 9 is valid")
	}
	// Values: $10, $5 or $10, $6, $4, $2.
	for _, tc := range []struct {
		c       Color
		all     bool
		dollars int
	}{{Orange, false, 10}, {Brown, false, 5}, {Brown, true, 10}, {White, false, 6}, {Tan, true, 4}, {Black, true, 2}} {
		eqInt(t, tc.c.String(), annCard.Value(tc.c, tc.all), tc.dollars)
	}
}

// TestCountsMost: the most numerous colours of a scoring area, worked by
// hand: {orange 3, brown 1, white 3} -> 3, orange and white (colour
// order); an empty area -> 0, none.
func TestCountsMost(t *testing.T) {
	most, tied := Counts{3, 1, 3, 0, 0}.Most()
	if most != 3 || !slices.Equal(tied, []Color{Orange, White}) {
		t.Errorf("most %d tied %v", most, tied)
	}
	if most, tied := (Counts{}).Most(); most != 0 || tied != nil {
		t.Errorf("empty: %d %v", most, tied)
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

// TestOffshoreDiscardIsChosenOnce: a player chooses the colour to discard
// once (notes, "End and scoring": a free tie is the player's choice, made
// at scoring). Ann (card 1, two-value white) ties yellow 3 and red 3 and
// chooses red: her choices are then none, and a second choice, either
// colour, is refused naming the first; undo is the way to change it. (A
// finished game resumed asked it again, and one Enter added a second
// line that changed the scores.)
func TestOffshoreDiscardIsChosenOnce(t *testing.T) {
	s := offFixture(t, 3)
	putIsland(t, s, ann, counts(Yellow, 3, Red, 3))
	s.Phase, s.EndTriggered = Over, true
	if got, _ := s.DiscardChoices(ann); !slices.Equal(got, []Color{Yellow, Red}) {
		t.Fatalf("before the choice: %v, want yellow and red", got)
	}
	n := apply(t, s, Move{Type: ChooseDiscard, Player: ann, Color: Red})
	if got, _ := n.DiscardChoices(ann); got != nil {
		t.Errorf("after the choice Ann still chooses among %v", got)
	}
	for _, c := range []Color{Yellow, Red} {
		refused(t, n, Move{Type: ChooseDiscard, Player: ann, Color: c}, "Ann has already chosen to discard red")
	}
	if cat := Catalogue(n, ann); slices.ContainsFunc(cat.Offers, func(o catalogue.Offer) bool { return o.Key == string(ChooseDiscard) }) {
		t.Error("the catalogue still offers Ann the discard")
	}
}

// TestOffshoreDiscardAgainInAGameSavedBefore: a game saved before
// 2026-12-02 (Options.DiscardAgain, set from a journal header without
// discard_once) replays its repeated discard lines as that tallyman did:
// the later choice replaces the earlier, and a colour not in the tie is
// still refused. Ann (card 1, two-value white) ties yellow 3 and red 3.
func TestOffshoreDiscardAgainInAGameSavedBefore(t *testing.T) {
	s := offFixture(t, 3)
	s.DiscardAgain = true
	putIsland(t, s, ann, counts(Yellow, 3, Red, 3))
	s.Phase, s.EndTriggered = Over, true
	n := apply(t, s, Move{Type: ChooseDiscard, Player: ann, Color: Red})
	for _, c := range []Color{Yellow, Red, Yellow} {
		n = apply(t, n, Move{Type: ChooseDiscard, Player: ann, Color: c})
		if d := n.Players[ann].Discard; d == nil || *d != c {
			t.Fatalf("after choosing %v again Ann discards %v", c, d)
		}
	}
	refused(t, n, Move{Type: ChooseDiscard, Player: ann, Color: Blue}, "blue is not among Ann's most numerous colours (yellow 3 and red 3)")
	if d := n.Players[ann].Discard; d == nil || *d != Yellow {
		t.Errorf("a refused choice changed Ann's discard to %v", d)
	}
}
