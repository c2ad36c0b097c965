package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	containertable "tallyman/assistant/container"
	"tallyman/engines/container"
)

const annScore = `{"edition": "classic",
 "players": [
  {"name": "Ann", "cash": 31, "loans": 1,
   "card": {"10": "orange", "5/10": "brown", "6": "white", "4": "tan", "2": "black"},
   "island": {"orange": 3, "brown": 1, "white": 0, "tan": 2, "black": 1},
   "warehouse": 2, "ship": 1, "factory": 3},
  {"name": "Bob", "cash": 20, "loans": 0,
   "card": {"10": "white", "5/10": "orange", "6": "tan", "4": "brown", "2": "black"},
   "island": {"orange": 2, "brown": 2, "white": 1, "tan": 1, "black": 1},
   "warehouse": 0, "ship": 0, "factory": 0},
  {"name": "Cy", "cash": 42, "loans": 0,
   "card": {"10": "black", "5/10": "white", "6": "orange", "4": "tan", "2": "brown"},
   "island": {},
   "warehouse": 0, "ship": 0, "factory": 0}]}`

// TestScoreJSON: container.txt, "End-game scoring", by hand:
// Ann: not all five colours, brown at $5; orange (3) discarded; 1x5 + 2x4 +
// 1x2 = 15; warehouse 2x2 = 4, ship 1x3 = 3, loan 11; net 11, total 42.
// Bob: all five colours, orange counts $10; orange and brown tie at 2, the
// tie involves the $5/$10 colour (orange), so orange goes; brown 2x4 +
// white 1x10 + tan 1x6 + black 1x2 = 26; total 46.
// Cy: empty island, nothing discarded; total 42, sharing rank 2 with Ann.
func TestScoreJSON(t *testing.T) {
	out, err := run(t, annScore, "score", "container", "--json", "-")
	if err != nil {
		t.Fatal(err, out)
	}
	var got container.Result
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err, out)
	}
	type row struct {
		name, disc                                            string
		island, count, wh, ship, loan, net, cash, total, rank int
	}
	want := []row{
		{"Ann", "orange", 15, 3, 4, 3, 11, 11, 31, 42, 2},
		{"Bob", "orange", 26, 2, 0, 0, 0, 26, 20, 46, 1},
		{"Cy", "", 0, 0, 0, 0, 0, 0, 42, 42, 2},
	}
	for i, w := range want {
		p := got.Players[i]
		g := row{p.Name, p.DiscardedColor, p.IslandValue, p.DiscardedCount, p.WarehouseValue, p.ShipValue, p.LoanPenalty, p.NetWorth, p.Cash, p.Total, p.Rank}
		if g != w {
			t.Errorf("player %d: got %+v, want %+v", i, g, w)
		}
	}
	if len(got.Winners) != 1 || got.Winners[0] != "Bob" {
		t.Errorf("winners %v", got.Winners)
	}
}

func TestScoreTableAndErrors(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "final.json")
	os.WriteFile(file, []byte(annScore), 0o644)
	out, err := run(t, "", "score", "container", file)
	if err != nil || !strings.Contains(out, "Winner: Bob") || !strings.Contains(out, "3 orange") {
		t.Fatalf("table: %v\n%s", err, out)
	}
	tests := []struct{ name, input, want string }{
		{"unknown colour", strings.Replace(annScore, `"tan": 2`, `"teal": 2`, 1), "Ann"},
		{"negative", strings.Replace(annScore, `"cash": 20`, `"cash": -1`, 1), "Bob"},
		{"bad card", strings.Replace(annScore, `"2": "brown"`, `"2": "black"`, 1), "Cy"},
		{"missing field", strings.Replace(annScore, `"warehouse": 2, `, ``, 1), "warehouse"},
		{"not JSON", `{"players": [`, "standard input"},
	}
	for _, tc := range tests {
		_, err := run(t, tc.input, "score", "container")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want it to name %q", tc.name, err, tc.want)
		}
	}
	if _, err := run(t, annScore, "score", "chess"); err == nil || !strings.Contains(err.Error(), "the games available are: container") {
		t.Errorf("unknown game: %v", err)
	}
}

