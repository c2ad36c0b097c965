package rivalseas

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/engines/catalogue"
	rs "tallyman/engines/rivalseas"
)

// menuChoice is one kind of move of a turn's menu, as the tests read it:
// its key and label, its offer (in Moves) when it is open, else the rule
// refusing it.
type menuChoice struct {
	Key, Label string
	Moves      []catalogue.Offer
	Refused    error
}

// menuChoices are the kinds of move of c, in menu order: offers, then
// refusals.
func menuChoices(c catalogue.Catalogue) []menuChoice {
	var out []menuChoice
	for _, o := range c.Offers {
		out = append(out, menuChoice{Key: o.Key, Label: o.Label, Moves: []catalogue.Offer{o}})
	}
	for _, r := range c.Refused {
		out = append(out, menuChoice{Key: r.Key, Label: r.Label, Refused: r.Err})
	}
	return out
}

// rivalChoice returns the menu choice key of Menu(s).
func rivalChoice(t *testing.T, s *rs.State, key string) menuChoice {
	t.Helper()
	for _, c := range menuChoices(Menu(s)) {
		if c.Key == key {
			return c
		}
	}
	t.Fatalf("no %q in the menu", key)
	return menuChoice{}
}

// TestRivalMenuSailNeedsTwoPoints: a sail movement uses at least 2
// navigation points (rival-seas.txt, Setup step 1: 2 hexes between two
// ports; 5.4: a point on every hex of the route), so the menu offers Set
// sail once the field holds 2 points, of one company or of two, and with
// 1 point says why not.
func TestRivalMenuSailNeedsTwoPoints(t *testing.T) {
	tab, _ := rivalSetUp(t, "", 6)
	base := tab.g.State().Clone()
	for i := range base.Companies {
		base.Companies[i].Field = rs.NavCount{}
	}
	base.Players[base.Active].Credits = 20
	for _, tc := range []struct {
		name  string
		field [rs.NumCompanies]int
		open  bool
	}{
		{"one point", [rs.NumCompanies]int{1, 0, 0, 0}, false},
		{"two of one company", [rs.NumCompanies]int{0, 0, 2, 0}, true},
		{"one each of two", [rs.NumCompanies]int{1, 0, 0, 1}, true},
	} {
		s := base.Clone()
		for i, n := range tc.field {
			s.Companies[i].Field.Sea = n
		}
		ch := rivalChoice(t, s, "sail")
		if got := len(ch.Moves) > 0; got != tc.open {
			t.Errorf("%s: sail open %v, want %v (refused: %v)", tc.name, got, tc.open, ch.Refused)
		}
		if !tc.open && (ch.Refused == nil || !strings.Contains(ch.Refused.Error(), "at least 2")) {
			t.Errorf("%s: refusal %v, want it to say a movement uses at least 2 points", tc.name, ch.Refused)
		}
	}
}

// TestRivalSetupNavigationPoints: the setup walk-through never asks for
// more navigation points of a company than the box holds (9: rival-seas.txt,
// Components): 6 in the reserve and 3 beside the Invest board for 3-4
// players (docs/rules-decisions.md), 4 and 3 for 2 players (8 step 3),
// the other 2 left in the box.
func TestRivalSetupNavigationPoints(t *testing.T) {
	for _, tc := range []struct {
		players int
		want    string
	}{
		{3, "Navigation points of each company: 6 in its reserve, 3 beside the Invest board (Navigation expert)."},
		{4, "Navigation points of each company: 6 in its reserve, 3 beside the Invest board (Navigation expert)."},
		{2, "Navigation points of each company: 4 in its reserve, 3 beside the Invest board (Navigation expert); the other 2 stay in the box."},
	} {
		var b strings.Builder
		if err := Setup(&b, tc.players, 5, nil, rs.Options{}, false); err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(strings.Fields(b.String()), " "); !strings.Contains(got, tc.want) {
			t.Errorf("%d players: no %q in\n%s", tc.players, tc.want, b.String())
		}
	}
}

// TestRivalSetupAssumedTable: the setup walk-through lists the assumed
// numbers as a player reads them, the container line's spaces among them
// (issue 13 item 4: "listed with the other assumed values at setup"), and
// no board field dumps ("time.funding = 1").
func TestRivalSetupAssumedTable(t *testing.T) {
	var b strings.Builder
	if err := Setup(&b, 3, 5, nil, rs.Options{}, false); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(strings.Fields(b.String()), " ")
	for _, want := range []string{
		"- Spaces of a container line: 6.",
		"- A container line over its spaces: all its containers go back into the bag.",
		"- Time cost of each action (time units): Funding 1, Load 1, Produce 2, Invest 3, Buy/sell a share 2, Advertise 1.",
		"- Bonus slot credits, left to right: 14, 13, 12, 11.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, b.String())
		}
	}
	for _, bad := range []string{"time.funding", "side_3_4.", " = ", "default_tiles.json"} {
		if strings.Contains(got, bad) {
			t.Errorf("%q in the setup walk-through:\n%s", bad, b.String())
		}
	}
}

