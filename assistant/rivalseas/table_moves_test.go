package rivalseas

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
)

// TestRivalQuickExtraWords: a quick entry that takes no arguments refuses
// words after it and says what it takes, instead of dropping them
// ("funding 5" once made a funding of 1 credit without a word).
func TestRivalQuickExtraWords(t *testing.T) {
	s, _, err := rs.Setup(nil, []string{"Ann", "Bob", "Cy"}, rs.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ line, want string }{
		{"funding 5", `funding takes nothing more, not "5": type funding alone`},
		{"fund 2 credits", `fund takes nothing more, not "2 credits": type funding alone`},
		{"dump all", `dump takes nothing more, not "all"`},
		{"deliver blue", `deliver takes nothing more, not "blue"`},
		{"end now", `end takes nothing more, not "now"`},
		{"pass 1", `pass takes nothing more, not "1": type end alone`},
		{"undo 2", `undo takes nothing more, not "2"`},
		{"quit now", `quit takes nothing more`},
		{"? x", `? takes nothing more, not "x": type help alone`},
	} {
		_, err := ParseQuick(s, tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.line, err, tc.want)
		}
	}
	for _, line := range []string{"funding", "dump", "deliver", "end", "undo", "  quit  "} {
		if _, err := ParseQuick(s, line); err != nil {
			t.Errorf("%q: %v", line, err)
		}
	}
}

// TestRivalQuickInvestTakesACompanyOnlyForNavigation: only Navigation
// expert names a company (rival-seas.txt 5.3 Invest); a word after
// another upgrade is refused as taking nothing more, not read as an
// unknown company ("invest loading 3" said 'unknown company "3"').
func TestRivalQuickInvestTakesACompanyOnlyForNavigation(t *testing.T) {
	s, _, err := rs.Setup(nil, []string{"Ann", "Bob", "Cy"}, rs.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ line, want string }{
		{"invest loading 3", `invest loading takes nothing more, not "3": type invest loading alone (only invest navigation names a company, one you are CEO of)`},
		{"invest cargo blue", `invest cargo takes nothing more, not "blue": type invest cargo alone (only invest navigation names a company, one you are CEO of)`},
		{"invest prod 2", `invest prod takes nothing more, not "2": type invest prod alone`},
		{"invest navigation 3", `unknown company "3"`},
	} {
		_, err := ParseQuick(s, tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.line, err, tc.want)
		}
	}
	if c, err := ParseQuick(s, "invest navigation blue"); err != nil || c.Move.Company != rs.Bluewave || c.Move.Upgrade != rs.NavigationExpert {
		t.Errorf("invest navigation blue: %+v %v", c.Move, err)
	}
}

// TestRivalQuickUnknownTerrainListsWhatTheMoveTakesNow: a terrain not
// understood is refused listing only the terrains the point can go on
// now: sea and sandbank; rocks with the Navigation expert ("Anatomy of
// a Sea Tile"); port only in a game set up with --port-navigation. A
// point moved lists where the company's points lie. ("nav blue lava"
// listed "rocks or port" to every player.)
func TestRivalQuickUnknownTerrainListsWhatTheMoveTakesNow(t *testing.T) {
	for _, tc := range []struct {
		name         string
		portNav      bool
		expert       bool
		line, want   string
		field, wrong string // a terrain the company's points lie on; "" none
	}{
		{"plain", false, false, "nav blue lava", `unknown terrain "lava": sea or sandbank`, "", "rocks"},
		{"Navigation expert", false, true, "nav blue lava", `unknown terrain "lava": sea, sandbank or rocks`, "", "port"},
		{"--port-navigation", true, false, "nav blue lava", `unknown terrain "lava": sea, sandbank or port`, "", "rocks"},
		{"both", true, true, "nav blue lava", `unknown terrain "lava": sea, sandbank, rocks or port`, "", "none"},
		{"moved from", false, false, "nav blue lava>sea", `unknown terrain "lava": sandbank`, "sandbank", "rocks"},
		{"moved to", false, false, "nav blue sandbank>lava", `unknown terrain "lava": sea or sandbank`, "sandbank", "rocks"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _, err := rs.Setup(nil, []string{"Ann", "Bob", "Cy"}, rs.Options{PortNavigation: tc.portNav}, 1)
			if err != nil {
				t.Fatal(err)
			}
			s.Active = 1
			if tc.expert {
				s.Players[s.Active].Upgrades = map[rs.Upgrade]bool{rs.NavigationExpert: true}
			}
			if tc.field != "" {
				*s.Companies[0].Field.At(seamap.Terrain(tc.field)) = 1
			}
			_, err = ParseQuick(s, tc.line)
			if err == nil || err.Error() != tc.want {
				t.Errorf("%q: %v, want %q", tc.line, err, tc.want)
			}
			if tc.wrong != "none" && strings.Contains(err.Error(), tc.wrong) {
				t.Errorf("%q lists %s, not open now: %v", tc.line, tc.wrong, err)
			}
		})
	}
}

