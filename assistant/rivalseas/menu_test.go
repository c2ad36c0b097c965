package rivalseas

import (
	"reflect"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/engines/catalogue"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
)

// TestQuickEntryAndMenuGiveTheSameMove: for every kind of move of a turn,
// the quick entry and the menu (built from the catalogue, answered at the
// accessible prompts) give the same move, the one worked out by hand from
// the entry, and the engine accepts it. The setup choices and the
// dividend have no quick entry: their menus give the move worked out by
// hand.
//
// The table after the setup (seed 7, see rivalSetUp): Cy (seat 2) plays,
// ship at Roast & Co Coffee's port (1 brown on its hex), 12 credits, 2
// brown shares; on the field 1 blue, 1 green and 2 brown points on sea;
// Tarrow demands yellow; demand slots brown, brown, green.
func TestQuickEntryAndMenuGiveTheSameMove(t *testing.T) {
	tab, _ := rivalSetUp(t, "", 6)
	base := tab.g.State()
	const cy = 2
	mv := func(typ rs.MoveType) rs.Move { return rs.Move{Type: typ, Player: cy} }
	with := func(m rs.Move, f func(*rs.Move)) rs.Move { f(&m); return m }
	nav := func(c rs.CompanyID, from, to seamap.Terrain) rs.NavOp {
		return rs.NavOp{Company: c, From: from, Terrain: to}
	}
	tests := []struct {
		name  string
		state func(s *rs.State) // changes to the table after the setup
		quick string            // "" for a kind with no quick entry
		menu  []string          // the lines typed at the menu's questions
		want  rs.Move
	}{
		{"funding", nil, "funding", []string{"funding"}, mv(rs.MoveFunding)},
		// One container: no count asked (1 without the Loading upgrade).
		{"load one", nil, "load", []string{"load"}, mv(rs.MoveLoad)},
		{"load two with the Loading upgrade", func(s *rs.State) {
			s.Players[cy].Upgrades = map[rs.Upgrade]bool{rs.LoadingUpgrade: true}
			s.Companies[2].Hex = 3
		}, "load 2", []string{"load", "2"}, with(mv(rs.MoveLoad), func(m *rs.Move) { m.Count = 2 })},
		// Bluewave: 4 on its hex, 12 in the bag.
		{"produce", nil, "produce blue", []string{"produce", "bluewave"}, with(mv(rs.MoveProduce), func(m *rs.Move) { m.Company = rs.Bluewave })},
		{"produce two with the Production upgrade", func(s *rs.State) {
			s.Players[cy].Upgrades = map[rs.Upgrade]bool{rs.ProductionUpgrade: true}
		}, "produce green 2", []string{"produce", "viva", "2"}, with(mv(rs.MoveProduce), func(m *rs.Move) { m.Company, m.Count = rs.VivaVerde, 2 })},
		{"one navigation point", nil, "nav brown sea", []string{"place or move 1", "place a roast & co coffee (brown) point on sea"},
			with(mv(rs.MoveNavigation), func(m *rs.Move) { m.Nav = []rs.NavOp{nav(rs.RoastCo, "", seamap.Sea)} })},
		// Cy is CEO of Roast & Co: one of its points on sea may move.
		{"two navigation points, one moved", nil, "nav brown sandbank, brown sea>sandbank",
			[]string{"place or move 2", "place a roast & co coffee (brown) point on sandbank", "move a roast & co coffee (brown) point from sea to sandbank"},
			with(mv(rs.MoveNavigation), func(m *rs.Move) {
				m.Nav = []rs.NavOp{nav(rs.RoastCo, "", seamap.Sandbank), nav(rs.RoastCo, seamap.Sea, seamap.Sandbank)}
			})},
		{"invest", nil, "invest cargo", []string{"invest", "cargo"}, with(mv(rs.MoveInvest), func(m *rs.Move) { m.Upgrade = rs.CargoSpace })},
		// Navigation expert: Cy is CEO of Roast & Co, whose 3 points
		// beside the Invest board join its reserve.
		{"invest in navigation expert for a company", nil, "invest navigation brown", []string{"invest", "navigation", "roast"},
			with(mv(rs.MoveInvest), func(m *rs.Move) { m.Upgrade, m.Company = rs.NavigationExpert, rs.RoastCo })},
		{"invest in navigation expert for none", nil, "invest navigation", []string{"invest", "navigation", "none"},
			with(mv(rs.MoveInvest), func(m *rs.Move) { m.Upgrade = rs.NavigationExpert })},
		{"buy a share", nil, "buy yellow", []string{"buy and/or sell", "buy goldcoast"}, with(mv(rs.MoveShares), func(m *rs.Move) { m.Buy = rs.Goldcoast })},
		{"sell a share", nil, "sell brown", []string{"buy and/or sell", "sell roast"}, with(mv(rs.MoveShares), func(m *rs.Move) { m.Sell = rs.RoastCo })},
		// 12 credits: buying blue (5) works before or after selling brown
		// (5), so the order is asked.
		{"buy and sell, buy first", nil, "buy blue sell brown", []string{"buy and/or sell", "buy one", "buy bluewave", "sell roast", "buy first"},
			with(mv(rs.MoveShares), func(m *rs.Move) { m.Buy, m.Sell = rs.Bluewave, rs.RoastCo })},
		{"buy and sell, sell first", nil, "sell brown buy blue", []string{"buy and/or sell", "buy one", "buy bluewave", "sell roast", "sell first"},
			with(mv(rs.MoveShares), func(m *rs.Move) { m.Buy, m.Sell, m.SellFirst = rs.Bluewave, rs.RoastCo, true })},
		// 4 credits: blue (5) is paid for by selling brown (5) first: the
		// only order that works, not asked.
		{"buy paid by a sale", func(s *rs.State) { s.Players[cy].Credits = 4 }, "sell brown buy blue", []string{"buy and/or sell", "buy one", "buy bluewave", "sell roast"},
			with(mv(rs.MoveShares), func(m *rs.Move) { m.Buy, m.Sell, m.SellFirst = rs.Bluewave, rs.RoastCo, true })},
		{"advertise", nil, "advertise 2", []string{"advertise", "slots 2 and 3"}, with(mv(rs.MoveAdvertise), func(m *rs.Move) { m.Slot = 1 })},
		// Both brown points are covered by Cy's 2 brown shares.
		{"sail on covered points", nil, "sail brown brown to tarrow", []string{"set sail", "tarrow", "brown brown"},
			with(mv(rs.MoveSail), func(m *rs.Move) { m.Legs = []rs.Leg{{Points: []rs.CompanyID{rs.RoastCo, rs.RoastCo}, To: "Tarrow"}} })},
		// The blue point costs 1 credit, paid to Bluewave.
		{"sail paying a point", nil, "sail brown blue to bluewave", []string{"set sail", "bluewave", "brown, blue"},
			with(mv(rs.MoveSail), func(m *rs.Move) { m.Legs = []rs.Leg{{Points: []rs.CompanyID{rs.RoastCo, rs.Bluewave}, To: "bluewave"}} })},
		// At Tarrow, which demands yellow, with a yellow container.
		{"deliver", func(s *rs.State) { s.Players[cy].Ship, s.Players[cy].Cargo = "Tarrow", rs.Counts{0, 0, 0, 1} }, "deliver", []string{"deliver"}, mv(rs.MoveDeliver)},
		{"dump", func(s *rs.State) { s.Players[cy].Cargo = rs.Counts{1, 0, 0, 0} }, "dump", []string{"dump"}, mv(rs.MoveDump)},
		// Back on the start slot (20): free actions, then end the turn.
		{"end the turn", func(s *rs.State) { s.Players[cy].Pos = 20 }, "end", []string{"end"}, mv(rs.MoveEndTurn)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := base.Clone()
			if tt.state != nil {
				tt.state(s)
			}
			cmd, err := ParseQuick(s, tt.quick)
			if err != nil {
				t.Fatalf("quick entry %q: %v", tt.quick, err)
			}
			out := &strings.Builder{}
			tab.P, tab.Out = prompt.NewPrompter(strings.NewReader(strings.Join(tt.menu, "\n")+"\n"), out, true), out
			m, word, err := tab.askTurn(s)
			if err != nil || word != "" || m == nil {
				t.Fatalf("menu: %v %q %v\n%s", m, word, err, out)
			}
			if !reflect.DeepEqual(cmd.Move, *m) {
				t.Errorf("quick entry %q gives %+v, the menu %+v", tt.quick, cmd.Move, *m)
			}
			if !reflect.DeepEqual(*m, tt.want) {
				t.Errorf("menu gives %+v, want %+v", *m, tt.want)
			}
			if _, _, err := rs.Apply(s, *m); err != nil {
				t.Errorf("refused: %v", err)
			}
		})
	}
}

