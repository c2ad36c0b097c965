package rivalseas

import (
	"testing"
)

// TestSailLegNeedsTwoPoints: rival-seas.txt, Setup step 1 ("There should
// always be 2 hexes between two ports") and 5.4 ("every hex along the
// route contains a Navigation Point"): a port-to-port movement crosses at
// least 2 hexes, so it uses at least 2 navigation points. A leg over 1 is
// refused (whole sail, nothing paid), over 2 accepted.
func TestSailLegNeedsTwoPoints(t *testing.T) {
	s := playing(t, 3)
	clearHoldings(s)
	a := s.Active
	s.Companies[0].Field = NavCount{Sea: 4}
	s.Players[a].Ship = "vivaverde"
	s.Players[a].Credits = 10
	for _, tc := range []struct {
		name string
		legs []Leg
		want string // "" for accepted
	}{
		{"one point", []Leg{{Points: []CompanyID{Bluewave}, To: "Blakeney"}}, "movement 1 uses 1 navigation point"},
		{"second leg of one point", []Leg{{Points: []CompanyID{Bluewave, Bluewave}, To: "Blakeney"}, {Points: []CompanyID{Bluewave}, To: "Saltmere"}}, "movement 2 uses 1 navigation point"},
		{"no point", []Leg{{To: "Blakeney"}}, "movement 1 uses no navigation point"},
		{"two points", []Leg{{Points: []CompanyID{Bluewave, Bluewave}, To: "Blakeney"}}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := Move{Type: MoveSail, Player: a, Legs: tc.legs}
			if tc.want == "" {
				n := must(t, s, m)
				// 2 Bluewave points, no share: 2 credits to Bluewave.
				if n.Players[a].Credits != 8 || n.Players[a].Ship != "Blakeney" {
					t.Errorf("credits %d at %s, want 8 at Blakeney", n.Players[a].Credits, n.Players[a].Ship)
				}
				return
			}
			refused(t, s, m, tc.want)
			refused(t, s, m, "at least 2")
		})
	}
}
