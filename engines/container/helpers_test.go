package container

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// Test fixtures. Every hand-worked test starts from fixture(t, n): a game
// laid out by Setup (container.txt, "Setup") whose random choices are then
// fixed so that the expected values can be worked out by hand:
//
//   - seats 0..n-1 are Ann, Bob, Cat, Dan, Eve;
//   - seat i starts with a factory of Colors[i] (Ann orange, Bob brown, Cat
//     white, Dan tan, Eve black) and one container of it at $2;
//   - seat i holds value card i+1 (cards dealt);
//   - Ann (seat 0) is the first player and it is her first turn.
//
// The helpers below change the layout only in ways that keep every
// container, factory, warehouse and loan accounted for, so CheckInvariants
// holds on every fixture.

var fixtureNames = []string{"Ann", "Bob", "Cat", "Dan", "Eve"}

const (
	ann = 0
	bob = 1
	cat = 2
	dan = 3
)

func fixture(t testing.TB, n int) *State {
	t.Helper()
	s, _, err := Setup(fixtureNames[:n], Options{DealCards: true}, 7)
	if err != nil {
		t.Fatal(err)
	}
	r := s.Rules()
	for i := range s.Supply {
		s.Supply[i] = r.ContainersPerPlayer * n
		s.FactoryTiles[i] = r.FactoriesPerColor
	}
	for i := range s.Players {
		c := Colors[i]
		p := &s.Players[i]
		p.Factories = []Color{c}
		p.FactoryStore = []Lot{{Color: c, Price: r.StartPrice}}
		p.Card = i + 1
		p.Turns = 0
		s.Supply[c]--
		s.FactoryTiles[c]--
	}
	s.First, s.Current = ann, ann
	s.Players[ann].Turns = 1
	s.ShipStart = s.Players[ann].Ship
	mustHold(t, s)
	return s
}

// mustHold fails the test unless s passes CheckInvariants.
func mustHold(t testing.TB, s *State) {
	t.Helper()
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("invariant broken: %v", err)
	}
}

// fromSupply takes k containers of colour c out of the supply.
func fromSupply(t testing.TB, s *State, c Color, k int) {
	t.Helper()
	if s.Supply[c] < k {
		t.Fatalf("fixture: the supply has %d %s, not %d", s.Supply[c], c, k)
	}
	s.Supply[c] -= k
}

// putFactory adds lots to seat's factory store, out of the supply.
func putFactory(t testing.TB, s *State, seat int, lots ...Lot) {
	t.Helper()
	for _, l := range lots {
		fromSupply(t, s, l.Color, 1)
	}
	p := &s.Players[seat]
	p.FactoryStore = append(slices.Clone(p.FactoryStore), lots...)
	sortLots(p.FactoryStore)
}

// putWarehouse adds lots to seat's warehouse store, out of the supply.
func putWarehouse(t testing.TB, s *State, seat int, lots ...Lot) {
	t.Helper()
	for _, l := range lots {
		fromSupply(t, s, l.Color, 1)
	}
	p := &s.Players[seat]
	p.WarehouseStore = append(slices.Clone(p.WarehouseStore), lots...)
	sortLots(p.WarehouseStore)
}

// putCargo loads containers onto seat's ship, out of the supply.
func putCargo(t testing.TB, s *State, seat int, c Counts) {
	t.Helper()
	for col, k := range c {
		fromSupply(t, s, Color(col), k)
		s.Players[seat].Ship.Cargo[col] += k
	}
}

// putIsland places containers on seat's island, out of the supply.
func putIsland(t testing.TB, s *State, seat int, c Counts) {
	t.Helper()
	for col, k := range c {
		fromSupply(t, s, Color(col), k)
		s.Players[seat].Island[col] += k
	}
}

// emptyFactory returns seat's factory store to the supply.
func emptyFactory(s *State, seat int) {
	for _, l := range s.Players[seat].FactoryStore {
		s.Supply[l.Color]++
	}
	s.Players[seat].FactoryStore = nil
}

// exhaust empties the supply of colour c by moving it to Removed.
func exhaust(s *State, c Color) {
	s.Removed[c] += s.Supply[c]
	s.Supply[c] = 0
}

