package main

import (
	"context"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/termtest"
)

// TestFullScreenBidsMenuKeepsItsLineWhenAPhoneJoinsOrGoes drives
// `tallyman bids` with phones in tmux (100x40): the lot's menu opens on
// Ann's bid line, Down twice reaches Cy's, and Bob's page opens and then
// closes. Each time the menu is drawn again by itself (Bob's line says
// "connected", then "away") with the highlight still on Cy's line, so
// Enter asks Cy's sealed bid. Before, each redraw put the highlight back
// on Ann's line, and Enter opened Ann's hidden bid.
func TestFullScreenBidsMenuKeepsItsLineWhenAPhoneJoinsOrGoes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	term := newTmux(t, 100, 40, "bids", "--players", "Ann,Bob,Cy", "--max", "50", "--ip", "127.0.0.1", "--dir", dir)
	waitScreen(t, term.screen, "Start playing")
	term.send("key:Enter")
	waitScreen(t, term.screen, "Lot to auction")
	term.send("Lot A", "key:Enter")
	waitScreen(t, term.screen, "> Type Ann's bid here")
	term.send("key:Down", "key:Down")
	waitScreen(t, term.screen, "> Type Cy's bid here")

	closeBob := openBobsStream(t, dir)
	defer closeBob()
	for _, step := range []struct {
		name, bob string
		do        func()
	}{
		{"Bob's page opens", "Type Bob's bid here (hidden; Bob's phone is connected)", func() {}},
		{"Bob's page closes", "Type Bob's bid here (hidden; Bob's phone is away)", closeBob},
	} {
		step.do()
		// Redrawn once the change has lasted half a second and the
		// keyboard has rested 1.5 s.
		s := waitFor(t, term.screen, step.name+": the menu drawn again", func(s string) bool {
			return strings.Contains(lastMenu(s), step.bob)
		})
		if !strings.Contains(lastMenu(s), "> Type Cy's bid here") {
			t.Fatalf("%s: the highlight left Cy's line:\n%s", step.name, s)
		}
	}
	term.send("key:Enter")
	waitScreen(t, term.screen, "Cy, your sealed bid")
}

// TestFullScreenBidsPhoneSleepingWritesNoLines (a try-out: a phone that
// slept and woke a few times wrote "- Bob's phone is connected." and
// "- Bob's phone is away." at each change, and pushed the lot's line off
// an 80x24 screen): in tmux at 80x24, Bob's page opens and closes three
// times, then opens again. The menu's line for Bob says each change in
// place, and nothing else is written: the lot's line stays on the screen.
// Refresh writes the lot's line again, after one line for Bob, whose
// phone is connected now (it had none when the lot's line was written).
func TestFullScreenBidsPhoneSleepingWritesNoLines(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	term := newTmux(t, 80, 24, "bids", "--players", "Ann,Bob,Cy", "--max", "50", "--ip", "127.0.0.1", "--dir", dir)
	waitScreen(t, term.screen, "Start playing")
	term.send("key:Enter")
	waitScreen(t, term.screen, "Lot to auction")
	term.send("Lot A", "key:Enter")
	waitScreen(t, term.screen, "> Type Ann's bid here")
	for range 3 {
		closeBob := openBobsStream(t, dir)
		waitFor(t, term.screen, "Bob's phone connected in the menu", func(s string) bool {
			return strings.Contains(lastMenu(s), "Bob's phone is connected")
		})
		closeBob()
		waitFor(t, term.screen, "Bob's phone away in the menu", func(s string) bool {
			return strings.Contains(lastMenu(s), "Bob's phone is away")
		})
	}
	defer openBobsStream(t, dir)()
	waitFor(t, term.screen, "Bob's phone connected again in the menu", func(s string) bool {
		return strings.Contains(lastMenu(s), "Bob's phone is connected")
	})
	s := term.screen()
	above := s[:strings.LastIndex(s, "The laptop can:")]
	if strings.Contains(above, "phone is") || !strings.Contains(above, "Lot A: Waiting for Ann, Bob and Cy to seal.") {
		t.Fatalf("Bob's phone coming and going wrote lines above the menu, or the lot's line left the screen:\n%s", s)
	}
	term.send("key:Up", "key:Up", "key:Up", "key:Up", "key:Up") // Refresh
	waitScreen(t, term.screen, "> Refresh")
	term.send("key:Enter")
	s = waitFor(t, term.screen, "the lot's line again", func(s string) bool {
		return strings.Count(s, "Lot A: Waiting for Ann, Bob and Cy to seal.") == 2
	})
	if got := strings.Count(s, "- Bob's phone is connected.\nLot A: Waiting for Ann, Bob and Cy to seal."); got != 1 || strings.Count(s, "phone is away.") != 0 {
		t.Errorf("Refresh did not say Bob's phone is connected once, before the lot's line:\n%s", s)
	}
}

