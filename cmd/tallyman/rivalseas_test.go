package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRivalSetupCommand: `tallyman setup rivalseas` prints a whole setup,
// the same for the same seed, with the drawn layout.
func TestRivalSetupCommand(t *testing.T) {
	a, err := run(t, "", "setup", "rivalseas", "--tiles", "demo", "--players", "4", "--seed", "11")
	if err != nil {
		t.Fatalf("%v\n%s", err, a)
	}
	b, _ := run(t, "", "setup", "rivalseas", "--tiles", "demo", "--players", "4", "--seed", "11")
	if a != b {
		t.Error("the same seed gave two setups")
	}
	c, _ := run(t, "", "setup", "rivalseas", "--tiles", "demo", "--players", "4", "--seed", "12")
	if a == c {
		t.Error("seeds 11 and 12 gave the same setup")
	}
	wantAll(t, "setup", a,
		"== Rival Seas setup for 4 players (seed 11) ==",
		"Assumed numbers",
		"- Timetrack: 20 slots.",
		"1. Sea tiles", "top left: tile", "bottom right: tile",
		"Demo tiles (--tiles demo): tallyman's stand-in tiles",
		"~~ sea   :: sandbank   ^^ rocks",
		"C1 Bluewave Tuna",
		"2. Containers and market", "Put 16 containers of each colour in the bag",
		"Container market beads", "Market slots (draw and place, left to right):",
		"3. Demand markers", "Demand slots, left to right:",
		"4. Companies", "5. Discs and bonus slots", "The random stack of discs, top first:",
		"bonus slot 4: 11 credits, 2 free navigation points",
	)
	// The 2-player side is not shown with 4 players, nor the town list
	// (a layout is drawn).
	if strings.Contains(a, "24 slots") || strings.Contains(a, "Towns (when no sea-tile layout") {
		t.Error("setup names values not in use")
	}
	if t.Failed() {
		t.Log(a)
	}
}

