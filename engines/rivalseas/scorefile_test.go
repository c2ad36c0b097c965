package rivalseas

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

const redFile = `{"stock": {"bluewave": 7, "vivaverde": 5, "roastco": 9, "goldcoast": 3},
 "players": [{"name": "Red", "credits": 14, "shares": {"bluewave": 2, "roastco": 1}, "investment_vp": 5, "ship": 2, "stack_position": 0},
             {"name": "Pink", "credits": 44, "shares": {}, "investment_vp": 0, "ship": 0, "stack_position": 1}]}`

// The contract's example file scores as worked out in TestScore: Red
// 2x7 + 1x9 + 14 + 5 + 2 = 44; Pink 44 with no shares: Red wins on shares,
// and the result says so.
func TestParseScoreFile(t *testing.T) {
	in, err := ParseScoreFile([]byte(redFile))
	if err != nil {
		t.Fatal(err)
	}
	res := Score(in)
	js, _ := json.Marshal(res)
	want := `{"players":[{"name":"Red","share_vp":23,"credits":14,"investment_vp":5,"ship_vp":2,"total":44,"shares":3,"rank":1},` +
		`{"name":"Pink","share_vp":0,"credits":44,"investment_vp":0,"ship_vp":0,"total":44,"shares":0,"rank":2}],"winners":["Red"],` +
		`"tie_breaks":[{"ahead":"Red","behind":"Pink","total":44,"by":"shares","text":"Red ranks ahead of Pink, both on 44 VP: more shares (3 to 0)."}]}`
	if string(js) != want {
		t.Errorf("got  %s\nwant %s", js, want)
	}
}

// TestScoreFileShipWithCargoSpace: a ship of 5 or 6 is accepted when the
// investment VP can hold Cargo space's 3 (Red's 5 = 3 + 2; Pink's 3 is
// Cargo space alone), and a ship of 4 needs no investment.
func TestScoreFileShipWithCargoSpace(t *testing.T) {
	for _, f := range []string{
		strings.Replace(redFile, `"ship": 2`, `"ship": 6`, 1),
		strings.Replace(redFile, `"investment_vp": 0, "ship": 0`, `"investment_vp": 3, "ship": 5`, 1),
		strings.Replace(redFile, `"investment_vp": 0, "ship": 0`, `"investment_vp": 0, "ship": 4`, 1),
	} {
		if _, err := ParseScoreFile([]byte(f)); err != nil {
			t.Errorf("refused: %v\n%s", err, f)
		}
	}
}

