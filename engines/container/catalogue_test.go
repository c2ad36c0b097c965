package container

import (
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"tallyman/engines/catalogue"
	"tallyman/engines/catalogue/catalogtest"
)

// catalogueGame is Container for the catalogue's property test: names
// and options as given, the first player and the layout drawn from the
// seed. A game is over once it has ended and every value card is known.
func catalogueGame(name string, names []string, o Options) catalogtest.Game[*State, Move] {
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
			seats := make([]int, len(s.Players))
			for i := range seats {
				seats[i] = i
			}
			return seats
		},
		Over:      func(s *State) bool { return s.Phase == Over && len(s.MissingCards()) == 0 },
		Keys:      kindKeys,
		Catalogue: Catalogue,
		Build:     Build,
		Answers:   Answers,
		Apply: func(s *State, m Move) (*State, error) {
			n, _, err := Apply(s, m)
			return n, err
		},
		Random: RandomMove,
		Seat:   func(m Move) int { return m.Player },
		Probes: func(s *State, seat int, key string) []Move {
			return s.catProbes(seat, MoveType(key))
		},
		MaxMoves: 600,
	}
}

// TestCatalogueOffersAreAccepted is the catalogue's property test
// (package catalogtest) over random games of both editions: classic with
// 3 and 5 players, cards dealt and entered; Off-Shore with 3, 4 and 5
// players, every length, with and without its modules. Long runs:
// TALLYMAN_CATALOGUE_GAMES=50 go test -run Catalogue ./engines/container/
func TestCatalogueOffersAreAccepted(t *testing.T) {
	names := []string{"Ann", "Bob", "Cat", "Dan", "Eve"}
	configs := []struct {
		name string
		n    int
		o    Options
	}{
		{"classic 3 players, cards entered", 3, Options{}},
		{"classic 5 players, cards dealt", 5, Options{DealCards: true}},
		{"offshore 3 players, short", 3, Options{Edition: EditionOffshore, Length: LengthShort, DealCards: true}},
		{"offshore 4 players, both modules", 4, Options{Edition: EditionOffshore, TruckCompanies: true, PlayerLoans: true}},
		{"offshore 5 players, extended, Player Loans", 5, Options{Edition: EditionOffshore, Length: LengthExtended, PlayerLoans: true, DealCards: true}},
	}
	games := catalogtest.Games(t, 1)
	for _, c := range configs {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			catalogtest.Check(t, catalogueGame("container "+c.name, names[:c.n], c.o), games, 2)
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

// refusedWith wants key refused to seat in s with exactly the message
// want, by the catalogue and by Build alike.
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

// offerKeys lists the catalogue's offered keys, in order.
func offerKeys(cat catalogue.Catalogue) []string {
	var out []string
	for _, o := range cat.Offers {
		out = append(out, o.Key)
	}
	return out
}

// optionList lists p's options as "value=label", with "xN" for copies
// and "$N" for a price.
func optionList(p catalogue.Param) []string {
	var out []string
	for _, o := range p.Options {
		v := o.Value + "=" + o.Label
		if o.Count > 1 {
			v += " x" + strconv.Itoa(o.Count)
		}
		if o.Price > 0 {
			v += " $" + strconv.Itoa(o.Price)
		}
		out = append(out, v)
	}
	return out
}

// build answers key's questions for seat with ans and wants the move
// complete and accepted by Apply.
func build(t *testing.T, s *State, seat int, key string, ans map[string]catalogue.Answer) Move {
	t.Helper()
	m, ps, err := Build(s, seat, catalogue.Choice{Key: key, Answers: ans})
	if err != nil {
		t.Fatalf("Build(%s, %v): %v", key, ans, err)
	}
	if len(ps) > 0 {
		t.Fatalf("Build(%s, %v) still asks %+v", key, ans, ps[0])
	}
	if _, _, err := Apply(s, m); err != nil {
		t.Fatalf("Build(%s) gives %+v, which Apply refuses: %v", key, m, err)
	}
	return m
}

// lotsOf is a KindLots answer.
func lotsOf(v ...string) catalogue.Answer { return catalogue.Answer{Lots: v} }

// TestCatalogueFirstTurn: on Ann's first turn of a classic game
// (fixture: $20 each, one factory with one container at $2, ship in the
// open sea, cards dealt) she may produce, stock her warehouse store from
// Bob's or Cat's factory store, sail to either harbor, buy a second
// factory for $6 or a second warehouse for $4 (container.txt, "Buy a
// factory", "Buy a warehouse"), take a loan or end the turn; the rest is
// refused with the rule Apply gives. Bob, out of turn, may only take a
// loan.
func TestCatalogueFirstTurn(t *testing.T) {
	s := fixture(t, 3)
	ac := Catalogue(s, ann)
	want := []string{"produce", "stock_warehouse", "sail_harbor", "buy_factory", "buy_warehouse", "loan", "end_turn"}
	if got := offerKeys(ac); !reflect.DeepEqual(got, want) {
		t.Errorf("Ann is offered %v, want %v", got, want)
	}
	f := offered(t, s, ann, "buy_factory")
	if f.Label != "Buy a factory ($6)" || f.Cost != "1 action, $6" || f.Rule != "rules: Buy a factory" {
		t.Errorf("buy_factory is %q costing %q by %q", f.Label, f.Cost, f.Rule)
	}
	if got := optionList(f.Params[0]); !reflect.DeepEqual(got, []string{"brown=brown", "white=white", "tan=tan", "black=black"}) {
		t.Errorf("factory colours %v, want every colour but orange", got)
	}
	if w := offered(t, s, ann, "buy_warehouse"); w.Cost != "1 action, $4" {
		t.Errorf("buy_warehouse costs %q, want $4", w.Cost)
	}
	h := offered(t, s, ann, "sail_harbor").Params[0]
	if got := optionList(h); !reflect.DeepEqual(got, []string{"1=Bob (warehouse store: nothing)", "2=Cat (warehouse store: nothing)"}) {
		t.Errorf("harbors %v", got)
	}
	if len(h.Options[0].Then) != 0 {
		t.Errorf("an empty warehouse store asks %+v", h.Options[0].Then)
	}
	if m := build(t, s, ann, "sail_harbor", map[string]catalogue.Answer{"from": {Value: "2"}}); !reflect.DeepEqual(m, Move{Type: SailHarbor, Player: ann, From: cat}) {
		t.Errorf("sail_harbor to Cat builds %+v", m)
	}
	for key, want := range map[string]string{
		"buy_at_harbor": "buying again without sailing needs the ship to have begun the turn in that harbor (rules: Sail to a player's harbor and buy containers)",
		"sail_sea":      "Ann's ship is already in the open sea (rules: Sail to the open sea)",
		"sail_island":   "you may not auction an empty ship (rules: Sail to the island (auction))",
		"domestic_sale": "not available on a player's first turn of the game (rules: Domestic sale)",
		"repay":         "Ann has no loan to repay (rules: Loans)",
		"bid":           "no island auction is running (rules: The island auction)",
		"card":          "tallyman dealt the value cards in this game; they cannot be changed (rules: End-game scoring)",
	} {
		refusedWith(t, s, ann, key, want)
	}
	if got := offerKeys(Catalogue(s, bob)); !reflect.DeepEqual(got, []string{"loan"}) {
		t.Errorf("Bob is offered %v, want only a loan", got)
	}
	if !offered(t, s, bob, "loan").OutOfTurn || offered(t, s, ann, "loan").OutOfTurn {
		t.Errorf("Bob's loan should be out of turn, Ann's not")
	}
	refusedWith(t, s, bob, "produce", "it is Ann's turn, not Bob's (rules: Your turn)")
	refusedWith(t, s, bob, "end_turn", "it is Ann's turn, not Bob's (rules: Pass)")
}

// TestCatalogueProduce: Ann owns an orange and a brown factory, and her
// factory store holds brown@1, orange@2 and orange@3: 3 of its 4 spaces
// (2 per factory), so she must produce 1 container and chooses which
// factory makes it (container.txt, "Produce containers"), priced $1-$4,
// and may reprice the containers already there. With the store full,
// production is impossible and the action only reprices, so the reprice
// question may not be left out.
func TestCatalogueProduce(t *testing.T) {
	s := fixture(t, 3)
	giveFactory(s, ann, Brown)
	putFactory(t, s, ann, lot(Orange, 3), lot(Brown, 1))
	o := offered(t, s, ann, "produce")
	if len(o.Params) != 4 {
		t.Fatalf("produce asks %d questions, want factories, prices, reprice, reprice_to: %+v", len(o.Params), o.Params)
	}
	f := o.Params[0]
	if f.Name != "factories" || f.Min != 1 || f.Max != 1 || !reflect.DeepEqual(optionList(f), []string{"orange=orange factory", "brown=brown factory"}) {
		t.Errorf("factories asks %+v", f)
	}
	if p := o.Params[1]; p.Kind != catalogue.KindPrices || p.For != "factories" || p.Min != 1 || p.Max != 4 {
		t.Errorf("prices asks %+v, want $1-$4 for the factories chosen", p)
	}
	rp := o.Params[2]
	if !rp.Optional || !reflect.DeepEqual(optionList(rp), []string{"brown@1=brown@1", "orange@2=orange@2", "orange@3=orange@3"}) {
		t.Errorf("reprice asks %+v", rp)
	}
	m := build(t, s, ann, "produce", map[string]catalogue.Answer{
		"factories": lotsOf("brown"), "prices": {Prices: []int{4}}, "reprice": lotsOf("orange@3"), "reprice_to": {Prices: []int{1}}})
	want := Move{Type: Produce, Player: ann, Lots: []Lot{lot(Brown, 4)}, Reprice: []Reprice{{Color: Orange, From: 3, To: 1}}}
	if !reflect.DeepEqual(m, want) {
		t.Errorf("produce builds %+v, want %+v", m, want)
	}
	// Leaving the reprice out asks nothing more.
	m = build(t, s, ann, "produce", map[string]catalogue.Answer{"factories": lotsOf("orange"), "prices": {Prices: []int{1}}, "reprice": {Skip: true}})
	if m.Reprice != nil || !reflect.DeepEqual(m.Lots, []Lot{lot(Orange, 1)}) {
		t.Errorf("produce without reprice builds %+v", m)
	}
	_, _, err := Build(s, ann, catalogue.Choice{Key: "produce", Answers: map[string]catalogue.Answer{"factories": lotsOf("orange", "brown")}})
	if err == nil || err.Error() != "factories: choose exactly 1 (2 chosen)" {
		t.Errorf("two factories give %v", err)
	}

	putFactory(t, s, ann, lot(Brown, 4))
	o = offered(t, s, ann, "produce")
	if len(o.Params) != 2 || o.Params[0].Name != "reprice" || o.Params[0].Optional {
		t.Fatalf("a full store asks %+v, want only a reprice that cannot be left out", o.Params)
	}
	if want := "Which containers of the factory store (brown@1 orange@2 orange@3 brown@4) move to another space?"; o.Params[0].Label != want {
		t.Errorf("question %q, want %q", o.Params[0].Label, want)
	}
}

// TestCatalogueStockWarehouse: Ann has $5 and 3 warehouses (room for 3);
// Bob's factory store holds brown@2, brown@3 and brown@4. She may buy up
// to 3 of them for at most her $5 and price each on her warehouse store's
// $2-$6 spaces (container.txt, "Buy containers for your warehouse
// store"): brown@2 and brown@3 cost $5; brown@2 and brown@4 cost $6, too
// much. With her warehouse store empty there is nothing to reprice.
func TestCatalogueStockWarehouse(t *testing.T) {
	s := fixture(t, 3)
	s.Players[ann].Cash = 5
	setWarehouses(s, ann, 3)
	putFactory(t, s, bob, lot(Brown, 3), lot(Brown, 4))
	from := offered(t, s, ann, "stock_warehouse").Params[0]
	want := []string{"1=Bob (factory store: brown@2 brown@3 brown@4)", "2=Cat (factory store: white@2)"}
	if got := optionList(from); !reflect.DeepEqual(got, want) {
		t.Fatalf("sellers %v, want %v", got, want)
	}
	then := from.Options[0].Then
	if len(then) != 2 {
		t.Fatalf("buying from Bob asks %+v, want buy and to", then)
	}
	buy := then[0]
	if buy.Min != 1 || buy.Max != 3 || buy.Budget == nil || *buy.Budget != 5 {
		t.Errorf("buy asks %+v, want 1 to 3 lots within $5", buy)
	}
	if got := optionList(buy); !reflect.DeepEqual(got, []string{"brown@2=brown@2 $2", "brown@3=brown@3 $3", "brown@4=brown@4 $4"}) {
		t.Errorf("lots %v", got)
	}
	if to := then[1]; to.Min != 2 || to.Max != 6 || to.For != "buy" {
		t.Errorf("to asks %+v, want $2-$6 for each lot bought", to)
	}
	m := build(t, s, ann, "stock_warehouse", map[string]catalogue.Answer{"from": {Value: "1"}, "buy": lotsOf("brown@3", "brown@2"), "to": {Prices: []int{5, 6}}})
	wantMove := Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Color: Brown, Price: 3, To: 5}, {Color: Brown, Price: 2, To: 6}}}
	if !reflect.DeepEqual(m, wantMove) {
		t.Errorf("builds %+v, want %+v", m, wantMove)
	}
	if back := Answers(s, m); !reflect.DeepEqual(build(t, s, ann, back.Key, back.Answers), m) {
		t.Errorf("Answers(%+v) = %+v does not build it back", m, back)
	}
	_, _, err := Build(s, ann, catalogue.Choice{Key: "stock_warehouse", Answers: map[string]catalogue.Answer{"from": {Value: "1"}, "buy": lotsOf("brown@2", "brown@4")}})
	if err == nil || err.Error() != "buy: the lots chosen cost $6, more than the $5 there is to spend" {
		t.Errorf("brown@2 and brown@4 give %v", err)
	}
}

