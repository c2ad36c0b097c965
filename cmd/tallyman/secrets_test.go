package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestExplicitAccessibleModeHidesSecretsWhenPiped: accessible mode asked
// for (ACCESSIBLE=1, TERM=dumb) with the output piped (`| tee log`) prints
// no secret, as on a terminal: the output was taken for a script's and a
// value card and the Boxes wallet-note menu were printed. A dealt card
// without phones is refused (docs/playing.md, "Screen readers, scripts and secrets"); the
// Boxes winner types the notes hidden: Bob wins container 1 at 2,500 ECU
// (the lines of TestBoxesLaptopKeepsWalletsAndCardsPrivate) and the
// payment asks for the notes by value, listing no payment.
func TestExplicitAccessibleModeHidesSecretsWhenPiped(t *testing.T) {
	for _, env := range [][2]string{{"ACCESSIBLE", "1"}, {"TERM", "dumb"}} {
		t.Run(env[0], func(t *testing.T) {
			t.Setenv("ACCESSIBLE", "")
			t.Setenv("TERM", "xterm")
			t.Setenv(env[0], env[1])
			out, err := run(t, "\n\n\n\n\n\nquit\n", "new", "container", "--dir", t.TempDir(), "--seed", "4", "--players", "Ann,Bob,Cy", "--cards", "deal")
			if err == nil || !strings.Contains(err.Error(), "in accessible mode tallyman never prints a value card") {
				t.Errorf("a dealt card without phones: %v\n%s", err, out)
			}
			if strings.Contains(out, "$5/$10") {
				t.Errorf("a value card was printed:\n%s", out)
			}
			lines := []string{"1", "2", "2", "2000", "2500", "pass", "", "quit"}
			out, err = run(t, strings.Join(lines, "\n")+"\n", "new", "boxes", "--dir", t.TempDir(), "--seed", "1", "--players", "Ann,Bob", "--auctioneer", "Ann")
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			flat := strings.Join(strings.Fields(out), " ")
			wantAll(t, "output", flat, "Bob pays 2,500 ECU (no change). Bob, the notes you hand to the bank, by value")
			for _, leak := range []string{"least lost", "4 × 500", "Which notes?"} {
				if strings.Contains(flat, leak) {
					t.Errorf("the wallet is listed (%q):\n%s", leak, out)
				}
			}
		})
	}
}

