package phones

import (
	"fmt"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/engines/catalogue"
)

// lotsRoom is a movesRoom whose first three offers each ask lots from
// two of Bob's factory lots (a tan at $3, two black at $2): "Sail to
// the island" (m0) as Container's Off-Shore Factory Purchase with room
// for one and $30 to spend, "Buy a factory" (m1) 1 to 3 of them, and
// "Produce" (m2) up to 2.
type lotsRoom struct{ *movesRoom }

func (r lotsRoom) Private(seat int) Private {
	q := r.movesRoom.Private(seat)
	if q.Moves == nil {
		return q
	}
	lots := []catalogue.Option{{Value: "tan@3", Label: "tan", Price: 3, Count: 1}, {Value: "black@2", Label: "black", Price: 2, Count: 2}}
	cash := 30
	for i := range q.Moves.Offers {
		p := catalogue.Param{Name: "buy", Label: "Containers to buy from Bob", Kind: catalogue.KindLots, Of: "lot", Options: lots, Unit: "$"}
		switch q.Moves.Offers[i].Key {
		case "m0":
			p.Min, p.Max, p.Budget = 1, 1, &cash
		case "m1":
			p.Min, p.Max = 1, 3
		case "m2":
			p.Min, p.Max = 0, 2
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
