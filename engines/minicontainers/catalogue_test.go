package minicontainers

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"tallyman/engines/catalogue"
	"tallyman/engines/catalogue/catalogtest"
)

// catalogueGame is Mini Containers for the catalogue's property test:
// names and modules as given, the starting player drawn from the seed.
func catalogueGame(name string, names []string, o Options) catalogtest.Game[*State, Move] {
	o.First = -1
	return catalogtest.Game[*State, Move]{
		Name: name,
		Start: func(seed uint64) *State {
			s, _, err := Setup(names, o, seed)
			if err != nil {
				panic(err)
			}
			return s
		},
		Seats: func(s *State) []int {
			var seats []int
			for i := range s.Players {
				seats = append(seats, i)
			}
			if s.Options.Automa {
				seats = append(seats, AutomaSeat)
			}
			if s.Options.Dummy {
				seats = append(seats, DummySeat)
			}
			return seats
		},
		Over:      func(s *State) bool { return s.Phase == Over },
		Keys:      kindKeys,
		Catalogue: Catalogue,
		Build:     Build,
		Answers:   Answers,
		Apply: func(s *State, m Move) (*State, error) {
			n, _, err := Apply(s, m)
			return n, err
		},
		Random:   func(s *State, r *rand.Rand) Move { return RandomMove(s, r) },
		Seat:     func(m Move) int { return m.Player },
		Probes:   probes,
		MaxMoves: 1500,
	}
}

// TestCatalogueOffersAreAccepted is the catalogue's property test
// (package catalogtest) over random games: 1 player with the Automa (alone,
// and with every module a solo game takes), 2 with the Automa and the
// Dummy, 2 with the Dummy and Terraced Housing, 4 with every module they
// take and 6 with the Recycling Centre. Long runs:
// TALLYMAN_CATALOGUE_GAMES=200 go test -run Catalogue ./engines/minicontainers/
func TestCatalogueOffersAreAccepted(t *testing.T) {
	all := Options{ThriftShop: true, WasteCollection: true, RecyclingCentre: true, TerracedHousing: true, HandsChecked: true}
	solo := all
	solo.Automa = true
	two := Options{Automa: true, Dummy: true, ThriftShop: true, WasteCollection: true, RecyclingCentre: true}
	configs := []struct {
		name  string
		names []string
		o     Options
	}{
		{"1 player, Automa", []string{"Ann"}, Options{Automa: true}},
		{"1 player, every module", []string{"Ann"}, solo},
		{"2 players, Automa and Dummy", []string{"Ann", "Bob"}, two},
		{"2 players, Dummy and Terraced Housing", []string{"Ann", "Bob"}, Options{Dummy: true, TerracedHousing: true}},
		{"2 players, Dummy and Terraced Housing, hands checked", []string{"Ann", "Bob"}, Options{Dummy: true, TerracedHousing: true, HandsChecked: true}},
		{"4 players, every module", []string{"Ann", "Bob", "Cy", "Di"}, all},
		{"6 players, Recycling Centre", []string{"A", "B", "C", "D", "E", "F"}, Options{RecyclingCentre: true}},
	}
	games := catalogtest.Games(t, 3)
	for _, c := range configs {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			catalogtest.Check(t, catalogueGame("minicontainers "+c.name, c.names, c.o), games, 2)
		})
	}
}

// offered returns the offer key of seat's catalogue in s, failing the test
// when it is refused.
func offered(t *testing.T, s *State, seat int, key string) catalogue.Offer {
	t.Helper()
	cat := Catalogue(s, seat)
	o, ok := cat.Offer(key)
	if !ok {
		err, _ := cat.Refusal(key)
		t.Fatalf("seat %d: %q is not offered (%v)", seat, key, err)
	}
	return o
}

// refusedWith wants key refused to seat in s with exactly the message want.
func refusedWith(t *testing.T, s *State, seat int, key, want string) {
	t.Helper()
	err, ok := Catalogue(s, seat).Refusal(key)
	if !ok {
		t.Fatalf("seat %d: %q is not refused", seat, key)
	}
	if err.Error() != want {
		t.Errorf("seat %d: %q is refused with %q, want %q", seat, key, err, want)
	}
	if _, _, berr := Build(s, seat, catalogue.Choice{Key: key}); berr == nil || berr.Error() != want {
		t.Errorf("seat %d: Build(%q) gives %v, want the refusal %q", seat, key, berr, want)
	}
}

