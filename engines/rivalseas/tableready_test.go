package rivalseas

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"regexp"
	"slices"
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

// TestContainerLinesRemoved: "Remove containers if necessary" (rival-seas.txt,
// Summary of Play, Deliveries: after the prices are adjusted). A container
// line has the spaces of its column on the Container Market board (not in
// the text: board field container_line_spaces, assumed 6). A line holding
// more after the adjustment is emptied back into the bag (README, Rules
// decisions; container_line_full "excess" keeps the first 6 instead).
//
// Lines blue 5, green 2, brown 1, yellow 0; market 3 everywhere, stock 6.
// Ann delivers 2 blue at Blakeney: 2 x 3 = 6 credits; lines blue 7: blue
// is the most common, 3 -> 2; yellow (0) the least, 3 -> 4, Goldcoast's
// stock 6 -> 7. Then blue's 7 pass the 6 spaces: all 7 go back into the
// bag. At the next delivery (1 green at Saltmere) blue, with an empty line,
// is among the least common and climbs back, 2 -> 3.
func TestContainerLinesRemoved(t *testing.T) {
	s := playing(t, 3)
	a := s.Active
	p := &s.Players[a]
	p.Ship = "Blakeney"
	p.Cargo = Counts{2, 1, 0, 0}
	s.Towns[0] = TownState{Name: "Blakeney", Demand: Bluewave}
	s.Towns[1] = TownState{Name: "Saltmere", Demand: VivaVerde}
	s.Market = Counts{3, 3, 3, 3}
	s.Lines = Counts{5, 2, 1, 0}
	// The lines and the cargo come out of the bag.
	s.Bag = Counts{s.Bag[0] - 7, s.Bag[1] - 3, s.Bag[2] - 1, s.Bag[3]}
	for c := range s.Companies {
		s.Companies[c].Stock = 6
	}
	if msg := checkInvariants(s); msg != "" {
		t.Fatalf("test position: %s", msg)
	}
	bagBlue := s.Bag[0]
	n, ev := mustEv(t, s, Move{Type: MoveDeliver, Player: a})
	if got := n.Players[a].Credits - p.Credits; got != 6 {
		t.Errorf("paid %d, want 6", got)
	}
	if n.Market != (Counts{2, 3, 3, 4}) || n.Companies[3].Stock != 7 {
		t.Errorf("market %v, Goldcoast stock %d; want blue 2, yellow 4, stock 7", n.Market, n.Companies[3].Stock)
	}
	if n.Lines != (Counts{0, 2, 1, 0}) || n.Bag[0] != bagBlue+7 {
		t.Errorf("lines %v, blue in the bag %d; want blue's line emptied, %d in the bag", n.Lines, n.Bag[0], bagBlue+7)
	}
	found := false
	for _, e := range ev {
		found = found || (e.Kind == "lines" && strings.Contains(e.Text, "The blue container line holds 7 containers, more than its 6 spaces: all 7 go back into the bag"))
	}
	if !found {
		t.Errorf("no line event in %v", ev)
	}
	if msg := checkInvariants(n); msg != "" {
		t.Fatal(msg)
	}
	// The next delivery: blue, at 0, is among the least common and rises.
	n = n.Clone()
	n.Players[a].Ship = "Saltmere"
	n = must(t, n, Move{Type: MoveDeliver, Player: a})
	if n.Market[0] != 3 {
		t.Errorf("blue after the next delivery %d, want 3 (back up)", n.Market[0])
	}

	// "excess": only the containers beyond the spaces go back.
	ex := s.Clone()
	b := cloneBoard(t)
	b.LineFull = LineExcess
	ex.Board = b
	n = must(t, ex, Move{Type: MoveDeliver, Player: a})
	if n.Lines != (Counts{6, 2, 1, 0}) || n.Bag[0] != bagBlue+1 {
		t.Errorf("excess: lines %v, blue in the bag %d; want 6 left, %d in the bag", n.Lines, n.Bag[0], bagBlue+1)
	}
}