// TestCatalogueIslandAuction: Ann sails 2 orange containers to the island
// (container.txt, "The island auction"). Bob and Cat seal bids, out of
// turn, from $0 to what they could pay with loans: $20 and 2 loans of $10
// is $40 ("Loans"); Ann, the seller, does not bid. Both bid $5: in the
// runoff each seals an extra of at most $40 - $5 = $35. Both add $0: Ann
// picks the winner between them, and cannot accept before she has.
func TestCatalogueIslandAuction(t *testing.T) {
	s := fixture(t, 3)
	putCargo(t, s, ann, counts(Orange, 2))
	s = apply(t, s, Move{Type: SailIsland, Player: ann})
	o := offered(t, s, bob, "bid")
	if a := o.Params[0]; !o.OutOfTurn || a.Min != 0 || a.Max != 40 || a.Label != "Bob, your sealed bid ($0-$40, hidden)" {
		t.Errorf("Bob's bid %+v, params %+v", o, o.Params)
	}
	if len(o.Params) != 1 {
		t.Errorf("a classic bid asks %d questions, want the amount alone (no bluff cards)", len(o.Params))
	}
	refusedWith(t, s, ann, "bid", "the seller does not bid (rules: The island auction)")
	refusedWith(t, s, ann, "end_turn", "the island auction must be settled first (rules: The island auction)")
	s = applyAll(t, s, build(t, s, bob, "bid", map[string]catalogue.Answer{"amount": {N: 5}}), Move{Type: Bid, Player: cat, Amount: 5})
	if a := offered(t, s, bob, "bid").Params[0]; a.Max != 35 || a.Label != "Bob, your sealed extra on top of the tied $5 ($0-$35, hidden)" {
		t.Errorf("Bob's runoff bid asks %+v", a)
	}
	s = applyAll(t, s, Move{Type: Bid, Player: bob}, Move{Type: Bid, Player: cat})
	w := offered(t, s, ann, "pick_winner").Params[0]
	if got := optionList(w); !reflect.DeepEqual(got, []string{"1=Bob", "2=Cat"}) || w.Label != "Still tied at $5. Ann, pick the winner" {
		t.Errorf("the pick asks %q %v", w.Label, got)
	}
	refusedWith(t, s, ann, "accept", "the winning bid is not known yet (rules: The island auction)")
	if m := build(t, s, ann, "pick_winner", map[string]catalogue.Answer{"winner": {Value: "2"}}); m.Winner != cat {
		t.Errorf("picking Cat builds %+v", m)
	}
}

