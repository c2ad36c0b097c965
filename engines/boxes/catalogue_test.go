package boxes

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tallyman/engines/catalogue"
	"tallyman/engines/catalogue/catalogtest"
)

// catalogueGame is Boxes for the property test, with players names and
// the auctioneer drawn from the seed. The game is over once the sixth
// container is paid for and every container's cards are recorded: until
// then the winners still have moves (boxes.txt, "End of the Game": the
// wealth counted includes the cards).
func catalogueGame(players int) catalogtest.Game[*State, Move] {
	names := []string{"Ann", "Bob", "Cy", "Dee"}[:players]
	return catalogtest.Game[*State, Move]{
		Name: fmt.Sprintf("boxes %d players", players),
		Start: func(seed uint64) *State {
			s, _, err := Setup(names, Options{Auctioneer: -1}, seed)
			if err != nil {
				panic(err)
			}
			return s
		},
		Seats: func(s *State) []int {
			var out []int
			for i := range s.Players {
				out = append(out, i)
			}
			return out
		},
		Over: func(s *State) bool { return s.Phase == Over && len(s.Missing()) == 0 },
		Keys: func(*State) []string {
			var out []string
			for _, k := range kindOrder {
				out = append(out, string(k))
			}
			return out
		},
		Catalogue: Catalogue,
		Build:     Build,
		Answers:   Answers,
		Apply: func(s *State, m Move) (*State, error) {
			n, _, err := Apply(s, m)
			if err == nil {
				if ierr := n.CheckInvariants(); ierr != nil {
					return nil, fmt.Errorf("after %+v: %w", m, ierr)
				}
			}
			return n, err
		},
		Random: RandomMove,
		Seat:   func(m Move) int { return m.Player },
		Probes: catalogueProbes,
	}
}

// catalogueProbes are the moves of kind key each refusal must cover: the
// probe the catalogue itself tries, and the other ends of its amounts.
func catalogueProbes(s *State, seat int, key string) []Move {
	m := s.probe(seat, MoveType(key))
	out := []Move{m}
	switch m.Type {
	case StartingBid, SealBid, Raise:
		w := m
		w.Amount = s.Players[seat].Wallet.Total()
		out = append(out, w)
	case PayNotes:
		if s.Phase == Pay {
			if best, err := BestPayments(s.Players[seat].Wallet, s.Price); err == nil && len(best) > 0 {
				out = append(out, Move{Type: PayNotes, Player: seat, Notes: &best[0]})
			}
		}
	}
	return out
}

// TestCatalogueOffersAreAccepted is the property test of issue 15 over
// 2, 3 and 4 players: every move the catalogue offers, filled in at
// random, is accepted by Apply; every kind it refuses is refused by Apply
// with a rule; every legal move RandomMove finds is offered and built
// back. TALLYMAN_CATALOGUE_GAMES sets the games per player count.
func TestCatalogueOffersAreAccepted(t *testing.T) {
	for players := Standard.MinPlayers; players <= Standard.MaxPlayers; players++ {
		g := catalogueGame(players)
		t.Run(g.Name, func(t *testing.T) {
			t.Parallel()
			catalogtest.Check(t, g, catalogtest.Games(t, 4), 2)
		})
	}
}

// play applies moves, failing the test at the first refusal.
func play(t *testing.T, s *State, ms ...Move) *State {
	t.Helper()
	for _, m := range ms {
		n, _, err := Apply(s, m)
		if err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
		s = n
	}
	return s
}

// offerKeys lists the catalogue's offers by key, in menu order.
func offerKeys(c catalogue.Catalogue) []string {
	var out []string
	for _, o := range c.Offers {
		out = append(out, o.Key)
	}
	return out
}

// optionValues lists a param's option values.
func optionValues(p catalogue.Param) []string {
	var out []string
	for _, o := range p.Options {
		out = append(out, o.Value)
	}
	return out
}

// optionLabels lists a param's option labels.
func optionLabels(p catalogue.Param) []string {
	var out []string
	for _, o := range p.Options {
		out = append(out, o.Label)
	}
	return out
}

