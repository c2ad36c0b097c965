package minicontainers

import (
	"slices"
	"strings"
	"testing"

	"tallyman/engines/catalogue"
)

// dealtGame is Ama and Bob with Terraced Housing and every module card
// (mini-containers.txt, "Terraced Housing Module": cards dealt face up),
// Ama starting: Ama is dealt 7 7 7 7 2 (30, no module card), Bob 0 7 7 7 7
// 2 (30, one module card).
func dealtGame(t *testing.T, terraced bool) *State {
	t.Helper()
	o := Options{ThriftShop: true, RecyclingCentre: true, WasteCollection: true, TerracedHousing: terraced, HandsChecked: terraced, First: 0}
	s := setup(t, []string{"Ama", "Bob"}, o)
	if terraced {
		s, _ = do(t, s, Move{Type: DealHand, Player: 0, Volumes: []int{7, 7, 7, 7, 2}}, Move{Type: DealHand, Player: 1, Volumes: []int{0, 7, 7, 7, 7, 2}})
	}
	return s
}

// TestKnownHandRefusesCardsItCannotHold: with Terraced Housing the engine
// knows each dealt card's trash number, so it refuses a card the hand
// cannot hold, naming the rule: Ama, dealt 7 7 7 7 2, plays no recycling
// centre as containers and reveals no waste collection card (module cards,
// 0) nor a trash 5; Bob, dealt one module card, may play it as containers,
// and then holds none. Without Terraced Housing nothing is known of a
// hand and the same moves are accepted.
func TestKnownHandRefusesCardsItCannotHold(t *testing.T) {
	const rule = "(Mini Containers rules, Terraced Housing Module)"
	for _, tc := range []struct {
		name     string
		terraced bool
		moves    []Move // played first, each accepted
		m        Move
		want     string // "" accepted
	}{
		{"Ama's recycling centre as containers", true, nil, play(0, mod(RecyclingCentre)),
			"Ama holds no module card (0): of the cards dealt face up, only trash 2 and 7 are left " + rule},
		{"Ama's thrift shop as containers", true, nil, play(0, mod(ThriftShop)), "Ama holds no module card (0)"},
		{"Ama's ordinary card as containers", true, nil, play(0, oc(Grey, 7, Grey, Grey)), ""},
		{"Bob's thrift shop as containers", true, []Move{play(0, oc(Grey, 7, Grey, Grey))}, play(1, mod(ThriftShop)), ""},
		{"Ama's waste revealed", true, []Move{play(0, oc(Grey, 7, Grey, Grey)), play(1, oc(Blue, 7, Grey, Blue)), deck(0, 4), deck(1, 5)},
			rev(0, mod(WasteCollection), 0), "Ama holds no module card (0): of the cards dealt face up, only trash 2 and 7 are left " + rule},
		{"Ama's trash 5 revealed", true, []Move{play(0, oc(Grey, 7, Grey, Grey)), play(1, oc(Blue, 7, Grey, Blue)), deck(0, 4), deck(1, 5)},
			rev(0, trash(Grey, 5), 0), "Ama holds no card of trash 5: of the cards dealt face up, only trash 2 and 7 are left " + rule},
		{"Ama's trash 7 revealed", true, []Move{play(0, oc(Grey, 7, Grey, Grey)), play(1, oc(Blue, 7, Grey, Blue)), deck(0, 4), deck(1, 5)},
			rev(0, trash(Grey, 7), 1), ""},
		{"Bob's second module card", true, []Move{play(0, oc(Grey, 7, Grey, Grey)), play(1, mod(ThriftShop)), deck(0, 4), deck(1, 5), rev(0, trash(Grey, 7), 1)},
			rev(1, mod(WasteCollection), 1), "Bob holds no module card (0): of the cards dealt face up, only trash 2 and 7 are left"},
		{"no Terraced Housing: Ama's recycling centre", false, nil, play(0, mod(RecyclingCentre)), ""},
		{"no Terraced Housing: Ama's waste revealed", false, []Move{play(0, oc(Grey, 7, Grey, Grey)), play(1, oc(Blue, 7, Grey, Blue)), deck(0, 4), deck(1, 5), rev(0, trash(Grey, 7), 1), rev(1, trash(Blue, 7), 3)},
			rev(0, mod(WasteCollection), 1), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := do(t, dealtGame(t, tc.terraced), tc.moves...)
			_, _, err := Apply(s, tc.m)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tc.want != "" && err == nil:
				t.Errorf("accepted, want %q", tc.want)
			case tc.want != "" && (!IsRuleError(err) || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("%v, want a rule's refusal with %q", err, tc.want)
			}
		})
	}
}

// TestKnownHandEndsWithACardUnseen: a card of unknown number coming in
// ends what is known of the hand, and any card is accepted again: Ama,
// dealt no module card, passes (mini-containers.txt, "Passing": her
// mini-deck and one card from the draw pile, unseen, to her set-aside
// cards); next round she may play a recycling centre as containers, which
// she could not before.
func TestKnownHandEndsWithACardUnseen(t *testing.T) {
	s, _ := do(t, dealtGame(t, true), play(0, oc(Grey, 7, Grey, Grey)), play(1, oc(Blue, 7, Grey, Blue)), deck(0, 4), deck(1, 5),
		pass(0), rev(1, trash(Blue, 7), 3), pass(1))
	// Round 2: Bob starts, then Ama.
	if s.Round != 2 || s.Phase != Containers || s.Actor != 1 {
		t.Fatalf("round %d, %s, %s", s.Round, s.Phase, s.Waiting())
	}
	s, _ = do(t, s, play(1, oc(Green, 7, Green, Green)))
	if _, _, err := Apply(s, play(0, mod(RecyclingCentre))); err != nil {
		t.Errorf("after a card unseen, Ama's recycling centre is refused: %v", err)
	}
}