// TestCatalogueValueCards: with physical value cards (container-notes.md),
// each player enters theirs in private, any time: once Bob has entered
// card 3, Ann still chooses among all five (a list without 3 would tell
// her, and the table, that someone holds it: a clash is found once every
// card is in, CardClash), and so does Bob. The question is Of "card":
// asked hidden.
func TestCatalogueValueCards(t *testing.T) {
	s, _, err := Setup([]string{"Ann", "Bob", "Cat"}, Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	s = apply(t, s, Move{Type: SetCard, Player: bob, Card: 3})
	seller := s.Current
	o := offered(t, s, ann, "card")
	if !o.OutOfTurn && seller != ann {
		t.Errorf("Ann's card entry is not out of turn on %s's turn", s.Players[seller].Name)
	}
	p := o.Params[0]
	if p.Of != "card" || p.Label != "Ann, your value card's number (hidden)" {
		t.Errorf("the card question %+v", p)
	}
	all := []string{"1=value card 1", "2=value card 2", "3=value card 3", "4=value card 4", "5=value card 5"}
	if got := optionList(p); !reflect.DeepEqual(got, all) {
		t.Errorf("Ann's cards %v, want %v", got, all)
	}
	if got := len(offered(t, s, bob, "card").Params[0].Options); got != 5 {
		t.Errorf("Bob may enter %d cards, want all 5 (his own 3 again)", got)
	}
	if _, _, err := Build(s, ann, catalogue.Choice{Key: "card", Answers: map[string]catalogue.Answer{"card": {Value: "3"}}}); err != nil {
		t.Errorf("Ann entering card 3 gives %v, want it taken (the clash is found at scoring)", err)
	}
	var aerr *catalogue.AnswerError
	if _, _, err := Build(s, ann, catalogue.Choice{Key: "card", Answers: map[string]catalogue.Answer{"card": {Value: "6"}}}); !errors.As(err, &aerr) {
		t.Errorf("Ann entering card 6 gives %v, want an answer error", err)
	}
}

// TestCatalogueCallBank: on Ann's first Off-Shore turn (offFixture: 3
// players, so one bank auction at a time; container lot I holds 1 blue
// and 1 yellow, lot II 1 white, cash lots $1, $2, $3), every lot may be
// opened (notes, "Off-Shore Bank"): a container lot with $1 to her $20,
// a cash lot with 1 container, her only one (factory blue@2), which a
// reserve token holds. Call Bank is once a turn (actions text, "Your
// turn"), and the edition has no domestic sale.
func TestCatalogueCallBank(t *testing.T) {
	s := offFixture(t, 3)
	lots := offered(t, s, ann, "call_bank").Params[0]
	want := []string{
		"container-1=container lot I (1 blue, 1 yellow): open an auction with cash, from $1",
		"container-2=container lot II (1 white): open an auction with cash, from $1",
		"cash-1=cash lot I ($1): open an auction with containers, from 1 container",
		"cash-2=cash lot II ($2): open an auction with containers, from 1 container",
		"cash-3=cash lot III ($3): open an auction with containers, from 1 container",
	}
	if got := optionList(lots); !reflect.DeepEqual(got, want) {
		t.Fatalf("lots %v, want %v", got, want)
	}
	if a := lots.Options[0].Then[0]; a.Name != "amount" || a.Min != 1 || a.Max != 20 {
		t.Errorf("a container lot asks %+v, want $1-$20", a)
	}
	st := lots.Options[3].Then[0]
	if st.Name != "stake" || st.Min != 1 || st.Max != 1 || !reflect.DeepEqual(optionList(st), []string{"factory:blue@2=factory blue@2"}) {
		t.Errorf("a cash lot asks %+v", st)
	}
	m := build(t, s, ann, "call_bank", map[string]catalogue.Answer{"lot": {Value: "cash-2"}, "stake": lotsOf("factory:blue@2")})
	want2 := Move{Type: CallBank, Player: ann, Lot: "cash-2", Stake: []Stake{{District: DistrictFactory, Color: Blue, Price: 2}}}
	if !reflect.DeepEqual(m, want2) {
		t.Errorf("builds %+v, want %+v", m, want2)
	}
	s = apply(t, s, Move{Type: CallBank, Player: ann, Lot: "container-1", Amount: 3})
	refusedWith(t, s, ann, "call_bank", "Call Bank is taken only once per turn (Off-Shore rules: Your turn, p. 6)")
	if _, _, err := Build(s, ann, catalogue.Choice{Key: "domestic_sale"}); !IsRuleError(err) || err.Error() != "domestic_sale is not a move of the Off-Shore Bank edition (Off-Shore rules: Your turn, p. 6)" {
		t.Errorf("Build(domestic_sale) gives %v", err)
	}
	if keys := strings.Join(kindKeys(s), " "); strings.Contains(keys, "domestic_sale") || strings.Contains(keys, "player_loan") {
		t.Errorf("an Off-Shore game without modules lists %v", keys)
	}
}

// TestCatalogueSeizure: Ann cannot pay interest and the bank seizes a
// container from her island scoring area, which holds 1 blue and 1 red;
// the player on her right, Cat, picks the colour (notes, "Loans"); Bob
// may not.
func TestCatalogueSeizure(t *testing.T) {
	s := offFixture(t, 3)
	putIsland(t, s, ann, counts(Blue, 1, Red, 1))
	s.Phase, s.Seizure = Seizing, &Seizure{Seat: ann, Chooser: cat, Left: 1}
	o := offered(t, s, cat, "seize")
	if got := optionList(o.Params[0]); !o.OutOfTurn || !reflect.DeepEqual(got, []string{"blue=blue", "red=red"}) {
		t.Errorf("Cat's pick %v (out of turn %v)", got, o.OutOfTurn)
	}
	if m := build(t, s, cat, "seize", map[string]catalogue.Answer{"color": {Value: "red"}}); m.Color != Red {
		t.Errorf("red builds %+v", m)
	}
	refusedWith(t, s, bob, "seize", "the player to Ann's right, Cat, picks the colour (Off-Shore rules: Loans, pp. 16-17)")
	refusedWith(t, s, ann, "produce", "the seizure must be settled first: Cat picks the colour (Off-Shore rules: Loans, pp. 16-17)")
}

// TestCatalogueRefusedEverywhere: a seat outside the game is refused
// every kind; Build names the game's moves for a key that is none; a
// catalogue goes to a phone as JSON and reads back the same.
func TestCatalogueRefusedEverywhere(t *testing.T) {
	s := fixture(t, 3)
	out := Catalogue(s, 3)
	if len(out.Offers) != 0 || len(out.Refused) != len(kindKeys(s)) {
		t.Errorf("seat 3: %d offers and %d refusals", len(out.Offers), len(out.Refused))
	}
	for _, r := range out.Refused {
		if !strings.HasPrefix(r.Err.Reason, "there is no seat 3: the players' seats run from 0 to 2") {
			t.Errorf("%s refused with %q", r.Key, r.Err)
		}
	}
	_, _, err := Build(s, ann, catalogue.Choice{Key: "fly"})
	if err == nil || !strings.HasPrefix(err.Error(), `"fly" is no move of Container: the moves are produce, stock_warehouse, sail_harbor,`) {
		t.Errorf("Build(fly) gives %v", err)
	}
	for seat := range s.Players {
		c := Catalogue(s, seat)
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		var back catalogue.Catalogue
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, c) {
			t.Errorf("seat %d: %s reads back as %+v", seat, b, back)
		}
	}
}