// TestRivalSetupJSON: --json is one JSON document on stdout, complete, and
// consistent with the rules worked by hand for 3 players: 6 containers
// drawn (Setup step 3), each bead at 4 less the containers of its colour
// drawn (not below 1), 6 market slots (3 players), 8 demand markers (2 per
// colour) of which 5 lie on the towns and 3 in the slots, 3 discs.
func TestRivalSetupJSON(t *testing.T) {
	out, err := run(t, "", "setup", "rivalseas", "--tiles", "demo", "--players", "3", "--seed", "5", "--json")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var s struct {
		Game    string   `json:"game"`
		Seed    uint64   `json:"seed"`
		Players []string `json:"players"`
		Assumed []map[string]any
		Layout  *struct {
			Placements  []map[string]int `json:"placements"`
			Description []string         `json:"description"`
			Drawing     string           `json:"drawing"`
			StandIn     bool             `json:"stand_in"`
		} `json:"layout"`
		Companies []struct {
			Key   string `json:"key"`
			Hex   int    `json:"hex"`
			Stock int    `json:"stock"`
		} `json:"companies"`
		Market      map[string]int `json:"market"`
		Slots       []string       `json:"slots"`
		Bag         map[string]int `json:"bag"`
		Towns       []struct{ Name, Demand string }
		DemandSlots []string         `json:"demand_slots"`
		DiscStack   []string         `json:"disc_stack"`
		BonusSlots  []map[string]int `json:"bonus_slots"`
		Timetrack   int              `json:"timetrack"`
		Halfway     int              `json:"halfway"`
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.Game != "rivalseas" || s.Seed != 5 || strings.Join(s.Players, ",") != "black,pink,white" {
		t.Errorf("game %q seed %d players %v", s.Game, s.Seed, s.Players)
	}
	if s.Layout == nil || len(s.Layout.Placements) != 4 || len(s.Layout.Description) != 4 || !strings.Contains(s.Layout.Drawing, "C1") || !s.Layout.StandIn {
		t.Errorf("layout %+v", s.Layout)
	}
	drawn, inBag := 0, 0
	for _, c := range s.Companies {
		drawn += c.Hex
		if want := max(4-c.Hex, 1); s.Market[c.Key] != want {
			t.Errorf("%s: %d drawn, market %d, want %d", c.Key, c.Hex, s.Market[c.Key], want)
		}
		inBag += s.Bag[c.Key]
	}
	if drawn != 6 || len(s.Slots) != 6 || inBag != 64-6-6 {
		t.Errorf("drawn %d, slots %v, bag %d", drawn, s.Slots, inBag)
	}
	onTowns := 0
	for _, tw := range s.Towns {
		if tw.Demand != "" {
			onTowns++
		}
	}
	if onTowns+len(s.DemandSlots) != 8 || len(s.DemandSlots) != 3 {
		t.Errorf("demand: %d on towns, slots %v", onTowns, s.DemandSlots)
	}
	if len(s.DiscStack) != 3 || len(s.BonusSlots) != 4 || s.Timetrack != 20 || s.Halfway != 10 || len(s.Assumed) == 0 {
		t.Errorf("discs %v bonus %v track %d halfway %d assumed %d", s.DiscStack, s.BonusSlots, s.Timetrack, s.Halfway, len(s.Assumed))
	}
	for _, k := range []string{"assumed", "layout", "companies", "market", "slots", "bag", "towns", "demand_slots", "disc_stack", "bonus_slots", "time_costs", "invest"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
}

// TestRivalBoardFile: dump the board, edit it, and set up with it; a
// broken board is refused with the field and nothing is saved.
func TestRivalBoardFile(t *testing.T) {
	t.Parallel()
	dump, err := run(t, "", "rivalseas", "board", "--dump")
	if err != nil {
		t.Fatal(err)
	}
	var board map[string]any
	if err := json.Unmarshal([]byte(dump), &board); err != nil {
		t.Fatalf("dump is not JSON: %v", err)
	}
	// Your boards say bonus slot 1 gives 20 credits and the track has 22
	// slots: edit them and take them off the assumed list.
	side := board["side_3_4"].(map[string]any)
	side["timetrack"] = 22.0
	side["bonus_slots"].([]any)[0].(map[string]any)["credits"] = 20.0
	var kept []any
	for _, a := range board["assumed"].([]any) {
		f := a.(map[string]any)["field"]
		if f != "side_3_4.timetrack" && f != "side_3_4.bonus_slots.0.credits" {
			kept = append(kept, a)
		}
	}
	board["assumed"] = kept
	dir := t.TempDir()
	edited := filepath.Join(dir, "board.json")
	b, _ := json.MarshalIndent(board, "", "  ")
	if err := os.WriteFile(edited, b, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := run(t, "", "setup", "rivalseas", "--tiles", "demo", "--players", "3", "--seed", "1", "--board", edited)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(out, "bonus slot 1: 20 credits") || strings.Contains(out, "side_3_4.timetrack") || strings.Contains(out, "bonus_slots.0.credits") {
		t.Errorf("the edited board is not in use:\n%s", out)
	}
	out, err = run(t, "", "rivalseas", "board", "--board", edited)
	if err != nil || !strings.Contains(out, "a good board file") || !strings.Contains(out, "timetrack 22 slots") {
		t.Errorf("board check: %v\n%s", err, out)
	}
	// A game set up with it keeps the board in its journal: resume plays
	// with the same numbers even without the file.
	games := t.TempDir()
	out, err = run(t, "quit\n", "new", "rivalseas", "--tiles", "demo", "--dir", games, "--players", "Ann,Bob,Cy", "--seed", "1", "--board", edited)
	if err != nil || !strings.Contains(out, "bonus slot 1: 20 credits") {
		t.Fatalf("new with board: %v\n%s", err, out)
	}
	os.Remove(edited)
	out, err = run(t, "quit\n", "resume", "--dir", games)
	if err != nil || !strings.Contains(out, "slot 1: 20 credits") {
		t.Fatalf("resume without the board file: %v\n%s", err, out)
	}

	broken := filepath.Join(dir, "broken.json")
	bad := strings.Replace(dump, `"start": 4`, `"start": 9`, 1)
	if bad == dump {
		t.Fatal("no market start in the dump")
	}
	os.WriteFile(broken, []byte(bad), 0o644)
	notJSON := filepath.Join(dir, "notjson.json")
	os.WriteFile(notJSON, []byte(`{"rounds": 3,`), 0o644)
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"setup", "rivalseas", "--tiles", "demo", "--players", "3", "--board", broken}, []string{"--board " + broken, "market.start", "9"}},
		{[]string{"setup", "rivalseas", "--tiles", "demo", "--players", "3", "--board", notJSON}, []string{"--board " + notJSON, "board file"}},
		{[]string{"setup", "rivalseas", "--tiles", "demo", "--players", "3", "--board", filepath.Join(dir, "missing.json")}, []string{"--board", "missing.json", "no such file"}},
		{[]string{"rivalseas", "board", "--board", broken}, []string{"market.start"}},
		{[]string{"new", "rivalseas", "--tiles", "demo", "--players", "Ann,Bob,Cy", "--board", broken, "--dir", games + "2"}, []string{"market.start"}},
	} {
		_, err := run(t, "", tc.args...)
		if err == nil {
			t.Errorf("%v: no error", tc.args)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%v: %v lacks %q", tc.args, err, w)
			}
		}
	}
	// Nothing was saved for the refused game.
	if files, _ := filepath.Glob(filepath.Join(games+"2", "*.jsonl")); len(files) != 0 {
		t.Errorf("a refused board left a journal: %v", files)
	}
}

