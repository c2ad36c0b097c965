// Package catalogtest is the property test every engine's move catalogue
// passes: over games played from seeds, every move a catalogue offers,
// filled in at random, is a move Apply accepts; every kind it refuses is
// refused by Apply with a rule; and every legal move the engine's own
// random player finds is one the catalogue offers and builds back. It is
// a package for tests: engines call Check from their catalogue_test.go.
package catalogtest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"tallyman/engines/catalogue"
)

// Game is an engine seen by the property test. S is its state (a
// pointer: Apply must not change the state it is given), M its move (one
// the journal writes as JSON).
type Game[S, M any] struct {
	// Name names the game (and its configuration) in failures.
	Name string
	// Start sets up a game from seed; engines vary the player count,
	// edition and modules by seed.
	Start func(seed uint64) S
	// Seats are the seats that may act in s: every player, plus the
	// Automa and Dummy seats where they act.
	Seats func(s S) []int
	// Over reports whether the game has ended.
	Over func(s S) bool
	// Keys are every kind of move of the game in s (its edition and
	// modules), offered or refused. Nil: the test only asks that every
	// catalogue of one game lists the same kinds.
	Keys func(s S) []string
	// Catalogue, Build and Answers are the engine's (catalogue.go).
	Catalogue func(s S, seat int) catalogue.Catalogue
	Build     func(s S, seat int, c catalogue.Choice) (M, []catalogue.Param, error)
	Answers   func(s S, m M) catalogue.Choice
	// Apply is the engine's Apply, returning the state after m.
	Apply func(s S, m M) (S, error)
	// Random is the engine's own random player (RandomMove), which knows
	// nothing of the catalogue. Its moves may be illegal.
	Random func(s S, r *rand.Rand) M
	// Seat is the seat that makes m.
	Seat func(m M) int
	// Probes are representative moves of the kind key for seat (the
	// cheapest variants); each must be refused when the kind is. Nil: no
	// probes.
	Probes func(s S, seat int, key string) []M
	// MaxMoves ends a game that has not ended after this many moves, so a
	// random player that dawdles cannot hang the test. 0: 3000.
	MaxMoves int
}

// maxFailures is how many failures Check reports before it stops: the
// first few say what is wrong, more only scroll.
const maxFailures = 10

// draws is how many of Random's moves each state is checked against.
const draws = 20

// Check plays games games, from seeds 1 to games, and in every state, for
// every seat in Seats:
//  1. each offer has a Key, a Type, a Label and a Rule, and, filled fills
//     times with catalogue.RandomAnswer to the params Build asks until it
//     is complete, builds a move of that seat which Apply accepts; a
//     number asked with no Unit has each answer in words (Says);
//  2. each refused kind carries a rule, Build refuses it with a
//     *catalogue.RuleError, and Apply refuses each of its Probes with one;
//     Build refuses a key that is no kind of move;
//  3. every kind appears exactly once, offered or refused (all of Keys,
//     or the same kinds in every catalogue of the game);
//  4. of 20 moves drawn from Random, each that Apply accepts is offered to
//     its seat and Build(s, Seat(m), Answers(s, m)) builds it back (the
//     same JSON), so the catalogue leaves no legal move out; each that Apply
//     refuses is refused with a *catalogue.RuleError.
//
// The game moves on by the first of those draws Apply accepts, or else by
// a move built from a catalogue, until it is over or MaxMoves is reached.
// Failures name the game, seed, move number and seat, so one can be
// replayed. Check reports with t.Errorf (and t.Helper) only, and stops
// after 10 failures.
func Check[S, M any](t testing.TB, g Game[S, M], games, fills int) {
	t.Helper()
	c := &checker[S, M]{t: t, g: g}
	for seed := uint64(1); seed <= uint64(games) && !c.stopped(); seed++ {
		c.play(seed, fills)
	}
}

// Games is n, or the number in TALLYMAN_CATALOGUE_GAMES when it is set,
// for long runs: TALLYMAN_CATALOGUE_GAMES=200 go test -run Catalogue ./engines/...
func Games(t testing.TB, n int) int {
	v := os.Getenv("TALLYMAN_CATALOGUE_GAMES")
	if v == "" {
		return n
	}
	k, err := strconv.Atoi(v)
	if err != nil || k < 1 {
		t.Fatalf("TALLYMAN_CATALOGUE_GAMES=%q: want a number of games, 1 or more", v)
	}
	return k
}