// TestAssumedRows: the assumed numbers in use, as rows a player reads
// (issue 14 item 23: the setup sheet's `key = value` dump becomes a
// table). Values from board.json: every company 5 and 10, time costs 1, 1,
// 2, 3, 2, 1, bonus credits 14-11, Invest VP 3, 4, 3, 2.
func TestAssumedRows(t *testing.T) {
	b := DefaultBoard()
	var inUse []AssumedValue
	for _, a := range b.Assumed() {
		if !strings.HasPrefix(a.Field, "side_2p.") {
			inUse = append(inUse, a)
		}
	}
	rows := b.AssumedRows(inUse)
	want := map[string]string{
		"Starting stock value of each company":                      "5 each",
		"Starting treasury of each company (credits)":               "10 each",
		"The 2 setup shares":                                        "free",
		"Time cost of each action (time units)":                     "Funding 1, Load 1, Produce 2, Invest 3, Buy/sell a share 2, Advertise 1",
		"Timetrack":                                                 "20 slots",
		"Halfway point":                                             "slot 10",
		"Navigation points in each company's reserve":               "6",
		"Navigation points of each company beside the Invest board": "3",
		"Bonus slot credits, left to right":                         "14, 13, 12, 11",
		"Invest column VP":                                          "Cargo space 3, Production upgrade 4, Navigation expert 3, Loading upgrade 2",
		"Invest slot costs, top down (credits)":                     "Cargo space 4/6/8/10, Production upgrade 5/7/9/11, Navigation expert 4/6/8/10, Loading upgrade 3/5/7/9",
		"Spaces of a container line":                                "6",
		"A container line over its spaces":                          "all its containers go back into the bag",
		"Sea tiles":                                                 "stand-in tiles, not the printed ones",
	}
	got := map[string]string{}
	for _, r := range rows {
		got[r.What] = r.Value
		if r.Why == "" || len(r.Fields) == 0 {
			t.Errorf("row %q: why %q, fields %v", r.What, r.Why, r.Fields)
		}
		if strings.Contains(r.What, ".") || strings.Contains(r.Value, "side_") {
			t.Errorf("row %q = %q still reads as a board field", r.What, r.Value)
		}
	}
	for what, v := range want {
		if got[what] != v {
			t.Errorf("%s: %q, want %q", what, got[what], v)
		}
	}
}

// TestAssumedRowsPartList: a board file whose group has checked one bonus
// slot off the assumed list names the slots still assumed, so the values
// do not shift places ("slot 2 13", not "13" read as the first slot's).
func TestAssumedRowsPartList(t *testing.T) {
	b := DefaultBoard()
	var vals []AssumedValue
	for _, a := range b.Assumed() {
		if strings.HasPrefix(a.Field, "side_3_4.bonus_slots.") && a.Field != "side_3_4.bonus_slots.0.credits" ||
			strings.HasPrefix(a.Field, "companies.") && a.Field != "companies.1.start_stock" && strings.HasSuffix(a.Field, "start_stock") {
			vals = append(vals, a)
		}
	}
	got := map[string]string{}
	for _, r := range b.AssumedRows(vals) {
		got[r.What] = r.Value
	}
	if v := got["Bonus slot credits, left to right"]; v != "slot 2 13, slot 3 12, slot 4 11" {
		t.Errorf("bonus credits %q", v)
	}
	if v := got["Starting stock value of each company"]; v != "Bluewave Tuna 5, Roast & Co Coffee 5, Goldcoast Bananas 5" {
		t.Errorf("stock %q", v)
	}
}

// TestScoreSaysTieBreak: final scores decided by a tie-break say which
// one decided (rival-seas.txt 7: "If there is a tie, the player with the
// most shares wins. If still tied, the players whose Player Disc is the
// nearest to the bottom of the pile on the Action Board wins"). Ann, Bob
// and Cy all score 52 VP; Ann holds 7 shares, Bob and Cy 5 each; Cy's
// disc is at the bottom of the pile (0), Bob's third (2). Ann wins on
// shares; Cy ranks ahead of Bob on the pile; Di (40) is fourth, no
// tie-break.
func TestScoreSaysTieBreak(t *testing.T) {
	in := ScoreInput{
		Stock: map[CompanyID]int{Bluewave: 4, VivaVerde: 3, RoastCo: 3, Goldcoast: 3},
		Players: []ScorePlayer{
			{Name: "Ann", Credits: 24, Shares: map[CompanyID]int{Bluewave: 7}, StackPosition: 1}, // 28 + 24
			{Name: "Bob", Credits: 32, Shares: map[CompanyID]int{Bluewave: 5}, StackPosition: 2}, // 20 + 32
			{Name: "Cy", Credits: 32, Shares: map[CompanyID]int{Bluewave: 5}, StackPosition: 0},  // 20 + 32
			{Name: "Di", Credits: 40, Shares: map[CompanyID]int{}, StackPosition: 3},
		},
	}
	res := Score(in)
	for i, want := range []int{1, 3, 2, 4} {
		if res.Players[i].Rank != want || (i < 3 && res.Players[i].Total != 52) {
			t.Fatalf("%s: rank %d total %d, want rank %d", res.Players[i].Name, res.Players[i].Rank, res.Players[i].Total, want)
		}
	}
	want := []TieBreak{
		{Ahead: "Ann", Behind: "Cy", Total: 52, By: "shares", Text: "Ann ranks ahead of Cy, both on 52 VP: more shares (7 to 5)."},
		{Ahead: "Cy", Behind: "Bob", Total: 52, By: "stack_position", Text: "Cy ranks ahead of Bob, both on 52 VP and 5 shares: Cy's disc is nearer the bottom of the pile (place 0 to 2, 0 the bottom)."},
	}
	if !slices.Equal(res.TieBreaks, want) {
		t.Errorf("tie-breaks\n%+v\nwant\n%+v", res.TieBreaks, want)
	}
	// Still tied after both (the same place given): a shared rank, said so.
	in.Players[1].StackPosition = 0
	res = Score(in)
	if len(res.TieBreaks) != 2 || res.TieBreaks[1].By != "" || res.TieBreaks[1].Text != "Bob and Cy stay tied on 52 VP, 5 shares and the same place in the pile: they share the rank." {
		t.Errorf("still tied: %+v", res.TieBreaks)
	}
	// No tie on the total: no tie-break said.
	in.Players[0].Credits = 30
	in.Players[2].Credits = 20
	in.Players[3].Credits = 41
	in.Players[1].StackPosition = 2
	if res := Score(in); len(res.TieBreaks) != 0 {
		t.Errorf("no tie, yet %+v", res.TieBreaks)
	}
}