// keys lists the catalogue's offered keys, in order, and its refused ones.
func keys(cat catalogue.Catalogue) (offers, refused []string) {
	for _, o := range cat.Offers {
		offers = append(offers, o.Key)
	}
	for _, r := range cat.Refused {
		refused = append(refused, r.Key)
	}
	return offers, refused
}

// optionValues lists p's option values and labels as "value=label".
func optionValues(p catalogue.Param) []string {
	var out []string
	for _, o := range p.Options {
		out = append(out, o.Value+"="+o.Label)
	}
	return out
}

// build answers key's questions for seat with ans; it wants the move
// complete, or, with ask set, the next question to be ask.
func build(t *testing.T, s *State, seat int, key string, ans map[string]catalogue.Answer) (Move, []catalogue.Param) {
	t.Helper()
	m, ps, err := Build(s, seat, catalogue.Choice{Key: key, Answers: ans})
	if err != nil {
		t.Fatalf("Build %s %v: %v", key, ans, err)
	}
	return m, ps
}

func ordinaryCard(typ string, vol int, left, right string) map[string]catalogue.Answer {
	return map[string]catalogue.Answer{"card": {Value: "ordinary"}, "type": {Value: typ}, "volume": {N: vol}, "left": {Value: left}, "right": {Value: right}}
}

// TestCatalogueKindsByModule: every catalogue lists each kind of move of
// the game once, and only the game's: the base game's container, deck,
// reveal and pass; deal with Terraced Housing, row_card and automa with
// the Automa, dummy with the Dummy, pick and bonus with the Recycling
// Centre (mini-containers.txt, "Modules"), in the order of a round.
func TestCatalogueKindsByModule(t *testing.T) {
	tests := []struct {
		names []string
		o     Options
		want  []string
	}{
		{[]string{"Ann", "Bob", "Cy"}, Options{}, []string{"container", "deck", "reveal", "pass"}},
		{[]string{"Ann"}, Options{Automa: true}, []string{"row_card", "automa", "container", "deck", "reveal", "pass"}},
		{[]string{"Ann", "Bob"}, Options{Automa: true, Dummy: true, RecyclingCentre: true, TerracedHousing: true},
			[]string{"deal", "row_card", "automa", "container", "dummy", "deck", "pick", "bonus", "reveal", "pass"}},
	}
	for _, tt := range tests {
		s := setup(t, tt.names, tt.o)
		if got := kindKeys(s); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%v: kinds %v, want %v", tt.o, got, tt.want)
		}
		for _, seat := range []int{0, AutomaSeat, DummySeat} {
			cat := Catalogue(s, seat)
			offers, refused := keys(cat)
			all := append(offers, refused...)
			if len(all) != len(tt.want) {
				t.Errorf("%v seat %d: kinds %v, want each of %v once", tt.o, seat, all, tt.want)
			}
		}
	}
}