func TestNewFlagsRefused(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"new", "chess"}, `unknown game "chess"`},
		{[]string{"new", "container", "--cards", "foo"}, `--cards must be "deal" or "physical"`},
		{[]string{"new", "container", "--cards", "deal", "--players", "Ann,Bob"}, "3 to 5 players, not 2"},
		{[]string{"new", "container", "--cards", "deal", "--players", "Ann,Bob,Cy,Di,Ed,Flo"}, "3 to 5 players, not 6"},
		{[]string{"new", "container", "--cards", "deal", "--players", "Ann,ann,Bob"}, "names must differ"},
		{[]string{"new", "container", "--cards", "deal", "--players", "Ann,,Bob"}, "player 2 has no name"},
		{[]string{"new", "container", "--seed", "abc"}, "--seed takes a whole number"},
	}
	for _, tc := range tests {
		_, err := run(t, "", append(tc.args, "--dir", dir)...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want %q", tc.args, err, tc.want)
		}
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "*.jsonl")); len(m) != 0 {
		t.Errorf("a refused setup left a journal: %v", m)
	}
}

// TestGamesAndReplay: games lists a saved game with its turn; replay of a
// journal with a move the rules refuse names the line and the rule.
func TestGamesAndReplay(t *testing.T) {
	dir := t.TempDir()
	// Six Enters: each player sees and hides the dealt card.
	out, err := run(t, "\n\n\n\n\n\nend\nend\nquit\n", "new", "container", "--dir", dir, "--players", "Ann,Bob,Cy", "--cards", "deal", "--seed", "3")
	if err != nil {
		t.Fatal(err, out)
	}
	out, err = run(t, "", "games", "--dir", dir)
	if err != nil || !strings.Contains(out, "Ann, Bob, Cy") || !strings.Contains(out, "TURN") {
		t.Fatalf("games: %v\n%s", err, out)
	}
	out, err = run(t, "", "games", "--dir", dir, "--json")
	var list []struct {
		ID   string `json:"id"`
		Turn int    `json:"turn"`
	}
	if err != nil || json.Unmarshal([]byte(out), &list) != nil || len(list) != 1 || list[0].Turn != 3 {
		t.Fatalf("games --json: %v\n%s", err, out)
	}
	path := filepath.Join(dir, list[0].ID+".jsonl")
	data, _ := os.ReadFile(path)
	// Line 4 (the third move): the turn went to the third player; a move
	// by the first player is not theirs to make.
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	var h struct{ Players []string }
	json.Unmarshal([]byte(lines[0]), &h)
	bad := string(data) + `{"move":{"type":"buy_warehouse","player":9},"at":"2026-11-29T17:00:00Z"}` + "\n"
	os.WriteFile(path, []byte(bad), 0o644)
	_, err = run(t, "", "replay", path)
	if err == nil || !strings.Contains(err.Error(), "line 4") || !strings.Contains(err.Error(), "no player at seat 9") {
		t.Fatalf("replay of a bad journal: %v", err)
	}
	if _, err := run(t, "not a journal\n", "replay", "-"); err == nil || !strings.Contains(err.Error(), "not a tallyman journal") {
		t.Fatalf("replay of garbage: %v", err)
	}
}

func TestDemoCommand(t *testing.T) {
	out, err := run(t, "", "demo")
	if err != nil || !strings.Contains(out, "Winner: Bob") {
		t.Fatalf("demo: %v\n%s", err, tail(out, 20))
	}
}

// TestHelpHasExamples: every command's --help shows an example line,
// cobra's completion command and its shells' too (QA N10: README says
// every command has one).
func TestHelpHasExamples(t *testing.T) {
	root := newRoot()
	var names []string
	var check func(c *cobra.Command)
	check = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			names = append(names, sub.CommandPath())
			if sub.Name() != "help" && sub.Example == "" {
				t.Errorf("%s has no example", sub.CommandPath())
			}
			if sub.Name() == "completion" {
				check(sub)
			}
		}
	}
	check(root)
	if !slices.Contains(names, "tallyman completion bash") {
		t.Errorf("no completion command checked: %v", names)
	}
	out, err := run(t, "", "completion", "--help")
	if err != nil || !strings.Contains(out, "Examples:") || !strings.Contains(out, "tallyman completion bash") {
		t.Errorf("completion --help: %v\n%s", err, out)
	}
	out, err = run(t, "", "completion", "bash")
	if err != nil || !strings.Contains(out, "tallyman") {
		t.Errorf("completion: %v", err)
	}
}

