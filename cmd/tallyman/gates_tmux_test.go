package main

import (
	"strings"
	"testing"
	"time"

	"tallyman/assistant/prompt"
)

// passGate presses Enter at the gate on term's screen (the pass of the
// laptop before a private step) until next shows: an Enter pressed as the
// gate appeared is not taken, and pressed again once the gate says so
// (prompt.GateTooSoon), the gate then taking Enter.
func passGate(t *testing.T, term *tmuxTerm, next string) {
	t.Helper()
	before := strings.Count(term.screen(), prompt.GateTooSoon)
	term.send("key:Enter")
	s := waitFor(t, term.screen, next+" (or the gate's note)", func(s string) bool {
		return strings.Contains(s, next) || strings.Count(s, prompt.GateTooSoon) > before
	})
	if !strings.Contains(s, next) {
		term.send("key:Enter")
		waitScreen(t, term.screen, next)
	}
}

// TestDoubleEnterAtAValueCardShowsNotTheNext: Ann, shown her dealt value
// card, presses Enter twice at once to hide it (tmux sends both keys in
// one write). The first hides it; the second must not pass the gate
// "Pass the laptop to Bob", whose card shows only after a fresh Enter.
// The second Enter passed it, and Bob's card came up in front of Ann.
func TestDoubleEnterAtAValueCardShowsNotTheNext(t *testing.T) {
	t.Parallel()
	term := newTmux(t, 100, 40, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "deal", "--no-phones", "--dir", t.TempDir(), "--seed", "4")
	waitScreen(t, term.screen, "Pass the laptop to Ann. Ann, press Enter when only you can see the screen.")
	passGate(t, term, seed4Cards["Ann"])
	waitScreen(t, term.screen, "Press Enter to hide it.")
	if out, err := term.run("send-keys", "-t", term.name, "Enter", "Enter"); err != nil {
		t.Fatalf("tmux send-keys: %v\n%s", err, out)
	}
	s := waitFor(t, term.screen, "the gate for Bob (or Bob's card)", func(s string) bool {
		return strings.Contains(s, "Pass the laptop to Bob. Bob, press Enter when only you can see the screen.") || strings.Contains(s, "Bob, your value card")
	})
	if strings.Contains(s, "Bob, your value card") {
		t.Fatalf("the second Enter passed the gate, and Bob's card shows:\n%s", s)
	}
	// Bob's card must not come without a key pressed after the gate:
	// watched for 3 s, six times the gate's half second (a redraw took
	// 0.8 s on the loaded laptop of the try-out).
	for end := time.Now().Add(3 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if s := term.screen(); strings.Contains(s, "Bob, your value card") || strings.Contains(s, "$5/$10") {
			t.Fatalf("Bob's card shows without a fresh Enter:\n%s", s)
		}
	}
	passGate(t, term, seed4Cards["Bob"])
}