// TestSetupChoicesAndDividendFromTheCatalogue: the setup choices and the
// dividend (no quick entry) are asked from the catalogue, the first
// question being the menu itself, and give the move worked out by hand.
// Seed 7: Ann chooses first (the top of the random stack); bonus slot 3
// gives 2 free navigation points; Cy, CEO of Roast & Co Coffee (2 shares
// held, treasury 10), may pay at most 5 per share.
func TestSetupChoicesAndDividendFromTheCatalogue(t *testing.T) {
	tab, _ := rivalSetUp(t, "", 0)
	s0 := tab.g.State()
	first := s0.Pending.Player
	bonus := rs.Move{Type: rs.MoveBonus, Player: first, Slot: 2}
	out := &strings.Builder{}
	ask := func(s *rs.State, key, back string, lines ...string) *rs.Move {
		t.Helper()
		tab.P, tab.Out = prompt.NewPrompter(strings.NewReader(strings.Join(lines, "\n")+"\n"), out, true), out
		m, word, err := tab.askPending(s, key, back)
		if err != nil || word != "" || m == nil {
			t.Fatalf("%s: %v %q %v\n%s", key, m, word, err, out)
		}
		return m
	}
	if m := ask(s0, "bonus", "", "slot 3"); !reflect.DeepEqual(*m, bonus) {
		t.Errorf("bonus: %+v, want %+v", *m, bonus)
	}
	// Everyone takes a slot (slot 3 for the first, then the leftmost
	// free): the first start is that of the leftmost slot.
	s := s0
	for s.Pending.Kind == rs.PendingBonus {
		m := rs.Move{Type: rs.MoveBonus, Player: s.Pending.Player, Slot: 2}
		for slot := 0; ; slot++ {
			if _, _, err := rs.Apply(s, m); err == nil {
				break
			}
			m.Slot = slot
		}
		var err error
		if s, _, err = rs.Apply(s, m); err != nil {
			t.Fatal(err)
		}
	}
	seat, points := s.Pending.Player, s.Pending.Points
	want := rs.Move{Type: rs.MoveStart, Player: seat, Company: rs.Goldcoast}
	lines := []string{"goldcoast"}
	for n := range points {
		terrain := []seamap.Terrain{seamap.Sea, seamap.Sandbank}[n%2]
		want.Nav = append(want.Nav, rs.NavOp{Company: rs.Goldcoast, Terrain: terrain})
		lines = append(lines, string(terrain))
	}
	if m := ask(s, "start", "back (choose the company again)", lines...); !reflect.DeepEqual(*m, want) {
		t.Errorf("start: %+v, want %+v", *m, want)
	}
	// The dividend, from a table after the setup.
	tab, _ = rivalSetUp(t, "", 6)
	d := tab.g.State().Clone()
	d.Pending = &rs.Pending{Kind: rs.PendingDividend, Player: 2, Company: rs.RoastCo, Max: 5}
	if m := ask(d, "dividend", "", "6", "3"); !reflect.DeepEqual(*m, rs.Move{Type: rs.MoveDividend, Player: 2, Company: rs.RoastCo, Amount: 3}) {
		t.Errorf("dividend: %+v", *m)
	}
	if !strings.Contains(out.String(), "rules 6 Company Payout: the dividend is 0 to 5 per share (the treasury must pay every outstanding share), not 6") {
		t.Errorf("the dividend above the most allowed is not refused with the range and the rule:\n%s", out)
	}
}

