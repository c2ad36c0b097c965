package phones

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/engines/catalogue"
)

// lotsRoom is a movesRoom whose first three offers each ask lots from
// two of Bob's factory lots (a tan at $3, two black at $2): "Sail to
// the island" (m0) as Container's Off-Shore Factory Purchase with room
// for one and $30 to spend, "Buy a factory" (m1) 1 to 3 of them, and
// "Produce" (m2) up to 2, and "Buy from a harbor" (m3) up to 2 with $4
// to spend.
type lotsRoom struct{ *movesRoom }

func (r lotsRoom) Private(seat int) Private {
	q := r.movesRoom.Private(seat)
	if q.Moves == nil {
		return q
	}
	lots := []catalogue.Option{{Value: "tan@3", Label: "tan", Price: 3, Count: 1}, {Value: "black@2", Label: "black", Price: 2, Count: 2}}
	cash, little := 30, 4
	for i := range q.Moves.Offers {
		p := catalogue.Param{Name: "buy", Label: "Containers to buy from Bob", Kind: catalogue.KindLots, Of: "lot", Options: lots, Unit: "$"}
		switch q.Moves.Offers[i].Key {
		case "m0":
			p.Min, p.Max, p.Budget = 1, 1, &cash
		case "m1":
			p.Min, p.Max = 1, 3
		case "m2":
			p.Min, p.Max = 0, 2
		case "m3":
			p.Min, p.Max, p.Budget = 0, 2, &little
		default:
			continue
		}
		q.Moves.Offers[i].Params = []catalogue.Param{p}
	}
	return q
}

// TestBrowserLotsLineSaysWhatToChoose: the line under a lots question on
// a phone (390x844, 360x640) says how many to choose, and the most they
// may cost when there is a limit, as the laptop's question does
// ("exactly 1 lot, costing at most $30 in all"), then how many are
// chosen and what they cost: before a tap and after a tap of + on the
// tan lot ($3). The old line read "0 chosen (exactly 1) of $30" (a
// try-out, Off-Shore Factory Purchase), the $30 saying nothing of what
// it was.
func TestBrowserLotsLineSaysWhatToChoose(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	cases := []struct{ key, before, after string }{
		{"m0", "Choose 1 (at most $30 in all): 0 chosen", "Choose 1 (at most $30 in all): 1 chosen, costing $3"},
		{"m1", "Choose 1 to 3: 0 chosen", "Choose 1 to 3: 1 chosen, costing $3"},
		{"m2", "Choose up to 2: 0 chosen", "Choose up to 2: 1 chosen, costing $3"},
	}
	for _, sz := range [][2]int64{{390, 844}, {360, 640}} {
		size := fmt.Sprintf("%dx%d", sz[0], sz[1])
		t.Run(size, func(t *testing.T) {
			t.Parallel()
			room := lotsRoom{&movesRoom{version: 1}}
			s, ts, _ := start(t, room, Options{})
			room.changed = s.Changed
			ann := phonetest.OpenAt(t, browser, "Ann "+size, ts.URL+s.SeatPath(0), sz[0], sz[1])
			line := func(what, want string) {
				t.Helper()
				ann.WaitJS(what, fmt.Sprintf(`(e => !!e && e.textContent.replace(/[\u2066-\u2069]/g, '') === %q)(document.querySelector('#moves .mv-sum'))`, want))
			}
			for _, c := range cases {
				ann.Tap(fmt.Sprintf(`#moves button.mv-offer[data-key=%q]`, c.key))
				line(c.key+" before a tap", c.before)
				ann.Tap(`#moves .mv-lot[data-value="tan@3"] button[aria-label="more"]`)
				line(c.key+" after a tap on the tan lot", c.after)
				ann.ScreenshotHere(phonetest.ShotPath(t, fmt.Sprintf("lots-line-%s-%s.png", c.key, size)))
				ann.Tap("#mv-cancel")
				ann.WaitJS("the list of moves", `!document.querySelector('#moves .mv-chosen')`)
			}
		})
	}
}

// TestBrowserLotsPlusStopsAtTheMost: on a phone (390x844) a lot's +
// is disabled once one more of it would go past what the lots question
// takes: its own lots on offer, the most lots in all, or the money to
// spend. Off-Shore's Factory Purchase with room for exactly 1 lot (m0):
// with the tan lot chosen, the black lots' + stayed enabled, and a tap
// made "2 chosen, costing $5" with Next disabled and nothing saying why.
// Worked by hand from lotsRoom (tan 1 on offer at $3, black 2 at $2).
func TestBrowserLotsPlusStopsAtTheMost(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	const tan, black = `#moves .mv-lot[data-value="tan@3"] button[aria-label=`, `#moves .mv-lot[data-value="black@2"] button[aria-label=`
	cases := []struct {
		name, key string
		taps      []string // each a lot's button: tan or black, then "more"] or "less"]
		line      string   // then the line under the lots
		plus      string   // and which + are enabled
	}{
		{"exactly 1: tan chosen", "m0", []string{tan + `"more"]`}, "Choose 1 (at most $30 in all): 1 chosen, costing $3", "tan off, black off"},
		{"exactly 1: tan taken back", "m0", []string{tan + `"more"]`, tan + `"less"]`}, "Choose 1 (at most $30 in all): 0 chosen", "tan on, black on"},
		{"exactly 1: black chosen", "m0", []string{black + `"more"]`}, "Choose 1 (at most $30 in all): 1 chosen, costing $2", "tan off, black off"},
		{"up to 2: one black", "m2", []string{black + `"more"]`}, "Choose up to 2: 1 chosen, costing $2", "tan on, black on"},
		{"up to 2: two black", "m2", []string{black + `"more"]`, black + `"more"]`}, "Choose up to 2: 2 chosen, costing $4", "tan off, black off"},
		{"up to 2: tan and black", "m1", []string{tan + `"more"]`, black + `"more"]`}, "Choose 1 to 3: 2 chosen, costing $5", "tan off, black on"},
		{"$4 to spend: tan", "m3", []string{tan + `"more"]`}, "Choose up to 2 (at most $4 in all): 1 chosen, costing $3", "tan off, black off"},
		{"$4 to spend: one black", "m3", []string{black + `"more"]`}, "Choose up to 2 (at most $4 in all): 1 chosen, costing $2", "tan off, black on"},
	}
	room := lotsRoom{&movesRoom{version: 1}}
	s, ts, _ := start(t, room, Options{})
	room.changed = s.Changed
	ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), 390, 844)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ann.T = t
			ann.Tap(fmt.Sprintf(`#moves button.mv-offer[data-key=%q]`, c.key))
			for _, sel := range c.taps {
				ann.Tap(sel)
			}
			// Each tap's click handler redraws the line and the buttons
			// before Tap returns: read them once.
			got, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[string](`document.querySelector('#moves .mv-sum').textContent.replace(/[\u2066-\u2069]/g, '') + ' | ' +
				['tan@3', 'black@2'].map(v => v.split('@')[0] + (document.querySelector('#moves .mv-lot[data-value="' + v + '"] button[aria-label="more"]').disabled ? ' off' : ' on')).join(', ')`))
			if want := c.line + " | " + c.plus; err != nil || got != want {
				t.Errorf("got %q (%v), want %q", got, err, want)
			}
			if c.name == "exactly 1: tan chosen" {
				ann.ScreenshotHere(phonetest.ShotPath(t, "lots-plus-exactly-1-390x844.png"))
			}
			ann.Tap("#mv-cancel")
			ann.WaitJS("the list of moves", `!document.querySelector('#moves .mv-chosen')`)
		})
	}
}