// TestBidsCommand: three sealed-bid rounds' worth of a lot typed at the
// laptop: Ann $5, Bob $7, Cy $7 tie at the top; the runoff extras tie at
// $1; the laptop picks Cy, who pays $8. No amount is printed before the
// reveal.
func TestBidsCommand(t *testing.T) {
	dir := t.TempDir()
	in := strings.Join([]string{
		"the spice crate",
		"5", // Ann, asked at once (no phones), hidden $5
		"7", // Bob
		"7", // Cy
		"1", // runoff: Bob +$1
		"1", // Cy +$1
		"4", // pick Cy (Cancel, Save and quit, Pick Bob, Pick Cy: no Refresh nor Phones without phones)
		"",  // no more lots
	}, "\n") + "\n"
	out, err := run(t, in, "bids", "--players", "Ann,Bob,Cy", "--max", "20", "--dir", dir, "--no-phones")
	if err != nil {
		t.Fatal(err, out)
	}
	reveal := strings.Index(out, "Result:")
	if reveal < 0 {
		t.Fatalf("no result:\n%s", out)
	}
	first := strings.Index(out, "- Bids:")
	if first < 0 {
		t.Fatalf("no reveal of the first round:\n%s", out)
	}
	if before := out[:first]; strings.Contains(before, "$5") || strings.Contains(before, "$7") {
		t.Errorf("an amount shows before the reveal:\n%s", before)
	}
	for _, want := range []string{"Cy", "Bids: Ann $5, Bob $7, Cy $7", "Runoff extras: Bob $1, Cy $1"} {
		if !strings.Contains(out[reveal:], want) {
			t.Errorf("result lacks %q:\n%s", want, out[reveal:])
		}
	}
	logs, _ := filepath.Glob(filepath.Join(dir, "bids", "*.jsonl"))
	if len(logs) != 1 {
		t.Fatalf("bids logs: %v", logs)
	}
	data, _ := os.ReadFile(logs[0])
	if got := strings.Count(string(data), `"kind":"bid"`); got != 5 {
		t.Errorf("%d bids logged, want 5", got)
	}
	// The bids log is not a game to resume.
	out, _ = run(t, "", "games", "--dir", dir)
	if strings.Contains(out, "bids") {
		t.Errorf("games lists the bids log:\n%s", out)
	}
	if _, err := run(t, "", "bids", "--players", "Ann", "--dir", dir, "--no-phones"); err == nil {
		t.Error("one bidder was accepted")
	}
}

// TestResumeKeepsNoPhones: a game played with --no-phones does not start
// a phone server when resumed without flags (it has no phone links);
// --phones asks for one.
func TestResumeKeepsNoPhones(t *testing.T) {
	dir := t.TempDir()
	if _, err := run(t, "\n\n\n\n\n\nquit\n", "new", "container", "--dir", dir, "--players", "Ann,Bob,Cy", "--cards", "deal"); err != nil {
		t.Fatal(err)
	}
	root := newRoot()
	var out bytes.Buffer
	root.SetIn(strings.NewReader("quit\n"))
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs([]string{"resume", "--dir", dir})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "== Phones") {
		t.Fatalf("resume started the phones of a game played without them:\n%s", out.String())
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "*.seats.json")); len(m) != 0 {
		t.Errorf("seat file made: %v", m)
	}
	// --phones with --no-phones says opposite things: refused, with
	// nothing started (a tester's, 2026-12-02: it ran without phones).
	if out, err := run(t, "quit\n", "resume", "--dir", dir, "--no-phones", "--phones"); err == nil || !strings.Contains(err.Error(), "--phones and --no-phones say opposite things: give one of them") || strings.Contains(out, "Saved") {
		t.Errorf("--phones --no-phones: %v\n%s", err, out)
	}
}

