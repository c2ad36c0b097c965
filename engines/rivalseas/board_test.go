package rivalseas

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"tallyman/engines/rivalseas/seamap"
)

// The embedded board is exactly what Dump writes, so `board --dump` gives
// the file back unchanged.
func TestDefaultBoardRoundTrips(t *testing.T) {
	b := DefaultBoard()
	var buf bytes.Buffer
	if err := b.Dump(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := LoadBoard(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, b) {
		t.Fatal("a dumped board reads back different")
	}
	// The dump carries the sea map, kept once in seamap's file.
	if !reflect.DeepEqual(back.Tiles, seamap.DefaultTiles()) || !reflect.DeepEqual(back.Pattern, seamap.DefaultPattern()) {
		t.Error("the dump lacks seamap's default tiles or pattern")
	}
	if bytes.Contains(boardJSON, []byte(`"tiles": [`)) {
		t.Error("board.json holds a copy of the sea tiles: they live in seamap/default_tiles.json")
	}
}

// leaves lists the dotted paths of every number and true/false value.
func leaves(t any, path string, out *[]string) {
	switch v := t.(type) {
	case map[string]any:
		for k, x := range v {
			leaves(x, join(path, k), out)
		}
	case []any:
		for i, x := range v {
			leaves(x, join(path, fmt.Sprint(i)), out)
		}
	case float64, bool:
		*out = append(*out, path)
	}
}

// Every number of the board is either given by the rules (a source
// section) or marked assumed with a reason (the lead's rule for data
// tables), and the sources and assumptions do not overlap.
func TestBoardValuesHaveSources(t *testing.T) {
	b := DefaultBoard()
	var all []string
	leaves(b.tree(), "", &all)
	covered := func(path string, fields []string) bool {
		for _, f := range fields {
			if path == f || strings.HasPrefix(path, f+".") {
				return true
			}
		}
		return false
	}
	var src, ass []string
	for _, s := range b.Sources {
		src = append(src, s.Field)
		if s.Section == "" {
			t.Errorf("source %s has no section", s.Field)
		}
	}
	for _, a := range b.AssumedFields {
		ass = append(ass, a.Field)
		if a.Reason == "" {
			t.Errorf("assumed %s has no reason", a.Field)
		}
	}
	for _, p := range all {
		if strings.HasPrefix(p, "sources.") || strings.HasPrefix(p, "assumed.") {
			continue
		}
		s, a := covered(p, src), covered(p, ass)
		switch {
		case !s && !a:
			t.Errorf("%s has neither a source nor an assumption", p)
		case s && a:
			t.Errorf("%s is both given and assumed", p)
		}
	}
	// Assumed lists the values in use.
	var bonus string
	for _, v := range b.Assumed() {
		if v.Field == "side_3_4.bonus_slots.0.credits" {
			bonus = v.Value
		}
	}
	if bonus != "14" {
		t.Errorf("assumed bonus slot 0 credits %q", bonus)
	}
}

func TestLoadBoardErrors(t *testing.T) {
	var buf bytes.Buffer
	if err := DefaultBoard().Dump(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	cases := []struct{ name, old, new, want string }{
		{"unknown field", `"rounds": 3`, `"rounds": 3, "turns": 2`, `unknown field "turns"`},
		{"market start", `"start": 4`, `"start": 5`, "market.start: 5 is outside market.min..market.max (1..4)"},
		{"company key", `"key": "roastco"`, `"key": "coffee"`, `companies.2.key: "coffee"; company 3 must be "roastco"`},
		{"wage gap", `"from": 9`, `"from": 10`, "stock value 9 is in 0 wage bands"},
		{"halfway", `"halfway": 10`, `"halfway": 20`, "side_3_4.halfway: 20 is outside 0..timetrack-1"},
		{"upgrade", `"upgrade": "loading_upgrade"`, `"upgrade": "turbo"`, `side_3_4.invest.3.upgrade: "turbo"; the upgrades are`},
		{"assumed field", `"field": "rounds"`, `"field": "roundz"`, `sources.13.field: "roundz" names no field`},
		{"type", `"rounds": 3`, `"rounds": "three"`, "board file: rounds: a whole number, not a string"},
		{"time", `"funding": 1`, `"funding": 0`, "time.funding: 0 is less than 1"},
		// A container line has spaces ("Remove containers if necessary",
		// Summary of Play, Deliveries): a file that gives the field gives
		// 1 or more.
		{"no line spaces", `"container_line_spaces": 6`, `"container_line_spaces": 0`, "container_line_spaces: 0 is less than 1: give the spaces of each colour's container line on the Container Market board, 1 or more (6 on the built-in board)"},
		{"negative line spaces", `"container_line_spaces": 6`, `"container_line_spaces": -2`, "container_line_spaces: -2 is less than 1"},
		// Names and colours are shown on every screen, phone and PDF:
		// printable text as players' names are (QA: an escape sequence in
		// a company's name reached the terminal, a 300-character colour
		// was taken).
		{"company name with an escape", `"name": "Bluewave Tuna"`, `"name": "Blue\u001b[2Jwave"`, `companies.0.name: "Blue\x1b[2Jwave" holds a control character (U+001B)`},
		{"colour of 300 letters", `"colour": "blue"`, `"colour": "` + strings.Repeat("b", 300) + `"`, "companies.0.colour: \"bbbbbbbbbbbbbbbbbbbb…\" has 300 characters: names have at most 40"},
		{"disc colour with a text-direction control", `"black",`, `"bl\u202eack",`, `player_colours.0: "bl\u202eack" holds a text-direction control (U+202E)`},
		{"town name with a line break", `"name": "Blakeney"`, `"name": "Blake\nney"`, `towns.0.name: "Blake\nney" holds a control character (U+000A)`},
	}
	for _, tc := range cases {
		if !strings.Contains(good, tc.old) {
			t.Fatalf("%s: %q not in the dump", tc.name, tc.old)
		}
		_, err := LoadBoard(strings.NewReader(strings.Replace(good, tc.old, tc.new, 1)))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	// An edited board plays: 2 players, a longer track.
	b, err := LoadBoard(strings.NewReader(strings.Replace(good, `"timetrack": 24`, `"timetrack": 30`, 1)))
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := Setup(b, []string{"Ann", "Bob"}, Options{}, 1)
	if err != nil || s.Track() != 30 {
		t.Fatalf("edited board: %v", err)
	}
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

// TestHalfDrawnTilesOfAnOldGame: a board whose tiles hold no town on tile
// 2 and no Viva Verde (tile 2 all sea) is refused for play (every company
// and a town on every side, seamap.Playable, issue 24.10), but the board
// of a game saved before that check (Options.AnyTiles) is read and set up
// as it was, the tiles still checked as data.
func TestHalfDrawnTilesOfAnOldGame(t *testing.T) {
	seaTile2 := func(m map[string]any) {
		for _, side := range m["tiles"].([]any)[1].(map[string]any)["sides"].([]any) {
			for _, h := range side.(map[string]any)["hexes"].([]any) {
				hex := h.(map[string]any)
				hex["terrain"] = "sea"
				delete(hex, "name")
			}
		}
	}
	data := boardWith(t, seaTile2)
	const want = "company vivaverde (Viva Verde Olives) is on no tile"
	if _, err := LoadBoard(bytes.NewReader(data)); err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("half-drawn tiles for a new game: %v, want %q", err, want)
	}
	b, err := LoadBoardFor(bytes.NewReader(data), Options{AnyTiles: true})
	if err != nil {
		t.Fatalf("half-drawn tiles of an old game: %v", err)
	}
	if _, _, err := Setup(b, testNames[:3], Options{}, 1); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("a new game on them: %v, want %q", err, want)
	}
	if _, _, err := Setup(b, testNames[:3], Options{AnyTiles: true}, 1); err != nil {
		t.Errorf("an old game on them: %v", err)
	}
	broken := boardWith(t, func(m map[string]any) { m["tiles"] = m["tiles"].([]any)[:1] })
	if _, err := LoadBoardFor(bytes.NewReader(broken), Options{AnyTiles: true}); err == nil || !strings.Contains(err.Error(), "1 tiles for 4 slots") {
		t.Errorf("one tile for an old game: %v, want refused as data", err)
	}
}
