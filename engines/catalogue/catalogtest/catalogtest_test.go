package catalogtest_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"tallyman/engines/catalogue"
	"tallyman/engines/catalogue/catalogtest"
)

// coins is a toy game for the harness. A pile of coins lies on the table;
// on their turn a player either takes 1 to 3 coins from it ("take"), or
// gives 1 to all of their coins to another player ("give"). The game ends
// when the pile is empty. Two or three players, by seed.
//
// The flags break its catalogue in the ways Check must catch.
type coins struct {
	offerFour bool // take offers up to 4 coins, one more than the rules allow
	hideGive  bool // give is always refused, even when a player has coins
	twice     bool // take is listed twice
	noLabel   bool // take has no label
	lossy     bool // Answers forgets how many coins a take takes
	takeOne   bool // Build takes one coin, whatever the answer
	noRule    bool // Build refuses a refused kind without its rule
	stall     bool // every kind is refused, and the random player draws only illegal gives
	bare      bool // take asks a number with no unit and no words for it
}

type coinState struct {
	Pile int
	Turn int
	Cash []int
}

type coinMove struct {
	Type string `json:"type"`
	Seat int    `json:"seat"`
	N    int    `json:"n"`
	To   int    `json:"to,omitempty"`
}

func refuse(reason string) error {
	return catalogue.Refuse("coins, Your turn", "%s", reason)
}

func apply(s *coinState, m coinMove) (*coinState, error) {
	if m.Seat < 0 || m.Seat >= len(s.Cash) {
		return nil, fmt.Errorf("no seat %d", m.Seat)
	}
	switch {
	case s.Pile == 0:
		return nil, refuse("the pile is empty")
	case m.Seat != s.Turn:
		return nil, refuse(fmt.Sprintf("it is seat %d's turn", s.Turn))
	}
	n := &coinState{Pile: s.Pile, Turn: (s.Turn + 1) % len(s.Cash), Cash: append([]int(nil), s.Cash...)}
	switch m.Type {
	case "take":
		if m.N < 1 || m.N > 3 || m.N > s.Pile {
			return nil, refuse("take 1 to 3 coins, no more than the pile")
		}
		n.Pile -= m.N
		n.Cash[m.Seat] += m.N
	case "give":
		if m.To == m.Seat || m.To < 0 || m.To >= len(s.Cash) || m.N < 1 || m.N > s.Cash[m.Seat] {
			return nil, refuse("give 1 to all your coins to another player")
		}
		n.Cash[m.Seat] -= m.N
		n.Cash[m.To] += m.N
	default:
		return nil, fmt.Errorf("unknown move %q", m.Type)
	}
	return n, nil
}

func (g coins) catalogue(s *coinState, seat int) catalogue.Catalogue {
	cat := catalogue.Catalogue{Seat: seat}
	offer := func(o catalogue.Offer, why string) {
		if why == "" {
			cat.Offers = append(cat.Offers, o)
			return
		}
		cat.Refused = append(cat.Refused, catalogue.Refusal{Key: o.Key, Type: o.Type, Label: o.Label, Err: refuse(why).(*catalogue.RuleError)})
	}
	turn := ""
	switch {
	case s.Pile == 0:
		turn = "the pile is empty"
	case g.stall:
		turn = "the table is closed"
	case seat != s.Turn:
		turn = fmt.Sprintf("it is seat %d's turn", s.Turn)
	}
	most := min(3, s.Pile)
	if g.offerFour {
		most = 4
	}
	take := catalogue.Offer{Key: "take", Type: "take", Label: "Take coins", Rule: "coins, Your turn",
		Params: []catalogue.Param{{Name: "n", Label: "How many?", Kind: catalogue.KindCount, Min: 1, Max: most, Unit: "coins"}}}
	if g.bare {
		take.Params[0].Unit = ""
	}
	if g.noLabel {
		take.Label = ""
	}
	offer(take, turn)
	if g.twice {
		offer(take, turn)
	}
	var to []catalogue.Option
	for i := range s.Cash {
		if i != seat {
			to = append(to, catalogue.Option{Value: strconv.Itoa(i), Label: "seat " + strconv.Itoa(i),
				Then: []catalogue.Param{{Name: "n", Label: "How many?", Kind: catalogue.KindAmount, Min: 1, Max: s.Cash[seat], Unit: "coins"}}})
		}
	}
	why := turn
	switch {
	case why != "":
	case s.Cash[seat] == 0 || g.hideGive:
		why = "you have no coins to give"
	}
	offer(catalogue.Offer{Key: "give", Type: "give", Label: "Give coins", Rule: "coins, Your turn",
		Params: []catalogue.Param{{Name: "to", Label: "To whom?", Kind: catalogue.KindChoice, Of: "seat", Options: to}}}, why)
	return cat
}