// TestScoreOnePlayerNamesNoWinner: a score file may score part of a game
// on purpose, even one player; Container is for 3 to 5 (container.txt,
// "Overview"), so one player's score decides nothing: the output gives
// the score and says so, and names no winner, in text and JSON, in both
// editions. Ann (TestScoreJSON, by hand): $42. Off-Shore Ann (white card,
// notes "End and scoring"): red 3 discarded, blue 1 × $2 + $10 cash = $12.
func TestScoreOnePlayerNamesNoWinner(t *testing.T) {
	classic := `{"edition": "classic", "players": [` + strings.SplitN(strings.SplitN(annScore, `"players": [`, 2)[1], `,
  {"name": "Bob"`, 2)[0] + `]}`
	offshore := `{"edition":"offshore","players":[{"name":"Ann","cash":10,"loans":0,"card":"white","island":{"red":3,"blue":1},"warehouse":0,"ship":0,"holding":0,"factory":0}]}`
	for _, tc := range []struct{ name, file, total string }{
		{"classic", classic, "$42"},
		{"offshore", offshore, "$12"},
	} {
		out, err := run(t, tc.file, "score", "container", "-")
		if err != nil {
			t.Fatalf("%s: %v\n%s", tc.name, err, out)
		}
		wantAll(t, tc.name, strings.Join(strings.Fields(out), " "), "Ann", tc.total, "This file scores 1 player: Container is for 3 to 5, so this is one player's score, with no winner to name.")
		if strings.Contains(out, "Winner") {
			t.Errorf("%s: one player is called the winner:\n%s", tc.name, out)
		}
		js, err := run(t, tc.file, "score", "container", "--json", "-")
		if err != nil {
			t.Fatal(err)
		}
		var res struct {
			Winners []string `json:"winners"`
			Partial bool     `json:"partial"`
		}
		if err := json.Unmarshal([]byte(js), &res); err != nil {
			t.Fatalf("%v\n%s", err, js)
		}
		if res.Winners == nil || len(res.Winners) != 0 || !res.Partial {
			t.Errorf("%s: JSON winners %v, partial %v, want [] and true:\n%s", tc.name, res.Winners, res.Partial, js)
		}
	}
}

// TestOffshoreNewFlagsFirst (finding 9): `tallyman new container` checks
// its flags before the first question; --length ignores case; flags of
// another game are refused with the game's own flags named.
func TestOffshoreNewFlagsFirst(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"new", "container", "--edition", "offshore", "--length", "long"}, `game length "long": choose short, standard or extended`},
		{[]string{"new", "container", "--edition", "offshor"}, `--edition: edition "offshor": choose "classic" or "offshore"`},
		{[]string{"new", "boxes", "--edition", "offshore"}, "--edition belongs to container, not boxes"},
		{[]string{"new", "boxes", "--length", "short"}, "--length belongs to container, not boxes"},
		{[]string{"new", "minicontainers", "--truck-companies"}, "--truck-companies belongs to container, not minicontainers"},
		{[]string{"new", "container", "--modules", "none"}, "--modules belongs to minicontainers, not container"},
		{[]string{"new", "container", "--auctioneer", "Ann"}, "--auctioneer belongs to boxes, not container"},
	} {
		out, err := run(t, "", append(c.args, "--dir", dir)...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want %q", c.args, err, c.want)
		}
		// Nothing was asked before the refusal.
		if strings.Contains(out, "cards") || strings.Contains(out, "name") {
			t.Errorf("%v asked a question first:\n%s", c.args, out)
		}
	}
	// --length SHORT is short: 3 players, 9 containers per colour (notes,
	// "Components and supply"); the first question is the scoring cards.
	out, _ := run(t, "", "new", "container", "--edition", "offshore", "--length", "SHORT", "--players", "Ann,Bob,Cy", "--dir", dir)
	wantAll(t, "a short game's setup", out, "Scoring cards:")
	if strings.Contains(out, "Value cards") || strings.Contains(out, "game length") {
		t.Errorf("--length SHORT: %s", out)
	}
	out, _ = run(t, "1\n", "new", "container", "--edition", "offshore", "--length", "SHORT", "--players", "Ann,Bob,Cy", "--dir", t.TempDir())
	// (The layout is wrapped at 78 columns: the words are checked.)
	wantAll(t, "a short game's layout", strings.Join(strings.Fields(out), " "), "short game.")
	// The supply: 5 colours x 9, less 3 starting containers and 3 on the
	// bank's container lots = 39.
	_, line, _ := strings.Cut(out, "Supply: containers ")
	line, _, _ = strings.Cut(line, ";")
	total := 0
	for _, part := range strings.Split(line, ", ") {
		var colour string
		var n int
		if _, err := fmt.Sscanf(part, "%s %d", &colour, &n); err != nil {
			t.Fatalf("supply %q: %v", line, err)
		}
		total += n
	}
	if total != 39 {
		t.Errorf("a short 3-player supply holds %d (%s), want 39", total, line)
	}
}