// TestRivalScoreCommand: the score file, worked out by hand
// (rival-seas.txt 7). Final stock: Bluewave 7, Viva Verde 5, Roast & Co 9,
// Goldcoast 3.
//   - Red: shares 2 x 7 + 1 x 9 = 23; + 14 credits + 5 + ship 2 = 44 (3 shares, bottom of the pile)
//   - Pink: 3 x 5 = 15; + 20 + 7 + 0 = 42
//   - Black: 1 x 7 + 2 x 5 = 17; + 13 + 12 + 2 = 44 (3 shares, third in the pile)
//   - White: 3 x 3 + 1 x 9 = 18; + 19 + 5 + 2 = 44 (4 shares)
//
// Three tie at 44: White has the most shares (first); Red and Black tie on
// shares and Red's disc is nearer the bottom (second, Black third).
func TestRivalScoreCommand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "final.json")
	data := `{"stock": {"bluewave": 7, "vivaverde": 5, "roastco": 9, "goldcoast": 3},
	 "players": [
	  {"name": "Red", "credits": 14, "shares": {"bluewave": 2, "roastco": 1}, "investment_vp": 5, "ship": 2, "stack_position": 0},
	  {"name": "Pink", "credits": 20, "shares": {"vivaverde": 3}, "investment_vp": 7, "ship": 0, "stack_position": 1},
	  {"name": "Black", "credits": 13, "shares": {"bluewave": 1, "vivaverde": 2}, "investment_vp": 12, "ship": 2, "stack_position": 2},
	  {"name": "White", "credits": 19, "shares": {"goldcoast": 3, "roastco": 1}, "investment_vp": 5, "ship": 2, "stack_position": 3}]}`
	if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	players, winners := scoreJSON(t, "rivalseas", file)
	wantPlayers(t, players, []map[string]any{
		{"name": "Red", "share_vp": 23.0, "credits": 14.0, "investment_vp": 5.0, "ship_vp": 2.0, "total": 44.0, "shares": 3.0, "rank": 2.0},
		{"name": "Pink", "share_vp": 15.0, "credits": 20.0, "investment_vp": 7.0, "ship_vp": 0.0, "total": 42.0, "shares": 3.0, "rank": 4.0},
		{"name": "Black", "share_vp": 17.0, "credits": 13.0, "investment_vp": 12.0, "ship_vp": 2.0, "total": 44.0, "shares": 3.0, "rank": 3.0},
		{"name": "White", "share_vp": 18.0, "credits": 19.0, "investment_vp": 5.0, "ship_vp": 2.0, "total": 44.0, "shares": 4.0, "rank": 1.0},
	})
	if strings.Join(winners, ",") != "White" {
		t.Errorf("winners %v", winners)
	}
	out, err := run(t, "", "score", "rivalseas", file)
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(out), " ") // a breakdown wider than 80 columns goes on at a "+"
	for _, w := range []string{"1. White: 44 VP", "shares 18 VP (4 shares) + credits 19 VP + investments 5 VP + ship 2 VP = 44 VP", "2. Red: 44 VP", "3. Black: 44 VP", "4. Pink: 42 VP", "Winner: White"} {
		if !strings.Contains(flat, w) {
			t.Errorf("text lacks %q\n%s", w, out)
		}
	}
	// Bad files: an unknown company and a repeated stack position, named
	// with the player and the field; an empty input.
	_, err = run(t, `{"stock": {"bluewave": 7, "vivaverde": 5, "roastco": 9, "goldcoast": 3}, "players": [{"name": "Red", "credits": 1, "shares": {"redwave": 2}, "investment_vp": 0, "ship": 0, "stack_position": 0}, {"name": "Pink", "credits": 1, "shares": {}, "investment_vp": 0, "ship": 0, "stack_position": 1}]}`, "score", "rivalseas", "-")
	if err == nil || !strings.Contains(err.Error(), "standard input") || !strings.Contains(err.Error(), "Red") || !strings.Contains(err.Error(), "redwave") {
		t.Errorf("unknown company: %v", err)
	}
	_, err = run(t, "", "score", "rivalseas", "-")
	if err == nil || !strings.Contains(err.Error(), "empty") {
		t.Errorf("empty input: %v", err)
	}
}

