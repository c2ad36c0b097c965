package rivalseas

import (
	"bytes"
	"encoding/json"
	"fmt"
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
		{"13", "Red: investment_vp: 13 is no sum of Invest columns' VP (Cargo space 3, Production upgrade 4, Navigation expert 3, Loading upgrade 2; one disc a column)"},
		{"100", "Red: investment_vp: 100 is no sum of Invest columns' VP"},
		{"-1", "Red: investment_vp: is negative (-1)"},
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

// boardWith is the built-in board's JSON with edit applied to its
// generic form.
func boardWith(t *testing.T, edit func(map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(defaultBoardJSON(), &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestBoardKindErrors (finding 11): a value of the wrong kind in a board
// file is named by its field, as Check names fields, with what it must
// be, instead of Go's decoding message; bad JSON is named by its line.
func TestBoardKindErrors(t *testing.T) {
	get := func(m map[string]any, path ...any) map[string]any {
		var v any = m
		for _, p := range path {
			switch k := p.(type) {
			case string:
				v = v.(map[string]any)[k]
			case int:
				v = v.([]any)[k]
			}
		}
		return v.(map[string]any)
	}
	for _, tc := range []struct {
		edit func(map[string]any)
		want string
	}{
		{func(m map[string]any) { get(m, "companies", 0)["start_stock"] = "5" }, "board file: companies.0.start_stock: a whole number, not a string"},
		{func(m map[string]any) { get(m, "side_3_4", "invest", 1)["costs"] = []any{5, 7.5} }, "board file: side_3_4.invest.1.costs.1: a whole number, not 7.5"},
		{func(m map[string]any) { m["towns"] = map[string]any{"a": 1} }, "board file: towns: a list [...], not an object"},
		{func(m map[string]any) { m["setup_shares_paid"] = "no" }, "board file: setup_shares_paid: true or false, not a string"},
		{func(m map[string]any) { get(m, "time")["invest"] = true }, "board file: time.invest: a whole number, not true"},
	} {
		_, err := LoadBoard(bytes.NewReader(boardWith(t, tc.edit)))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%v, want %q", err, tc.want)
		}
	}
	_, err := LoadBoard(strings.NewReader("{\n  \"rounds\": 3,,\n}"))
	if err == nil || !strings.HasPrefix(err.Error(), "board file: line 2: not valid JSON: invalid character ','") {
		t.Errorf("bad JSON: %v", err)
	}
	_, err = LoadBoard(strings.NewReader(`{"rounds": 3`))
	if err == nil || err.Error() != "board file: the file ends before the closing } (not valid JSON)" {
		t.Errorf("cut short: %v", err)
	}
}

// TestBoardUnplayable (finding 4): Check refuses boards no game can be
// played on. Demand markers: the built-in board's 5 listed towns, and the
// stand-in tiles, need one marker each plus one in the demand slots for a
// delivery's replacement (rival-seas.txt 5.4): 0 or 1 a colour (0 or 4
// markers) is too few, 2 (8) is enough. Timetrack: no action may pass the
// start slot (5.2), so a track of 2 cannot take the invest action (3).
func TestBoardUnplayable(t *testing.T) {
	towns, where := DefaultBoard().mostTowns()
	if towns < 5 || towns > 7 {
		t.Fatalf("the built-in board has %d towns in play (%s)", towns, where)
	}
	need := (towns + 1 + 3) / 4
	for _, tc := range []struct {
		edit func(map[string]any)
		want string
	}{
		{func(m map[string]any) { m["demand_markers_per_colour"] = 0 }, fmt.Sprintf("demand_markers_per_colour: 0 gives 0 demand markers; %s %d towns in play, each needing one, and a delivery takes its new marker from the demand slots, so at least %d are needed: %d or more a colour", where, towns, towns+1, need)},
		{func(m map[string]any) { m["demand_markers_per_colour"] = 1 }, "demand_markers_per_colour: 1 gives 4 demand markers"},
		{func(m map[string]any) {
			m["side_3_4"].(map[string]any)["timetrack"] = 2
			m["side_3_4"].(map[string]any)["halfway"] = 1
		}, "side_3_4.timetrack: 2 slots; an action may not pass the start slot, so the track needs at least 3 (time.invest costs 3)"},
		{func(m map[string]any) { m["side_2p"].(map[string]any)["timetrack"] = 1 }, "side_2p.timetrack: 1 slots; an action may not pass the start slot, so the track needs at least 3"},
		// No market slots: no production would ever place a container.
		{func(m map[string]any) { m["market_slots"] = map[string]any{"2": 8, "3": 0, "4": 8} }, "market_slots.3"},
		{func(m map[string]any) { m["setup_draw"] = map[string]any{"2": 0, "3": 6, "4": 6} }, "setup_draw.2"},
	} {
		_, err := LoadBoard(bytes.NewReader(boardWith(t, tc.edit)))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v, want %q", err, tc.want)
		}
	}
	// Without tiles, the towns list counts: 3 towns need 4 markers, so 1
	// a colour is enough and 0 is not.
	three := func(n int) func(map[string]any) {
		return func(m map[string]any) {
			delete(m, "tiles")
			m["towns"] = m["towns"].([]any)[:3]
			m["demand_markers_per_colour"] = n
		}
	}
	if _, err := LoadBoard(bytes.NewReader(boardWith(t, three(1)))); err != nil {
		t.Errorf("3 towns, 4 markers: %v", err)
	}
	_, err := LoadBoard(bytes.NewReader(boardWith(t, three(0))))
	if err == nil || !strings.Contains(err.Error(), "the towns list has 3 towns in play") || !strings.Contains(err.Error(), "at least 4 are needed: 1 or more a colour") {
		t.Errorf("3 towns, 0 markers: %v", err)
	}
	// A table's own towns at setup: 8 markers serve 7 towns, not 8.
	seven := []string{"A", "B", "C", "D", "E", "F", "G"}
	if _, _, err := Setup(nil, testNames[:3], Options{NoLayout: true, Towns: seven}, 1); err != nil {
		t.Errorf("7 towns: %v", err)
	}
	_, _, err = Setup(nil, testNames[:3], Options{NoLayout: true, Towns: append(seven, "H")}, 1)
	if err == nil || !strings.Contains(err.Error(), "8 towns in play need one each and one more in the demand slots") {
		t.Errorf("8 towns: %v", err)
	}
}

// TestParseCompanyNamesBoard: an unknown company is answered with the
// board's own keys and colours (a board file may rename a colour).
func TestParseCompanyNamesBoard(t *testing.T) {
	b, err := LoadBoard(bytes.NewReader(boardWith(t, func(m map[string]any) {
		m["companies"].([]any)[0].(map[string]any)["colour"] = "navy"
	})))
	if err != nil {
		t.Fatal(err)
	}
	if c, err := b.ParseCompany("navy"); err != nil || c != Bluewave {
		t.Errorf("navy: %v %v", c, err)
	}
	// A start that fits one company only; "b" fits bluewave and brown.
	if c, err := b.ParseCompany("roast"); err != nil || c != RoastCo {
		t.Errorf("roast: %v %v", c, err)
	}
	if _, err := b.ParseCompany("b"); err == nil {
		t.Error("b: taken though it fits two companies")
	}
	_, err = b.ParseCompany("tuna")
	if err == nil || !strings.Contains(err.Error(), `unknown company "tuna": the companies are bluewave, vivaverde, roastco, goldcoast (or their colours navy, green, brown, yellow)`) {
		t.Errorf("tuna: %v", err)
	}
}