// won plays container 1 of Ann, Bob, Cy (Ann the auctioneer) as an open
// auction that Bob wins at 350 ECU: Ann opens at 300, Bob raises to 350,
// Cy and Ann pass. Bob is to pay.
func won(t *testing.T) *State {
	t.Helper()
	s := game(t, "Ann", "Bob", "Cy")
	s = play(t, s, Move{Type: ChooseAuction, Player: 0, Kind: OpenAuction})
	s = play(t, s, inspectAll(s)...)
	return play(t, s, Move{Type: StartingBid, Player: 0, Amount: 300},
		Move{Type: Raise, Player: 1, Amount: 350}, Move{Type: PassBid, Player: 2}, Move{Type: PassBid, Player: 0})
}

// paid is won after Bob pays 50 + 100 + 200: container 1 is his, and he
// holds the auctioneer's token for container 2 (it passes clockwise).
func paid(t *testing.T) *State {
	t.Helper()
	notes := Wallet{1, 1, 1, 0}
	return play(t, won(t), Move{Type: PayNotes, Player: 1, Notes: &notes})
}

// TestCatalogueOffersByPhase: in each phase, the seat the rules wait for
// is offered exactly the moves of that phase (and recording the cards of
// a container it won), and another seat is refused them with the rule
// Apply gives. Expected values by hand from boxes.txt: every wallet
// starts at 3,400 ECU ("Setting Up"); the inspections are the four ways
// to spend all 7 actions at 2 per closed and 1 per open card ("How the
// Game Works"; docs/rules-decisions.md); a raise beats the highest bid
// and is at most the wallet ("Open Auction"), a sum of banknotes, so 50
// ECU above it at least ("Contents": notes of 50 to 500 ECU).
func TestCatalogueOffersByPhase(t *testing.T) {
	fresh := game(t, "Ann", "Bob", "Cy")
	inspecting := play(t, fresh, Move{Type: ChooseAuction, Player: 0, Kind: OpenAuction})
	opening := play(t, inspecting, inspectAll(inspecting)...)
	bidding := play(t, opening, Move{Type: StartingBid, Player: 0, Amount: 300})
	sealing := play(t, fresh, Move{Type: ChooseAuction, Player: 0, Kind: SecretAuction})
	sealing = play(t, sealing, inspectAll(sealing)...)
	annSealed := play(t, sealing, Move{Type: SealBid, Player: 0, Amount: 500})
	paying := won(t)
	next := paid(t)
	tests := []struct {
		name   string
		s      *State
		seat   int
		offers []string
		// param is the first param of the first offer: its name, its
		// option values (a choice) or its bounds (an amount).
		param    string
		values   []string
		min, max int
	}{
		{"the auctioneer chooses", fresh, 0, []string{"choose"}, "kind", []string{"open", "secret"}, 0, 0},
		{"the others wait for the auctioneer", fresh, 1, nil, "", nil, 0, 0},
		{"the auctioneer inspects first", inspecting, 0, []string{"inspect"}, "cards",
			[]string{"3 closed + 1 open", "2 closed + 3 open", "1 closed + 5 open", "0 closed + 6 open"}, 0, 0},
		{"Bob inspects after Ann", inspecting, 1, nil, "", nil, 0, 0},
		{"the auctioneer opens from 0 to the wallet", opening, 0, []string{"start"}, "amount", nil, 0, 3400},
		{"Bob raises above 300 or passes", bidding, 1, []string{"raise", "pass"}, "amount", nil, 350, 3400},
		{"Cy waits for Bob", bidding, 2, nil, "", nil, 0, 0},
		{"Ann leads and waits", bidding, 0, nil, "", nil, 0, 0},
		{"every seat seals at once", sealing, 2, []string{"bid"}, "amount", nil, 0, 3400},
		{"a sealed seat waits", annSealed, 0, nil, "", nil, 0, 0},
		{"Bob pays", paying, 1, []string{"pay"}, "payment", nil, 0, 0},
		{"Ann waits for Bob's payment", paying, 0, nil, "", nil, 0, 0},
		{"Bob chooses and may record his cards", next, 1, []string{"choose", "cards"}, "kind", []string{"open", "secret"}, 0, 0},
		{"Ann waits for Bob's choice", next, 0, nil, "", nil, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Catalogue(tt.s, tt.seat)
			if got := offerKeys(c); !slices.Equal(got, tt.offers) {
				t.Fatalf("offers %v, want %v", got, tt.offers)
			}
			if len(c.Offers)+len(c.Refused) != len(kindOrder) {
				t.Errorf("%d offers and %d refusals for %d kinds", len(c.Offers), len(c.Refused), len(kindOrder))
			}
			for _, r := range c.Refused {
				_, _, err := Apply(tt.s, tt.s.probe(tt.seat, MoveType(r.Key)))
				if err == nil || r.Err == nil || err.Error() != r.Err.Error() {
					t.Errorf("refusal of %s: %v, Apply says %v", r.Key, r.Err, err)
				}
			}
			if tt.param == "" {
				return
			}
			p := c.Offers[0].Params[0]
			if p.Name != tt.param {
				t.Fatalf("first param %q, want %q", p.Name, tt.param)
			}
			if tt.values != nil && !slices.Equal(optionValues(p), tt.values) {
				t.Errorf("options %v, want %v", optionValues(p), tt.values)
			}
			if tt.values == nil && tt.param == "amount" && (p.Min != tt.min || p.Max != tt.max || p.Unit != "ECU") {
				t.Errorf("amount from %d to %d %s, want %d to %d ECU", p.Min, p.Max, p.Unit, tt.min, tt.max)
			}
		})
	}
}