// TestCatalogueDiscard: at the end of an Off-Shore game Ann, holding
// scoring card 1 (white 5/10, yellow 10, green 6, red 4, blue 2; notes,
// "End and scoring"), has 2 blue, 2 red and 1 yellow in her scoring area:
// a tie for the most numerous colour without the two-value colour, so she
// chooses what to discard; blue costs her least ($2 a container against
// $4). Bob's area is empty: nothing to discard.
func TestCatalogueDiscard(t *testing.T) {
	s := offFixture(t, 3)
	putIsland(t, s, ann, counts(Blue, 2, Red, 2, Yellow, 1))
	s.Phase, s.EndTriggered, s.ActionsLeft = Over, true, 0
	p := offered(t, s, ann, "discard").Params[0]
	want := []string{"blue=blue (2) (the best choice: it loses least)", "red=red (2)"}
	if got := optionList(p); !reflect.DeepEqual(got, want) {
		t.Errorf("Ann's discard %v, want %v", got, want)
	}
	if m := build(t, s, ann, "discard", map[string]catalogue.Answer{"color": {Value: "red"}}); m.Color != Red {
		t.Errorf("red builds %+v", m)
	}
	refusedWith(t, s, bob, "discard", "Bob's scoring area is empty: there is nothing to discard (Off-Shore rules: End and scoring, p. 18)")
	refusedWith(t, s, bob, "loan", "the game is over (Off-Shore rules: End and scoring, p. 18)")
}

