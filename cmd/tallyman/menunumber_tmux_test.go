package main

import (
	"strings"
	"testing"
)

// TestMenuShowsTheNumberTypedAtIt: a number typed at a full-screen menu
// shows under it before Enter, with the option Enter picks, and goes
// when rubbed out. (Nothing showed until Enter.)
func TestMenuShowsTheNumberTypedAtIt(t *testing.T) {
	t.Parallel()
	send, screen := tmuxSession(t, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--no-phones", "--dir", t.TempDir(), "--seed", "5")
	waitScreen(t, screen, "Enter the physical value cards now")
	send("n") // at the end
	waitScreen(t, screen, "Cy, your move:")
	send("key:Enter") // the menu
	waitScreen(t, screen, "What does Cy do?")
	send("2")
	waitScreen(t, screen, "Typed: 2 (Enter picks ")
	send("key:BSpace")
	waitFor(t, screen, "the typed line gone", func(s string) bool {
		return strings.Contains(s, "What does Cy do?") && !strings.Contains(s, "Typed:")
	})
}
