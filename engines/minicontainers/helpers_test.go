package minicontainers

import (
	"strings"
	"testing"
)

// oc is an ordinary card: trash type t, volume v, containers l (6) and r (7).
func oc(t Type, v int, l, r Type) *Card {
	return &Card{Type: t, Volume: v, Containers: [2]Type{l, r}}
}

func trash(t Type, v int) *Card { return oc(t, v, Grey, Grey) }

func mod(k Kind) *Card { return &Card{Kind: k} }

func setup(t *testing.T, names []string, o Options) *State {
	t.Helper()
	s, _, err := Setup(names, o, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// do applies moves in order, failing the test on a refusal; it returns the
// state and the events of the last move.
func do(t *testing.T, s *State, moves ...Move) (*State, []Event) {
	t.Helper()
	var ev []Event
	for i, m := range moves {
		n, e, err := Apply(s, m)
		if err != nil {
			t.Fatalf("move %d %+v: %v (waiting for %s)", i, m, err, s.Waiting())
		}
		s, ev = n, e
	}
	return s, ev
}

// refused applies m and wants a refusal whose text contains want.
func refused(t *testing.T, s *State, m Move, want string) {
	t.Helper()
	_, _, err := Apply(s, m)
	if err == nil {
		t.Fatalf("%+v was accepted, want a refusal containing %q", m, want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%+v: %v, want %q", m, err, want)
	}
}

func hasEvent(ev []Event, want string) bool {
	for _, e := range ev {
		if strings.Contains(e.Text, want) {
			return true
		}
	}
	return false
}

func play(seat int, c *Card) Move { return Move{Type: PlayContainer, Player: seat, Card: c} }
func deck(seat, n int) Move       { return Move{Type: FormDeck, Player: seat, Size: n} }
func rev(seat int, c *Card, to int) Move {
	return Move{Type: Reveal, Player: seat, Card: c, Target: to}
}
func pass(seat int) Move          { return Move{Type: Pass, Player: seat} }
func dummy(c *Card) Move          { return Move{Type: DummyPlay, Player: DummySeat, Card: c} }
func automa(i int) Move           { return Move{Type: AutomaPlay, Player: AutomaSeat, Index: i} }
func rowCard(i int, c *Card) Move { return Move{Type: RowCard, Player: AutomaSeat, Index: i, Card: c} }