// TestCataloguePlayerLoans: with the Player Loans module a loan asked in
// the middle of a delivery auction may come from another player (actions
// text, "Bluffing" [More]; terms assumed in offshore_loans.go): Bob may
// borrow $10 from Ann or Cat, who each have $20. Everyone bids $0 twice,
// Ann buys out at $0 (actions text, "Runoff auction"), and on his turn
// Bob may pay Cat back.
func TestCataloguePlayerLoans(t *testing.T) {
	s := offFixture(t, 3)
	s.PlayerLoans = true
	if keys := strings.Join(kindKeys(s), " "); !strings.Contains(keys, "repay_player") || !strings.Contains(keys, "player_loan") {
		t.Fatalf("the module's kinds are missing: %s", keys)
	}
	putCargo(t, s, ann, counts(Blue, 1))
	s = apply(t, s, Move{Type: SailIsland, Player: ann})
	o := offered(t, s, bob, "player_loan")
	if got := optionList(o.Params[0]); !o.OutOfTurn || !reflect.DeepEqual(got, []string{"0=Ann lends $10", "2=Cat lends $10"}) {
		t.Errorf("Bob's lenders %v (out of turn %v)", got, o.OutOfTurn)
	}
	if b := offered(t, s, bob, "bid"); len(b.Params) != 2 || b.Params[1].Name != "bluffs" || b.Params[1].Max != 2 || b.Params[1].Of != "card" {
		t.Errorf("an Off-Shore bid asks %+v, want the amount and 0-2 bluff cards, hidden", b.Params)
	}
	s = applyAll(t, s, build(t, s, bob, "player_loan", map[string]catalogue.Answer{"from": {Value: "2"}}),
		Move{Type: Bid, Player: bob}, Move{Type: Bid, Player: cat}, Move{Type: Bid, Player: bob}, Move{Type: Bid, Player: cat})
	w := offered(t, s, ann, "accept").Params[0]
	want := []string{"1=Bob wins: pays $0, the supply adds $0", "2=Cat wins: pays $0, the supply adds $0"}
	if got := optionList(w); !reflect.DeepEqual(got, want) {
		t.Errorf("still tied, the accept picks among %v, want %v", got, want)
	}
	s = apply(t, s, build(t, s, ann, "reject", nil))
	r := offered(t, s, bob, "repay_player")
	if got := optionList(r.Params[0]); r.Cost != "$10" || !reflect.DeepEqual(got, []string{"2=Cat (owed $10)"}) {
		t.Errorf("Bob repays %v costing %q", got, r.Cost)
	}
	refusedWith(t, s, bob, "player_loan", "a player loan is a loan asked in the middle of a delivery auction; at other times borrow from the supply (Off-Shore rules: Bluffing (Player Loans))")
}