func (g coins) build(s *coinState, seat int, c catalogue.Choice) (coinMove, []catalogue.Param, error) {
	cat := g.catalogue(s, seat)
	o, ok := cat.Offer(c.Key)
	if !ok {
		if err, refused := cat.Refusal(c.Key); refused && !g.noRule {
			return coinMove{}, nil, err
		}
		return coinMove{}, nil, errors.New("no move " + c.Key)
	}
	if ps, err := catalogue.Missing(o.Params, c); err != nil || len(ps) > 0 {
		return coinMove{}, ps, err
	}
	m := coinMove{Type: c.Key, Seat: seat, N: c.Answers["n"].N}
	if g.takeOne && c.Key == "take" {
		m.N = 1
	}
	if c.Key == "give" {
		m.To, _ = strconv.Atoi(c.Answers["to"].Value)
	}
	return m, nil, nil
}

func (g coins) answers(_ *coinState, m coinMove) catalogue.Choice {
	c := catalogue.Choice{Key: m.Type, Answers: map[string]catalogue.Answer{"n": {N: m.N}}}
	if g.lossy && m.Type == "take" {
		delete(c.Answers, "n")
	}
	if m.Type == "give" {
		c.Answers["to"] = catalogue.Answer{Value: strconv.Itoa(m.To)}
	}
	return c
}

// random draws moves of any seat, many of them illegal, as an engine's
// RandomMove does not consult the catalogue.
func (g coins) random(s *coinState, r *rand.Rand) coinMove {
	m := coinMove{Type: "take", Seat: r.IntN(len(s.Cash)), N: r.IntN(5)}
	if r.IntN(2) == 0 || g.stall {
		m.Type, m.To = "give", r.IntN(len(s.Cash))
	}
	if g.stall {
		m.N = 0
	}
	return m
}

func (g coins) game() catalogtest.Game[*coinState, coinMove] {
	return catalogtest.Game[*coinState, coinMove]{
		Name: "coins",
		Start: func(seed uint64) *coinState {
			return &coinState{Pile: 12, Cash: make([]int, 2+int(seed%2))}
		},
		Seats: func(s *coinState) []int {
			seats := make([]int, len(s.Cash))
			for i := range seats {
				seats[i] = i
			}
			return seats
		},
		Over:      func(s *coinState) bool { return s.Pile == 0 },
		Catalogue: g.catalogue,
		Build:     g.build,
		Answers:   g.answers,
		Apply:     apply,
		Random:    g.random,
		Seat:      func(m coinMove) int { return m.Seat },
		Probes: func(s *coinState, seat int, key string) []coinMove {
			return []coinMove{{Type: key, Seat: seat, N: 1, To: (seat + 1) % len(s.Cash)}}
		},
	}
}

// recorder is a testing.TB that keeps failures instead of failing, so a
// test can see Check fail. Check only calls Helper and Errorf.
type recorder struct {
	testing.TB
	failures []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
}