// TestOffshoreNewHelp (finding 11): `tallyman new --help` shows the
// Off-Shore quick entry beside the classic one.
func TestOffshoreNewHelp(t *testing.T) {
	out, err := run(t, "", "new", "--help")
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, "new --help", out, "--edition offshore", "Off-Shore Bank edition (b y w r g: blue, yellow, white, red, green)", "bank I|II $N", "discard PLAYER COLOUR", "reprice factory|harbor", "scoring cards")
}

// TestNewHelpSaysHowEveryGameIsPlayedFirst (a try-out: a Rival Seas
// player met 30 lines of Container quick entry first): `tallyman new
// --help` says how each game takes its moves before Container's list.
func TestNewHelpSaysHowEveryGameIsPlayedFirst(t *testing.T) {
	out, err := run(t, "", "new", "--help")
	if err != nil {
		t.Fatal(err)
	}
	play := strings.Index(out, "Boxes is played from its menus")
	list := strings.Index(out, "Container, classic rules:")
	if play < 0 || list < 0 || play > list {
		t.Errorf("new --help: how each game is played (at %d) should come before Container's quick entries (at %d):\n%s", play, list, out)
	}
}

// TestOffshoreScoreFileNamesEditionsAndDiscardRule (findings 6, 7): an unknown edition names
// both editions; score --help shows the Off-Shore file; a discard without
// a tie is refused with the rule; a discard the rule overrules (the
// two-value colour is among the tied) is said in the text output, and the
// JSON keeps its fields. Ann holds the white card (two-value white, $10
// yellow, $6 green, $4 red, $2 blue; notes, "End and scoring").
func TestOffshoreScoreFileNamesEditionsAndDiscardRule(t *testing.T) {
	_, err := run(t, `{"edition":"offshor","players":[]}`, "score", "container", "-")
	if err == nil || !strings.Contains(err.Error(), `unknown edition "offshor"; the editions are "classic" and "offshore"`) {
		t.Errorf("offshor: %v", err)
	}
	help, _ := run(t, "", "score", "--help")
	wantAll(t, "score --help", help, `"edition": "offshore"`, `"holding": 1`, `"discard": "red"`, `"card": "white"`, "blue, white, yellow, red, green")

	noTie := `{"edition":"offshore","players":[{"name":"Ann","cash":10,"loans":0,"card":"white","island":{"red":3,"blue":1},"warehouse":0,"ship":0,"holding":0,"factory":0,"discard":"blue"}]}`
	_, err = run(t, noTie, "score", "container", "-")
	if err == nil || !strings.Contains(err.Error(), "no tie: the most numerous colour, red 3, is discarded") || !strings.Contains(err.Error(), "End and scoring") {
		t.Errorf("a discard without a tie: %v", err)
	}
	notTied := strings.Replace(noTie, `"red":3,"blue":1`, `"red":3,"yellow":3,"blue":1`, 1)
	_, err = run(t, notTied, "score", "container", "-")
	if err == nil || !strings.Contains(err.Error(), "blue is not among the most numerous colours (yellow 3 and red 3)") {
		t.Errorf("a discard outside the tie: %v", err)
	}

	// White 2 and green 2 tied: white must go; green 2 x $6 + blue $2 =
	// $14, plus $10 cash = $24.
	forced := `{"edition":"offshore","players":[{"name":"Ann","cash":10,"loans":0,"card":"white","island":{"white":2,"green":2,"blue":1},"warehouse":0,"ship":0,"holding":0,"factory":0,"discard":"green"}]}`
	out, err := run(t, forced, "score", "container", "-")
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, "the forced tie's scores", strings.Join(strings.Fields(out), " "), "Ann chose to discard green, but the rule overruled it: white, the two-value colour, is among the tied and must go", "$24")
	js, err := run(t, forced, "score", "container", "--json", "-")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(js, "overrule") || !strings.Contains(js, `"discarded_color": "white"`) || !strings.Contains(js, `"total": 24`) {
		t.Errorf("JSON: %s", js)
	}
}

