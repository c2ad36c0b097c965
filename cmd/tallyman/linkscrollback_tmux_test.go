package main

import (
	"fmt"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
)

// TestPhoneLinksLeaveNoTraceInScrollback drives games with phones in tmux
// (100x30) and reads the terminal's whole history (capture-pane -J -S -)
// where a player's link was shown: on the joining screen (Ann's and Bob's
// codes), "Show Bob's code alone" from the phones menu, full-screen and
// in accessible mode, and Ctrl-C while a code shows. Each time the seat's
// link is in the history while its code shows (the check can see it),
// and once its screen ends no seat's token is left there: a link opens
// that player's page, with their value card and sealed bids. The links
// are only hidden, not changed: the seat file keeps the same tokens and
// Bob's page still opens. (Every link shown stayed in the scrollback: a
// cleared screen goes there in tmux, and accessible mode pushed the link
// up into it with blank lines.)
func TestPhoneLinksLeaveNoTraceInScrollback(t *testing.T) {
	t.Parallel()
	container := []string{"new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--seed", "5"}
	// step is a wait for the screen to hold wait, then keys sent; shown
	// (a seat) checks first that the seat's token is in the history,
	// hidden that no token is.
	type step struct {
		wait   string
		keys   []string
		shown  int // -1: no check
		hidden bool
	}
	codeAlone := []step{
		{wait: "Cy, your move:", keys: []string{"phones", "key:Enter"}, shown: -1},
		{wait: "Show Bob's code alone", keys: []string{"key:Down", "key:Down"}, shown: -1},
		{wait: "> Show Bob's code alone", keys: []string{"key:Enter"}, shown: -1},
	}
	for _, tc := range []struct {
		name  string
		args  []string
		steps []step
		end   func(s string) bool // the screen once the last link is hidden
	}{
		{"joining screen, then Bob's code alone", container, append([]step{
			{wait: "Next code: Ann", keys: []string{"key:Down"}, shown: -1},
			{wait: "> 2. Next code: Ann", keys: []string{"key:Enter"}, shown: -1},
			{wait: "Phones: Ann, scan this code", shown: 0},
			{wait: "Next code: Bob", keys: []string{"key:Down"}, shown: -1},
			{wait: "> 2. Next code: Bob", keys: []string{"key:Enter"}, shown: -1},
			{wait: "Phones: Bob, scan this code", shown: 1},
			{wait: "> 1. Start playing", keys: []string{"key:Enter"}, shown: -1},
			{wait: "Enter the physical value cards now", keys: []string{"n"}, shown: -1, hidden: true},
		}, append(codeAlone,
			step{wait: "Press Enter once Bob's phone has scanned it.", keys: []string{"key:Enter"}, shown: 1},
		)...), func(s string) bool {
			return strings.Contains(s, "Cy, your move:") && !strings.Contains(s, "Press Enter once")
		}},
		{"accessible, Bob's code alone", append([]string{"--accessible"}, container...), []step{
			{wait: "(No: at the end) [y/N]", keys: []string{"n", "key:Enter"}, shown: -1},
			{wait: "Cy, your move:", keys: []string{"phones", "key:Enter"}, shown: -1},
			{wait: "Enter a number between 1 and 9", keys: []string{"3", "key:Enter"}, shown: -1},
			{wait: "Press Enter once Bob's phone has scanned it.", keys: []string{"key:Enter"}, shown: 1},
		}, func(s string) bool { return strings.Contains(s, "----- hidden -----") }},
		{"Ctrl-C on Bob's code alone", container, append([]step{
			{wait: "> 1. Start playing", keys: []string{"key:Enter"}, shown: -1},
			{wait: "Enter the physical value cards now", keys: []string{"n"}, shown: -1},
		}, append(codeAlone,
			step{wait: "Press Enter once Bob's phone has scanned it.", keys: []string{"key:C-c"}, shown: 1},
		)...), func(s string) bool { return strings.Contains(s, "[exit") }},
		{"Ctrl-C on the joining screen, Boxes", []string{"new", "boxes", "--players", "Ann,Bob,Cy", "--auctioneer", "Ann", "--seed", "1"}, []step{
			{wait: "Next code: Ann", keys: []string{"key:Down"}, shown: -1},
			{wait: "> 2. Next code: Ann", keys: []string{"key:Enter"}, shown: -1},
			{wait: "Phones: Ann, scan this code", keys: []string{"key:C-c"}, shown: 0},
		}, func(s string) bool { return strings.Contains(s, "[exit") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			args := append(append([]string{}, tc.args...), "--ip", "127.0.0.1", "--dir", dir)
			term := newTmuxKeep(t, 100, 30, true, nil, args...)
			var sf phonelink.SeatFile
			noToken := func(when string) {
				t.Helper()
				h := term.history()
				for i, tok := range sf.Tokens {
					if strings.Contains(h, tok) {
						t.Errorf("%s: seat %d's link is still in the scrollback:\n%s", when, i+1, h)
					}
				}
			}
			for i, s := range tc.steps {
				waitScreen(t, term.screen, s.wait)
				if len(sf.Tokens) == 0 {
					sf = seatFileIn(t, dir)
				}
				if s.shown >= 0 && !strings.Contains(term.history(), sf.Tokens[s.shown]) {
					t.Fatalf("step %d: seat %d's code shows, but its link is not in the history read:\n%s", i, s.shown+1, term.history())
				}
				if s.hidden {
					noToken(fmt.Sprintf("at %q", s.wait))
				}
				term.send(s.keys...)
			}
			waitFor(t, term.screen, "the screen after the last code", tc.end)
			noToken("at the end")
			// Hidden, not changed: the same links, and Bob's page opens.
			if again := seatFileIn(t, dir); !slices.Equal(again.Tokens, sf.Tokens) {
				t.Errorf("the links changed: %v, then %v", sf.Tokens, again.Tokens)
			}
			if strings.Contains(term.screen(), "[exit") {
				return // the server went with tallyman
			}
			resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/p/%s/view", sf.Port, sf.Tokens[1]))
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				t.Errorf("Bob's page after his link was hidden: %s", resp.Status)
			}
		})
	}
}

// seatFileIn is the seat file of the one game saved in dir.
func seatFileIn(t *testing.T, dir string) phonelink.SeatFile {
	t.Helper()
	journals, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(journals) != 1 {
		t.Fatalf("journals: %v", journals)
	}
	sf, err := phonelink.LoadSeats(journals[0])
	if err != nil || sf.Port == 0 || len(sf.Tokens) != 3 {
		t.Fatalf("seat file: %+v, %v", sf, err)
	}
	return sf
}