// TestCheckPassesAGoodCatalogue: a catalogue that agrees with Apply
// passes, and Check plays the games to their end: every game of coins
// ends (12 coins, at most 3 a turn, so at least 4 takes) and Check applies
// the offers and the random player's moves on the way.
func TestCheckPassesAGoodCatalogue(t *testing.T) {
	applied, ended := 0, 0
	g := coins{}.game()
	apply := g.Apply
	g.Apply = func(s *coinState, m coinMove) (*coinState, error) {
		n, err := apply(s, m)
		if err == nil {
			applied++
			if n.Pile == 0 {
				ended++
			}
		}
		return n, err
	}
	g.Keys = func(*coinState) []string { return []string{"give", "take"} }
	rec := &recorder{}
	catalogtest.Check(rec, g, 6, 2)
	if len(rec.failures) > 0 {
		t.Fatalf("a good catalogue fails:\n%s", strings.Join(rec.failures, "\n"))
	}
	// Each of 6 games has at least 4 turns, each with at least 2 filled
	// takes and some accepted random draws.
	if applied < 6*4*2 || ended == 0 {
		t.Errorf("Check applied %d moves (%d ending the game): it did not play the games", applied, ended)
	}
}

// TestCheckFailsABadCatalogue: each way a catalogue can disagree with
// Apply, or be malformed, fails Check with a failure that says so, and
// names the game, the seed and the move.
func TestCheckFailsABadCatalogue(t *testing.T) {
	tests := []struct {
		name string
		game coins
		keys []string // Game.Keys; nil: none
		want string   // in a failure
	}{
		{"offers a move Apply refuses", coins{offerFour: true}, nil, `builds {"type":"take","seat":0,"n":4}, which Apply refuses: take 1 to 3 coins`},
		{"leaves out a legal move", coins{hideGive: true}, nil, `but seat 0's catalogue does not offer "give" (it refuses it: you have no coins to give (coins, Your turn))`},
		{"refuses a kind whose probe Apply accepts", coins{hideGive: true}, nil, `kind "give" is refused (you have no coins to give (coins, Your turn)), but Apply accepts`},
		{"lists a kind twice", coins{twice: true}, nil, `kind "take" appears twice`},
		{"misses a kind of the game", coins{}, []string{"give", "take", "steal"}, `lists the kinds [give take], want [give steal take]`},
		{"an offer without a label", coins{noLabel: true}, nil, `seat 0: offer {"key":"take","type":"take","label":"","rule":"coins, Your turn",`},
		{"Build refuses without the rule", coins{noRule: true}, nil, `seat 1: Build of the refused kind "take" gives no move take, want the *catalogue.RuleError of its refusal`},
		{"answers that Build cannot complete", coins{lossy: true}, nil, `but with its answers {"key":"take"} Build still asks {"name":"n","label":"How many?","kind":"count","min":1,"max":`},
		{"answers that build another move", coins{takeOne: true}, nil, `"n":2}, but Build builds {"type":"take","seat":0,"n":1} from its answers {"key":"take","answers":{"n":{"n":2}}}`},
		{"a game that stalls", coins{stall: true}, nil, "the game is not over, but no seat has a move"},
		{"a bare number to confirm", coins{bare: true}, nil, `offer "take" asks {"name":"n","label":"How many?","kind":"count","min":1,"max":3}, a number with no unit and not each answer in words (Says)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := tt.game.game()
			if tt.keys != nil {
				g.Keys = func(*coinState) []string { return tt.keys }
			}
			rec := &recorder{}
			catalogtest.Check(rec, g, 4, 2)
			if len(rec.failures) == 0 {
				t.Fatal("Check passed")
			}
			if len(rec.failures) > 10 {
				t.Errorf("%d failures reported, want at most 10", len(rec.failures))
			}
			if !strings.HasPrefix(rec.failures[0], "coins seed 1, move ") {
				t.Errorf("failure %q does not name the game, seed and move", rec.failures[0])
			}
			all := strings.Join(rec.failures, "\n")
			if !strings.Contains(all, tt.want) {
				t.Errorf("no failure says %q:\n%s", tt.want, all)
			}
		})
	}
}

// TestGames: TALLYMAN_CATALOGUE_GAMES sets the number of games for long
// runs; unset, the test's own number stands.
func TestGames(t *testing.T) {
	t.Setenv("TALLYMAN_CATALOGUE_GAMES", "")
	if n := catalogtest.Games(t, 6); n != 6 {
		t.Errorf("unset: %d games, want 6", n)
	}
	t.Setenv("TALLYMAN_CATALOGUE_GAMES", "200")
	if n := catalogtest.Games(t, 6); n != 200 {
		t.Errorf("200: %d games, want 200", n)
	}
}