// TestCatalogueAutomaRow: with the Automa, the game starts with its six
// open cards to enter (mini-containers.txt, "Automa Module": "lay an open
// card on top of every closed card"). The Automa's seat is offered only
// row_card, any of the six places; its play waits for them; Ann, whose
// turn comes after the Automa's container, is offered nothing, and the
// Automa's moves are not hers.
func TestCatalogueAutomaRow(t *testing.T) {
	s := setup(t, []string{"Ann"}, Options{Automa: true})
	if offers, _ := keys(Catalogue(s, AutomaSeat)); !reflect.DeepEqual(offers, []string{"row_card"}) {
		t.Fatalf("the Automa is offered %v, want [row_card]", offers)
	}
	o := offered(t, s, AutomaSeat, "row_card")
	want := []string{"0=place 1", "1=place 2", "2=place 3", "3=place 4", "4=place 5", "5=place 6"}
	if got := optionValues(o.Params[0]); !reflect.DeepEqual(got, want) {
		t.Errorf("places %v, want %v", got, want)
	}
	refusedWith(t, s, AutomaSeat, "automa", "enter the open Automa card at place 1 first (Mini Containers rules, Automa Module)")
	refusedWith(t, s, AutomaSeat, "deck", "forming a mini-deck is a player's move, not the Automa's (Mini Containers rules, Forming Mini Decks)")
	if offers, _ := keys(Catalogue(s, 0)); len(offers) != 0 {
		t.Errorf("Ann is offered %v before the Automa's container, want nothing", offers)
	}
	refusedWith(t, s, 0, "container", "it is the Automa's turn, not Ann's (Mini Containers rules, Playing Containers)")
	refusedWith(t, s, 0, "row_card", "entering an open Automa card is the Automa's move, not Ann's (Mini Containers rules, Automa Module)")

	// Place 3 shows orange 5 with yellow and orange containers: all four
	// questions answered, the move is the one the laptop's text entry
	// "orange 5 yellow orange" gives.
	ans := ordinaryCard("orange", 5, "yellow", "orange")
	ans["place"] = catalogue.Answer{Value: "2"}
	m, ps := build(t, s, AutomaSeat, "row_card", ans)
	typed, _ := ParseFullCard("orange 5 yellow orange")
	if len(ps) != 0 || !reflect.DeepEqual(m, Move{Type: RowCard, Player: AutomaSeat, Index: 2, Card: &typed}) {
		t.Errorf("row_card builds %+v (card %v), asks %v", m, m.Card, ps)
	}
	// Without the right container, Build asks it.
	delete(ans, "right")
	if _, ps := build(t, s, AutomaSeat, "row_card", ans); len(ps) != 1 || ps[0].Name != "right" || ps[0].Label != "Its right container (holds 7)" {
		t.Errorf("without the right container Build asks %+v", ps)
	}
}

// automaRow is a 1-player game whose Automa row shows cards, place by
// place: the Automa's container is next.
func automaRow(t *testing.T, cards ...*Card) *State {
	s := setup(t, []string{"Ann"}, Options{Automa: true})
	for i, c := range cards {
		s, _ = do(t, s, rowCard(i, c))
	}
	return s
}

// TestCatalogueAutomaPlay: the Automa's container is its card of highest
// value; on a tie, the type most present in the Automa row; still tied,
// the starting player chooses (mini-containers.txt, "Automa Module").
func TestCatalogueAutomaPlay(t *testing.T) {
	// Blue 7 at place 2 is the highest value: no question; the label is
	// the laptop's line for it.
	s := automaRow(t, oc(Orange, 5, Yellow, Orange), oc(Blue, 7, Green, Grey), trash(Grey, 3), trash(Green, 2), trash(Yellow, 1), trash(Grey, 6))
	o := offered(t, s, AutomaSeat, "automa")
	if len(o.Params) != 0 {
		t.Errorf("a decided play asks %+v", o.Params)
	}
	if want := "The Automa plays blue 7 from place 2 as containers (green 6 + grey 7): highest value"; o.Label != want {
		t.Errorf("label %q, want %q", o.Label, want)
	}
	if m, _ := build(t, s, AutomaSeat, "automa", nil); !reflect.DeepEqual(m, automa(1)) {
		t.Errorf("automa builds %+v, want place 2 (index 1)", m)
	}

	// Orange 7 (place 1) and blue 7 (place 2) tie on value, and each type
	// shows once in the row: Ann chooses between places 1 and 2.
	s = automaRow(t, oc(Orange, 7, Yellow, Orange), oc(Blue, 7, Green, Grey), trash(Grey, 3), trash(Green, 2), trash(Yellow, 1), trash(Grey, 6))
	o = offered(t, s, AutomaSeat, "automa")
	if len(o.Params) != 1 || o.Params[0].Label != "Ann, which card does the Automa play?" {
		t.Fatalf("a tie asks %+v", o.Params)
	}
	want := []string{"0=place 1: orange 7 (yellow 6 + orange 7)", "1=place 2: blue 7 (green 6 + grey 7)"}
	if got := optionValues(o.Params[0]); !reflect.DeepEqual(got, want) {
		t.Errorf("tied places %v, want %v", got, want)
	}
	if m, _ := build(t, s, AutomaSeat, "automa", map[string]catalogue.Answer{"index": {Value: "1"}}); m.Index != 1 {
		t.Errorf("the choice of place 2 builds %+v", m)
	}
	var aerr *catalogue.AnswerError
	if _, _, err := Build(s, AutomaSeat, catalogue.Choice{Key: "automa", Answers: map[string]catalogue.Answer{"index": {Value: "5"}}}); !errors.As(err, &aerr) {
		t.Errorf("place 6, not tied, gives %v, want an answer error", err)
	}
}

