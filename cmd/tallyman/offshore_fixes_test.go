package main

import (
	"fmt"
	"strings"
	"testing"
)

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
	wantAll(t, "a short game's layout", out, "short game.")
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
	wantAll(t, "new --help", out, "--edition offshore", "Off-Shore Bank edition (colours blue, yellow, white, red, green", "bank I|II $N", "discard PLAYER COLOUR", "reprice factory|harbor", "scoring cards")
}

// TestOffshoreScoreFileFixes (findings 6, 7): an unknown edition names
// both editions; score --help shows the Off-Shore file; a discard without
// a tie is refused with the rule; a discard the rule overrules (the
// two-value colour is among the tied) is said in the text output, and the
// JSON keeps its fields. Ann holds the white card (two-value white, $10
// yellow, $6 green, $4 red, $2 blue; notes, "End and scoring").
func TestOffshoreScoreFileFixes(t *testing.T) {
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
	wantAll(t, "the forced tie's scores", out, "Ann chose to discard green, but the rule overruled it: white, the two-value colour, is among the tied and must go", "$24")
	js, err := run(t, forced, "score", "container", "--json", "-")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(js, "overrule") || !strings.Contains(js, `"discarded_color": "white"`) || !strings.Contains(js, `"total": 24`) {
		t.Errorf("JSON: %s", js)
	}
}