// TestCatalogueRefusesWithTheRule: refusals carry Apply's own words,
// written out here by hand from moves.go's rules (the section and the
// reason), for a seat that may not act.
func TestCatalogueRefusesWithTheRule(t *testing.T) {
	fresh := game(t, "Ann", "Bob", "Cy")
	opening := play(t, fresh, Move{Type: ChooseAuction, Player: 0, Kind: OpenAuction})
	opening = play(t, opening, inspectAll(opening)...)
	// Ann opens at all her 3,400 ECU: Bob cannot raise (his wallet is
	// 3,400 too), only pass.
	allIn := play(t, opening, Move{Type: StartingBid, Player: 0, Amount: 3400})
	sealing := play(t, fresh, Move{Type: ChooseAuction, Player: 0, Kind: SecretAuction})
	sealing = play(t, sealing, inspectAll(sealing)...)
	sealing = play(t, sealing, Move{Type: SealBid, Player: 0, Amount: 500})
	paying := won(t)
	next := paid(t)
	tests := []struct {
		name string
		s    *State
		seat int
		key  string
		want string
	}{
		{"only the auctioneer chooses", fresh, 1, "choose",
			"Ann holds the auctioneer's token and chooses, not Bob (Boxes rules, Setting Up: the auctioneer chooses the type of auction)"},
		{"no inspection before the choice", fresh, 0, "inspect",
			"a inspect move is not possible now: waiting for Ann (the auctioneer) chooses an open or a secret auction (Boxes rules, How the Game Works: each player in turn gets 7 actions)"},
		{"no container sold yet", fresh, 0, "cards",
			"container 1 has not been sold yet (0 sold) (Boxes rules, Setting Up: a container is 4 closed and 6 open box cards)"},
		{"Bob cannot raise above his wallet", allIn, 1, "raise",
			"Bob cannot bid 3,450 ECU: that is more than the notes in the wallet add up to (Boxes rules, Open Auction: the winner pays the amount of the bid; the bank gives no change)"},
		{"Ann has sealed", sealing, 0, "bid",
			"Ann has already sealed a bid for this container (Boxes rules, Secret Auction: each player secretly collects the notes for a bid)"},
		{"Cy did not win container 1", next, 2, "cards",
			"container 1 was won by Bob, who records its cards, not Cy (Boxes rules, Setting Up: a container is 4 closed and 6 open box cards)"},
		{"Ann did not win", paying, 0, "pay",
			"Bob won the container and pays, not Ann (Boxes rules, Open Auction: the bank does not swap banknotes and does not give change)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Catalogue(tt.s, tt.seat)
			err, ok := c.Refusal(tt.key)
			if !ok {
				t.Fatalf("%s is not refused; offers %v", tt.key, offerKeys(c))
			}
			if err.Error() != tt.want {
				t.Errorf("refusal\n %q, want\n %q", err, tt.want)
			}
			_, _, berr := Build(tt.s, tt.seat, catalogue.Choice{Key: tt.key})
			var re *RuleError
			if !errors.As(berr, &re) || re.Error() != tt.want {
				t.Errorf("Build: %v, want the refusal", berr)
			}
		})
	}
	// Bob may still pass when he cannot raise.
	if got := offerKeys(Catalogue(allIn, 1)); !slices.Equal(got, []string{"pass"}) {
		t.Errorf("Bob's offers at 3,400 ECU: %v, want [pass]", got)
	}
	// A seat outside the game is refused every kind, naming the seats.
	if c := Catalogue(fresh, 3); len(c.Offers) > 0 || len(c.Refused) != len(kindOrder) ||
		c.Refused[0].Err.Reason != "no player at seat 3: seats run from 0 to 2" {
		t.Errorf("seat 3 of 3 players: %+v", c)
	}
	// After the sixth container, no sale move is left: all are refused
	// with End of the Game.
	over := fresh.Clone()
	over.Phase, over.Container = Over, Standard.Containers
	for _, k := range []string{"choose", "inspect", "start", "raise", "pass", "bid", "pay"} {
		err, ok := Catalogue(over, 0).Refusal(k)
		if !ok || err.Error() != "all 6 containers are sold (Boxes rules, End of the Game)" {
			t.Errorf("%s after the sixth container: %v", k, err)
		}
	}
}

