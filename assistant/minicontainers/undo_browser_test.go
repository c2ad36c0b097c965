package minicontainers

import (
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// TestBrowserUndoQuestionInViewAtBigText: on a 360x640 phone with its
// text at 200 %, Ann (starting) plays yellow 6 + orange 7 as containers,
// Bob (at the laptop) plays his, both form mini-decks of 11 (all their
// cards), and Ann passes on her phone; she scrolls only as far as her
// "Undo my last move" button (it at the bottom of the window, as a thumb
// leaves it) and taps it: the question naming the move (one of the
// longest a player makes: mini-containers.txt, "Passing", her 11 cards
// and 1 from the draw pile) and both its buttons, "Take it back" and
// "Keep it", are in the window together, without scrolling by hand.
func TestBrowserUndoQuestionInViewAtBigText(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	ph := roomtest.ServePhones(t, r, &r.OnChange)
	ann := phonetest.OpenAt(t, browser, "Ann", ph.URL+ph.Server.SeatPath(0), 360, 640)
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
	ann.Do(phonetest.TextSize(200))
	ann.Do(chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0); document.getElementById('mv-undo').scrollIntoView({ block: 'end', behavior: 'instant' })`))
	ann.Tap("#mv-undo")
	ann.WaitJS("the undo question", `(e => !!e && e.textContent === 'Take back your last move: you passed, setting aside the 11 cards of your mini-deck and 1 from the draw pile?')(document.getElementById('mv-undo-ask'))`)
	shot := phonetest.ShotPath(t, "minicontainers-undo-ask-360x640-text200.png")
	ann.ScreenshotHere(shot)
	for _, sel := range []string{"#mv-undo-ask", "#mv-undo-yes", "#mv-undo-no"} {
		ok, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[bool](phonetest.InView(sel)))
		if err != nil || !ok {
			t.Errorf("%s is not in the window after the tap (%v): %s", sel, err, ann.Where(sel))
		}
	}
	ann.WaitJS("no sideways scroll at 200 % text", phonetest.NoSidewaysScroll)
}