// offshoreExample cuts the Off-Shore score file out of text: from the line
// starting `{"edition": "offshore"` to the first `]}` after it.
func offshoreExample(t *testing.T, where, text string) string {
	t.Helper()
	start := strings.Index(text, `{"edition": "offshore"`)
	if start < 0 {
		t.Fatalf("%s has no Off-Shore score file", where)
	}
	end := strings.Index(text[start:], "]}")
	if end < 0 {
		t.Fatalf("%s: the Off-Shore score file does not end", where)
	}
	return text[start : start+end+2]
}

// TestOffshoreScoreExamples (README walk, finding 2): the Off-Shore score
// files shown by `tallyman score container --help` and in docs/container.md score as
// they stand. Worked by hand from container-offshore-edition-notes.md, "End
// and scoring" (the help's file holds Ann alone: one player's score names
// no winner):
//   - Ann, white card (white two-value, yellow $10, green $6, red $4, blue
//     $2): no yellow, so not all five colours and white is $5; blue and red
//     tie at 3 and she discards red: blue 3 x $2 + white $5 + green $6 =
//     $17; harbor 2 x $2 = $4, ship $3, holding $3, one loan -$11, cash 31:
//     $47.
//   - Bob (docs/container.md only), green card (green two-value, white $10, red $6,
//     blue $4, yellow $2): white 2 is the most numerous alone and goes: red
//     $6 + blue $4 = $10, cash 40: $50, the winner.
func TestOffshoreScoreExamples(t *testing.T) {
	ann := map[string]any{"name": "Ann", "island_value": 17.0, "discarded_color": "red", "discarded_count": 3.0, "warehouse_value": 4.0, "ship_value": 3.0, "holding_value": 3.0, "loan_penalty": 11.0, "net_worth": 16.0, "cash": 31.0, "total": 47.0, "tie_break": 3.0, "rank": 1.0}
	help, err := run(t, "", "score", "container", "--help")
	if err != nil {
		t.Fatal(err)
	}
	page := readRepoFile(t, "docs/container.md")
	bob := map[string]any{"name": "Bob", "island_value": 10.0, "discarded_color": "white", "discarded_count": 2.0, "warehouse_value": 0.0, "ship_value": 0.0, "holding_value": 0.0, "loan_penalty": 0.0, "net_worth": 10.0, "cash": 40.0, "total": 50.0, "tie_break": 1.0, "rank": 1.0}
	annSecond := maps.Clone(ann)
	annSecond["rank"] = 2.0
	for _, c := range []struct {
		where, text string
		want        []map[string]any
		winners     string
	}{
		{"score container --help", help, []map[string]any{ann}, ""}, // one player: no winner named
		{"docs/container.md", page, []map[string]any{annSecond, bob}, "Bob"},
	} {
		file := filepath.Join(t.TempDir(), "final.json")
		if err := os.WriteFile(file, []byte(offshoreExample(t, c.where, c.text)), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := run(t, "", "score", "container", file); err != nil {
			t.Errorf("%s: the example is refused: %v\n%s", c.where, err, out)
			continue
		}
		got, winners := scoreJSON(t, "container", file)
		wantPlayers(t, got, c.want)
		if strings.Join(winners, ",") != c.winners {
			t.Errorf("%s: winners %v, want %s", c.where, winners, c.winners)
		}
	}
}

// TestGamesShowsEdition (README walk, finding 8): `tallyman games` names an
// Off-Shore game's edition in its text, on the line under its row
// ("Container (Off-Shore): Dee, Eve, Fay"), a classic game stays
// "Container", and --json keeps "game" with "edition" beside it.
func TestGamesShowsEdition(t *testing.T) {
	dir := t.TempDir()
	classic, _ := savedGame(t, dir, "Ann", "Bob", "Cy")
	off, err := containertable.NewGame(dir, []string{"Dee", "Eve", "Fay"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 4)
	if err != nil {
		t.Fatal(err)
	}
	off.Close()
	out, err := run(t, "", "games", "--all", "--dir", dir)
	if err != nil {
		t.Fatal(err, out)
	}
	lines := gameBlocks(out)
	if l := lines[off.Header.ID]; !strings.Contains(l, "\n  Container (Off-Shore): Dee, Eve, Fay") {
		t.Errorf("the Off-Shore game's lines: %q\n%s", l, out)
	}
	if l := lines[classic]; !strings.Contains(l, "\n  Container: Ann, Bob, Cy") || strings.Contains(l, "Off-Shore") {
		t.Errorf("the classic game's lines: %q", l)
	}
	out, err = run(t, "", "games", "--dir", dir, "--json")
	if err != nil || !strings.Contains(out, `"game": "container",
    "edition": "offshore"`) {
		t.Errorf("--json: %v\n%s", err, out)
	}
}

// gameBlocks is each game of `tallyman games`'s text by its id: its row
// and the indented lines under it (its players, its note).
func gameBlocks(out string) map[string]string {
	blocks := map[string]string{}
	id := ""
	for _, l := range strings.Split(out, "\n") {
		if f := strings.Fields(l); len(f) > 0 && !strings.HasPrefix(l, " ") {
			id = f[0]
		}
		if id != "" {
			blocks[id] += l + "\n"
		}
	}
	return blocks
}

// TestGamesSaysWhichAreOpen: `tallyman games` says which game is open in
// a tallyman now, and which one, in its text and in --json (issue 24
// item 6); a game open nowhere says nothing of it.
func TestGamesSaysWhichAreOpen(t *testing.T) {
	dir := t.TempDir()
	closed, _ := savedGame(t, dir, "Ann", "Bob", "Cy")
	_, path := savedGame(t, dir, "Dee", "Eve", "Fay")
	g, err := containertable.OpenGame(path) // holds the game, as a tallyman playing it does
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	out, err := run(t, "", "games", "--all", "--dir", dir)
	if err != nil {
		t.Fatal(err, out)
	}
	want := "Note: open in another tallyman (process " + strconv.Itoa(os.Getpid()) + " on this computer, since "
	blocks := gameBlocks(out)
	if l := strings.ReplaceAll(blocks[g.Header.ID], "\n  ", " "); !strings.Contains(l, want) {
		t.Errorf("the open game's lines lack %q: %q", want, l)
	}
	if l := blocks[closed]; l == "" || strings.Contains(l, "open in") {
		t.Errorf("the closed game's lines: %q", l)
	}
	out, err = run(t, "", "games", "--dir", dir, "--json")
	var list []struct {
		ID     string `json:"id"`
		OpenIn string `json:"open_in"`
	}
	if err != nil || json.Unmarshal([]byte(out), &list) != nil || len(list) != 2 {
		t.Fatalf("games --json: %v\n%s", err, out)
	}
	for _, s := range list {
		if open := s.ID == g.Header.ID; open != strings.HasPrefix(s.OpenIn, "process "+strconv.Itoa(os.Getpid())) {
			t.Errorf("--json: %s open_in %q", s.ID, s.OpenIn)
		}
	}
}

// TestPlayerLoansFlagHelp (README walk, finding 8): `new --help` says what
// --player-loans does now (the laptop offers a mid-auction loan to the
// other players first, else it comes from the supply), not "a reminder".
func TestPlayerLoansFlagHelp(t *testing.T) {
	out, err := run(t, "", "new", "--help")
	if err != nil {
		t.Fatal(err)
	}
	help := strings.Join(strings.Fields(out), " ")
	if !strings.Contains(help, "--player-loans Off-Shore module Player Loans: a loan asked during a delivery auction is offered to the other players first (the laptop asks who lends), else taken from the supply") || strings.Contains(help, "a reminder") {
		t.Errorf("new --help:\n%s", out)
	}
}

// TestNumberFlagsSayTheyTakeNumbers: a number flag given a word is
// refused in the table's words, not with Go's parsing error; given a
// number too long to read, it says that it is far too large (or small)
// and what it takes, as the laptop's amount questions do.
func TestNumberFlagsSayTheyTakeNumbers(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"new", "container", "--seed", "abc"}, `--seed takes a whole number, 0 or more, not "abc"`},
		{[]string{"new", "boxes", "--seed", "-3"}, `--seed takes a whole number, 0 or more, not "-3"`},
		{[]string{"print", "boxes", "--players", "x"}, `--players takes a whole number, not "x"`},
		{[]string{"new", "container", "--seed", "99999999999999999999"}, "--seed 99999999999999999999 is far too large: it takes a whole number from 0 to 18446744073709551615"},
		{[]string{"bids", "--max", "99999999999999999999"}, "--max 99999999999999999999 is far too large: it takes a whole number up to 9223372036854775807"},
		{[]string{"bids", "--max", "-99999999999999999999"}, "--max -99999999999999999999 is far too small: it takes a whole number from -9223372036854775808 to 9223372036854775807"},
	} {
		_, err := run(t, "", append(tc.args, "--dir", t.TempDir())...)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%v: %v, want %q", tc.args, err, tc.want)
		}
	}
}