// TestCataloguePayments: the winner chooses among the payments from
// which no note could be left out, least lost first (boxes.txt, "Open
// Auction": no change), or one of them with extra notes. By hand: Bob
// holds 2 × 200 and 1 × 500 and owes 350: 2 × 200 = 400 loses 50, the
// 500 alone loses 150; either leaves notes over, so "more" offers both
// as a base, the other notes as extras.
func TestCataloguePayments(t *testing.T) {
	s := won(t)
	s.Players[1].Wallet = Wallet{0, 0, 2, 1}
	c := Catalogue(s, 1)
	pay, ok := c.Offer("pay")
	if !ok {
		t.Fatalf("pay not offered: %v", c.Refused)
	}
	if pay.Cost != "350 ECU" {
		t.Errorf("cost %q, want 350 ECU", pay.Cost)
	}
	p := pay.Params[0]
	wantValues := []string{"2x200", "1x500", "more"}
	if !slices.Equal(optionValues(p), wantValues) {
		t.Fatalf("payments %v, want %v", optionValues(p), wantValues)
	}
	wantLabels := []string{
		"2 × 200 (400 ECU), 50 ECU lost (least lost)",
		"1 × 500 (500 ECU), 150 ECU lost",
		"More notes than needed (the bank keeps the extra too)",
	}
	if !slices.Equal(optionLabels(p), wantLabels) {
		t.Errorf("labels %q, want %q", optionLabels(p), wantLabels)
	}
	tests := []struct {
		name    string
		answers map[string]catalogue.Answer
		want    Wallet
	}{
		{"least lost", map[string]catalogue.Answer{"payment": {Value: "2x200"}}, Wallet{0, 0, 2, 0}},
		{"the 500", map[string]catalogue.Answer{"payment": {Value: "1x500"}}, Wallet{0, 0, 0, 1}},
		{"2 × 200 and the 500 besides", map[string]catalogue.Answer{"payment": {Value: "more"}, "base": {Value: "2x200"}, "extra": {Lots: []string{"500"}}}, Wallet{0, 0, 2, 1}},
		{"the 500 and a 200 besides", map[string]catalogue.Answer{"payment": {Value: "more"}, "base": {Value: "1x500"}, "extra": {Lots: []string{"200"}}}, Wallet{0, 0, 1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, more, err := Build(s, 1, catalogue.Choice{Key: "pay", Answers: tt.answers})
			if err != nil || len(more) > 0 {
				t.Fatalf("Build: %v, still asks %v", err, more)
			}
			if m.Type != PayNotes || m.Player != 1 || m.Notes == nil || *m.Notes != tt.want {
				t.Fatalf("built %+v, want Bob paying %v", m, tt.want)
			}
			if _, _, err := Apply(s, m); err != nil {
				t.Fatalf("Apply refuses the payment: %v", err)
			}
			back := Answers(s, m)
			m2, _, err := Build(s, 1, back)
			if err != nil || *m2.Notes != tt.want {
				t.Errorf("Answers %+v builds %+v, %v", back, m2, err)
			}
		})
	}
	// "more" asks the base, then the extra notes the base leaves: after
	// 2 × 200, only the 500.
	_, more, err := Build(s, 1, catalogue.Choice{Key: "pay", Answers: map[string]catalogue.Answer{"payment": {Value: "more"}, "base": {Value: "2x200"}}})
	if err != nil || len(more) != 1 || more[0].Name != "extra" || !slices.Equal(optionValues(more[0]), []string{"500"}) || more[0].Min != 1 || more[0].Max != 1 {
		t.Errorf("extra after 2 × 200: %+v, %v", more, err)
	}
	// A value that is no payment is refused by the param.
	_, _, err = Build(s, 1, catalogue.Choice{Key: "pay", Answers: map[string]catalogue.Answer{"payment": {Value: "1x200"}}})
	var ae *catalogue.AnswerError
	if !errors.As(err, &ae) || ae.Param != "payment" {
		t.Errorf("1 × 200 for 350: %v, want an answer error", err)
	}
	// Paying the whole wallet where nothing would be left over: a 500
	// for 450 leaves nothing, so there is no "more".
	s.Players[1].Wallet = Wallet{0, 0, 0, 1}
	s.Price = 450
	pay, _ = Catalogue(s, 1).Offer("pay")
	if got := optionValues(pay.Params[0]); !slices.Equal(got, []string{"1x500"}) {
		t.Errorf("a 500 for 450: %v, want [1x500]", got)
	}
}