// TestCatalogueBankAnchor: Ann has 2 blue containers in the bank's
// holding area. Sailing from the ocean to the Off-Shore Bank loads any of
// them for free, none included; loading later is the Anchor action of a
// ship that arrived this turn (actions text, "Sail", "Anchor actions").
func TestCatalogueBankAnchor(t *testing.T) {
	s := offFixture(t, 3)
	fromSupply(t, s, Blue, 2)
	s.Players[ann].Holding = counts(Blue, 2)
	o := offered(t, s, ann, "sail_bank")
	if l := o.Params[0]; l.Min != 0 || l.Max != 2 || !reflect.DeepEqual(optionList(l), []string{"blue=blue x2"}) {
		t.Errorf("sail_bank asks %+v", l)
	}
	refusedWith(t, s, ann, "load", "loading from the holding area is the Anchor action of a ship arriving at the Off-Shore Bank this turn (Off-Shore rules: Anchor actions)")
	s = apply(t, s, build(t, s, ann, "sail_bank", map[string]catalogue.Answer{"load": lotsOf()}))
	if l := offered(t, s, ann, "load").Params[0]; l.Min != 1 || l.Max != 2 {
		t.Errorf("load asks %+v, want 1 or 2", l)
	}
	if m := build(t, s, ann, "load", map[string]catalogue.Answer{"load": lotsOf("blue", "blue")}); !reflect.DeepEqual(m.Load, []Color{Blue, Blue}) {
		t.Errorf("load builds %+v", m)
	}
}