// TestReplayHidesSecretsUntilTheGameEnds: `tallyman replay` of an
// unfinished game leaves out what the table keeps hidden (the --json state
// printed the value cards, the Boxes wallets and the cards won), and says
// what it left out; a finished game shows them, as the rules reveal them
// at the end (issue 14 item 27). The journals are the finished ones of
// testdata/replay cut short:
//   - classic, 54 moves: Bob's auction at the decision, its bids revealed
//     (Ann $10, Cy $9: they stay in the state), the dealt cards hidden;
//   - Off-Shore, 54 moves: Bob has sealed $13 with 1 bluff card, Cy not
//     yet: the bid, the bluff cards and the scoring cards are hidden;
//   - Boxes: container 1 sold to Ann, who records its cards; container 2
//     goes to a secret auction and Bob seals 300: the wallets, the cards
//     and the bid are hidden.
//
// Finished, the classic game shows the cards dealt (1-based: Ann 2, Bob 4,
// Cy 5, the comment of replayCases) and Boxes the wallets.
func TestReplayHidesSecretsUntilTheGameEnds(t *testing.T) {
	lines := func(file string, n int) []string {
		b, err := os.ReadFile(filepath.Join("testdata", "replay", file+".jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		return strings.SplitAfter(string(b), "\n")[:n]
	}
	offshore := lines("offshore", 55)
	offshore[54] = strings.Replace(offshore[54], `"amount":13}`, `"amount":13,"bluffs":1}`, 1)
	boxes := append(lines("boxes", 9),
		`{"move":{"type":"cards","player":0,"cards":["blank","blank","blank","gold","10","10","10","10","10","10"]}}`+"\n",
		`{"move":{"type":"choose","player":1,"kind":"secret"}}`+"\n",
		`{"move":{"type":"inspect","player":1,"closed":2,"open":3}}`+"\n",
		`{"move":{"type":"inspect","player":2,"closed":2,"open":3}}`+"\n",
		`{"move":{"type":"inspect","player":0,"closed":2,"open":3}}`+"\n",
		`{"move":{"type":"bid","player":1,"amount":300}}`+"\n")
	dir := t.TempDir()
	for _, tc := range []struct {
		name    string
		journal []string
		hidden  []string
		gone    [][]string // paths in the state that must be absent
		kept    map[string]string
		leaks   []string // text that must not be in the text output
	}{
		{"classic", lines("classic", 55), []string{"the value cards"},
			[][]string{{"players", "0", "card"}, {"players", "2", "card"}},
			map[string]string{"auction.rounds.0.bids": `{"0":10,"2":9}`}, []string{"value card 2"}},
		{"offshore", offshore, []string{"the scoring cards", "the sealed bids not yet revealed", "the bluff cards not yet revealed"},
			[][]string{{"players", "1", "card"}, {"auction", "rounds", "0", "bids"}, {"auction", "bluffs"}},
			nil, []string{"$13", "scoring card:"}},
		{"boxes", boxes, []string{"the wallets", "the cards won", "the sealed bids not yet revealed"},
			[][]string{{"players", "0", "wallet"}, {"sales", "0", "cards"}, {"secret", "bids"}},
			nil, []string{"gold", "300", "3,300"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name+".jsonl")
			if err := os.WriteFile(path, []byte(strings.Join(tc.journal, "")), 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := run(t, "", "replay", "--json", path)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			var rep struct {
				Over   bool     `json:"over"`
				Hidden []string `json:"hidden"`
				State  any      `json:"state"`
			}
			if err := json.Unmarshal([]byte(out), &rep); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if rep.Over || strings.Join(rep.Hidden, "; ") != strings.Join(tc.hidden, "; ") {
				t.Errorf("over %v, hidden %q; want %q", rep.Over, rep.Hidden, tc.hidden)
			}
			for _, p := range tc.gone {
				if v, ok := jsonAt(rep.State, p); ok {
					t.Errorf("%s is in the state: %v", strings.Join(p, "."), v)
				}
			}
			for p, want := range tc.kept {
				v, ok := jsonAt(rep.State, strings.Split(p, "."))
				if b, _ := json.Marshal(v); !ok || string(b) != want {
					t.Errorf("%s = %s, want %s", p, b, want)
				}
			}
			text, err := run(t, "", "replay", path)
			if err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			wantAll(t, "replay text", text, "Left out while the game goes on: "+strings.Join(tc.hidden[:len(tc.hidden)-1], ", "))
			for _, leak := range tc.leaks {
				if strings.Contains(text, leak) {
					t.Errorf("the text shows %q:\n%s", leak, text)
				}
			}
		})
	}

	// Finished games show what the rules reveal at the end.
	for _, tc := range []struct {
		file string
		path []string
		want string
	}{
		{"classic", []string{"players", "1", "card"}, "4"},
		{"classic", []string{"players", "2", "card"}, "5"},
		{"boxes", []string{"players", "0", "wallet"}, ""},
	} {
		out, err := run(t, "", "replay", "--json", filepath.Join("testdata", "replay", tc.file+".jsonl"))
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		var rep struct {
			Hidden []string `json:"hidden"`
			State  any      `json:"state"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		v, ok := jsonAt(rep.State, tc.path)
		if b, _ := json.Marshal(v); !ok || tc.want != "" && string(b) != tc.want || rep.Hidden != nil {
			t.Errorf("%s finished: %s = %s (hidden %q), want %s", tc.file, strings.Join(tc.path, "."), b, rep.Hidden, tc.want)
		}
	}
	text, err := run(t, "", "replay", filepath.Join("testdata", "replay", "classic.jsonl"))
	if err != nil || strings.Contains(text, "Left out") || !strings.Contains(text, "value card 4") {
		t.Errorf("classic finished, text: %v\n%s", err, text)
	}
}

// jsonAt is the JSON value at path in v (object keys, array indexes).
func jsonAt(v any, path []string) (any, bool) {
	for _, k := range path {
		switch x := v.(type) {
		case map[string]any:
			var ok bool
			if v, ok = x[k]; !ok {
				return nil, false
			}
		case []any:
			i, err := strconv.Atoi(k)
			if err != nil || i < 0 || i >= len(x) {
				return nil, false
			}
			v = x[i]
		default:
			return nil, false
		}
	}
	return v, true
}

// TestBoxesLaptopKeepsWalletsAndCardsPrivate: a 2-player game (Ann the
// first auctioneer) at the accessible prompts.
//
// Container 1, open: Ann opens at 2,000, Bob raises to 2,500, Ann passes.
// Bob pays 4 × 500 + 2 × 200 + 1 × 100 (exact, the fewest notes): his
// wallet holds 900 ECU. Container 2 (Bob), open: Bob opens at 100, Ann
// raises to 200, Bob tries 1,000: refused, and the shared screen is not
// told what his wallet holds (no "900"). Bob passes; Ann pays 200.
//
// Container 3: Bob records container 1's cards. The laptop is passed to
// him first and the screen hidden after, as for payments. He types ten
// cards with one typo ("1O"): only that card is asked again. Ann records
// container 2's cards with 5 closed and 5 open (a container is 4 + 6,
// boxes.txt "Setting Up"): she corrects card 5 alone ("5 10").
func TestBoxesLaptopKeepsWalletsAndCardsPrivate(t *testing.T) {
	lines := []string{
		"1", "2", "2", "2000", "2500", "pass", "", "1", // container 1
		"1", "2", "2", "100", "200", "1000", "pass", "", "1", // container 2
		"3", "1", "", "blank, blank, blank, blank, 10, 10, 10, 10, 10, 1O", "10", // Bob's cards
		"3", "2", "", "blank, blank, blank, blank, blank, 10, 10, 10, 10, 10", "5 10", // Ann's
	}
	out, err := run(t, strings.Join(lines, "\n")+"\n", "new", "boxes", "--dir", t.TempDir(), "--seed", "1", "--players", "Ann,Bob", "--auctioneer", "Ann")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	flat := strings.Join(strings.Fields(out), " ")
	wantAll(t, "output", flat,
		"Bob pays 2,500 ECU with 4 × 500 + 2 × 200 + 1 × 100 (2,500 ECU).",
		"Refused: Bob cannot bid 1,000 ECU: that is more than the notes in the wallet add up to",
		"Pass the laptop to Bob: recording shows the cards of container 1. Bob, press Enter when only you can see the screen.",
		`Card 10, "1O", is not a card`,
		"Bob recorded the cards of container 1.",
		"Pass the laptop to Ann: recording shows the cards of container 2.",
		"5 closed and 5 open",
		"Ann recorded the cards of container 2.",
	)
	// 900 as a number of its own: a save's name holds the time, which
	// may read "...033900".
	if regexp.MustCompile(`(^|[^0-9])900([^0-9]|$)`).MatchString(flat) {
		t.Errorf("a wallet total is on the shared screen")
	}
	if n := strings.Count(flat, "Bob, the 10 cards of container 1"); n != 1 {
		t.Errorf("the ten cards are asked %d times, want once", n)
	}
	// Each recording is hidden before the shared screen shows again: the
	// hidden marker comes between the cards asked and the public line
	// that says they were recorded.
	for _, who := range []string{"Bob, the 10 cards of container 1", "Ann, the 10 cards of container 2"} {
		i := strings.Index(flat, who)
		name := who[:3]
		done := strings.Index(flat, name+" recorded the cards")
		hidden := strings.Index(flat[max(i, 0):], "----- hidden -----")
		if i < 0 || done < i || hidden < 0 || i+hidden > done {
			t.Errorf("the screen is not hidden between %q and what follows", who)
		}
	}
	if t.Failed() {
		t.Log(out)
	}
}
