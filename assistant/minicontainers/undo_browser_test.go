package minicontainers

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/journal"
	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// settled waits until the page has drawn two frames: what a text-size
// change sets off (app.js's ResizeObserver, which runs after the frame's
// animation callbacks, marks the body bigtext) is done by then.
var settled = chromedp.Evaluate[bool](`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, chromedp.EvalAwaitPromise)

// TestBrowserUndoQuestionInViewOnceAsked: Ann (starting) plays yellow 6
// + orange 7 as containers, Bob (at the laptop) plays his, both form
// mini-decks of 11 (all their cards), and Ann passes on her phone; she
// scrolls only as far as her "Undo my last move" button (it at the
// bottom of the window, as a thumb leaves it) and taps it: the question
// naming the move (one of the longest a player makes: mini-containers.txt,
// "Passing", her 11 cards and 1 from the draw pile) and both its buttons,
// "Take it back" and "Keep it", are in the window together once the page
// has settled, without scrolling by hand: on a 360x640 phone with its
// text at 200 % (before, the buttons fell 270 px below the window), on
// a 390x844 one at normal text, and on the 360x640 one whose text went
// to 200 % in the very frame of the tap (the page had not yet marked its
// body bigtext, so the question was measured 774 px high, scrolled to
// its bottom, then drawn 473 px high: its top ended 164 px above the
// window).
func TestBrowserUndoQuestionInViewOnceAsked(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for _, tc := range []struct {
		name      string
		w, h      int64
		text      int  // percent
		sameFrame bool // the text size changed in the tap's frame
	}{
		{"360x640-text200", 360, 640, 200, false},
		{"390x844", 390, 844, 100, false},
		{"360x640-text200-same-frame", 360, 640, 200, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 1)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			r := NewRoom(g)
			ph := roomtest.ServePhones(t, r, &r.OnChange)
			ann := phonetest.OpenAt(t, browser, "Ann", ph.URL+ph.Server.SeatPath(0), tc.w, tc.h)
			card := &mc.Card{Type: mc.Orange, Volume: 5, Containers: [2]mc.Type{mc.Yellow, mc.Orange}}
			ann.MakeMove(mc.Answers(r.State(), mc.Move{Type: mc.PlayContainer, Player: 0, Card: card}), "")
			for _, m := range []mc.Move{
				{Type: mc.PlayContainer, Player: 1, Card: card},
				{Type: mc.FormDeck, Player: 0, Size: 11},
				{Type: mc.FormDeck, Player: 1, Size: 11},
			} {
				if _, err := r.Do(m); err != nil {
					t.Fatalf("%s: %v", m.Type, err)
				}
			}
			ann.MakeMove(mc.Answers(r.State(), mc.Move{Type: mc.Pass, Player: 0}), "")
			ann.WaitShown("#mv-undo")
			// The button at the bottom of the window, the page scrolled
			// no further.
			toButton := `window.scrollTo(0, 0); document.getElementById('mv-undo').scrollIntoView({ block: 'end', behavior: 'instant' });`
			if tc.sameFrame {
				// A synthetic click: a real one cannot be put in the
				// frame of the change.
				ann.Do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.documentElement.style.fontSize = '%d%%'; %s document.getElementById('mv-undo').click()`, tc.text, toButton)))
			} else {
				ann.Do(phonetest.TextSize(tc.text))
				if _, err := chromedp.Run(ann.Ctx, settled); err != nil {
					t.Fatal(err)
				}
				ann.Do(chromedp.Evaluate[chromedp.Void](toButton))
				if ok, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[bool](phonetest.InView("#mv-undo"))); err != nil || !ok {
					t.Fatalf("the undo button is not in the window before the tap (%v): %s", err, ann.Where("#mv-undo"))
				}
				ann.Tap("#mv-undo")
			}
			ann.WaitJS("the undo question", `(e => !!e && e.textContent === 'Take back your last move: you passed, setting aside the 11 cards of your mini-deck and 1 from the draw pile?')(document.getElementById('mv-undo-ask'))`)
			if _, err := chromedp.Run(ann.Ctx, settled); err != nil {
				t.Fatal(err)
			}
			ann.ScreenshotHere(phonetest.ShotPath(t, "minicontainers-undo-ask-"+tc.name+".png"))
			for _, sel := range []string{"#mv-undo-ask", "#mv-undo-yes", "#mv-undo-no"} {
				ok, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[bool](phonetest.InView(sel)))
				if err != nil || !ok {
					t.Errorf("%s is not in the window after the tap (%v): %s", sel, err, ann.Where(sel))
				}
			}
			ann.WaitJS("no sideways scroll", phonetest.NoSidewaysScroll)
		})
	}
}

