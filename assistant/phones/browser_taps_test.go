package phones

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// tapWatch readies Ann's page for a tap at x, y timed on a redraw: it
// notes the times of the pointer's presses and gives tapRedrawn, a
// promise kept once the page draws a newer version than the one shown,
// with the time of that redraw (performance.now's clock, as the presses'
// timeStamps) and the offer then at x, y.
const tapWatch = `((x, y) => {
	const v = +document.body.getAttribute('data-version');
	if (!window.tapSeen) document.addEventListener('pointerdown', e => tapSeen.downs.push(e.timeStamp), true);
	window.tapSeen = { downs: [], drawn: 0, under: '' };
	window.tapRedrawn = new Promise(res => new MutationObserver((_, o) => {
		if (!(+document.body.getAttribute('data-version') > v)) return;
		const b = document.elementFromPoint(x, y), offer = b && b.closest('button.mv-offer');
		tapSeen.drawn = performance.now();
		tapSeen.under = offer ? offer.getAttribute('data-key') : '';
		o.disconnect();
		res(true);
	}).observe(document.body, { attributes: true, attributeFilter: ['data-version'] }));
})(%f, %f)`

// tapSeen is what Ann's page saw of the tap (see tapWatch) and the move
// opened, if any.
type tapSeen struct {
	Downs   []float64 `json:"downs"`
	Drawn   float64   `json:"drawn"`
	Under   string    `json:"under"` // the offer at the spot once redrawn
	Chosen  string    `json:"chosen"`
	Dropped int       `json:"dropped"` // taps the page dropped so far
}

// tapRead reads tapSeen.
const tapRead = `(() => {
	const c = document.querySelector('#moves .mv-chosen');
	return { downs: tapSeen.downs, drawn: tapSeen.drawn, under: tapSeen.under, chosen: c ? c.textContent : '', dropped: TallymanTaps.dropped() };
})()`

// TestBrowserTapOnAButtonPushedUnderTheFingerIsIgnored: Ann, her turn,
// aims at "Produce" (the third of her moves, on screen for a while).
// Just before her finger lands, another player's move is drawn: a longer
// word of what to do now, above her moves, pushes them down, and "Buy a
// factory" is where "Produce" was. Her tap, a real one (the mouse's
// press and release), comes less than 300 ms after that redraw: it is
// dropped, no move opened (before, it opened "Buy a factory"). Then a
// line is added to the latest moves, below hers (nothing of hers moves),
// and a tap right after that redraw, on "Buy a factory" where it stayed,
// opens that move at once: on a 390x844 phone and a 360x640 one.
func TestBrowserTapOnAButtonPushedUnderTheFingerIsIgnored(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for _, tc := range []struct {
		name string
		w, h int64
	}{
		{"390x844", 390, 844},
		{"360x640", 360, 640},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			room := &movesRoom{version: 1, cost: "$2"}
			s, ts, _ := start(t, room, Options{})
			room.changed = s.Changed
			ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), tc.w, tc.h)
			ann.RealTaps = true
			ann.WaitText("Produce")
			time.Sleep(time.Second) // she reads her moves
			x, y := centre(ann, `#moves button.mv-offer[data-key="m2"]`)

			// tapAfter changes the room, waits for the page to draw the
			// change and taps at x, y at once.
			tapAfter := func(change func()) tapSeen {
				t.Helper()
				ann.Do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(tapWatch, x, y)))
				room.set(change)
				ann.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
					_, err := chromedp.Evaluate[bool](`tapRedrawn`, chromedp.EvalAwaitPromise)(ctx, tg)
					return err
				}), chromedp.MouseClickXY(x, y))
				time.Sleep(300 * time.Millisecond) // what the tap would draw
				seen, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[tapSeen](tapRead))
				if err != nil {
					t.Fatal(err)
				}
				if len(seen.Downs) != 1 {
					t.Fatalf("not the tap to test: presses at %v ms", seen.Downs)
				}
				late := seen.Downs[0] - seen.Drawn
				t.Logf("the tap %.0f ms after the redraw, on the offer %q", late, seen.Under)
				if late < 0 || late > 300 {
					t.Fatalf("the tap came %.0f ms after the redraw: not just after it (the machine too slow?)", late)
				}
				return seen
			}

			seen := tapAfter(func() {
				room.now = "Bob bought a factory and took a loan; his ship sails to the island. Your turn: choose a move, or pass to end your turn."
			})
			ann.ScreenshotHere(phonetest.ShotPath(t, "tap-pushed-"+tc.name+".png"))
			if seen.Under != "m1" {
				t.Fatalf("not the push to test: under the finger %q, want m1 (Buy a factory) where m2 (Produce) was", seen.Under)
			}
			if seen.Chosen != "" {
				t.Errorf("a tap on a button pushed under the finger just before opened a move: %q", seen.Chosen)
			}
			if seen.Dropped != 1 {
				t.Errorf("the page dropped %d taps, want the 1", seen.Dropped)
			}

			time.Sleep(time.Second) // she reads the new word
			seen = tapAfter(func() { room.log = append(room.log, "Bob produced.") })
			if seen.Under != "m1" {
				t.Fatalf("Buy a factory moved: under the finger %q", seen.Under)
			}
			ann.ScreenshotHere(phonetest.ShotPath(t, "tap-stayed-"+tc.name+".png"))
			if want := "Buy a factory"; seen.Chosen == "" || !strings.Contains(seen.Chosen, want) {
				t.Errorf("a tap on a button that stayed put opened %q, want %q", seen.Chosen, want)
			}
			if seen.Dropped != 1 {
				t.Errorf("the page dropped %d taps in all, want the 1 (the pushed button's)", seen.Dropped)
			}
			if m := room.moves(); len(m) != 0 {
				t.Errorf("moves made: %v, want none (a move opened, not confirmed)", m)
			}
		})
	}
}