// rivalSetUp is a 3-player game (Ann, Bob, Cy; seed 7) in dir with its
// setup choices made (each player the leftmost free bonus slot and the
// first company still free, free points on sea), read from script at the
// accessible prompts; stop is how many setup moves to make (6: all).
func rivalSetUp(t *testing.T, script string, stop int) (*Table, *roomtest.SyncBuffer) {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	for i := 0; i < stop; i++ {
		s := g.State()
		p := s.Pending
		m := rs.Move{Player: p.Player}
		if p.Kind == rs.PendingBonus {
			m.Type = rs.MoveBonus
			for j := range s.Side().BonusSlots {
				if _, _, err := rs.Apply(s, rs.Move{Type: rs.MoveBonus, Player: p.Player, Slot: j}); err == nil {
					m.Slot = j
					break
				}
			}
		} else {
			m.Type = rs.MoveStart
			for _, c := range rs.CompanyIDs {
				m.Company = c
				m.Nav = nil
				for range p.Points {
					m.Nav = append(m.Nav, rs.NavOp{Company: c, Terrain: "sea"})
				}
				if _, _, err := rs.Apply(s, m); err == nil {
					break
				}
			}
		}
		if _, err := g.Do(m); err != nil {
			t.Fatalf("setup move %d: %v", i, err)
		}
	}
	out := &roomtest.SyncBuffer{}
	p := prompt.NewPrompter(strings.NewReader(script), out, true)
	return &Table{P: p, Out: out, g: g, seen: -1, turn: -1}, out
}

// TestRivalSharesSellPaysForBuy (finding 2): rival-seas.txt 5.3 lets a
// buy and a sale in one action go in either order, so the menu offers the
// buys a sale pays for. Cy has 7 credits, 1 green share (stock 10) and 2
// yellow (stock 8); blue and brown stand at 5, every treasury at 10. Buy
// yellow (8) needs the green sale first: 7 + 10 = 17, then 17 - 8 = 9
// credits; green drops to 9, yellow rises to 9. Buying green (10) works by
// selling yellow first (7 + 8 = 15). Blue and brown (5) need no sale.
func TestRivalSharesSellPaysForBuy(t *testing.T) {
	tab, out := rivalSetUp(t, "buy one\nbuy goldcoast\nsell viva\n", 6)
	s := tab.g.State().Clone()
	s.Active = 2
	cy := &s.Players[2]
	cy.Credits = 7
	cy.Shares = rs.Counts{0, 1, 0, 2}
	for i, v := range []int{5, 10, 5, 8} {
		s.Companies[i].Stock = v
		s.Companies[i].Treasury = 10
	}
	m, _, err := tab.askOffer(s, 2, "shares", tab.around(s, 2, backLabel))
	if err != nil || m == nil {
		t.Fatalf("details: %v %v\n%s", m, err, out)
	}
	want := rs.Move{Type: rs.MoveShares, Player: 2, Buy: rs.Goldcoast, Sell: rs.VivaVerde, SellFirst: true}
	if m.Type != want.Type || m.Player != want.Player || m.Buy != want.Buy || m.Sell != want.Sell || m.SellFirst != want.SellFirst {
		t.Fatalf("move %+v, want %+v", *m, want)
	}
	got := out.String()
	for _, w := range []string{
		"buy Bluewave Tuna (blue) for 5 credits\n",
		"buy Viva Verde Olives (green) for 10 credits (sell first to pay for it)",
		"buy Roast & Co Coffee (brown) for 5 credits\n",
		"buy Goldcoast Bananas (yellow) for 8 credits (sell first to pay for it)",
		"Only one order works: sell first.",
	} {
		if !strings.Contains(got, w) {
			t.Errorf("output lacks %q:\n%s", w, got)
		}
	}
	// Selling yellow cannot pay for yellow: only green is offered to sell.
	if i := strings.Index(got, "Sell which?"); i < 0 || strings.Contains(got[i:], "sell Goldcoast") {
		t.Errorf("sell options:\n%s", got)
	}
	n, _, err := rs.Apply(s, *m)
	if err != nil {
		t.Fatal(err)
	}
	if n.Players[2].Credits != 9 || n.Companies[1].Stock != 9 || n.Companies[3].Stock != 9 || n.Players[2].Shares != (rs.Counts{0, 0, 0, 3}) {
		t.Errorf("after: credits %d, green %d, yellow %d, shares %v", n.Players[2].Credits, n.Companies[1].Stock, n.Companies[3].Stock, n.Players[2].Shares)
	}
}