// TestCatalogueContainersAndDecks: a card played as containers is asked by
// its containers, its trash side only for the record; a mini-deck holds 0
// to the whole hand (mini-containers.txt, "Forming Mini Decks"; rules
// decision in rules.go), each number said in words with the rest set
// aside, and only the player whose turn it is forms one.
func TestCatalogueContainersAndDecks(t *testing.T) {
	s := setup(t, []string{"Ann", "Bob"}, Options{ThriftShop: true})
	o := offered(t, s, 0, "container")
	if want := "Ann (hand 12), the card you play as containers"; o.Params[0].Label != want {
		t.Errorf("question %q, want %q", o.Params[0].Label, want)
	}
	// The thrift shop is in the game, the recycling centre and waste
	// collection are not (and waste collection is never containers).
	var kinds []string
	for _, opt := range o.Params[0].Options {
		kinds = append(kinds, opt.Value)
	}
	if !reflect.DeepEqual(kinds, []string{"ordinary", "thrift_shop"}) {
		t.Errorf("card kinds %v, want ordinary and thrift_shop", kinds)
	}
	// Containers yellow and orange, the trash side left out: the card the
	// laptop's "yellow orange" gives.
	m, _ := build(t, s, 0, "container", map[string]catalogue.Answer{"card": {Value: "ordinary"}, "left": {Value: "yellow"}, "right": {Value: "orange"}, "type": {Skip: true}})
	typed, _ := ParseContainers("yellow orange")
	if !reflect.DeepEqual(m, Move{Type: PlayContainer, Player: 0, Card: &typed}) {
		t.Errorf("container builds %+v (card %v), want %v", m, m.Card, typed)
	}
	refusedWith(t, s, 1, "container", "it is Ann's turn, not Bob's (Mini Containers rules, Playing Containers)")

	s, _ = do(t, s, play(0, oc(Grey, 1, Blue, Orange)), play(1, mod(ThriftShop)))
	o = offered(t, s, 0, "deck")
	p := o.Params[0]
	if p.Kind != catalogue.KindCount || p.Min != 0 || p.Max != 11 {
		t.Errorf("Ann's mini-deck asks %+v, want a count 0 to 11 (12 cards less the container)", p)
	}
	if want := "Ann, you hold 11 cards: how many go in your mini-deck (0-11)? The rest are set aside."; p.Label != want {
		t.Errorf("question %q, want %q", p.Label, want)
	}
	// Each answer in words, for a summary of the move (a phone's above
	// Confirm): the cards in the mini-deck and the rest set aside.
	for n, want := range map[int]string{0: "0 cards in your mini-deck, 11 set aside", 1: "1 card in your mini-deck, 10 set aside",
		2: "2 cards in your mini-deck, 9 set aside", 11: "11 cards in your mini-deck, none set aside"} {
		if len(p.Says) != 12 {
			t.Errorf("%d answers in words %q; want 12, 0 to 11 cards", len(p.Says), p.Says)
			break
		}
		if p.Says[n] != want {
			t.Errorf("a mini-deck of %d says %q; want %q", n, p.Says[n], want)
		}
	}
	if _, _, err := Build(s, 0, catalogue.Choice{Key: "deck", Answers: map[string]catalogue.Answer{"size": {N: 12}}}); err == nil || err.Error() != "size: 12 is not allowed: from 0 to 11" {
		t.Errorf("a mini-deck of 12 gives %v", err)
	}
	refusedWith(t, s, 1, "deck", "it is Ann's turn, not Bob's (Mini Containers rules, Forming Mini Decks)")
	refusedWith(t, s, 0, "container", "not now: Ann to form a mini-deck (Mini Containers rules, Playing Containers)")
}

