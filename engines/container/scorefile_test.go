package container

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// annFile is the example of the score file contract.
const annFile = `{"edition": "classic",
 "players": [
  {"name": "Ann", "cash": 31, "loans": 1,
   "card": {"10": "orange", "5/10": "brown", "6": "white", "4": "tan", "2": "black"},
   "island": {"orange": 3, "brown": 1, "white": 0, "tan": 2, "black": 1},
   "warehouse": 2, "ship": 1, "factory": 3}]}`

// bobPlayer is a second valid player: card 4, $25, nothing else.
const bobPlayer = `{"name": "Bob", "cash": 25, "loans": 0,
   "card": {"10": "orange", "5/10": "tan", "6": "brown", "4": "black", "2": "white"},
   "island": {}, "warehouse": 0, "ship": 0, "factory": 0}`

// withPlayer edits Ann's player object: set replaces or adds keys (a nil
// value deletes the key), given as raw JSON.
func withPlayer(t *testing.T, set map[string]any) string {
	t.Helper()
	var f map[string]any
	if err := json.Unmarshal([]byte(annFile), &f); err != nil {
		t.Fatal(err)
	}
	p := f["players"].([]any)[0].(map[string]any)
	for k, v := range set {
		if v == nil {
			delete(p, k)
			continue
		}
		var val any
		if err := json.Unmarshal([]byte(v.(string)), &val); err != nil {
			t.Fatalf("bad test value %s: %v", v, err)
		}
		p[k] = val
	}
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestParseScoreFileExample(t *testing.T) {
	in, err := ParseScoreFile([]byte(annFile))
	if err != nil {
		t.Fatal(err)
	}
	want := ScoreInput{Name: "Ann", Cash: 31, Loans: 1, Card: annCard,
		Island: counts(Orange, 3, Brown, 1, Tan, 2, Black, 1), Warehouse: 2, Ship: 1, Factory: 3}
	if len(in) != 1 || in[0] != want {
		t.Fatalf("parsed %+v, want %+v", in, want)
	}
	// container.txt, "End-game scoring": the worked example scores 42
	// (score_test.go works it out).
	res := Score(in, Classic)
	l := res.Players[0]
	if l.Total != 42 || l.NetWorth != 11 || l.IslandValue != 15 || l.DiscardedColor != "orange" ||
		l.WarehouseValue != 4 || l.ShipValue != 3 || l.LoanPenalty != 11 || l.Rank != 1 {
		t.Fatalf("%+v", l)
	}
}

func TestParseScoreFileAccepts(t *testing.T) {
	tests := []struct {
		name  string
		file  string
		check func(t *testing.T, in []ScoreInput)
	}{
		{"two players ranked", strings.Replace(annFile, "}]}", "}, "+bobPlayer+"]}", 1), func(t *testing.T, in []ScoreInput) {
			res := Score(in, Classic)
			// Ann 42, Bob 25 (empty island, no loans).
			if res.Players[0].Total != 42 || res.Players[1].Total != 25 || res.Winners[0] != "Ann" || res.Players[1].Rank != 2 {
				t.Fatalf("%+v", res)
			}
		}},
		{"island colour left out counts 0", withPlayer(t, map[string]any{"island": `{"orange": 3}`}), func(t *testing.T, in []ScoreInput) {
			if in[0].Island != counts(Orange, 3) {
				t.Fatalf("island %v", in[0].Island)
			}
		}},
		{"empty island", withPlayer(t, map[string]any{"island": `{}`}), func(t *testing.T, in []ScoreInput) {
			if in[0].Island.Total() != 0 {
				t.Fatalf("island %v", in[0].Island)
			}
		}},
		{"colour names in any case, dark green for black", withPlayer(t, map[string]any{
			"card":   `{"10": "Orange", "5/10": "BROWN", "6": "white", "4": "tan", "2": "dark green"}`,
			"island": `{"Dark Green": 2}`}), func(t *testing.T, in []ScoreInput) {
			if in[0].Card != annCard || in[0].Island != counts(Black, 2) {
				t.Fatalf("%+v", in[0])
			}
		}},
		{"name trimmed", withPlayer(t, map[string]any{"name": `"  Ann "`}), func(t *testing.T, in []ScoreInput) {
			if in[0].Name != "Ann" {
				t.Fatalf("name %q", in[0].Name)
			}
		}},
		{"whole numbers written as 3.0 or 1e1", strings.Replace(strings.Replace(annFile, `"cash": 31`, `"cash": 3.1e1`, 1), `"ship": 1`, `"ship": 1.0`, 1), func(t *testing.T, in []ScoreInput) {
			if in[0].Cash != 31 || in[0].Ship != 1 {
				t.Fatalf("%+v", in[0])
			}
		}},
		{"limits", withPlayer(t, map[string]any{"loans": "2", "warehouse": "5", "ship": "5", "factory": "8", "cash": "0", "island": `{"tan": 20}`}), func(t *testing.T, in []ScoreInput) {
			if in[0].Loans != 2 || in[0].Factory != 8 {
				t.Fatalf("%+v", in[0])
			}
		}},
		{"one player is enough", annFile, func(t *testing.T, in []ScoreInput) {}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in, err := ParseScoreFile([]byte(tc.file))
			if err != nil {
				t.Fatalf("%v\n%s", err, tc.file)
			}
			tc.check(t, in)
		})
	}
}

