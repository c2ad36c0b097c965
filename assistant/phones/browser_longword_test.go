package phones

import (
	"fmt"
	"testing"

	"tallyman/assistant/phones/phonetest"
)

// TestBrowserLongWordWrapsInsideItsMoveButton (a tester's report, an
// Off-Shore game at 390x844): a move whose label holds a word longer than
// the phone is wide ("Produce (pay $1 union wages to
// Maximilianalexandrabartholomew)", with its cost "1 action, $1") wraps
// the word inside its button: the page is no wider than the screen, and
// the label and the cost lie within the button. The label beside the
// cost is a flex item, at least as wide as its longest word unless told
// otherwise: the page was 547 px wide, the cost off the screen.
func TestBrowserLongWordWrapsInsideItsMoveButton(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := &movesRoom{version: 1, cost: "1 action, $1", first: "Produce (pay $1 union wages to Maximilianalexandrabartholomew)"}
	s, ts, _ := start(t, room, Options{})
	room.changed = s.Changed
	// Every shown button within the window, and its parts within it.
	within := `(() => { const vw = document.documentElement.clientWidth;
		if (document.documentElement.scrollWidth > vw) return false;
		return [...document.querySelectorAll('button')].filter(b => b.offsetParent !== null).every(b => {
			const r = b.getBoundingClientRect();
			return r.left >= -0.5 && r.right <= vw + 0.5 && [...b.children].every(c => {
				const q = c.getBoundingClientRect(); return q.left >= r.left - 0.5 && q.right <= r.right + 0.5; }); }); })()`
	for _, size := range [][2]int64{{390, 844}, {360, 640}} {
		ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), size[0], size[1])
		ann.WaitText("Maximilianalexandrabartholomew")
		ann.WaitJS("the long word wrapped inside its button, nothing off the screen", within)
		ann.WaitJS("the cost beside the label", `document.querySelector('button.mv-offer .mv-cost').textContent === '1 action, $1'`)
		ann.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("longword-%dx%d.png", size[0], size[1])))
	}
}