// TestCatalogueReveal: threeUp's row is [blue 6, orange 7, grey 6, yellow
// 7, green 6, orange 7] and it is Ann's turn (mini-deck 3). A revealed
// card goes on a container of its type with room (mini-containers.txt,
// "Disposing Trash Cards"): orange 3 fits containers 2 and 6, so Build
// asks which; blue 5 fits only container 1, asked nothing more;
// green 7 fits none (the green
// 6 is too small) and the round is lost. Passing adds the 3 cards of her
// mini-deck and 1 from the draw pile to her set-aside cards ("Passing").
func TestCatalogueReveal(t *testing.T) {
	s := threeUp(t, Options{})
	offers, _ := keys(Catalogue(s, 0))
	if !reflect.DeepEqual(offers, []string{"reveal", "pass"}) {
		t.Errorf("Ann is offered %v, want reveal and pass", offers)
	}
	// Her set-aside cards, as every board counts them: 8 (11 in hand, 3
	// in the mini-deck), then 12.
	if o := offered(t, s, 0, "pass"); o.Cost != "set aside 8 → 12" {
		t.Errorf("pass costs %q, want set aside 8 → 12", o.Cost)
	}
	if o := offered(t, s, 0, "reveal"); o.Params[0].Label != "Ann (mini-deck 3): your top card, revealed" {
		t.Errorf("reveal asks %q", o.Params[0].Label)
	}

	orange := ordinaryCard("orange", 3, "grey", "grey")
	_, ps := build(t, s, 0, "reveal", orange)
	if len(ps) != 1 || ps[0].Name != "target" || ps[0].Label != "orange 3 fits on 2 containers: which one?" {
		t.Fatalf("orange 3 asks %+v, want the target", ps)
	}
	want := []string{"1=container 2: orange 7: 0/7 (room 7)", "5=container 6: orange 7: 0/7 (room 7)"}
	if got := optionValues(ps[0]); !reflect.DeepEqual(got, want) {
		t.Errorf("targets %v, want %v", got, want)
	}
	orange["target"] = catalogue.Answer{Value: "5"}
	if m, _ := build(t, s, 0, "reveal", orange); !reflect.DeepEqual(m, rev(0, trash(Orange, 3), 5)) {
		t.Errorf("orange 3 on container 6 builds %+v", m)
	}

	// Containers left out: recorded grey and grey, as "blue 5" typed.
	// Only container 1 takes it: nothing more is asked.
	blue := map[string]catalogue.Answer{"card": {Value: "ordinary"}, "type": {Value: "blue"}, "volume": {N: 5}, "left": {Skip: true}}
	if m, ps := build(t, s, 0, "reveal", blue); len(ps) != 0 || !reflect.DeepEqual(m, rev(0, trash(Blue, 5), 0)) {
		t.Errorf("blue 5 builds %+v, asks %v; want container 1", m, ps)
	}
	// Green 7 fits nowhere: the round is lost, said first (see
	// TestRevealThatFitsNowhereSaysTheRoundIsLost).
	green := ordinaryCard("green", 7, "grey", "grey")
	green["lose"] = catalogue.Answer{Value: "lose"}
	if m, ps := build(t, s, 0, "reveal", green); len(ps) != 0 || !reflect.DeepEqual(m, rev(0, trash(Green, 7), -1)) {
		t.Errorf("green 7 builds %+v, asks %v; want no container (-1)", m, ps)
	}
	refusedWith(t, s, 1, "reveal", "it is Ann's turn, not Bob's (Mini Containers rules, Disposing Trash Cards)")
	refusedWith(t, s, 1, "pass", "it is Ann's turn, not Bob's (Mini Containers rules, Passing)")
}

