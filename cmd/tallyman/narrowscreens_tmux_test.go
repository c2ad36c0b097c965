package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// zoeWinsAtAThousand is a Boxes journal at container 1's payment: 🎲 Zoë
// (the auctioneer) won the secret auction at 1,000 ECU.
const zoeWinsAtAThousand = `{"kind":"tallyman-journal","format":1,"id":"boxes-20261201-065529-e8f0","game":"boxes","edition":"standard","players":["🎲 Zoë","Bob","Cy"],"seed":1,"options":{"auctioneer":0},"version":"0.1.0","created":"2026-12-01T06:55:29Z"}
{"move":{"type":"choose","player":0,"kind":"secret"}}
{"move":{"type":"inspect","player":0,"closed":2,"open":3}}
{"move":{"type":"inspect","player":1,"closed":2,"open":3}}
{"move":{"type":"inspect","player":2,"closed":2,"open":3}}
{"move":{"type":"bid","player":0,"amount":1000}}
{"move":{"type":"bid","player":1,"amount":300}}
{"move":{"type":"bid","player":2,"amount":200}}
`

// menuCursor is the number of the option under a full-screen menu's
// cursor ("┃ > 17. More notes").
var menuCursor = regexp.MustCompile(`> +([0-9]+)\. `)

// TestBoxesPaymentAtFiftyColumnsKeepsItsQuestion drives a Boxes payment
// in tmux at 50x20: 🎲 Zoë pays 1,000 ECU, and her wallet holds 19 ways
// to choose from, more than the rows. The question stays on the screen
// with the cursor on the first way and on the last (End), the list
// scrolling under it, and no "(1,000 ECU)" is broken inside ("(1," over
// "000 ECU)"). A new user found the question pushed off the top.
func TestBoxesPaymentAtFiftyColumnsKeepsItsQuestion(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "boxes-20261201-065529-e8f0.jsonl"), []byte(zoeWinsAtAThousand), 0o644); err != nil {
		t.Fatal(err)
	}
	term := newTmux(t, 50, 20, "resume", "--dir", dir, "--no-phones")
	waitScreen(t, term.screen, "Pass the laptop to 🎲 Zoë")
	term.send("key:Enter")
	s := waitFor(t, term.screen, "the ways to pay (or the gate's note)", func(s string) bool {
		return strings.Contains(s, "(least lost)") || strings.Contains(s, "was not taken")
	})
	if !strings.Contains(s, "(least lost)") {
		// The Enter came as the gate appeared: its note is said,
		// wrapped to the 50 columns (it was cut at the 50th).
		if !strings.Contains(strings.Join(strings.Fields(s), " "), prompt.GateTooSoon) {
			t.Errorf("the gate's note is not whole on the screen:\n%s", s)
		}
		term.send("key:Enter")
		waitScreen(t, term.screen, "(least lost)")
	}
	for _, step := range []struct{ key, cursor string }{{"", "1"}, {"key:End", "19"}} {
		if step.key != "" {
			term.send(step.key)
		}
		s := waitFor(t, term.screen, "the cursor on way "+step.cursor, func(s string) bool {
			m := menuCursor.FindStringSubmatch(s)
			return m != nil && m[1] == step.cursor
		})
		if !strings.Contains(s, "┃ 🎲 Zoë pays 1,000 ECU (no change). Which notes?") {
			t.Errorf("cursor on way %s: the question is not on the screen:\n%s", step.cursor, s)
		}
		for _, l := range strings.Split(s, "\n") {
			if l = strings.TrimRight(l, " "); strings.HasSuffix(l, "(1,") || strings.HasPrefix(strings.TrimLeft(l, "┃ "), "000 ECU") {
				t.Errorf("cursor on way %s: 1,000 broken at the line %q:\n%s", step.cursor, l, s)
			}
		}
	}
}

// TestContainerBoardRedrawnAfterResize drives Container's move prompt in
// tmux: "prod" typed at 80x24, then the window made 40x15 and 80x24
// again. At 40 columns the board is drawn again above the prompt,
// wrapped to the 40 columns (Cy's books under "> 3 Cy  $20  loans 0/2"),
// the prompt still holding "prod", and it stays there at 80x24; Enter on
// "end" then plays on. (The narrower terminal cleared the screen, and
// only the move prompt was left until the next move or status.)
func TestContainerBoardRedrawnAfterResize(t *testing.T) {
	t.Parallel()
	term := newTmux(t, 80, 24, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--no-phones", "--dir", t.TempDir(), "--seed", "5")
	waitScreen(t, term.screen, "Enter the physical value cards now")
	term.send("n")
	waitScreen(t, term.screen, "Cy, your move:")
	term.send("prod")
	waitScreen(t, term.screen, "> prod")
	term.resize(40, 15)
	s := waitFor(t, term.screen, "the board above the prompt at 40 columns", func(s string) bool {
		return strings.Contains(s, "> 3 Cy  $20  loans 0/2\n    factories: white; warehouses: 1;\n      island: none\n") && strings.Contains(s, "> prod")
	})
	if n := strings.Count(s, "your move:"); n != 1 {
		t.Errorf("the prompt's title is on the screen %d times:\n%s", n, s)
	}
	term.resize(80, 24)
	s = waitFor(t, term.screen, "the prompt at 80 columns", func(s string) bool {
		return strings.Contains(s, "┃ Turn 1, 2 actions left. Quick entry (help lists it), or Enter for the menu.")
	})
	for _, want := range []string{"> 3 Cy  $20  loans 0/2", "    factory store 1/2: white@2", "> prod"} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q at 80x24 again:\n%s", want, s)
		}
	}
	term.send("key:C-u", "end", "key:Enter")
	waitScreen(t, term.screen, "Ann, your move:")
}
