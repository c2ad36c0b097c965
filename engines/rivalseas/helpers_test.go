package rivalseas

import (
	"strings"
	"testing"

	"tallyman/engines/rivalseas/seamap"
)

var testNames = []string{"Ann", "Bob", "Cy", "Di"}

// playing sets up a game of n players with the default board and no
// layout (towns Blakeney, Saltmere, Westhaven, Kelsby, Cresmouth), each
// player taking the leftmost free bonus slot and the first free company
// in setup order, free points on sea. Seat i ends with company i only
// when the setup order is 0, 1, ... (the tests set what they need).
func playing(t *testing.T, n int) *State {
	t.Helper()
	s, _, err := Setup(nil, testNames[:n], Options{NoLayout: true}, 7)
	if err != nil {
		t.Fatal(err)
	}
	for s.Phase == PhaseBonus {
		s = must(t, s, Move{Type: MoveBonus, Player: s.Pending.Player, Slot: firstFree(s)})
	}
	for s.Phase == PhaseStart {
		p := s.Pending
		c := CompanyID(strings.Split(s.availableCompanies(), ", ")[0])
		m := Move{Type: MoveStart, Player: p.Player, Company: c}
		for range p.Points {
			m.Nav = append(m.Nav, NavOp{Terrain: seamap.Sea})
		}
		s = must(t, s, m)
	}
	return s
}

func firstFree(s *State) int {
	for i := range s.Side().BonusSlots {
		free := true
		for _, p := range s.Players {
			free = free && p.Bonus != i
		}
		if free {
			return i
		}
	}
	return -1
}

// must applies m and fails the test on a refusal.
func must(t *testing.T, s *State, m Move) *State {
	t.Helper()
	n, _, err := Apply(s, m)
	if err != nil {
		t.Fatalf("%+v refused: %v", m, err)
	}
	return n
}

// mustEv is must that also returns the events.
func mustEv(t *testing.T, s *State, m Move) (*State, []Event) {
	t.Helper()
	n, ev, err := Apply(s, m)
	if err != nil {
		t.Fatalf("%+v refused: %v", m, err)
	}
	return n, ev
}

// refused checks that m is refused with an error containing want.
func refused(t *testing.T, s *State, m Move, want string) {
	t.Helper()
	_, _, err := Apply(s, m)
	if err == nil {
		t.Fatalf("%+v accepted, want a refusal containing %q", m, want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%+v refused with %q, want it to contain %q", m, err, want)
	}
}

// clearHoldings gives every seat no shares, no CEO badges, and sets a
// plain position: everyone at progress pos with seat order as the stack
// (seat 0 at the bottom), Active the top of the stack.
func clearHoldings(s *State) {
	for i := range s.Players {
		s.Players[i].Shares = Counts{}
	}
	for c := range s.Companies {
		s.Companies[c].CEO = -1
	}
}

// place puts seat's disc at pos on top of whatever is there.
func place(s *State, seat, pos int) {
	s.Arrivals++
	s.Players[seat].Pos = pos
	s.Players[seat].Arrived = s.Arrivals
}

func hasEvent(ev []Event, kind string) int {
	n := 0
	for _, e := range ev {
		if e.Kind == kind {
			n++
		}
	}
	return n
}
