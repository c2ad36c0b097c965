package prompt

import (
	"os"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	xterm "github.com/charmbracelet/x/term"

	"tallyman/assistant/termkeys"
)

// GateTooSoon is said under a gate that did not take an Enter pressed as
// it appeared (termkeys.Gate), once it takes one.
const GateTooSoon = "An Enter pressed as this appeared was not taken: press Enter again."

// earlyEnter is an Enter alone that a gate did not take; gateOpen comes
// when the gate takes Enter again.
type (
	earlyEnter struct{}
	gateOpen   struct{}
)

// refusedEnter notes an Enter g did not take: the first brings gateOpen
// when g takes Enter again.
func refusedEnter(g *termkeys.Gate) tea.Cmd {
	if wait, first := g.Refused(); first {
		return tea.Tick(wait, func(time.Time) tea.Msg { return gateOpen{} })
	}
	return nil
}

// guardsGates reports whether a gate's keys are guarded (termkeys.Gate,
// the keys typed ahead dropped): keys typed at a terminal, never a
// script's piped lines, which are all there before any gate is drawn
// (the many end-to-end tests that feed them); gateKeys in tests.
func (p *Prompter) guardsGates() bool {
	f, ok := p.stdin.(*os.File)
	return p.gateKeys || p.keys == nil && ok && xterm.IsTerminal(f.Fd())
}

// Gate is Wait for the pass of the laptop before a private step that no
// change of the game may end (a dealt value card shown on the laptop):
// on a terminal what was typed before it was drawn is dropped, and an
// Enter alone pressed within termkeys.GateSettle after it is not taken
// (the player before pressing Enter twice); GateTooSoon then says so.
func (p *Prompter) Gate(message string) error {
	defer p.Hold()()
	return p.waitGate(message, true)
}

// clock is the clock of a gate's guard: gateClock (tests), else time.Now.
func (p *Prompter) clock() func() time.Time {
	if p.gateClock != nil {
		return p.gateClock
	}
	return time.Now
}

// gateOf is k's Gate (nil: no gate, or no keyWatch).
func (k *keyWatch) gateOf() *termkeys.Gate {
	if k == nil {
		return nil
	}
	return k.gate
}

// typedIn is the text in the focused field of m, a resizeSafe's form.
func typedIn(m tea.Model) string {
	if r, ok := m.(*resizeSafe); ok && r.form.GetFocusedField() != nil {
		v, _ := r.form.GetFocusedField().GetValue().(string)
		return v
	}
	return ""
}