// TestCatalogueCards: the winner of a container records its 4 closed and
// 6 open box cards from every kind of card the game has, as many as one
// container can hold (boxes.txt, "Card Summary": 14 blanks, 2 of each
// colour's 250, 2 gold bars closed, so at most 4 blanks in a container;
// 20 tens and one of each colour's 50 to 200 open, at most 6 tens), never
// from what the summary leaves once the others' cards are counted, which
// would tell one winner what is behind another's screen (issue 23). Bob
// records container 1 with both gold bars: for his container 2 both are
// still offered, a third gold in one container is refused by the param,
// and a third in the game is recorded, the count over the game's found
// at the end (Clash).
func TestCatalogueCards(t *testing.T) {
	s := paid(t)
	c := Catalogue(s, 1)
	rec, ok := c.Offer("cards")
	if !ok || !rec.OutOfTurn {
		t.Fatalf("cards offered %v, out of turn %v", ok, rec.OutOfTurn)
	}
	p := rec.Params[0]
	if p.Name != "container" || !slices.Equal(optionValues(p), []string{"0"}) {
		t.Fatalf("containers %+v", p)
	}
	if got := p.Options[0].Label; got != "Container 1, won by Bob (cards not recorded)" {
		t.Errorf("label %q", got)
	}
	closed, open := p.Options[0].Then[0], p.Options[0].Then[1]
	count := func(q catalogue.Param) map[string]int {
		out := map[string]int{}
		for _, o := range q.Options {
			out[o.Value] = max(o.Count, 1)
		}
		return out
	}
	wantClosed := map[string]int{"blank": 4, "yellow-250": 2, "blue-250": 2, "red-250": 2, "green-250": 2, "gold": 2}
	if got := count(closed); fmt.Sprint(got) != fmt.Sprint(wantClosed) || closed.Min != 4 || closed.Max != 4 || closed.Of != "card" {
		t.Errorf("closed %v (%d-%d, of %q), want %v, exactly 4 cards", got, closed.Min, closed.Max, closed.Of, wantClosed)
	}
	wantOpen := map[string]int{"10": 6}
	for _, col := range Standard.Colors {
		for _, v := range Standard.SetValues {
			wantOpen[fmt.Sprintf("%s-%d", col, v)] = 1
		}
	}
	if got := count(open); fmt.Sprint(got) != fmt.Sprint(wantOpen) || open.Min != 6 || open.Max != 6 {
		t.Errorf("open %v (%d-%d), want %v, exactly 6 cards", got, open.Min, open.Max, wantOpen)
	}
	first := catalogue.Choice{Key: "cards", Answers: map[string]catalogue.Answer{
		"container": {Value: "0"},
		"closed":    {Lots: []string{"gold", "blank", "gold", "red-250"}},
		"open":      {Lots: []string{"10", "red-50", "10", "blue-200", "10", "10"}},
	}}
	m, more, err := Build(s, 1, first)
	if err != nil || len(more) > 0 {
		t.Fatalf("Build: %v, asks %v", err, more)
	}
	want := cards(t, "gold", "blank", "gold", "red-250", "10", "red-50", "10", "blue-200", "10", "10")
	if m.Type != RecordCards || m.Player != 1 || m.Container != 0 || !slices.Equal(m.Cards, want) {
		t.Fatalf("built %+v", m)
	}
	s = play(t, s, m)
	// Container 2: Bob wins again (he holds the token and opens at 0;
	// Cy and Ann pass) and pays nothing.
	s = play(t, s, Move{Type: ChooseAuction, Player: 1, Kind: OpenAuction})
	s = play(t, s, inspectAll(s)...)
	s = play(t, s, Move{Type: StartingBid, Player: 1, Amount: 0}, Move{Type: PassBid, Player: 2}, Move{Type: PassBid, Player: 0},
		Move{Type: PayNotes, Player: 1, Notes: &Wallet{}})
	p = mustOffer(t, Catalogue(s, 1), "cards").Params[0]
	if !slices.Equal(optionValues(p), []string{"0", "1"}) {
		t.Fatalf("containers %v, want [0 1]", optionValues(p))
	}
	if got := p.Options[0].Label; got != "Container 1, won by Bob (recorded; enter again to correct)" {
		t.Errorf("label %q", got)
	}
	for i, opt := range p.Options {
		if got := count(opt.Then[0]); fmt.Sprint(got) != fmt.Sprint(wantClosed) {
			t.Errorf("closed for container %d after container 1's: %v, want %v whatever the others hold", i+1, got, wantClosed)
		}
	}
	// Three gold bars in container 2 are refused by the param, not applied.
	threeGold := catalogue.Choice{Key: "cards", Answers: map[string]catalogue.Answer{
		"container": {Value: "1"},
		"closed":    {Lots: []string{"gold", "gold", "gold", "blank"}},
	}}
	var ae *catalogue.AnswerError
	if _, _, err := Build(s, 1, threeGold); !errors.As(err, &ae) || ae.Param != "closed" {
		t.Errorf("three gold bars in one container: %v, want an answer error on closed", err)
	}
	// A third gold in the game, in container 2, is recorded: the count
	// over the game's is found at the end.
	third := catalogue.Choice{Key: "cards", Answers: map[string]catalogue.Answer{
		"container": {Value: "1"},
		"closed":    {Lots: []string{"gold", "blank", "blank", "blank"}},
		"open":      {Lots: []string{"10", "10", "yellow-50", "yellow-100", "green-150", "blue-50"}},
	}}
	m, _, err = Build(s, 1, third)
	if err != nil {
		t.Fatalf("a third gold in the game: %v", err)
	}
	s = play(t, s, m)
	if err := s.Clash(); err == nil || err.Error() != "the cards recorded make 3 × gold, but the game has only 2 (Boxes rules, Card Summary)" {
		t.Errorf("the clash: %v", err)
	}
}