// TestRivalBadInput: wrong player counts, unknown games and flags of other
// games are refused with what is allowed; a typo in play changes nothing.
func TestRivalBadInput(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"new", "rivalseas", "--tiles", "demo", "--players", "Ann"}, "2 to 4 players, not 1"},
		{[]string{"new", "rivalseas", "--tiles", "demo", "--players", "A,B,C,D,E"}, "2 to 4 players, not 5"},
		{[]string{"new", "rivalseas", "--tiles", "demo", "--players", "Ann,Bob", "--cards", "deal"}, "--cards belongs to container, not rivalseas (rivalseas takes --players, --seed, --board, --port-navigation, --tiles, --towns, --bag, --no-phones, --ip, --port)"},
		{[]string{"new", "rivalseas", "--tiles", "demo", "--players", "Ann,Bob", "--bag", "sometimes"}, `--bag: "sometimes" is not a bag: say tallyman`},
		{[]string{"setup", "rivalseas", "--tiles", "demo", "--players", "5"}, "2 to 4 players, not 5"},
		{[]string{"setup", "rivalseas", "--tiles", "demo"}, "--players N is needed"},
		{[]string{"setup", "boxes", "--players", "3"}, `unknown game "boxes"`},
		{[]string{"score", "rivalsea", "x.json"}, "rivalseas"},
	} {
		_, err := run(t, "", append(tc.args, "--dir", t.TempDir())...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.args, err, tc.want)
		}
	}
	// In play: a move chosen from the menu (Enter, then the start of its
	// label); an unknown company and a port that is not on the map are not
	// understood; a refused move says its rule; quit saves.
	dir := t.TempDir()
	script := strings.Join([]string{"slot 1", "slot 2", "slot 3", "Bluewave", "sea", "Viva", "sea", "Roast", "sea", "sea",
		"", "funding", "produce purple", "sail blue to Atlantis", "deliver", "help", "quit"}, "\n") + "\n"
	out, err := run(t, script, "new", "rivalseas", "--tiles", "demo", "--dir", dir, "--players", "Ann,Bob,Cy", "--seed", "3")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	wantAll(t, "output", out,
		"Funding: take 1 credit (1 time unit)",
		"takes 1 credit (Funding).",
		`Not understood: unknown company "purple"`,
		`Not understood: unknown port "Atlantis"`,
		"Refused: rules 5.",
		"Nothing was changed.",
		"sail [OWNERS...] to PORT",
		"Saved. Resume with:\ntallyman resume rivalseas-",
	)
	if t.Failed() {
		t.Log(tail(out, 60))
	}
	// Without --players the names are asked (2 to 4); two players get the
	// 2-player side (no halfway point) and its assumed values.
	out, err = run(t, "Ann\nBob\n\nquit\n", "new", "rivalseas", "--tiles", "demo", "--dir", dir, "--seed", "4")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	wantAll(t, "2-player output", out, "Player 1 name:", "- Timetrack: 24 slots.", "Saved. Resume with:")
	if strings.Contains(out, "20 slots") {
		t.Error("a 2-player game names the 3/4-player side's values")
	}
}

