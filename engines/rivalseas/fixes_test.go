package rivalseas

import (
	"strings"
	"testing"
)

// TestInvestNames: investment messages use the rulebook's names
// (rival-seas.txt 5.3, "Invest": Cargo space, Production upgrade,
// Navigation expert, Loading upgrade), never the board file's keys. The
// default board's Cargo space column costs 4 credits in its top slot.
func TestInvestNames(t *testing.T) {
	s := playing(t, 3)
	for i := range s.Players {
		place(s, i, 10)
	}
	place(s, 0, 0)
	s.Active = 0
	s.Players[0].Credits = 30
	n, ev := mustEv(t, s, Move{Type: MoveInvest, Player: 0, Upgrade: CargoSpace})
	if len(ev) == 0 || ev[0].Text != "Ann invests in Cargo space for 4 credits." {
		t.Errorf("invest event %v", ev)
	}
	n.Active = 0
	n.Players[0].Pos = 0
	refused(t, n, Move{Type: MoveInvest, Player: 0, Upgrade: CargoSpace}, "Ann already has a disc in the Cargo space column")
	s.Players[0].Credits = 2
	refused(t, s, Move{Type: MoveInvest, Player: 0, Upgrade: LoadingUpgrade}, "the top free slot of Loading upgrade costs 3 credits and Ann has 2")
	for _, u := range Upgrades {
		if strings.Contains(u.Name(), "_") {
			t.Errorf("%s: %q", u, u.Name())
		}
	}
}