func mustOffer(t *testing.T, c catalogue.Catalogue, key string) catalogue.Offer {
	t.Helper()
	o, ok := c.Offer(key)
	if !ok {
		err, _ := c.Refusal(key)
		t.Fatalf("%s not offered: %v", key, err)
	}
	return o
}

// TestCatalogueBuildAsksInOrder: Build returns the next question while
// answers are missing, refuses an answer outside its param, and refuses
// a key that is no move of Boxes.
func TestCatalogueBuildAsksInOrder(t *testing.T) {
	s := paid(t)
	_, more, err := Build(s, 1, catalogue.Choice{Key: "cards"})
	if err != nil || len(more) != 1 || more[0].Name != "container" {
		t.Fatalf("first question: %+v, %v", more, err)
	}
	_, more, err = Build(s, 1, catalogue.Choice{Key: "cards", Answers: map[string]catalogue.Answer{"container": {Value: "0"}}})
	if err != nil || len(more) != 1 || more[0].Name != "closed" || !strings.Contains(more[0].Label, "container 1") {
		t.Fatalf("second question: %+v, %v", more, err)
	}
	bidding := game(t, "Ann", "Bob", "Cy")
	bidding = play(t, bidding, Move{Type: ChooseAuction, Player: 0, Kind: OpenAuction})
	bidding = play(t, bidding, inspectAll(bidding)...)
	bidding = play(t, bidding, Move{Type: StartingBid, Player: 0, Amount: 300})
	_, _, err = Build(bidding, 1, catalogue.Choice{Key: "raise", Answers: map[string]catalogue.Answer{"amount": {N: 300}}})
	var ae *catalogue.AnswerError
	if !errors.As(err, &ae) || ae.Reason != "300 ECU is not allowed: a multiple of 50 ECU from 350 to 3,400 ECU" {
		t.Errorf("a raise to the highest bid: %v", err)
	}
	m, _, err := Build(bidding, 1, catalogue.Choice{Key: "raise", Answers: map[string]catalogue.Answer{"amount": {N: 350}}})
	if err != nil || m.Type != Raise || m.Player != 1 || m.Amount != 350 {
		t.Errorf("a raise to 350: %+v, %v", m, err)
	}
	if _, _, err := Build(bidding, 1, catalogue.Choice{Key: "swap"}); err == nil || catalogue.IsRuleError(err) {
		t.Errorf("key swap: %v, want an error that is no rule", err)
	}
}

