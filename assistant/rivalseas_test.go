package assistant

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	rs "tallyman/engines/rivalseas"
)

// TestRivalQuickRoundTrip: every action and free action the engine's
// random player makes in whole games of 2, 3 and 4 players is written as a
// quick entry that reads back to the same move, so whatever the menu or a
// script can make can also be typed.
func TestRivalQuickRoundTrip(t *testing.T) {
	checked := 0
	for n := 2; n <= 4; n++ {
		names := []string{"Ann", "Bob", "Cy", "Di"}[:n]
		s, _, err := rs.Setup(nil, names, rs.Options{}, uint64(n))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(n), 3))
		for i := 0; s.Phase != rs.PhaseOver && i < 3000; i++ {
			m := rs.RandomMove(s, r)
			if q := FormatRivalQuick(s, m); q != "" {
				cmd, err := ParseRivalQuick(s, q)
				if err != nil {
					t.Fatalf("%q: %v", q, err)
				}
				want := m
				if want.Buy == "" || want.Sell == "" {
					want.SellFirst = false // the order means nothing for one share
				}
				if !reflect.DeepEqual(cmd.Move, want) {
					t.Fatalf("%q reads back as %+v, not %+v", q, cmd.Move, m)
				}
				checked++
			}
			if s, _, err = rs.Apply(s, m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d moves checked", checked)
	}
}

// TestParseRivalQuick: hand-written entries and the errors for bad ones.
func TestParseRivalQuick(t *testing.T) {
	s, _, err := rs.Setup(nil, []string{"Ann", "Bob", "Cy"}, rs.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Active = 1
	town := s.Towns[0].Name
	for _, tc := range []struct {
		line string
		want rs.Move
	}{
		{"funding", rs.Move{Type: rs.MoveFunding, Player: 1}},
		{"LOAD 2", rs.Move{Type: rs.MoveLoad, Player: 1, Count: 2}},
		{"produce Roast & Co Coffee", rs.Move{}}, // a name with spaces is not one word: refused below
		{"produce brown 2", rs.Move{Type: rs.MoveProduce, Player: 1, Company: rs.RoastCo, Count: 2}},
		{"nav blue sea, yellow sandbank", rs.Move{Type: rs.MoveNavigation, Player: 1, Nav: []rs.NavOp{{Company: rs.Bluewave, Terrain: "sea"}, {Company: rs.Goldcoast, Terrain: "sandbank"}}}},
		{"nav green sea>rocks", rs.Move{Type: rs.MoveNavigation, Player: 1, Nav: []rs.NavOp{{Company: rs.VivaVerde, Terrain: "rocks", From: "sea"}}}},
		{"invest navigation blue", rs.Move{Type: rs.MoveInvest, Player: 1, Upgrade: rs.NavigationExpert, Company: rs.Bluewave}},
		{"sell green buy blue", rs.Move{Type: rs.MoveShares, Player: 1, Buy: rs.Bluewave, Sell: rs.VivaVerde, SellFirst: true}},
		{"buy blue sell green", rs.Move{Type: rs.MoveShares, Player: 1, Buy: rs.Bluewave, Sell: rs.VivaVerde}},
		{"advertise 2", rs.Move{Type: rs.MoveAdvertise, Player: 1, Slot: 1}},
		{"sail brown brown blue to " + strings.ToLower(town) + "; to goldcoast", rs.Move{Type: rs.MoveSail, Player: 1, Legs: []rs.Leg{{Points: []rs.CompanyID{rs.RoastCo, rs.RoastCo, rs.Bluewave}, To: town}, {To: "goldcoast"}}}},
		{"end", rs.Move{Type: rs.MoveEndTurn, Player: 1}},
	} {
		cmd, err := ParseRivalQuick(s, tc.line)
		if tc.want.Type == "" {
			if err == nil {
				t.Errorf("%q: no error", tc.line)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(cmd.Move, tc.want) {
			t.Errorf("%q: %+v %v, want %+v", tc.line, cmd.Move, err, tc.want)
		}
	}
	for _, tc := range []struct{ line, want string }{
		{"produce", "needs a company"},
		{"load 3", "1 or 2"},
		{"nav blue", "COMPANY TERRAIN"},
		{"nav blue lava", "unknown terrain"},
		{"nav blue sea, blue sea, blue sea", "1 or 2"},
		{"invest gold", "unknown investment"},
		{"buy blue buy green", "one share bought"},
		{"sail blue Saltmere", "to PORT"},
		{"sail blue to Narnia", `unknown port "Narnia"`},
		{"advertise x", "slot number"},
		{"fly", "not a move"},
	} {
		_, err := ParseRivalQuick(s, tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.line, err, tc.want)
		}
	}
	if c, _ := ParseRivalQuick(s, ""); c.Word != "menu" {
		t.Errorf("empty line: %+v", c)
	}
}
