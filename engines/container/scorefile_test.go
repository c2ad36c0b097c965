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

// TestOffshoreScoreFileCitesOffshoreRules: an Off-Shore score file's
// refusals cite the Off-Shore rulebook (its actions text and notes, with
// pages), in its words, never the classic rules: loans at most 2 (notes,
// "Loans", pp. 16-17), a ship of at most 5 (actions, "Harbor purchase",
// p. 10), harbor storage 1 per warehouse up to 5 and factory storage 2
// per factory up to 4 factories (notes, "Player board", pp. 3, 8), 3 to 5
// players (notes, "Components and supply", pp. 1-2). The classic file
// keeps the classic citations.
func TestOffshoreScoreFileCitesOffshoreRules(t *testing.T) {
	const bob = `{"name":"Bob","cash":10,"loans":0,"card":2,"island":{},"warehouse":0,"ship":0,"holding":0,"factory":0}`
	const cy = `{"name":"Cy","cash":10,"loans":0,"card":3,"island":{},"warehouse":0,"ship":0,"holding":0,"factory":0}`
	ann := func(field string, n int) string {
		p := map[string]int{"loans": 0, "warehouse": 0, "ship": 0, "factory": 0}
		p[field] = n
		return fmt.Sprintf(`{"name":"Ann","cash":10,"loans":%d,"card":1,"island":{},"warehouse":%d,"ship":%d,"holding":0,"factory":%d}`, p["loans"], p["warehouse"], p["ship"], p["factory"])
	}
	for _, tc := range []struct {
		name, file, field, want string
	}{
		{"loans", scoreFile("offshore", "", ann("loans", 3), bob, cy), "loans", "a player has at most 2 loans (Off-Shore rules: Loans, pp. 16-17)"},
		{"ship", scoreFile("offshore", "", ann("ship", 6), bob, cy), "ship", "a ship holds at most 5 (Off-Shore rules: Harbor purchase, p. 10)"},
		{"harbor", scoreFile("offshore", "", ann("warehouse", 6), bob, cy), "warehouse", "the harbor storage holds 1 per warehouse, at most 5 (Off-Shore rules: Player board, pp. 3, 8)"},
		{"factory", scoreFile("offshore", "", ann("factory", 9), bob, cy), "factory", "the factory storage holds 2 per factory, at most 8 (Off-Shore rules: Player board, pp. 3, 8)"},
		{"six players", scoreFile("offshore", "", ann("loans", 0), bob, cy, bob, cy, bob), "players", "6 players; Container Off-Shore is for at most 5 (Off-Shore rules: Components and supply, pp. 1-2)"},
		{"classic loans", scoreFile("classic", "", strings.Replace(ann("loans", 3), `"holding":0,`, "", 1), strings.Replace(bob, `"holding":0,`, "", 1), strings.Replace(cy, `"holding":0,`, "", 1)), "loans", "a player has at most 2 loans (rules: Loans)"},
	} {
		_, _, err := ParseAnyScoreFile([]byte(tc.file))
		var sfe *ScoreFileError
		if !errors.As(err, &sfe) {
			t.Errorf("%s: accepted (%v)", tc.name, err)
			continue
		}
		found := false
		for _, p := range sfe.Problems {
			found = found || (strings.HasSuffix(p.Field, tc.field) && strings.Contains(p.Problem, tc.want))
		}
		if !found {
			t.Errorf("%s: %v\nwant field %s: %q", tc.name, err, tc.field, tc.want)
		}
	}
}

// offPlayer is an Off-Shore score file player: name, card (a number or a
// two-value colour, as JSON), island (JSON) and holding area.
func offPlayer(name, card, island string, holding int) string {
	return fmt.Sprintf(`{"name":%q,"cash":10,"loans":0,"card":%s,"island":%s,"warehouse":0,"ship":0,"holding":%d,"factory":0}`, name, card, island, holding)
}

// classicPlayer is a classic score file player with card number card.
func classicPlayer(name string, card int, island string) string {
	return fmt.Sprintf(`{"name":%q,"cash":10,"loans":0,"card":%d,"island":%s,"warehouse":0,"ship":0,"factory":0}`, name, card, island)
}

// scoreFile writes a score file of an edition, with extra top-level fields.
func scoreFile(edition, extra string, players ...string) string {
	return fmt.Sprintf(`{"edition":%q,%s"players":[%s]}`, edition, extra, strings.Join(players, ","))
}