// TestCatalogueAnswersRoundTrip: Answers gives the choice Build turns
// back into the very move, for one move of each kind.
func TestCatalogueAnswersRoundTrip(t *testing.T) {
	fresh := game(t, "Ann", "Bob", "Cy")
	inspecting := play(t, fresh, Move{Type: ChooseAuction, Player: 0, Kind: SecretAuction})
	sealing := play(t, inspecting, inspectAll(inspecting)...)
	opening := play(t, fresh, Move{Type: ChooseAuction, Player: 0, Kind: OpenAuction})
	opening = play(t, opening, inspectAll(opening)...)
	bidding := play(t, opening, Move{Type: StartingBid, Player: 0, Amount: 300})
	paying := won(t)
	next := paid(t)
	exact := Wallet{1, 1, 1, 0}
	tests := []struct {
		s *State
		m Move
	}{
		{fresh, Move{Type: ChooseAuction, Player: 0, Kind: SecretAuction}},
		{inspecting, Move{Type: InspectCards, Player: 0, Closed: 1, Open: 5}},
		{opening, Move{Type: StartingBid, Player: 0, Amount: 0}},
		{bidding, Move{Type: Raise, Player: 1, Amount: 3400}},
		{bidding, Move{Type: PassBid, Player: 1}},
		{sealing, Move{Type: SealBid, Player: 2, Amount: 1250}},
		{paying, Move{Type: PayNotes, Player: 1, Notes: &exact}},
		{next, Move{Type: RecordCards, Player: 1, Container: 0, Cards: cards(t, "blank", "blank", "gold", "green-250", "10", "10", "10", "10", "yellow-150", "green-50")}},
	}
	for _, tt := range tests {
		t.Run(string(tt.m.Type), func(t *testing.T) {
			if _, _, err := Apply(tt.s, tt.m); err != nil {
				t.Fatalf("Apply: %v", err)
			}
			c := Answers(tt.s, tt.m)
			m, more, err := Build(tt.s, tt.m.Player, c)
			if err != nil || len(more) > 0 {
				t.Fatalf("Build(%+v): %v, asks %v", c, err, more)
			}
			a, _ := json.Marshal(tt.m)
			b, _ := json.Marshal(m)
			if string(a) != string(b) {
				t.Errorf("built %s, want %s", b, a)
			}
		})
	}
}

// TestRandomMoveIsMostlyLegal: RandomMove drives a game of each player
// count to its end (every container sold and its cards recorded) within
// a few thousand draws, and whatever Apply refuses it refuses with a rule.
func TestRandomMoveIsMostlyLegal(t *testing.T) {
	for players := Standard.MinPlayers; players <= Standard.MaxPlayers; players++ {
		s, _, err := Setup([]string{"Ann", "Bob", "Cy", "Dee"}[:players], Options{Auctioneer: -1}, uint64(players))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(players), 7))
		draws := 0
		for ; draws < 5000 && !(s.Phase == Over && len(s.Missing()) == 0); draws++ {
			n, _, err := Apply(s, RandomMove(s, r))
			if err != nil {
				if !IsRuleError(err) {
					t.Fatalf("%d players: a refusal without a rule: %v", players, err)
				}
				continue
			}
			s = n
		}
		if s.Phase != Over || len(s.Missing()) > 0 {
			t.Errorf("%d players: not over after %d draws: phase %s, container %d", players, draws, s.Phase, s.Container+1)
		}
	}
}

