package assistant

import (
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestBidsWaitingLineOncePerChange (a try-out: a phone going away and
// coming back wrote "Blue castle: Waiting for ..." again each time, and
// filled an 80x24 terminal): Ann seals on her phone, then Cy's phone
// joins, goes, joins and goes again. Each change has its own line ("- Cy's
// phone is connected."), but who is awaited (Bob and Cy) is said once.
func TestBidsWaitingLineOncePerChange(t *testing.T) {
	l := startLotAtTheLaptop(t, true)
	l.wait("Blue castle: Waiting for Ann, Bob and Cy to seal.", 1)
	l.seal(0, 12)
	l.wait("Blue castle: Waiting for Bob and Cy to seal.", 1)
	menus := strings.Count(l.out.String(), "The laptop can:")
	for i := range 2 {
		closeCy := l.openStream(2)
		menus++
		l.wait("- Cy's phone is connected.", i+1)
		l.wait("The laptop can:", menus)
		closeCy()
		menus++
		l.wait("- Cy's phone is away.", i+1)
		l.wait("The laptop can:", menus)
	}
	out := l.out.String()
	for _, tt := range []struct {
		line string
		want int
	}{
		{"Blue castle: Waiting for Ann, Bob and Cy to seal.", 1},
		{"Blue castle: Waiting for Bob and Cy to seal.", 1},
		{"- Cy's phone is connected.", 2},
		{"- Cy's phone is away.", 2},
	} {
		if got := strings.Count(out, tt.line); got != tt.want {
			t.Errorf("%q written %d times, want %d:\n%s", tt.line, got, tt.want, out)
		}
	}
	// Answered at the laptop (Refresh), the line is said again.
	l.typeLine("1")
	l.wait("Blue castle: Waiting for Bob and Cy to seal.", 2)
	l.typeLine("4")
	if err := <-l.ended; err != prompt.ErrQuit {
		t.Errorf("Save and quit: %v", err)
	}
}