// TestRivalSubQuestionsWords (finding 3): every question of a menu move
// offers back (the menu again, nothing done), undo, redo and quit, typed
// as the start of the option's label in accessible mode.
func TestRivalSubQuestionsWords(t *testing.T) {
	// Menu → Buy and/or sell → "Which share?" back → the menu again →
	// Invest → "Invest in which column?" undo: the last setup move is
	// taken back.
	tab, out := rivalSetUp(t, "buy and/or sell\nback\ninvest\nundo\n", 6)
	if err := tab.menu(tab.g.State()); err != nil {
		t.Fatalf("menu: %v\n%s", err, out)
	}
	got := out.String()
	if len(tab.g.Moves) != 5 || !strings.Contains(got, "Undone: ") {
		t.Errorf("undo at the invest question: %d moves\n%s", len(tab.g.Moves), got)
	}
	if strings.Count(got, ", what do you do?") != 2 || strings.Contains(got, "Invalid") {
		t.Errorf("back should ask the menu again, once:\n%s", got)
	}
	for _, w := range []string{"back to the menu (nothing is done)", "undo the last move", "quit (everything is saved; resume later)"} {
		if i := strings.Index(got, "Which share?"); i < 0 || !strings.Contains(got[i:], w) {
			t.Errorf("Which share? lacks %q:\n%s", w, got)
		}
	}
	// Quit from "Invest in which column?".
	tab, out = rivalSetUp(t, "invest\nquit\n", 6)
	if err := tab.menu(tab.g.State()); !errors.Is(err, session.ErrQuit) {
		t.Errorf("quit at the invest question: %v\n%s", err, out)
	}
	// The setup's free-point question: back asks the company again, undo
	// takes back the last move.
	tab, out = rivalSetUp(t, "back\nundo\n", 5)
	s := tab.g.State()
	if s.Pending == nil || s.Pending.Kind != rs.PendingStart {
		t.Fatal("not at a start choice")
	}
	company := s.CompanyName(3)
	for _, c := range []int{0, 1, 2, 3} {
		if _, _, err := rs.Apply(s, rs.Move{Type: rs.MoveStart, Player: s.Pending.Player, Company: rs.CompanyIDs[c], Nav: make([]rs.NavOp, s.Pending.Points)}); err == nil {
			company = s.CompanyName(c)
			break
		}
	}
	tab.P = prompt.NewPrompter(strings.NewReader(company+"\nback\n"+company+"\nundo\n"), out, true)
	if err := tab.start(s); !errors.Is(err, errAgain) {
		t.Errorf("back at the point question: %v", err)
	}
	if len(tab.g.Moves) != 5 {
		t.Errorf("back made a move: %d moves", len(tab.g.Moves))
	}
	if err := tab.start(tab.g.State()); err != nil {
		t.Errorf("undo at the point question: %v", err)
	}
	got = out.String()
	if len(tab.g.Moves) != 4 || !strings.Contains(got, "back (choose the company again)") {
		t.Errorf("undo at the point question: %d moves\n%s", len(tab.g.Moves), got)
	}
}

// TestRivalNotUnderstoodWrapped (finding 11): the "Not understood" line is
// word-wrapped to the terminal's width (80 columns into a file) like the
// other messages.
func TestRivalNotUnderstoodWrapped(t *testing.T) {
	tab, out := rivalSetUp(t, "sail blue to narnia\n", 6)
	if err := tab.action(tab.g.State()); !errors.Is(err, errAgain) {
		t.Fatalf("action: %v", err)
	}
	got := out.String()
	i := strings.Index(got, "Not understood:")
	if i < 0 {
		t.Fatalf("no refusal:\n%s", got)
	}
	msg := got[i:]
	if !strings.Contains(strings.Join(strings.Fields(msg), " "), `unknown port "narnia": a company (blue, green, brown, yellow) or a town`) {
		t.Errorf("message:\n%s", msg)
	}
	lines := strings.Split(strings.TrimSpace(msg), "\n")
	if len(lines) < 2 {
		t.Errorf("not wrapped:\n%s", msg)
	}
	for _, l := range lines {
		if len([]rune(l)) > 80 {
			t.Errorf("line of %d columns: %q", len([]rune(l)), l)
		}
	}
}

