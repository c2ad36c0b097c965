package rivalseas

import (
	"bytes"
	"strings"
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

// TestNavigationPointsInTheBox: the box holds 9 navigation points of each
// company (rival-seas.txt, Components: "9 Navigation Points in 4 company
// colors", read like "9 Shares for each of the 4 companies"). With 2
// players 8 step 3 sets 4 in the reserve and 3 beside the Invest board (7
// of 9). For 3-4 players the text gives no reserve; Navigation expert adds
// 3 (5.3), so 3 wait beside the Invest board as for 2 players and the
// reserve takes the other 6: 6 + 3 = 9, never more than the box holds.
func TestNavigationPointsInTheBox(t *testing.T) {
	for _, tc := range []struct {
		players, reserve, extra int
	}{{2, 4, 3}, {3, 6, 3}, {4, 6, 3}} {
		s := playing(t, tc.players)
		for c, co := range s.Companies {
			if co.Reserve+co.Field.Total() != tc.reserve || co.Extra != tc.extra {
				t.Errorf("%d players, %s: reserve %d + field %d, extra %d; want %d in reserve and field, %d extra",
					tc.players, CompanyIDs[c], co.Reserve, co.Field.Total(), co.Extra, tc.reserve, tc.extra)
			}
			if all := co.Reserve + co.Field.Total() + co.Extra; all > 9 {
				t.Errorf("%d players, %s: %d points in play, the box holds 9", tc.players, CompanyIDs[c], all)
			}
		}
	}
	// A board asking for more points than the box holds is refused,
	// naming the field and the box's count.
	b := cloneBoard(t)
	b.Side34.NavReserve = 9
	err := b.Check()
	if err == nil || !strings.Contains(err.Error(), "side_3_4.nav_reserve: 9 in the reserve and 3 beside the Invest board make 12 navigation points of each company; the box holds 9 (navigation_points_per_company)") {
		t.Errorf("reserve 9 + 3 with 9 in the box: %v", err)
	}
	b = cloneBoard(t)
	b.Side2.NavExtra = 6
	if err := b.Check(); err == nil || !strings.Contains(err.Error(), "side_2p.nav_reserve: 4 in the reserve and 6 beside the Invest board make 10") {
		t.Errorf("2P 4 + 6 with 9 in the box: %v", err)
	}
}

// cloneBoard returns an editable copy of the built-in board.
func cloneBoard(t *testing.T) *Board {
	t.Helper()
	var buf bytes.Buffer
	if err := DefaultBoard().Dump(&buf); err != nil {
		t.Fatal(err)
	}
	b, err := LoadBoard(&buf)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
