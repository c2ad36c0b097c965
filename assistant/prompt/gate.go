package prompt

import (
	"os"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	xterm "github.com/charmbracelet/x/term"
)

// gateSettle is how long after a gate (the pass of the laptop before a
// private step: "Pass the laptop to Bob. Bob, press Enter when only you
// can see the screen.") is drawn an Enter alone is not taken there. The
// player before, done with their own private step, pressed Enter twice
// (a double-tap: the try-out's came at once and 150 ms apart; a second
// press of a quick double-tap comes 100-300 ms after the first): the
// second passed the gate, and Bob's value card came up in front of Ann.
// Half a second is longer than a double-tap, and shorter than it takes to
// hand a laptop over and press a key, so it never holds up the next
// player. An Enter typed before the gate is drawn is dropped with the
// other keys typed ahead (termkeys.Keyboard.Drop), however late a slow
// laptop draws it.
const gateSettle = 500 * time.Millisecond

// GateTooSoon is said under a gate that did not take an Enter pressed as
// it appeared (gateGuard), once it takes one.
const GateTooSoon = "An Enter pressed as this appeared was not taken: press Enter again."

// gateGuard keeps a gate's form (formKind.gate) from taking an Enter
// alone until gateSettle after its first frame (drawn); a word typed
// and Enter ("quit") is taken at once. Its times are now's (time.Now;
// a test's clock).
type gateGuard struct {
	now   func() time.Time
	drawn time.Time // the first frame's time; zero: not drawn yet
	// ignored notes an Enter not taken; open, that the gate takes
	// Enter now (GateTooSoon is then said under it).
	ignored, open bool
}

// earlyEnter is an Enter alone that the gate did not take (gateGuard).
type earlyEnter struct{}

// gateOpen comes when a gate that did not take an Enter takes one.
type gateOpen struct{}

// shown notes the gate's frame drawn (the first one counts).
func (g *gateGuard) shown() {
	if g.drawn.IsZero() {
		g.drawn = g.now()
	}
}

// early reports whether an Enter with typed in the gate's field comes
// too early to be taken: with nothing typed (spaces alone count as
// nothing), before the gate is drawn or within gateSettle after.
func (g *gateGuard) early(typed string) bool {
	if strings.TrimSpace(typed) != "" {
		return false
	}
	return g.drawn.IsZero() || g.now().Sub(g.drawn) < gateSettle
}

// refused notes an Enter not taken; the first one gives the message
// that comes when the gate takes Enter (gateOpen), for GateTooSoon.
func (g *gateGuard) refused() tea.Cmd {
	if g.ignored {
		return nil
	}
	g.ignored = true
	wait := gateSettle
	if !g.drawn.IsZero() {
		wait -= g.now().Sub(g.drawn)
	}
	return tea.Tick(max(wait, 0), func(time.Time) tea.Msg { return gateOpen{} })
}

// guardsGates reports whether a gate's keys are guarded (gateGuard,
// the keys typed ahead dropped): keys typed at a terminal, never a
// script's piped lines, which are all there at once and come before
// any gate is drawn (the many end-to-end tests that feed them).
func (p *Prompter) guardsGates() bool {
	if p.gateKeys {
		return true
	}
	if p.keys != nil {
		return false
	}
	f, ok := p.stdin.(*os.File)
	return ok && xterm.IsTerminal(f.Fd())
}

// Gate is Wait for the pass of the laptop before a private step that no
// change of the game may end (a dealt value card shown on the laptop):
// what was typed before it was drawn is dropped, and an Enter alone
// pressed within gateSettle after it is not taken (the player before
// pressing Enter twice), on a terminal; GateTooSoon then says so.
func (p *Prompter) Gate(message string) error {
	defer p.Hold()()
	return p.waitGate(message, true)
}

// gateOf is k's gateGuard (nil: no gate, or no keyWatch).
func (k *keyWatch) gateOf() *gateGuard {
	if k == nil {
		return nil
	}
	return k.gate
}

// typedIn is what is typed in the focused field of the form m (or of
// the resizeSafe drawing it): "" when it holds no text.
func typedIn(m tea.Model) string {
	var form *huh.Form
	switch m := m.(type) {
	case *resizeSafe:
		form = m.form
	case *huh.Form:
		form = m
	default:
		return ""
	}
	if f := form.GetFocusedField(); f != nil {
		if v, ok := f.GetValue().(string); ok {
			return v
		}
	}
	return ""
}

// clock is the clock of a gate's guard: gateClock (tests), else time.Now.
func (p *Prompter) clock() func() time.Time {
	if p.gateClock != nil {
		return p.gateClock
	}
	return time.Now
}
