package main

import (
	"strings"
	"testing"
	"time"
)

// TestRivalMenuEnterEnterIsHarmless drives the full-screen Rival Seas move
// prompt in tmux: Enter opens the menu, and a second Enter must not spend
// a time unit (the menu used to open on Funding). It opens on "back to
// quick entry": the same player is asked again and nothing was done.
func TestRivalMenuEnterEnterIsHarmless(t *testing.T) {
	send, screen := tmuxSession(t, "new", "rivalseas", "--tiles", "demo", "--players", "Ann,Bob,Cy", "--seed", "7", "--dir", t.TempDir())
	// The setup choices: Enter takes the first option of each (the
	// leftmost free bonus slot, the first free company, sea).
	for i := 0; !strings.Contains(screen(), "your move:"); i++ {
		if i > 40 {
			t.Fatalf("the setup choices never ended:\n%s", screen())
		}
		before := screen()
		send("key:Enter")
		for deadline := time.Now().Add(3 * time.Second); screen() == before && time.Now().Before(deadline); {
			time.Sleep(50 * time.Millisecond)
		}
	}
	who := screen()
	who = who[:strings.Index(who, "your move:")]
	who = who[strings.LastIndex(who, "\n")+1:]
	send("key:Enter")
	waitScreen(t, screen, "what do you do?")
	if got := screen(); !strings.Contains(got, "> back to quick entry") {
		t.Errorf("the menu does not open on \"back to quick entry\":\n%s", got)
	}
	send("key:Enter")
	waitScreen(t, screen, who+"your move:")
	time.Sleep(300 * time.Millisecond)
	if got := screen(); strings.Contains(got, "(Funding)") || strings.Contains(got, "takes 1 credit") {
		t.Errorf("Enter, Enter took an action:\n%s", got)
	}
}
