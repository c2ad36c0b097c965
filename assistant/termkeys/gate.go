package termkeys

import (
	"strings"
	"time"
)

// GateSettle is how long after a gate (the pass of the laptop before a
// private step: "Pass the laptop to Bob. Bob, press Enter when only you
// can see the screen.") is drawn an Enter alone is not taken there. The
// player before, done with their own private step, pressed Enter twice
// (a double-tap: the try-out's came at once and 150 ms apart; the second
// press of a quick double-tap comes 100-300 ms after the first): the
// second passed the gate, and Bob's value card came up in front of Ann.
// Half a second is longer than a double-tap, and shorter than it takes to
// hand a laptop over and press a key, so it never holds up the next
// player. An Enter typed before the gate is drawn is dropped with the
// other keys typed ahead (Keyboard.Drop), however late a slow laptop
// draws it.
const GateSettle = 500 * time.Millisecond

// Gate keeps a gate's form from taking an Enter alone until GateSettle
// after its first frame; a word typed and Enter ("quit") is taken at
// once. Its times are Now's (time.Now; a test's clock).
type Gate struct {
	Now   func() time.Time
	drawn time.Time // the first frame's time; zero: not drawn yet
	// ignored notes an Enter not taken; Open, that the gate takes
	// Enter again after one it did not take (its form says so).
	ignored bool
	Open    bool
}

// Shown notes the gate's frame drawn (the first one counts).
func (g *Gate) Shown() {
	if g.drawn.IsZero() {
		g.drawn = g.Now()
	}
}

// Early reports whether an Enter with typed in the gate's field comes
// too early to be taken: with nothing typed (spaces alone count as
// nothing), before the gate is drawn or within GateSettle after.
func (g *Gate) Early(typed string) bool {
	if strings.TrimSpace(typed) != "" {
		return false
	}
	return g.drawn.IsZero() || g.Now().Sub(g.drawn) < GateSettle
}

// Refused notes an Enter not taken; for the first (first set) wait is
// how long until the gate takes Enter, when its form is to say so (Open).
func (g *Gate) Refused() (wait time.Duration, first bool) {
	if g.ignored {
		return 0, false
	}
	g.ignored = true
	wait = GateSettle
	if !g.drawn.IsZero() {
		wait -= g.Now().Sub(g.drawn)
	}
	return max(wait, 0), true
}