// TestBrowserDoubleTapTakesBackOnce: Ann plays yellow 6 + orange 7 on
// her phone, asks to take it back, and taps "Take it back" twice, the
// second tap 30 ms after the first (a double tap). The move is taken
// back once (one undo line in the journal, the game as at the start)
// and her page says so, "Your last move is taken back.", with no
// refusal for the second tap: on a 390x844 phone and a 360x640 one.
func TestBrowserDoubleTapTakesBackOnce(t *testing.T) {
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
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 1)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			r := NewRoom(g)
			ph := roomtest.ServePhones(t, r, &r.OnChange)
			ann := phonetest.OpenAt(t, browser, "Ann", ph.URL+ph.Server.SeatPath(0), tc.w, tc.h)
			ann.RecordActs()
			card := &mc.Card{Type: mc.Orange, Volume: 5, Containers: [2]mc.Type{mc.Yellow, mc.Orange}}
			ann.MakeMove(mc.Answers(r.State(), mc.Move{Type: mc.PlayContainer, Player: 0, Card: card}), "")
			ann.Tap("#mv-undo")
			ann.WaitShown("#mv-undo-yes")
			// Both clicks on the button the question showed, as a script
			// (or a phone passing on a double tap) sends them: the second
			// 30 ms after the first, whether or not its answer came.
			ann.Do(chromedp.Evaluate[chromedp.Void](`(b => { b.click(); setTimeout(() => b.click(), 30); })(document.getElementById('mv-undo-yes'))`))
			ann.WaitText("Your last move is taken back.")
			time.Sleep(500 * time.Millisecond) // the second tap's answer, had it been sent
			ann.ScreenshotView(phonetest.ShotPath(t, "minicontainers-undo-double-tap-"+tc.name+".png"))
			undos := 0
			for _, a := range ann.Acts() {
				if a["kind"] == "undo" {
					undos++
				}
			}
			l, err := journal.Load(g.Journal.Path())
			if err != nil {
				t.Fatal(err)
			}
			inJournal := 0
			for _, e := range l.Entries {
				if e.Undo {
					inJournal++
				}
			}
			if undos != 1 || inJournal != 1 {
				t.Errorf("%d undos posted, %d in the journal; want 1 and 1", undos, inJournal)
			}
			if len(r.Game().Moves) != 0 {
				t.Errorf("%d moves in force, want none (the game as at the start)", len(r.Game().Moves))
			}
			ann.WaitText("Your last move is taken back.")
			if text := ann.Text(); strings.Contains(text, "can be taken back") || strings.Contains(text, "moved on") {
				t.Errorf("a refusal on the page after the double tap:\n%s", text)
			}
			if ok, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[bool](`!document.getElementById('mv-error')`)); err != nil || !ok {
				t.Errorf("an error is shown after the double tap (%v)", err)
			}
		})
	}
}

// ghostWatch, run on Ann's page with the undo question up, notes the
// time (performance.now) of each pointerdown and the button it pressed,
// and the time of the redraw that says "Your last move is taken back."
// (ghostTap.noted; ghostTap.redrawn resolves true then, or false after 5
// s without it), scrolls the page to
// its top and gives the centre of "Take it back" in the window.
const ghostWatch = `(() => {
	const g = window.ghostTap = { downs: [] };
	g.redrawn = new Promise(r => { g.done = r; setTimeout(() => r(false), 5000); });
	document.addEventListener('pointerdown', e => {
		g.downs.push(performance.now());
		const b = e.target.closest('button');
		g.on = { under: b ? b.textContent : e.target.outerHTML.slice(0, 80), offer: !!b && b.matches('#moves button.mv-offer') };
	}, true);
	new MutationObserver(() => {
		const n = document.querySelector('#moves .mv-note');
		if (!g.noted && n && n.textContent === 'Your last move is taken back.') { g.noted = performance.now(); g.done(true); }
	}).observe(document.body, { childList: true, subtree: true });
	window.scrollTo(0, 0);
	const r = document.getElementById('mv-undo-yes').getBoundingClientRect();
	return [r.left + r.width / 2, r.top + r.height / 2];
})()`

// ghostSeen is what Ann's page saw of the double tap: the times of the
// taps (their pointerdowns) and of the redraw, in ms, the button the
// second tap pressed and whether a move is open.
type ghostSeen struct {
	Downs  []float64 `json:"downs"`
	Noted  float64   `json:"noted"`
	Under  string    `json:"under"` // the text of the button the last tap pressed
	Offer  bool      `json:"offer"` // that button is one of "Your moves"' offers
	Chosen string    `json:"chosen"`
}