// TestUnknownFlagsSayWhereTheFlagsAre: a flag a command does not have
// is named with the command, the nearest flag it has when one is a
// letter or two away, and where its flags are listed, for every command
// alike (not pflag's bare "unknown flag: --bogus").
func TestUnknownFlagsSayWhereTheFlagsAre(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"stats", "--bogus"}, "stats has no flag --bogus: tallyman stats --help lists its flags"},
		{[]string{"stats", "--jsn"}, "stats has no flag --jsn (did you mean --json?): tallyman stats --help lists its flags"},
		{[]string{"new", "container", "--seeed", "3"}, "new has no flag --seeed (did you mean --seed?): tallyman new --help lists its flags"},
		{[]string{"print", "stats", "--ot", "x.pdf"}, "print has no flag --ot (did you mean --out?): tallyman print --help lists its flags"},
		{[]string{"games", "-x"}, "games has no flag -x: tallyman games --help lists its flags"},
		{[]string{"minicontainers", "resume", "--bogus"}, "minicontainers resume has no flag --bogus: tallyman minicontainers resume --help lists its flags"},
		{[]string{"--bogus"}, "there is no flag --bogus: tallyman --help lists the flags"},
	} {
		_, err := run(t, "", append(tc.args, "--dir", t.TempDir())...)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%v: %v, want %q", tc.args, err, tc.want)
		}
	}
}

// TestBidsResumeFlags: --resume takes the bidders, max and runoff from
// the saved log, so giving them too is refused naming the flag; without
// bidders and without --resume, the message names both ways to start.
func TestBidsResumeFlags(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--resume", "latest", "--players", "Ann,Bob"}, "--resume carries on with the saved log's bidders, max and runoff: leave out --players"},
		{[]string{"--resume", "latest", "--max", "9"}, "leave out --max"},
		{[]string{"--resume", "latest", "--no-runoff"}, "leave out --no-runoff"},
		{nil, `name the bidders: --players "Ann,Bob,Cy" (or carry on a saved log: --resume latest)`},
		{[]string{"--resume", "latest"}, `--resume "latest": no sealed-bid log is saved in `},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			t.Parallel()
			out, err := run(t, "", append([]string{"bids", "--no-phones", "--dir", t.TempDir()}, tc.args...)...)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q\n%s", err, tc.want, out)
			}
		})
	}
}