func TestParseScoreFileErrors(t *testing.T) {
	// Each bad file must be refused with a *ScoreFileError whose problems
	// include one naming the player and the field, and whose message says
	// so too.
	tests := []struct {
		name          string
		file          string
		player, field string
		want          string
	}{
		// Colours.
		{"unknown colour on the card", withPlayer(t, map[string]any{"card": `{"10": "orange", "5/10": "purple", "6": "white", "4": "tan", "2": "black"}`}),
			"Ann", "card.5/10", `unknown colour "purple"`},
		{"unknown colour on the island", withPlayer(t, map[string]any{"island": `{"orange": 3, "pink": 1}`}),
			"Ann", "island.pink", `unknown colour "pink"`},
		{"colour given twice on the island", withPlayer(t, map[string]any{"island": `{"black": 1, "green": 2}`}),
			"Ann", "island.green", "black is already given"},
		// Negative counts.
		{"negative island count", withPlayer(t, map[string]any{"island": `{"tan": -2}`}), "Ann", "island.tan", "negative"},
		{"negative cash", withPlayer(t, map[string]any{"cash": "-5"}), "Ann", "cash", "negative"},
		{"negative loans", withPlayer(t, map[string]any{"loans": "-1"}), "Ann", "loans", "negative"},
		{"negative warehouse", withPlayer(t, map[string]any{"warehouse": "-1"}), "Ann", "warehouse", "negative"},
		{"negative ship", withPlayer(t, map[string]any{"ship": "-3"}), "Ann", "ship", "negative"},
		{"negative factory", withPlayer(t, map[string]any{"factory": "-0.5"}), "Ann", "factory", "negative"},
		// The card.
		{"card with a colour twice", withPlayer(t, map[string]any{"card": `{"10": "orange", "5/10": "brown", "6": "orange", "4": "tan", "2": "black"}`}),
			"Ann", "card", "every colour once, but it has orange 2 times and no white"},
		{"card value missing", withPlayer(t, map[string]any{"card": `{"10": "orange", "6": "white", "4": "tan", "2": "black"}`}),
			"Ann", "card.5/10", "missing"},
		{"card value unknown", withPlayer(t, map[string]any{"card": `{"10": "orange", "5/10": "brown", "6": "white", "4": "tan", "2": "black", "3": "black"}`}),
			"Ann", "card.3", "unknown field"},
		{"card not an object", withPlayer(t, map[string]any{"card": `"three"`}), "Ann", "card", "must be a card number 1-5 or an object"},
		{"card number out of range", withPlayer(t, map[string]any{"card": `6`}), "Ann", "card", "card numbers run from 1 to 5 (the five cards of the deck), not 6"},
		{"card colour not a string", withPlayer(t, map[string]any{"card": `{"10": 1, "5/10": "brown", "6": "white", "4": "tan", "2": "black"}`}),
			"Ann", "card.10", "must be a colour name, not 1"},
		// Missing fields (every field is required).
		{"missing name", withPlayer(t, map[string]any{"name": nil}), "player 1", "name", "missing"},
		{"missing cash", withPlayer(t, map[string]any{"cash": nil}), "Ann", "cash", "missing"},
		{"missing loans", withPlayer(t, map[string]any{"loans": nil}), "Ann", "loans", "missing"},
		{"missing card", withPlayer(t, map[string]any{"card": nil}), "Ann", "card", "missing"},
		{"missing island", withPlayer(t, map[string]any{"island": nil}), "Ann", "island", "missing"},
		{"missing warehouse", withPlayer(t, map[string]any{"warehouse": nil}), "Ann", "warehouse", "missing"},
		{"missing ship", withPlayer(t, map[string]any{"ship": nil}), "Ann", "ship", "missing"},
		{"missing factory", withPlayer(t, map[string]any{"factory": nil}), "Ann", "factory", "missing"},
		{"missing edition", `{"players": []}`, "", "edition", "missing"},
		{"missing players", `{"edition": "classic"}`, "", "players", "missing"},
		{"no name: other problems name the player by number", withPlayer(t, map[string]any{"name": nil, "loans": "3"}),
			"player 1", "loans", "3 is more than 2"},
		{"empty name", withPlayer(t, map[string]any{"name": `"  "`}), "player 1", "name", "is empty"},
		{"name not a string", withPlayer(t, map[string]any{"name": `7`}), "player 1", "name", "must be a string"},
		// Unknown fields.
		{"unknown top-level field", `{"edition": "classic", "players": [], "round": 3}`, "", "round", "unknown field"},
		{"unknown player field", withPlayer(t, map[string]any{"colour": `"red"`}), "Ann", "colour", "unknown field; a player has the fields name, cash"},
		// Edition.
		{"offshore edition", strings.Replace(annFile, `"classic"`, `"offshore"`, 1), "", "edition", `"offshore" is not supported yet; the allowed edition is "classic"`},
		{"unknown edition", strings.Replace(annFile, `"classic"`, `"deluxe"`, 1), "", "edition", `unknown edition "deluxe"; the allowed edition is "classic"`},
		{"edition not a string", strings.Replace(annFile, `"classic"`, `1`, 1), "", "edition", `must be the string "classic"`},
		// Players.
		{"no players", `{"edition": "classic", "players": []}`, "", "players", "at least 1 player"},
		{"six players", `{"edition": "classic", "players": [{},{},{},{},{},{}]}`, "", "players", "at most 5"},
		{"players not a list", `{"edition": "classic", "players": {"name": "Ann"}}`, "", "players", "must be a list"},
		{"player not an object", `{"edition": "classic", "players": [3]}`, "player 1", "", "must be an object"},
		{"duplicate names", strings.Replace(annFile, "}]}", "}, "+strings.Replace(bobPlayer, `"Bob"`, `"ann"`, 1)+"]}", 1),
			"player 2", "name", `"ann" is already the name of player 1`},
		// Limits from the rules.
		{"loans above 2", withPlayer(t, map[string]any{"loans": "3"}), "Ann", "loans", `3 is more than 2: a player has at most 2 loans`},
		{"warehouse above 5", withPlayer(t, map[string]any{"warehouse": "6"}), "Ann", "warehouse", "6 is more than 5"},
		{"ship above 5", withPlayer(t, map[string]any{"ship": "6"}), "Ann", "ship", "6 is more than 5"},
		{"factory above 8", withPlayer(t, map[string]any{"factory": "9"}), "Ann", "factory", "9 is more than 8"},
		{"island above 20", withPlayer(t, map[string]any{"island": `{"tan": 21}`}), "Ann", "island.tan", "21 is more than 20"},
		{"cash absurd", strings.Replace(annFile, `"cash": 31`, `"cash": 99999999999999999999999`, 1), "Ann", "cash", "99999999999999999999999 is more than 1000000"},
		{"cash in exponent form, too large", strings.Replace(annFile, `"cash": 31`, `"cash": 1e400`, 1), "Ann", "cash", "1e400 is more than 1000000"},
		{"loans in exponent form", strings.Replace(annFile, `"loans": 1`, `"loans": 3e0`, 1), "Ann", "loans", "3e0 is more than 2"},
		// Types.
		{"cash as a string", withPlayer(t, map[string]any{"cash": `"31"`}), "Ann", "cash", `must be a whole number, not the string "31"`},
		{"cash with cents", withPlayer(t, map[string]any{"cash": `31.5`}), "Ann", "cash", "must be a whole number, not 31.5"},
		{"ship null", withPlayer(t, map[string]any{"ship": `null`}), "Ann", "ship", "must be a whole number, not null"},
		{"island as a list", withPlayer(t, map[string]any{"island": `[3, 1]`}), "Ann", "island", "must be an object"},
		// JSON itself.
		{"repeated key", `{"edition": "classic", "players": [{"name": "Ann", "cash": 1, "cash": 2}]}`, "Ann", "cash", "given twice"},
		{"syntax error", "{\"edition\": \"classic\",\n \"players\": [}", "", "", "not valid JSON at line 2"},
		{"truncated", `{"edition": "classic", "players": [`, "", "", "ends before the object is closed"},
		{"empty file", "  \n", "", "", "the file is empty"},
		{"a list, not an object", `[1, 2]`, "", "", "must be a JSON object"},
		{"text after the object", annFile + ` {}`, "", "", "unexpected text after the closing }"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in, err := ParseScoreFile([]byte(tc.file))
			if err == nil {
				t.Fatalf("accepted %+v\n%s", in, tc.file)
			}
			var sfe *ScoreFileError
			if !errors.As(err, &sfe) || len(sfe.Problems) == 0 {
				t.Fatalf("error %T %v is not a *ScoreFileError", err, err)
			}
			found := false
			for _, p := range sfe.Problems {
				if p.Player == tc.player && p.Field == tc.field && strings.Contains(p.Problem, tc.want) {
					found = true
				}
			}
			if !found {
				t.Fatalf("no problem with player %q field %q mentioning %q in:\n%v", tc.player, tc.field, tc.want, err)
			}
			msg := err.Error()
			for _, part := range []string{tc.player, tc.field, tc.want} {
				if !strings.Contains(msg, part) {
					t.Fatalf("message %q does not mention %q", msg, part)
				}
			}
			if in != nil {
				t.Fatal("a refused file returned players")
			}
		})
	}
}

