package minicontainers

import (
	"reflect"
	"strings"
	"testing"

	"tallyman/engines/catalogue"
)

// TestRevealedModuleCardLosesTheRound: a thrift shop or a Recycling Centre
// can be the top card of a mini-deck (both are shuffled through the draw
// pile, mini-containers.txt "Thrift shop Module" and "Recycling Centre
// Module"). Revealed, it must be played on a container ("Disposing Trash
// Cards"), but both "can be played instead of containers, not instead of
// trash": no container takes it, so whoever revealed it loses the round
// ("When there is no container ... with enough room for your revealed
// card. You lose the round."). The table records it: Ann reveals a thrift
// shop with 3 cards in her mini-deck, Bob holds 4 and Cy 2 (threeUp): she
// takes her 3 and their 6, 9 cards; Bob then reveals a Recycling Centre
// in round 2 the same way. Neither can be put on a container.
func TestRevealedModuleCardLosesTheRound(t *testing.T) {
	for typed, want := range map[string]Card{"thrift": {Kind: ThriftShop}, "recycling": {Kind: RecyclingCentre}, "waste": {Kind: WasteCollection}, "orange 5": *trash(Orange, 5)} {
		if c, err := ParseRevealed(typed); err != nil || c != want {
			t.Errorf("ParseRevealed(%q) = %+v, %v; want %+v", typed, c, err, want)
		}
	}
	o := Options{ThriftShop: true, RecyclingCentre: true}
	s := threeUp(t, o)
	refused(t, s, rev(0, mod(ThriftShop), 0), "a thrift shop is played instead of containers, not as trash")
	if _, ok := Catalogue(s, 0).Offer(string(Reveal)); !ok {
		t.Fatal("no reveal offered")
	}
	card := offered(t, s, 0, "reveal").Params[0]
	var kinds []string
	for _, op := range card.Options {
		kinds = append(kinds, op.Value)
	}
	if !reflect.DeepEqual(kinds, []string{"ordinary", "thrift_shop", "recycling_centre"}) {
		t.Fatalf("the revealed card may be %v, want an ordinary card, a thrift shop or a recycling centre", kinds)
	}
	// Built from the phone's or the menu's answers: the round is lost,
	// and Build asks that it be said first (what will happen).
	thrift := map[string]catalogue.Answer{"card": {Value: string(ThriftShop)}}
	_, ps := build(t, s, 0, "reveal", thrift)
	if len(ps) != 1 || ps[0].Name != "lose" || len(ps[0].Options) != 1 ||
		ps[0].Options[0].Label != "No container takes a thrift shop (it is played instead of containers, never as trash): you lose the round and take 9 cards, your 3 and the 6 left in the other mini-decks" {
		t.Fatalf("a revealed thrift shop asks %+v", ps)
	}
	thrift["lose"] = catalogue.Answer{Value: ps[0].Options[0].Value}
	m, ps := build(t, s, 0, "reveal", thrift)
	if len(ps) != 0 || !reflect.DeepEqual(m, rev(0, mod(ThriftShop), -1)) {
		t.Fatalf("builds %+v, asks %v", m, ps)
	}
	if a := Answers(s, m).Answers; a["card"].Value != thrift["card"].Value || a["lose"].Value != thrift["lose"].Value {
		t.Errorf("Answers %v, want %v", a, thrift)
	}
	s, ev := do(t, s, m)
	if !hasEvent(ev, "Ann reveals a thrift shop, which is played instead of containers, never as trash: no container can take it, so Ann loses the round and takes 9 cards") {
		t.Fatal(ev)
	}
	// Her 8 set-aside cards and the 9 taken are her hand for round 2
	// (Taken counts the 8 that were not hers).
	if s.Round != 2 || s.Players[0].Taken != 8 || s.Players[0].Hand != 8+9 {
		t.Fatalf("after Ann's thrift shop: round %d, Ann %+v", s.Round, s.Players[0])
	}

	// Round 2, Bob starts.
	s, _ = do(t, s, play(1, oc(Grey, 1, Blue, Orange)), play(2, oc(Grey, 1, Grey, Yellow)), play(0, oc(Grey, 1, Green, Orange)),
		deck(1, 2), deck(2, 2), deck(0, 2))
	refused(t, s, rev(1, mod(RecyclingCentre), 2), "a recycling centre is played instead of containers, not as trash")
	s, ev = do(t, s, rev(1, mod(RecyclingCentre), -1))
	if !hasEvent(ev, "Bob reveals a recycling centre, which is played instead of containers, never as trash") || s.Round != 3 {
		t.Fatal(ev, s.Round)
	}
	for _, e := range ev {
		if strings.Contains(e.Text, "recycling centre (") {
			t.Errorf("the card is put somewhere: %s", e.Text)
		}
	}
}

// TestRevealThatFitsNowhereSaysTheRoundIsLost: a revealed card that no
// container takes loses the round (mini-containers.txt, "Disposing Trash
// Cards"); the catalogue's Build says so before the move is made, so the
// phone's summary above Confirm says what will happen, not only "trash;
// green; 7; left out". Ann's green 7 fits nowhere in threeUp (the green
// container holds 6): she would take her 3 cards and the 6 of Bob and Cy.
func TestRevealThatFitsNowhereSaysTheRoundIsLost(t *testing.T) {
	s := threeUp(t, Options{})
	green := ordinaryCard("green", 7, "grey", "grey")
	_, ps := build(t, s, 0, "reveal", green)
	if len(ps) != 1 || ps[0].Name != "lose" || len(ps[0].Options) != 1 ||
		ps[0].Options[0].Label != "No container takes green 7: you lose the round and take 9 cards, your 3 and the 6 left in the other mini-decks" {
		t.Fatalf("green 7 asks %+v", ps)
	}
}
