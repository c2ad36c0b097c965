package container

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"slices"
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

// TestCountAndArticle: the words helpers say "1 container", "2
// containers", "0 loans", "1 factory", "3 factories", "an orange", "a tan"
// (issue 13, item 14: no "1 container(s)", no "a orange").
func TestCountAndArticle(t *testing.T) {
	tests := []struct{ got, want string }{
		{Count(1, "container"), "1 container"},
		{Count(2, "container"), "2 containers"},
		{Count(0, "loan"), "0 loans"},
		{Count(1, "factory", "factories"), "1 factory"},
		{Count(3, "factory", "factories"), "3 factories"},
		{WithArticle("orange"), "an orange"},
		{WithArticle("tan"), "a tan"},
		{WithArticle("yellow"), "a yellow"},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%q, want %q", tc.got, tc.want)
		}
	}
}

// TestEventWordsOneOfAKind (issue 13, item 14): the log says "1 container",
// "1 loan", "an orange" (container.txt's colours; one of a kind is
// singular), in both editions.
func TestEventWordsOneOfAKind(t *testing.T) {
	s := fixture(t, 3)
	s.Players[ann].Turns = 2
	putWarehouse(t, s, bob, lot(Tan, 3))
	offshore := offFixture(t, 3)
	putWarehouse(t, offshore, bob, lot(Red, 3))
	withLoan := fixture(t, 3)
	setLoans(withLoan, bob, 1)
	withLoan.Players[bob].Cash = 20
	holding := offFixture(t, 3)
	holding.Players[ann].Holding = counts(Blue, 1)
	holding.Supply[Blue]--
	tests := []struct {
		name string
		s    *State
		m    Move
		want string
	}{
		{"classic stock", s, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Color: Brown, Price: 2, To: 4}}}, "Ann bought 1 container from Bob's factory store for $2"},
		{"classic sail", s, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Color: Tan, Price: 3}}}, "Ann loaded 1 container from Bob's warehouse store for $3"},
		{"domestic sale", s, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Orange, 2))}, "Ann returned an orange container"},
		{"interest", withLoan, Move{Type: EndTurn, Player: ann}, "Bob paid $1 interest on 1 loan"},
		{"offshore purchase", offshore, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Color: Yellow, Price: 2, To: 5}}}, "Ann bought 1 container from Bob's factory for $2"},
		{"offshore harbor", offshore, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Color: Red, Price: 3}}}, "Ann loaded 1 container from Bob's harbor for $3"},
		{"bank stake", offshore, Move{Type: CallBank, Player: ann, Lot: "cash-1", Stake: []Stake{{District: DistrictFactory, Color: Blue, Price: 2}}}, "with 1 container"},
		{"sail bank", holding, Move{Type: SailBank, Player: ann, Load: []Color{Blue}}, "loaded 1 container from the holding area"},
	}
	for _, tc := range tests {
		if tc.name == "sail bank" {
			tc.s.Players[ann].Ship.At = OpenSea
		}
		got := eventTexts(t, tc.s, tc.m)
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s: %q lacks %q", tc.name, got, tc.want)
		}
		if strings.Contains(got, "(s)") {
			t.Errorf("%s: %q says (s)", tc.name, got)
		}
	}
}

// classicWordsRE finds the classic edition's words in an Off-Shore text:
// its rules file, its colours and the names it gives what the Off-Shore
// edition calls otherwise (notes, "Player board": the factory and harbor
// districts and their lots; "End and scoring": scoring cards; actions
// text, "Delivery auctions").
var classicWordsRE = regexp.MustCompile(`container\.txt|container-notes|\b(orange|brown|tan|black)\b|warehouse store|factory store|value card|island auction|bought (an? \w+ factory|warehouse)`)

// TestOffshoreTextsInItsOwnWords (issue 13, item 14): in random Off-Shore
// games, every move tried for every player in every state, accepted or
// refused, speaks the edition's words: each refusal cites the Off-Shore
// texts (no rule of container.txt) and no refusal or event uses a classic
// word.
func TestOffshoreTextsInItsOwnWords(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		s, _, err := Setup([]string{"Ann", "Bob", "Cleo", "Dev"}[:3+seed%2], Options{Edition: EditionOffshore, Length: LengthShort, DealCards: true, PlayerLoans: seed%3 == 0, TruckCompanies: true}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		for step := 0; step < 400 && s.Phase != Over; step++ {
			var tries []Move
			for _, mt := range slices.Concat(OffshoreMenuOrder, []MoveType{DomesticSale, Bid, PickWinner, Accept, Reject, SetCard, RestartRound, SeizeColor, ChooseDiscard, PlayerLoan}) {
				for seat := range s.Players {
					// Probes only reads: a copy of the struct, on seat's
					// turn, is enough.
					probe := *s
					probe.Current = seat
					for _, m := range probe.Probes(mt) {
						m.Player = seat
						tries = append(tries, m)
					}
					tries = append(tries, Move{Type: mt, Player: seat, Color: Color(r.IntN(NumColors)), Amount: r.IntN(30), Card: 1 + r.IntN(5), From: r.IntN(len(s.Players))})
				}
			}
			for range 10 {
				tries = append(tries, randomMoveFor(s, r))
			}
			for _, m := range tries {
				_, ev, err := Apply(s, m)
				var texts []string
				if err != nil {
					var re *RuleError
					if errors.As(err, &re) && strings.HasPrefix(re.Rule, "container.txt") {
						t.Errorf("%s by %d cites the classic rules: %v (%s)", m.Type, m.Player, err, re.Rule)
					}
					texts = append(texts, err.Error())
				}
				for _, e := range ev {
					texts = append(texts, e.Text)
				}
				for _, text := range texts {
					// The same text says the same words: each distinct
					// text is matched (and reported) once.
					if seen[text] {
						continue
					}
					seen[text] = true
					if w := classicWordsRE.FindString(text); w != "" {
						t.Errorf("%s says %q: %s", m.Type, w, text)
					}
				}
			}
			s, _, err = Apply(s, RandomMove(s, r))
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

// randomMoveFor is RandomMove's choice, or any candidate it would try.
func randomMoveFor(s *State, r *rand.Rand) Move {
	c := candidates(s, r)
	if len(c) == 0 {
		return Move{Type: EndTurn, Player: s.Current}
	}
	return c[r.IntN(len(c))].Item
}