func TestParseScoreFileErrors(t *testing.T) {
	cases := []struct {
		name, file string
		want       []string
	}{
		{"empty", "", []string{"the file is empty"}},
		{"not an object", "[]", []string{"must be a JSON object"}},
		{"bad JSON", `{"stock": }`, []string{"not valid JSON"}},
		{"trailing", redFile + "x", []string{"unexpected text"}},
		{"unknown top field", strings.Replace(redFile, `"stock"`, `"edition": "x", "stock"`, 1), []string{"edition: unknown field; a score file has the fields stock and players"}},
		{"missing players", `{"stock": {"bluewave": 7, "vivaverde": 5, "roastco": 9, "goldcoast": 3}}`, []string{"players: missing"}},
		{"bad company key", strings.Replace(redFile, `"goldcoast": 3}`, `"goldcoast": 3, "tuna": 4}`, 1), []string{"stock.tuna: unknown company; the companies are bluewave, vivaverde, roastco, goldcoast"}},
		{"missing company", strings.Replace(redFile, `, "goldcoast": 3`, ``, 1), []string{"stock.goldcoast: missing"}},
		{"stock too high", strings.Replace(redFile, `"roastco": 9`, `"roastco": 13`, 1), []string{"stock.roastco: 13 is outside 3 to 12"}},
		{"stock too low", strings.Replace(redFile, `"goldcoast": 3`, `"goldcoast": 2`, 1), []string{"stock.goldcoast: 2 is outside 3 to 12"}},
		{"negative credits", strings.Replace(redFile, `"credits": 14`, `"credits": -1`, 1), []string{"Red: credits: is negative (-1)"}},
		{"fraction", strings.Replace(redFile, `"ship": 2`, `"ship": 1.5`, 1), []string{"Red: ship: must be a whole number, not 1.5"}},
		{"ship too big", strings.Replace(redFile, `"ship": 2`, `"ship": 7`, 1), []string{"Red: ship: 7 is outside 0 to 6"}},
		// A ship holds 4, 6 with Cargo space (rival-seas.txt 5.3 "Load a
		// Container", "Invest"); Cargo space's column is 3 VP, the others
		// 4, 3, 2 (the built-in board), so with Cargo space the investment
		// VP is 3 plus a sum of 4, 3, 2: 3, 5, 6, 7, 8, 9, 10 or 12.
		{"ship of 6 without Cargo space", strings.Replace(redFile, `"investment_vp": 0, "ship": 0`, `"investment_vp": 0, "ship": 6`, 1), []string{"Pink: ship: 6 containers need Cargo space (a ship holds 4 without it, 6 with it: rules 5.3 Load a Container, Invest), and investment_vp 0 is no sum of Invest columns with Cargo space (3): with it, 3, 5, 6, 7, 8, 9, 10 or 12"}},
		{"ship of 5 with 4 VP of investments", strings.Replace(redFile, `"investment_vp": 0, "ship": 0`, `"investment_vp": 4, "ship": 5`, 1), []string{"Pink: ship: 5 containers need Cargo space", "investment_vp 4 is no sum"}},
		{"share of unknown company", strings.Replace(redFile, `"roastco": 1}`, `"roastco": 1, "olives": 1}`, 1), []string{"Red: shares.olives: unknown company"}},
		{"negative shares", strings.Replace(redFile, `"roastco": 1}`, `"roastco": -1}`, 1), []string{"Red: shares.roastco: is negative"}},
		{"more than 9 shares", strings.Replace(redFile, `"shares": {}`, `"shares": {"bluewave": 8}`, 1), []string{"10 shares of bluewave are held in all"}},
		{"duplicate names", strings.Replace(redFile, `"Pink"`, `"red"`, 1), []string{`player 2: name: "red" is already the name of player 1`}},
		{"duplicate stack positions", strings.Replace(redFile, `"stack_position": 1`, `"stack_position": 0`, 1), []string{"Pink: stack_position: 0 is already Red's"}},
		{"stack position too big", strings.Replace(redFile, `"stack_position": 1`, `"stack_position": 2`, 1), []string{"Pink: stack_position: 2 is outside 0 to 1"}},
		{"repeated key", strings.Replace(redFile, `"credits": 14`, `"credits": 14, "credits": 15`, 1), []string{"Red: credits: given twice"}},
		{"unknown player field", strings.Replace(redFile, `"credits": 14`, `"credits": 14, "cash": 3`, 1), []string{"Red: cash: unknown field; a player has the fields name, credits, shares, investment_vp, ship, stack_position"}},
		{"no players", `{"stock": {"bluewave": 7, "vivaverde": 5, "roastco": 9, "goldcoast": 3}, "players": []}`, []string{"0 players; Rival Seas is for 2 to 4 players"}},
		{"two problems at once", strings.Replace(strings.Replace(redFile, `"credits": 14`, `"credits": "x"`, 1), `"roastco": 9`, `"roastco": 1`, 1), []string{"2 problems", "stock.roastco: 1 is outside", `Red: credits: must be a whole number, not the string "x"`}},
	}
	for _, tc := range cases {
		_, err := ParseScoreFile([]byte(tc.file))
		if err == nil {
			t.Errorf("%s: accepted", tc.name)
			continue
		}
		var sfe *ScoreFileError
		if !errors.As(err, &sfe) {
			t.Errorf("%s: %T, want *ScoreFileError", tc.name, err)
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q does not contain %q", tc.name, err, w)
			}
		}
	}
}

// FuzzParseScoreFile: any input is either refused with a listed problem or
// gives an input within the contract's bounds that Score can rank.
//
//	go test -run XXX -fuzz FuzzParseScoreFile ./engines/rivalseas/
func FuzzParseScoreFile(f *testing.F) {
	f.Add([]byte(redFile))
	f.Add([]byte(`{"stock": {"bluewave": 3, "vivaverde": 12, "roastco": 3, "goldcoast": 3}, "players": [{"name": "A", "credits": 0, "shares": {"bluewave": 9}, "investment_vp": 0, "ship": 6, "stack_position": 0}]}`))
	f.Add([]byte(`{"stock": {"bluewave": 1e400}, "players": [{"credits": -1e400, "credits": "x"}]}`))
	f.Add([]byte(`[`))
	f.Fuzz(func(t *testing.T, data []byte) {
		in, err := ParseScoreFile(data)
		if err != nil {
			var sfe *ScoreFileError
			if !errors.As(err, &sfe) || len(sfe.Problems) == 0 || err.Error() == "" {
				t.Fatalf("bad refusal: %v", err)
			}
			return
		}
		if len(in.Players) < 2 || len(in.Players) > 4 || len(in.Stock) != NumCompanies {
			t.Fatalf("accepted %d players, %d stock values", len(in.Players), len(in.Stock))
		}
		for _, v := range in.Stock {
			if v < 3 || v > 12 {
				t.Fatalf("stock %d accepted", v)
			}
		}
		seen := map[int]bool{}
		var held Counts
		for _, p := range in.Players {
			if p.Name == "" || p.Credits < 0 || p.Credits > MaxScoreCredits || p.Ship < 0 || p.Ship > 6 || !slices.Contains(investSums(DefaultBoard().Side(len(in.Players)).Invest), p.InvestmentVP) || seen[p.StackPosition] {
				t.Fatalf("accepted %+v", p)
			}
			seen[p.StackPosition] = true
			for c, n := range p.Shares {
				held[c.Index()] += n
			}
		}
		for _, n := range held {
			if n > 9 {
				t.Fatalf("%d shares accepted", n)
			}
		}
		res := Score(in)
		if len(res.Winners) == 0 {
			t.Fatal("no winner")
		}
	})
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