// TestRivalDividendAboveTheMostCitesTheRule: a dividend above what the
// treasury pays on every outstanding share is refused as every other
// refusal is, saying what is allowed and the rule (rival-seas.txt 6,
// "Company Payout" step 2), then asked again: Cy, CEO of Roast & Co
// Coffee with its 2 shares held and 7 credits in its treasury, may pay
// 3 per share at most (2 x 4 = 8 is more than 7). Before, "4 credits is
// not allowed: type a whole number of credits from 0 to 3" named no rule.
func TestRivalDividendAboveTheMostCitesTheRule(t *testing.T) {
	tab, _ := rivalSetUp(t, "", 6)
	s := tab.g.State().Clone()
	s.Companies[rs.RoastCo.Index()].Treasury = 7
	s.Pending = &rs.Pending{Kind: rs.PendingDividend, Player: 2, Company: rs.RoastCo, Max: 3}
	out := &strings.Builder{}
	tab.P, tab.Out = prompt.NewPrompter(strings.NewReader("4\n3\n"), out, true), out
	m, word, err := tab.askPending(s, "dividend", "")
	if err != nil || word != "" || m == nil {
		t.Fatalf("dividend: %v %q %v\n%s", m, word, err, out)
	}
	if want := (rs.Move{Type: rs.MoveDividend, Player: 2, Company: rs.RoastCo, Amount: 3}); !reflect.DeepEqual(*m, want) {
		t.Errorf("dividend: %+v, want %+v", *m, want)
	}
	const want = "rules 6 Company Payout: the dividend is 0 to 3 per share (the treasury must pay every outstanding share), not 4"
	if !strings.Contains(out.String(), want) {
		t.Errorf("4 is not refused with %q:\n%s", want, out)
	}
}