// TestRivalCommandErrorsSayWhatIsAllowed: the command line's errors for Rival Seas
// say what is allowed in the table's words: a name longer than the 40
// characters the name prompt allows (askNames) is refused from --players
// too, before anything is saved; `setup rivalseas --players abc` names
// the player counts instead of Go's number-parsing error.
func TestRivalCommandErrorsSayWhatIsAllowed(t *testing.T) {
	long := strings.Repeat("x", 500)
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"new", "rivalseas", "--tiles", "demo", "--dir", dir, "--players", long + ",B"}, "player 1's name is 500 characters long: keep names to 40 characters"},
		{[]string{"new", "rivalseas", "--tiles", "demo", "--dir", dir, "--players", "Ann," + strings.Repeat("é", 41)}, "player 2's name is 41 characters long"},
		{[]string{"setup", "rivalseas", "--tiles", "demo", "--players", "abc"}, `--players takes the number of players: 2, 3 or 4, not "abc"`},
	} {
		out, err := run(t, "quit\n", tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.args[:3], err, tc.want)
		}
		if strings.Contains(out+errText(err), "strconv") {
			t.Errorf("%v: Go's message shown: %v", tc.args[:3], err)
		}
	}
	// Exactly 40 characters is allowed.
	out, err := run(t, "quit\n", "new", "rivalseas", "--tiles", "demo", "--dir", dir, "--players", strings.Repeat("y", 40)+",B", "--seed", "3")
	if err != nil || !strings.Contains(out, "Saved. Resume with") {
		t.Errorf("a 40-character name: %v\n%s", err, out)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestNewHelpNamesRivalQuickEntries (finding 6): `tallyman new --help`
// lists Rival Seas' quick entries too, and points to help in the game.
func TestNewHelpNamesRivalQuickEntries(t *testing.T) {
	out, err := run(t, "", "new", "--help")
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(out), " ")
	for _, w := range []string{"Rival Seas: funding", "nav COMPANY TERRAIN", "advertise N", "sail OWNERS... to PORT", "type help at its move prompt"} {
		if !strings.Contains(flat, w) {
			t.Errorf("new --help lacks %q", w)
		}
	}
}