// giveFactory gives seat a factory of colour c from the tiles.
func giveFactory(s *State, seat int, c Color) {
	s.FactoryTiles[c]--
	s.Players[seat].Factories = append(slices.Clone(s.Players[seat].Factories), c)
}

// setWarehouses gives seat k warehouses, to or from the supply.
func setWarehouses(s *State, seat, k int) {
	s.Warehouses -= k - s.Players[seat].Warehouses
	s.Players[seat].Warehouses = k
}

// setLoans gives seat k loans, to or from the loan supply, without cash.
func setLoans(s *State, seat, k int) {
	s.LoanSupply -= k - s.Players[seat].Loans
	s.Players[seat].Loans = k
}

// beginAs makes it seat's turn with two actions left and the ship's start
// of turn recorded, as beginTurn does (without interest).
func beginAs(s *State, seat, turns int) {
	s.Current = seat
	s.ActionsLeft = s.Rules().ActionsPerTurn
	s.Produced, s.DomesticSold = false, false
	s.Players[seat].Turns = turns
	s.ShipStart = s.Players[seat].Ship
}

// apply applies m to s and fails the test unless it is accepted, s is left
// unchanged and the new state passes CheckInvariants.
func apply(t testing.TB, s *State, m Move) *State {
	t.Helper()
	before := s.Clone()
	n, ev, err := Apply(s, m)
	if err != nil {
		t.Fatalf("%s by seat %d refused: %v", m.Type, m.Player, err)
	}
	if !reflect.DeepEqual(s, before) {
		t.Fatalf("%s changed its input state", m.Type)
	}
	if n == nil || len(ev) == 0 {
		if m.Type != SetCard {
			t.Fatalf("%s returned state %v and %d events", m.Type, n != nil, len(ev))
		}
	}
	mustHold(t, n)
	return n
}

// applyAll applies the moves in order with apply.
func applyAll(t testing.TB, s *State, ms ...Move) *State {
	t.Helper()
	for _, m := range ms {
		s = apply(t, s, m)
	}
	return s
}

// refused fails the test unless Apply refuses m with a *RuleError whose
// text contains want, returns a nil state and leaves s unchanged.
func refused(t testing.TB, s *State, m Move, want string) {
	t.Helper()
	before := s.Clone()
	n, ev, err := Apply(s, m)
	switch {
	case err == nil:
		t.Fatalf("%s by seat %d accepted, want refusal %q", m.Type, m.Player, want)
	case !IsRuleError(err):
		t.Fatalf("%s refused with %v, not a rule error", m.Type, err)
	case !strings.Contains(err.Error(), want) && !strings.Contains(ruleText(err), want):
		t.Fatalf("%s refused with %q, want it to mention %q", m.Type, err, want)
	case n != nil || ev != nil:
		t.Fatalf("refused %s returned a state or events", m.Type)
	case !reflect.DeepEqual(s, before):
		t.Fatalf("refused %s changed its input state", m.Type)
	}
}

func lot(c Color, price int) Lot { return Lot{Color: c, Price: price} }

func lots(ls ...Lot) []Lot { return ls }

func counts(pairs ...any) Counts {
	var c Counts
	for i := 0; i < len(pairs); i += 2 {
		c[pairs[i].(Color)] = pairs[i+1].(int)
	}
	return c
}

func cashOf(s *State) []int {
	var out []int
	for _, p := range s.Players {
		out = append(out, p.Cash)
	}
	return out
}

func eqLots(t testing.TB, what string, got, want []Lot) {
	t.Helper()
	if len(got) == 0 && len(want) == 0 {
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s = %v, want %v", what, got, want)
	}
}

func eqInt(t testing.TB, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Fatalf("%s = %d, want %d", what, got, want)
	}
}

func eqInts(t testing.TB, what string, got, want []int) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s = %v, want %v", what, got, want)
	}
}

// ruleText writes a rule error with its full citation (file and section),
// as the tests name rules: "reason (container.txt, Loans)".
func ruleText(err error) string {
	var re *RuleError
	if !errors.As(err, &re) {
		return err.Error()
	}
	return re.Reason + " (" + re.Rule + ")"
}