// TestScoreFileImpossible: a score file that no game can end with is
// refused with the field and what is allowed (issue 13 item 6).
//   - investment_vp is the VP of the columns the player has a disc in, one
//     disc a column (5.3 Invest; 7 item 3): with columns of 3, 4, 3 and 2
//     VP the sums are 0, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 12; 1 and 11 are
//     no set of columns.
//   - Rival Seas is for 2 to 4 players (Setup "for 3 or 4 players"; 8
//     "Changes for the 2 Player Game"): a file of 1 player is refused.
func TestScoreFileImpossible(t *testing.T) {
	for _, tc := range []struct {
		vp   string
		want string // "" = accepted
	}{
		{"0", ""}, {"2", ""}, {"5", ""}, {"9", ""}, {"10", ""}, {"12", ""},
		{"1", "Red: investment_vp: 1 is no sum of Invest columns' VP (Cargo space 3, Production upgrade 4, Navigation expert 3, Loading upgrade 2; one disc a column): 0, 2, 3, 4, 5, 6, 7, 8, 9, 10 or 12"},
		{"11", "Red: investment_vp: 11 is no sum of Invest columns' VP"},
		{"13", "Red: investment_vp: 13 is no sum of Invest columns' VP"},
	} {
		file := strings.Replace(redFile, `"investment_vp": 5`, `"investment_vp": `+tc.vp, 1)
		_, err := ParseScoreFile([]byte(file))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.vp, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.vp, err, tc.want)
		}
	}
	one := `{"stock": {"bluewave": 7, "vivaverde": 5, "roastco": 9, "goldcoast": 3},
 "players": [{"name": "Red", "credits": 14, "shares": {"bluewave": 2}, "investment_vp": 5, "ship": 2, "stack_position": 0}]}`
	_, err := ParseScoreFile([]byte(one))
	if err == nil || !strings.Contains(err.Error(), "players: 1 player; Rival Seas is for 2 to 4 players: give every player of the game") {
		t.Errorf("1 player: %v", err)
	}
	if err != nil && strings.Contains(err.Error(), ".txt") {
		t.Errorf("the refusal names a rules file: %v", err)
	}
}

// badWords are wordings a player should never read (issue 13 item 14):
// "(s)" plurals, a count of 1 with a plural noun, or a rules file's name.
var badWords = regexp.MustCompile(`\(s\)|\(es\)|\b1 (containers|credits|navigation points|points|slots|free cargo slots|shares|time units|ships|towns|hexes)\b|\.txt`)