// TestRivalProductionWalkFullHex: the production walk-through never tells
// the table to put containers on a full hex (rival-seas.txt 6, Container
// Production step 3): with Bluewave's hex at 6 and 2 blue and 1 green in
// the market slots, step 1 places the green only and keeps the 2 blue
// aside, step 2 refills the slots, step 3 puts the 2 blue back in the bag.
func TestRivalProductionWalkFullHex(t *testing.T) {
	s, _, err := rs.Setup(nil, []string{"Ann", "Bob", "Cy"}, rs.Options{NoLayout: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Companies[0].Hex, s.Companies[1].Hex = 6, 2
	var out strings.Builder
	tb := &Table{P: prompt.NewPrompter(strings.NewReader(""), &out, true), Out: &out}
	tb.production(s, rs.Counts{0, 1, 0, 0}, rs.Counts{2, 0, 0, 0}, false)
	got := strings.Join(strings.Fields(out.String()), " ")
	for _, want := range []string{
		"put them on their company hexes: 1 green to Viva Verde Olives (now 2 on the hex). Keep 2 blue aside: its hex is full.",
		"2. tallyman drew for the market slots",
		"3. Put the 2 blue kept aside back into the bag (a company hex holds at most 6; no replacement is drawn).",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("walk-through lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "blue to Bluewave") {
		t.Errorf("told to put blue on the full hex:\n%s", got)
	}
}

// TestRivalInvestEveryColumnTaken: with a disc in all four Invest columns,
// the menu's reason names every column, not the first one refused
// (rival-seas.txt 5.3 Invest: one disc per column per player).
func TestRivalInvestEveryColumnTaken(t *testing.T) {
	tab, _ := rivalSetUp(t, "", 6)
	s := tab.g.State().Clone()
	seat := s.Active
	for i := range s.Invest {
		s.Invest[i] = append(s.Invest[i], seat)
	}
	for _, c := range menuChoices(Menu(s)) {
		if c.Key != "invest" {
			continue
		}
		if len(c.Moves) != 0 || c.Refused == nil || !strings.Contains(c.Refused.Error(), "already has a disc in every column") {
			t.Errorf("invest: %d moves, refused %v", len(c.Moves), c.Refused)
		}
		return
	}
	t.Error("no invest choice")
}

// TestRivalUndoContainersBack: undoing a move that changed the containers
// (here a production: Bluewave's hex 6 -> 4, the slots back) tells the
// table what to put back, with the bag's count.
func TestRivalUndoContainersBack(t *testing.T) {
	s, _, err := rs.Setup(nil, []string{"Ann", "Bob", "Cy"}, rs.Options{NoLayout: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	before := s.Clone()
	after := s.Clone()
	before.Companies[0].Hex = 6
	before.Slots = []rs.CompanyID{rs.RoastCo}
	after.Companies[0].Hex = 4
	after.Slots = []rs.CompanyID{rs.Bluewave, rs.Bluewave}
	var out strings.Builder
	tb := &Table{P: prompt.NewPrompter(strings.NewReader(""), &out, true), Out: &out}
	tb.containersBack(before, after)
	got := strings.Join(strings.Fields(out.String()), " ")
	want := fmt.Sprintf("On the table, put the containers back: company hexes Bluewave Tuna 4 (was 6); market slots, left to right: blue, blue; the rest in the bag (%d).", after.Bag.Total())
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	out.Reset()
	tb.containersBack(after, after)
	if out.Len() != 0 {
		t.Errorf("nothing changed, yet: %q", out.String())
	}
}

// TestRivalLongTypoQuotedShort (try-out 2, finding 7): a 900-character
// typo at the move prompt (a line mode line has at most 1,000; the
// try-out pasted 3,000 on a full terminal) is quoted in its refusal cut
// to 40 cells, 39 x and "…", not whole (38 lines at 80 columns, the
// question pushed off the screen).
func TestRivalLongTypoQuotedShort(t *testing.T) {
	tab, out := rivalSetUp(t, strings.Repeat("x", 900)+"\n", 6)
	if err := tab.action(tab.g.State()); !errors.Is(err, errAgain) {
		t.Fatalf("action: %v", err)
	}
	got := out.String()
	want := `Not understood: "` + strings.Repeat("x", 39) + `…" is not a move: type help for the list, or Enter for the menu`
	if !strings.Contains(strings.Join(strings.Fields(got), " "), want) || strings.Contains(got, strings.Repeat("x", 40)) {
		t.Errorf("want %q, got:\n%s", want, got)
	}
}