type checker[S, M any] struct {
	t        testing.TB
	g        Game[S, M]
	failures int
	where    string   // "container seed 3, move 17"
	keys     []string // the kinds of the game being played, sorted
}

func (c *checker[S, M]) fail(format string, args ...any) {
	c.t.Helper()
	c.failures++
	switch {
	case c.failures < maxFailures:
		c.t.Errorf("%s: %s", c.where, fmt.Sprintf(format, args...))
	case c.failures == maxFailures:
		c.t.Errorf("%s: %s\n(stopping after %d failures)", c.where, fmt.Sprintf(format, args...), maxFailures)
	}
}

func (c *checker[S, M]) stopped() bool { return c.failures >= maxFailures }

func (c *checker[S, M]) play(seed uint64, fills int) {
	c.t.Helper()
	g := c.g
	r := rand.New(rand.NewPCG(seed, 0xca7a))
	s := g.Start(seed)
	c.keys = nil
	most := g.MaxMoves
	if most == 0 {
		most = 3000
	}
	for move := 1; move <= most && !g.Over(s) && !c.stopped(); move++ {
		c.where = fmt.Sprintf("%s seed %d, move %d", g.Name, seed, move)
		var built []M // moves built from offers, which Apply accepted
		cats := map[int]catalogue.Catalogue{}
		for _, seat := range g.Seats(s) {
			cats[seat] = g.Catalogue(s, seat)
			built = append(built, c.seat(s, cats[seat], seat, fills, r)...)
		}
		next, ok := c.random(s, cats, r)
		if !ok && len(built) > 0 {
			m := built[r.IntN(len(built))]
			next, _ = g.Apply(s, m)
			ok = true
		}
		if !ok {
			c.fail("the game is not over, but no seat has a move")
			return
		}
		s = next
	}
}

// seat checks cat, the catalogue of seat in s (steps 1 to 3), and
// returns the moves built from its offers that Apply accepted.
func (c *checker[S, M]) seat(s S, cat catalogue.Catalogue, seat, fills int, r *rand.Rand) []M {
	c.t.Helper()
	g := c.g
	if cat.Seat != seat {
		c.fail("the catalogue for seat %d says it is seat %d's", seat, cat.Seat)
	}
	c.kinds(s, seat, cat)
	var built []M
	for _, o := range cat.Offers {
		for _, f := range [][2]string{{"key", o.Key}, {"type", o.Type}, {"label", o.Label}, {"rule", o.Rule}} {
			if f[1] == "" {
				c.fail("seat %d: offer %s has no %s", seat, show(o), f[0])
			}
		}
		for range fills {
			m, choice, ok := c.fill(s, seat, o.Key, r)
			if !ok {
				break
			}
			if g.Seat(m) != seat {
				c.fail("seat %d: offer %q with answers %s builds a move of seat %d: %s", seat, o.Key, show(choice.Answers), g.Seat(m), show(m))
			}
			if _, err := g.Apply(s, m); err != nil {
				c.fail("seat %d: offer %q with answers %s builds %s, which Apply refuses: %v", seat, o.Key, show(choice.Answers), show(m), err)
				break
			}
			built = append(built, m)
		}
	}
	for _, ref := range cat.Refused {
		if ref.Err == nil || ref.Err.Rule == "" || ref.Err.Reason == "" {
			c.fail("seat %d: kind %q is refused without a rule and a reason: %+v", seat, ref.Key, ref.Err)
		}
		if _, _, err := g.Build(s, seat, catalogue.Choice{Key: ref.Key}); !catalogue.IsRuleError(err) {
			c.fail("seat %d: Build of the refused kind %q gives %v, want the *catalogue.RuleError of its refusal", seat, ref.Key, err)
		}
		if g.Probes == nil {
			continue
		}
		for _, m := range g.Probes(s, seat, ref.Key) {
			if _, err := g.Apply(s, m); err == nil {
				c.fail("seat %d: kind %q is refused (%v), but Apply accepts %s", seat, ref.Key, ref.Err, show(m))
			} else if !catalogue.IsRuleError(err) {
				c.fail("seat %d: Apply refuses %s without a rule: %v", seat, show(m), err)
			}
		}
	}
	if _, _, err := g.Build(s, seat, catalogue.Choice{Key: "catalogtest-no-such-move"}); err == nil {
		c.fail("seat %d: Build accepts a key that is no kind of move", seat)
	}
	return built
}