// TestRivalMenuSailRouteAskedAgain: a sail's points are typed as their
// owners; a route the field cannot hold (2 blue points: 1 is on the
// field) is refused in the rule's words, one the player cannot pay (3
// credits, 4 points not covered: 1 blue, 1 green, and the 2 brown when
// Cy holds no brown share) with the credits there are, and each is asked
// again (rival-seas.txt 5.4, "Set sail").
func TestRivalMenuSailRouteAskedAgain(t *testing.T) {
	tab, _ := rivalSetUp(t, "", 6)
	s := tab.g.State().Clone()
	s.Players[2].Credits, s.Players[2].Shares = 3, rs.Counts{}
	out := &strings.Builder{}
	tab.P, tab.Out = prompt.NewPrompter(strings.NewReader("set sail\ntarrow\nblue blue\nblue green brown brown\nbrown brown\n"), out, true), out
	m, word, err := tab.askTurn(s)
	if err != nil || word != "" || m == nil {
		t.Fatalf("menu: %v %q %v\n%s", m, word, err, out)
	}
	want := rs.Move{Type: rs.MoveSail, Player: 2, Legs: []rs.Leg{{Points: []rs.CompanyID{rs.RoastCo, rs.RoastCo}, To: "Tarrow"}}}
	if !reflect.DeepEqual(*m, want) {
		t.Errorf("menu gives %+v, want %+v", *m, want)
	}
	got := strings.Join(strings.Fields(out.String()), " ")
	for _, w := range []string{
		"the route uses 2 Bluewave Tuna points but only 1 is on the playing field",
		"the lots chosen cost 4 credits, more than the 3 credits there is to spend",
	} {
		if !strings.Contains(got, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
}

// TestRivalMenuRefusalGoesOn: a move the engine refuses, or an answer
// outside its question, at the end of a menu is said with "Nothing was
// changed." and the game goes on; any other error (input ended) ends the
// loop as before.
func TestRivalMenuRefusalGoesOn(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want bool
	}{
		{"rule", &catalogue.RuleError{Rule: "rival-seas.txt 5.2", Reason: "no time left", RuleFirst: true}, true},
		{"answer", &catalogue.AnswerError{Param: "amount", Reason: "6 credits is not allowed"}, true},
		{"input ended", prompt.ErrInputClosed, false},
		{"none", nil, false},
	}
	for _, tt := range tests {
		out := &strings.Builder{}
		tab := &Table{Out: out}
		if got := tab.refused(tt.err); got != tt.want {
			t.Errorf("%s: refused %v, want %v", tt.name, got, tt.want)
		}
		if said := strings.Contains(out.String(), "Nothing was changed."); said != tt.want {
			t.Errorf("%s: said %q", tt.name, out.String())
		}
	}
}