// TestCatalogueRecycling: Ann plays a recycling centre, Bob a card; Ann
// keeps 5 cards in her mini-deck (6 set aside), Bob all 11. Every player
// with set-aside cards picks one, in secret (mini-containers.txt,
// "Recycling Centre Module"): Ann, out of turn, a number 0-7 asked hidden;
// Bob has none to pick from. Her 3 is the lowest unique number: she may
// play her top card on the centre, and the bonus is hers alone.
func TestCatalogueRecycling(t *testing.T) {
	s := setup(t, []string{"Ann", "Bob"}, Options{RecyclingCentre: true})
	s, _ = do(t, s, play(0, mod(RecyclingCentre)), play(1, oc(Grey, 1, Blue, Orange)), deck(0, 5), deck(1, 11))
	o := offered(t, s, 0, "pick")
	p := o.Params[0]
	if !o.OutOfTurn || p.Of != "card" || len(p.Options) != 8 || p.Options[0].Value != "0" || p.Options[7].Value != "7" {
		t.Errorf("Ann's pick %+v, want out of turn, hidden (of card), numbers 0 to 7", o)
	}
	refusedWith(t, s, 1, "pick", "Bob has no set-aside cards to pick from (Mini Containers rules, Recycling Centre Module)")
	refusedWith(t, s, 1, "bonus", "no recycling bonus is due: Ann to pick a card for the recycling centre (Mini Containers rules, Recycling Centre Module)")

	m, _ := build(t, s, 0, "pick", map[string]catalogue.Answer{"number": {Value: "3"}})
	s, _ = do(t, s, m)
	o = offered(t, s, 0, "bonus")
	want := []string{"yes=Yes: play it on the recycling centre", "no=No: keep it"}
	if got := optionValues(o.Params[0]); !reflect.DeepEqual(got, want) || o.Params[0].Label != "Ann, play the top card of your mini-deck on the recycling centre?" {
		t.Errorf("the bonus asks %q %v", o.Params[0].Label, got)
	}
	if m, _ := build(t, s, 0, "bonus", map[string]catalogue.Answer{"use": {Value: "yes"}}); !reflect.DeepEqual(m, Move{Type: BonusPlay, Player: 0, Use: true}) {
		t.Errorf("yes builds %+v", m)
	}
	refusedWith(t, s, 1, "bonus", "the bonus is Ann's, not Bob's (Mini Containers rules, Recycling Centre Module)")
}

// TestCatalogueDeal: with Terraced Housing, cards are dealt face up until
// their trash adds up to 30 or more (mini-containers.txt, "Terraced
// Housing Module"). Build asks card after card: four 7s make 28, so it
// asks a fifth, saying so; a 2 brings the trash to 30 and ends the deal.
func TestCatalogueDeal(t *testing.T) {
	s := setup(t, []string{"Ann", "Bob"}, Options{TerracedHousing: true})
	o := offered(t, s, 0, "deal")
	if len(o.Params) != 1 || o.Params[0].Name != "card1" || o.Params[0].Max != 7 || o.Params[0].Min != 0 {
		t.Fatalf("deal asks %+v, want card1, 0 to 7", o.Params)
	}
	ans := map[string]catalogue.Answer{}
	for i := 1; i <= 4; i++ {
		ans["card"+strconv.Itoa(i)] = catalogue.Answer{N: 7}
	}
	_, ps := build(t, s, 0, "deal", ans)
	want := "Ann: the trash number of card 5 dealt face up (0 for a module card); the trash adds up to 28 so far, the deal stops at 30 or more"
	if len(ps) != 1 || ps[0].Name != "card5" || ps[0].Label != want {
		t.Fatalf("after four 7s Build asks %+v, want card5: %q", ps, want)
	}
	ans["card5"] = catalogue.Answer{N: 2}
	ans["card6"] = catalogue.Answer{N: 4} // past the deal's end: not asked, not used
	if m, ps := build(t, s, 0, "deal", ans); len(ps) != 0 || !reflect.DeepEqual(m.Volumes, []int{7, 7, 7, 7, 2}) {
		t.Errorf("the deal builds %+v, asks %v", m, ps)
	}
	if _, _, err := Build(s, 0, catalogue.Choice{Key: "deal", Answers: map[string]catalogue.Answer{"card1": {N: 8}}}); err == nil || err.Error() != "card1: 8 is not allowed: from 0 to 7" {
		t.Errorf("a card of 8 gives %v", err)
	}
	refusedWith(t, s, 1, "deal", "it is Ann's turn, not Bob's (Mini Containers rules, Terraced Housing Module)")
}