// kinds checks step 3: each kind once, and all of them.
func (c *checker[S, M]) kinds(s S, seat int, cat catalogue.Catalogue) {
	c.t.Helper()
	var keys []string
	for _, o := range cat.Offers {
		keys = append(keys, o.Key)
	}
	for _, r := range cat.Refused {
		keys = append(keys, r.Key)
	}
	slices.Sort(keys)
	for i := 1; i < len(keys); i++ {
		if keys[i] == keys[i-1] {
			c.fail("seat %d: kind %q appears twice in the catalogue", seat, keys[i])
		}
	}
	keys = slices.Compact(keys)
	want := c.keys
	if c.g.Keys != nil {
		want = slices.Compact(slices.Sorted(slices.Values(c.g.Keys(s))))
	} else if want == nil {
		c.keys = keys
		return
	}
	if !slices.Equal(keys, want) {
		c.fail("seat %d: the catalogue lists the kinds %v, want %v", seat, keys, want)
	}
}

// fill answers the params Build asks for the offer key at random until
// Build completes the move.
func (c *checker[S, M]) fill(s S, seat int, key string, r *rand.Rand) (M, catalogue.Choice, bool) {
	c.t.Helper()
	choice := catalogue.Choice{Key: key, Answers: map[string]catalogue.Answer{}}
	for {
		m, params, err := c.g.Build(s, seat, choice)
		if err != nil {
			c.fail("seat %d: Build refuses offer %q with answers %s: %v", seat, key, show(choice.Answers), err)
			return m, choice, false
		}
		if len(params) == 0 {
			return m, choice, true
		}
		p := params[0]
		if (p.Kind == catalogue.KindCount || p.Kind == catalogue.KindAmount) && p.Unit == "" && len(p.Says) != p.Max-p.Min+1 {
			// A summary above Confirm would say a bare "2." (catalogue.Param Says).
			c.fail("seat %d: offer %q asks %s, a number with no unit and not each answer in words (Says)", seat, key, show(p))
			return m, choice, false
		}
		if _, again := choice.Answers[p.Name]; again {
			c.fail("seat %d: Build asks %q of offer %q again, answered %s", seat, p.Name, key, show(choice.Answers))
			return m, choice, false
		}
		a := catalogue.RandomAnswer(p, r)
		if err := catalogue.Check(p, a); err != nil {
			c.fail("seat %d: offer %q asks %s, which no answer satisfies (%v)", seat, key, show(p), err)
			return m, choice, false
		}
		choice.Answers[p.Name] = a
	}
}

// random checks step 4 and returns the state after the first draw Apply
// accepts. cats are the catalogues of s already made, by seat.
func (c *checker[S, M]) random(s S, cats map[int]catalogue.Catalogue, r *rand.Rand) (S, bool) {
	c.t.Helper()
	g := c.g
	var next S
	moved := false
	for range draws {
		m := g.Random(s, r)
		after, err := g.Apply(s, m)
		if err != nil {
			if !catalogue.IsRuleError(err) {
				c.fail("Random draws %s, which Apply refuses without a rule: %v", show(m), err)
			}
			continue
		}
		if !moved {
			next, moved = after, true
		}
		seat := g.Seat(m)
		choice := g.Answers(s, m)
		cat, ok := cats[seat]
		if !ok {
			cat = g.Catalogue(s, seat)
			cats[seat] = cat
		}
		if _, ok := cat.Offer(choice.Key); !ok {
			why := "it is not listed"
			if err, refused := cat.Refusal(choice.Key); refused {
				why = "it refuses it: " + err.Error()
			}
			c.fail("Apply accepts %s, but seat %d's catalogue does not offer %q (%s)", show(m), seat, choice.Key, why)
			continue
		}
		back, params, err := g.Build(s, seat, choice)
		switch {
		case err != nil:
			c.fail("Apply accepts %s, but Build refuses its answers %s: %v", show(m), show(choice), err)
		case len(params) > 0:
			c.fail("Apply accepts %s, but with its answers %s Build still asks %s", show(m), show(choice), show(params[0]))
		// Equal moves write the same JSON: only unequal ones are written
		// to be compared.
		case !reflect.DeepEqual(back, m) && show(back) != show(m):
			c.fail("Apply accepts %s, but Build builds %s from its answers %s", show(m), show(back), show(choice))
		}
	}
	return next, moved
}

// show writes v as JSON, the form the journal gives moves.
func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprintf("%+v", v)
	}
	return string(b)
}