func TestParseScoreFileAllProblems(t *testing.T) {
	// Every problem is reported at once, one per line, in file order.
	file := withPlayer(t, map[string]any{"loans": "3", "ship": "-1", "factory": nil})
	_, err := ParseScoreFile([]byte(file))
	var sfe *ScoreFileError
	if !errors.As(err, &sfe) || len(sfe.Problems) != 3 {
		t.Fatalf("%v", err)
	}
	want := []string{"loans", "ship", "factory"}
	for i, p := range sfe.Problems {
		if p.Player != "Ann" || p.Field != want[i] {
			t.Fatalf("problem %d: %+v", i, p)
		}
	}
	if lines := strings.Split(err.Error(), "\n"); len(lines) != 4 || lines[0] != "score file: 3 problems:" {
		t.Fatalf("message:\n%s", err)
	}
	// One problem: one line.
	_, err = ParseScoreFile([]byte(withPlayer(t, map[string]any{"loans": "3"})))
	if got := err.Error(); got != `score file: Ann: loans: 3 is more than 2: a player has at most 2 loans (rules: Loans)` {
		t.Fatalf("message %q", got)
	}
}

// FuzzParseScoreFile checks that no input makes the parser or the scoring
// panic, and that every file the parser accepts respects the contract.
func FuzzParseScoreFile(f *testing.F) {
	f.Add([]byte(annFile))
	f.Add([]byte(strings.Replace(annFile, "}]}", "}, "+bobPlayer+"]}", 1)))
	f.Add([]byte(`{"edition": "classic", "players": [{"name": "A", "cash": 0, "loans": 0, "card": {"10": "black", "5/10": "white", "6": "orange", "4": "tan", "2": "brown"}, "island": {"green": 5}, "warehouse": 0, "ship": 0, "factory": 0}]}`))
	f.Add([]byte(`{"edition": "offshore", "players": []}`))
	f.Add([]byte(`{"edition": "classic", "players": [{"cash": -1e400, "cash": "x"}]}`))
	f.Add([]byte(`[`))
	f.Fuzz(func(t *testing.T, data []byte) {
		in, err := ParseScoreFile(data)
		if err != nil {
			var sfe *ScoreFileError
			if in != nil || !errors.As(err, &sfe) || len(sfe.Problems) == 0 || err.Error() == "" {
				t.Fatalf("bad refusal: %v %v", in, err)
			}
			return
		}
		if len(in) < 1 || len(in) > Classic.MaxPlayers {
			t.Fatalf("%d players accepted", len(in))
		}
		names := map[string]bool{}
		for _, p := range in {
			k := strings.ToLower(p.Name)
			if k == "" || names[k] {
				t.Fatalf("name %q accepted", p.Name)
			}
			names[k] = true
			if err := p.Card.Valid(); err != nil {
				t.Fatalf("card accepted: %v", err)
			}
			if p.Cash < 0 || p.Cash > MaxScoreCash || p.Loans < 0 || p.Loans > 2 || p.Warehouse < 0 || p.Warehouse > 5 ||
				p.Ship < 0 || p.Ship > 5 || p.Factory < 0 || p.Factory > 8 {
				t.Fatalf("out of range: %+v", p)
			}
			for _, n := range p.Island {
				if n < 0 || n > 20 {
					t.Fatalf("island %v", p.Island)
				}
			}
		}
		res := Score(in, Classic)
		if len(res.Players) != len(in) || len(res.Winners) == 0 {
			t.Fatalf("score %+v", res)
		}
		for _, l := range res.Players {
			if l.Total != l.Cash+l.NetWorth {
				t.Fatalf("line %+v", l)
			}
		}
	})
}