// TestCatalogueDummy: the Dummy plays the top card of the draw pile as an
// extra container after the last player's, and as trash after each of the
// last player's trash cards (mini-containers.txt, "Dummy Module"); a card
// it cannot use is discarded (rules decision in rules.go), which the
// options say.
func TestCatalogueDummy(t *testing.T) {
	s := setup(t, []string{"Ann", "Bob"}, Options{Dummy: true, ThriftShop: true, WasteCollection: true})
	refusedWith(t, s, DummySeat, "dummy", "the Dummy does not play now: Ann to play a card as containers (Mini Containers rules, Dummy Module)")
	refusedWith(t, s, 0, "dummy", "playing the Dummy's card is the Dummy's move, not Ann's (Mini Containers rules, Dummy Module)")
	s, _ = do(t, s, play(0, oc(Grey, 1, Blue, Orange)), play(1, oc(Grey, 1, Green, Grey)))
	o := offered(t, s, DummySeat, "dummy")
	if o.Label != "The Dummy plays the top card of the draw pile as an extra container" {
		t.Errorf("label %q", o.Label)
	}
	want := []string{"ordinary=two containers (an ordinary card)", "thrift_shop=thrift shop", "waste_collection=waste collection (discarded)"}
	if got := optionValues(o.Params[0]); !reflect.DeepEqual(got, want) {
		t.Errorf("card options %v, want %v", got, want)
	}
	// Bob is the last player: after his trash card, the Dummy's is trash.
	s, _ = do(t, s, dummy(oc(Grey, 1, Yellow, Grey)), deck(0, 3), deck(1, 3), rev(0, trash(Blue, 2), 0), rev(1, trash(Orange, 2), 1))
	o = offered(t, s, DummySeat, "dummy")
	want = []string{"ordinary=trash (an ordinary card)", "thrift_shop=thrift shop (discarded)", "waste_collection=waste collection (discarded)"}
	if got := optionValues(o.Params[0]); !reflect.DeepEqual(got, want) {
		t.Errorf("card options %v, want %v", got, want)
	}
	refusedWith(t, s, 0, "reveal", "the Dummy plays first (Mini Containers rules, Dummy Module)")
}

// TestCatalogueRefusedEverywhere: once the game is over, every kind is
// refused with the end of the game; a seat that is not in the game is
// refused everything; Build names the game's moves for a key that is none,
// and the module for a kind not in this game.
func TestCatalogueRefusedEverywhere(t *testing.T) {
	s := setup(t, []string{"Ann", "Bob"}, Options{})
	over := s.Clone()
	over.Phase, over.Winners = Over, []int{1}
	tests := []struct {
		s    *State
		seat int
		want string
	}{
		{over, 0, "the game is over: Bob won (Mini Containers rules, End of the game)"},
		{s, DummySeat, "the Dummy is not in this game (Mini Containers rules, Dummy Module)"},
		{s, AutomaSeat, "the Automa is not in this game (Mini Containers rules, Automa Module)"},
		{s, 2, "there is no seat 2: the players' seats run from 0 to 1 (Mini Containers rules, Set up)"},
	}
	for _, tt := range tests {
		cat := Catalogue(tt.s, tt.seat)
		if len(cat.Offers) != 0 || len(cat.Refused) != 4 {
			t.Errorf("seat %d: %d offers and %d refusals, want 0 and 4", tt.seat, len(cat.Offers), len(cat.Refused))
		}
		for _, r := range cat.Refused {
			if r.Err.Error() != tt.want {
				t.Errorf("seat %d: %s refused with %q, want %q", tt.seat, r.Key, r.Err, tt.want)
			}
		}
	}
	if _, _, err := Build(s, 0, catalogue.Choice{Key: "buy"}); err == nil || err.Error() != `"buy" is no move of Mini Containers: the moves are container, deck, reveal, pass` {
		t.Errorf("Build(buy) gives %v", err)
	}
	if _, _, err := Build(s, 0, catalogue.Choice{Key: "dummy"}); err == nil || err.Error() != "the Dummy module is not in this game (Mini Containers rules, Modules)" {
		t.Errorf("Build(dummy) gives %v", err)
	}
}

// TestCatalogueJSON: a catalogue goes to a phone as JSON and reads back
// the same, an empty one with "offers": [].
func TestCatalogueJSON(t *testing.T) {
	s := threeUp(t, Options{WasteCollection: true})
	for _, seat := range []int{0, 1} {
		cat := Catalogue(s, seat)
		b, err := json.Marshal(cat)
		if err != nil {
			t.Fatal(err)
		}
		var back catalogue.Catalogue
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, cat) {
			t.Errorf("seat %d: %s reads back as %+v", seat, b, back)
		}
		if seat == 1 && !strings.Contains(string(b), `"offers":[]`) {
			t.Errorf("Bob's catalogue %s has no empty offers list", b)
		}
	}
}
