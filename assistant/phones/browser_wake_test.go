package phones

import (
	"fmt"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// askRoom is a seller's decision as Ann's page sees it: the public part's
// phase and Ann's own part, the choices she is asked, each set by the test
// under the lock.
type askRoom struct {
	mu      sync.Mutex
	version int
	phase   string
	ask     bool // Ann is asked to accept or reject Bob's bid
	changed func()
}

func (a *askRoom) Seats() []string { return []string{"Ann", "Bob"} }

func (a *askRoom) Public() Public {
	a.mu.Lock()
	defer a.mu.Unlock()
	return Public{Game: "fake", Title: "Fake auction", Version: a.version, Phase: a.phase}
}

func (a *askRoom) Private(seat int) Private {
	a.mu.Lock()
	defer a.mu.Unlock()
	q := Private{You: &Seat{Seat: seat, Name: a.Seats()[seat]}}
	if seat == 0 && a.ask {
		q.Wanted = true
		q.Choices = []Choice{{Kind: ActAccept, Winner: 1, Label: "Accept: Bob pays $2"}, {Kind: ActReject, Winner: 1, Label: "Reject: pay $2"}}
	}
	return q
}

func (a *askRoom) Act(int, Action) error { return fmt.Errorf("nothing to do on this page") }

// set changes the room and tells the pages.
func (a *askRoom) set(phase string, ask bool) {
	a.mu.Lock()
	a.phase, a.ask = phase, ask
	a.version++
	a.mu.Unlock()
	a.changed()
}

// TestBrowserOneVibrationPerAsk: a phone vibrates once for each thing its
// player is asked, and what it is asked is in the seat's own part of the
// view alone. A stream's event is the public part and the seat's part,
// each taken from the room when the event is built: a move landing
// between the two pairs the runoff's public part with the decision's
// choices, and the next event brings the decision's public part with
// the same choices. That is still one ask: one vibration (the public
// part's phase in the page's key for a want made it two, the flake of
// Container's first-screen test, offshore, on a busy machine). Once the ask has
// gone, a new one vibrates again.
func TestBrowserOneVibrationPerAsk(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := &askRoom{version: 1, phase: PhaseRunoff}
	s, ts, _ := start(t, room, Options{})
	room.changed = s.Changed
	ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), 390, 844)
	buzzes := func(version int) int {
		t.Helper()
		ann.WaitJS(fmt.Sprintf("version %d shown", version), fmt.Sprintf(`document.body.getAttribute('data-version') === '%d'`, version))
		n, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[int](`window.buzz.length`))
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	ann.WaitJS("the first view shown", `document.body.getAttribute('data-version') === '1'`)
	// The vibration is recorded, not felt.
	ann.Do(chromedp.Evaluate[chromedp.Void](`window.buzz = []; navigator.vibrate = p => { window.buzz.push(p); return true; }`))

	room.set(PhaseRunoff, true) // the runoff's public part, the decision's choices
	ann.WaitText("Accept: Bob pays $2")
	if n := buzzes(2); n != 1 {
		t.Fatalf("asked to decide: %d vibrations, want 1", n)
	}
	room.set(PhaseDecide, true) // the decision's public part, the same choices
	if n := buzzes(3); n != 1 {
		t.Fatalf("the same decision with its public part caught up: %d vibrations, want still 1", n)
	}
	room.set(PhaseResult, false) // decided: nothing asked
	if n := buzzes(4); n != 1 {
		t.Fatalf("nothing asked: %d vibrations, want still 1", n)
	}
	room.set(PhaseDecide, true) // the next auction's decision
	if n := buzzes(5); n != 2 {
		t.Fatalf("a new decision: %d vibrations, want 2", n)
	}
}
