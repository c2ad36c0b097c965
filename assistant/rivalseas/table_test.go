package rivalseas

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/rivalseas/view"
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
			if q := FormatQuick(s, m); q != "" {
				cmd, err := ParseQuick(s, q)
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
		cmd, err := ParseQuick(s, tc.line)
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
		_, err := ParseQuick(s, tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.line, err, tc.want)
		}
	}
	if c, _ := ParseQuick(s, ""); c.Word != "menu" {
		t.Errorf("empty line: %+v", c)
	}
}

// TestDrawTimetrack: discs drawn by colour letter on their slots, a stack
// as a column with the top disc (the last to arrive) on the top line, the
// halfway point marked, and the stacks said in words (rival-seas.txt 5.1:
// a disc arriving on an occupied slot goes on top).
func TestDrawTimetrack(t *testing.T) {
	s, _, err := rs.Setup(nil, []string{"Ann", "Bob", "Cy", "Di"}, rs.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Phase, s.Pending = rs.PhasePlay, nil
	// Ann (black) and Cy (white) on slot 3, Cy arrived later (on top);
	// Bob (pink) on 12; Di (red) not moved yet (start slot).
	for seat, pa := range [][2]int{{3, 5}, {12, 6}, {3, 7}, {0, 1}} {
		s.Players[seat].Pos, s.Players[seat].Arrived = pa[0], pa[1]
	}
	var b strings.Builder
	DrawTimetrack(&b, s)
	want := "" +
		"slot  S  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19  S\n" +
		"disc  R  .  .  W  .  .  .  .  .  .  .  .  P  .  .  .  .  .  .  .  .\n" +
		"               B\n" +
		"                                    H  (H: halfway point)\n" +
		"  B Ann (black)   P Bob (pink)   W Cy (white)   R Di (red)\n" +
		"  Stack on slot 3, top first: Cy, Ann.\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	// Di is furthest behind (start slot, alone): Di plays, no stack named.
	s.Active = 3
	if why := rivalWhy(s); !strings.Contains(why, "Di") || strings.Contains(why, "top of the stack") {
		t.Errorf("why: %s", why)
	}
	// With Di gone ahead, Ann and Cy share last place: Cy, on top, plays,
	// and the reason says so.
	s.Players[3].Pos, s.Players[3].Arrived = 5, 8
	s.Active = 2
	if why := rivalWhy(s); !strings.Contains(why, "Cy") || !strings.Contains(why, "on top of the stack (over Ann)") {
		t.Errorf("why: %s", why)
	}
}

// TestRecapsOfRivalSeas: Rival Seas recaps a player's turn when it ends,
// one line per move (Boxes: TestRecapsOfBoxes).
func TestRecapsOfRivalSeas(t *testing.T) {
	// Rival Seas (rival-seas.txt 5.1, 5.2): Ann on slot 0, Bob on 1, Cy on
	// 10. Ann (last) takes funding (1 time unit): on top of Bob's disc she
	// is last still ("the player whose Player Disc is highest on the
	// stack"); funding again puts her on slot 2, no longer last, and she
	// ends her turn: 3 moves, then Bob's turn.
	tab, rout := rivalSetUp(t, "", 6)
	s := tab.g.State().Clone()
	for i, pos := range []int{0, 1, 10} {
		s.Players[i].Pos = pos
	}
	s.Active = 0
	states, moves := []*rs.State{s}, []rs.Move(nil)
	for _, m := range []rs.Move{{Type: rs.MoveFunding, Player: 0}, {Type: rs.MoveFunding, Player: 0}, {Type: rs.MoveEndTurn, Player: 0}} {
		n, _, err := rs.Apply(states[len(states)-1], m)
		if err != nil {
			t.Fatalf("%s: %v", m.Type, err)
		}
		states, moves = append(states, n), append(moves, m)
		if p, _ := recap(states, moves); p >= 0 && m.Type != rs.MoveEndTurn {
			t.Fatalf("a recap after %s, within Ann's turn", m.Type)
		}
	}
	made := 2
	player := 0
	tab.g.States, tab.g.Moves = states, moves
	tab.seen = len(moves) - 1 // the table was shown before Ann ended her turn
	tab.show(tab.g.State())
	rgot := ansi.Strip(rout.String())
	head := view.Who(tab.g.State(), player) + "'s turn, move by move:\n"
	j := strings.Index(rgot, head)
	if j < 0 {
		t.Fatalf("no recap of the turn:\n%s", rgot)
	}
	if n := strings.Count(rgot[j:], "\n  - "); n != made+1 {
		t.Errorf("%d lines, want %d (funding x%d, end):\n%s", n, made+1, made, rgot[j:])
	}
}

// TestRivalSeasRecapsATurnEndedBeforeTheLastLook: Ann ends her turn
// (TestRecapsOfRivalSeas's three moves) and Bob, last now on slot 1
// (rival-seas.txt 5.1), takes funding before the laptop shows the table
// again, as two quick phone moves do: Ann's turn is still recapped, though
// the last move ended no turn (the recap was of the last move's turn
// alone), and Bob's half-made turn is not.
func TestRivalSeasRecapsATurnEndedBeforeTheLastLook(t *testing.T) {
	tab, rout := rivalSetUp(t, "", 6)
	s := tab.g.State().Clone()
	for i, pos := range []int{0, 1, 10} {
		s.Players[i].Pos = pos
	}
	s.Active = 0
	states, moves := []*rs.State{s}, []rs.Move(nil)
	for _, m := range []rs.Move{{Type: rs.MoveFunding, Player: 0}, {Type: rs.MoveFunding, Player: 0}, {Type: rs.MoveEndTurn, Player: 0}, {Type: rs.MoveFunding, Player: 1}} {
		n, _, err := rs.Apply(states[len(states)-1], m)
		if err != nil {
			t.Fatalf("%s by %d: %v", m.Type, m.Player, err)
		}
		states, moves = append(states, n), append(moves, m)
	}
	tab.g.States, tab.g.Moves = states, moves
	tab.seen = 2 // shown before Ann ended her turn
	tab.show(tab.g.State())
	got := ansi.Strip(rout.String())
	ann, bob := view.Who(tab.g.State(), 0)+"'s turn, move by move:\n", view.Who(tab.g.State(), 1)+"'s turn, move by move:"
	j := strings.Index(got, ann)
	if j < 0 || strings.Contains(got, bob) {
		t.Fatalf("want Ann's turn recapped, not Bob's:\n%s", got)
	}
	if n := strings.Count(got[j:], "\n  - "); n != 3 {
		t.Errorf("%d lines, want 3 (funding x2, end):\n%s", n, got[j:])
	}
}
