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

// TestScoreFileInvestmentVP: a player has at most one disc in each of the
// four Invest columns (rival-seas.txt 5.3, "Invest"), worth 3, 4, 3 and 2
// VP on the built-in board (7 item 3): 12 is the most, 13 and 100 are
// refused with the maximum and why.
func TestScoreFileInvestmentVP(t *testing.T) {
	for _, tc := range []struct {
		vp   string
		want string // "" = accepted
	}{
		{"12", ""},
		{"0", ""},
		{"13", "Red: investment_vp: 13 is outside 0 to 12 (one disc in each Invest board column at most: 3+4+3+2 = 12 VP)"},
		{"100", "Red: investment_vp: 100 is outside 0 to 12"},
	} {
		file := strings.Replace(redFile, `"investment_vp": 5`, `"investment_vp": `+tc.vp, 1)
		in, err := ParseScoreFile([]byte(file))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.vp, err)
		case tc.want == "" && in.Players[0].InvestmentVP != atoi(t, tc.vp):
			t.Errorf("%s: read as %d", tc.vp, in.Players[0].InvestmentVP)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.vp, err, tc.want)
		}
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n := 0
	for _, r := range s {
		n = n*10 + int(r-'0')
	}
	return n
}