// TestCardsOfferListsEveryCardNotTheCardsLeft: the phone's recording of
// cards (CardsOffer) lists every kind of card the game has, each as many
// as one container can hold, whatever the other containers' cards are
// (boxes.txt, "Card Summary": 14 blanks, 2 gold bars, 2 of each colour's
// 250 closed, at most 4 of them in a container; 20 tens, 1 of each
// colour's 50 to 200 open, at most 6 in a container). Bob records
// container 1 with both gold bars and wins container 2: his form for
// container 2 still offers 2 gold bars, and a third gold bar in the game
// is recorded (the count over the game's is settled at the end, Clash),
// while five blanks in one container are refused. Ann, who won nothing,
// is refused with the rule.
func TestCardsOfferListsEveryCardNotTheCardsLeft(t *testing.T) {
	s := paid(t)
	o, ok := CardsOffer(s, 1)
	if !ok || o.Key != "cards" || o.Label != "Record your cards for container 1" {
		t.Fatalf("Bob's offer %q (%v), want Record your cards for container 1", o.Label, ok)
	}
	if _, ok := CardsOffer(s, 0); ok {
		t.Error("Ann, who won nothing, is offered to record cards")
	}
	var re *catalogue.RuleError
	if _, _, err := BuildCards(s, 0, catalogue.Choice{Key: "cards", Answers: map[string]catalogue.Answer{"container": {Value: "0"}}}); !errors.As(err, &re) || !strings.Contains(re.Reason, "won by Bob") {
		t.Errorf("Ann's cards: %v, want the rule that Bob records them", err)
	}
	first := catalogue.Choice{Key: "cards", Answers: map[string]catalogue.Answer{
		"container": {Value: "0"},
		"closed":    {Lots: []string{"gold", "blank", "gold", "red-250"}},
		"open":      {Lots: []string{"10", "red-50", "10", "blue-200", "10", "10"}},
	}}
	m, more, err := BuildCards(s, 1, first)
	if err != nil || len(more) > 0 {
		t.Fatalf("BuildCards: %v, asks %v", err, more)
	}
	s = play(t, s, m)
	if o, _ := CardsOffer(s, 1); o.Label != "Correct the cards of a container you won" {
		t.Errorf("all recorded: label %q", o.Label)
	}
	s = play(t, s, Move{Type: ChooseAuction, Player: 1, Kind: OpenAuction})
	s = play(t, s, inspectAll(s)...)
	s = play(t, s, Move{Type: StartingBid, Player: 1, Amount: 0}, Move{Type: PassBid, Player: 2}, Move{Type: PassBid, Player: 0},
		Move{Type: PayNotes, Player: 1, Notes: &Wallet{}})
	o, _ = CardsOffer(s, 1)
	if o.Label != "Record your cards for container 2" {
		t.Errorf("label %q, want Record your cards for container 2", o.Label)
	}
	p := o.Params[0]
	if !slices.Equal(optionValues(p), []string{"0", "1"}) {
		t.Fatalf("containers %v, want [0 1]", optionValues(p))
	}
	count := func(q catalogue.Param) map[string]int {
		out := map[string]int{}
		for _, o := range q.Options {
			out[o.Value] = max(o.Count, 1)
		}
		return out
	}
	wantClosed := map[string]int{"blank": 4, "yellow-250": 2, "blue-250": 2, "red-250": 2, "green-250": 2, "gold": 2}
	wantOpen := map[string]int{"10": 6}
	for _, col := range Standard.Colors {
		for _, v := range Standard.SetValues {
			wantOpen[fmt.Sprintf("%s-%d", col, v)] = 1
		}
	}
	for i, opt := range p.Options {
		closed, open := opt.Then[0], opt.Then[1]
		if got := count(closed); fmt.Sprint(got) != fmt.Sprint(wantClosed) || closed.Min != 4 || closed.Max != 4 {
			t.Errorf("container %d closed %v (%d-%d), want %v, exactly 4", i+1, got, closed.Min, closed.Max, wantClosed)
		}
		if got := count(open); fmt.Sprint(got) != fmt.Sprint(wantOpen) || open.Min != 6 || open.Max != 6 {
			t.Errorf("container %d open %v (%d-%d), want %v, exactly 6", i+1, got, open.Min, open.Max, wantOpen)
		}
	}
	tests := []struct {
		name    string
		closed  []string
		wantErr string
	}{
		{"five blanks, more than a container holds", []string{"blank", "blank", "blank", "blank", "blank"}, "closed: 5 of blank (no value) chosen, but only 4 on offer"},
		{"a third gold bar in the game", []string{"gold", "blank", "blank", "blank"}, ""},
	}
	for _, tt := range tests {
		c := catalogue.Choice{Key: "cards", Answers: map[string]catalogue.Answer{
			"container": {Value: "1"},
			"closed":    {Lots: tt.closed},
			"open":      {Lots: []string{"10", "10", "yellow-50", "yellow-100", "green-150", "blue-50"}},
		}}
		m, _, err := BuildCards(s, 1, c)
		if err == nil {
			_, _, err = Apply(s, m)
		}
		if tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.wantErr)
		}
	}
}