// TestRivalOwnBoxCommands: `setup rivalseas` lays untranscribed tiles by
// default and wants the towns (--towns, else the box profile), with no
// stand-in map; the demand slots follow the towns (8 markers, 2 a colour:
// 4 towns leave 4 slots, 5 leave 3, 6 leave 2); print takes --towns too;
// --tiles demo lays the stand-ins.
func TestRivalOwnBoxCommands(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	_, err := run(t, "", "setup", "rivalseas", "--players", "3", "--dir", dir)
	if err == nil || !strings.Contains(err.Error(), "your sea tiles are not transcribed, so tallyman needs the towns printed on them: --towns") {
		t.Errorf("setup without towns: %v", err)
	}
	towns := []string{"Port Aven", "Lundy", "Stowe", "Melmouth", "Dunmere", "Hale"}
	for _, tc := range []struct{ towns, slots int }{{4, 4}, {5, 3}, {6, 2}} {
		out, err := run(t, "", "setup", "rivalseas", "--players", "3", "--seed", "5", "--json", "--dir", dir, "--towns", strings.Join(towns[:tc.towns], ","))
		if err != nil {
			t.Fatal(err, out)
		}
		var js struct {
			Towns       []struct{ Name, Demand string }
			DemandSlots []string `json:"demand_slots"`
			Layout      struct {
				Untranscribed bool
				Drawing       string
				Description   []string
				Rules         []string
			}
		}
		if err := json.Unmarshal([]byte(out), &js); err != nil {
			t.Fatal(err)
		}
		if len(js.Towns) != tc.towns || len(js.DemandSlots) != tc.slots || js.Towns[0].Name != "Port Aven" || js.Towns[0].Demand == "" {
			t.Errorf("%d towns: %+v, %d demand slots; want %d towns with markers and %d slots", tc.towns, js.Towns, len(js.DemandSlots), tc.towns, tc.slots)
		}
		if !js.Layout.Untranscribed || js.Layout.Drawing != "" || len(js.Layout.Description) != 4 || len(js.Layout.Rules) != 2 {
			t.Errorf("layout %+v, want 4 placements, 2 rules and no drawing", js.Layout)
		}
	}
	out, err := run(t, "", "setup", "rivalseas", "--players", "3", "--seed", "5", "--dir", dir, "--towns", "Port Aven, Lundy, Stowe, Melmouth")
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, "setup", out, "tallyman cannot see your tiles, so check the two layout rules on the table", "Rule 1: ports cannot touch", "Port Aven: ")
	for _, not := range []string{"~~ sea", "stand-in", "Blakeney"} {
		if strings.Contains(out, not) {
			t.Errorf("untranscribed setup shows %q", not)
		}
	}
	pdf := filepath.Join(t.TempDir(), "s.pdf")
	if msg, err := run(t, "", "print", "rivalseas", "--players", "3", "--what", "setup", "--dir", dir, "--towns", "Port Aven, Lundy, Stowe, Melmouth", "-o", pdf); err != nil {
		t.Fatal(err, msg)
	}
	if out, err := run(t, "", "setup", "rivalseas", "--players", "3", "--tiles", "demo", "--dir", dir); err != nil || !strings.Contains(out, "Demo tiles (--tiles demo)") {
		t.Errorf("--tiles demo: %v\n%s", err, out)
	}
	if _, err := run(t, "", "setup", "rivalseas", "--players", "3", "--tiles", "demo", "--towns", "A,B", "--dir", dir); err == nil || !strings.Contains(err.Error(), "the demo tiles have their own towns") {
		t.Errorf("--tiles demo --towns: %v", err)
	}
}