// TestKnownHandCatalogueOffersOnlyCardsHeld: the move catalogue offers
// Ama (dealt 7 7 7 7 2) no module card to play as containers or to
// reveal, and asks the revealed card's volume as a choice of 2 and 7;
// Bob, dealt a module card, is offered the module cards; without
// Terraced Housing Ama is offered them and any volume (1-7).
func TestKnownHandCatalogueOffersOnlyCardsHeld(t *testing.T) {
	cardValues := func(s *State, seat int, key string) []string {
		o, ok := Catalogue(s, seat).Offer(key)
		if !ok {
			t.Fatalf("seat %d: no %q offered (%s)", seat, key, s.Waiting())
		}
		var vs []string
		for _, opt := range o.Params[0].Options {
			vs = append(vs, opt.Value)
		}
		return vs
	}
	volume := func(s *State, seat int) catalogue.Param {
		o, _ := Catalogue(s, seat).Offer(string(Reveal))
		for _, opt := range o.Params[0].Options {
			for _, p := range opt.Then {
				if p.Name == "volume" {
					return p
				}
			}
		}
		t.Fatal("no volume asked")
		return catalogue.Param{}
	}
	for _, terraced := range []bool{true, false} {
		s := dealtGame(t, terraced)
		want := []string{"ordinary", "thrift_shop", "recycling_centre"}
		if terraced {
			want = []string{"ordinary"}
		}
		if got := cardValues(s, 0, string(PlayContainer)); !slices.Equal(got, want) {
			t.Errorf("terraced %v: Ama's containers offer %v, want %v", terraced, got, want)
		}
		s, _ = do(t, s, play(0, oc(Grey, 7, Grey, Grey)))
		if got, want := cardValues(s, 1, string(PlayContainer)), []string{"ordinary", "thrift_shop", "recycling_centre"}; !slices.Equal(got, want) {
			t.Errorf("terraced %v: Bob's containers offer %v, want %v", terraced, got, want)
		}
		s, _ = do(t, s, play(1, oc(Blue, 7, Grey, Blue)), deck(0, 4), deck(1, 5))
		want = []string{"ordinary", "waste_collection", "thrift_shop", "recycling_centre"}
		if terraced {
			want = []string{"ordinary"}
		}
		if got := cardValues(s, 0, string(Reveal)); !slices.Equal(got, want) {
			t.Errorf("terraced %v: Ama's reveal offers %v, want %v", terraced, got, want)
		}
		v := volume(s, 0)
		var got []string
		for _, o := range v.Options {
			got = append(got, o.Value+" "+o.Label)
		}
		switch {
		case terraced && (v.Kind != catalogue.KindChoice || !slices.Equal(got, []string{"2 trash volume 2", "7 trash volume 7"})):
			t.Errorf("Ama's revealed volume: %s %v, want a choice of 2 and 7", v.Kind, got)
		case !terraced && (v.Kind != catalogue.KindCount || v.Min != 1 || v.Max != 7):
			t.Errorf("without Terraced Housing the volume: %s %d-%d, want a count 1-7", v.Kind, v.Min, v.Max)
		}
		if terraced {
			m, _, err := Build(s, 0, Answers(s, rev(0, trash(Grey, 7), 1)))
			if err != nil || m.Card.Volume != 7 || m.Target != 1 {
				t.Errorf("Ama's grey 7 built back: %+v %v", m, err)
			}
		}
	}
}

// TestDealRefusesAModuleCardInAGameWithoutModules: a 0 in a face-up deal
// is a module card (mini-containers.txt, "Terraced Housing Module" and
// "Modules"); a new game with no module that has cards (thrift shop,
// recycling centre, waste collection) has none to deal, so Bob's 7 7 7 7
// 0 3 is refused naming the card; with the thrift shop it is dealt. A game
// saved before (HandsChecked unset) replays its deal as it was.
func TestDealRefusesAModuleCardInAGameWithoutModules(t *testing.T) {
	deal := Move{Type: DealHand, Player: 0, Volumes: []int{7, 7, 7, 7, 0, 3}}
	for _, tc := range []struct {
		name string
		o    Options
		want string // "" dealt
	}{
		{"no module", Options{TerracedHousing: true, HandsChecked: true}, "card 5: 0 is a module card, and this game has none"},
		{"the thrift shop", Options{TerracedHousing: true, HandsChecked: true, ThriftShop: true}, ""},
		{"a game saved before", Options{TerracedHousing: true}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := Apply(setup(t, []string{"Bob", "Cy"}, tc.o), deal)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tc.want != "" && (err == nil || !IsRuleError(err) || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("%v, want a rule's refusal with %q", err, tc.want)
			}
		})
	}
}