// TestParseScoreFileCardNumbers: a card may be given by its number in the
// deck of container-notes.md; two players may not hold the same card.
func TestParseScoreFileCardNumbers(t *testing.T) {
	base := `{"edition":"classic","players":[
 {"name":"Ann","cash":1,"loans":0,"card":%s,"island":{},"warehouse":0,"ship":0,"factory":0},
 {"name":"Bob","cash":1,"loans":0,"card":%s,"island":{},"warehouse":0,"ship":0,"factory":0}]}`
	in, err := ParseScoreFile([]byte(fmt.Sprintf(base, "3", "5")))
	if err != nil {
		t.Fatal(err)
	}
	// container-notes.md: card 3 is $10 black, $5/$10 white, $6 orange, $4 tan, $2 brown.
	if in[0].Card != (Card{Ten: Black, FiveTen: White, Six: Orange, Four: Tan, Two: Brown}) || in[1].Card != Cards[4] {
		t.Errorf("cards %+v, %+v", in[0].Card, in[1].Card)
	}
	same := `{"10":"black","5/10":"white","6":"orange","4":"tan","2":"brown"}`
	_, err = ParseScoreFile([]byte(fmt.Sprintf(base, "3", same)))
	if err == nil || !strings.Contains(err.Error(), "Bob: card: the same card as Ann's") {
		t.Errorf("duplicate card: %v", err)
	}
}
