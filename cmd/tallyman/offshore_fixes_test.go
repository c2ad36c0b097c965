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
	wantAll(t, "new --help", out, "--edition offshore", "Off-Shore Bank edition (colours blue, yellow, white, red, green", "bank LOT $N", "discard PLAYER COLOUR", "reprice factory|harbor", "scoring cards")
}
