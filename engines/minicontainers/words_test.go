package minicontainers

import (
	"strings"
	"testing"
)

// TestWordsOfOne: what the table reads says "1 card", never "1 cards",
// and "an orange card", never "a orange card"; and it names the rules by
// the game's name, never by a file's.
func TestWordsOfOne(t *testing.T) {
	// Ann puts 1 card in her mini-deck and passes: "the 1 card of their
	// mini-deck" (mini-containers.txt, "Passing").
	s := setup(t, []string{"Ann", "Bob"}, Options{First: 0})
	s = do1(t, s, play(0, oc(Grey, 1, Blue, Orange)), play(1, oc(Grey, 1, Grey, Yellow)), deck(0, 1), deck(1, 3))
	_, ev := do(t, s, pass(0))
	if !hasEvent(ev, "the 1 card of their mini-deck") {
		t.Errorf("pass: %v", ev)
	}
	// Bob would put 12 cards in a mini-deck from 11: refused, with the
	// rules named.
	s2 := setup(t, []string{"Ann", "Bob"}, Options{First: 0})
	s2 = do1(t, s2, play(0, oc(Grey, 1, Blue, Orange)), play(1, oc(Grey, 1, Grey, Yellow)))
	_, _, err := Apply(s2, deck(0, 12))
	if err == nil || !strings.Contains(err.Error(), "(Mini Containers rules, Forming Mini Decks)") || strings.Contains(err.Error(), ".txt") {
		t.Errorf("deck refusal: %v", err)
	}
	// A thrift shop holding an orange card: "an orange card".
	o := Options{ThriftShop: true, First: 0}
	s3 := setup(t, []string{"Ann", "Bob"}, o)
	s3 = do1(t, s3, play(0, mod(ThriftShop)), play(1, oc(Grey, 1, Blue, Blue)), deck(0, 4), deck(1, 4))
	s3 = do1(t, s3, rev(0, trash(Orange, 7), 0))
	refused(t, s3, rev(1, trash(Orange, 1), 0), "already holds an orange card")
	// A recycling centre with 1 card on it: "(1 card)".
	if got := (Container{Kind: RecyclingCentre, Cards: 1}).String(); got != "recycling centre (1 card)" {
		t.Errorf("recycling centre: %q", got)
	}
	// Undo says what was undone in the table's words, never a move's
	// program name ("row_card", "reveal").
	c := trash(Orange, 5)
	if got := DescribeMove(s3, Move{Type: Reveal, Player: 1, Card: c, Target: 0}); got != "Bob revealed orange 5" {
		t.Errorf("describe reveal: %q", got)
	}
	if got := DescribeMove(s3, Move{Type: Pick, Player: 0, Number: 4}); strings.Contains(got, "4") || !strings.Contains(got, "Ann's recycling pick") {
		t.Errorf("describe pick (the number is secret): %q", got)
	}
}

// TestWaitingForRecyclingPicksNamesWhoPicks: while a recycling centre's
// picks are made (mini-containers.txt, "Recycling Centre Module"), the
// game says whom it waits for, as in every phase ("Bob to form a
// mini-deck"): "recycling centre picks from נועה", the table screen's
// headline, read as if the picks came from her.
func TestWaitingForRecyclingPicksNamesWhoPicks(t *testing.T) {
	s := setup(t, []string{"Ann", "Bob", "נועה"}, Options{RecyclingCentre: true, First: 0})
	s = do1(t, s, play(0, mod(RecyclingCentre)), play(1, oc(Grey, 1, Blue, Orange)), play(2, oc(Grey, 1, Grey, Yellow)), deck(0, 5), deck(1, 5), deck(2, 5))
	for _, tc := range []struct {
		picked []int
		want   string
	}{
		{nil, "Ann, Bob and נועה to pick a card for the recycling centre"},
		{[]int{0}, "Bob and נועה to pick a card for the recycling centre"},
		{[]int{0, 1}, "נועה to pick a card for the recycling centre"},
	} {
		now := s
		for _, seat := range tc.picked {
			now = do1(t, now, Move{Type: Pick, Player: seat, Number: 3 + seat})
		}
		if got := now.Waiting(); got != tc.want {
			t.Errorf("after %v picked: %q, want %q", tc.picked, got, tc.want)
		}
	}
}