// TestRivalNewOwnBoxFlags: `new rivalseas --towns ... --bag own` keeps the
// towns in the data folder's box profile, lays the tiles blind and asks
// the first bag draw (8 for the hexes with 2 players); a bad --bag, and
// --towns typed without commas (one town, not the 4 to 6 sea tiles show),
// are refused before anything is asked or saved.
func TestRivalNewOwnBoxFlags(t *testing.T) {
	dir := t.TempDir()
	if _, err := run(t, "", "new", "rivalseas", "--players", "Ann,Bob", "--bag", "purple", "--dir", dir); err == nil || !strings.Contains(err.Error(), `--bag: "purple" is not a bag`) {
		t.Errorf("--bag purple: %v", err)
	}
	_, err := run(t, "laid\nquit\n", "new", "rivalseas", "--players", "Ann,Bob", "--towns", "Port Aven Lundy Stowe Melmouth", "--seed", "3", "--dir", dir)
	if want := `--towns: 1 town ("Port Aven Lundy Stowe Melmouth"), but your 4 sea tiles show 4 to 6 towns (at least one a tile); type them separated by commas (Port Aven, Lundy, Stowe, Melmouth)`; err == nil || err.Error() != want {
		t.Errorf("--towns without commas: %v,\nwant %s", err, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "rivalseas-box.json")); err == nil {
		t.Errorf("towns refused were kept")
	}
	out, err := run(t, "laid\nquit\n", "new", "rivalseas", "--players", "Ann,Bob", "--towns", "Port Aven, Lundy, Stowe, Melmouth", "--bag", "own", "--seed", "3", "--dir", dir)
	if err != nil {
		t.Fatal(err, out)
	}
	wantAll(t, "new", strings.Join(strings.Fields(out), " "), "Your towns are kept in", "Lay your sea tiles as above and check the two rules", "Draw 8 containers from your bag: what came out?")
	if data, err := os.ReadFile(filepath.Join(dir, "rivalseas-box.json")); err != nil || !strings.Contains(string(data), `"Lundy"`) {
		t.Errorf("box profile: %v %s", err, data)
	}
}

// TestRivalTilesIPMustBeThisLaptops: the tile editor's --ip is where it
// listens, so another machine's address (198.51.100.77, RFC 5737) is
// refused naming this laptop's, not with the system's bind error.
func TestRivalTilesIPMustBeThisLaptops(t *testing.T) {
	_, err := run(t, "", "rivalseas", "tiles", "--ip", "198.51.100.77", "--dir", t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "--ip 198.51.100.77 is not an address of this laptop") {
		t.Errorf("err = %v", err)
	}
}

// TestResumeAfterARedrawShowsTheSetup: a game whose journal holds only
// redraws of the sea tiles (the table drew them again at setup, then
// quit) shows its setup on resume, as a game with no move does, with the
// latest layout under "1. Sea tiles" (seed 4, untranscribed tiles: the
// first redraw puts tile 3 at the top left on side B, the second on side
// A, upright); it went straight to "Lay your sea tiles as above" with
// nothing above. Once a bonus slot is taken, resume shows no setup.
func TestResumeAfterARedrawShowsTheSetup(t *testing.T) {
	const head = "== New game of Rival Seas: set up the table =="
	for _, tc := range []struct {
		name, atNew, topLeft string // topLeft: "" for no setup on resume
	}{
		{"one redraw", "2\nquit\n", "top left: tile 3, side B, turned 120 degrees anticlockwise"},
		{"two redraws", "2\n2\nquit\n", "top left: tile 3, side A, upright"},
		{"no move", "quit\n", "top left: tile 3, side A, turned 60 degrees clockwise"},
		{"laid, and Bob took bonus slot 1", "1\n1\nquit\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			args := []string{"--dir", dir, "--seed", "4", "--players", "Ann,Bob", "--towns", "Port Aven,Lundy,Stowe,Melmouth"}
			made, err := run(t, tc.atNew, append([]string{"new", "rivalseas"}, args...)...)
			if err != nil {
				t.Fatalf("%v\n%s", err, made)
			}
			out, err := run(t, "quit\n", "resume", "--dir", dir)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if tc.topLeft == "" {
				if strings.Contains(out, head) {
					t.Errorf("resume after a bonus slot shows the setup:\n%s", out)
				}
				return
			}
			flat := strings.Join(strings.Fields(out), " ")
			wantAll(t, "resume", flat, head, "1. Sea tiles "+tc.topLeft, "Your towns: Port Aven, Lundy, Stowe, Melmouth. 2. Containers and market", "5. Discs and bonus slots")
			if strings.Index(flat, head) > strings.Index(flat, "Lay your sea tiles as above") {
				t.Errorf("the setup comes after the question that points above:\n%s", out)
			}
			if !strings.Contains(strings.Join(strings.Fields(made), " "), tc.topLeft) {
				t.Errorf("the new game never showed %q:\n%s", tc.topLeft, made)
			}
		})
	}
}