// TestFullScreenBidsMenuKeepsTheFilteredLineWhenAPhoneJoins: in the
// lot's menu (tmux, 100x40, on Ann's bid line) "/" and "Cy" filter the
// menu down to Cy's bid line, highlighted; then Bob's page opens. The
// menu is drawn again (Bob's line says "connected") with the highlight on
// Cy's line, so Enter asks Cy's sealed bid. Before, the redraw dropped the
// filter and put the highlight back on Ann's line (the one highlighted
// before the filter was typed), and Enter opened Ann's hidden bid.
func TestFullScreenBidsMenuKeepsTheFilteredLineWhenAPhoneJoins(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	term := newTmux(t, 100, 40, "bids", "--players", "Ann,Bob,Cy", "--max", "50", "--ip", "127.0.0.1", "--dir", dir)
	waitScreen(t, term.screen, "Start playing")
	term.send("key:Enter")
	waitScreen(t, term.screen, "Lot to auction")
	term.send("Lot A", "key:Enter")
	waitScreen(t, term.screen, "> Type Ann's bid here")
	term.send("/", "Cy")
	waitFor(t, term.screen, "the menu filtered to Cy's line", func(s string) bool {
		m := lastMenu(s)
		return strings.Contains(m, "> Type Cy's bid here") && !strings.Contains(m, "Type Ann's bid here")
	})

	closeBob := openBobsStream(t, dir)
	defer closeBob()
	s := waitFor(t, term.screen, "the menu drawn again", func(s string) bool {
		return strings.Contains(lastMenu(s), "Type Bob's bid here (hidden; Bob's phone is connected)")
	})
	if !strings.Contains(lastMenu(s), "> Type Cy's bid here") {
		t.Fatalf("the highlight left Cy's line:\n%s", s)
	}
	term.send("key:Enter")
	waitScreen(t, term.screen, "Cy, your sealed bid")
}

// TestFullScreenBidsMenuLeavesABidWhosePhoneConnects (a try-out: the
// lot's menu showed with its highlight on Cy's bid, the laptop the only
// way to seal it; Cy's phone then connected, the menu was drawn again
// and the highlight stayed on "Type Cy's bid here", one stray Enter from
// typing Cy's bid at the laptop while Cy seals on the phone). Drives
// `tallyman bids` with phones in tmux (100x40), Bob's phone connected
// before the lot: the menu opens on Ann's bid, Down twice reaches Cy's,
// then Cy's page opens. The menu drawn again says Cy's phone is
// connected and puts the highlight on the bid the laptop is still the
// only way to seal, Ann's; with Ann's phone connected too, on Refresh
// (the harmless first option), so Enter only draws the menu again.
func TestFullScreenBidsMenuLeavesABidWhosePhoneConnects(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		before []int  // seats whose phones are connected before the lot
		first  string // the menu's first highlight
		downs  int    // Down presses from there to Cy's line
		want   string // the highlight once Cy's phone is connected
	}{
		{"Ann still without a phone", []int{1}, "> Type Ann's bid here", 2, "> Type Ann's bid here"},
		{"every other phone connected", []int{0, 1}, "> Type Cy's bid here", 0, "> Refresh"},
	} {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			term := newTmux(t, 100, 40, "bids", "--players", "Ann,Bob,Cy", "--max", "50", "--ip", "127.0.0.1", "--dir", dir)
			waitScreen(t, term.screen, "Start playing")
			var joined []string
			for _, seat := range tc.before {
				defer openStream(t, dir, seat)()
				joined = append(joined, []string{"Ann", "Bob", "Cy"}[seat])
			}
			// The joining screen gives way to a phone that joins (its
			// Enter typed then is dropped with it, by design): Enter
			// once it is drawn again naming them.
			waitFor(t, term.screen, "the joining screen naming the phones", func(s string) bool {
				i := strings.Index(s, "Connected: "+strings.Join(joined, " and ")+".")
				return i >= 0 && strings.Contains(unnumbered(s[i:]), "> Start playing")
			})
			term.send("key:Enter")
			waitScreen(t, term.screen, "Lot to auction")
			term.send("Lot A", "key:Enter")
			waitFor(t, term.screen, "the lot's menu", func(s string) bool {
				m := lastMenu(s)
				return strings.Contains(m, tc.first) && strings.Contains(m, "Type Bob's bid here (hidden; Bob's phone is connected)")
			})
			for range tc.downs {
				term.send("key:Down")
			}
			waitFor(t, term.screen, "the highlight on Cy's line", func(s string) bool { return strings.Contains(lastMenu(s), "> Type Cy's bid here") })

			defer openStream(t, dir, 2)()
			s := waitFor(t, term.screen, "the menu drawn again", func(s string) bool {
				return strings.Contains(lastMenu(s), "Type Cy's bid here (hidden; Cy's phone is connected)")
			})
			if m := lastMenu(s); !strings.Contains(m, tc.want) {
				t.Fatalf("the highlight is not on %q once Cy's phone connected:\n%s", tc.want, m)
			}
		})
	}
}