const ghostRead = `(() => {
	const c = document.querySelector('#moves .mv-chosen');
	return { downs: ghostTap.downs, noted: ghostTap.noted || 0, under: ghostTap.on.under, offer: ghostTap.on.offer, chosen: c ? c.textContent : '' };
})()`

// TestBrowserGhostTapOnANewButtonIsIgnored: Ann plays yellow 6 + orange
// 7 on her phone, asks to take it back, reads the question for a second,
// the page scrolled to its top, and double-taps "Take it back" with real pointer events (as a finger:
// press and release, twice at one spot). The laptop answers the first
// tap before the second comes, and the page redraws: the second tap lands
// on "Play a card as containers", drawn where "Take it back" was a
// moment before. The move is taken back once, the one undo is all the
// page posts, and no move is opened (before, the second tap opened
// "Play a card as containers"). A second later a single tap on that
// button, by then on screen for a second, opens the move: on a 390x844
// phone and a 360x640 one.
func TestBrowserGhostTapOnANewButtonIsIgnored(t *testing.T) {
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
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 1)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			r := NewRoom(g)
			ph := roomtest.ServePhones(t, r, &r.OnChange)
			ann := phonetest.OpenAt(t, browser, "Ann", ph.URL+ph.Server.SeatPath(0), tc.w, tc.h)
			ann.RealTaps = true
			card := &mc.Card{Type: mc.Orange, Volume: 5, Containers: [2]mc.Type{mc.Yellow, mc.Orange}}
			ann.MakeMove(mc.Answers(r.State(), mc.Move{Type: mc.PlayContainer, Player: 0, Card: card}), "")
			ann.Tap("#mv-undo")
			ann.WaitShown("#mv-undo-yes")
			time.Sleep(time.Second) // she reads the question
			ann.RecordActs()
			xy, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[[2]float64](ghostWatch))
			if err != nil {
				t.Fatal(err)
			}
			// The first tap; the second as soon as the page has drawn the
			// laptop's answer, at the same spot.
			var redrawn bool
			ann.Do(chromedp.MouseClickXY(xy[0], xy[1]),
				chromedp.Func(func(ctx context.Context, tg *chromedp.Target) (err error) {
					redrawn, err = chromedp.Evaluate[bool](`ghostTap.redrawn`, chromedp.EvalAwaitPromise)(ctx, tg)
					return err
				}),
				chromedp.MouseClickXY(xy[0], xy[1], chromedp.ClickCount(2)))
			if !redrawn {
				t.Fatalf("the first tap on \"Take it back\" took nothing back:\n%s", ann.Text())
			}
			time.Sleep(500 * time.Millisecond) // what the second tap would post or draw
			seen, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[ghostSeen](ghostRead))
			if err != nil {
				t.Fatal(err)
			}
			ann.ScreenshotHere(phonetest.ShotPath(t, "minicontainers-ghost-tap-"+tc.name+".png"))
			if len(seen.Downs) != 2 || !seen.Offer {
				t.Fatalf("not the double tap to test: taps at %v ms, the redraw at %v ms; under the tap %q", seen.Downs, seen.Noted, seen.Under)
			}
			late := seen.Downs[1] - seen.Noted
			t.Logf("the second tap %.0f ms after the first, %.0f ms after the redraw, on %q", seen.Downs[1]-seen.Downs[0], late, seen.Under)
			if late < 0 || late > 300 {
				t.Fatalf("the second tap came %.0f ms after the redraw: no double tap on a new button (the machine too slow?)", late)
			}
			if seen.Chosen != "" {
				t.Errorf("the second tap of the double tap opened a move: %q", seen.Chosen)
			}
			acts := ann.Acts()
			if len(acts) != 1 || acts[0]["kind"] != "undo" {
				t.Errorf("the page posted %v, want the one undo", acts)
			}
			if len(r.Game().Moves) != 0 {
				t.Errorf("%d moves in force, want none (the game as at the start)", len(r.Game().Moves))
			}

			// A second later, a single tap on the button, on screen for a
			// second by then, opens its move.
			time.Sleep(time.Second)
			ann.Do(chromedp.MouseClickXY(xy[0], xy[1]))
			ann.WaitJS("the move opened", `!!document.querySelector('#moves .mv-chosen')`)
			ann.ScreenshotHere(phonetest.ShotPath(t, "minicontainers-ghost-tap-then-tap-"+tc.name+".png"))
			if acts := ann.Acts(); len(acts) != 1 {
				t.Errorf("the page posted %v, want only the undo", acts)
			}
		})
	}
}