// TestScoreFileRefusesWhatCannotExist (issue 13, item 6): a score file is
// checked against the game it scores: no colour on the islands beyond its
// supply (classic: 4 per player, container.txt "Setup"; Off-Shore: the
// notes' table by players and length, standard unless "length" says), no
// holding area beyond every container of the game, no Off-Shore card that
// is not one of the edition's five. The game's players are those listed
// (3-5), or "game_players" when the file scores only some of them; a file
// of 1 or 2 players scores part of a game (see TestScoreFilePartial).
func TestScoreFileRefusesWhatCannotExist(t *testing.T) {
	three := []string{offPlayer("Ann", "1", "{}", 0), offPlayer("Bob", "2", "{}", 0), offPlayer("Cy", "3", "{}", 0)}
	tests := []struct {
		name, file, field, want string
	}{
		// notes: a 3-player standard game has 11 of each colour.
		{"off-shore island over its supply", scoreFile("offshore", "", offPlayer("Ann", "1", `{"blue":12}`, 0), three[1], three[2]),
			"island.blue", "a 3-player standard game has 11 blue"},
		// 6 + 6 blue on two islands: 12 > 11.
		{"off-shore islands together over the supply", scoreFile("offshore", "", offPlayer("Ann", "1", `{"blue":6}`, 0), offPlayer("Bob", "2", `{"blue":6}`, 0), three[2]),
			"players", "12 blue on the islands, but a 3-player standard game has 11"},
		// 5 colours x 9 (3 players, short) = 45 containers in all.
		{"holding area over every container", scoreFile("offshore", `"length":"short",`, offPlayer("Ann", "1", "{}", 46), three[1], three[2]),
			"holding", "a 3-player short game has 45 containers in all"},
		{"off-shore card not of the five", scoreFile("offshore", "", offPlayer("Ann", `{"10":"blue","5/10":"yellow","6":"white","4":"red","2":"green"}`, "{}", 0), three[1], three[2]),
			"card", "not one of the edition's five scoring cards"},
		{"bad length", scoreFile("offshore", `"length":"long",`, three...), "length", `"short", "standard" or "extended"`},
		{"game_players below 3", scoreFile("offshore", `"game_players":2,`, three[0]), "game_players", "Container Off-Shore is for 3 to 5 players (Off-Shore rules: Components and supply, pp. 1-2)"},
		{"more listed than play", scoreFile("offshore", `"game_players":3,`, append(three, offPlayer("Di", "4", "{}", 0))...), "players", "4 players listed, but game_players says 3"},
		// container.txt, "Setup": 4 per player of each colour, 12 with 3.
		{"classic islands over the supply", scoreFile("classic", "", classicPlayer("Ann", 1, `{"tan":5}`), classicPlayer("Bob", 2, `{"tan":4}`), classicPlayer("Cy", 3, `{"tan":4}`)),
			"players", "13 tan on the islands, but a 3-player game has 12"},
		{"classic island over the supply", scoreFile("classic", "", classicPlayer("Ann", 1, `{"tan":13}`), classicPlayer("Bob", 2, `{}`), classicPlayer("Cy", 3, `{}`)),
			"island.tan", "a 3-player game has 12 tan"},
	}
	for _, tc := range tests {
		_, _, err := ParseAnyScoreFile([]byte(tc.file))
		var sfe *ScoreFileError
		if !errors.As(err, &sfe) {
			t.Errorf("%s: accepted (%v)", tc.name, err)
			continue
		}
		found := false
		for _, p := range sfe.Problems {
			found = found || (p.Field == tc.field && strings.Contains(p.Problem, tc.want))
		}
		if !found {
			t.Errorf("%s: %v; want field %s: %q", tc.name, err, tc.field, tc.want)
		}
	}
	// Within the supply: 11 blue in a standard game; 12 in an extended one;
	// a holding area of 45 in a short game.
	for _, file := range []string{
		scoreFile("offshore", "", offPlayer("Ann", "1", `{"blue":11}`, 0), three[1], three[2]),
		scoreFile("offshore", `"length":"extended",`, offPlayer("Ann", "1", `{"blue":12}`, 0), three[1], three[2]),
		scoreFile("offshore", `"length":"short",`, offPlayer("Ann", "1", "{}", 45), three[1], three[2]),
		scoreFile("offshore", "", offPlayer("Ann", `{"10":"yellow","5/10":"white","6":"green","4":"red","2":"blue"}`, "{}", 0), three[1], three[2]),
	} {
		if _, _, err := ParseAnyScoreFile([]byte(file)); err != nil {
			t.Errorf("refused: %v\n%s", err, file)
		}
	}
}

// TestScoreFilePartial (issue 13, item 6): Container is for 3-5 players;
// a file may on purpose score only some of a game's players, and the game
// says so: fewer than 3 listed, or fewer than "game_players". Limits then
// use game_players, or 5 players (the most) when it is not given.
func TestScoreFilePartial(t *testing.T) {
	for _, tc := range []struct {
		file           string
		players, total int
		partial        bool
	}{
		{scoreFile("classic", "", classicPlayer("Ann", 1, "{}")), 1, 0, true},
		{scoreFile("classic", `"game_players":4,`, classicPlayer("Ann", 1, "{}"), classicPlayer("Bob", 2, "{}")), 2, 4, true},
		{scoreFile("classic", "", classicPlayer("Ann", 1, "{}"), classicPlayer("Bob", 2, "{}"), classicPlayer("Cy", 3, "{}")), 3, 3, false},
		// 1 player, no game_players: limits of 5 players (20 of a colour).
		{scoreFile("classic", "", classicPlayer("Ann", 1, `{"tan":20}`)), 1, 0, true},
	} {
		g, err := ParseScoreGame([]byte(tc.file))
		if err != nil {
			t.Errorf("%v\n%s", err, tc.file)
			continue
		}
		if len(g.Inputs) != tc.players || g.GamePlayers != tc.total || g.Partial() != tc.partial {
			t.Errorf("%d listed, game of %d, partial %v; want %d, %d, %v", len(g.Inputs), g.GamePlayers, g.Partial(), tc.players, tc.total, tc.partial)
		}
	}
}
