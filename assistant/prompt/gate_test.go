package prompt

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"

	"tallyman/assistant/termkeys"
)

// TestGateTakesNoEnterAsItAppears: at a gate's full-screen form (the
// pass of the laptop before a private step) an Enter alone pressed
// before it is drawn or within half a second after (the player before
// pressing Enter twice) is not taken, and the first one not taken says
// GateTooSoon once the gate takes Enter; an Enter from 500 ms on is
// taken, and so is a word typed and Enter ("quit") at once. The second
// Enter of a double-tap passed the gate and showed the next player's
// value card.
func TestGateTakesNoEnterAsItAppears(t *testing.T) {
	t0 := time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name  string
		drawn bool          // the gate's first frame drawn at t0
		after time.Duration // when Enter comes, after t0
		typed string
		taken bool
	}{
		{"before it is drawn", false, 0, "", false},
		{"as it is drawn", true, 0, "", false},
		{"150 ms after", true, 150 * time.Millisecond, "", false},
		{"499 ms after", true, 499 * time.Millisecond, "", false},
		{"spaces alone, 150 ms after", true, 150 * time.Millisecond, "  ", false},
		{"500 ms after", true, 500 * time.Millisecond, "", true},
		{"2 s after", true, 2 * time.Second, "", true},
		{"quit typed, 150 ms after", true, 150 * time.Millisecond, "quit", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			now := t0
			v := tc.typed
			form := huh.NewForm(huh.NewGroup(huh.NewInput().Title("Pass the laptop to Bob.").Value(&v)))
			watch := &keyWatch{gate: &termkeys.Gate{Now: func() time.Time { return now }}}
			m := &resizeSafe{form: form, watch: watch}
			if tc.drawn {
				m.View()
			}
			now = t0.Add(tc.after)
			msg := watch.filter(m, tea.KeyMsg{Type: tea.KeyEnter})
			if _, early := msg.(earlyEnter); early == tc.taken {
				t.Fatalf("the Enter gave %#v, want taken %v", msg, tc.taken)
			}
			if tc.taken {
				return
			}
			if refusedEnter(watch.gate) == nil {
				t.Errorf("the first Enter not taken gives no message to say so")
			}
			if refusedEnter(watch.gate) != nil {
				t.Errorf("a second Enter not taken gives a second message")
			}
			if strings.Contains(m.View(), GateTooSoon) {
				t.Errorf("GateTooSoon said before the gate takes Enter:\n%s", m.View())
			}
			m.Update(gateOpen{})
			if !strings.Contains(m.View(), GateTooSoon) {
				t.Errorf("GateTooSoon not said once the gate takes Enter:\n%s", m.View())
			}
		})
	}
}

// TestGateLineTakesNoEnterAsItAppears: in accessible mode on a terminal
// (gateKeys: these lines stand for a terminal's) an empty line read
// within half a second after the gate is printed is answered GateTooSoon
// and the gate asked again, and the next Enter is taken; quit is taken
// at once, and so is an Enter half a second after. Piped lines (no
// terminal) are taken as they come (TestWaitTakesEnterAlone).
func TestGateLineTakesNoEnterAsItAppears(t *testing.T) {
	const gate = "Pass the laptop to Bob. Bob, press Enter when only you can see the screen."
	for _, tc := range []struct {
		name  string
		input string
		after time.Duration // the clock's reading for the lines read, after the gate's
		want  error
		early int // GateTooSoon said
	}{
		{"an Enter at once, then one more", "\n\n", 0, nil, 1},
		{"an Enter at once, then quit", "\nquit\n", 0, ErrQuit, 1},
		{"quit at once", "quit\n", 0, ErrQuit, 0},
		{"an Enter after 500 ms", "\n", 500 * time.Millisecond, nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			p := NewPrompter(strings.NewReader(tc.input), &out, true)
			p.gateKeys = true
			t0 := time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
			reads := 0
			p.gateClock = func() time.Time {
				reads++
				if reads == 1 {
					return t0 // the gate printed
				}
				return t0.Add(tc.after)
			}
			err := p.Gate(gate)
			if !errors.Is(err, tc.want) && err != tc.want {
				t.Errorf("%v, want %v", err, tc.want)
			}
			if got := strings.Count(out.String(), GateTooSoon); got != tc.early {
				t.Errorf("GateTooSoon said %d times, want %d:\n%s", got, tc.early, out.String())
			}
			if got := strings.Count(out.String(), gate); got != tc.early+1 {
				t.Errorf("the gate asked %d times, want %d:\n%s", got, tc.early+1, out.String())
			}
		})
	}
}