// TestWordsReadAtTheTable plays seeded random games and, at every step,
// probes moves the rules refuse; no event and no refusal reads "1
// container(s)", "1 containers per action" or names the rules file.
func TestWordsReadAtTheTable(t *testing.T) {
	seen := map[string]bool{}
	check := func(text string) {
		if badWords.MatchString(text) && !seen[text] {
			seen[text] = true
			t.Errorf("%q", text)
		}
	}
	for _, players := range []int{2, 3, 4} {
		for seed := uint64(1); seed <= 3; seed++ {
			s, ev, err := Setup(nil, testNames[:players], Options{}, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 7))
			for step := 0; s.Phase != PhaseOver && step < 3000; step++ {
				for _, e := range ev {
					check(e.Text)
				}
				check(Current(s).Why)
				seat := Current(s).Player
				for _, probe := range []Move{
					{Type: MoveLoad, Player: seat, Count: 2},
					{Type: MoveLoad, Player: seat},
					{Type: MoveProduce, Player: seat, Company: Bluewave, Count: 2},
					{Type: MoveProduce, Player: seat, Company: VivaVerde},
					{Type: MoveNavigation, Player: seat, Nav: []NavOp{{Company: RoastCo, Terrain: "sandbank"}}},
					{Type: MoveSail, Player: seat, Legs: []Leg{{Points: []CompanyID{Goldcoast}, To: "bluewave"}}},
					{Type: MoveSail, Player: seat, Legs: []Leg{{Points: []CompanyID{Goldcoast, Goldcoast, Goldcoast}, To: "roastco"}}},
					{Type: MoveShares, Player: seat, Buy: Goldcoast},
					{Type: MoveShares, Player: seat, Sell: Bluewave},
					{Type: MoveInvest, Player: seat, Upgrade: LoadingUpgrade},
					{Type: MoveStart, Player: seat, Company: Bluewave},
					{Type: MoveEndTurn, Player: seat},
					{Type: MoveFunding, Player: seat},
				} {
					if _, _, err := Apply(s, probe); err != nil {
						check(err.Error())
					}
				}
				s, ev, err = Apply(s, RandomMove(s, r))
				if err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	// The one-of-everything refusals, worked by hand: a ship at a company
	// port with 1 container on its hex and 1 free cargo slot; 1 credit.
	s := playing(t, 3)
	a := s.Active
	c := CompanyID(s.Players[a].Ship).Index()
	s.Companies[c].Hex = 1
	s.Players[a].Cargo[c] = 3
	s.Players[a].Credits = 1
	for _, tc := range []struct {
		m    Move
		want string
	}{
		{Move{Type: MoveLoad, Player: a, Count: 2}, "1 container per action at most (2 with the Loading upgrade), not 2"},
		{Move{Type: MoveInvest, Player: a, Upgrade: LoadingUpgrade}, "costs 3 credits and " + s.Players[a].Name + " has 1"},
	} {
		refused(t, s, tc.m, tc.want)
	}
	s.Players[a].Upgrades = map[Upgrade]bool{LoadingUpgrade: true}
	refused(t, s, Move{Type: MoveLoad, Player: a, Count: 2}, "holds 1 container, not 2")
}

// TestIsAssumed: the fields the built-in board marks assumed (board.json
// "assumed"), and those the rules give (time of a navigation action, 5.3;
// the 2-player reserve, 8 step 3).
func TestIsAssumed(t *testing.T) {
	b := DefaultBoard()
	for field, want := range map[string]bool{
		"time.funding": true, "time.navigation_1": false, "side_3_4.invest.0.vp": true,
		"side_3_4.invest.2.costs": true, "side_2p.nav_reserve": false, "tiles.0.sides": true,
		"side_3_4.bonus_slots.1.credits": true, "side_3_4.bonus_slots.1.navigation_points": false,
	} {
		if got := b.IsAssumed(field); got != want {
			t.Errorf("%s: %v, want %v", field, got, want)
		}
	}
}

// TestOldBoardKeepsItsRules: a game saved before the table-ready fixes
// keeps its board (journal header) without the new fields; it replays
// as it was played: a 1-point sail leg, no container line removed, no
// limit of navigation points in the box.
func TestOldBoardKeepsItsRules(t *testing.T) {
	var m map[string]any
	if err := json.Unmarshal(defaultBoardJSON(), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"sail_min_points", "container_line_spaces", "container_line_full", "navigation_points_per_company"} {
		delete(m, k)
	}
	var kept []any
	for _, a := range m["assumed"].([]any) {
		if f := a.(map[string]any)["field"]; f != "container_line_spaces" && f != "container_line_full" {
			kept = append(kept, a)
		}
	}
	m["assumed"] = kept
	var src []any
	for _, a := range m["sources"].([]any) {
		if f := a.(map[string]any)["field"]; f != "sail_min_points" && f != "navigation_points_per_company" {
			src = append(src, a)
		}
	}
	m["sources"] = src
	m["side_3_4"].(map[string]any)["nav_reserve"] = 9.0
	js, _ := json.Marshal(m)
	b, err := LoadBoard(bytes.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	if b.MinLegPoints() != 1 || b.LineSpaces != 0 || b.NavInBox != 0 {
		t.Errorf("old board: legs %d, line spaces %d, box %d", b.MinLegPoints(), b.LineSpaces, b.NavInBox)
	}
	s, _, err := Setup(b, testNames[:3], Options{NoLayout: true}, 7)
	if err != nil {
		t.Fatal(err)
	}
	s.Phase, s.Pending, s.Active = PhasePlay, nil, 0
	s.Players[0].Ship, s.Players[0].Credits = "bluewave", 5
	s.Companies[0].Field.Sea = 1
	must(t, s, Move{Type: MoveSail, Player: 0, Legs: []Leg{{Points: []CompanyID{Bluewave}, To: "Blakeney"}}})
}
