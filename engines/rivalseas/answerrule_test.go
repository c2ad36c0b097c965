package rivalseas

import (
	"testing"

	"tallyman/engines/catalogue"
	"tallyman/engines/rivalseas/seamap"
)

// TestRefusedSetupAnswersNameTheirRule: a setup answer refused by a rule
// is told the rule, what was wrong and what is free, in the numbers and
// names the players see (3 players, seed 7; the four bonus slots of the
// 3/4-player side are slots 1-4 on the board and in every label, rules 4
// step 1). The top of the random stack takes slot 4, sent as "4" (its
// label's number); the next may not take it again, nor slot 5, which the
// board does not have. With the third on slot 1, the slot-1 player takes
// Bluewave Tuna, and the next may not take it too (4 step 2: a company
// is available if not already chosen by another player). Round 1 begins
// with the slot-4 player, last onto the start slot, whose ship at
// Goldcoast Bananas' port delivers nothing: told by the port's name (5.4). Before,
// "4" was "not one of the choices: 0, 1, 2 or 3", the taken company "not
// one of the choices", and the port its key, "bluewave".
func TestRefusedSetupAnswersNameTheirRule(t *testing.T) {
	s, _, err := Setup(nil, testNames[:3], Options{NoLayout: true}, 7)
	if err != nil {
		t.Fatal(err)
	}
	first := s.Pending.Player
	bonus := func(v string) catalogue.Choice {
		return catalogue.Choice{Key: "bonus", Answers: map[string]catalogue.Answer{"slot": {Value: v}}}
	}
	if m, _, err := Build(s, first, bonus("4")); err != nil || m.Slot != 3 {
		t.Errorf("slot \"4\" builds %+v, %v; want the rightmost slot (Slot 3)", m, err)
	}
	s = must(t, s, Move{Type: MoveBonus, Player: first, Slot: 3})
	second := s.Pending.Player
	bonusTaken := s

	s = must(t, s, Move{Type: MoveBonus, Player: second, Slot: 1})
	s = must(t, s, Move{Type: MoveBonus, Player: s.Pending.Player, Slot: 0})
	bluewave := s.Pending.Player // on slot 1: the first to choose
	start := func(seat int, c CompanyID, points int) Move {
		m := Move{Type: MoveStart, Player: seat, Company: c}
		for range points {
			m.Nav = append(m.Nav, NavOp{Company: c, Terrain: seamap.Sea})
		}
		return m
	}
	s = must(t, s, start(bluewave, Bluewave, 1))
	companyTaken := s
	next := s.Pending.Player
	s = must(t, s, start(next, RoastCo, 1))
	s = must(t, s, start(first, Goldcoast, 2))
	if s.Phase != PhasePlay || s.Active != first {
		t.Fatalf("phase %s, active %d; want round 1 begun by %s, on slot 4: last to the start slot, on top of the stack", s.Phase, s.Active, s.Name(first))
	}

	tests := []struct {
		name string
		s    *State
		seat int
		c    catalogue.Choice
		want string
	}{
		{"a bonus slot taken", bonusTaken, second, bonus("4"),
			"rules 4 step 1: slot: bonus slot 4 is already " + bonusTaken.Name(first) + "'s: each slot can only be taken once (free: 1, 2, 3)"},
		{"a bonus slot the board lacks", bonusTaken, second, bonus("5"),
			"rules 4 step 1: slot: bonus slot 5 does not exist: slots run from 1 (leftmost) to 4"},
		{"a company taken", companyTaken, next, catalogue.Choice{Key: "start", Answers: map[string]catalogue.Answer{"company": {Value: "bluewave"}}},
			"rules 4 step 2: company: Bluewave Tuna was already chosen by " + s.Name(bluewave) + ": a company is available only if no other player has chosen it (available: vivaverde, roastco, goldcoast)"},
		{"a delivery at a company port", s, first, catalogue.Choice{Key: "deliver"},
			"rules 5.4 Deliver containers at a town: containers are delivered at a town port; " + s.Name(first) + "'s ship is at Goldcoast Bananas port"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, _, err := Build(tt.s, tt.seat, tt.c); err == nil || err.Error() != tt.want {
				t.Errorf("refused with %v,\nwant %s", err, tt.want)
			}
		})
	}
}