// TestFullScreenBidsMenuEscSavesAndStops: Esc at the lot's menu ("The
// laptop can:") ends the sitting as Ctrl-C does: it says the log is saved
// and how to carry on, --dir included (the folder given), and tallyman
// ends with code 130. Before, Esc ended it with code 0 and said nothing.
// The word quit typed there ends it the same way with code 0 (before, it
// was ignored and Enter opened Ann's hidden bid).
func TestFullScreenBidsMenuEscSavesAndStops(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		keys []string
		exit string
	}{
		{[]string{"key:Escape"}, "[exit 130;"},
		{[]string{"key:C-c"}, "[exit 130;"},
		{[]string{"quit", "key:Enter"}, "[exit 0;"},
	} {
		t.Run(strings.Join(tc.keys, "+"), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			term := newTmuxKeep(t, 200, 40, true, nil, "bids", "--players", "Ann,Bob,Cy", "--max", "50", "--ip", "127.0.0.1", "--dir", dir)
			waitScreen(t, term.screen, "Start playing")
			term.send("key:Enter")
			waitScreen(t, term.screen, "Lot to auction")
			term.send("Lot A", "key:Enter")
			waitScreen(t, term.screen, "> Type Ann's bid here")
			term.send(tc.keys...)
			s := waitFor(t, term.joined, "the end of the sitting", func(s string) bool { return strings.Contains(s, "[exit") })
			logs, err := filepath.Glob(filepath.Join(dir, "bids", "*.jsonl"))
			if err != nil || len(logs) != 1 {
				t.Fatalf("the bids log in %s: %v, %v", dir, logs, err)
			}
			id := strings.TrimSuffix(filepath.Base(logs[0]), ".jsonl")
			// The log's path and the command whole (the path on a line
			// of its own when it does not fit after "the log is"; the
			// lines tmux wrapped itself joined). Read without its spaces,
			// a path broken inside or a --dir parted from its folder
			// passed here; where they break depended on the length of
			// the temporary folder's name.
			for _, want := range []string{
				"\n" + termtest.PathLines("Saved and stopped; the log is", logs[0]+".", 200) + "\n",
				"\nTo carry on:\ntallyman bids --resume " + id + " --dir " + dir + "\n",
				tc.exit,
			} {
				if !strings.Contains(s, want) {
					t.Errorf("no %q:\n%s", want, s)
				}
			}
		})
	}
}

// lastMenu is the screen from the last "The laptop can:" on: the menu
// drawn last (those drawn before it stay above it).
func lastMenu(screen string) string {
	return unnumbered(screen[max(0, strings.LastIndex(screen, "The laptop can:")):])
}

// openBobsStream opens Bob's page's event stream (openStream, seat 1).
func openBobsStream(t *testing.T, dir string) func() {
	t.Helper()
	return openStream(t, dir, 1)
}

// openStream opens seat's page's event stream on the bids game saved in
// dir (its one log's seat file gives the port and the seat's token), as
// its phone joining does; the func returned closes it (the phone going).
func openStream(t *testing.T, dir string, seat int) func() {
	t.Helper()
	logs, err := filepath.Glob(filepath.Join(dir, "bids", "*.jsonl"))
	if err != nil || len(logs) != 1 {
		t.Fatalf("the bids log in %s: %v, %v", dir, logs, err)
	}
	return openLogStream(t, logs[0], seat)
}

// openLogStream opens seat's page's event stream on the game saved in
// log (its seat file gives the port and the seat's token), as openStream.
func openLogStream(t *testing.T, log string, seat int) func() {
	t.Helper()
	sf, err := phonelink.LoadSeats(log)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("http://127.0.0.1:%d/p/%s/events", sf.Port, sf.Tokens[seat]), nil)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	return func() {
		cancel()
		resp.Body.Close()
	}
}