// TestCatalogueRepriceDistrict: the Reprice action rearranges one
// district (actions text, "Reprice"): Ann's harbor is empty, so only her
// factory (blue@2), whose lots are $1-$4; the question of which
// containers move cannot be left out.
func TestCatalogueRepriceDistrict(t *testing.T) {
	s := offFixture(t, 3)
	d := offered(t, s, ann, "reprice").Params[0]
	if got := optionList(d); !reflect.DeepEqual(got, []string{"factory=factory (blue@2)"}) {
		t.Fatalf("districts %v", got)
	}
	if rp := d.Options[0].Then; len(rp) != 2 || rp[0].Optional || rp[1].Min != 1 || rp[1].Max != 4 {
		t.Errorf("the factory asks %+v", rp)
	}
	m := build(t, s, ann, "reprice", map[string]catalogue.Answer{"district": {Value: "factory"}, "reprice": lotsOf("blue@2"), "reprice_to": {Prices: []int{4}}})
	if want := (Move{Type: RepriceMove, Player: ann, District: DistrictFactory, Reprice: []Reprice{{Color: Blue, From: 2, To: 4}}}); !reflect.DeepEqual(m, want) {
		t.Errorf("builds %+v, want %+v", m, want)
	}
}

// TestCatalogueDomesticSaleAndReprice: from her second turn Ann may
// return a container of her factory store to the supply for $2
// (container.txt, "Domestic sale"), and, her warehouse store holding
// tan@5, take the warehouse action only to reprice it ("Buy containers
// for your warehouse store": "you may take this action just to reprice").
func TestCatalogueDomesticSaleAndReprice(t *testing.T) {
	s := fixture(t, 3)
	beginAs(s, ann, 2)
	putFactory(t, s, ann, lot(Orange, 4))
	putWarehouse(t, s, ann, lot(Tan, 5))
	d := offered(t, s, ann, "domestic_sale")
	if got := optionList(d.Params[0]); d.Label != "Domestic sale (+$2)" || !reflect.DeepEqual(got, []string{"orange@2=orange@2", "orange@4=orange@4"}) {
		t.Errorf("domestic sale %q of %v", d.Label, got)
	}
	from := offered(t, s, ann, "stock_warehouse").Params[0]
	none := from.Options[len(from.Options)-1]
	if none.Value != "none" || len(none.Then) != 2 || none.Then[0].Optional {
		t.Fatalf("the reprice-only choice %+v", none)
	}
	m := build(t, s, ann, "stock_warehouse", map[string]catalogue.Answer{"from": {Value: "none"}, "reprice": lotsOf("tan@5"), "reprice_to": {Prices: []int{2}}})
	if want := (Move{Type: StockWarehouse, Player: ann, Reprice: []Reprice{{Color: Tan, From: 5, To: 2}}}); !reflect.DeepEqual(m, want) {
		t.Errorf("builds %+v, want %+v", m, want)
	}
}