// TestRivalUndoContainerLines: undoing a delivery that emptied a full
// container line (blue 7 -> 0 into the bag) tells the table to put the
// line back.
func TestRivalUndoContainerLines(t *testing.T) {
	s, _, err := rs.Setup(nil, []string{"Ann", "Bob", "Cy"}, rs.Options{NoLayout: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	before, after := s.Clone(), s.Clone()
	before.Lines = rs.Counts{0, 2, 0, 0}
	after.Lines = rs.Counts{7, 2, 0, 0}
	var out strings.Builder
	tb := &Table{P: prompt.NewPrompter(strings.NewReader(""), &out, true), Out: &out}
	tb.containersBack(before, after)
	got := strings.Join(strings.Fields(out.String()), " ")
	if want := "container lines blue 7 (was 0);"; !strings.Contains(got, want) {
		t.Errorf("got %q, want %q in it", got, want)
	}
}

// TestDrawTimetrackRoundDone: a disc back on the start slot (its round
// done, rival-seas.txt 5.2) is drawn apart from one that has not moved:
// the start slot is drawn at both ends, not moved on the left, round done
// on the right, and the stack line says which is which (on the table they
// lie in one pile, those back on it on top), its second line two columns
// further in. With 24 slots (2 players)
// the drawing still fits 80 columns.
func TestDrawTimetrackRoundDone(t *testing.T) {
	s, _, err := rs.Setup(nil, []string{"Ann", "Bob", "Cy", "Di"}, rs.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Phase, s.Pending = rs.PhasePlay, nil
	// Ann (black) and Bob (pink) back on the start slot, Bob on top; Cy
	// (white) on 7; Di (red) not moved.
	for seat, pa := range [][2]int{{20, 5}, {20, 6}, {7, 4}, {0, 1}} {
		s.Players[seat].Pos, s.Players[seat].Arrived = pa[0], pa[1]
	}
	var b strings.Builder
	DrawTimetrack(&b, s)
	want := "" +
		"slot  S  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19  S\n" +
		"disc  R  .  .  .  .  .  .  W  .  .  .  .  .  .  .  .  .  .  .  .  P\n" +
		"                                                                  B\n" +
		"                                    H  (H: halfway point)\n" +
		"  B Ann (black)   P Bob (pink)   W Cy (white)   R Di (red)\n" +
		"  Right S: back on the start slot, round done. Left S: not moved yet.\n" +
		"  Stack on the start slot, top first: Bob, Ann (round done), then Di (not\n" +
		"    moved yet).\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	two, _, err := rs.Setup(nil, []string{"Ann", "Bob"}, rs.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	two.Phase, two.Pending = rs.PhasePlay, nil
	two.Players[0].Pos = two.Track()
	b.Reset()
	DrawTimetrack(&b, two)
	for _, l := range strings.Split(b.String(), "\n") {
		if len(l) > 80 {
			t.Errorf("%d columns: %q", len(l), l)
		}
	}
}

// TestRivalScoresSayTieBreak: the final scores on screen say which
// tie-break decided (rival-seas.txt 7): Ann and Bob both 52 VP, Ann with
// 7 shares to Bob's 5, wins on shares.
func TestRivalScoresSayTieBreak(t *testing.T) {
	res := rs.Score(rs.ScoreInput{
		Stock: map[rs.CompanyID]int{rs.Bluewave: 4, rs.VivaVerde: 3, rs.RoastCo: 3, rs.Goldcoast: 3},
		Players: []rs.ScorePlayer{
			{Name: "Ann", Credits: 24, Shares: map[rs.CompanyID]int{rs.Bluewave: 7}, StackPosition: 1},
			{Name: "Bob", Credits: 32, Shares: map[rs.CompanyID]int{rs.Bluewave: 5}, StackPosition: 0},
		},
	})
	var b strings.Builder
	RenderScores(&b, res)
	got := strings.Join(strings.Fields(b.String()), " ")
	for _, want := range []string{
		"Tie-break: Ann ranks ahead of Bob, both on 52 VP: more shares (7 to 5).",
		"Winner: Ann (on the tie-break: most shares)",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, b.String())
		}
	}
}

// TestRivalWordsOnScreen plays seeded random games and reads every status
// screen, the menu of each turn (labels and the rules that refuse), every
// move's description and the final scores: none says "1 container(s)", a
// plural after 1, or a rules file's name (issue 13 item 14).
func TestRivalWordsOnScreen(t *testing.T) {
	t.Parallel()
	bad := regexp.MustCompile(`\(s\)|\b1 (containers|credits|navigation points|free navigation points|points|slots|shares|VPs)\b|\.txt|score file`)
	seen := map[string]bool{}
	check := func(where, text string) {
		for _, l := range strings.Split(text, "\n") {
			// The same line reads the same: each distinct line is
			// matched (and reported) once.
			if seen[l] {
				continue
			}
			seen[l] = true
			if bad.MatchString(l) {
				t.Errorf("%s: %q", where, l)
			}
		}
	}
	for _, players := range []int{2, 3, 4} {
		s, _, err := rs.Setup(nil, []string{"Ann", "Bob", "Cy", "Di"}[:players], rs.Options{}, uint64(players))
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		RenderSetup(&b, s)
		check("setup", b.String())
		r := rand.New(rand.NewPCG(uint64(players), 3))
		for step := 0; s.Phase != rs.PhaseOver && step < 3000; step++ {
			b.Reset()
			RenderStatus(&b, s)
			check("status", b.String())
			for _, c := range menuChoices(Menu(s)) {
				check("menu", c.Label)
				if c.Refused != nil {
					check("menu", c.Refused.Error())
				}
			}
			m := rs.RandomMove(s, r)
			check("move", Describe(s, m))
			n, ev, err := rs.Apply(s, m)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				check("event", e.Text)
			}
			s = n
		}
		b.Reset()
		RenderScores(&b, rs.FinalScore(s))
		check("scores", b.String())
	}
}
